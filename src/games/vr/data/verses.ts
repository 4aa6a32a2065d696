/**
 * The 24 Verse cards, 6 of each type. Texts are the rulebook's card texts. Designed: which
 * Agent types, Verse type and Districts each card of a printed group indicates, and Dark
 * Kingdom's type (see its note).
 */
import { z } from 'zod';
import { VERSE_NAMES_EN, verseNameToken, withNameTokens } from './messages.ts';
import { type Verse, verseSchema } from './types.ts';

const BOOST_BONUS =
  'Gain 1 Boost card from those available and slide it under the corresponding Action on your Player Board.';
const NO_CONDITION = 'This Verse has no Condition. When you acquire this card, immediately flip it to its Online side.';

const TWO_AGENTS_NOTE =
  'Indicated Agent type designed: Westland, Exoplanet and Elven Lands each indicate a different type (Tech, Fighter, Diplomat).';
const PAIR_NOTE =
  'Indicated Agent types and Verse type designed: the three cards indicate the three pairs of Agent types (each type twice) and score three different Verse types, none its own; with Mythologia (Horror) each Verse type is scored by exactly one card.';
const SERVER_NOTE =
  'Indicated Districts designed: Venizia, Olmeta Worlds and The Rift indicate the six Districts other than Néo District once each (Paris 1920 covers Néo District).';

function twoAgents(id: string, name: string, type: string, agentType: string): object {
  return {
    id,
    name,
    type,
    family: 'twoAgents',
    condition: 'Have 2 Agents on duty of the indicated Type.',
    bonus: BOOST_BONUS,
    scoring: 'Gain 3 VPs per Agent of the indicated type you own (on Duty, turned into a Boost, or Retired).',
    agentTypes: [agentType],
    designed: true,
    note: TWO_AGENTS_NOTE,
  };
}

function agentPair(id: string, name: string, type: string, agentTypes: [string, string], verseType: string): object {
  return {
    id,
    name,
    type,
    family: 'agentPair',
    condition: 'Have at least 1 Agent on Duty of each of the indicated Types at the same time.',
    bonus: 'Gain 1 +2 VPs token.',
    scoring: 'Gain 3 VPs per Verse of the indicated type you own (Online or not).',
    agentTypes,
    verseType,
    designed: true,
    note: PAIR_NOTE,
  };
}

function serverDistricts(id: string, name: string, type: string, districts: [string, string]): object {
  return {
    id,
    name,
    type,
    family: 'serverDistricts',
    condition: 'Have a Server in at least one of the 2 indicated Districts.',
    bonus: 'Add 1 Influence token to a Borough located in one of the 2 indicated Districts.',
    scoring: 'Gain 2 VPs for each Borough you control in the 2 indicated Districts.',
    districts,
    star: true,
    designed: true,
    note: SERVER_NOTE,
  };
}

