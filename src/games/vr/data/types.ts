import { z } from 'zod';
import { designed, named } from '../../shared/schemas.ts';

/**
 * Virtual Revolution's components as data. Every piece the rulebook does not print is marked
 * `designed: true` (with a `note` saying what was designed); printed names, numbers and worked
 * examples are kept as given.
 */

export const DISTRICTS = ['PI', 'ND', 'QL', 'CE', 'MA', 'DR', 'NA'] as const;
export const districtId = z.enum(DISTRICTS);
export type DistrictId = z.infer<typeof districtId>;

export const ACTIONS = ['work', 'recruit', 'server', 'verse', 'donation'] as const;
export const actionId = z.enum(ACTIONS);
export type ActionId = z.infer<typeof actionId>;

export const AGENT_TYPES = ['fighter', 'tech', 'diplomat'] as const;
export const agentType = z.enum(AGENT_TYPES);
export type AgentType = z.infer<typeof agentType>;

export const VERSE_TYPES = ['scifi', 'horror', 'fantasy', 'adventure'] as const;
export const verseType = z.enum(VERSE_TYPES);
export type VerseType = z.infer<typeof verseType>;

export const districtSchema = z.object({
  id: districtId,
  name: z.string(),
  boroughs: z.array(z.number().int().min(1).max(23)).min(3).max(4),
  ...designed,
});
export type District = z.infer<typeof districtSchema>;

export const boroughSchema = z.object({
  id: z.number().int().min(1).max(23),
  name: z.string(),
  district: districtId,
  /** Boroughs sharing a border (not only a corner). Symmetric. */
  adjacent: z.array(z.number().int().min(1).max(23)),
  /** Polygon for drawing, in a 1000x1000 map space (designed). */
  shape: z.array(z.tuple([z.number(), z.number()])).min(3),
  /** Where the number label sits. */
  label: z.tuple([z.number(), z.number()]),
  ...designed,
});
export type Borough = z.infer<typeof boroughSchema>;

/** A permanent improvement of one Action (Boost card, or a Level 1 Agent turned into a Boost). */
export const boostEffectSchema = z.object({
  action: actionId,
  /** Extra Eurocredits gained when performing the Action. */
  money: z.number().int().default(0),
  /** Income increase when performing the Action. */
  income: z.number().int().default(0),
  /** Extra Recruit range. */
  range: z.number().int().default(0),
  /** Donation: may pay 1 Eurocredit to discard 1 Corruption card. */
  donationDiscard: z.boolean().default(false),
  /** Create a Verse: may refresh up to this many available Verse cards. */
  verseRefresh: z.number().int().default(0),
  text: z.string(),
});
export type BoostEffect = z.infer<typeof boostEffectSchema>;

export const boostCardSchema = z.object({ id: z.string(), effect: boostEffectSchema, ...designed });
export type BoostCard = z.infer<typeof boostCardSchema>;

/**
 * What an Agent or a Verse card shows besides its text: the "indicated" Districts (an Agent's
 * designed: one for Level 1 Fighters, two for Nash/Benedict/Doc Slice; a serverDistricts Verse's
 * two), and the * mark (it changes Influence or Servers: check District control).
 */
const indicated = { districts: z.array(districtId).default([]), star: z.boolean().default(false) };

export const agentSchema = z.object({
  ...named,
  type: agentType,
  level: z.union([z.literal(1), z.literal(2)]),
  /** The ability family, which the rules module implements: e.g. 'fighterL1', 'droid', 'tanaka', 'pixel'. */
  ability: z.string(),
  activation: z.string(),
  promotion: z.string(),
  /** Level 1 only. */
  boost: boostEffectSchema.optional(),
  ...indicated,
  ...designed,
});
export type Agent = z.infer<typeof agentSchema>;

export const verseSchema = z.object({
  ...named,
  type: verseType,
  /** Rules family: 'twoAgents', 'agentPair', 'serverDistricts', 'darkKingdom', 'mythologia', 'codex', 'paris1920', 'howling', 'curse', 'archipelago', 'london', 'steampunk', 'ashes', 'multiverse', 'outpost', 'jurassic', 'cyclades', 'castle'. */
  family: z.string(),
  condition: z.string(),
  bonus: z.string(),
  scoring: z.string(),
  /** Indicated Agent types (twoAgents: one; agentPair: two). */
  agentTypes: z.array(agentType).default([]),
  /** Indicated Verse type scored by agentPair verses. */
  verseType: verseType.optional(),
  ...indicated,
  ...designed,
});
export type Verse = z.infer<typeof verseSchema>;

export const objectiveSchema = z.object({
  id: z.string(),
  /** 'income', 'servers', 'verses', 'verseTypes', 'verseOfType', 'boroughs', 'emptyDistricts', 'titles', 'agentType', 'money'. */
  family: z.string(),
  text: z.string(),
  ...designed,
});
export type Objective = z.infer<typeof objectiveSchema>;

export const necroSchema = z.object({
  ...named,
  endOfGame: z.boolean(),
  minimum: z.string(),
  global: z.string(),
  maximum: z.string(),
  star: z.boolean().default(false),
  ...designed,
});
export type Necro = z.infer<typeof necroSchema>;

/** The 8 printed Corruption effects; "indicated" Districts, Actions and types are designed per card. */
export const corruptionSchema = z.object({
  id: z.string(),
  effect: z.enum([
    'loseImmunity',
    'removeInfluence',
    'discardBoost',
    'loseMoney',
    'removeServer',
    'discardVerse',
    'loseIncome',
    'discardAgent',
  ]),
  districts: z.array(districtId).default([]),
  actions: z.array(actionId).default([]),
  verseTypes: z.array(verseType).default([]),
  agentType: agentType.optional(),
  text: z.string(),
  ...designed,
});
export type Corruption = z.infer<typeof corruptionSchema>;

export const titleSchema = z.object({ district: districtId, name: z.string(), text: z.string(), ...designed });
export type Title = z.infer<typeof titleSchema>;
