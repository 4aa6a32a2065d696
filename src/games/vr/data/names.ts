/** Printed names of the Districts, Actions, Verse types and Agent types, for card texts and display. */
import { namesOf } from '../../shared/names.ts';
import { type ActionId, agentType, type DistrictId, verseType } from './types.ts';

/** As printed ("Denfert Rochereau" without a hyphen, as the rulebook spells it). */
export const DISTRICT_NAMES: Readonly<Record<DistrictId, string>> = {
  PI: 'Pigalle',
  ND: 'Néo District',
  QL: 'Quartier Latin',
  CE: 'Champs-Élysées',
  MA: 'Marais',
  DR: 'Denfert Rochereau',
  NA: 'Nation',
};

/** As printed on the Player Board and in the rulebook. */
export const ACTION_NAMES: Readonly<Record<ActionId, string>> = {
  work: 'Work',
  recruit: 'Recruit an Agent',
  server: 'Build a Server',
  verse: 'Create a Verse',
  donation: 'Make a Donation',
};

export const VERSE_TYPE_NAMES = namesOf(verseType, ['Science Fiction', 'Horror', 'Fantasy', 'Adventure']);

export const AGENT_TYPE_NAMES = namesOf(agentType, ['Fighter', 'Tech', 'Diplomat']);
