/**
 * The 12 Objective cards. The rulebook prints 10 texts for 12 cards: the two "Choose a type"
 * cards (Verse type and Agent type) are the ones printed twice (designed), since a choice of type
 * fits whatever strategy a player ends up with.
 */
import { z } from 'zod';
import { type Objective, objectiveSchema } from './types.ts';

const DUPLICATE_NOTE =
  'Second copy (designed): the rulebook prints 10 texts for 12 Objective cards; the two "Choose a type" cards are the repeated ones, as a type choice fits any strategy.';

const VERSE_OF_TYPE =
  'Choose a type of Verse (Science Fiction, Horror, Fantasy or Adventure). Gain 7 VPs per Verse card of that type you own (Online or not).';
const AGENT_TYPE =
  'Choose a type of Agent. Line 1: Gain 5 VPs per Level 1 Agent and 7 VPs per Level 2 Agent of the indicated Type. Line 2: Gain 2 VPs per Level 1 Agent and 3 VPs per Level 2 Agent of the indicated Type. Then add the scores of the 2 lines. All your Agents of the indicated type are counted (on Duty, turned into a Boost or retired).';

/** Each family's printed text (the two copies of a card share theirs). */
const TEXTS: Readonly<Record<string, string>> = {
  income: 'Gain 3 VPs for every 2 levels of Income. EXAMPLE: With an Income of 15, you score 3x7 = 21 VPs.',
  servers:
    'Gain 5 VPs per Server you built (in addition to the usual VPs depending on the number of Servers you built).',
  verses: 'Gain 5 VPs per Verse you own (Online or not).',
  verseTypes:
    'Gain 7 VPs per Verse of different types (Science Fiction, Horror, Fantasy, Adventure) you own (Online or not).',
  verseOfType: VERSE_OF_TYPE,
  boroughs:
    'For each Borough you control, gain: 2 VPs in a 2-player game, 3 VPs in a 3-player game, or 4 VPs in a 4-player game.',
  emptyDistricts:
    'For each District where you have no Influence token (regardless of Servers you might have), gain: 7 VPs in a 2-player game, 6 VPs in a 3-player game, or 5 VPs in a 4-player game.',
  titles:
    'For each Title you own, gain: 8 VPs in a 2-player game, 10 VPs in a 3-player game, or 12 VPs in a 4-player game (in addition of the usual 10 VPs gained for each Title you own).',
  agentType: AGENT_TYPE,
  money: 'Gain 1 VP for every 2 Eurocredits you own + gain 1 VP for every level of Income.',
};

/** A card: its id, its family (TEXTS), and whether it is a second copy (designed). */
type ObjectiveRow = readonly [id: string, family: string, secondCopy?: true];

const ROWS: readonly ObjectiveRow[] = [
  ['income', 'income'],
  ['servers', 'servers'],
  ['verses', 'verses'],
  ['verse-types', 'verseTypes'],
  ['verse-of-type', 'verseOfType'],
  ['verse-of-type-2', 'verseOfType', true],
  ['boroughs', 'boroughs'],
  ['empty-districts', 'emptyDistricts'],
  ['titles', 'titles'],
  ['agent-type', 'agentType'],
  ['agent-type-2', 'agentType', true],
  ['money', 'money'],
];

export const OBJECTIVE_LIST: readonly Objective[] = z
  .array(objectiveSchema)
  .length(12)
  .parse(
    ROWS.map(([id, family, secondCopy]) => ({
      id,
      family,
      text: TEXTS[family],
      ...(secondCopy ? { designed: true, note: DUPLICATE_NOTE } : {}),
    })),
  );
export const OBJECTIVES: Readonly<Record<string, Objective>> = Object.fromEntries(OBJECTIVE_LIST.map((o) => [o.id, o]));
