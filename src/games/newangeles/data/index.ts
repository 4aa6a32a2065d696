/** New Angeles' components and the designed numbers (docs/games/new-angeles.md; (tuned) ones by the balance runs). */

export { ACTION_CARDS } from './actions.ts';
export { ASSETS } from './assets.ts';
export * from './board.ts';
export * from './corps.ts';
export { DEMANDS } from './demands.ts';
export { EMERGENCIES } from './emergencies.ts';
export { EVENT_CARDS } from './events.ts';
export { INVESTMENTS } from './investments.ts';
export { SETUP_CARDS } from './setupCards.ts';
export * from './types.ts';

export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 6;

/** Components in the box (rule 3; units printed, tokens designed): board + reserve always add up to these. */
export const TOTALS = {
  android: 12,
  development: 8,
  outage: 8,
  illness: 8,
  humanFirst: 9,
  orgcrime: 9,
  prisec: 6,
  unrest: 10,
} as const;

/**
 * The 79 tokens in the box (public fact; the kinds and their split designed, rule 3): the five kinds
 * placed on the board (TOTALS), then the markers. The round marker and the 4 supply markers (one per
 * resource, on the supply track: rule 4's public count) carry no rule of their own.
 */
export const TOKENS = {
  designed: true,
  note: 'Designed (rule 3): the printed total of 79 split into the board tokens and the markers a table needs.',
  counts: {
    android: TOTALS.android,
    development: TOTALS.development,
    outage: TOTALS.outage,
    illness: TOTALS.illness,
    unrest: TOTALS.unrest,
    threatMarker: 1,
    capitalMarker: 6,
    activePlayer: 1,
    roundMarker: 1,
    supplyMarker: 4,
    targetToken: 20,
  },
} as const;

/** Printed counts (public facts). */
export const PRINTED = {
  tokens: 79,
  humanFirst: 9,
  orgcrime: 9,
  prisec: 6,
  events: 16,
  rivals: 7,
  setup: 6,
  corps: 6,
  demands: 9,
  investments: 12,
  assets: 34,
  actions: 100,
  emergencies: 6,
} as const;

type PerCount = Readonly<Record<4 | 5 | 6, number>>;

/** Designed numbers (rules 8, 37, 48, 57; (tuned)). */
export const RULES = {
  threatEnd: 25,
  federalistCapital: 25,
  startThreat: { 4: 2, 5: 12, 6: 14 } as PerCount,
  startCapital: 16,
  handLimit: 7,
  /** Asset slots filled on the turn track each round. */
  slots: { 4: 4, 5: 5, 6: 5 } as PerCount,
  rounds: 6,
  /** Demand rounds follow the Production phase of these rounds; the game ends after the last. */
  demandAfter: [2, 4, 6] as readonly number[],
  /** Extra capital a counteroffer costs, by how many counteroffers the deal already has (the first is free). */
  counterCost: [0, 1, 2, 3, 4] as readonly number[],
  /** Threat when a component moves into The Root, and for an action card involving illness. */
  rootThreat: 2,
  illnessThreat: 2,
  /** A player whose rival card names their own corporation must beat this many others. */
  ownRivalBeats: { 4: 2, 5: 2, 6: 3 } as PerCount,
  /** Investment cards dealt to each player at each choice (keep 1). */
  investDeal: 2,
  capitalTrackMax: 60,
} as const;

export const perCount = (t: PerCount, players: number): number => t[Math.min(6, Math.max(4, players)) as 4 | 5 | 6];
