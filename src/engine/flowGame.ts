import { m } from './engine.messages.ts';
import {
  type Choice,
  createFlow,
  type DecisionKind,
  type Flow,
  type FlowAction,
  type FlowState,
  flowActionSchema,
  type StepName,
} from './flow.ts';
import type { RngState } from './rng.ts';
import type { GameDefinition, GameEvent, Seat, Unavailable } from './types.ts';

/**
 * What a flow game declares; `defineFlowGame` wires the rest. Everything a GameDefinition holds
 * that is not about the flow is passed through as it is (view, words, secrets, help, computer,
 * outcome, turnKey, pushPrompt...).
 */
export type FlowGameSpec<S extends FlowState, O, V> = Omit<
  GameDefinition<S, FlowAction, O, V>,
  | 'actionSchema'
  | 'setup'
  | 'awaiting'
  | 'mayAct'
  | 'anytime'
  | 'publicAwaiting'
  | 'legalActions'
  | 'apply'
  | 'unavailable'
> & {
  /** Every decision kind and step name the state may hold (from `flowKinds`, or the game's lists). */
  readonly decisions: readonly DecisionKind<S>[];
  readonly steps: readonly StepName<S>[];
  /** The game is over: nobody is awaited or may act. */
  readonly over: (s: S) => boolean;
  /** Sees every event a move reports (a game keeps its recent public lines here: `remember`). */
  readonly onEvent?: (s: S, e: GameEvent) => void;
  /**
   * Registers every handler on the flow, in the order free actions are offered: decisions, steps,
   * free actions, the turn (required) and the anytime options. Called once; the flow is sealed after.
   * A list: each rules module's register function, called in its order.
   */
  readonly register: Register<S> | readonly Register<S>[];
  /** The state before the flow first settles (the engine settles it). */
  setup(seats: number, options: O, seed: string): S;
  /** The sentence for a choice that is not open to the seat (default: one generic sentence). */
  readonly refusal?: (s: S, seat: Seat, key: string) => string;
  /** The choices the seat cannot take now, with why. */
  readonly unavailable?: (s: S, seat: Seat) => readonly Unavailable[];
  /**
   * The same, for a game that reads the seat's current choices to find them: the engine lists
   * them first (the costly part, which `unavailable` alone never pays). Give one of the two.
   */
  readonly unavailableGiven?: (s: S, seat: Seat, choices: readonly Choice[]) => readonly Unavailable[];
};

/** What registers handlers on a game's flow (a rules module's share, or all of them). */
type Register<S extends FlowState> = (flow: Flow<S>) => void;

/** A flow game's definition, with its sealed flow (for tests that run steps on a built state). */
export type FlowGame<S extends FlowState, O, V> = GameDefinition<S, FlowAction, O, V> & { readonly flow: Flow<S> };

const NOT_OPEN = m('engine.flow.notOpen');

/**
 * The whole GameDefinition of a game played through the engine's flow: every flow method
 * (awaiting, mayAct, anytime, publicAwaiting, legalActions, apply, setup) wired the same way, so
 * no game passes them through by hand or forgets one. Games not converted yet keep `createFlow`.
 */
export function defineFlowGame<S extends FlowState & { rng: RngState }, O, V>(
  spec: FlowGameSpec<S, O, V>,
): FlowGame<S, O, V> {
  const { decisions, steps, over, onEvent, register, setup, refusal, unavailable, unavailableGiven, ...rest } = spec;
  const flow = createFlow<S>({ decisions, steps, over, rng: (s) => s.rng, ...(onEvent ? { onEvent } : {}) });
  for (const r of typeof register === 'function' ? [register] : register) r(flow);
  flow.seal();
  return {
    ...rest,
    flow,
    actionSchema: flowActionSchema,
    setup: (seats, options, seed) => flow.start(setup(seats, options, seed)),
    awaiting: (s) => flow.awaiting(s),
    mayAct: (s) => flow.mayAct(s),
    anytime: (s, seat) => flow.anytime(s, seat),
    publicAwaiting: (s) => flow.publicAwaiting(s),
    legalActions: (s, seat) => flow.legalActions(s, seat),
    // The refusal sentence may take work to find: only asked for when refusing.
    apply: (s, seat, a, listed) => flow.apply(s, seat, a, refusal ? () => refusal(s, seat, a.k) : NOT_OPEN, listed),
    ...(unavailableGiven
      ? { unavailable: (s: S, seat: Seat) => unavailableGiven(s, seat, flow.choices(s, seat)) }
      : unavailable
        ? { unavailable }
        : {}),
  };
}
