import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import { heist } from '../fixture/heist.ts';

/** The fixture game under random legal play: every game ends, invariants hold after every action. */
describe('Data Heist random play', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} seats: 100 seeded games end with winners, chips conserved`, () => {
      for (let i = 0; i < 100; i++) {
        const seed = `rp-${seats}-${i}`;
        const game = playRandomGame(heist, seats, { rounds: 3 }, seed, {
          onStep: ({ after }) => {
            const chips = after.deck.length + after.hands.reduce((n, h) => n + h.length, 0);
            expect(chips).toBeLessThanOrEqual(27);
            for (const h of after.hands) expect(h.length).toBeLessThanOrEqual(5);
            for (const sh of after.shields) expect(sh).toBeGreaterThanOrEqual(0);
            const pub = JSON.stringify(heist.view(after, 'spectator'));
            expect(pub).not.toContain('SN-');
          },
        });
        expect(game.outcome.over).toBe(true);
        expect(game.outcome.winners!.length).toBeGreaterThan(0);
      }
    });
  }

  it('same seed and same choices give the same game', () => {
    const a = playRandomGame(heist, 3, {}, 'same');
    const b = playRandomGame(heist, 3, {}, 'same');
    expect(a.final).toEqual(b.final);
  });
});
