/** I, Spy's components and the rulebook's numbers. */

export * from './assets.ts';
export * from './cards.ts';
export * from './contacts.ts';
export { CAPITAL_INFO, CAPITAL_REGIONS_EACH, MAP, type RegionId } from './map.ts';
export * from './politicians.ts';
export * from './types.ts';

export const ROUNDS = 14;
/** Rounds after which a Scoring Phase happens (the last one is the end of the game). */
export const SCORING_ROUNDS: readonly number[] = [3, 6, 9, 12, 14];
export const START_SUPPLY = 3;
export const CONTROL_TOKENS = 21;
/** Control Tokens one Politician can hold. */
export const TOKENS_PER_POLITICIAN = 3;
export const START_INFLUENCE = 4;
/** Influence and Power never exceed this, nor fall below 0. */
export const TRACK_MAX = 38;
/** Face-down Asset cards at setup on each stack. */
export const STACK_START: Readonly<Record<'berlin' | 'budapest' | 'london', number>> = {
  berlin: 6,
  budapest: 3,
  london: 1,
};

/**
 * The 20 Politician spaces: 14 scheduled, revealed left to right in the five Scoring Phases (the
 * phase's spaces in order), then 6 "In the shadows" (never revealed). Phase 2 reveals exactly 2
 * (designed split: 3, 2, 3, 3, 3).
 */
export const PHASE_SPACES: readonly (readonly number[])[] = [
  [0, 1, 2],
  [3, 4],
  [5, 6, 7],
  [8, 9, 10],
  [11, 12, 13],
];
export const SHADOW_SPACES: readonly number[] = [14, 15, 16, 17, 18, 19];
export const POLITICIAN_SPACES = 20;

/**
 * The Advantages of each Scoring Phase, 1st to 5th (the sixth Nation gets none). Phases 1 and 2
 * are the rulebook's +5/+4/+3/+2/+1; the last gives +10 to the first (as printed); the values
 * between are designed.
 */
export const ADVANTAGES: readonly (readonly number[])[] = [
  [5, 4, 3, 2, 1],
  [5, 4, 3, 2, 1],
  [7, 5, 4, 2, 1],
  [8, 6, 4, 3, 1],
  [10, 7, 5, 3, 1],
];
