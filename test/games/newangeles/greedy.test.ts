import { describe, expect, it } from 'vitest';
import { greedyVersusRandom } from '../../../src/engine/computerPlay.ts';
import { newAngeles } from '../../../src/games/newangeles/game.ts';

/**
 * Issue 22: the greedy computer wins at least 1.5x its fair share against random players, over the
 * bench's 200 seeded games (`npm run bench -- --computers --game na`, same seeds), at every seat
 * count (the bench times each decision: tests never assert on wall-clock time).
 */
describe('New Angeles greedy computer against random players (issue 22)', () => {
  for (const seats of [4, 5, 6]) {
    it(`${seats} seats: at least 1.5x its share of the wins`, () => {
      const r = greedyVersusRandom(newAngeles, seats, 200, 'bench-na');
      expect(r.rate).toBeGreaterThanOrEqual(1.5 * r.fair);
    }, 600_000); // 200 whole games of 4-6 seats: minutes on a loaded machine
  }
});
