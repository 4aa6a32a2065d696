import { flowStateStart } from '../../engine/gameFlow.ts';
import { seedRng, shuffle } from '../../engine/rng.ts';
import {
  ASSET_LIST,
  BASE_CARDS,
  CONTROL_TOKENS,
  NATIONS,
  type Nation,
  POLITICIAN_LIST,
  POLITICIAN_SPACES,
  STACK_START,
  START_INFLUENCE,
  START_SUPPLY,
} from './data/index.ts';
import { CACHE_REGIONS } from './graph.ts';
import type { IspyOptions, IspyState, Track } from './state.ts';

const track = (n: number): Track => Object.fromEntries(NATIONS.map((k) => [k, n])) as Record<Nation, number>;

/**
 * Board and player set-up as printed: Supply on the 5 Caches and 3 per spy, the Asset stacks (6 at
 * Berlin, 3 at Budapest, 1 at London; starred Assets only with the Special Action Cards option), 20
 * Politicians face down, 4 Influence per Nation, Power at 0, player numbers 1-4 at random, the
 * Initiative to number 1, secret Alignments. The game then starts with each spy marking an "In the
 * shadows" Politician (the 'shadow' decision), in turn order.
 */
export function setupIspy(players: number, options: IspyOptions, seed: string): IspyState {
  const rng = seedRng(seed);
  const numbers = shuffle(
    rng,
    Array.from({ length: players }, (_v, i) => i + 1),
  );
  const alignments = shuffle(rng, [...NATIONS]);
  const assets = shuffle(
    rng,
    ASSET_LIST.filter((a) => options.special || !a.starred).map((a) => a.id),
  );
  const stacks = {
    berlin: assets.splice(0, STACK_START.berlin),
    budapest: assets.splice(0, STACK_START.budapest),
    london: assets.splice(0, STACK_START.london),
  };
  const politicians = shuffle(
    rng,
    POLITICIAN_LIST.map((p) => p.id),
  );
  const spaces = politicians.splice(0, POLITICIAN_SPACES).map((tile) => ({ tile, tokens: [] }));
  const initiative = numbers.indexOf(1);
  return {
    ...flowStateStart(rng, players, options),
    round: 1,
    initiative,
    roundStart: initiative,
    turnsPlayed: 0,
    turn: null,
    spies: numbers.map((number, i) => ({
      number,
      region: null,
      supply: START_SUPPLY,
      tags: 0,
      hand: [...BASE_CARDS],
      agenda: [],
      records: [],
      assets: [],
      tokens: CONTROL_TOKENS,
      alignment: alignments[i]!,
    })),
    influence: track(START_INFLUENCE),
    power: track(0),
    caches: [...CACHE_REGIONS],
    assetDeck: assets,
    stacks,
    politicianDeck: politicians,
    politicianDiscard: [],
    spaces,
    phase: 0,
    over: false,
    result: null,
    stack: [],
    queue: [{ k: 'startRound', data: {} }],
  };
}
