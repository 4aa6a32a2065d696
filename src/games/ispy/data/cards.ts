import { type ActionCard, actionCardSchema, type CardType, type Icon, type Nation } from './types.ts';

/**
 * The 12 Action Cards every spy holds, two per Nation, and the 6 Special Action Cards (optional
 * rule). The rulebook names them and gives some of their numbers (Overnight Line: 4 Tickets, 3
 * German Influence; Smuggle: 3 French Influence and 1 Supply; Private Line: 3 Tickets and 2 more
 * for a Tag; Airship Line: 2 Italian Influence; Trace: 2 Tags to an adjacent spy); the rest is
 * designed (`designed: true`, with what was designed in `note`). The Scoring Phase example pins
 * Private Line at 1 or 2, Extort not at 3, and France's second card at neither 3 nor 4.
 */

/** A card's icons, whether it is a Special Action Card and, for a designed one, what was designed. */
type More = { icons?: Icon[]; special?: boolean; note?: string };

/** A card from its row: the Influence it owes per Nation, the first Nation its colour. */
const card = <const I extends string>(
  id: I,
  name: string,
  influence: [[Nation, number], ...[Nation, number][]],
  types: CardType[],
  text: string,
  more: More = {},
) => ({
  id,
  name,
  nation: influence[0][0],
  influence: influence.map(([nation, n]) => ({ nation, n })),
  types,
  icons: more.icons ?? [],
  text,
  special: more.special ?? false,
  ...(more.note ? { designed: true, note: more.note } : {}),
});

// One row per card: id, name, Influence per Nation, types, text[, icons and note].
// biome-ignore format: one row per card
const BASE = [
  card('evade', 'Evade', [['britain', 2]], ['travel'], 'Lose up to 2 Tags, then gain 1 Ticket.', { note: 'Effect and Influence designed; the rulebook says Evade answers Trace.' }),
  card('courier', 'Courier Line', [['britain', 3]], ['travel'], 'Gain 1 Ticket. This turn, when you take a Contact Action, score its Influence once and choose a reward twice (the same or the other).', { note: "Ticket and Influence designed; the Contact rule is the rulebook's clarification." }),
  card('overnight', 'Overnight Line', [['germany', 3]], ['travel'], 'Gain 4 Tickets.'),
  card('extort', 'Extort', [['germany', 2]], ['counter'], 'Take 2 Supply Tokens from an adjacent spy with a Tag (all they have, if fewer).', { note: 'Amount and Influence designed; the rulebook says Extort steals supplies from a nearby Tagged spy.' }),
  card('smuggle', 'Smuggle', [['france', 3]], ['espionage'], 'Resupply (gain 1 Supply Token).', { icons: ['resupply'] }),
  card('sabotage', 'Sabotage', [['france', 2]], ['espionage'], 'In a Capital, its Nation loses Influence: Berlin and St. Petersburg 6, London and Paris 5, Rome and Budapest 4. Played outside a Capital: you receive a Tag.', { note: "Nation, type, Influence and the other Capitals' losses designed; Berlin and St. Petersburg lose 6 as printed." }),
  card('private', 'Private Line', [['austria', 1]], ['travel'], 'Gain 3 Tickets. Once this turn, at any point, you may receive a Tag to gain 2 more Tickets.', { note: 'Influence designed (1, as the Scoring Phase example allows).' }),
  card('blackmail', 'Blackmail', [['austria', 2]], ['counter'], 'Needs an adjacent spy with a Tag. Choose Control, Empower or Scandalize and resolve it; then choose again (the same or another) and resolve it.', { note: 'Nation, Influence and the icon menu designed; two icon choices including Control and Empower as the rulebook says.' }),
  card('airship', 'Airship Line', [['italy', 2]], ['travel', 'counter'], 'Gain 1 Ticket. If you are in an Airship Region, you may at once fly to any of the 4 other Airship Regions; a spy there receives a Tag and is relocated.', { note: 'The Ticket and the second type designed.' }),
  card('misdirect', 'Misdirect', [['italy', 2]], ['counter', 'espionage'], 'Needs an adjacent spy with a Tag. In The Wind (choose a player: they take the Initiative Card), then Coerce that spy.', { icons: ['inTheWind'], note: 'Nation, Influence and types designed; In The Wind and Coerce as the rulebook says.' }),
  card('trace', 'Trace', [['russia', 2]], ['counter'], 'An adjacent spy receives 2 Tags. Or, if an adjacent spy has 5 or more Tags: they lose all their Tags and discard one of their Assets of your choice.', { note: 'Influence and the second option designed.' }),
  card('incite', 'Incite Sedition', [['russia', 3]], ['espionage', 'counter'], 'Choose one: Scandalize; or an adjacent spy receives 1 Tag.', { icons: ['scandalize'], note: 'Nation, Influence and effect designed.' }),
];

// One row per card: id, name, Influence per Nation, types, text, the special flag[, icons] and note.
// biome-ignore format: one row per card
const SPECIAL = [
  card('nord', 'Nord Express', [['france', 1], ['germany', 1], ['russia', 1]], ['travel'], 'Gain 5 Tickets.', { special: true, note: 'Designed; the Nord Express ran Paris-Berlin-St. Petersburg.' }),
  card('seduce', 'Seduce', [['france', 1], ['austria', 1]], ['counter'], 'Needs an adjacent spy (Tagged or not). They receive 1 Tag. Choose Control or Empower and resolve it; then choose again and resolve it.', { special: true, note: 'Designed after Blackmail, as the rulebook pairs them.' }),
  card('zeppelin', 'Zeppelin Raid', [['germany', 1], ['italy', 1]], ['travel'], 'Fly at once to any Airship Region; a spy there receives a Tag and is relocated.', { special: true, note: 'Designed.' }),
  card('photograph', 'Photograph', [['russia', 1], ['britain', 1]], ['counter'], 'A spy within 2 routes of you receives 2 Tags.', { special: true, note: 'Designed.' }),
  card('holdup', 'Hold-Up', [['austria', 1], ['italy', 1]], ['counter'], 'Take 2 Supply Tokens from an adjacent spy (Tagged or not; all they have, if fewer).', { special: true, note: 'Designed.' }),
  card('mercenary', 'Mercenary Raid', [['britain', 1], ['germany', 1]], ['espionage'], 'Resupply. Then the Nation of the Capital you are in loses 3 Influence (outside a Capital, nothing more).', { special: true, icons: ['resupply'], note: 'Designed.' }),
];

/** Every Action Card's id (the French table of data/messages.ts is keyed by it). */
export type CardId = (typeof BASE)[number]['id'] | (typeof SPECIAL)[number]['id'];

export const ACTION_CARD_LIST: readonly ActionCard[] = [...BASE, ...SPECIAL].map((c) => actionCardSchema.parse(c));
export const ACTION_CARDS: Readonly<Record<string, ActionCard>> = Object.fromEntries(
  ACTION_CARD_LIST.map((c) => [c.id, c]),
);
/** The 12 cards each spy starts with, in the order hands list them. */
export const BASE_CARDS: readonly string[] = BASE.map((c) => c.id);
export const SPECIAL_CARDS: readonly string[] = SPECIAL.map((c) => c.id);
