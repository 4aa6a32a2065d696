/** Printed names of the Districts, Actions, Verse types and Agent types, for card texts and display. */
import { namesOf } from '../../shared/names.ts';
import { nameToken } from './messages.ts';
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
  work: nameToken('vr.name.action.work'),
  recruit: nameToken('vr.name.action.recruit'),
  server: nameToken('vr.name.action.server'),
  verse: nameToken('vr.name.action.verse'),
  donation: nameToken('vr.name.action.donation'),
};

export const VERSE_TYPE_NAMES = namesOf(
  verseType,
  verseType.options.map((t) => nameToken(`vr.name.verseType.${t}`)),
);

export const AGENT_TYPE_NAMES = namesOf(
  agentType,
  agentType.options.map((t) => nameToken(`vr.name.agentType.${t}`)),
);

/** The printed English names, for the data's printed card texts (the names players read are the tokens above). */
export const PRINTED_NAMES = {
  action: {
    work: 'Work',
    recruit: 'Recruit an Agent',
    server: 'Build a Server',
    verse: 'Create a Verse',
    donation: 'Make a Donation',
  },
  verseType: namesOf(verseType, ['Science Fiction', 'Horror', 'Fantasy', 'Adventure']),
  agentType: namesOf(agentType, ['Fighter', 'Tech', 'Diplomat']),
} as const;
