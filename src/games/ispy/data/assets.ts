import { type Asset, assetSchema } from './types.ts';

/**
 * The 35 Assets: 29 basic and the 6 starred ones of the Special Action Cards option (each gives
 * its Special Action Card). The rulebook prints the names of the starred Assets, the Labor
 * Organizer (cost 5, improves Smuggle at once) and the Cryptologist (resolves a card's effect,
 * never triggering another Asset); everything else is designed. Effects live in assetHooks.ts
 * (by id) and assets.ts (the Cryptologist's free action). "A Travel card" etc. includes the
 * two-type cards (Airship Line, Misdirect, Incite Sedition) of that type.
 */
const D = (note = 'Designed: name, cost and effect.') => ({ designed: true, note });

const BASIC = [
  {
    id: 'labor',
    name: 'Labor Organizer',
    cost: 5,
    text: 'Smuggle gives you 1 more Supply Token.',
    ...D('Name and cost printed; the improvement to Smuggle designed.'),
  },
  { id: 'stationmaster', name: 'Stationmaster', cost: 6, text: 'Overnight Line gives you 1 more Ticket.', ...D() },
  { id: 'ferryman', name: 'Ferryman', cost: 4, text: 'Courier Line gives you 1 more Ticket.', ...D() },
  { id: 'balloonist', name: 'Balloonist', cost: 4, text: 'Airship Line gives you 1 more Ticket.', ...D() },
  { id: 'guard', name: 'Border Guard', cost: 5, text: 'Private Line gives you 1 more Ticket.', ...D() },
  {
    id: 'clerk',
    name: 'Railway Clerk',
    cost: 9,
    text: 'Every Travel card that gives you Tickets gives 1 more.',
    ...D(),
  },
  { id: 'chauffeur', name: 'Chauffeur', cost: 7, text: 'At the start of each of your turns, gain 1 Ticket.', ...D() },
  {
    id: 'pawnbroker',
    name: 'Pawnbroker',
    cost: 6,
    text: "When a Contact Action's reward Resupplies you, gain 1 more Supply Token.",
    ...D(),
  },
  { id: 'banker', name: 'Private Banker', cost: 6, text: 'Assets cost you 2 Supply Tokens less to recruit.', ...D() },
  {
    id: 'double',
    name: 'Double Agent',
    cost: 10,
    text: '1 extra Card Action each turn, after your normal two.',
    ...D(),
  },
  {
    id: 'anarchist',
    name: 'Anarchist',
    cost: 7,
    text: 'After you play Sabotage in a Capital, its Nation loses 2 more Influence.',
    ...D(),
  },
  { id: 'informant', name: 'Informant', cost: 8, text: 'After you play a Counter card, gain 1 Supply Token.', ...D() },
  {
    id: 'archivist',
    name: 'Archivist',
    cost: 9,
    text: 'After you play an Espionage card, Control (if you can).',
    ...D(),
  },
  {
    id: 'pickpocket',
    name: 'Pickpocket',
    cost: 5,
    text: 'After you play Extort, gain 1 Supply Token from the bank.',
    ...D(),
  },
  { id: 'forger', name: 'Forger', cost: 4, text: 'After you play Evade, lose 1 more Tag.', ...D() },
  {
    id: 'cryptologist',
    name: 'Cryptologist',
    cost: 8,
    text: 'Once per turn, during your actions, resolve the effect of a card in your Records again (it stays there and owes nothing more). This never triggers another Asset.',
    ...D('Name and the never-another-Asset rule printed; the effect designed.'),
  },
  { id: 'interpreter', name: 'Interpreter', cost: 5, text: 'After a Contact Action, gain 1 Ticket.', ...D() },
  {
    id: 'landlady',
    name: 'Landlady',
    cost: 5,
    text: 'At the start of your turn, if you have 3 or more Tags, lose 1 Tag.',
    ...D(),
  },
  {
    id: 'bookkeeper',
    name: 'Bookkeeper',
    cost: 4,
    text: 'At the start of your turn, if you have no Supply Tokens, gain 1.',
    ...D(),
  },
  { id: 'agitator', name: 'Agitator', cost: 5, text: 'After you play Incite Sedition, gain 1 Ticket.', ...D() },
  { id: 'detective', name: 'Private Detective', cost: 6, text: 'After you play Trace, gain 1 Supply Token.', ...D() },
  { id: 'lawyer', name: 'Lawyer', cost: 6, text: 'After you play Blackmail, lose 1 Tag.', ...D() },
  { id: 'telegraphist', name: 'Telegraphist', cost: 6, text: 'After a Contact Action, gain 1 Supply Token.', ...D() },
  { id: 'porter', name: 'Hotel Porter', cost: 4, text: 'After you play Misdirect, gain 1 Ticket.', ...D() },
  { id: 'diplomat', name: 'Diplomat', cost: 9, text: 'After a Contact Action, Control (if you can).', ...D() },
  { id: 'engineer', name: 'Engineer', cost: 5, text: 'After you play Sabotage, gain 1 Ticket.', ...D() },
  {
    id: 'quartermaster',
    name: 'Quartermaster',
    cost: 8,
    text: 'After you play a Travel card, gain 1 Supply Token.',
    ...D(),
  },
  { id: 'safecracker', name: 'Safecracker', cost: 6, text: 'After you play Smuggle, gain 1 Ticket.', ...D() },
  { id: 'concierge', name: 'Concierge', cost: 4, text: 'After you play Private Line, lose 1 Tag.', ...D() },
] as const;

const STARRED = [
  {
    id: 'fortune',
    name: 'Soldier of Fortune',
    cost: 7,
    specialCard: 'mercenary',
    text: 'Gives the Special Action Card Mercenary Raid (it joins your hand when recruited).',
  },
  {
    id: 'zeppelin-pilot',
    name: 'Zeppelin Pilot',
    cost: 8,
    specialCard: 'zeppelin',
    text: 'Gives the Special Action Card Zeppelin Raid (it joins your hand when recruited).',
  },
  {
    id: 'photographer',
    name: 'Photographer',
    cost: 6,
    specialCard: 'photograph',
    text: 'Gives the Special Action Card Photograph (it joins your hand when recruited).',
  },
  {
    id: 'ciwl',
    name: 'CIWL Agent',
    cost: 7,
    specialCard: 'nord',
    text: 'Gives the Special Action Card Nord Express (it joins your hand when recruited).',
  },
  {
    id: 'femme',
    name: 'Femme Fatale',
    cost: 7,
    specialCard: 'seduce',
    text: 'Gives the Special Action Card Seduce (it joins your hand when recruited).',
  },
  {
    id: 'robber',
    name: 'Train Robber',
    cost: 6,
    specialCard: 'holdup',
    text: 'Gives the Special Action Card Hold-Up (it joins your hand when recruited).',
  },
].map((a) => ({ ...a, starred: true, ...D('Name printed (starred); cost and its Special Action Card designed.') }));

export const ASSET_LIST: readonly Asset[] = [...BASIC, ...STARRED].map((a) => assetSchema.parse(a));
export const ASSETS: Readonly<Record<string, Asset>> = Object.fromEntries(ASSET_LIST.map((a) => [a.id, a]));
