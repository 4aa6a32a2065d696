/** Axon Protocol's colours, short codes and words shared by the board, the hand and the captions. */
import {
  type AreaType,
  CHARACTERS,
  RESOURCE_NAMES,
  type Resource,
  type Skill,
  type SoftwareType,
} from '../../src/games/axon/data/index.ts';

/** Resource cube colours, each with a letter code so colour never carries the meaning alone. */
export const RES_COLOR: Readonly<Record<Resource, string>> = {
  augments: '#c9d3e6',
  data: '#3d8bff',
  drugs: '#39d353',
  products: '#ffc53d',
  scandal: '#ff4fd8',
  violence: '#ff4545',
};
export const RES_CODE: Readonly<Record<Resource, string>> = {
  augments: 'A',
  data: 'D',
  drugs: 'Dr',
  products: 'P',
  scandal: 'S',
  violence: 'V',
};
export const RES_NAME = RESOURCE_NAMES;
/** The order tokens are listed on a Character. */
export const CHAR_RES = ['augments', 'drugs', 'products', 'scandal', 'violence'] as const;

export const AREA_COLOR: Readonly<Record<AreaType, string>> = {
  private: '#a78bff',
  public: '#29e6ff',
  corporate: '#e8c15a',
  exit: '#b6ff3b',
  prison: '#ff5470',
};
export const AREA_WORD: Readonly<Record<AreaType, string>> = {
  private: 'Private',
  public: 'Public',
  corporate: 'Corporate',
  exit: 'Exit',
  prison: 'Prison',
};

export const SKILL_CODE: Readonly<Record<Skill, string>> = {
  augment: 'AUG',
  buy: 'BUY',
  drugs: 'DRG',
  crime: 'CRM',
  murder: 'MUR',
  data: 'DAT',
  scandal: 'SCN',
  move: 'MOV',
  drive: 'DRV',
  fly: 'FLY',
  arrest: 'ARR',
  execute: 'EXE',
  investigate: 'INV',
  guard: 'GRD',
  hack: 'HCK',
};

export const SOFTWARE_COLOR: Readonly<Record<SoftwareType, string>> = {
  attack: '#ff5470',
  counter: '#29e6ff',
  utility: '#b6ff3b',
};

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Short names for tight places (the full name where it fits). */
const SHORT: Readonly<Record<string, string>> = {
  'street-samurai': 'Samurai',
  'serial-killer': 'Killer',
  'corporate-assassin': 'Assassin',
  'private-investigator': 'P.I.',
  'taxi-driver': 'Taxi',
  'security-droid': 'Sec Droid',
  'pleasure-droid': 'Pleasure',
  'courier-drone': 'Drone',
  'clone-soldier': 'Clone',
  'vat-worker': 'Vat Worker',
  politician: 'Politician',
  paparazzo: 'Paparazzo',
};
export const shortName = (id: string, name: string): string => SHORT[id] ?? name;

/** What a Desktop card names (a Character id, shown by its name). */
export const targetName = (t: string): string => CHARACTERS[t]?.name ?? t;
