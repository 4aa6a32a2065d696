import type { FlowContext } from '../../../src/engine/events.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { playCard } from '../../../src/games/ispy/cards.ts';
import { ispy, ispyFlow } from '../../../src/games/ispy/game.ts';
import { self, type Who } from '../../../src/games/ispy/movement.ts';
import { setupIspy } from '../../../src/games/ispy/setup.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { en } from '../../support/words.ts';

/** Events as an English reader reads them (their message tokens formatted). */
export const inEnglish = (events: readonly GameEvent[]): GameEvent[] => events.map((e) => ({ ...e, text: en(e.text) }));

/**
 * Test states for I, Spy: a set-up game with nothing pending, spies placed by hand, a turn object
 * set directly (so the cards can be tested before and apart from the turn), and helpers that play
 * a card or answer a decision through the game's flow, collecting the events.
 */

/** A set-up game with nothing pending or queued, every spy undeployed, 20 known Politician spaces (p0-p19) and a deck (p20-p38). */
export function fresh(players = 3, seed = 'ispy-cards', special = false): IspyState {
  const s = setupIspy(players, { special, finalReport: false }, seed);
  s.stack = [];
  s.queue = [];
  s.spaces = Array.from({ length: 20 }, (_v, i) => ({ tile: `p${i}`, tokens: [] }));
  s.politicianDeck = Array.from({ length: 19 }, (_v, i) => `p${20 + i}`);
  return s;
}

export { onTurn as turnFor } from './turnState.ts';

/** Puts spies where named (seat → region), and optionally gives Tags and Supply. */
export function place(s: IspyState, where: Readonly<Record<number, string>>): IspyState {
  for (const [seat, r] of Object.entries(where)) s.spies[Number(seat)]!.region = r;
  return s;
}

export function give(
  s: IspyState,
  seat: number,
  what: { tags?: number; supply?: number; hand?: string[]; tokens?: number },
): void {
  const p = s.spies[seat]!;
  if (what.tags !== undefined) p.tags = what.tags;
  if (what.supply !== undefined) p.supply = what.supply;
  if (what.hand !== undefined) p.hand = [...what.hand];
  if (what.tokens !== undefined) p.tokens = what.tokens;
}

/**
 * Plays `card` as the turn helper will: moved from hand to Agenda (its own card), then resolved,
 * then the flow settled. Returns the events raised.
 */
export function play(s: IspyState, card: string, who: Who | number, owner?: number): GameEvent[] {
  const w = typeof who === 'number' ? self(who) : who;
  const o = owner ?? w.actor;
  return ispyFlow
    .record(s, (ctx) => {
      const hand = s.spies[o]!.hand;
      if (hand.includes(card) && o === w.actor) {
        hand.splice(hand.indexOf(card), 1);
        s.spies[o]!.agenda.push(card);
      }
      playCard(s, ctx, w, card, o);
      ispyFlow.settle(s, ctx);
    })[1]
    .map((e) => ({ ...e, text: en(e.text) }));
}

/** The keys `seat` may choose now. */
export const keys = (s: IspyState, seat: number): string[] => ispy.legalActions(s, seat).map((a) => a.key);

/** Answers one choice through the game (in place), failing on a refusal; returns the events. */
export function choose(s: IspyState, seat: number, key: string): GameEvent[] {
  const r = ispy.apply(s, seat, { k: key });
  if (!r.ok) throw new Error(`seat ${seat} cannot choose ${key}: ${r.error}; legal: ${keys(s, seat).join(', ')}`);
  return inEnglish(r.events);
}

/** The top decision's kind and asked seats, if any. */
export const pending = (s: IspyState): { kind: string; seats: number[] } | undefined => {
  const p = s.stack[s.stack.length - 1];
  return p && { kind: p.kind, seats: [...p.seats] };
};

export const publicText = (events: readonly GameEvent[]): string =>
  events
    .filter((e) => e.to === 'public')
    .map((e) => en(e.text))
    .join('\n');

/** Runs one rule on a hand-built state with a move's context; its result. */
export const rule = <T>(s: IspyState, fn: (ctx: FlowContext) => T): T => ispyFlow.record(s, fn)[0];

/** `seat`'s legal actions, their labels and details as an English reader reads them. */
export function legalEn(s: IspyState, seat: number) {
  return ispy.legalActions(s, seat).map((a) => ({
    ...a,
    label: en(a.label),
    ...(a.detail === undefined ? {} : { detail: en(a.detail) }),
  }));
}
