import { flowStateStart } from '../../engine/gameFlow.ts';
import { seedRng, shuffle } from '../../engine/rng.ts';
import {
  ALERT_DECK,
  ALERT_SETUP,
  ANOMALY_LIST,
  ANOMALY_SETS,
  COLUMNS,
  GREY_START,
  PURPLE_START,
} from './data/index.ts';
import type { HackOptions, HackState } from './state.ts';

type Count = 1 | 2 | 3 | 4;

/**
 * Scenario 1's board set-up by player count (its reminder overrides the basic set-up: the purple
 * cube starts at 2 / 3 / 4): orange cubes, the Alert deck (one card fewer than the cubes), the
 * Antivirus interface (the Forbidden card in the first block for 1-2 players), the Critical
 * interface, the shuffled Anomaly deck. The Characters are chosen next ('character' decision);
 * the decks, Firewalls, the Alpha Anomalies, DrPower's and CyberLink's pieces and the solo cards
 * follow once they are known ('setupDecks' step).
 */
export function setupHack(players: number, options: HackOptions, seed: string): HackState {
  const rng = seedRng(seed);
  const k = Math.min(4, Math.max(1, players)) as Count;
  const alert: (number | null)[] = COLUMNS.map(() => null);
  for (const at of ALERT_SETUP[k]) alert[COLUMNS.indexOf(at[0] as (typeof COLUMNS)[number])] = Number(at.slice(1));
  const cubes = ALERT_SETUP[k].length;
  const alertDeck = shuffle(
    rng,
    ANOMALY_LIST.filter((c) => c.set === ALERT_DECK[k]).map((c) => c.id),
  ).slice(0, cubes - 1);
  const anomalyDeck = shuffle(
    rng,
    ANOMALY_LIST.filter((c) => (ANOMALY_SETS[k] as readonly string[]).includes(c.set)).map((c) => c.id),
  );
  return {
    ...flowStateStart(rng, players, options),
    p: Array.from({ length: players }, () => ({
      characters: [],
      deck: [],
      hand: [],
      drawn: [],
      top: [],
      bottom: [],
      firewall: 0,
      load: 0,
      programsUsed: [],
      cubes: 0,
      split: null,
    })),
    order: [],
    alert,
    removed: COLUMNS.map(() => false),
    alertDeck,
    blocks: [0, 1, 2, 3].map((i) => ({ card: null, nodes: 0, chains: 0, forbidden: k <= 2 && i === 0 })),
    tension: 0,
    purple: PURPLE_START[k],
    grey: GREY_START[k],
    anomalyDeck,
    enemyDiscard: [],
    wave: 0,
    phase: 'setup',
    turn: null,
    over: false,
    result: null,
    stack: [],
    queue: [{ k: 'setupDecks' }],
  };
}
