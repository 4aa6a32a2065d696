import type { Choice, Decision, Flow, FreeActions as EngineFreeActions } from '../../engine/flow.ts';
import type { Step, VrState } from './state.ts';

/**
 * Virtual Revolution's decision flow: the engine's (src/engine/flow.ts) over VrState. The names
 * below are the only decision kinds and steps the state may hold (its schema's enums), so a
 * misspelt `ask` or `queue` is a type error. Each rules module exports a `register…(flow)` that
 * game.ts calls on the one flow it builds.
 */
export const DECISIONS = [
  'agentFate', 'agentPick', 'agentPromote', 'createVerse', 'donation', 'finalChoice', 'gainBoostCard',
  'necroImmunity', 'necroLoss', 'quartierLatin', 'raid', 'recruit', 'recycleCollect', 'titleMarais',
  'turnOrder', 'verseArchipelago', 'verseDarkKingdom', 'verseInfluence',
] as const;
export type VrDecision = (typeof DECISIONS)[number];

export const STEPS = [
  'endGame', 'endRound', 'finalChoices', 'income', 'maintenance', 'necro', 'necroApply', 'raid', 'raidNext',
  'score', 'startRound', 'turnOrder',
] as const;
export type VrStep = (typeof STEPS)[number];

export type VrFlow = Flow<VrState>;
/** One choice at a decision point; `key` is unique within one seat's list. */
export type Opt = Choice;
/** A decision kind: the options it offers a seat, and what choosing one does. */
export type Handler = Decision<VrState>;
/** An automatic step. */
export type StepRun = (s: VrState, step: Step) => void;
/** Free actions available during one's own turn (Agents, Titles, Verses, Recycle). */
export type FreeActions = EngineFreeActions<VrState>;

export { ask, queue, top } from '../../engine/flow.ts';
