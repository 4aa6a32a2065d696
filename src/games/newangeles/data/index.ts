/** New Angeles' components and the designed numbers (docs/games/new-angeles.md; (tuned) ones by the balance runs). */

import { ACTION_CARDS as ACTIONS_EN } from './actions.ts';
import { ASSETS as ASSETS_EN } from './assets.ts';
import { CORPS as CORPS_EN } from './corps.ts';
import { DEMANDS as DEMANDS_EN } from './demands.ts';
import { EMERGENCIES as EMERGENCIES_EN } from './emergencies.ts';
import { EVENT_CARDS as EVENTS_EN } from './events.ts';
import { INVESTMENTS as INVESTMENTS_EN } from './investments.ts';
import {
  assetNameOf,
  assetTextOf,
  cardNameOf,
  contractTextOf,
  demandNameOf,
  eventNameOf,
  investNameOf,
  investTextOf,
  setupNameOf,
} from './messages.ts';
import { SETUP_CARDS as SETUPS_EN } from './setupCards.ts';
import type {
  ActionCard,
  Asset,
  Corp,
  CorpId,
  Demand,
  EmergencyCard,
  EventCard,
  Investment,
  SetupCard,
} from './types.ts';

export * from './board.ts';
export { corpsInPlay } from './corps.ts';
export * from './types.ts';

/*
 * The data as the rules read it: every printed name and text a message token (data/messages.ts
 * holds the English of the files and the French), so it reads in the reader's language. The data
 * files keep the English rows their schemas check; `english` gives a name's English back (help ids).
 */
export const ACTION_CARDS: readonly ActionCard[] = ACTIONS_EN.map((c) => ({ ...c, name: cardNameOf(c.id) }));
export const EMERGENCIES: readonly EmergencyCard[] = EMERGENCIES_EN.map((c) => ({ ...c, name: cardNameOf(c.id) }));
export const ASSETS: readonly Asset[] = ASSETS_EN.map((a) => ({
  ...a,
  name: assetNameOf(a.id),
  text: assetTextOf(a.id),
}));
export const EVENT_CARDS: readonly EventCard[] = EVENTS_EN.map((e) => ({ ...e, name: eventNameOf(e.id) }));
export const DEMANDS: readonly Demand[] = DEMANDS_EN.map((d) => ({ ...d, name: demandNameOf(d.id) }));
export const INVESTMENTS: readonly Investment[] = INVESTMENTS_EN.map((i) => ({
  ...i,
  name: investNameOf(i.id),
  text: investTextOf(i.id),
}));
export const SETUP_CARDS: readonly SetupCard[] = SETUPS_EN.map((s) => ({ ...s, name: setupNameOf(s.id) }));
export const CORPS: readonly Corp[] = CORPS_EN.map((c) => ({
  ...c,
  contract: { ...c.contract, text: contractTextOf(c.id) },
}));
export const corpOf = (id: CorpId): Corp => CORPS.find((c) => c.id === id)!;
/** An asset's short name: the person it names (the same in every language), else its whole name. */
export const assetShortOf = (id: string): string => {
  const name = ASSETS_EN.find((a) => a.id === id)!.name;
  return name.includes(',') ? name.split(',')[0]! : assetNameOf(id);
};

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
