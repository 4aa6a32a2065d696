import { z } from 'zod';
import type { FlowContext } from './events.ts';
import type { Choice, Decision, Flow, FlowState, PendingFor, StepFor } from './flow.ts';
import { type RngState, rngStateSchema } from './rng.ts';
import type { Seat } from './types.ts';

/**
 * What every flow game's own modules spell over the engine's flow (src/engine/flow.ts), once:
 * each game's flow.ts instantiates these in one line each, its state.ts builds its schema's
 * common fields from `flowStateHead` and `flowStateStacks`.
 */

/** One choice at a decision point, its kind one of the game's choice kinds. */
export type ChoiceOf<Kind extends string> = Choice & { readonly kind: Kind };

/** An automatic step named `K` of state `S`, its data typed. */
export type StepRunOf<S extends FlowState, K> = (s: S, step: StepFor<S, K>, ctx: FlowContext) => void;

/** A decision kind's handler whose choices must be `O`s (a misspelt choice kind is a type error). */
export type TypedDecision<S extends FlowState, K, O extends Choice> = Omit<Decision<S, K>, 'options'> & {
  options(s: S, p: PendingFor<S, K>, seat: Seat): O[];
};

/** The engine's flow over `S`, seen through `TypedDecision`: a decision registered must build its choices as `O`s. */
export type TypedFlow<S extends FlowState, D extends string, O extends Choice> = Omit<Flow<S>, 'defineDecision'> & {
  defineDecision<K extends D>(kind: K, decision: TypedDecision<S, K, O>): void;
};

const stateHead = (minPlayers: number, maxPlayers: number) => ({
  v: z.literal(1),
  rng: rngStateSchema,
  players: z.number().int().min(minPlayers).max(maxPlayers),
});
/** A stored state's first fields: its version, its random generator, its number of players (and the game's options, when it has some). */
export function flowStateHead(minPlayers: number, maxPlayers: number): ReturnType<typeof stateHead>;
export function flowStateHead<O extends z.ZodType>(
  minPlayers: number,
  maxPlayers: number,
  options: O,
): ReturnType<typeof stateHead> & { options: O };
export function flowStateHead(minPlayers: number, maxPlayers: number, options?: z.ZodType) {
  return { ...stateHead(minPlayers, maxPlayers), ...(options ? { options } : {}) };
}

/** A new state's first fields, those `flowStateHead` checks: version 1, its random generator, its number of players, the game's options. */
export function flowStateStart<O>(rng: RngState, players: number, options: O) {
  return { v: 1 as const, rng, players, options };
}

/** A stored state's flow: the decisions waited for and the steps queued, checked per kind (`flowKinds`). */
export function flowStateStacks<P, Q>(kinds: { pending: z.ZodType<P>; step: z.ZodType<Q> }) {
  return { stack: z.array(kinds.pending), queue: z.array(kinds.step) };
}

/**
 * The fields of `defineFlowGame`'s spec every game spells the same: stored states of version 1,
 * the state's and options' schemas, the flow's names (from `flowKinds`), and `over` read from the state.
 */
export function flowGameBasics<
  S extends FlowState & { over: boolean },
  O,
  const D extends string,
  const K extends string,
>(stateSchema: z.ZodType<S>, optionsSchema: z.ZodType<O>, kinds: { decisions: readonly D[]; steps: readonly K[] }) {
  return {
    schemaVersion: 1,
    stateSchema,
    optionsSchema,
    decisions: kinds.decisions,
    steps: kinds.steps,
    over: (s: S) => s.over,
  };
}
