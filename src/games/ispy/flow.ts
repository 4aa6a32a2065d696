import type { Choice, Decision, Flow, FreeActions as EngineFreeActions } from '../../engine/flow.ts';
import type { IspyState, Step } from './state.ts';

/**
 * I, Spy's decision flow: the engine's (src/engine/flow.ts) over IspyState. The names below are
 * the only decision kinds and steps the state may hold (its schema's enums), so a misspelt `ask`
 * or `queue` is a type error. Each rules module exports a `register…(flow)` that game.ts calls.
 */
export const DECISIONS = [
  // Start of the game: each spy marks an "In the shadows" Politician, in turn order.
  'shadow',
  // Movement: where a bumped spy is relocated (the mover's choice); a flight's destination.
  'relocate', 'fly',
  // Icons and Contact rewards.
  'reward', 'recruit', 'control', 'empower', 'scandalize', 'initiative',
  // Card resolution: a target spy, a card's own option, Blackmail's icons, spending Tickets at once.
  'target', 'cardOption', 'icon', 'tickets',
  // Coerce: the coercer picks one of two drawn cards, then who plays it.
  'coerce', 'coerceWho',
  // Scoring Phase: Politicians that ask spies (in turn order), e.g. Joffre's Tags.
  'politician',
  // End of the game: Final Report cards (all at once, secret), Apply Assets (one at a time).
  'finalReport', 'applyAsset',
] as const;
export type IspyDecision = (typeof DECISIONS)[number];

export const STEPS = [
  'startRound', 'startTurn', 'endTurn', 'endRound',
  'scoreRecords', 'revealPolitician', 'awardPower', 'cleanUp',
  'finalReport', 'applyAssets', 'revealAlignments',
  // A card's or icon's next part, run after the decision before it was answered.
  'resume',
] as const;
export type IspyStep = (typeof STEPS)[number];

export type IspyFlow = Flow<IspyState>;
export type Opt = Choice;
export type Handler = Decision<IspyState>;
export type StepRun = (s: IspyState, step: Step) => void;
export type FreeActions = EngineFreeActions<IspyState>;

export { ask, queue, top } from '../../engine/flow.ts';
