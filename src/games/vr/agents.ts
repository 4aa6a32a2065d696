/**
 * The 33 Agents: using an Agent on Duty's ability, and promoting it (its Promotion ability, then
 * retirement or, Level 1 only, a Boost). `registerAgents` registers the 'agent' free actions and
 * the Agent decisions.
 */

import { ACTIVATION_PICKS } from './agents/activation.ts';
import { COMMON_PICKS } from './agents/common.ts';
import { registerAgentDuty } from './agents/duty.ts';
import { type PickTable, registerAgentPick } from './agents/pick.ts';
import { PROMOTION_PICKS } from './agents/promotion.ts';
import type { VrFlow } from './flow.ts';

export { activate } from './agents/activation.ts';
export { promote } from './agents/duty.ts';
export { promotionUsable, usePromotion } from './agents/promotion.ts';

export function registerAgents(flow: VrFlow): void {
  const picks: PickTable = { ...COMMON_PICKS, ...ACTIVATION_PICKS, ...PROMOTION_PICKS };
  registerAgentPick(flow, picks);
  registerAgentDuty(flow);
}
