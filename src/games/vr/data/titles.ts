/** The 7 Title cards, one per District, with the rulebook's texts. */
import { z } from 'zod';
import { type DistrictId, type Title, titleSchema } from './types.ts';

export const TITLE_LIST: readonly Title[] = z
  .array(titleSchema)
  .length(7)
  .parse([
    { district: 'ND', name: 'Néo District', text: 'Secretely look at the top Necro card.' },
    {
      district: 'MA',
      name: 'Marais',
      text: 'Draw 2 Corruption cards and discard 2 Corruption cards from your hand (which can be the cards you drew).',
    },
    {
      district: 'PI',
      name: 'Pigalle',
      text: 'Turn one of your Agents on Duty upright. It can be activated again this Round.',
    },
    {
      district: 'DR',
      name: 'Denfert Rochereau',
      text: 'If you perform the Work Action, gain 5 additional Eurocredits.',
    },
    {
      district: 'QL',
      name: 'Quartier Latin',
      text: 'During an Interpol Raid or a Necro attack, you can keep 1 Agent on Duty or 1 Boost that should be discarded. This card is the only one that activates outside of your turn.',
    },
    {
      district: 'NA',
      name: 'Nation',
      text: 'If you perform the Build a Server Action, you may build the Server even if your Director is in a Borough where there is no Influence token.',
    },
    {
      district: 'CE',
      name: 'Champs-Élysées',
      text: 'Remove 1 of your Servers from Neo Paris, OR discard one of your Verse cards (Online or not) to gain 10 Eurocredits.',
    },
  ]);
export const TITLES: Readonly<Record<DistrictId, Title>> = Object.fromEntries(
  TITLE_LIST.map((t) => [t.district, t]),
) as Record<DistrictId, Title>;
