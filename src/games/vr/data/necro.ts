/** The 14 Necro cards: 11 Standard and 3 End of Game, with the rulebook's texts. */
import { z } from 'zod';
import { NECRO_NAMES_EN, necroNameToken, withNameTokens } from './messages.ts';
import { type Necro, necroSchema } from './types.ts';

const IMMUNITY = 'Gain 1 Immunity token.';
const NONE = 'No effect.';
const MARKER =
  'Place the corresponding Necro Marker on your Player Board. (It will be removed at the end of the Round).';

const PRINTED: readonly Necro[] = z
  .array(necroSchema)
  .length(14)
  .parse([
    {
      id: 'corruption',
      name: 'Corruption',
      endOfGame: false,
      minimum: IMMUNITY,
      global: 'Draw 1 Corruption card.',
      maximum: `Next Round, the Recruit an Agent action will cost you 8 Eurocredits (instead of 4). ${MARKER}`,
    },
    {
      id: 'insurrections',
      name: 'Insurrections',
      endOfGame: false,
      minimum: IMMUNITY,
      global: 'Next Round, the Make a Donation action will cost you between 2 and 4 Eurocredits.',
      maximum: `Next Round, the Build a Server action will cost you 20 Eurocredits (instead of 10). ${MARKER}`,
      designed: true,
      note: 'Printed card; "between 2 and 4 Eurocredits" is read as every Donation payment costing 1 more (1 becomes 2, 3 becomes 4): designed.',
    },
    {
      id: 'disruption',
      name: 'Disruption of Transports',
      endOfGame: false,
      minimum: IMMUNITY,
      global: 'Next Round, you will gain only 3 Eurocredits (instead of 5) when you perform the Work action.',
      maximum: `Next Round, the Create a Verse action will cost you 14 Eurocredits (instead of 7). ${MARKER}`,
    },
    {
      id: 'embezzlement',
      name: 'Embezzlement',
      endOfGame: false,
      minimum: 'Increase your Income by 1.',
      global: 'You cannot have more than 5 Eurocredits. Lose all your Eurocredits in excess of that.',
      maximum: 'Lose all your Eurocredits.',
    },
    {
      id: 'tip-off',
      name: 'Anonymous Tip-off',
      endOfGame: false,
      minimum: 'Discard 1 Corruption card of your choice.',
      global: 'Remove 1 of your Influence tokens in Neo Paris.',
      maximum: 'Remove 2 of your Influence tokens in Neo Paris.',
      star: true,
    },
    {
      id: 'revelations',
      name: 'Revelations',
      endOfGame: false,
      minimum: 'Increase your Income by 1.',
      global: 'Decrease your Income by 1.',
      maximum: 'Decrease your Income by 2.',
    },
    {
      id: 'uprising',
      name: 'Uprising',
      endOfGame: false,
      minimum: 'Discard 1 Corruption card of your choice.',
      global: 'Draw 1 Corruption card.',
      maximum: 'Draw 2 Corruption cards.',
    },
    {
      id: 'blackmail',
      name: 'Blackmail',
      endOfGame: false,
      minimum: 'Gain 5 Eurocredits.',
      global: 'Lose 5 Eurocredits.',
      maximum: 'Lose 10 Eurocredits.',
    },
    {
      id: 'hostile-ai',
      name: 'Hostile AI',
      endOfGame: false,
      minimum: IMMUNITY,
      global: 'Discard 1 of your Verse cards (Online or not).',
      maximum: 'Discard 1 of your Verse cards (Online or not).',
    },
    {
      id: 'assassination',
      name: 'Assassination',
      endOfGame: false,
      minimum: IMMUNITY,
      global: 'Discard 1 of your Agents on Duty.',
      maximum: 'Discard 1 of your Agents on Duty.',
    },
    {
      id: 'elimination',
      name: 'Elimination',
      endOfGame: false,
      minimum: IMMUNITY,
      global: 'Discard a Boost (Boost card or Agent turned into a Boost).',
      maximum: 'Discard a Boost (Boost card or Agent turned into a Boost).',
    },
    {
      id: 'computer-virus',
      name: 'Computer Virus',
      endOfGame: true,
      minimum: NONE,
      global: 'During the End of Game scoring, Verses cannot grant more than 8 VPs (instead of 10).',
      maximum: 'Remove 1 of your Servers from Neo Paris (if you have no Server in Neo Paris, lose 5 VPs).',
      star: true,
    },
    {
      id: 'sabotage',
      name: "New Year's Eve Sabotage",
      endOfGame: true,
      minimum: NONE,
      global: 'During the End of Game scoring, Objective cannot grant more than 25 VPs (instead of 30).',
      maximum:
        'During the End of Game scoring, lose 2 VPs per trio of Agents of different types (therefore each trio will grant 3 VPs instead of 5 VPs).',
    },
    {
      id: 'shootout',
      name: 'Shootout',
      endOfGame: true,
      minimum: NONE,
      global:
        'During the End of Game scoring, lose 3 VPs for each Title you own (therefore each Title will grant 7 VPs instead of 10 VPs).',
      maximum: 'Discard all your Influence tokens from 2 Boroughs where you have 1 Influence token or more.',
      star: true,
    },
  ]);
export const NECRO_LIST: readonly Necro[] = withNameTokens(PRINTED, NECRO_NAMES_EN, necroNameToken);
export const NECRO: Readonly<Record<string, Necro>> = Object.fromEntries(NECRO_LIST.map((n) => [n.id, n]));

/**
 * The Necro deck of one game. The rulebook lists 14 cards (11 Standard, 3 End of Game) and four
 * end-of-Round attacks plus one End of Game attack, but not how the deck is built: this make-up is
 * designed.
 */
export const NECRO_DECK = z
  .object({
    /** Standard cards drawn at random, one per end of Rounds 1-4. */
    standard: z.number().int().min(1).max(11),
    /** End of Game cards drawn at random and put at the bottom, for the End of Game attack. */
    endOfGame: z.number().int().min(1).max(3),
    designed: z.literal(true),
    note: z.string(),
  })
  .parse({
    standard: 4,
    endOfGame: 1,
    designed: true,
    note: 'Designed: 4 Standard cards drawn at random from the 11 (one Necro attack at the end of each of Rounds 1-4) over 1 End of Game card drawn from the 3 (the End of Game attack takes the last card); the rest of the cards stay out of the game unseen.',
  });
