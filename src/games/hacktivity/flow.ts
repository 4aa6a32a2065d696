import { z } from 'zod';
import { type Decision, type FreeActions as EngineFreeActions, type Flow, flowKinds } from '../../engine/flow.ts';
import type { ChoiceOf, StepRunOf } from '../../engine/gameFlow.ts';
import { iconSchema } from './data/types.ts';
import type { HackChoiceKind } from './kinds.ts';
import type { HackState } from './state.ts';

/**
 * Hacktivity's decision flow: the engine's (src/engine/flow.ts) over HackState. Each decision kind
 * and step below declares its data's schema: the state's schema is built from them (a stored
 * entry is checked per kind on load), and each handler gets its kind's data typed, so a misspelt
 * kind, step or data field is a type error.
 */
const seat = z.number().int().min(0).max(3);
const count = z.number().int().min(0);
const block = z.number().int().min(0).max(3);

/** What a card's icons come from, for the events and for the icons that act on the card itself. */
const sourceData = z.object({
  /** Shown in events: the card's or program's name. */
  name: z.string(),
  card: z.string().optional(),
  /** Where the card lies now: its player's Discard pile (Put back takes it from there). */
  pile: z.enum(['top', 'bottom']).optional(),
  /** An Anomaly placed by its top option: its block ([Additional node] goes to another Anomaly). */
  block: block.optional(),
});

/** A decision inside a card: the card's player, the icon, where it comes from, and the icon's progress. */
const partData = z.object({
  seat,
  icon: iconSchema,
  src: sourceData,
  /** destroy2: 'x' (the first Destroy) then 'y' (the second, on another target). */
  pick: z.enum(['x', 'y']).optional(),
  /** destroy2: the first target ('purple' or a block index). */
  first: z.union([block, z.literal('purple')]).optional(),
  /** Points or repeats left (distributed, shared, discard, Additional node). */
  left: count.optional(),
  fortifying: z.boolean().optional(),
});

/** A card's icons still to resolve, from `i` on. */
const jobData = z.object({ seat, icons: z.array(iconSchema), i: count, src: sourceData });

export const DECISION_DATA = {
  // Setup: each seat picks its Character (solo: two).
  character: z.object({}),
  // Draw phase: the public split between Character deck and Anomaly deck, in character order (`i`:
  // the position asked); on the last turn, the group's hand-out of the remaining Anomaly cards, one
  // at a time (`given[i]`: the cards handed to the player at `s.order[i]` so far).
  draw: z.object({ i: count }),
  lastDraw: z.object({ given: z.array(count), left: count }),
  // Inside a card: targets for Destroy (single, two), Additional node, chains; Destroy distributed;
  // the data block for an Anomaly's top option; shared Damage and Fortify; Discard Character card
  // (hand or deck top); Duplicate's source; a Solo Virus's Anomaly's option.
  target: partData,
  distribute: partData,
  block: z.object({ seat, card: z.string() }),
  share: partData,
  discard: partData,
  duplicate: partData,
  option: z.object({ card: z.string() }),
};

/**
 * The automatic steps. The continuations of a card wait at the front of the queue behind the
 * decisions its icons asked: `iconsRest` (the rest of its icons), `secondTarget` (a destroy2's
 * second pick), `reduceAfter` (a destroyReduce's Reduce infection).
 */
export const STEP_DATA = {
  setupDecks: null,
  startWave: null,
  reveal: null,
  startPlay: null,
  endWave: null,
  iconsRest: jobData,
  secondTarget: partData,
  reduceAfter: z.object({ n: count }),
  // End checks after every card and program.
  check: null,
  // The wave: the next player's Play turn (skipping empty hands) after `after` (none: the first).
  // Queued without data before this step had a schema: a stored `{ k: 'nextTurn' }` loads as `{}`.
  nextTurn: z.object({ after: seat.optional() }).default(() => ({})),
  // Stored games only: the continuations as they were queued before they had their own steps (the
  // game no longer queues it); each runs as its step above.
  resume: z.discriminatedUnion('fn', [
    z.object({ fn: z.literal('icons'), job: jobData }),
    z.object({ fn: z.literal('second'), part: partData }),
    z.object({ fn: z.literal('reduce'), n: count }),
  ]),
};

/** The flow's stack and queue schemas and its name lists, from the data schemas above. */
export const hackKinds = flowKinds(DECISION_DATA, STEP_DATA, seat);
export type HackDecision = keyof typeof DECISION_DATA;

export type Source = z.infer<typeof sourceData>;
export type Part = z.infer<typeof partData>;
export type Job = z.infer<typeof jobData>;

export type HackFlow = Flow<HackState>;
/** One choice this game offers; its kind is one of the game's (kinds.ts), so /hack's rows are checked. */
export type Opt = ChoiceOf<HackChoiceKind>;
/** A decision kind's handler: `p.data` typed for kind `K`. */
export type Handler<K extends HackDecision> = Decision<HackState, K>;
/** An automatic step named `K`, its data typed. */
export type StepRun<K extends keyof typeof STEP_DATA> = StepRunOf<HackState, K>;
export type FreeActions = EngineFreeActions<HackState>;

export { ask, queue, top } from '../../engine/flow.ts';
