/** Virtual Revolution's components and the rulebook's numbers. */

export * from './agents.ts';
export * from './boosts.ts';
export * from './corruption.ts';
export {
  areAdjacent,
  BOROUGH_LIST,
  BOROUGHS,
  boroughsWithin,
  DISTRICT_LIST,
  DISTRICTS,
  districtOf,
  districtsAdjacent,
  LOCALIZATION_CARDS,
  type LocalizationCard,
  SEINE,
} from './map.ts';
export * from './names.ts';
export * from './necro.ts';
export * from './objectives.ts';
export * from './titles.ts';
export * from './types.ts';
// map.ts's DISTRICTS (by id) takes the name; types.ts's tuple of District ids is re-exported as DISTRICT_IDS.
export { DISTRICTS as DISTRICT_IDS } from './types.ts';
export * from './verses.ts';

/** Influence tokens each player starts with, by player count. */
export const INFLUENCE_BY_PLAYERS: Readonly<Record<2 | 3 | 4, number>> = { 2: 20, 3: 18, 4: 15 };
/** Localization cards dealt to each player at setup, by player count (24 cards in all). */
export const LOCALIZATION_PER_PLAYER: Readonly<Record<2 | 3 | 4, number>> = { 2: 12, 3: 8, 4: 6 };
export const START_MONEY = 10;
export const START_IMMUNITY = 1;
export const START_INCOME = 5;
/** Objective cards dealt to each player (one is scored). */
export const OBJECTIVES_DEALT = 2;
/** Director tokens per player (Turns per Round). */
export const DIRECTORS = 3;
/** Server tokens per player. */
export const SERVERS = 7;
export const ROUNDS = 5;
/** VPs by number of Servers built (index = Servers). */
export const SERVER_VP: readonly number[] = [0, 1, 3, 6, 10, 15, 21, 28];

/** Action costs in Eurocredits. */
export const COSTS = {
  recruit: 4,
  server: 10,
  verse: 7,
  /** Refresh the 5 available Verse cards (as many times as you like). */
  verseRefresh: 2,
  /** Make a Donation: discard 1 Corruption card of your choice. */
  donationOne: 1,
  /** Make a Donation: discard 2 Corruption cards of your choice. */
  donationTwo: 3,
  /** Make a Donation: gain 1 Immunity token (in addition). */
  donationImmunity: 3,
} as const;
/** Eurocredits gained by the Work action. */
export const WORK_GAIN = 5;
/** Income increase when building a Server / creating a Verse. */
export const SERVER_INCOME = 2;
export const VERSE_INCOME = 1;
/** Default Recruit an Agent Range. */
export const RECRUIT_RANGE = 1;
/** Most Agents a player may have on Duty. */
export const MAX_ON_DUTY = 3;
/** Corruption cards in hand that trigger an Interpol Raid at the end of Rounds 1 to 4. */
export const RAID_THRESHOLD = 5;
/** Agent spaces (and Localization tokens) and available Verse cards on the Main Board. */
export const AGENT_SPACES = 5;
export const VERSE_SPACES = 5;
/** Agent cards removed at setup: Level 2 then Level 1. */
export const REMOVED_LEVEL2 = 6;
export const REMOVED_LEVEL1 = 3;
/** Necro cards: Immunity tokens to ignore the Global effect, or the Global and Maximum effects. */
export const NECRO_IGNORE_GLOBAL = 2;
export const NECRO_IGNORE_GLOBAL_MAX = 3;

/** End of game scoring. */
export const VP_TOKEN = 2;
export const BOROUGH_VP = 2;
export const EUROCREDITS_PER_VP = 5;
export const VERSE_VP_CAP = 10;
export const OBJECTIVE_VP_CAP = 30;
export const TITLE_VP = 10;
/** 1 VP per Agent, plus this per trio of Agents of different types. */
export const AGENT_TRIO_VP = 5;
