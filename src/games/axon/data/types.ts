import { z } from 'zod';
import { designed } from '../../shared/schemas.ts';
import { dataWord } from './messages.ts';

/**
 * Axon Protocol's components as zod schemas. The rulebook prints the rules, the component counts
 * and a few names (the Street Samurai, Fort Plissken, Microbionics Inc) but not the city, the
 * cards or the Scoreboard's layout: every such piece is marked `designed: true` with a `note`;
 * the rulebook's names, numbers and worked examples stay true (test/games/axon/data.test.ts).
 */

/** The 15 Skills (13 in the Skills chapter, plus Guard and Hack described after it). */
export const SKILLS = [
  'augment',
  'buy',
  'drugs',
  'crime',
  'murder',
  'data',
  'scandal',
  'move',
  'drive',
  'fly',
  'arrest',
  'execute',
  'investigate',
  'guard',
  'hack',
] as const;
export const skill = z.enum(SKILLS);
export type Skill = z.infer<typeof skill>;
export const MOVEMENT_SKILLS: readonly Skill[] = ['move', 'drive', 'fly'];

/** The six Resources. */
export const RESOURCES = ['augments', 'data', 'drugs', 'products', 'scandal', 'violence'] as const;
export const resource = z.enum(RESOURCES);
export type Resource = z.infer<typeof resource>;
/** A Resource's name in a sentence, a help page or on the board: its id capitalised ("Augments", "Scandal"). */
export const RESOURCE_NAMES = Object.fromEntries(RESOURCES.map((r) => [r, dataWord('res', r)])) as Readonly<
  Record<Resource, string>
>;

/** The five City Area types. */
export const AREA_TYPES = ['private', 'public', 'corporate', 'exit', 'prison'] as const;
export const areaType = z.enum(AREA_TYPES);
export type AreaType = z.infer<typeof areaType>;

/** The four Area Action kinds. */
export const areaActionKind = z.enum(['free', 'skill', 'phishing', 'leave']);
export type AreaActionKind = z.infer<typeof areaActionKind>;

/** One Action Box: its kind, the Skill icons above it (Skill Actions) and its effect (an id the rules implement, plus text). */
export const actionBoxSchema = z.object({
  kind: areaActionKind,
  skills: z.array(skill).default([]),
  /** Free and Skill Actions: the effect's id (the rules module implements it by this name). */
  effect: z.string().optional(),
  text: z.string(),
});
export type ActionBox = z.infer<typeof actionBoxSchema>;

export const areaSchema = z.object({
  /** The City Area number (Random Numbers pick it); Fort Plissken is 1. */
  id: z.number().int().min(1),
  name: z.string(),
  type: areaType,
  shop: z.boolean().default(false),
  /** Corporate Areas: the Corporation whose Corporate Area it is. */
  corporation: z.string().optional(),
  /** Action Boxes: none when the area has a permanent effect; two for an Exit Area (Phishing, Leave). */
  boxes: z.array(actionBoxSchema).max(2),
  /** A permanent effect instead of an Area Action (id and text). */
  permanent: z.object({ effect: z.string(), text: z.string() }).optional(),
  /** Prison Areas: the number of sections (2). */
  sections: z.number().int().min(2).max(2).optional(),
  /** Where it is drawn, in a 1600 x 1000 board space. */
  x: z.number().min(0).max(1600),
  y: z.number().min(0).max(1000),
  ...designed,
});
export type Area = z.infer<typeof areaSchema>;

/** A connection between two Areas: a street (1 movement) or a freeway (DRIVE's whole move). */
export const linkSchema = z.object({ a: z.number().int(), b: z.number().int(), kind: z.enum(['street', 'freeway']) });
export type Link = z.infer<typeof linkSchema>;

export const citySchema = z.object({
  name: z.string(),
  areas: z.array(areaSchema),
  links: z.array(linkSchema),
  ...designed,
});
export type City = z.infer<typeof citySchema>;

/** The Types a Routine step can target (a Criminal, a Merchant...), the first of them. */
const TARGETED_TYPES = ['criminal', 'merchant', 'dealer', 'android', 'bioroid', 'ai'] as const;
/** Character Types (Criminal, Merchant, Dealer are referenced by the rules; Android, Bioroid, AI by the tokens). */
export const CHARACTER_TYPES = [...TARGETED_TYPES, 'cop', 'media', 'corporate', 'civilian'] as const;
export const characterType = z.enum(CHARACTER_TYPES);
export type CharacterType = z.infer<typeof characterType>;

