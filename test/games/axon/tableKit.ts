import type { FlowContext } from '../../../src/engine/events.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import type { Resource } from '../../../src/games/axon/data/index.ts';
import { axon, axonFlow } from '../../../src/games/axon/game.ts';
import type { AxonOptions, AxonState } from '../../../src/games/axon/state.ts';
import { choicesFor } from '../../support/choices.ts';

/**
 * Helpers for the turn, round, setup, Corporation and end tests: games driven through `axon` by
 * choice keys, scenes built by editing a fresh setup. Activating a Character is helper A's work;
 * where a test needs one activated, `actedWith` stands in for it (the Character's Activation Token
 * and the turn's action taken), as the real activation does when it is done.
 */
export const { keys, choose, play } = choicesFor(axon);

/** Runs one rule on a hand-built state with a move's context; its result. */
export const rule = <T>(s: AxonState, fn: (ctx: FlowContext) => T): T => axonFlow.record(s, fn)[0];

export const fresh = (n: number, options: Partial<AxonOptions> = {}, seed = 'kit'): AxonState =>
  axon.setup(n, axon.optionsSchema.parse(options), seed);

/** Answers the awaited seat's decisions with their first offer until round 1's first turn. */
export function started(n: number, options: Partial<AxonOptions> = {}, seed = 'kit'): AxonState {
  let s = fresh(n, options, seed);
  while (s.phase === 'setup') {
    const seat = axon.awaiting(s)[0]!;
    s = choose(s, seat, keys(s, seat)[0]!).state;
  }
  return s;
}

/** One seat's choices in a row; returns the state and every event. */
export function run(s: AxonState, seat: number, ...ks: string[]): { s: AxonState; events: GameEvent[] } {
  const r = play(
    s,
    ks.map((k) => [seat, k] as const),
  );
  return { s: r.state, events: r.events };
}

export const active = (s: AxonState): number => s.turn!.seat;
export const awaited = (s: AxonState): number[] => [...axon.awaiting(s)];
export const topKind = (s: AxonState): string | undefined => s.stack[s.stack.length - 1]?.kind;

/** Stands in for an activation (helper A's): `id` (or the first unactivated Character) activated, the action taken. */
export function actedWith(s: AxonState, id?: string): AxonState {
  const c = id ? s.chars.find((x) => x.id === id)! : s.chars.find((x) => !x.activated)!;
  c.activated = true;
  s.turn!.acted = true;
  return s;
}

/** Gives `seat` exactly these Software cards (taken from wherever they are; its old hand goes to the deck's bottom). */
export function give(s: AxonState, seat: number, cards: string[]): AxonState {
  const old = s.p[seat]!.hand;
  s.deck = s.deck.filter((c) => !cards.includes(c));
  s.discard = s.discard.filter((c) => !cards.includes(c));
  for (const p of s.p) p.hand = p.hand.filter((c) => !cards.includes(c));
  s.deck.push(...old.filter((c) => !cards.includes(c)));
  s.p[seat]!.hand = [...cards];
  return s;
}

/** Five Firewalls: cards to pay costs with (a Firewall answers only an Attack). */
export const FIREWALLS = ['firewall-1', 'firewall-2', 'firewall-3', 'firewall-4', 'firewall-5'];

/** A started game of `n` seats whose active seat (`me`) runs `corp` (scoring `extra` too) and holds `cards`. */
export function asCorp(
  n: number,
  seed: string,
  corp: string,
  cards: string[] = FIREWALLS,
  extra?: Resource,
): { s: AxonState; me: number } {
  const s = started(n, {}, seed);
  const me = active(s);
  s.p[me]!.corp = corp;
  if (extra) s.p[me]!.extra = extra;
  give(s, me, cards);
  return { s, me };
}

/** Puts Character `id` in the city at `area` (out of the stack or moved), unactivated, no tokens. */
export function place(s: AxonState, id: string, area: number): AxonState {
  s.charStack = s.charStack.filter((c) => c !== id);
  s.chars = s.chars.filter((c) => c.id !== id);
  s.chars.push({
    id,
    area,
    section: area === 1 ? 0 : null,
    tokens: { augments: 0, drugs: 0, products: 0, scandal: 0, violence: 0 },
    activated: false,
    guarding: false,
  });
  return s;
}

/** Ends the current turn with every Character activated: the End of Round begins. */
export function toEndOfRound(s: AxonState): AxonState {
  for (const c of s.chars) c.activated = true;
  s.turn!.acted = true;
  return choose(s, active(s), 'end').state;
}

/** Answers End of Round decisions (step 1: done; step 3: the first card; phishing: the first offer) until the next round or the end. */
export function finishRound(s: AxonState): AxonState {
  while (s.phase === 'endRound') {
    const seat = awaited(s)[0]!;
    const ks = keys(s, seat);
    s = choose(s, seat, ks.includes('discard:done') ? 'discard:done' : ks[0]!).state;
  }
  return s;
}

export const publicText = (events: readonly GameEvent[]): string =>
  events
    .filter((e) => e.to === 'public')
    .map((e) => e.text)
    .join('\n');
