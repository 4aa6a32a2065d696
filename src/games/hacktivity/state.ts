import { z } from 'zod';
import type { PendingOf, StepOf } from '../../engine/flow.ts';
import { flowStateHead, flowStateStacks } from '../../engine/gameFlow.ts';
import { optionFlag } from '../../engine/options.ts';
import { character } from './data/types.ts';
import { hackKinds } from './flow.ts';

const seat = z.number().int().min(0).max(3);
const count = z.number().int().min(0);

/** One player: their Character(s) (two in solo), deck, hand and the two discard piles. */
export const playerSchema = z.object({
  characters: z.array(character).max(2),
  /** Character deck, top first (solo: both decks and the Solo Zero cards, shuffled together). Never reshuffled. */
  deck: z.array(z.string()),
  /** Private: cards in hand (Character and Anomaly cards). */
  hand: z.array(z.string()),
  /** Private until everyone has drawn: this wave's cards, face down. */
  drawn: z.array(z.string()),
  /** The top and bottom Discard piles (last = visible). */
  top: z.array(z.string()),
  bottom: z.array(z.string()),
  firewall: z.number().int().min(0).max(9),
  /** DrPower: the blue cube on the load scale (0 before any Charge; 1-7), and the once-per-game programs used. */
  load: z.number().int().min(0).max(7),
  programsUsed: z.array(z.string()),
  /** CyberLink: grey cubes in reserve (4 at setup). */
  cubes: count,
  /** The split this player chose in this wave's Draw (public): from the Character deck, from the Anomaly deck. */
  split: z.object({ character: count, anomaly: count }).nullable(),
});
export type Player = z.infer<typeof playerSchema>;

/** A data block of the Antivirus interface. */
export const blockSchema = z.object({
  /** The Anomaly paralysed here, if any. */
  card: z.string().nullable(),
  /** Nodes left (the blue hexagon). */
  nodes: count,
  /** CyberLink's grey cubes on this Anomaly. */
  chains: count,
  /** 1-2 players: the Forbidden card fills the first block. */
  forbidden: z.boolean(),
});
export type Block = z.infer<typeof blockSchema>;

/** One decision the game waits for, its data checked per kind (flow.ts). */
export type Pending = PendingOf<HackState>;
/** An automatic step, its data checked per step. */
export type Step = StepOf<HackState>;

export const optionsSchema = z.object({
  /** Scenario 1's difficult game: two more Alpha Anomalies of 3 nodes. */
  difficult: optionFlag.default(false),
  /** An Emergency Protocol (A-E), one at a time. */
  protocol: z.enum(['none', 'A', 'B', 'C', 'D', 'E']).default('none'),
});
export type HackOptions = z.infer<typeof optionsSchema>;

export const hackStateSchema = z.object({
  ...flowStateHead(1, 4, optionsSchema),
  p: z.array(playerSchema),
  /** Seats in character order (01 CyberLink, 02 DrPower, 03 BLAAST!!, 04 ArTeMiS; a solo seat once). */
  order: z.array(seat),
  /** The Alert interface: columns a-f, each with its orange cube's row (1-7) or null (none, or removed). */
  alert: z.array(z.number().int().min(1).max(7).nullable()).length(6),
  /** Columns whose cube was removed by an Alert up past row 7 (marked on the board). */
  removed: z.array(z.boolean()).length(6),
  alertDeck: z.array(z.string()),
  blocks: z.array(blockSchema).length(4),
  /** Index on the Tension track (its value is the number of cards each player draws). */
  tension: count,
  /** The purple cube (infection) and the grey cube (breaking point) on the purple scale. */
  purple: count,
  grey: count,
  /** Top first. */
  anomalyDeck: z.array(z.string()),
  enemyDiscard: z.array(z.string()),
  wave: count,
  phase: z.enum(['setup', 'draw', 'play', 'over']),
  /**
   * Whose Play turn it is, how many cards they have played this turn (1 or 2 per turn), and whether
   * DrPower has run this turn's program ("one of the 4 programs": one per turn).
   */
  turn: z.object({ seat, played: z.number().int().min(0).max(2), program: z.boolean().optional() }).nullable(),
  over: z.boolean(),
  result: z.object({ won: z.boolean(), reason: z.string() }).nullable(),
  ...flowStateStacks(hackKinds),
});
export type HackState = z.infer<typeof hackStateSchema>;
