/** Axon Protocol's colours, short codes and words shared by the board, the hand and the captions. */
import { token } from '../../src/engine/messages.ts';
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
/** An Area type's word, as the key names it ("Private" Area). */
export const areaWord = (t: AreaType): string => token(`axon.render.areaType.${t}`);

/** A Skill's three-letter code on an Action Box ("MUR"). */
export const skillCode = (k: Skill): string => token(`axon.render.skill.${k}`);

export const SOFTWARE_COLOR: Readonly<Record<SoftwareType, string>> = {
  attack: '#ff5470',
  counter: '#29e6ff',
  utility: '#b6ff3b',
};

/** The Characters with a short name for tight places (the full name where it fits). */
const SHORT = new Set([
  'street-samurai',
  'serial-killer',
  'corporate-assassin',
  'private-investigator',
  'taxi-driver',
  'security-droid',
  'pleasure-droid',
  'courier-drone',
  'clone-soldier',
  'vat-worker',
  'politician',
  'paparazzo',
  // Short in French only (their English names fit).
  'reporter',
  'fixer',
  'pusher',
  'gang-boss',
  'rich-kid',
]);
export const shortName = (id: string, name: string): string =>
  SHORT.has(id) ? token(`axon.render.short.${id}`) : name;

/** What a Desktop card names (a Character id, shown by its name). */
export const targetName = (t: string): string => CHARACTERS[t]?.name ?? t;
