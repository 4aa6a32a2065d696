import type { Choice, Decision, Flow, FreeActions as EngineFreeActions } from '../../engine/flow.ts';
import type { HackState, Step } from './state.ts';

/**
 * Hacktivity's decision flow: the engine's (src/engine/flow.ts) over HackState. The names below
 * are the only decision kinds and steps the state may hold; modules may add names they need.
 */
export const DECISIONS = [
  // Setup: each seat picks its Character (solo: two).
  'character',
  // Draw phase: the public split between Character deck and Anomaly deck, in character order;
  // on the last turn, the group's hand-out of the remaining Anomaly cards, one at a time.
  'draw', 'lastDraw',
  // Inside a card: targets for Destroy (single, two, distributed), Additional node, chains,
  // shared Damage and Fortify, Discard Character card (hand or deck top), Duplicate's source,
  // the data block for an Anomaly's top option, a Solo Virus's option.
  'target', 'distribute', 'block', 'share', 'discard', 'duplicate', 'option',
] as const;
export type HackDecision = (typeof DECISIONS)[number];

export const STEPS = [
  'setupDecks', 'startWave', 'reveal', 'startPlay', 'endWave',
  // The rest of a card's icons after a decision, and end checks after every card.
  'resume', 'check',
  // The wave: the next player's Play turn (skipping empty hands) after the one who just ended.
  'nextTurn',
] as const;
export type HackStep = (typeof STEPS)[number];

export type HackFlow = Flow<HackState>;
export type Opt = Choice;
export type Handler = Decision<HackState>;
export type StepRun = (s: HackState, step: Step) => void;
export type FreeActions = EngineFreeActions<HackState>;

export { ask, queue, top } from '../../engine/flow.ts';
