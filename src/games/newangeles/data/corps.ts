import { z } from 'zod';
import { type Corp, type CorpId, corpSchema } from './types.ts';

const note =
  "Designed (rule 30): the printed corp sheets are not in the sources; draw pattern, contract and emergency follow the issue's guidance. Contract capital (tuned): about 10 capital a game each; NBN's condition is met most often, so it pays least.";

/** The six corp sheets, in the order they come into play (4 players: the first four; 5: five; 6: all). */
export const CORPS: readonly Corp[] = z.array(corpSchema).parse(
  [
    {
      id: 'haas',
      name: 'Haas-Bioroid',
      short: 'HB',
      draw: ['labor', 'general'],
      contract: { on: 'androidPlaced', capital: 2, text: 'An android is placed: +2 capital.' },
      emergency: 'E-haas',
      color: '#7e57c2',
      from: 4,
    },
    {
      id: 'jinteki',
      name: 'Jinteki',
      short: 'Jinteki',
      draw: ['biotech', 'general'],
      contract: { on: 'illnessRemoved', capital: 3, text: 'An illness token is removed from a district: +3 capital.' },
      emergency: 'E-jinteki',
      color: '#d32f2f',
      from: 4,
    },
    {
      id: 'nbn',
      name: 'NBN',
      short: 'NBN',
      draw: ['media', 'general'],
      contract: { on: 'unrestFell', capital: 1, text: 'Unrest falls in a district: +1 capital.' },
      emergency: 'E-nbn',
      color: '#fbc02d',
      from: 4,
    },
    {
      id: 'weyland',
      name: 'Weyland Consortium',
      short: 'Weyland',
      draw: ['construction', 'general'],
      contract: { on: 'developmentPlaced', capital: 4, text: 'A development is placed: +4 capital.' },
      emergency: 'E-weyland',
      color: '#388e3c',
      from: 4,
    },
    {
      id: 'globalsec',
      name: 'Globalsec',
      short: 'Globalsec',
      draw: ['security', 'general'],
      contract: { on: 'enemyRemoved', capital: 3, text: 'An enemy unit is removed from a district: +3 capital.' },
      emergency: 'E-globalsec',
      color: '#1e88e5',
      from: 5,
    },
    {
      id: 'melange',
      name: 'Melange Mining',
      short: 'Melange',
      draw: ['labor', 'construction'],
      contract: { on: 'exploited', capital: 2, text: 'A district is exploited: +2 capital.' },
      emergency: 'E-melange',
      color: '#ef6c00',
      from: 6,
    },
  ].map((c) => ({ ...c, designed: true, note })),
);

export const corpOf = (id: CorpId): Corp => CORPS.find((c) => c.id === id)!;
/** The corporations in play at this player count (rule 29). */
export const corpsInPlay = (players: number): CorpId[] => CORPS.filter((c) => c.from <= players).map((c) => c.id);
