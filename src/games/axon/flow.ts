import { z } from 'zod';
import { type FreeActions as EngineFreeActions, flowKinds, type PendingFor } from '../../engine/flow.ts';
import type { ChoiceOf, StepRunOf, TypedDecision, TypedFlow } from '../../engine/gameFlow.ts';
import { resource, skill } from './data/types.ts';
import type { ChoiceKind } from './kinds.ts';
import type { AxonState } from './state.ts';

/**
 * Axon Protocol's decision flow: the engine's (src/engine/flow.ts) over AxonState. Each decision
 * kind and step below declares its data's schema: the state's schema is built from them (a stored
 * entry is checked per kind on load) and each handler gets its kind's data typed, so a misspelt
 * kind, step or data field is a type error. A module may add a kind it needs here.
 */
const seat = z.number().int().min(0).max(5);
const count = z.number().int().min(0);
const none = z.object({});
const charResource = resource.exclude(['data']);
/** The Character a step or decision is about. */
const onChar = z.object({ char: z.string() });

/** A Skill use: the Character acted on (MURDER, EXECUTE, ARREST, SCANDAL, HACK), a movement's destination Area, CRIME's and INVESTIGATE's Action Box (index in the Area's list). */
const useSchema = z.object({
  skill,
  victim: z.string().optional(),
  to: z.number().int().optional(),
  box: z.number().int().optional(),
});
export type Use = z.infer<typeof useSchema>;
/** A use as offered: its key (unique within one list), label (<= 80) and detail (<= 100). */
const useChoiceSchema = z.object({ key: z.string(), label: z.string(), detail: z.string(), use: useSchema });
export type UseChoice = z.infer<typeof useChoiceSchema>;
/**
 * The data of a 'choose' decision: whose Skill uses are offered (as listed when asked), whether
 * "nothing" is offered (a hack), and a Taxi ride's offer (mode 'ride').
 */
const chooseData = z.object({
  char: z.string(),
  mode: z.enum(['routine', 'hack', 'ride']),
  uses: z.array(useChoiceSchema),
  nothing: z.boolean(),
});
export type ChooseData = z.infer<typeof chooseData>;

/** What a Software card is played on, built one pick at a time. */
const targetSchema = z.object({
  char: z.string().optional(),
  area: z.number().int().optional(),
  seat: seat.optional(),
  card: z.string().optional(),
  token: charResource.optional(),
  to: z.number().int().optional(),
  box: z.number().int().optional(),
});
export type Target = z.infer<typeof targetSchema>;
/** One card on the Counter window's chain: the Attack first, then each Counter answering the one before. */
const linkSchema = z.object({ seat, card: z.string(), target: targetSchema.optional() });
export type Link = z.infer<typeof linkSchema>;
const chain = z.object({ chain: z.array(linkSchema) });

/** What paying a cost leads to (kept in the 'pay' decision's data). */
const thenSchema = z.discriminatedUnion('do', [
  z.object({ do: z.literal('hack'), char: z.string() }),
  z.object({ do: z.literal('phishing') }),
  z.object({ do: z.literal('first') }),
  z.object({ do: z.literal('reverse') }),
  z.object({ do: z.literal('corp') }),
  z.object({ do: z.literal('monopoly') }),
]);
export type Then = z.infer<typeof thenSchema>;

export const DECISION_DATA = {
  // Setup: Corporations chosen clockwise from the first player; Two Player Mode's third Resource
  // and its draft of 2 Characters out of 5 (the seats drafting after this one).
  corporation: none,
  extraResource: none,
  draft: z.object({ rest: z.array(seat) }),
  // The active player's turn (the other players may play Software meanwhile: `may` seats).
  turn: none,
  // Paying a cost in Software cards, one card at a time (or cancelling before the first is paid):
  // how many, the cards paid so far, what for (in words) and what it leads to.
  // biome-ignore lint/suspicious/noThenProperty: `then` is a key of stored decision data; renaming it would stop saved games loading
  pay: z.object({ n: count, paid: z.array(z.string()), what: z.string(), then: thenSchema }),
  // Activating a Character: a Routine step's or a hack's choice of Skill use (Skill, target,
  // destination, box), the optional Area Action, a released prisoner's Area.
  choose: chooseData,
  areaAction: onChar,
  release: onChar,
  // A Scoreboard reward's Resource token: on which Character (or Corporate Area for Data).
  reward: z.object({ res: resource }),
  // Phishing: which Exit Area's box, then which of the top 5 Characters.
  phishBox: none,
  phish: none,
  // Software: a played card's targets (Scout: how many cards it looks at; `played` once its
  // targets are all chosen), and the Counter window after an Attack.
  software: z.object({
    card: z.string(),
    seat,
    target: targetSchema,
    peek: count.optional(),
    played: z.boolean().optional(),
  }),
  respond: chain,
  // A Corporation's Special Ability's choices (its target, or Datastream's discard); Create Monopoly's Resource.
  corpAbility: z.object({ stage: z.enum(['target', 'discard']) }),
  monopoly: none,
  // End of Round: step 1 (discard for Phishing), step 3 (down to the hand limit).
  roundDiscard: none,
  handLimit: none,
};

export const STEP_DATA = {
  // Setup after the Corporations are known: the Display and the starting hands.
  deal: null,
  // The Turn Phase: the next active player; after each turn (reversing, end checks).
  nextTurn: null,
  endTurn: null,
  // After a Routine or hack: the Area Action offer, then the Activation Token and the Prison
  // (`inmate`: it was in the Prison when activated).
  afterSkill: onChar,
  activated: z.object({ char: z.string(), inmate: z.boolean().optional() }),
  // Software: resolving an Attack after its Counter window.
  resolveAttack: chain,
  // End of Round: per-player steps 1-3 in turn order, then steps 4-7.
  endRound: null,
  roundPlayer: z.object({ stage: z.union([z.literal(1), z.literal(2)]) }),
  roundCommon: z.object({ stage: z.enum(['next', 'tidy']) }),
  // The end: last turns are taken through nextTurn; scoring.
  finish: null,
};

/** The flow's stack and queue schemas and its name lists, from the data schemas above. */
export const axonKinds = flowKinds(DECISION_DATA, STEP_DATA, seat);
export type AxonDecision = keyof typeof DECISION_DATA;

/** One choice at a decision point, of one of the game's choice kinds (kinds.ts). */
export type Opt = ChoiceOf<ChoiceKind>;
/** The stored decision of kind `K`, its data typed. */
export type PendingKind<K extends AxonDecision> = PendingFor<AxonState, K>;
/** A decision kind's handler: `p.data` typed for kind `K`, its choices of the game's kinds. */
export type Handler<K extends AxonDecision> = TypedDecision<AxonState, K, Opt>;
/**
 * The engine's flow over AxonState, seen through `Handler`: a decision registered here must build
 * its choices as `Opt`s, so a misspelt choice kind is a type error (the engine's flow is one).
 */
export type AxonFlow = TypedFlow<AxonState, AxonDecision, Opt>;
/** An automatic step named `K`, its data typed. */
export type StepRun<K extends keyof typeof STEP_DATA> = StepRunOf<AxonState, K>;
export type FreeActions = EngineFreeActions<AxonState>;

export { ask, queue, top } from '../../engine/flow.ts';
