import type { FlowContext } from '../../engine/events.ts';
import type { Seat } from '../../engine/types.ts';
import { deckOf } from './cards.ts';
import { ACTION_TYPES, type ActionType, CORPS, type CorpId, RULES } from './data/index.ts';
import { endByThreat } from './endGame.ts';
import { m } from './messages.ts';
import type { NaState } from './state.ts';

/** Rules every module shares: capital, threat (and its end at 25), drawing action cards. */

/** A seat as the events write it (replaced by the player's name when shown). */
export const who = (seat: Seat): string => `{seat:${seat}}`;

export const corpName = (id: CorpId): string => CORPS.find((c) => c.id === id)!.name;
/** The seat running a corporation, if it is in play. */
export const seatOf = (s: NaState, corp: CorpId): Seat | undefined => {
  const i = s.corps.indexOf(corp);
  return i < 0 ? undefined : i;
};

export function gainCapital(s: NaState, ctx: FlowContext, seat: Seat, n: number, why = ''): void {
  if (n <= 0) return;
  s.capital[seat] = s.capital[seat]! + n;
  ctx.event(why ? m('na.event.gainsWhy', { who: who(seat), n, why }) : m('na.event.gains', { who: who(seat), n }));
}

/** Pays up to `n` capital (never below 0); returns what was paid. */
export function payCapital(s: NaState, ctx: FlowContext, seat: Seat, n: number, why = ''): number {
  const paid = Math.min(n, s.capital[seat]!);
  if (paid <= 0) return 0;
  s.capital[seat] = s.capital[seat]! - paid;
  ctx.event(
    why ? m('na.event.paysWhy', { who: who(seat), n: paid, why }) : m('na.event.pays', { who: who(seat), n: paid }),
  );
  return paid;
}

/**
 * Changes threat by `by` (never below 0 or above 25). Reaching 25 ends the game at once
 * (rule 82): callers stop what they are doing when `s.over` is set.
 */
export function changeThreat(s: NaState, ctx: FlowContext, by: number, why: string): void {
  if (s.over || by === 0) return;
  const before = s.threat;
  s.threat = Math.max(0, Math.min(RULES.threatEnd, s.threat + by));
  if (s.threat === before) return;
  ctx.event(m('na.event.threat', { up: by > 0 ? 'y' : 'n', n: s.threat, why }));
  if (s.threat >= RULES.threatEnd) endByThreat(s, ctx);
}

/**
 * Draws the top card of `deck` into `seat`'s hand. An empty deck first takes the whole discard
 * pile back: each card to its own deck, each deck shuffled (rule 49). Returns the card, or null
 * when that deck is still empty.
 */
export function drawAction(s: NaState, ctx: FlowContext, seat: Seat, deck: ActionType): string | null {
  if (s.decks[deck].length === 0 && s.discard.length > 0) {
    for (const t of ACTION_TYPES) {
      const back = s.discard.filter((id) => deckOf(id) === t);
      if (back.length) s.decks[t] = ctx.rng.shuffle([...s.decks[t], ...back]);
    }
    s.discard = [];
    ctx.event(m('na.event.reshuffle'));
  }
  const card = s.decks[deck].shift();
  if (card === undefined) return null;
  s.hands[seat]!.push(card);
  return card;
}

/** Discards action cards face down (rule 62); emergency actions are never discarded. */
export function discardAction(s: NaState, card: string): void {
  s.discard.push(card);
}
