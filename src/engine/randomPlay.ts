import { withAmount } from './amount.ts';
import { applyAction } from './play.ts';
import { nextInt, seedRng } from './rng.ts';
import type { GameDefinition, GameEvent, LegalAction, Outcome, Seat } from './types.ts';
import { mayActSeats } from './waiting.ts';

export interface RandomStep<S> {
  readonly seat: Seat;
  /** The seat's legal actions the choice was made among. */
  readonly legal: readonly LegalAction[];
  readonly action: unknown;
  readonly before: S;
  readonly after: S;
  readonly events: readonly GameEvent[];
}

export interface RandomGame<S> {
  readonly final: S;
  readonly steps: number;
  readonly outcome: Outcome;
}

/**
 * Plays a game by picking uniformly among the seats that act now (awaited, then those that may
 * act in an open window; never a seat with only choices open at any time, `anytime`), then among
 * that seat's legal actions (its anytime choices among them).
 * Used by invariant tests, benchmarks and (later) computer players; `onStep` sees every transition.
 * Throws on a dead end (awaited seats with no legal action, or no seat awaited before the end).
 */
export function playRandomGame<S>(
  def: GameDefinition<S>,
  seats: number,
  options: unknown,
  seed: string,
  opts: { maxSteps?: number; onStep?: (step: RandomStep<S>) => void } = {},
): RandomGame<S> {
  const chooser = seedRng(`random-player:${seed}`);
  let state = def.setup(seats, def.optionsSchema.parse(options), seed);
  const maxSteps = opts.maxSteps ?? 100_000;
  let steps = 0;
  while (!def.outcome(state).over) {
    if (steps >= maxSteps) throw new Error(`${def.id} seed ${seed}: no end after ${maxSteps} steps`);
    const awaited = def.awaiting(state);
    if (awaited.length === 0) throw new Error(`${def.id} seed ${seed}: nobody is awaited at step ${steps}`);
    const may = mayActSeats(def, state);
    const acting = [...awaited, ...may];
    const seat = acting[nextInt(chooser, acting.length)] as Seat;
    const legal = def.legalActions(state, seat);
    if (legal.length === 0)
      throw new Error(`${def.id} seed ${seed}: seat ${seat} awaited with no legal action at step ${steps}`);
    const choice = legal[nextInt(chooser, legal.length)]!;
    // A choice that takes a number gets one in its range, as the platform would send it.
    const range = choice.amount;
    if (range && !(range.min <= range.max))
      throw new Error(
        `${def.id} seed ${seed}: legal action ${choice.key} takes a number from ${range.min} to ${range.max}`,
      );
    const action = range ? withAmount(choice, range.min + nextInt(chooser, range.max - range.min + 1)) : choice.action;
    const result = applyAction(def, state, seat, action, legal, choice.key);
    if (!result.ok)
      throw new Error(`${def.id} seed ${seed}: legal action ${choice.key} refused: ${result.error}`, {
        cause: result.internal,
      });
    opts.onStep?.({ seat, legal, action, before: state, after: result.state, events: result.events });
    state = result.state;
    steps++;
  }
  return { final: state, steps, outcome: def.outcome(state) };
}
