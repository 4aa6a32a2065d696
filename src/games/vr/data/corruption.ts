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
import { ACTION_NAMES, AGENT_TYPE_NAMES, DISTRICT_NAMES, VERSE_TYPE_NAMES } from './names.ts';
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

const INFLUENCE_PAIRS: [DistrictId, DistrictId][] = [
  ['PI', 'ND'],
  ['ND', 'QL'],
  ['QL', 'CE'],
  ['CE', 'MA'],
  ['MA', 'DR'],
  ['DR', 'NA'],
  ['NA', 'PI'],
];
const SERVER_PAIRS: [DistrictId, DistrictId][] = [
  ['PI', 'CE'],
  ['CE', 'NA'],
  ['QL', 'NA'],
  ['QL', 'DR'],
  ['DR', 'ND'],
  ['ND', 'MA'],
  ['MA', 'PI'],
];
const BOOST_PAIRS: [ActionId, ActionId][] = [
  ['work', 'recruit'],
  ['recruit', 'server'],
  ['server', 'verse'],
  ['verse', 'donation'],
  ['donation', 'work'],
];
const VERSE_PAIRS: [VerseType, VerseType][] = [
  ['scifi', 'horror'],
  ['horror', 'fantasy'],
  ['fantasy', 'adventure'],
  ['adventure', 'scifi'],
];
const AGENT_TYPES: AgentType[] = ['fighter', 'tech', 'diplomat'];

const times = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

const RAW: object[] = [
  ...times(3, (i) => ({
    id: `lose-immunity-${i + 1}`,
    effect: 'loseImmunity',
    text: 'Lose 1 Immunity token. This card must be resolved first, before you can spend Immunity tokens to ignore the effect of other Corruption cards.',
    designed: true,
    note: COUNT_NOTE,
  })),
  ...INFLUENCE_PAIRS.map(([a, b], i) => ({
    id: `remove-influence-${i + 1}`,
    effect: 'removeInfluence',
    districts: [a, b],
    text: `Remove 1 of your Influence tokens in one of the 2 indicated Districts: ${DISTRICT_NAMES[a]} or ${DISTRICT_NAMES[b]}.`,
    designed: true,
    note: `${PICK_NOTE} Districts are designed.`,
  })),
  ...BOOST_PAIRS.map(([a, b], i) => ({
    id: `discard-boost-${i + 1}`,
    effect: 'discardBoost',
    actions: [a, b],
    text: `Discard one of your Boosts (Boost card or Agent turned into a Boost) under one of the 2 indicated Actions: ${ACTION_NAMES[a]} or ${ACTION_NAMES[b]}.`,
    designed: true,
    note: `${PICK_NOTE} Actions are designed.`,
  })),
  ...times(5, (i) => ({
    id: `lose-money-${i + 1}`,
    effect: 'loseMoney',
    text: 'Lose 2 Eurocredits.',
    designed: true,
    note: COUNT_NOTE,
  })),
  ...SERVER_PAIRS.map(([a, b], i) => ({
    id: `remove-server-${i + 1}`,
    effect: 'removeServer',
    districts: [a, b],
    text: `Remove one of your Servers in one of the 2 indicated Districts: ${DISTRICT_NAMES[a]} or ${DISTRICT_NAMES[b]}. Return it to your Supply.`,
    designed: true,
    note: `${PICK_NOTE} Districts are designed.`,
  })),
  ...VERSE_PAIRS.map(([a, b], i) => ({
    id: `discard-verse-${i + 1}`,
    effect: 'discardVerse',
    verseTypes: [a, b],
    text: `Discard one of your Verse cards, Online or not, of one of the 2 indicated types: ${VERSE_TYPE_NAMES[a]} or ${VERSE_TYPE_NAMES[b]}.`,
    designed: true,
    note: `${PICK_NOTE} Verse types are designed.`,
  })),
  ...times(2, (i) => ({
    id: `lose-income-${i + 1}`,
    effect: 'loseIncome',
    text: 'Decrease your Income by 1.',
    designed: true,
    note: COUNT_NOTE,
  })),
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
