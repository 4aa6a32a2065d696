import type { FlowContext } from '../../engine/events.ts';
import { boostText } from './agents/text.ts';
import { ACTION_NAMES, AGENTS, BOOST_CARDS } from './data/index.ts';
import type { BoostEffect } from './data/types.ts';
import { ask, type Handler, type VrFlow } from './flow.ts';
import type { BoostSlot, VrState } from './state.ts';
import { clipLabel, forPlayers } from './wording.ts';

/**
 * Boost cards: gained from those still available (Verse bonuses) and slid under their Action;
 * a discarded Boost card goes back among the available ones, a discarded Agent turned into a
 * Boost goes to the Agent discard pile.
 */

/** A Boost's effect in a few words, for buttons. */
export function boostSummary(e: BoostEffect): string {
  const parts: string[] = [];
  if (e.money) parts.push(`+${e.money} Eurocredit${e.money > 1 ? 's' : ''}`);
  if (e.income) parts.push(`+${e.income} Income`);
  if (e.range) parts.push(`+${e.range} Range`);
  if (e.donationDiscard) parts.push('pay 1 to discard 1 Corruption card');
  if (e.verseRefresh) parts.push(`refresh ${e.verseRefresh} Verse cards`);
  return `${ACTION_NAMES[e.action]}: ${parts.join(', ')}`;
}

export const boostName = (slot: { source: 'card' | 'agent'; id: string }): string =>
  slot.source === 'card'
    ? `the Boost card "${boostSummary(BOOST_CARDS[slot.id]!.effect)}"`
    : `${AGENTS[slot.id]!.name} (an Agent turned into a Boost)`;

/** Asks `seat` to choose one of the available Boost cards (nothing happens when none is left). */
export function gainBoostCard(s: VrState, ctx: FlowContext, seat: number, why: string): void {
  if (s.boostCards.length === 0) {
    ctx.event(`No Boost card is left for {seat:${seat}} (${why}).`);
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
    `{seat:${seat}} takes a Boost card for ${ACTION_NAMES[action]}: ${forPlayers(BOOST_CARDS[id]!.effect.text)}${why ? ` (${why})` : ''}`,
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
    `{seat:${seat}} discards ${boostName(gone!)} from under ${ACTION_NAMES[gone!.action]}${why ? ` (${why})` : ''}.`,
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
        label: clipLabel(`Take Boost: ${boostSummary(e)}`),
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
