import type { Choice, Decision, Flow, FreeActions as EngineFreeActions } from '../../engine/flow.ts';
import type { AxonState, Step } from './state.ts';

/**
 * Axon Protocol's decision flow: the engine's (src/engine/flow.ts) over AxonState. The names below
 * are the only decision kinds and steps the state may hold; a module may add a name it needs here.
 */
export const DECISIONS = [
  // Setup: Corporations chosen clockwise from the first player; Two Player Mode's third Resource
  // and its draft of 2 Characters out of 5.
  'corporation', 'extraResource', 'draft',
  // The active player's turn (the other players may play Software meanwhile: `may` seats).
  'turn',
  // Paying a cost in Software cards, one card at a time (or cancelling before the first is paid).
  'pay',
  // Activating a Character: a Routine step's or a hack's choice of Skill use (Skill, target,
  // destination, box), the optional Area Action, a released prisoner's Area.
  'choose', 'areaAction', 'release',
  // A Scoreboard reward's Resource token: on which Character (or Corporate Area for Data).
  'reward',
  // Phishing: which Exit Area's box, then which of the top 5 Characters.
  'phishBox', 'phish',
  // Software: a played card's targets, and the Counter window after an Attack.
  'software', 'respond',
  // A Corporation's Special Ability's choices; Create Monopoly's Resource.
  'corpAbility', 'monopoly',
  // End of Round: step 1 (discard for Phishing), step 3 (down to the hand limit).
  'roundDiscard', 'handLimit',
] as const;
export type AxonDecision = (typeof DECISIONS)[number];

export const STEPS = [
  // Setup after the Corporations are known: the Display and the starting hands.
  'deal',
  // The Turn Phase: the next active player; after each turn (reversing, end checks).
  'nextTurn', 'endTurn',
  // After a Routine or hack: the Area Action offer, then the Activation Token and the Prison.
  'afterSkill', 'activated',
  // Software: resolving an Attack after its Counter window.
  'resolveAttack',
  // End of Round: per-player steps 1-3 in turn order, then steps 4-7.
  'endRound', 'roundPlayer', 'roundCommon',
  // The end: last turns are taken through nextTurn; scoring.
  'finish',
] as const;
export type AxonStep = (typeof STEPS)[number];

export type AxonFlow = Flow<AxonState>;
export type Opt = Choice;
export type Handler = Decision<AxonState>;
export type StepRun = (s: AxonState, step: Step) => void;
export type FreeActions = EngineFreeActions<AxonState>;

export { ask, queue, top } from '../../engine/flow.ts';
