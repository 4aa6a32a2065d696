import { type Corporation, corporationSchema } from './types.ts';

/**
 * The 6 Corporations (designed: the rulebook prints the count and that each scores two Resources;
 * public sources name ARES (murder and augmentation) and MEDIA NET (violence and scandals)).
 * Each Resource is scored by exactly two Corporations, and no two share both: the six form one
 * ring (ARES - MEDIA NET - The Syndicate - Helix - Omnicorp - Datastream - ARES), so in a 6-player
 * game the rulebook's advice ("choose a Corporation that shares exactly 1 scoring resource with
 * another Corporation already chosen") holds for each choice made in ring order.
 */
const D = { designed: true } as const;
const LIST: Corporation[] = [
  {
    id: 'ares',
    name: 'ARES',
    scores: ['augments', 'violence'],
    area: 2,
    ability: {
      id: 'ares-murder',
      text: 'Hack 1 Character without discarding another card: it may only use MURDER or AUGMENT.',
    },
    ...D,
    note: 'name and Resources from public sources; ability designed',
  },
  {
    id: 'media-net',
    name: 'MEDIA NET',
    scores: ['violence', 'scandal'],
    area: 3,
    ability: { id: 'media-scandal', text: 'Put 1 Scandal token on a Character that has a Violence token.' },
    ...D,
    note: 'name and Resources from public sources; ability designed',
  },
  {
    id: 'helix',
    name: 'Helix Pharma',
    scores: ['drugs', 'products'],
    area: 4,
    ability: { id: 'helix-move', text: 'Move 1 Character with a Drugs token along 1 street (not out of a Prison).' },
    ...D,
    note: 'designed',
  },
  {
    id: 'omnicorp',
    name: 'Omnicorp',
    scores: ['products', 'data'],
    area: 5,
    ability: { id: 'omni-shift', text: 'Move 1 Data token from your Corporate Area to another Corporate Area.' },
    ...D,
    note: 'designed',
  },
  {
    id: 'syndicate',
    name: 'The Syndicate',
    scores: ['drugs', 'scandal'],
    area: 6,
    ability: { id: 'syndicate-release', text: 'Place 1 Character from the Prison in an Area adjacent to it.' },
    ...D,
    note: 'designed',
  },
  {
    id: 'datastream',
    name: 'Datastream',
    scores: ['data', 'augments'],
    area: 7,
    ability: { id: 'datastream-draw', text: 'Draw 2 Software cards, then discard 1.' },
    ...D,
    note: 'designed',
  },
];
export const CORPORATION_LIST: readonly Corporation[] = LIST.map((c) => corporationSchema.parse(c));
export const CORPORATIONS: Readonly<Record<string, Corporation>> = Object.fromEntries(
  CORPORATION_LIST.map((c) => [c.id, c]),
);
