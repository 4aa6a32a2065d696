import { z } from 'zod';
import { token } from '../../../engine/messages.ts';
import { namesOf } from '../../shared/names.ts';

/**
 * New Angeles' components as zod schemas. The printed appendix and the public facts fix the rules
 * and the counts, not the cards or the board: every such piece is marked `designed: true` with a
 * `note` (docs/games/new-angeles.md says which rule each follows).
 */
export const designed = { designed: z.literal(true), note: z.string().min(1) };

export const RESOURCES = ['energy', 'food', 'goods', 'tech'] as const;
export const resource = z.enum(RESOURCES);
export type Resource = z.infer<typeof resource>;
/** Each resource's name, a token of data/messages.ts. */
export const RESOURCE_NAMES = namesOf(
  resource,
  RESOURCES.map((r) => token(`na.data.res.${r}`)),
);

/** The five action-card types (decks). */
export const ACTION_TYPES = ['labor', 'biotech', 'media', 'construction', 'security'] as const;
export const actionType = z.enum(ACTION_TYPES);
export type ActionType = z.infer<typeof actionType>;

/** Components a district can hold (unrest is a stage, not a component: see `unrest`). */
export const COMPONENTS = ['android', 'development', 'outage', 'illness', 'humanFirst', 'orgcrime', 'prisec'] as const;
export const component = z.enum(COMPONENTS);
export type Component = z.infer<typeof component>;
export const ENEMY_UNITS = ['humanFirst', 'orgcrime'] as const satisfies readonly Component[];
export type EnemyUnit = (typeof ENEMY_UNITS)[number];
/** Components with one copy per district that move on when a second copy arrives (appendix). */
export const MOVING = ['outage', 'illness', 'humanFirst', 'orgcrime'] as const satisfies readonly Component[];
export type Moving = (typeof MOVING)[number];

/** Unrest stages: 0 stable, 1 protest, 2 strike. */
export const STAGES = ['stable', 'protest', 'strike'] as const;

export const CORP_IDS = ['haas', 'jinteki', 'nbn', 'weyland', 'globalsec', 'melange'] as const;
export const corpId = z.enum(CORP_IDS);
export type CorpId = z.infer<typeof corpId>;

/**
 * A condition a target district must meet (all of a card's conditions hold at once).
 * `has`/`lacks`: a component there; `unrest`: the stage ('unrest' = protest or strike; 'working' =
 * stable or protest, the stages that function normally, rule 9);
 * `produces`: the resource is among its resources; `primary`: it is its primary; `notRoot`: not The Root.
 */
export const condSchema = z.union([
  z.object({ has: component }),
  z.object({ lacks: component }),
  z.object({ unrest: z.enum(['stable', 'protest', 'strike', 'unrest', 'working']) }),
  z.object({ produces: resource }),
  z.object({ primary: resource }),
  z.object({ notRoot: z.literal(true) }),
]);
export type Cond = z.infer<typeof condSchema>;

/**
 * Where an effect applies: the target; the district the target exits to; the target and every
 * district downstream on its path to The Root; every district meeting the card's conditions.
 */
export const scope = z.enum(['target', 'exit', 'path', 'all']);
export type Scope = z.infer<typeof scope>;

/** Fields an effect and an asset power share: threat's change, a draw's deck and count, capital gained. */
const threatBy = z
  .number()
  .int()
  .min(-3)
  .max(3)
  .refine((n) => n !== 0);
const drawDeck = z.union([actionType, z.literal('general')]);
const drawN = z.number().int().min(1).max(3);
const capitalN = z.number().int().min(1).max(8);

/**
 * One effect, in order. City effects act at their scope (default the target):
 * place / remove a component, move an enemy unit or token out along the exiting path, change
 * unrest by `by` stages (+ rises, - falls), exploit (produce, then unrest rises). The rest act on
 * the table: threat, the supply, the resolver's capital (`pay` on the card is the usual way),
 * the resolver's draws, flipping the resolver's emergency action face up.
 */
