/**
 * The 33 Agents: using an Agent on Duty's ability, and promoting it (its Promotion ability, then
 * retirement or, Level 1 only, a Boost). Importing this module registers the 'agent' free
 * actions and the Agent decisions.
 */
import './agents/pick.ts';
import './agents/common.ts';
import './agents/activation.ts';
import './agents/promotion.ts';
import './agents/duty.ts';

export { activate } from './agents/activation.ts';
export { promote } from './agents/duty.ts';
export { promotionUsable, usePromotion } from './agents/promotion.ts';
