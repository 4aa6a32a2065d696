import type { Choice, Decision, Flow, FreeActions as EngineFreeActions } from '../../engine/flow.ts';
import type { NaState, Step } from './state.ts';

/**
 * New Angeles' decision flow: the engine's (src/engine/flow.ts) over NaState. The names below are
 * the only decision kinds and steps the state may hold; a module may add a name it needs here.
 */
export const DECISIONS = [
  // Refresh: a General draw's deck; discarding down to the hand limit.
  'general', 'handLimit',
  // The deal: the main offer, an offer's target district, each counteroffer chance, the support vote.
  'main', 'target', 'counter', 'support',
  // End of turn: End of Turn / Exhaust / Discard assets, and an asset's target district.
  'endTurn', 'assetTarget',
  // Setup and Demand rounds: keep one of the investments dealt (all players at once, secretly).
  'invest',
] as const;
export type NaDecision = (typeof DECISIONS)[number];

export const STEPS = [
  // A turn: refresh (ready, draw), reveal the asset, ask the main offer, counteroffers in order,
  // the vote, resolve the winning offer, end of turn, pass the active-player token.
  'startTurn', 'reveal', 'nextCounter', 'vote', 'resolve', 'endTurn', 'passTurn',
  // The round after the Action phase.
  'production', 'demand', 'event', 'newRound',
  // The normal end after the third Demand round.
  'finish',
] as const;
export type NaStep = (typeof STEPS)[number];

export type NaFlow = Flow<NaState>;
export type Opt = Choice;
export type Handler = Decision<NaState>;
export type StepRun = (s: NaState, step: Step) => void;
export type FreeActions = EngineFreeActions<NaState>;

export { ask, queue, top, commit, committed, commits } from '../../engine/flow.ts';
