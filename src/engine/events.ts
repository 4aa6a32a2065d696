import { nextInt, pick, type RngState, shuffle } from './rng.ts';
import type { GameEvent, Seat, Visibility } from './types.ts';

/** Where the events of one move go. */
export type EventSink = (event: GameEvent) => void;

/** The state's seeded generator, as a rule uses it (src/engine/rng.ts: advanced in place). */
export interface Dice {
  /** A uniform whole number in [0, n). */
  int(n: number): number;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  pick<T>(items: readonly T[]): T;
}

/**
 * What every handler of a move receives, and passes on to the rules it calls: `event` reports
 * what happened (to everyone, or to the seats listed), `rng` is the state's seeded generator.
 * Only the engine makes one (for `apply`, and `record` in tests), so no event is ever dropped
 * for want of a listener.
 */
export interface FlowContext {
  event(text: string, to?: Visibility): void;
  /** An event only `seat` sees. */
  privately(seat: Seat, text: string): void;
  readonly rng: Dice;
}

/** Dice over `rng`: the generator is read when a number is drawn, so a replaced state word is seen. */
export function diceOver(rng: () => RngState): Dice {
  return {
    int: (n) => nextInt(rng(), n),
    shuffle: (items) => shuffle(rng(), items),
    pick: (items) => pick(rng(), items),
  };
}

/**
 * A context whose events go to `sink` (after `remember`, which a game gives to keep its public
 * lines on the board) and whose dice draw from `rng`.
 */
export function contextOf(sink: EventSink, rng: () => RngState): FlowContext {
  const event = (text: string, to: Visibility = 'public') => sink({ text, to });
  return { event, privately: (seat, text) => event(text, [seat]), rng: diceOver(rng) };
}

/** Keeps a public event's text among the last `keep` lines of `recent` (a board's "what changed" panel). */
export function remember(recent: string[], e: GameEvent, keep = 8): void {
  if (e.to !== 'public') return;
  recent.push(e.text);
  if (recent.length > keep) recent.splice(0, recent.length - keep);
}
