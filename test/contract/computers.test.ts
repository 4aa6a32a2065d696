/**
 * The computer-player contract, for every registered game and every fixture: the game's greedy
 * player is given only its seat's view and legal actions (never the state, never another seat's
 * secrets) and only ever answers with a legal choice, at every step of whole games played by
 * computers (greedy everywhere, and greedy among random players).
 */
import { describe, expect, it } from 'vitest';
import type { ComputerLevel } from '../../src/engine/computer.ts';
import type { GameDefinition } from '../../src/engine/types.ts';
import { GAMES } from '../../src/games/index.ts';
import { barter } from '../fixture/barter.ts';
import { council } from '../fixture/council.ts';
import { heist } from '../fixture/heist.ts';
import { parley } from '../fixture/parley.ts';
import { playComputersChecked } from './computers.ts';

const GAMES_PER_COUNT = Number(process.env.CONTRACT_COMPUTER_GAMES ?? 6);
const DEFS: readonly GameDefinition[] = [...GAMES.map((e) => e.game), heist, council, parley, barter];
const seatCounts = (d: GameDefinition): number[] =>
  Array.from({ length: d.maxSeats - d.minSeats + 1 }, (_v, i) => d.minSeats + i);

describe.each(DEFS.map((d) => [`${d.name} (${d.id})`, d] as const))('computer players: %s', (_name, def) => {
  for (const seats of seatCounts(def)) {
    it(`${seats} seats: the greedy player sees only its view, never another seat's secrets, and chooses legally`, () => {
      let inputs = 0;
      for (let i = 0; i < GAMES_PER_COUNT; i++) {
        const levels = Array.from(
          { length: seats },
          (_x, s): ComputerLevel => (i % 2 === 0 || s === i % seats ? 'greedy' : 'random'),
        );
        inputs += playComputersChecked(def, levels, `computers-${def.id}-${seats}-${i}`).inputs;
      }
      expect(inputs).toBeGreaterThan(0);
    }, 300_000);
  }
});
