/**
 * Virtual Revolution's computer players: 300 seeded games per seat count played by computers end
 * without an illegal action (greedy against random, the greedy seat rotating), and the greedy
 * player wins clearly more than its share (at least 1.5 times 1/seats). Games of greedy players
 * only end too. Deterministic: the same seeds give the same games.
 */
import { describe, expect, it } from 'vitest';
import { greedyVersusRandom, playComputerGame } from '../../../src/engine/computerPlay.ts';
import { virtualRevolution } from '../../../src/games/vr/game.ts';

const GAMES = Number(process.env.VR_BOT_GAMES ?? 300);

describe('Virtual Revolution computer players', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} seats: ${GAMES} games greedy against random end without an illegal action; greedy wins at least 1.5 x its share`, () => {
      // playComputerGame throws on any illegal or refused choice, naming the seed and step.
      const r = greedyVersusRandom(virtualRevolution, seats, GAMES, 'vr-bot-test');
      expect(r.games).toBe(GAMES);
      expect(r.rate).toBeGreaterThanOrEqual(1.5 / seats);
    }, 600_000);

    it(`${seats} seats: greedy players only play whole games, the same way for the same seed`, () => {
      const levels = Array.from({ length: seats }, () => 'greedy' as const);
      for (let i = 0; i < 10; i++) {
        const a = playComputerGame(virtualRevolution, levels, {}, `vr-greedy-${seats}-${i}`);
        expect(a.outcome.over).toBe(true);
        if (i === 0)
          expect(playComputerGame(virtualRevolution, levels, {}, `vr-greedy-${seats}-${i}`).final).toEqual(a.final);
      }
    }, 120_000);
  }
});