export const effectSchema = z.union([
  z.object({ op: z.literal('place'), what: component, scope: scope.optional() }),
  z.object({ op: z.literal('remove'), what: component, scope: scope.optional() }),
  z.object({ op: z.literal('moveOut'), what: z.enum(MOVING), scope: scope.optional() }),
  z.object({
    op: z.literal('unrest'),
    by: z
      .number()
      .int()
      .min(-2)
      .max(2)
      .refine((n) => n !== 0),
    scope: scope.optional(),
  }),
  z.object({ op: z.literal('exploit'), scope: scope.optional() }),
  z.object({ op: z.literal('threat'), by: threatBy }),
  z.object({
    op: z.literal('supply'),
    resource: z.union([resource, z.literal('primary')]),
    n: z.number().int().min(1).max(4),
  }),
  z.object({ op: z.literal('capital'), n: capitalN }),
  z.object({ op: z.literal('draw'), deck: drawDeck, n: drawN }),
  z.object({ op: z.literal('flip') }),
]);
export type Effect = z.infer<typeof effectSchema>;

/** What an action card and an emergency action both hold: the deck type, the name, where it may target, its effects. */
const playable = {
  type: actionType,
  name: z.string().min(3).max(40),
  /** Where it may target: every condition holds. Empty: any district. */
  where: z.array(condSchema),
  effects: z.array(effectSchema).min(1),
};

/** An action card (each copy has its own id, e.g. "L03-02"; copies share the rest). */
export const actionCardSchema = z.object({
  id: z.string().regex(/^[LBMCS]\d\d-\d\d$/),
  ...playable,
  /** Capital its resolver gains (after its effects). */
  pay: z.number().int().min(0).max(6),
  ...designed,
});
export type ActionCard = z.infer<typeof actionCardSchema>;

/** An emergency action card: one per corporation, kept beside its corp sheet (rules 63, 87). */
export const emergencySchema = z.object({
  id: z.string().regex(/^E-[a-z]+$/),
  corp: corpId,
  ...playable,
  pay: z.number().int().min(0).max(8),
  ...designed,
});
export type EmergencyCard = z.infer<typeof emergencySchema>;

/** What a contract pays for (once per action card, rule 32). */
export const CONTRACT_ON = [
  'androidPlaced',
  'illnessRemoved',
  'unrestFell',
  'developmentPlaced',
  'enemyRemoved',
  'exploited',
] as const;
export const contractOn = z.enum(CONTRACT_ON);
export type ContractOn = z.infer<typeof contractOn>;

export const corpSchema = z.object({
  id: corpId,
  name: z.string(),
  short: z.string().max(10),
  /** Refresh draw: one card from each deck listed; 'general' = any deck not yet drawn from in that step. */
  draw: z
    .array(z.union([actionType, z.literal('general')]))
    .min(1)
    .max(4),
  contract: z.object({ on: contractOn, capital: z.number().int().min(1).max(5), text: z.string() }),
  emergency: z.string(),
  /** Board colour (#rrggbb). */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** Which player counts bring it into play (4: the first four). */
  from: z.number().int().min(4).max(6),
  ...designed,
});
export type Corp = z.infer<typeof corpSchema>;

/** A district of the board (rules 5-6). The Root is number 0, with no exit. */
export const districtSchema = z.object({
  n: z.number().int().min(0).max(12),
  name: z.string(),
  primary: resource,
  others: z.array(resource).max(2),
  /** The district its exiting path points to; null for The Root. */
  exit: z.number().int().min(0).max(12).nullable(),
  /** Where it is drawn, in a 1600 x 1000 board space (its centre). */
  x: z.number().min(0).max(1600),
  y: z.number().min(0).max(1000),
  ...designed,
});
export type District = z.infer<typeof districtSchema>;

/**
 * An asset's ability. When: 'endOfTurn' (once at the end of each of its owner's turns), 'exhaust'
 * (once until its owner's next turn; `at` says where it is used), 'discard' (once, at the end of its
 * owner's turn; then to the bottom of the asset deck), 'passive' (always on).
 */
export const assetPowerSchema = z.union([
  /** A city effect at a target the owner chooses (never a contract or illness: not an action card). */
  z.object({ kind: z.literal('city'), where: z.array(condSchema), effects: z.array(effectSchema).min(1) }),
  z.object({ kind: z.literal('capital'), n: capitalN }),
  z.object({ kind: z.literal('draw'), deck: drawDeck, n: drawN }),
  z.object({ kind: z.literal('flip') }),
  z.object({ kind: z.literal('threat'), by: threatBy }),
  z.object({ kind: z.literal('supply'), resource, n: z.number().int().min(1).max(3) }),
  /** Exhaust, when voting: the vote counts `n` more. */
  z.object({ kind: z.literal('vote'), n: z.number().int().min(1).max(3) }),
  /** Exhaust, when counteroffering: it costs nothing. */
  z.object({ kind: z.literal('freeCounter') }),
  /** Passive: counteroffers cost its owner `n` less. */
  z.object({ kind: z.literal('counterDiscount'), n: z.number().int().min(1).max(3) }),
  /** Passive: its owner's contract pays `n` more. */
  z.object({ kind: z.literal('contractBonus'), n: z.number().int().min(1).max(3) }),
  /** Passive: its owner's hand limit is `n` higher. */
  z.object({ kind: z.literal('handLimit'), n: z.number().int().min(1).max(3) }),
  /** Passive: a card its owner resolves pays `n` more capital. */
  z.object({ kind: z.literal('resolveBonus'), n: z.number().int().min(1).max(3) }),
]);
export type AssetPower = z.infer<typeof assetPowerSchema>;

