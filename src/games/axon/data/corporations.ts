import { dataWord } from './messages.ts';
import { type Corporation, corporationSchema, type Resource } from './types.ts';

/**
 * The 6 Corporations (designed: the rulebook prints the count and that each scores two Resources;
 * public sources name ARES (murder and augmentation) and MEDIA NET (violence and scandals)).
 * Each Resource is scored by exactly two Corporations, and no two share both: the six form one
 * ring (ARES - MEDIA NET - The Syndicate - Helix - Omnicorp - Datastream - ARES), so in a 6-player
 * game the rulebook's advice ("choose a Corporation that shares exactly 1 scoring resource with
 * another Corporation already chosen") holds for each choice made in ring order.
 */
const PUBLIC = 'name and Resources from public sources; ability designed';
/** One Corporation a row: id, name, the two Resources it scores, its Corporate Area, its ability's id, its source. */
type Row = readonly [
  id: string,
  name: string,
  scores: [Resource, Resource],
  area: number,
  ability: string,
  note: string,
];
const ROWS: readonly Row[] = [
  ['ares', 'ARES', ['augments', 'violence'], 2, 'ares-murder', PUBLIC],
  ['media-net', 'MEDIA NET', ['violence', 'scandal'], 3, 'media-scandal', PUBLIC],
  ['helix', 'Helix Pharma', ['drugs', 'products'], 4, 'helix-move', 'designed'],
  ['omnicorp', 'Omnicorp', ['products', 'data'], 5, 'omni-shift', 'designed'],
  ['syndicate', 'The Syndicate', ['drugs', 'scandal'], 6, 'syndicate-release', 'designed'],
  ['datastream', 'Datastream', ['data', 'augments'], 7, 'datastream-draw', 'designed'],
];
const LIST: Corporation[] = ROWS.map(([id, _name, scores, area, ability, note]) => ({
  id,
  name: dataWord('corp', id),
  scores,
  area,
  ability: { id: ability, text: dataWord('text', ability) },
  designed: true,
  note,
}));
export const CORPORATION_LIST: readonly Corporation[] = LIST.map((c) => corporationSchema.parse(c));
export const CORPORATIONS: Readonly<Record<string, Corporation>> = Object.fromEntries(
  CORPORATION_LIST.map((c) => [c.id, c]),
);
