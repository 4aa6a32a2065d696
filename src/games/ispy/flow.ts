import { z } from 'zod';
import {
  type Choice,
  type DataOf,
  type Decision,
  type FreeActions as EngineFreeActions,
  type Flow,
  flowKinds,
} from '../../engine/flow.ts';
import type { StepRunOf } from '../../engine/gameFlow.ts';
import { capitalId } from './data/types.ts';
import type { IspyChoice } from './kinds.ts';
import type { IspyState } from './state.ts';

/**
 * I, Spy's decision flow: the engine's (src/engine/flow.ts) over IspyState. Each decision kind and
 * step below declares its data's schema: the state's schema is built from them (a stored entry is
 * checked per kind on load) and each handler gets its kind's data typed, so a misspelt kind, step
 * or data field is a type error. Each rules module exports a `register…(flow)` that game.ts calls.
 * Fields are listed in the order the rules modules write them (a loaded entry keeps that order).
 */
const seat = z.number().int().min(0).max(3);
const count = z.number().int().min(0);
/** Who resolves an effect (movement.ts `Who`). */
const who = z.object({ actor: seat, chooser: seat, assets: z.boolean(), forced: z.boolean().optional() });
/** An icon's decision: who resolves it, and the card or contact it comes from. */
const iconData = z.object({ who, source: z.string() });

export const DECISION_DATA = {
  // Start of the game: each spy marks an "In the shadows" Politician, in turn order (`i`: the how-manieth).
  shadow: z.object({ i: count }),
  // Movement: where a bumped spy is relocated (the mover's choice); a flight's destination.
  relocate: z.object({ seat, from: z.string() }),
  fly: z.object({ who, card: z.string() }),
  // Icons and Contact rewards. `times`: rewards left to choose; `of`: how many in all (absent in games stored before it was kept); `first`: the first reward's name.
  reward: z.object({
    seat,
    contact: z.string(),
    capital: capitalId,
    times: count,
    of: count.optional(),
    first: z.string().optional(),
  }),
  recruit: iconData,
  control: iconData,
  // `first`: the first space chosen of the two to swap.
  empower: iconData.extend({ first: z.number().int().min(0).optional() }),
  scandalize: iconData,
  initiative: iconData,
  // Card resolution: a target spy (`owner`: whose card), a card's own option (Trace's `target` losing an Asset), Blackmail's icons (`nth` choice), spending Tickets at once.
  target: z.object({ who, card: z.string(), owner: seat }),
  cardOption: z.object({ who, card: z.string(), target: seat.optional() }),
  icon: z.object({ who, card: z.string(), nth: z.union([z.literal(1), z.literal(2)]) }),
  tickets: z.object({ seat, left: count }),
  // Coerce: the coercer picks one of two drawn cards (`n` drawn, kept secret), then who plays it.
  coerce: z.object({ who, target: seat, n: count, revealed: z.boolean() }),
  coerceWho: z.object({ who, target: seat, card: z.string() }),
  // Scoring Phase: Politicians that ask spies (in turn order), e.g. Joffre's Tags.
  politician: z.object({ effect: z.string() }),
  // End of the game: Final Report cards (all at once, secret), Apply Assets (one at a time).
  finalReport: z.object({}),
  applyAsset: z.object({}),
};

/**
 * A card's, icon's or Coerce's later part (`later` in cards.ts), by `fn`: run once the decisions
 * asked before it are answered.
 */
const resumeData = z.discriminatedUnion('fn', [
  z.object({ fn: z.literal('afterCard'), who, card: z.string() }),
  z.object({ fn: z.literal('afterContact'), who, contact: z.string() }),
  z.object({ fn: z.literal('secondIcon'), who, card: z.string() }),
  z.object({ fn: z.literal('mercenary'), who }),
  z.object({ fn: z.literal('coerce'), who, target: seat }),
  z.object({ fn: z.literal('coerceDone'), owner: seat, card: z.string() }),
]);

export const STEP_DATA = {
  // `round`: the round to start (none at the game's start: round 1 as set up). Stored games
  // queued it without data at the start; a missing one reads as none.
  startRound: z.object({ round: z.number().int().min(1).max(14).optional() }).default({}),
  startTurn: null,
  endTurn: null,
  endRound: null,
  scoreRecords: null,
  revealPolitician: z.object({ space: z.number().int().min(0) }),
  awardPower: null,
  cleanUp: null,
  finalReport: null,
  // `from`: the seat asked next (none: the Initiative holder, the first call). Stored games queued the first without data.
  applyAssets: z.object({ from: seat.optional() }).default({}),
  revealAlignments: null,
  resume: resumeData,
};

/** The flow's stack and queue schemas and its name lists, from the data schemas above. */
export const ispyKinds = flowKinds(DECISION_DATA, STEP_DATA, seat);
export type IspyDecision = keyof typeof DECISION_DATA;

/** A 'resume' step's data: the later part to run. */
export type ResumeData = z.infer<typeof resumeData>;

export type IspyFlow = Flow<IspyState>;
/** A choice the rules modules offer, its kind one of ISPY_KINDS (kinds.ts); handlers receive the chosen one as an engine `Choice`. */
export type Opt = IspyChoice;
export type { Choice };
/** A decision kind's handler: `p.data` typed for kind `K`. */
export type Handler<K extends IspyDecision> = Decision<IspyState, K>;
/** An automatic step named `K`, its data typed. */
export type StepRun<K extends keyof typeof STEP_DATA> = StepRunOf<IspyState, K>;
export type FreeActions = EngineFreeActions<IspyState>;

export { ask, queue, top } from '../../engine/flow.ts';
export type { DataOf };
