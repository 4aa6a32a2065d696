/**
 * The contract every game passes (test/contract/games/: one file per game, so the games' checks
 * run side by side). Random legal play to the end over many seeds
 * per seat count with the cheap checks at every step, and fewer seeds with every check at every
 * step (views of every seat, the state's storage). Game-specific invariants stay in each game's tests.
 */
import { describe, expect, it } from 'vitest';
import type { GameEntry } from '../../src/registry.ts';
import { CommandCoverage } from './commands.ts';
import { checkHelp } from './limits.ts';
import { checkReplay, playChecked } from './play.ts';

/** Seeds per seat count with the cheap checks (at least 100), and with every check at every step. */
const GAMES_PER_COUNT = Math.max(100, Number(process.env.CONTRACT_GAMES ?? 100));
const DEEP_PER_COUNT = Number(process.env.CONTRACT_DEEP_GAMES ?? 10);

const seatCounts = (e: GameEntry): number[] =>
  Array.from({ length: e.game.maxSeats - e.game.minSeats + 1 }, (_v, i) => e.game.minSeats + i);

/** The game contract of `entry`, as one describe block of the file that calls it. */
export function describeGameContract(entry: GameEntry): void {
  describe(`the game contract: ${entry.game.name} (${entry.game.id})`, () => {
    const def = entry.game;
    const coverage = new CommandCoverage(entry);

    it('declares its seat counts and help topics as /game help shows them', () => {
      expect(Number.isInteger(def.minSeats) && def.minSeats >= 1 && def.maxSeats >= def.minSeats).toBe(true);
      expect(checkHelp(def)).toEqual([]);
    });

    for (const seats of seatCounts(entry)) {
      it(`${seats} seats: ${GAMES_PER_COUNT} random games end with a result; choices fit Discord and stay reachable; public texts keep secrets; replays match`, () => {
        for (let i = 0; i < GAMES_PER_COUNT; i++) {
          const seed = `contract-${def.id}-${seats}-${i}`;
          const game = playChecked(entry, seats, seed, false, coverage);
          checkReplay(def, seats, seed, game);
        }
      }, 300_000);

      it(`${seats} seats: ${DEEP_PER_COUNT} games checked at every step: views keep each seat's secrets, the state survives JSON and its schema`, () => {
        for (let i = 0; i < DEEP_PER_COUNT; i++) {
          const seed = `contract-deep-${def.id}-${seats}-${i}`;
          const game = playChecked(entry, seats, seed, true, coverage);
          checkReplay(def, seats, seed, game);
        }
      }, 300_000);
    }

    it('every kind met in play has a subcommand or always fit on the buttons', () => {
      expect(coverage.kinds.size, 'kinds met in the random games above').toBeGreaterThan(0);
      expect(coverage.unreachable()).toEqual([]);
    });
  });
}
