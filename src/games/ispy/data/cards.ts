import { type ActionCard, actionCardSchema } from './types.ts';

/**
 * The 12 Action Cards every spy holds, two per Nation, and the 6 Special Action Cards (optional
 * rule). The rulebook names them and gives some of their numbers (Overnight Line: 4 Tickets, 3
 * German Influence; Smuggle: 3 French Influence and 1 Supply; Private Line: 3 Tickets and 2 more
 * for a Tag; Airship Line: 2 Italian Influence; Trace: 2 Tags to an adjacent spy); the rest is
 * designed (`designed: true`, with what was designed in `note`). The Scoring Phase example pins
 * Private Line at 1 or 2, Extort not at 3, and France's second card at neither 3 nor 4.
 */
const D = (note: string) => ({ designed: true, note });

const BASE = [
  {
    id: 'evade',
    name: 'Evade',
    nation: 'britain',
    influence: [{ nation: 'britain', n: 2 }],
    types: ['travel'],
    text: 'Lose up to 2 Tags, then gain 1 Ticket.',
    ...D('Effect and Influence designed; the rulebook says Evade answers Trace.'),
  },
  {
    id: 'courier',
    name: 'Courier Line',
    nation: 'britain',
    influence: [{ nation: 'britain', n: 3 }],
    types: ['travel'],
    text: 'Gain 1 Ticket. This turn, when you take a Contact Action, score its Influence once and choose a reward twice (the same or the other).',
    ...D("Ticket and Influence designed; the Contact rule is the rulebook's clarification."),
  },
  {
    id: 'overnight',
    name: 'Overnight Line',
    nation: 'germany',
    influence: [{ nation: 'germany', n: 3 }],
    types: ['travel'],
    text: 'Gain 4 Tickets.',
  },
  {
    id: 'extort',
    name: 'Extort',
    nation: 'germany',
    influence: [{ nation: 'germany', n: 2 }],
    types: ['counter'],
    text: 'Take 2 Supply Tokens from an adjacent spy with a Tag (all they have, if fewer).',
    ...D('Amount and Influence designed; the rulebook says Extort steals supplies from a nearby Tagged spy.'),
  },
  {
    id: 'smuggle',
    name: 'Smuggle',
    nation: 'france',
    influence: [{ nation: 'france', n: 3 }],
    types: ['espionage'],
    icons: ['resupply'],
    text: 'Resupply (gain 1 Supply Token).',
  },
  {
    id: 'sabotage',
    name: 'Sabotage',
    nation: 'france',
    influence: [{ nation: 'france', n: 2 }],
    types: ['espionage'],
    text: 'In a Capital, its Nation loses Influence: Berlin and St. Petersburg 6, London and Paris 5, Rome and Budapest 4. Played outside a Capital: you receive a Tag.',
    ...D(
      "Nation, type, Influence and the other Capitals' losses designed; Berlin and St. Petersburg lose 6 as printed.",
    ),
  },
  {
    id: 'private',
    name: 'Private Line',
    nation: 'austria',
    influence: [{ nation: 'austria', n: 1 }],
    types: ['travel'],
    text: 'Gain 3 Tickets. Once this turn, at any point, you may receive a Tag to gain 2 more Tickets.',
    ...D('Influence designed (1, as the Scoring Phase example allows).'),
  },
  {
    id: 'blackmail',
    name: 'Blackmail',
    nation: 'austria',
    influence: [{ nation: 'austria', n: 2 }],
    types: ['counter'],
    text: 'Needs an adjacent spy with a Tag. Choose Control, Empower or Scandalize and resolve it; then choose again (the same or another) and resolve it.',
    ...D(
      'Nation, Influence and the icon menu designed; two icon choices including Control and Empower as the rulebook says.',
    ),
  },
  {
    id: 'airship',
    name: 'Airship Line',
    nation: 'italy',
    influence: [{ nation: 'italy', n: 2 }],
    types: ['travel', 'counter'],
    text: 'Gain 1 Ticket. If you are in an Airship Region, you may at once fly to any of the 4 other Airship Regions; a spy there receives a Tag and is relocated.',
    ...D('The Ticket and the second type designed.'),
  },
  {
    id: 'misdirect',
    name: 'Misdirect',
    nation: 'italy',
    influence: [{ nation: 'italy', n: 2 }],
    types: ['counter', 'espionage'],
    icons: ['inTheWind'],
    text: 'Needs an adjacent spy with a Tag. In The Wind (choose a player: they take the Initiative Card), then Coerce that spy.',
    ...D('Nation, Influence and types designed; In The Wind and Coerce as the rulebook says.'),
  },
  {
    id: 'trace',
    name: 'Trace',
    nation: 'russia',
    influence: [{ nation: 'russia', n: 2 }],
    types: ['counter'],
    text: 'An adjacent spy receives 2 Tags. Or, if an adjacent spy has 5 or more Tags: they lose all their Tags and discard one of their Assets of your choice.',
    ...D('Influence and the second option designed.'),
  },
  {
    id: 'incite',
    name: 'Incite Sedition',
    nation: 'russia',
    influence: [{ nation: 'russia', n: 3 }],
    types: ['espionage', 'counter'],
    icons: ['scandalize'],
    text: 'Choose one: Scandalize; or an adjacent spy receives 1 Tag.',
    ...D('Nation, Influence and effect designed.'),
  },
] as const;

