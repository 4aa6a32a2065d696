/** The standings a strike vote ends a game with: the helper, and each real game's at its start. */
import { describe, expect, it } from 'vitest';
import { byScore, standingsProblem } from '../../src/engine/standings.ts';
import { GAMES } from '../../src/games/index.ts';

describe('standings', () => {
  it('byScore: the highest public score leads, shared on a tie; a null never leads', () => {
    expect(byScore([3, 7, 7]).winners).toEqual([1, 2]);
    expect(byScore([null, 2, 1]).winners).toEqual([1]);
    expect(byScore([null, null]).winners).toEqual([]);
    expect(byScore([1, 2], [], [0]).winners).toEqual([0]);
  });

  it('standingsProblem names what is wrong', () => {
    expect(standingsProblem(byScore([1, 2]), 2)).toBeNull();
    expect(standingsProblem(byScore([1]), 2)).toBe('1 scores for 2 seats');
    expect(standingsProblem({ scores: [null, null], winners: [], team: 'lost', summary: ['x'] }, 2)).toBeNull();
    expect(standingsProblem({ scores: [1, 2], winners: [0], team: 'won', summary: [] }, 2)).toBe(
      'a team result with winners',
    );
    expect(standingsProblem({ scores: [null, 2], winners: [0], summary: [] }, 2)).toBe(
      'a winner without a public score',
    );
  });

  it.each(GAMES.map((e) => [e.game.id, e] as const))(
    '%s: well formed at the start, with lines to show',
    (_id, entry) => {
      const g = entry.game;
      const seats = Math.max(g.minSeats, 2);
      const st = g.standings(g.setup(seats, g.optionsSchema.parse({}), 'standings'));
      expect(standingsProblem(st, seats)).toBeNull();
      expect(st.summary.length).toBeGreaterThan(0);
      if (g.id === 'hack') expect(st).toMatchObject({ team: 'lost', winners: [] });
      if (g.id === 'spy') expect(st.scores.every((x) => x === null)).toBe(true);
      if (g.id === 'na' || g.id === 'vr' || g.id === 'axon')
        expect(st.scores.every((x) => typeof x === 'number')).toBe(true);
    },
  );
});
