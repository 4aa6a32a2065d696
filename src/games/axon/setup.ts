import { flowStateStart } from '../../engine/gameFlow.ts';
import { nextInt, seedRng, shuffle } from '../../engine/rng.ts';
import { CHARACTER_LIST, NEXUS_CITY, RESOURCES, SCOREBOARD, SOFTWARE_LIST, TYPE_TOKENS } from './data/index.ts';
import type { AxonOptions, AxonState } from './state.ts';

/**
 * Setup steps 1-4 (the board, the Scoreboard with its rewards, Stress at 0 and the Breaking Point
 * token by player count, the shuffled Software deck and Character Stack (beginner level: no
 * advanced Characters), the first player by seed). Step 5, the Corporations chosen clockwise from
 * the first player, is the 'corporation' decision asked here; Two Player Mode's third Resource,
 * the Display and the starting hands follow it (the 'deal' step).
 */
export function setupAxon(players: number, options: AxonOptions, seed: string): AxonState {
  const rng = seedRng(seed);
  const first = nextInt(rng, players);
  const deck = shuffle(
    rng,
    SOFTWARE_LIST.map((c) => c.id),
  );
  const stack = shuffle(
    rng,
    CHARACTER_LIST.filter((c) => !(options.beginner && c.advanced)).map((c) => c.id),
  );
  const per = <T>(f: () => T) =>
    Object.fromEntries(RESOURCES.map((r) => [r, f()])) as Record<(typeof RESOURCES)[number], T>;
  return {
    ...flowStateStart(rng, players, options),
    p: Array.from({ length: players }, () => ({
      corp: null,
      extra: null,
      hand: [],
      desktop: [],
      permVp: 0,
      monopoly: null,
      corpUsed: false,
    })),
    chars: [],
    charStack: stack,
    charDiscard: [],
    deck,
    discard: [],
    areas: NEXUS_CITY.areas.map((a) => ({
      id: a.id,
      boxes: a.boxes.map(() => ({ violence: false, activated: false })),
      data: 0,
    })),
    counter: per(() => 0),
    claimed: per(() => SCOREBOARD.tracks[0]!.rewards.map(() => false)),
    stress: 0,
    breaking: SCOREBOARD.breakingStart[String(players) as '2']!,
    typeTokens: { ...TYPE_TOKENS },
    first,
    dir: 1,
    tookFirst: null,
    round: 0,
    phase: 'setup',
    turn: null,
    end: null,
    over: false,
    result: null,
    recent: [],
    stack: [{ kind: 'corporation', seats: [first], data: {} }],
    queue: [],
  };
}
