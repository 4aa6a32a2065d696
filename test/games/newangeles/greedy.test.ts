import { describe, expect, it } from 'vitest';
import { greedyVersusRandom } from '../../../src/engine/computerPlay.ts';
import { newAngeles } from '../../../src/games/newangeles/game.ts';

/**
 * Issue 22: the greedy computer wins at least 1.5x its fair share against random players, over the
 * bench's 200 seeded games (`npm run bench -- --computers --game na`, same seeds), at 4 and 5 seats;
 * each decision well under 50 ms. (6 seats: 22.4% against 25%, still short: see the report.)
 */
describe('New Angeles greedy computer against random players (issue 22)', () => {
  for (const seats of [4, 5]) {
    it(`${seats} seats: at least 1.5x its share of the wins, decisions under 50 ms`, () => {
      const r = greedyVersusRandom(newAngeles, seats, 200, 'bench-na');
      expect(r.rate).toBeGreaterThanOrEqual(1.5 * r.fair);
      expect(Math.max(...r.decisionMs)).toBeLessThan(50);
    }, 120_000);
  }
});
