/** Axon Protocol's components and the rulebook's numbers. */

export * from './characters.ts';
export { MICROBIONICS, NEXUS_CITY, PRISON_AREA } from './city.ts';
export * from './corporations.ts';
export * from './scoreboard.ts';
export * from './software.ts';
export * from './types.ts';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const HAND_LIMIT = 4;
export const END_ROUND_DRAW = 3;
export const CHARACTER_CARDS = 30;
export const CORPORATION_CARDS = 6;
/** Android, Bioroid and AI tokens (not Resources): 10 each, placed on a Character of that type when it enters. */
export const TYPE_TOKENS = { android: 10, bioroid: 10, ai: 10 } as const;
export const ACTIVATION_TOKENS = 30;
/** Costs in Software cards. */
export const COST = { hack: 1, phishing: 1, takeFirstPlayer: 1, reverse: 1, corporation: 1, monopoly: 4 } as const;
export const PHISHING_DRAW = 5;
export const OVERDOSE_AT = 3;

/**
 * Setup step 6 (cited, not printed; designed): Characters in the Display at setup, drawn from
 * the stack onto their Starting Locations, and starting Software hands. Two players: 5 drawn,
 * 2 kept each (printed), so 4 Characters.
 */
export const SETUP: Readonly<Record<2 | 3 | 4 | 5 | 6, { characters: number; hand: number; designed: boolean }>> = {
  2: { characters: 4, hand: 3, designed: false },
  3: { characters: 5, hand: 3, designed: true },
  4: { characters: 6, hand: 3, designed: true },
  5: { characters: 7, hand: 3, designed: true },
  6: { characters: 8, hand: 3, designed: true },
};
