import { z } from 'zod';
import { type FreeActions as EngineFreeActions, flowKinds } from '../../engine/flow.ts';
import type { ChoiceOf, StepRunOf, TypedDecision, TypedFlow } from '../../engine/gameFlow.ts';
import { actionType } from './data/types.ts';
import type { ChoiceKind } from './kinds.ts';
import type { NaState } from './state.ts';

/**
 * New Angeles' decision flow: the engine's (src/engine/flow.ts) over NaState. The names below are
 * the only decision kinds and steps the state may hold; a module may add a name it needs here.
 */
const seat = z.number().int().min(0).max(5);
const count = z.number().int().min(0);
const district = z.number().int().min(0).max(12);

/** Each decision kind's data, by kind (the order is the kinds' order). */
export const DECISION_DATA = {
  // Refresh: a General draw's deck (entry `i` of the corp sheet, the decks drawn from so far); discarding down to the hand limit.
  general: z.object({ seat, i: count, drawn: z.array(actionType) }),
  handLimit: z.object({ limit: count }),
  // The deal: the main offer, an offer's target district (the card, whose offer, its cost and free
  // counteroffer asset, the districts it may target), each counteroffer chance, the support vote.
  main: z.object({}),
  target: z.object({
    seat,
    card: z.string(),
    role: z.enum(['main', 'counter']),
    cost: count,
    free: z.string().nullable(),
    targets: z.array(district),
  }),
  counter: z.object({ seat }),
  support: z.object({}),
  // End of turn: End of Turn / Exhaust / Discard assets, and an asset's target district.
  endTurn: z.object({ seat }),
  assetTarget: z.object({ seat, asset: z.string(), targets: z.array(district) }),
  // Setup and Demand rounds: keep one of the investments dealt (all players at once, secretly).
  invest: z.object({}),
};

/** Every step is queued without data. */
export const STEP_DATA = {
  // A turn: refresh (ready, draw), reveal the asset, ask the main offer, counteroffers in order,
  // the vote, resolve the winning offer, end of turn, pass the active-player token.
  startTurn: null,
  reveal: null,
  nextCounter: null,
  vote: null,
  resolve: null,
  endTurn: null,
  passTurn: null,
  // The round after the Action phase.
  production: null,
  demand: null,
  event: null,
  newRound: null,
  // The normal end after the third Demand round.
  finish: null,
};

export const naKinds = flowKinds(DECISION_DATA, STEP_DATA, seat);
export type NaDecision = keyof typeof DECISION_DATA;

/** One choice at a decision point, of one of the game's choice kinds (kinds.ts). */
export type Opt = ChoiceOf<ChoiceKind>;
/** A decision kind's handler: `p.data` typed for kind `K`, its choices of the game's kinds. */
export type Handler<K extends NaDecision = NaDecision> = TypedDecision<NaState, K, Opt>;
/**
 * The engine's flow over NaState, seen through `Handler`: a decision registered here must build
 * its choices as `Opt`s, so a misspelt choice kind is a type error (the engine's flow is one).
 */
export type NaFlow = TypedFlow<NaState, NaDecision, Opt>;
/** An automatic step named `K`. */
export type StepRun<K extends keyof typeof STEP_DATA> = StepRunOf<NaState, K>;
export type FreeActions = EngineFreeActions<NaState>;

export { ask, commit, commits, committed, queue, top } from '../../engine/flow.ts';
