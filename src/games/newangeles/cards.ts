import {
  ACTION_CARDS,
  type ActionCard,
  type ActionType,
  ASSETS,
  type Asset,
  DEMANDS,
  type Demand,
  DISTRICTS,
  type District,
  EMERGENCIES,
  type EmergencyCard,
  EVENT_CARDS,
  type EventCard,
  INVESTMENTS,
  type Investment,
  SETUP_CARDS,
  type SetupCard,
} from './data/index.ts';
import { typeName } from './data/messages.ts';

/** Lookups from ids to the data (built once). */
const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((x) => [x.id, x]));
const actions = byId(ACTION_CARDS);
const emergencies = byId(EMERGENCIES);
const assets = byId(ASSETS);
const events = byId(EVENT_CARDS);
const demands = byId(DEMANDS);
const investments = byId(INVESTMENTS);
const setups = byId(SETUP_CARDS);

const get = <T>(m: Map<string, T>, id: string, what: string): T => {
  const x = m.get(id);
  if (!x) throw new Error(`no ${what} ${id}`);
  return x;
};

/** A card that can be offered: an action card, or an emergency action (ids "E-..."). */
export type Playable = ActionCard | EmergencyCard;
export const isEmergency = (id: string): boolean => id.startsWith('E-');
export const playableOf = (id: string): Playable =>
  isEmergency(id) ? get(emergencies, id, 'emergency action') : get(actions, id, 'action card');
export const actionOf = (id: string): ActionCard => get(actions, id, 'action card');
export const emergencyOf = (id: string): EmergencyCard => get(emergencies, id, 'emergency action');
export const assetOf = (id: string): Asset => get(assets, id, 'asset');
export const eventOf = (id: string): EventCard => get(events, id, 'event');
export const demandOf = (id: string): Demand => get(demands, id, 'demand');
export const investmentOf = (id: string): Investment => get(investments, id, 'investment');
export const setupCardOf = (id: string): SetupCard => get(setups, id, 'setup card');
export const districtOf = (n: number): District => DISTRICTS[n]!;
/** The deck an action card id belongs to, from its letter. */
export const deckOf = (id: string): ActionType => actionOf(id).type;

/** Each deck type's name: a token of data/messages.ts ("Labor", "Travail"). */
export const TYPE_NAMES: Readonly<Record<ActionType, string>> = {
  labor: typeName('labor'),
  biotech: typeName('biotech'),
  media: typeName('media'),
  construction: typeName('construction'),
  security: typeName('security'),
};