/** What a Routine step targets or heads for ("closest Criminal", a Shop, a Corporate Area...). */
export const targetSchema = z.enum([
  'any',
  ...TARGETED_TYPES,
  'shop',
  'corporate',
  'exit',
  'crimescene',
  'scandalous',
  'augmented',
  'richest',
  'public',
  'private',
]);
export type Target = z.infer<typeof targetSchema>;

/**
 * One Routine step: "A or B" Skills, optionally "to closest <target>" (a movement step) or "on
 * <target>" (an action step's victim). Steps run top to bottom until one succeeds.
 */
export const routineStepSchema = z.object({
  skills: z.array(skill).min(1),
  /** Movement: head for the closest such Character/Area. Action: only such a victim. */
  target: targetSchema.optional(),
  /** The step's words without "Else:". */
  body: z.string(),
  text: z.string(),
});
export type RoutineStep = z.infer<typeof routineStepSchema>;

/** Permanent abilities (green text): ids the rules module implements, with text. */
export const abilitySchema = z.object({ id: z.string(), text: z.string() });
export type Ability = z.infer<typeof abilitySchema>;

export const characterSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string(),
  types: z.array(characterType).min(1),
  /** "she", "he" or "it", for texts. */
  pronoun: z.enum(['she', 'he', 'it', 'they']),
  routine: z.array(routineStepSchema).min(1).max(4),
  skills: z.array(skill).min(1),
  /** City Area number, or 'random' (a Random Number picks it). */
  start: z.union([z.number().int().min(1), z.literal('random')]),
  initiative: z.number().int().min(1),
  abilities: z.array(abilitySchema).default([]),
  /** The special symbol in the lower left corner: left out at beginner level. */
  advanced: z.boolean().default(false),
  /** Android/Bioroid/AI token placed on the standee when it enters (the types are not Resources). */
  token: z.enum(['android', 'bioroid', 'ai']).optional(),
  ...designed,
});
export type Character = z.infer<typeof characterSchema>;

export const corporationSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string(),
  scores: z.tuple([resource, resource]),
  /** The Special Ability (once per Round, 1 Software card): id and text. */
  ability: abilitySchema,
  /** Its Corporate Area's number on the city board. */
  area: z.number().int().min(1),
  ...designed,
});
export type Corporation = z.infer<typeof corporationSchema>;

/** Monopoly tokens: one per Resource, each unique. */
export const monopolySchema = z.object({ resource, ...designed });

export const SOFTWARE_TYPES = ['attack', 'counter', 'utility'] as const;
export const softwareType = z.enum(SOFTWARE_TYPES);
export type SoftwareType = z.infer<typeof softwareType>;

export const softwareSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string(),
  type: softwareType,
  /** When it can be played: any Turn Phase moment (before/after an action), own turn only, or as a response. */
  timing: z.enum(['any', 'own-turn', 'response']),
  /** Attacks: what they target (named in the text). Counters: what they interrupt. */
  target: z.enum(['character', 'player', 'area', 'attack', 'counter', 'desktop']).optional(),
  /** Played into the Desktop Area: stays and its effect lasts while there. */
  desktop: z.boolean().default(false),
  /** Desktop cards: how they leave (an effect id and text). */
  leaves: z.string().optional(),
  /** The effect's id (the rules module implements it by this name). */
  effect: z.string(),
  text: z.string(),
  /** The Random Number in the top right corner: an existing City Area number. */
  random: z.number().int().min(1),
  ...designed,
});
export type Software = z.infer<typeof softwareSchema>;

/** One Resource track 0-10 with its one-time rewards and its Red Zone. */
export const rewardKind = z.enum(['token', 'vp', 'card']);
export const trackSchema = z.object({
  resource,
  /** Spaces (1-10) holding a reward; two Resource tokens, one Permanent VP, one Card token. */
  rewards: z.array(z.object({ space: z.number().int().min(1).max(10), kind: rewardKind })).length(4),
  /** The first space of the Red Zone (the upper half: 6..10). */
  redFrom: z.number().int().min(1).max(10),
  ...designed,
});
export type Track = z.infer<typeof trackSchema>;

export const scoreboardSchema = z.object({
  max: z.literal(10),
  tracks: z.array(trackSchema).length(6),
  /** Breaking Point track length (spaces 0..length) and the token's start by player count (2-6). */
  breakingLength: z.number().int().min(10),
  breakingStart: z.record(z.enum(['2', '3', '4', '5', '6']), z.number().int().min(1)),
  ...designed,
});
export type Scoreboard = z.infer<typeof scoreboardSchema>;
