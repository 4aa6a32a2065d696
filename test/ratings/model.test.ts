import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import {
  type NotRated,
  RATED_GAME_IDS,
  ratedGameIdSchema,
  ratedGameOf,
  ratedGameSchema,
} from '../../src/ratings/game.ts';
import { rateGame } from '../../src/ratings/model.ts';
import type { TableRecord } from '../../src/store/record.ts';
import { finishedTable, ratedBy } from './fixtures.ts';

const placesOfGame = (record: TableRecord, winners: number[], scores?: number[]) => {
  const game = ratedBy(record, { winners, ...(scores ? { scores } : {}) });
  return game.result.kind === 'ranked' ? game.result.places : [];
};

const players = (n: number) => Array.from({ length: n }, (_, i) => `u${i + 1}`);

describe('rated games', () => {
  it('rates exactly the registered games', () => {
    expect([...RATED_GAME_IDS].sort()).toEqual(GAMES.map((g) => g.game.id).sort());
    for (const g of GAMES) expect(ratedGameIdSchema.safeParse(g.game.id).success).toBe(true);
    expect(ratedGameIdSchema.safeParse('chess').success).toBe(false);
  });

  // biome-ignore format: one row per case
  it.each([
    ['2 players, one winner', 2, [1], [3, 9], [2, 1]],
    ['3 players, the others by score', 3, [0], [10, 7, 8], [1, 3, 2]],
    ['4 players, a tie behind the winner', 4, [2], [5, 5, 9, 1], [2, 2, 1, 4]],
    ['5 players, two winners share first', 5, [0, 3], [9, 4, 6, 9, 2], [1, 4, 3, 1, 5]],
    ['6 players, no scores: the others tie', 6, [5], undefined, [2, 2, 2, 2, 2, 1]],
    ['nobody won (the city fell): everyone ties', 4, [], [3, 8, 1, 0], [1, 1, 1, 1]],
  ])('places: %s', (_name, n, winners, scores, places) => {
    expect(placesOfGame(finishedTable('na', players(n)), winners, scores)).toEqual(places);
  });

  it('an id per table, the seats as entries with their names, the public result only', () => {
    const record = finishedTable('axon', ['u1', 'computer:greedy', 'computer:random'], {
      state: { hands: ['secret-card-name'] },
      events: [{ text: 'secret event', to: [0], at: '2026-11-15T11:00:00.000Z' }],
    });
    const game = ratedBy(record, { winners: [0], scores: [12, 10, 3], summary: ['12 to 10'] });
    expect(game).toEqual({
      id: `${record.channelId}:${record.createdAt}`,
      gameId: 'axon',
      guildId: record.guildId,
      channelId: record.channelId,
      endedAt: '2026-11-15T12:00:00.000Z',
      how: 'rules',
      seats: [
        { entry: 'u1', name: 'P-u1' },
        { entry: 'computer:greedy', name: 'Bot 2' },
        { entry: 'computer:random', name: 'Bot 3' },
      ],
      result: { kind: 'ranked', places: [1, 2, 3], winners: [0], scores: [12, 10, 3] },
    });
    expect(JSON.stringify(game)).not.toMatch(/secret/);
    expect(ratedGameSchema.parse(game)).toEqual(game);
    // A stored game of a game no longer registered does not pass.
    expect(ratedGameSchema.safeParse({ ...game, gameId: 'chess' }).success).toBe(false);
  });

  it('a vote end is rated by the standings kept in the record, not the outcome', () => {
    const record = finishedTable('vr', players(4), {
      ended: { by: 'vote', scores: [4, null, 7, 2], winners: [2], summary: ['Alignment points stay hidden.'] },
    });
    const game = ratedBy(record, null);
    expect(game.how).toBe('vote');
    // A seat without a public score: the others (not winners) tie.
    expect(game.result).toEqual({ kind: 'ranked', places: [2, 2, 1, 2], winners: [2], scores: [4, null, 7, 2] });
  });

  it('a vote end of a co-operative game keeps the table result', () => {
    const record = finishedTable('hack', players(3), {
      ended: { by: 'vote', scores: [null, null, null], winners: [], team: 'lost' },
    });
    expect(ratedBy(record, null).result).toEqual({ kind: 'team', team: 'lost' });
  });

  // biome-ignore format: one row per case
  it.each<[string, Partial<TableRecord>, readonly string[], boolean, NotRated]>([
    ['an aborted game', { status: 'aborted' }, ['u1', 'u2'], true, 'aborted'],
    ['a game in progress', { status: 'playing' }, ['u1', 'u2'], true, 'not-finished'],
    ['a game that is not rated', { gameId: 'heist' }, ['u1', 'u2'], true, 'not-rated-game'],
    ['an outcome not over', {}, ['u1', 'u2'], false, 'no-result'],
    ['a vote end from before standings were kept', { ended: { by: 'vote', scores: [], winners: [] } }, ['u1', 'u2'], true, 'no-result'],
    ['computers only', {}, ['computer:greedy', 'computer:random'], true, 'no-person'],
    ['a competitive game of one seat', {}, ['u1'], true, 'too-few'],
  ])('not rated: %s', (_name, over, who, over_, why) => {
    const record = finishedTable('spy', who, over);
    expect(ratedGameOf(record, { over: over_, winners: [0] })).toEqual({ rated: false, why });
  });
});