export const assetSchema = z.object({
  id: z.string().regex(/^A\d\d$/),
  name: z.string().min(3).max(40),
  timing: z.enum(['endOfTurn', 'exhaust', 'discard', 'passive']),
  power: assetPowerSchema,
  /** The card's text as printed (what it does, its timing header). */
  text: z.string().min(5).max(100),
  ...designed,
});
export type Asset = z.infer<typeof assetSchema>;

/** One line of an event card, in order (rule 52); the turn track reset is always last and implied. */
export const eventStepSchema = z.union([
  z.object({ place: component, district: z.number().int().min(0).max(12) }),
  z.object({ unrest: z.number().int().min(-2).max(2), district: z.number().int().min(0).max(12) }),
  z.object({ threat: z.number().int().min(-3).max(3) }),
  z.object({ remove: component, district: z.number().int().min(0).max(12) }),
]);
export type EventStep = z.infer<typeof eventStepSchema>;

export const eventCardSchema = z.object({
  id: z.string().regex(/^V\d\d$/),
  name: z.string(),
  steps: z.array(eventStepSchema).min(1),
  ...designed,
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const demandSchema = z.object({
  id: z.string().regex(/^D\d$/),
  name: z.string(),
  targets: z.object({
    energy: z.number().int().min(0),
    food: z.number().int().min(0),
    goods: z.number().int().min(0),
    tech: z.number().int().min(0),
  }),
  /** Threat added when unmet (5-7, public fact). */
  threat: z.number().int().min(5).max(7),
  ...designed,
});
export type Demand = z.infer<typeof demandSchema>;

/** How an investment scores at the Demand round (rule 80). */
export const investScoreSchema = z.union([
  /** `per` capital for each of that resource in the supply, at most `max`. */
  z.object({ kind: z.literal('supply'), resource, per: z.number().int().min(1), max: z.number().int().min(1) }),
  /** `n` capital if the demand will be met (checked before paying it). */
  z.object({ kind: z.literal('demandMet'), n: z.number().int().min(1) }),
  /** `n` capital if it will not be met. */
  z.object({ kind: z.literal('demandUnmet'), n: z.number().int().min(1) }),
  /** `per` capital for each district holding the component (or in that unrest stage), at most `max`. */
  z.object({
    kind: z.literal('count'),
    what: z.union([component, z.enum(['protest', 'strike'])]),
    per: z.number().int().min(1),
    max: z.number().int().min(1),
  }),
  /** `n` capital if threat is at least `atLeast`. */
  z.object({ kind: z.literal('threat'), atLeast: z.number().int().min(0).max(25), n: z.number().int().min(1) }),
  /** `per` capital for each asset its owner holds, at most `max`. */
  z.object({ kind: z.literal('assets'), per: z.number().int().min(1), max: z.number().int().min(1) }),
]);
export type InvestScore = z.infer<typeof investScoreSchema>;

export const investmentSchema = z.object({
  id: z.string().regex(/^I\d\d$/),
  name: z.string(),
  score: investScoreSchema,
  text: z.string().max(100),
  ...designed,
});
export type Investment = z.infer<typeof investmentSchema>;

/** A setup card: the starting placements by district number (rule 39). */
export const setupCardSchema = z.object({
  id: z.string().regex(/^S\d$/),
  name: z.string(),
  place: z.array(z.object({ what: component, district: z.number().int().min(0).max(12) })),
  unrest: z.array(z.object({ district: z.number().int().min(0).max(12), stage: z.number().int().min(1).max(2) })),
  ...designed,
});
export type SetupCard = z.infer<typeof setupCardSchema>;

/** The rival cards: the corporations and the Federalist. */
export const RIVALS = [...CORP_IDS, 'federalist'] as const;
export const rival = z.enum(RIVALS);
export type Rival = z.infer<typeof rival>;
