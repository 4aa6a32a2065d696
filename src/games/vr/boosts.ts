import type { FlowContext } from '../../engine/events.ts';
import { boostText } from './agents/text.ts';
import { ACTION_NAMES, AGENTS, BOOST_CARDS } from './data/index.ts';
import type { BoostEffect } from './data/types.ts';
import { ask, type Handler, type VrFlow } from './flow.ts';
import { why as because, m, who } from './messages.ts';
import type { BoostSlot, VrState } from './state.ts';
import { clipLabel } from './wording.ts';

/**
 * Boost cards: gained from those still available (Verse bonuses) and slid under their Action;
 * a discarded Boost card goes back among the available ones, a discarded Agent turned into a
 * Boost goes to the Agent discard pile.
 */

/** A Boost's effect in a few words, for buttons. */
export function boostSummary(e: BoostEffect): string {
  const parts: string[] = [];
  if (e.money) parts.push(m('vr.boost.money', { n: e.money }));
  if (e.income) parts.push(m('vr.boost.income', { n: e.income }));
  if (e.range) parts.push(m('vr.boost.range', { n: e.range }));
  if (e.donationDiscard) parts.push(m('vr.boost.donation'));
  if (e.verseRefresh) parts.push(m('vr.boost.refresh', { n: e.verseRefresh }));
  return m('vr.boost.summary', { action: ACTION_NAMES[e.action], parts: parts.join(', ') });
}

export const boostName = (slot: { source: 'card' | 'agent'; id: string }): string =>
  slot.source === 'card'
    ? m('vr.boost.card', { what: boostSummary(BOOST_CARDS[slot.id]!.effect) })
    : m('vr.boost.agent', { agent: AGENTS[slot.id]!.name });

/** Asks `seat` to choose one of the available Boost cards (nothing happens when none is left). */
export function gainBoostCard(s: VrState, ctx: FlowContext, seat: number, why: string): void {
  if (s.boostCards.length === 0) {
    ctx.event(m('vr.ev.noBoostLeft', { who: who(seat), why }));
    return;
  }
  ask(s, 'gainBoostCard', [seat], { why });
}

/** Takes an available Boost card and slides it under its Action. */
export function takeBoostCard(s: VrState, ctx: FlowContext, seat: number, id: string, why = ''): boolean {
  const i = s.boostCards.indexOf(id);
  if (i < 0) return false;
  s.boostCards.splice(i, 1);
  const action = BOOST_CARDS[id]!.effect.action;
  s.p[seat]!.boosts.push({ source: 'card', id, action });
  ctx.event(
    m('vr.ev.takesBoost', {
      who: who(seat),
      action: ACTION_NAMES[action],
      text: boostText(BOOST_CARDS[id]!.effect),
      why: because(why),
    }),
  );
  return true;
}

/** A Boost named by where it came from and its id. */
export type BoostRef = Pick<BoostSlot, 'source' | 'id'>;

/** Discards one of `seat`'s Boosts: a card returns to the available ones, an Agent to the Agent discard pile. */
export function discardBoost(s: VrState, ctx: FlowContext, seat: number, slot: BoostRef, why = ''): boolean {
  const boosts = s.p[seat]!.boosts;
  const i = boosts.findIndex((b) => b.source === slot.source && b.id === slot.id);
  if (i < 0) return false;
  const [gone] = boosts.splice(i, 1);
  if (gone!.source === 'card') s.boostCards.push(gone!.id);
  else s.agentDiscard.push(gone!.id);
  ctx.event(
    m('vr.ev.discardsBoost', {
      who: who(seat),
      what: boostName(gone!),
      action: ACTION_NAMES[gone!.action],
      why: because(why),
    }),
  );
  return true;
}

const gainBoostCardDecision: Handler<'gainBoostCard'> = {
  options: (s) =>
    s.boostCards.map((id) => {
      const e = BOOST_CARDS[id]!.effect;
      return {
        key: `boost:${id}`,
        kind: 'boost',
        label: clipLabel(m('vr.boost.take', { what: boostSummary(e) })),
        detail: boostText(e),
        value: id,
        style: 'success' as const,
      };
    }),
  resolve(s, p, seat, opt, _n, ctx) {
    takeBoostCard(s, ctx, seat, opt.value as string, p.data.why);
  },
};

/** Registers this module's decisions on the game's flow. */
export function registerBoosts(flow: VrFlow): void {
  flow.defineDecision('gainBoostCard', gainBoostCardDecision);
}
