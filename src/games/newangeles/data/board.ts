import { z } from 'zod';
import { type District, districtSchema } from './types.ts';

const note =
  'Designed (rules 5-6): the printed board is not in the sources; four arms of three districts flowing into The Root.';

/** The districts, by number (index = number); The Root is 0 and has no exit. Coordinates: a 1000 x 1000 city square. */
export const DISTRICTS: readonly District[] = z.array(districtSchema).parse(
  [
    { n: 0, name: 'The Root', primary: 'tech', others: ['goods'], exit: null, x: 500, y: 500 },
    { n: 1, name: 'Laguna Velasco', primary: 'energy', others: ['food'], exit: 3, x: 140, y: 270 },
    { n: 2, name: 'Guayaquil', primary: 'goods', others: ['energy'], exit: 3, x: 280, y: 110 },
    { n: 3, name: 'Quinde', primary: 'tech', others: ['goods'], exit: 0, x: 320, y: 320 },
    { n: 4, name: 'Manta', primary: 'food', others: [], exit: 6, x: 720, y: 110 },
    { n: 5, name: 'Bellamy', primary: 'energy', others: ['tech'], exit: 6, x: 860, y: 270 },
    { n: 6, name: 'Mercado', primary: 'goods', others: ['food'], exit: 0, x: 680, y: 320 },
    { n: 7, name: 'Port Ocean', primary: 'food', others: ['goods'], exit: 9, x: 860, y: 730 },
    { n: 8, name: 'Tierra Alta', primary: 'energy', others: [], exit: 9, x: 720, y: 890 },
    { n: 9, name: 'Levy Heights', primary: 'tech', others: ['energy'], exit: 0, x: 680, y: 680 },
    { n: 10, name: 'Esmeraldas', primary: 'food', others: ['tech'], exit: 12, x: 280, y: 890 },
    { n: 11, name: 'Chakana', primary: 'goods', others: [], exit: 12, x: 140, y: 730 },
    { n: 12, name: 'Corona', primary: 'energy', others: ['food', 'goods'], exit: 0, x: 320, y: 680 },
  ].map((d) => ({ ...d, designed: true, note })),
);

export const ROOT = 0;
export const DISTRICT_COUNT = DISTRICTS.length;