describe('the model', () => {
  it('free-for-all: the winner gains, the last loses most, ties move alike', () => {
    const game = ratedBy(finishedTable('axon', players(4)), { winners: [0], scores: [9, 5, 5, 1] });
    const changes = rateGame(game, () => undefined);
    expect(changes.map((c) => [c.entry, c.place, c.of, c.won])).toEqual([
      ['u1', 1, 4, true],
      ['u2', 2, 4, false],
      ['u3', 2, 4, false],
      ['u4', 4, 4, false],
    ]);
    const delta = changes.map((c) => c.after.mu - c.before.mu);
    expect(delta[0]).toBeGreaterThan(0);
    expect(delta[1]).toBeCloseTo(delta[2]!, 10);
    expect(delta[3]).toBeLessThan(delta[1]!);
    for (const c of changes) {
      expect(c.before).toEqual({ mu: 25, sigma: 25 / 3, ordinal: expect.closeTo(0, 10) });
      expect(c.after.ordinal).toBeCloseTo(c.after.mu - 3 * c.after.sigma, 10);
      expect(c.after.sigma).toBeLessThan(c.before.sigma);
    }
  });

  it('nobody won: everyone ties, and equal ratings stay equal', () => {
    const game = ratedBy(finishedTable('na', players(3)), { winners: [], results: ['lost', 'lost', 'lost'] });
    const changes = rateGame(game, () => undefined);
    expect(changes.every((c) => c.place === 1 && !c.won)).toBe(true);
    for (const c of changes) expect(c.after.mu).toBeCloseTo(25, 10);
  });

  it.each([
    ['won', true],
    ['lost', false],
  ] as const)('co-operative %s: the table against the game itself', (team, won) => {
    const game = ratedBy(finishedTable('hack', players(3)), { team });
    const changes = rateGame(game, () => undefined);
    expect(changes.map((c) => [c.entry, c.place, c.of, c.won])).toEqual([
      ['u1', won ? 1 : 2, 2, won],
      ['u2', won ? 1 : 2, 2, won],
      ['u3', won ? 1 : 2, 2, won],
      ['game:hack', won ? 2 : 1, 2, !won],
    ]);
    const sign = won ? 1 : -1;
    expect(Math.sign(changes[0]!.after.mu - 25)).toBe(sign);
    expect(Math.sign(changes[3]!.after.mu - 25)).toBe(-sign);
  });

  it('computer seats are one entry per level; two of a level take the mean of their seats', () => {
    const game = ratedBy(finishedTable('vr', ['u1', 'computer:greedy', 'computer:greedy', 'computer:random']), {
      winners: [0],
      scores: [9, 7, 3, 1],
    });
    const changes = rateGame(game, () => undefined);
    expect(changes.map((c) => c.entry)).toEqual(['u1', 'computer:greedy', 'computer:random']);
    const greedy = changes[1]!;
    expect(greedy.place).toBe(2);
    const alone = (scores: number[]) =>
      rateGame(
        ratedBy(finishedTable('vr', ['u1', 'x', 'y', 'computer:random']), { winners: [0], scores }),
        () => undefined,
      );
    const second = alone([9, 7, 3, 1])[1]!.after.mu;
    const third = alone([9, 7, 3, 1])[2]!.after.mu;
    expect(greedy.after.mu).toBeCloseTo((second + third) / 2, 10);
  });

  it('rates from the prior it is given', () => {
    const game = ratedBy(finishedTable('spy', players(2)), { winners: [1] });
    const [a, b] = rateGame(game, (e) => (e === 'u1' ? { mu: 30, sigma: 2 } : undefined));
    expect(a!.before).toMatchObject({ mu: 30, sigma: 2, ordinal: 24 });
    expect(a!.after.mu).toBeLessThan(30);
    expect(b!.after.mu).toBeGreaterThan(25);
  });
});
