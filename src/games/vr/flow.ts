import { z } from 'zod';
import { type Decision, type FreeActions as EngineFreeActions, type Flow, flowKinds } from '../../engine/flow.ts';
import type { ChoiceOf, StepRunOf } from '../../engine/gameFlow.ts';
import type { VrChoiceKind } from './kinds.ts';
import type { VrState } from './state.ts';

/**
 * Virtual Revolution's decision flow: the engine's (src/engine/flow.ts) over VrState. Each
 * decision kind and step below declares its data's schema: the state's schema is built from them
 * (a stored entry is checked per kind on load), and each handler gets its kind's data typed, so a
 * misspelt kind, step or data field is a type error. Each rules module exports a `register…(flow)`
 * that game.ts calls on the one flow it builds.
 */
const seat = z.number().int().min(0).max(3);
const count = z.number().int();
const lossWhat = z.enum(['corruption', 'token', 'verse', 'agent', 'boost', 'server', 'borough']);
/** A Raid in progress: the cards still to suffer, Immunity spent, and the card waiting for its target. */
const raidData = z.object({
  seat,
  left: z.array(z.string()),
  spent: count,
  held: count,
  endGame: z.boolean(),
  /** The card being suffered, waiting for its target. */
  card: z.string().optional(),
});
/** A Necro card being applied: who suffers MINIMUM and MAXIMUM, and the Immunity each seat spent (2: GLOBAL ignored, 3: also MAXIMUM). */
const necroApplyData = z.object({
  card: z.string(),
  min: z.array(seat),
  max: z.array(seat),
  ignore: z.record(z.string(), count),
});

/**
 * The data of each Agent ability's pick (one decision kind, 'agentPick', names its pick step in
 * `step`: agents/pick.ts). `step` is last, as `pick` writes it.
 */
const none = z.object({});
export const PICK_DATA = {
  token: z.object({ boroughs: z.array(count), add: z.boolean(), remove: z.boolean(), source: z.string() }),
  hassanAgain: none,
  viscount: none,
  takeVerse: z.object({ source: z.string() }),
  corto: none,
  ivan: none,
  morel: none,
  dinaCard: z.object({ source: z.string() }),
  dinaTo: z.object({ card: z.string(), source: z.string() }),
  stilsonNew: none,
  stilsonOld: z.object({ space: count }),
  pixel: z.object({ chain: z.array(z.string()) }),
  hassanOnline: none,
  clarisseWho: none,
  clarisseTake: z.object({ from: seat }),
  clarisseGive: z.object({ to: seat }),
  discardTwo: z.object({ left: count, source: z.string() }),
};
export type PickName = keyof typeof PICK_DATA;
/** A pick step's data, with its name. */
export type PickDataOf<N extends PickName> = z.infer<(typeof PICK_DATA)[N]> & { step: N };
const pickEntries = Object.entries(PICK_DATA).map(([step, data]) => data.extend({ step: z.literal(step) }));
// Built from PICK_DATA as the type below says; zod cannot spell the mapped type.
const agentPickData = z.discriminatedUnion(
  'step',
  pickEntries as [(typeof pickEntries)[number], ...typeof pickEntries],
) as unknown as z.ZodType<{ [N in PickName]: PickDataOf<N> }[PickName]>;

export const DECISION_DATA = {
  agentFate: z.object({ id: z.string() }),
  agentPick: agentPickData,
  agentPromote: z.object({ id: z.string() }),
  createVerse: z.object({ refreshesLeft: count, pairsLeft: count, pairFirst: count.optional() }),
  donation: z.object({ paid: z.boolean(), immunity: z.boolean(), boostUses: count, discarding: count }),
  finalChoice: z.object({}),
  gainBoostCard: z.object({ why: z.string() }),
  necroImmunity: z.object({ card: z.string() }),
  necroLoss: z.object({ what: lossWhat, left: z.record(z.string(), count), why: z.string() }),
  quartierLatin: z.object({
    loss: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('agent'), id: z.string() }),
      z.object({ kind: z.literal('boost'), source: z.enum(['card', 'agent']), id: z.string() }),
    ]),
    why: z.string(),
  }),
  raid: raidData,
  recruit: z.object({ discardPile: z.boolean() }),
  recycleCollect: z.object({}),
  titleMarais: z.object({ left: count }),
  turnOrder: z.object({ choosers: z.array(seat), slots: z.array(seat.nullable()) }),
  verseArchipelago: z.object({ left: count }),
  verseDarkKingdom: z.object({ from: seat }),
  verseInfluence: z.object({ boroughs: z.array(count), why: z.string() }),
};

export const STEP_DATA = {
  endGame: null,
  endRound: null,
  finalChoices: null,
  income: null,
  maintenance: null,
  necro: z.object({ endGame: z.boolean() }),
  necroApply: necroApplyData,
  raid: z.object({ endGame: z.boolean() }),
  raidNext: raidData,
  score: null,
  startRound: null,
  turnOrder: null,
};

/** The flow's stack and queue schemas and its name lists, from the data schemas above. */
export const vrKinds = flowKinds(DECISION_DATA, STEP_DATA, seat);
export type VrDecision = keyof typeof DECISION_DATA;

export type RaidData = z.infer<typeof raidData>;
export type NecroApplyData = z.infer<typeof necroApplyData>;
export type LossWhat = z.infer<typeof lossWhat>;

export type VrFlow = Flow<VrState>;
/** One choice at a decision point; `key` is unique within one seat's list. */
export type Opt = ChoiceOf<VrChoiceKind>;
/** A decision kind's handler: the options it offers a seat, and what choosing one does; `p.data` typed for kind `K`. */
export type Handler<K extends VrDecision> = Decision<VrState, K>;
/** An automatic step named `K`, its data typed. */
export type StepRun<K extends keyof typeof STEP_DATA> = StepRunOf<VrState, K>;
/** Free actions available during one's own turn (Agents, Titles, Verses, Recycle). */
export type FreeActions = EngineFreeActions<VrState>;

export { ask, queue, top } from '../../engine/flow.ts';
