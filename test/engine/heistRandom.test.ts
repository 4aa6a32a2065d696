import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import { heist } from '../fixture/heist.ts';

/**
 * The fixture game's own invariants under random legal play. What every game must respect (limits,
 * secrets, storage, replay, results) is checked by the contract suite, test/contract.
 */
describe('Data Heist random play', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} seats: 100 seeded games keep chips, hands and shields in bounds`, () => {
      for (let i = 0; i < 100; i++) {
        const seed = `rp-${seats}-${i}`;
        const game = playRandomGame(heist, seats, { rounds: 3 }, seed, {
          onStep: ({ after }) => {
            const chips = after.deck.length + after.hands.reduce((n, h) => n + h.length, 0);
            expect(chips).toBeLessThanOrEqual(27);
            for (const h of after.hands) expect(h.length).toBeLessThanOrEqual(5);
            for (const sh of after.shields) expect(sh).toBeGreaterThanOrEqual(0);
          },
        });
        expect(game.outcome.over).toBe(true);
      }
    });
  }
});
