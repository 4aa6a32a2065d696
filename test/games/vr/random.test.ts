import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import { INFLUENCE_BY_PLAYERS } from '../../../src/games/vr/data/index.ts';
import { virtualRevolution as vr } from '../../../src/games/vr/game.ts';
import { checkInvariants } from './invariants.ts';

const GAMES = Number(process.env.VR_RANDOM_GAMES ?? 300);

/** Random legal play: every game reaches its scoring, and the invariants hold after every action. */
describe('Virtual Revolution under random legal play', () => {
  for (const players of [2, 3, 4] as const) {
    it(`${GAMES} seeded ${players}-player games reach scoring with invariants intact`, () => {
      for (let i = 0; i < GAMES; i++) {
        const seed = `vr-random-${players}-${i}`;
        const game = playRandomGame(vr, players, {}, seed, {
          maxSteps: 5000,
          onStep: ({ after }) => checkInvariants(after, INFLUENCE_BY_PLAYERS[players]),
        });
        expect(game.outcome.over, seed).toBe(true);
        expect(game.final.scores, seed).not.toBeNull();
      }
    }, 600_000);
  }
});
