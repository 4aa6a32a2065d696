import type { FlowContext } from '../../../engine/events.ts';
import { boroughState } from '../board.ts';
import { ACTION_NAMES, AGENTS } from '../data/index.ts';
import { ask, type FreeActions, type Handler, type Opt, type VrFlow } from '../flow.ts';
import type { VrState } from '../state.ts';
import { clipLabel, forPlayers, prefixed } from '../wording.ts';
import { activate, activationBlock } from './activation.ts';
import { am } from './agents.messages.ts';
import { promotionUsable, usePromotion } from './promotion.ts';
import { activationText, boostText, promotionText } from './text.ts';

/**
 * Agents on Duty during their owner's turn, once the Director is placed: use an upright Agent's
 * ability (turning it), and promote any Agent (turned or not): it leaves Duty, may use its
 * Promotion ability, then is retired or (Level 1 only) turned into a Boost under its Action.
 */

const freeActions: FreeActions = {
  options(s, seat) {
    const t = s.turn;
    if (!t || t.seat !== seat || t.borough === null) return [];
    const out: Opt[] = [];
    for (const d of s.p[seat]!.onDuty) {
      const a = AGENTS[d.id]!;
      // An ability that would change nothing is not offered: using it would only spend it for the Round.
      if (!d.turned && !activationBlock(s, seat, d.id))
        out.push({ key: `agent:use:${d.id}`, kind: 'agentUse', label: `Use ${a.name}`, ...useDetail(s, seat, d.id) });
      // Promoting is for good (the Agent leaves Duty): the label says so, the detail is the ability.
      out.push({
        key: `agent:promote:${d.id}`,
        kind: 'agentPromote',
        label: clipLabel(`Promote ${a.name} (leaves Duty)`),
        detail: promotionText(d.id),
        style: 'secondary',
      });
    }
    return out;
  },
  resolve(s, seat, opt, _n, ctx) {
    const [, verb, id] = opt.key.split(':');
    if (!id) return;
    if (verb === 'use') activate(s, ctx, seat, id);
    else if (verb === 'promote') promote(s, ctx, seat, id);
  },
};

/**
 * A Fighter's ability removes a token in the Borough whoever owns it: its button says whose it
 * would be, first (a player's own token is a loss to warn of), then the card's text.
 */
function useDetail(s: VrState, seat: number, id: string): { detail: string; style: 'primary' | 'danger' } {
  const here = boroughState(s, s.turn!.borough!);
  if (AGENTS[id]!.type !== 'fighter' || here.count === 0 || here.owner === null)
    return { detail: activationText(id), style: 'primary' };
  const who = `{seat:${here.owner}}`;
  const mine = here.owner === seat;
  const whose =
    here.count === 1
      ? am(mine ? 'vr.agents.takesYourLast' : 'vr.agents.takesTheirLast', { who })
      : am(mine ? 'vr.agents.takesYour' : 'vr.agents.takesTheir', { who, n: here.count });
  return { detail: prefixed(`${whose} `, activationText(id)), style: mine ? 'danger' : 'primary' };
}

/** Promotes an Agent on Duty: the Promotion ability is offered first, then its fate. */
export function promote(s: VrState, ctx: FlowContext, seat: number, id: string): void {
  const p = s.p[seat]!;
  const i = p.onDuty.findIndex((d) => d.id === id);
  if (i < 0) return;
  p.onDuty.splice(i, 1);
  const a = AGENTS[id]!;
  ctx.event(am('vr.agents.promotes', { who: `{seat:${seat}}`, agent: a.name }));
  // The stack answers its top first: the ability's choices, then the fate asked below them.
  if (a.level === 1) ask(s, 'agentFate', [seat], { id });
  else retire(s, ctx, seat, id);
  if (promotionUsable(s, seat, id)) ask(s, 'agentPromote', [seat], { id });
  else if (a.ability === 'tropovicz') ctx.event(am('vr.agents.tropovicz', { who: `{seat:${seat}}`, agent: a.name }));
  else ctx.event(am('vr.agents.promotionIdle', { agent: a.name }));
}

function retire(s: VrState, ctx: FlowContext, seat: number, id: string): void {
  s.p[seat]!.retired.push(id);
  ctx.event(am('vr.agents.retires', { who: `{seat:${seat}}`, agent: AGENTS[id]!.name }));
}

const agentPromoteDecision: Handler<'agentPromote'> = {
  options(_s, p) {
    const a = AGENTS[p.data.id]!;
    return [
      {
        key: 'promo:use',
        kind: 'promotion',
        label: am('vr.agents.usePromotion', { agent: a.name }),
        detail: promotionText(a.id),
        style: 'success',
      },
      { key: 'promo:skip', kind: 'promotion', label: am('vr.agents.skipPromotion'), style: 'secondary' },
    ];
  },
  resolve(s, p, seat, opt, _n, ctx) {
    if (opt.key !== 'promo:use') return;
    const id = p.data.id;
    ctx.event(am('vr.agents.usesPromotion', { who: `{seat:${seat}}`, agent: AGENTS[id]!.name }));
    usePromotion(s, ctx, seat, id);
  },
};

const agentFateDecision: Handler<'agentFate'> = {
  options(_s, p) {
    const a = AGENTS[p.data.id]!;
    const out: Opt[] = [
      {
        key: 'fate:retire',
        kind: 'fate',
        label: am('vr.agents.retire', { agent: a.name }),
        detail: am('vr.agents.retireDetail'),
      },
    ];
    if (a.boost)
      out.push({
        key: 'fate:boost',
        kind: 'fate',
        label: clipLabel(am('vr.agents.toBoost', { agent: a.name, action: ACTION_NAMES[a.boost.action] })),
        detail: boostText(a.boost),
        style: 'success',
      });
    return out;
  },
  resolve(s, p, seat, opt, _n, ctx) {
    const id = p.data.id;
    const a = AGENTS[id]!;
    if (opt.key === 'fate:boost' && a.boost) {
      s.p[seat]!.boosts.push({ source: 'agent', id, action: a.boost.action });
      ctx.event(
        am('vr.agents.turnsToBoost', {
          who: `{seat:${seat}}`,
          agent: a.name,
          action: ACTION_NAMES[a.boost.action],
          text: forPlayers(a.boost.text),
        }),
      );
    } else retire(s, ctx, seat, id);
  },
};

/** Registers this module's free actions and decisions on the game's flow. */
export function registerAgentDuty(flow: VrFlow): void {
  flow.defineFreeActions(freeActions);
  flow.defineDecision('agentPromote', agentPromoteDecision);
  flow.defineDecision('agentFate', agentFateDecision);
}
