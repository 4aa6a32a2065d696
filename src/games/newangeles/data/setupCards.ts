import { z } from 'zod';
import { type Component, type SetupCard, setupCardSchema } from './types.ts';

/** One setup card: androids and the single pieces by district number, unrest as [district, stage]. */
const s = (
  id: string,
  name: string,
  p: { android: number[]; development: number; humanFirst: number; orgcrime: number; prisec: number; illness: number },
  unrest: [number, number][],
) => ({
  id,
  name,
  place: [
    ...p.android.map((district) => ({ what: 'android' as Component, district })),
    ...(['development', 'humanFirst', 'orgcrime', 'prisec', 'illness'] as const).map((what) => ({
      what,
      district: p[what],
    })),
  ],
  unrest: unrest.map(([district, stage]) => ({ district, stage })),
  designed: true as const,
  note: 'Designed (rule 39): the printed setup cards are not in the sources; 4-5 androids spread over the arms, one of each unit, Prisec apart from the enemy.',
});

/** The 6 setup cards (rule 39). */
export const SETUP_CARDS: readonly SetupCard[] = z.array(setupCardSchema).parse([
  s(
    'S1',
    'Boom Town',
    { android: [1, 4, 6, 7, 10], development: 6, humanFirst: 5, orgcrime: 11, prisec: 3, illness: 8 },
    [[4, 1]],
  ),
  s(
    'S2',
    'Labor Unrest',
    { android: [2, 5, 8, 11], development: 9, humanFirst: 7, orgcrime: 1, prisec: 12, illness: 4 },
    [
      [5, 1],
      [8, 1],
    ],
  ),
  s(
    'S3',
    'Syndicate City',
    { android: [1, 3, 6, 9, 12], development: 12, humanFirst: 10, orgcrime: 2, prisec: 6, illness: 11 },
    [[9, 1]],
  ),
  s(
    'S4',
    'Quarantine Zone',
    { android: [4, 5, 10, 11], development: 3, humanFirst: 8, orgcrime: 6, prisec: 9, illness: 12 },
    [[10, 2]],
  ),
  s(
    'S5',
    'Beanstalk Shadow',
    { android: [1, 2, 7, 8, 12], development: 1, humanFirst: 11, orgcrime: 4, prisec: 5, illness: 3 },
    [
      [7, 1],
      [12, 1],
    ],
  ),
  s('S6', 'Dockside', { android: [3, 7, 9, 10], development: 7, humanFirst: 2, orgcrime: 8, prisec: 11, illness: 6 }, [
    [3, 1],
  ]),
]);
