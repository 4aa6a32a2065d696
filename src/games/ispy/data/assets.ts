import { ACTION_CARDS } from './cards.ts';
import { type Asset, assetSchema } from './types.ts';

/**
 * The 35 Assets: 29 basic and the 6 starred ones of the Special Action Cards option (each gives
 * its Special Action Card). The rulebook prints the names of the starred Assets, the Labor
 * Organizer (cost 5, improves Smuggle at once) and the Cryptologist (resolves a card's effect,
 * never triggering another Asset); everything else is designed. Effects live in assetHooks.ts
 * (by id) and assets.ts (the Cryptologist's free action). "A Travel card" etc. includes the
 * two-type cards (Airship Line, Misdirect, Incite Sedition) of that type.
 */
/** What was designed of a basic Asset whose name (and more) the rulebook prints; of the others, all. */
const PRINTED: Readonly<Record<string, string>> = {
  labor: 'Name and cost printed; the improvement to Smuggle designed.',
  cryptologist: 'Name and the never-another-Asset rule printed; the effect designed.',
};

// One row per Asset: id, name, cost, text.
// biome-ignore format: one row per Asset
const BASIC = [
  ['labor', 'Labor Organizer', 5, 'Smuggle gives you 1 more Supply Token.'],
  ['stationmaster', 'Stationmaster', 6, 'Overnight Line gives you 1 more Ticket.'],
  ['ferryman', 'Ferryman', 4, 'Courier Line gives you 1 more Ticket.'],
  ['balloonist', 'Balloonist', 4, 'Airship Line gives you 1 more Ticket.'],
  ['guard', 'Border Guard', 5, 'Private Line gives you 1 more Ticket.'],
  ['clerk', 'Railway Clerk', 9, 'Every Travel card that gives you Tickets gives 1 more.'],
  ['chauffeur', 'Chauffeur', 7, 'At the start of each of your turns, gain 1 Ticket.'],
  ['pawnbroker', 'Pawnbroker', 6, "When a Contact Action's reward Resupplies you, gain 1 more Supply Token."],
  ['banker', 'Private Banker', 6, 'Assets cost you 2 Supply Tokens less to recruit.'],
  ['double', 'Double Agent', 10, '1 extra Card Action each turn, after your normal two.'],
  ['anarchist', 'Anarchist', 7, 'After you play Sabotage in a Capital, its Nation loses 2 more Influence.'],
  ['informant', 'Informant', 8, 'After you play a Counter card, gain 1 Supply Token.'],
  ['archivist', 'Archivist', 9, 'After you play an Espionage card, Control (if you can).'],
  ['pickpocket', 'Pickpocket', 5, 'After you play Extort, gain 1 Supply Token from the bank.'],
  ['forger', 'Forger', 4, 'After you play Evade, lose 1 more Tag.'],
  ['cryptologist', 'Cryptologist', 8, 'Once per turn, during your actions, resolve the effect of a card in your Records again (it stays there and owes nothing more). This never triggers another Asset.'],
  ['interpreter', 'Interpreter', 5, 'After a Contact Action, gain 1 Ticket.'],
  ['landlady', 'Landlady', 5, 'At the start of your turn, if you have 3 or more Tags, lose 1 Tag.'],
  ['bookkeeper', 'Bookkeeper', 4, 'At the start of your turn, if you have no Supply Tokens, gain 1.'],
  ['agitator', 'Agitator', 5, 'After you play Incite Sedition, gain 1 Ticket.'],
  ['detective', 'Private Detective', 6, 'After you play Trace, gain 1 Supply Token.'],
  ['lawyer', 'Lawyer', 6, 'After you play Blackmail, lose 1 Tag.'],
  ['telegraphist', 'Telegraphist', 6, 'After a Contact Action, gain 1 Supply Token.'],
  ['porter', 'Hotel Porter', 4, 'After you play Misdirect, gain 1 Ticket.'],
  ['diplomat', 'Diplomat', 9, 'After a Contact Action, Control (if you can).'],
  ['engineer', 'Engineer', 5, 'After you play Sabotage, gain 1 Ticket.'],
  ['quartermaster', 'Quartermaster', 8, 'After you play a Travel card, gain 1 Supply Token.'],
  ['safecracker', 'Safecracker', 6, 'After you play Smuggle, gain 1 Ticket.'],
  ['concierge', 'Concierge', 4, 'After you play Private Line, lose 1 Tag.'],
] as const satisfies readonly (readonly [id: string, name: string, cost: number, text: string])[];

// One row per starred Asset, by the Special Action Card it gives: id, name, cost.
// biome-ignore format: one row per Asset
const STARRED = {
  mercenary: ['fortune', 'Soldier of Fortune', 7],
  zeppelin: ['zeppelin-pilot', 'Zeppelin Pilot', 8],
  photograph: ['photographer', 'Photographer', 6],
  nord: ['ciwl', 'CIWL Agent', 7],
  seduce: ['femme', 'Femme Fatale', 7],
  holdup: ['robber', 'Train Robber', 6],
} as const satisfies Readonly<Record<string, readonly [id: string, name: string, cost: number]>>;

/** Every Asset's id (the French table of data/messages.ts is keyed by it). */
export type AssetId = (typeof BASIC)[number][0] | (typeof STARRED)[keyof typeof STARRED][0];

export const ASSET_LIST: readonly Asset[] = [
  ...BASIC.map(([id, name, cost, text]) => ({
    id,
    name,
    cost,
    text,
    designed: true,
    note: PRINTED[id] ?? 'Designed: name, cost and effect.',
  })),
  ...Object.entries(STARRED).map(([specialCard, [id, name, cost]]) => ({
    id,
    name,
    cost,
    specialCard,
    text: `Gives the Special Action Card ${ACTION_CARDS[specialCard]?.name} (it joins your hand when recruited).`,
    starred: true,
    designed: true,
    note: 'Name printed (starred); cost and its Special Action Card designed.',
  })),
].map((a) => assetSchema.parse(a));
export const ASSETS: Readonly<Record<string, Asset>> = Object.fromEntries(ASSET_LIST.map((a) => [a.id, a]));
