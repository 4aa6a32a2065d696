import { m } from './engine.messages.ts';
import { applyAction } from './play.ts';
import type { GameDefinition, GameEvent, Seat } from './types.ts';

/**
 * Replaying a game: its setup from the seed, then its actions one by one through the same
 * `applyAction` every live move takes. Game-agnostic, so every game gets /game replay, /game export
 * and the offline table's --load by implementing the contract (pure `setup` and `apply`, all
 * randomness from the seeded generator in the state).
 */

/** One step to replay: who did what (the history's standing actions, src/store/effective.ts). */
export interface LoggedStep {
  readonly seat: Seat;
  readonly action: unknown;
}

/** What a game is set up from: as Tables.start does it. */
export interface ReplaySetup {
  readonly seats: number;
  /** The table's options as stored (parsed again by the game's options schema, as at the start). */
  readonly options: unknown;
  readonly seed: string;
}

export interface ReplayedStep<S> {
  /** 1 for the first action. */
  readonly step: number;
  readonly seat: Seat;
  readonly action: unknown;
  /** The state after this step. */
  readonly state: S;
  /** What the step told, as it told it live (public and private). */
  readonly events: readonly GameEvent[];
}

export type Replayed<S> =
  /** `events[k]`: what step k + 1 told. */
  | { readonly ok: true; readonly state: S; readonly events: readonly (readonly GameEvent[])[] }
  | { readonly ok: false; readonly error: string; readonly step: number };

export interface ReplayOptions<S> {
  /** Stop after this many steps (default: all of them); step 0 is the state right after setup. */
  readonly upTo?: number;
  /** Sees every step on the way (its state is not kept otherwise, so a long game replays in little memory). */
  readonly onStep?: (step: ReplayedStep<S>) => void;
}

/**
 * The state after `upTo` steps (all of them by default), with what each step told. Fails, saying
 * at which step, when the game cannot be set up from this seat count and these options or an
 * action is refused: a record that does not fit this version of the game's rules.
 */
export function replay<S>(
  def: GameDefinition<S>,
  setup: ReplaySetup,
  actions: readonly { seat: Seat; action: unknown }[],
  opts: ReplayOptions<S> = {},
): Replayed<S> {
  let state: S;
  try {
    const options = def.optionsSchema.safeParse(setup.options);
    if (!options.success) return { ok: false, step: 0, error: m('engine.replay.options', { game: def.name }) };
    if (setup.seats < def.minSeats || setup.seats > def.maxSeats)
      return {
        ok: false,
        step: 0,
        error: m('engine.replay.seats', {
          game: def.name,
          min: def.minSeats,
          max: def.maxSeats,
          seats: setup.seats,
        }),
      };
    state = def.setup(setup.seats, options.data, setup.seed);
  } catch {
    return { ok: false, step: 0, error: m('engine.replay.setup', { game: def.name }) };
  }
  const events: (readonly GameEvent[])[] = [];
  const last = Math.min(opts.upTo ?? actions.length, actions.length);
  for (let i = 0; i < last; i++) {
    const { seat, action } = actions[i]!;
    if (!Number.isInteger(seat) || seat < 0 || seat >= setup.seats)
      return {
        ok: false,
        step: i + 1,
        error: m('engine.replay.noSeat', { step: String(i + 1), seat: String(seat + 1) }),
      };
    const r = applyAction(def, state, seat, action);
    if (!r.ok)
      return { ok: false, step: i + 1, error: m('engine.replay.step', { step: String(i + 1), error: r.error }) };
    state = r.state;
    events.push(r.events);
    opts.onStep?.({ step: i + 1, seat, action, state, events: r.events });
  }
  return { ok: true, state, events };
}
