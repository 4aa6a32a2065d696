/**
 * The 36 Corruption cards. The rulebook prints the 8 effects but not the card list: how many
 * copies of each effect, and which Districts, Actions, Verse types and Agent type each card
 * indicates, are designed.
 *
 * Distribution: Lose 1 Immunity x3, Remove Influence x7, Discard Boost x5, Lose 2 Eurocredits x5,
 * Remove Server x7, Discard Verse x4, Decrease Income x2, Discard Agent x3.
 * - Remove Influence pairs: the 7-cycle PI-ND-QL-CE-MA-DR-NA-PI (each District on exactly 2 cards).
 * - Remove Server pairs: the 7-cycle PI-CE-NA-QL-DR-ND-MA-PI (each District on exactly 2 cards, no
 *   pair shared with Remove Influence; includes the rulebook's example card, Quartier Latin or Nation).
 * - Discard Boost pairs: the 5-cycle Work-Recruit-Server-Verse-Donation-Work (each Action twice).
 * - Discard Verse pairs: the 4-cycle SF-Horror-Fantasy-Adventure-SF (each type twice).
 * - Discard Agent: one card per Agent type.
 */
import { z } from 'zod';
import { DISTRICT_NAMES, PRINTED_NAMES } from './names.ts';

const ACTION_NAMES = PRINTED_NAMES.action;
const AGENT_TYPE_NAMES = PRINTED_NAMES.agentType;
const VERSE_TYPE_NAMES = PRINTED_NAMES.verseType;

import {
  type ActionId,
  type AgentType,
  type Corruption,
  corruptionSchema,
  type DistrictId,
  type VerseType,
} from './types.ts';

const COUNT_NOTE = 'Printed effect; the number of copies is designed.';
const PICK_NOTE = 'Printed effect; the number of copies and the indicated';

/** The pairs of neighbours round a cycle, the last with the first: [a, b], [b, c], ..., [z, a]. */
const cycle = <T>(items: readonly T[]): [T, T][] => items.map((x, i) => [x, items[(i + 1) % items.length] ?? x]);

const INFLUENCE_PAIRS = cycle<DistrictId>(['PI', 'ND', 'QL', 'CE', 'MA', 'DR', 'NA']);
// Round the cycle PI-CE-NA-QL-DR-ND-MA-PI, its third pair written Quartier Latin first.
const SERVER_PAIRS: [DistrictId, DistrictId][] = [
  ['PI', 'CE'],
  ['CE', 'NA'],
  ['QL', 'NA'],
  ['QL', 'DR'],
  ['DR', 'ND'],
  ['ND', 'MA'],
  ['MA', 'PI'],
];
const BOOST_PAIRS = cycle<ActionId>(['work', 'recruit', 'server', 'verse', 'donation']);
const VERSE_PAIRS = cycle<VerseType>(['scifi', 'horror', 'fantasy', 'adventure']);
const AGENT_TYPES: AgentType[] = ['fighter', 'tech', 'diplomat'];

/** `n` copies of an effect that indicates nothing: ids `<id>-1`, `<id>-2`, .... */
const copies = (n: number, id: string, effect: string, text: string) =>
  Array.from({ length: n }, (_, i) => ({ id: `${id}-${i + 1}`, effect, text, designed: true, note: COUNT_NOTE }));

/** One card per pair: it indicates the two (`field`), its text naming them. */
const pairCards = <T extends string>(
  pairs: [T, T][],
  id: string,
  effect: string,
  field: 'districts' | 'actions' | 'verseTypes',
  names: Readonly<Record<T, string>>,
  text: (a: string, b: string) => string,
) =>
  pairs.map(([a, b], i) => ({
    id: `${id}-${i + 1}`,
    effect,
    [field]: [a, b],
    text: text(names[a], names[b]),
    designed: true,
    note: `${PICK_NOTE} ${FIELD_WORDS[field]} are designed.`,
  }));
const FIELD_WORDS = { districts: 'Districts', actions: 'Actions', verseTypes: 'Verse types' };

const RAW: object[] = [
  ...copies(
    3,
    'lose-immunity',
    'loseImmunity',
    'Lose 1 Immunity token. This card must be resolved first, before you can spend Immunity tokens to ignore the effect of other Corruption cards.',
  ),
  ...pairCards(
    INFLUENCE_PAIRS,
    'remove-influence',
    'removeInfluence',
    'districts',
    DISTRICT_NAMES,
    (a, b) => `Remove 1 of your Influence tokens in one of the 2 indicated Districts: ${a} or ${b}.`,
  ),
  ...pairCards(
    BOOST_PAIRS,
    'discard-boost',
    'discardBoost',
    'actions',
    ACTION_NAMES,
    (a, b) =>
      `Discard one of your Boosts (Boost card or Agent turned into a Boost) under one of the 2 indicated Actions: ${a} or ${b}.`,
  ),
  ...copies(5, 'lose-money', 'loseMoney', 'Lose 2 Eurocredits.'),
  ...pairCards(
    SERVER_PAIRS,
    'remove-server',
    'removeServer',
    'districts',
    DISTRICT_NAMES,
    (a, b) => `Remove one of your Servers in one of the 2 indicated Districts: ${a} or ${b}. Return it to your Supply.`,
  ),
  ...pairCards(
    VERSE_PAIRS,
    'discard-verse',
    'discardVerse',
    'verseTypes',
    VERSE_TYPE_NAMES,
    (a, b) => `Discard one of your Verse cards, Online or not, of one of the 2 indicated types: ${a} or ${b}.`,
  ),
  ...copies(2, 'lose-income', 'loseIncome', 'Decrease your Income by 1.'),
  ...AGENT_TYPES.map((t) => ({
    id: `discard-agent-${t}`,
    effect: 'discardAgent',
    agentType: t,
    text: `Discard one of your Agents on Duty of the indicated type: ${AGENT_TYPE_NAMES[t]}.`,
    designed: true,
    note: `${PICK_NOTE} Agent type is designed (one card per type).`,
  })),
];

export const CORRUPTION_LIST: readonly Corruption[] = z.array(corruptionSchema).length(36).parse(RAW);
export const CORRUPTION: Readonly<Record<string, Corruption>> = Object.fromEntries(
  CORRUPTION_LIST.map((c) => [c.id, c]),
);