const RAW: object[] = [
  twoAgents('westland', 'Westland', 'scifi', 'tech'),
  twoAgents('exoplanet', 'Exoplanet', 'horror', 'fighter'),
  twoAgents('elven-lands', 'Elven Lands', 'fantasy', 'diplomat'),
  agentPair('conquistadores', 'Conquistadores', 'adventure', ['fighter', 'diplomat'], 'scifi'),
  agentPair('space-conquest', 'Space Conquest', 'scifi', ['fighter', 'tech'], 'fantasy'),
  agentPair('elassar', 'Elassar', 'fantasy', ['tech', 'diplomat'], 'adventure'),
  serverDistricts('venizia', 'Venizia', 'adventure', ['PI', 'DR']),
  serverDistricts('olmeta-worlds', 'Olmeta Worlds', 'scifi', ['CE', 'NA']),
  serverDistricts('the-rift', 'The Rift', 'horror', ['QL', 'MA']),
  {
    id: 'dark-kingdom',
    name: 'Dark Kingdom',
    type: 'horror',
    family: 'darkKingdom',
    condition: 'Have 1 Agent on Duty of each type (Fighter, Tech and Diplomat) at the same time.',
    bonus:
      'Each opponent chooses to discard 1 Agent on Duty, 1 Boost (Boost card or Agent turned into a Boost), or 1 Immunity token. If a player does not have any of these items, they do not discard anything.',
    scoring:
      'Gain 5 VPs for each trio of Agents of 3 different types (this is in addition to the 5 VPs already gained at the End of the Game).',
    designed: true,
    note: 'Type designed: the rulebook text types Dark Kingdom Fantasy, giving 7 Fantasy and 5 Horror Verses, while its component list says 6 of each; Dark Kingdom is made Horror to match the component list.',
  },
  {
    id: 'mythologia',
    name: 'Mythologia',
    type: 'fantasy',
    family: 'mythologia',
    condition: 'Undergo an Interpol Raid while having 7 Corruption cards or more.',
    bonus: 'Increase your Income by 2.',
    scoring: 'Gain 3 VPs per Horror Verse you own (Online or not).',
  },
  {
    id: 'the-codex',
    name: 'The Codex',
    type: 'fantasy',
    family: 'codex',
    condition: NO_CONDITION,
    bonus: '',
    scoring:
      'Gain 7 VPs if you have the fewest Eurocredits at the end of the game, regardless of your Income (even if tied).',
  },
  {
    id: 'paris-1920',
    name: 'Paris 1920',
    type: 'fantasy',
    family: 'paris1920',
    condition: 'Have a Server in Neo District.',
    bonus: 'Add 1 Influence token in a Borough of your choice.',
    scoring: 'Gain 3 VPs for each Borough you control in Neo District.',
    districts: ['ND'],
    star: true,
  },
  {
    id: 'the-howling',
    name: 'The Howling',
    type: 'horror',
    family: 'howling',
    condition: 'Have your 3 Directors in the same District during the same Round.',
    bonus: 'Gain 1 +2 VPs token.',
    scoring: 'Gain 2 VPs per District where you have no Influence token (regardless of any Servers you might have).',
  },
  {
    id: 'the-curse',
    name: 'The Curse',
    type: 'horror',
    family: 'curse',
    condition: 'Undergo an Interpol Raid without spending any Immunity tokens.',
    bonus: 'Gain 2 Immunity tokens.',
    scoring:
      'Gain 2 VPs per Corruption card you have in hand during the End of Game Interpol Raid (Keep your Corruption cards after the Raid for the scoring).',
  },
  {
    id: 'the-archipelago',
    name: 'The Archipelago',
    type: 'adventure',
    family: 'archipelago',
    condition: 'Have 3 Influence tokens in the same Borough.',
    bonus: 'Add 3 Influence tokens to one or more Boroughs you control.',
    scoring: 'Gain 3 VPs per Borough where you have 2 Influence tokens or more.',
  },
  {
    id: 'london-1884',
    name: 'London 1884',
    type: 'horror',
    family: 'london',
    condition: 'Have 3 Influence tokens or more in the Recycle area.',
    bonus: 'Place 3 Influence tokens in the Recycle area.',
    scoring: 'Gain 3 VPs per Influence token you have in the Recycle Area at the end of the game.',
  },
  {
    id: 'steampunk-worlds',
    name: 'Steampunk Worlds',
    type: 'adventure',
    family: 'steampunk',
    condition: NO_CONDITION,
    bonus: '',
    scoring: 'Gain 7 VPs if you have the most Influence tokens in Neo Paris at the end of the game (even if tied).',
  },
  {
    id: 'from-ashes-to-ashes',
    name: 'From Ashes to Ashes',
    type: 'scifi',
    family: 'ashes',
    condition: 'Have no Agent on Duty.',
    bonus: BOOST_BONUS,
    scoring: 'Gain 2 VPs per Boost you have (Boost card or Agent turned into Boost).',
  },
  {
    id: 'multiverse',
    name: 'Multiverse',
    type: 'scifi',
    family: 'multiverse',
    condition: NO_CONDITION,
    bonus: '',
    scoring:
      'Gain 7 VPs if you have the most Eurocredits at the end of the game, regardless of your Income (even if tied).',
  },
  {
    id: 'outpost-53',
    name: 'Outpost 53',
    type: 'scifi',
    family: 'outpost',
    condition: 'Have 2 of your Servers in adjacent Districts.',
    bonus: 'Gain 5 Eurocredits.',
    scoring: '2 VPs per Server.',
  },
  {
    id: 'jurassic-land',
    name: 'Jurassic Land',
    type: 'adventure',
    family: 'jurassic',
    condition: 'Have 5 Immunity tokens or more.',
    bonus: 'Gain 1 Immunity token.',
    scoring: 'Gain 2 VPs per Immunity token you have at the end of the game.',
  },
  {
    id: 'the-cyclades',
    name: 'The Cyclades',
    type: 'adventure',
    family: 'cyclades',
    condition: NO_CONDITION,
    bonus: '',
    scoring: 'Gain 7 VPs if you have the fewest Influence tokens in Neo Paris at the end of the game (even if tied).',
  },
  {
    id: 'castle-in-the-air',
    name: 'Castle in the Air',
    type: 'fantasy',
    family: 'castle',
    condition: 'Have 4 Boosts or more (Boost card or Agent turned into a Boost).',
    bonus: BOOST_BONUS,
    scoring: 'Gain 3 VPs per Boost you have under different Actions (Boost card or Agent turned into a Boost).',
  },
];

export const VERSE_LIST: readonly Verse[] = withNameTokens(
  z.array(verseSchema).length(24).parse(RAW),
  VERSE_NAMES_EN,
  verseNameToken,
);
export const VERSES: Readonly<Record<string, Verse>> = Object.fromEntries(VERSE_LIST.map((v) => [v.id, v]));
