import { withAmount } from './amount.ts';
import { nextInt, seedRng } from './rng.ts';
import { applyAction } from './play.ts';
import type { GameDefinition, GameEvent, Outcome, Seat } from './types.ts';

export interface RandomStep<S> {
  readonly seat: Seat;
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
 * Plays a game by picking uniformly among legal actions of the awaited seats.
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
    const seat = awaited[nextInt(chooser, awaited.length)] as Seat;
    const legal = def.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`${def.id} seed ${seed}: seat ${seat} awaited with no legal action at step ${steps}`);
    const choice = legal[nextInt(chooser, legal.length)]!;
    // A typed number: any value in the offered range.
    const action = choice.amount ? withAmount(choice, choice.amount.min + nextInt(chooser, choice.amount.max - choice.amount.min + 1)) : choice.action;
    const result = applyAction(def, state, seat, action);
    if (!result.ok) throw new Error(`${def.id} seed ${seed}: legal action ${choice.key} refused: ${result.error}`, { cause: result.internal });
    opts.onStep?.({ seat, action, before: state, after: result.state, events: result.events });
    state = result.state;
    steps++;
  }
  return { final: state, steps, outcome: def.outcome(state) };
}
