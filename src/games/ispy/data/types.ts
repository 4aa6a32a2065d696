import { z } from 'zod';
import { namesOf } from '../../shared/names.ts';
import { designed, named } from '../../shared/schemas.ts';

/**
 * I, Spy's components as zod schemas. The rulebook prints the rules and a few names and numbers
 * but not the map, the cards' full texts, the Assets or the Politicians: every such piece is
 * marked `designed: true` with a `note` saying what was designed; the rulebook's names, numbers
 * and worked examples stay true (test/games/ispy/data.test.ts checks them).
 */

/** The six Nations, in the fixed order a Scoring Phase scores them. */
export const NATIONS = ['austria', 'germany', 'italy', 'france', 'russia', 'britain'] as const;
export const nation = z.enum(NATIONS);
export type Nation = z.infer<typeof nation>;

export const NATION_NAMES = namesOf(nation, ['Austria-Hungary', 'Germany', 'Italy', 'France', 'Russia', 'Britain']);

/** The six Capitals; each is one Nation's. */
export const CAPITALS = ['rome', 'paris', 'petersburg', 'london', 'berlin', 'budapest'] as const;
export const capitalId = z.enum(CAPITALS);
export type CapitalId = z.infer<typeof capitalId>;

/** The three Capitals that hold an Asset stack (6 at Berlin, 3 below Budapest, 1 next to London). */
export const STACKS = ['berlin', 'budapest', 'london'] as const;
export const stackId = z.enum(STACKS);
export type StackId = z.infer<typeof stackId>;

/** A map Region: its country's colour ('neutral' for Switzerland, the Low Countries, the Balkans). */
export const regionKind = z.enum(['normal', 'start', 'cache', 'outlet', 'capital']);
export type RegionKind = z.infer<typeof regionKind>;
export const regionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string(),
  country: z.union([nation, z.literal('neutral')]),
  kind: regionKind,
  /** Outlet and Capital Regions: the Capital they belong to. */
  capital: capitalId.optional(),
  /** Where it is drawn, in a 1000 x 625 map space (x east, y south). */
  x: z.number().min(0).max(1000),
  y: z.number().min(0).max(625),
  ...designed,
});
export type Region = z.infer<typeof regionSchema>;

/** A Normal Route between two Regions (never touching a Capital Region). */
export const routeSchema = z.object({
  a: z.string(),
  b: z.string(),
  /** Drawn over water: no effect on play. */
  water: z.boolean().default(false),
  /** The tunnel and the archway cross on the map without meeting. */
  crossing: z.enum(['tunnel', 'archway']).optional(),
});
export type Route = z.infer<typeof routeSchema>;

export const mapSchema = z.object({
  regions: z.array(regionSchema),
  routes: z.array(routeSchema),
  /** The five Regions of the Airship Route over the Alps. */
  airship: z.array(z.string()).length(5),
  /** Each Capital's drawing centre in map space. */
  capitals: z.record(capitalId, z.object({ x: z.number(), y: z.number() })),
  ...designed,
});
export type SpyMap = z.infer<typeof mapSchema>;

/** Action Card types; Misdirect, Incite Sedition and Airship Line have two. */
export const cardType = z.enum(['travel', 'counter', 'espionage']);
export type CardType = z.infer<typeof cardType>;

/** The icons: each resolves exactly as the rule text that defines it. */
export const ICONS = ['inTheWind', 'recruit', 'empower', 'resupply', 'control', 'scandalize'] as const;
export const icon = z.enum(ICONS);
export type Icon = z.infer<typeof icon>;

export const actionCardSchema = z.object({
  ...named,
  /** The Nation whose Influence colour the card shows (the first of several for a Special Action Card). */
  nation,
  /** Influence the card owes (hand symbols), scored in a Scoring Phase: one Nation for a base card, several for a special one. */
  influence: z.array(z.object({ nation, n: z.number().int().min(1).max(5) })).min(1),
  types: z.array(cardType).min(1).max(2),
  /** Icons printed on the card (resolved as part of its effect). */
  icons: z.array(icon).default([]),
  text: z.string(),
  /** A Special Action Card (optional rule): given by a starred Asset. */
  special: z.boolean().default(false),
  ...designed,
});
export type ActionCard = z.infer<typeof actionCardSchema>;

/** A Contact Action's reward: an icon, or Tickets. */
export const rewardSchema = z.union([z.object({ icon }), z.object({ tickets: z.number().int().min(1) })]);
export type Reward = z.infer<typeof rewardSchema>;

export const contactSchema = z.object({
  ...named,
  /** The Nation the agent works for: it scores the Influence (flag symbols) at once. */
  nation,
  capital: capitalId,
  influence: z.number().int().min(1).max(5),
  rewards: z.tuple([rewardSchema, rewardSchema]),
  /** One line on who the agent was. */
  bio: z.string(),
  ...designed,
});
export type Contact = z.infer<typeof contactSchema>;

export const assetSchema = z.object({
  ...named,
  cost: z.number().int().min(4).max(10),
  text: z.string(),
  /** Starred: only with the Special Action Cards option; gives that Special Action Card. */
  starred: z.boolean().default(false),
  specialCard: z.string().optional(),
  ...designed,
});
export type Asset = z.infer<typeof assetSchema>;

export const politicianSchema = z.object({
  ...named,
  /** Office held 1910-1914, in a few words. */
  office: z.string(),
  /** Influence gained (positive) or lost (negative) per Nation when revealed. */
  influence: z.partialRecord(nation, z.number().int().min(-6).max(8)),
  /** A further effect the rules module implements by this name (see politicians.ts), if any. */
  effect: z.string().optional(),
  /** The whole tile in words, as /game help and a reveal show it. */
  text: z.string(),
  ...designed,
});
export type Politician = z.infer<typeof politicianSchema>;
