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

export const OBJECTIVE_LIST: readonly Objective[] = z
  .array(objectiveSchema)
  .length(12)
  .parse([
    {
      id: 'income',
      family: 'income',
      text: 'Gain 3 VPs for every 2 levels of Income. EXAMPLE: With an Income of 15, you score 3x7 = 21 VPs.',
    },
    {
      id: 'servers',
      family: 'servers',
      text: 'Gain 5 VPs per Server you built (in addition to the usual VPs depending on the number of Servers you built).',
    },
    { id: 'verses', family: 'verses', text: 'Gain 5 VPs per Verse you own (Online or not).' },
    {
      id: 'verse-types',
      family: 'verseTypes',
      text: 'Gain 7 VPs per Verse of different types (Science Fiction, Horror, Fantasy, Adventure) you own (Online or not).',
    },
    { id: 'verse-of-type', family: 'verseOfType', text: VERSE_OF_TYPE },
    { id: 'verse-of-type-2', family: 'verseOfType', text: VERSE_OF_TYPE, designed: true, note: DUPLICATE_NOTE },
    {
      id: 'boroughs',
      family: 'boroughs',
      text: 'For each Borough you control, gain: 2 VPs in a 2-player game, 3 VPs in a 3-player game, or 4 VPs in a 4-player game.',
    },
    {
      id: 'empty-districts',
      family: 'emptyDistricts',
      text: 'For each District where you have no Influence token (regardless of Servers you might have), gain: 7 VPs in a 2-player game, 6 VPs in a 3-player game, or 5 VPs in a 4-player game.',
    },
    {
      id: 'titles',
      family: 'titles',
      text: 'For each Title you own, gain: 8 VPs in a 2-player game, 10 VPs in a 3-player game, or 12 VPs in a 4-player game (in addition of the usual 10 VPs gained for each Title you own).',
    },
    { id: 'agent-type', family: 'agentType', text: AGENT_TYPE },
    { id: 'agent-type-2', family: 'agentType', text: AGENT_TYPE, designed: true, note: DUPLICATE_NOTE },
    {
      id: 'money',
      family: 'money',
      text: 'Gain 1 VP for every 2 Eurocredits you own + gain 1 VP for every level of Income.',
    },
  ]);
export const OBJECTIVES: Readonly<Record<string, Objective>> = Object.fromEntries(OBJECTIVE_LIST.map((o) => [o.id, o]));