const SPECIAL = [
  {
    id: 'nord',
    name: 'Nord Express',
    nation: 'france',
    influence: [
      { nation: 'france', n: 1 },
      { nation: 'germany', n: 1 },
      { nation: 'russia', n: 1 },
    ],
    types: ['travel'],
    text: 'Gain 5 Tickets.',
    special: true,
    ...D('Designed; the Nord Express ran Paris-Berlin-St. Petersburg.'),
  },
  {
    id: 'seduce',
    name: 'Seduce',
    nation: 'france',
    influence: [
      { nation: 'france', n: 1 },
      { nation: 'austria', n: 1 },
    ],
    types: ['counter'],
    text: 'Needs an adjacent spy (Tagged or not). They receive 1 Tag. Choose Control or Empower and resolve it; then choose again and resolve it.',
    special: true,
    ...D('Designed after Blackmail, as the rulebook pairs them.'),
  },
  {
    id: 'zeppelin',
    name: 'Zeppelin Raid',
    nation: 'germany',
    influence: [
      { nation: 'germany', n: 1 },
      { nation: 'italy', n: 1 },
    ],
    types: ['travel'],
    text: 'Fly at once to any Airship Region; a spy there receives a Tag and is relocated.',
    special: true,
    ...D('Designed.'),
  },
  {
    id: 'photograph',
    name: 'Photograph',
    nation: 'russia',
    influence: [
      { nation: 'russia', n: 1 },
      { nation: 'britain', n: 1 },
    ],
    types: ['counter'],
    text: 'A spy within 2 routes of you receives 2 Tags.',
    special: true,
    ...D('Designed.'),
  },
  {
    id: 'holdup',
    name: 'Hold-Up',
    nation: 'austria',
    influence: [
      { nation: 'austria', n: 1 },
      { nation: 'italy', n: 1 },
    ],
    types: ['counter'],
    text: 'Take 2 Supply Tokens from an adjacent spy (Tagged or not; all they have, if fewer).',
    special: true,
    ...D('Designed.'),
  },
  {
    id: 'mercenary',
    name: 'Mercenary Raid',
    nation: 'britain',
    influence: [
      { nation: 'britain', n: 1 },
      { nation: 'germany', n: 1 },
    ],
    types: ['espionage'],
    icons: ['resupply'],
    text: 'Resupply. Then the Nation of the Capital you are in loses 3 Influence (outside a Capital, nothing more).',
    special: true,
    ...D('Designed.'),
  },
] as const;

export const ACTION_CARD_LIST: readonly ActionCard[] = [...BASE, ...SPECIAL].map((c) => actionCardSchema.parse(c));
export const ACTION_CARDS: Readonly<Record<string, ActionCard>> = Object.fromEntries(
  ACTION_CARD_LIST.map((c) => [c.id, c]),
);
/** The 12 cards each spy starts with, in the order hands list them. */
export const BASE_CARDS: readonly string[] = BASE.map((c) => c.id);
export const SPECIAL_CARDS: readonly string[] = SPECIAL.map((c) => c.id);
