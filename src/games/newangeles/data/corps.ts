import { z } from 'zod';
import { type ActionType, type ContractOn, type Corp, type CorpId, corpSchema } from './types.ts';

const note =
  "Designed (rule 30): the printed corp sheets are not in the sources; draw pattern, contract and emergency follow the issue's guidance. Contract capital (tuned): about 10 capital a game each; NBN's condition is met most often, so it pays least.";

/** Each corp sheet's contract: the condition, the capital it pays, its text. */
const CONTRACTS: Record<CorpId, [ContractOn, number, string]> = {
  haas: ['androidPlaced', 2, 'An android is placed: +2 capital.'],
  jinteki: ['illnessRemoved', 3, 'An illness token is removed from a district: +3 capital.'],
  nbn: ['unrestFell', 1, 'Unrest falls in a district: +1 capital.'],
  weyland: ['developmentPlaced', 4, 'A development is placed: +4 capital.'],
  globalsec: ['enemyRemoved', 3, 'An enemy unit is removed from a district: +3 capital.'],
  melange: ['exploited', 2, 'A district is exploited: +2 capital.'],
};

/** A corp sheet as a row: id, name, short name, refresh draw, colour, the player count it comes in at. */
type Row = [CorpId, string, string, (ActionType | 'general')[], string, number];

/** The six corp sheets, in the order they come into play (4 players: the first four; 5: five; 6: all). */
const ROWS: Row[] = [
  ['haas', 'Haas-Bioroid', 'HB', ['labor', 'general'], '#7e57c2', 4],
  ['jinteki', 'Jinteki', 'Jinteki', ['biotech', 'general'], '#d32f2f', 4],
  ['nbn', 'NBN', 'NBN', ['media', 'general'], '#fbc02d', 4],
  ['weyland', 'Weyland Consortium', 'Weyland', ['construction', 'general'], '#388e3c', 4],
  ['globalsec', 'Globalsec', 'Globalsec', ['security', 'general'], '#1e88e5', 5],
  ['melange', 'Melange Mining', 'Melange', ['labor', 'construction'], '#ef6c00', 6],
];

/** The six corp sheets (ROWS' order); each one's emergency action is `E-<id>`. */
export const CORPS: readonly Corp[] = z.array(corpSchema).parse(
  ROWS.map(([id, name, short, draw, color, from]) => {
    const [on, capital, text] = CONTRACTS[id];
    return {
      id,
      name,
      short,
      draw,
      contract: { on, capital, text },
      emergency: `E-${id}`,
      color,
      from,
      designed: true,
      note,
    };
  }),
);

export const corpOf = (id: CorpId): Corp => CORPS.find((c) => c.id === id)!;
/** The corporations in play at this player count (rule 29). */
export const corpsInPlay = (players: number): CorpId[] => CORPS.filter((c) => c.from <= players).map((c) => c.id);
