import { z } from 'zod';
import { type Component, type SetupCard, setupCardSchema } from './types.ts';

const SINGLES = ['development', 'humanFirst', 'orgcrime', 'prisec', 'illness'] as const;

/**
 * One setup card as a row: the androids' districts, then the district of each single piece in
 * SINGLES' order (development, Human First, Orgcrime, Prisec, illness), unrest as [district, stage].
 */
const s = (
  id: string,
  name: string,
  android: number[],
  singles: [number, number, number, number, number],
  unrest: [number, number][],
) => ({
  id,
  name,
  place: [
    ...android.map((district) => ({ what: 'android' as Component, district })),
    ...SINGLES.map((what, i) => ({ what, district: singles[i]! })),
  ],
  unrest: unrest.map(([district, stage]) => ({ district, stage })),
  designed: true as const,
  note: 'Designed (rule 39): the printed setup cards are not in the sources; 4-5 androids spread over the arms, one of each unit, Prisec apart from the enemy.',
});

/** The 6 setup cards (rule 39). */
export const SETUP_CARDS: readonly SetupCard[] = z.array(setupCardSchema).parse([
  s('S1', 'Boom Town', [1, 4, 6, 7, 10], [6, 5, 11, 3, 8], [[4, 1]]),
  s(
    'S2',
    'Labor Unrest',
    [2, 5, 8, 11],
    [9, 7, 1, 12, 4],
    [
      [5, 1],
      [8, 1],
    ],
  ),
  s('S3', 'Syndicate City', [1, 3, 6, 9, 12], [12, 10, 2, 6, 11], [[9, 1]]),
  s('S4', 'Quarantine Zone', [4, 5, 10, 11], [3, 8, 6, 9, 12], [[10, 2]]),
  s(
    'S5',
    'Beanstalk Shadow',
    [1, 2, 7, 8, 12],
    [1, 11, 4, 5, 3],
    [
      [7, 1],
      [12, 1],
    ],
  ),
  s('S6', 'Dockside', [3, 7, 9, 10], [7, 2, 8, 11, 6], [[3, 1]]),
]);
