import { expect, it } from 'vitest';
import { ratingsDocSchema } from '../../src/ratings/doc.ts';
import { Ratings } from '../../src/ratings/ratings.ts';
import { CorruptDocument, encodeDocument } from '../../src/store/documents.ts';
import { type Harness, onEveryStore } from '../store/harness.ts';
import { finishedTable, GUILD, OTHER_GUILD, ratedBy, wonBy } from './fixtures.ts';

onEveryStore('ratings', ratingsSuite);

let subs = 0;

function ratingsSuite(h: Harness): void {
  /** Two store instances sharing their keys (two bot processes), each with its ratings; a fresh key prefix per call. */
  async function twoProcesses() {
    subs += 1;
    const sub = `ratings${subs}`;
    const [a, b] = [await h.open({ sub }), await h.open({ sub })];
    return { a, b, ra: new Ratings(a), rb: new Ratings(b), sub };
  }

  it('applies a game once: the second call changes nothing and says so; the document round-trips its schema', async () => {
    const { a, ra, rb, sub } = await twoProcesses();
    const game = wonBy('axon', ['u1', 'u2', 'computer:greedy'], 0);
    const first = await ra.apply(game);
    expect(first.kind).toBe('applied');
    if (first.kind !== 'applied') return;
    expect(first.changes.map((c) => c.entry)).toEqual(['u1', 'u2', 'computer:greedy']);
    const raw = await h.readRaw(`${h.prefix(sub)}ratings:axon`);
    expect(await rb.apply(game)).toEqual({ kind: 'already' });
    expect(await h.readRaw(`${h.prefix(sub)}ratings:axon`)).toBe(raw);
    const doc = await a.readDocument('ratings:axon', ratingsDocSchema);
    expect(ratingsDocSchema.parse(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
    expect(doc?.applied).toEqual([game.id]);
    const u1 = await rb.ratingOf('axon', 'u1');
    expect(u1).toMatchObject({ entry: 'u1', name: 'P-u1', games: 1, wins: 1, guilds: { [GUILD]: 1 } });
    expect(u1?.ordinal).toBeCloseTo(first.changes[0]!.after.ordinal, 10);
    expect(u1?.recent).toEqual([
      {
        id: game.id,
        at: game.endedAt,
        place: 1,
        of: 3,
        won: true,
        guildId: GUILD,
        channelId: game.channelId,
        delta: first.changes[0]!.after.ordinal - first.changes[0]!.before.ordinal,
      },
    ]);
    expect(u1?.trend).toEqual([{ at: game.endedAt, ordinal: first.changes[0]!.after.ordinal }]);
    expect(await rb.ratingOf('axon', 'nobody')).toBeNull();
  });

  it('the same game applied concurrently many times by two processes is applied once', async () => {
    const { ra, rb } = await twoProcesses();
    const game = wonBy('spy', ['u1', 'u2'], 1);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? ra : rb).apply(game)));
    expect(results.filter((r) => r.kind === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'already')).toHaveLength(29);
    expect(await ra.ratingOf('spy', 'u2')).toMatchObject({ games: 1, wins: 1 });
  });

  it('different games applied concurrently by two processes: none is lost', async () => {
    const { a, ra, rb } = await twoProcesses();
    const games = Array.from({ length: 24 }, (_, i) => wonBy('vr', ['u1', `p${i}`], i % 3 === 0 ? 0 : 1));
    const results = await Promise.all(games.map((g, i) => (i % 2 ? ra : rb).apply(g)));
    expect(results.every((r) => r.kind === 'applied')).toBe(true);
    const doc = await a.readDocument('ratings:vr', ratingsDocSchema);
    expect(new Set(doc?.applied)).toEqual(new Set(games.map((g) => g.id)));
    expect(doc?.entries.u1).toMatchObject({ games: 24, wins: 8 });
    expect(doc?.entries.u1?.trend).toHaveLength(24);
  });

  it('the document compare-and-set writes only over the version expected', async () => {
    const { a, sub } = await twoProcesses();
    const key = `${h.prefix(sub)}guildsettings:g1`;
    expect(await a.backend.writeDocument(key, 0, encodeDocument(1, { leaderboard: false }))).toBe(false);
    expect(await a.backend.writeDocument(key, null, encodeDocument(1, { leaderboard: false }))).toBe(true);
    expect(await a.backend.writeDocument(key, null, encodeDocument(1, { leaderboard: true }))).toBe(false);
    expect(await a.backend.writeDocument(key, 2, encodeDocument(3, { leaderboard: true }))).toBe(false);
    expect(await a.backend.writeDocument(key, 1, encodeDocument(2, { leaderboard: true }))).toBe(true);
    expect(await h.readRaw(key)).toBe('{"d":1,"version":2,"value":{"leaderboard":true}}');
  });

  it('a stored document that fails its schema is refused, never overwritten', async () => {
    const { sub, ra } = await twoProcesses();
    const key = `${h.prefix(sub)}ratings:na`;
    const bad = encodeDocument(3, { gameId: 'na', entries: { u1: { mu: 'high' } }, applied: [] });
    await h.writeRaw(key, bad);
    await expect(ra.ratingOf('na', 'u1')).rejects.toThrow(CorruptDocument);
    await expect(ra.apply(wonBy('na', ['u1', 'u2'], 0))).rejects.toThrow(CorruptDocument);
    expect(await h.readRaw(key)).toBe(bad);
  });

  it('leaderboards: at least N games, this server or every server, hidden users, a server that turned it off', async () => {
    const { ra, rb } = await twoProcesses();
    // u1 beats u2 three times here; u3 beats u4 twice elsewhere; u5 plays once.
    for (let i = 0; i < 3; i++) await ra.apply(wonBy('axon', ['u1', 'u2'], 0));
    for (let i = 0; i < 2; i++) await ra.apply(wonBy('axon', ['u3', 'u4'], 0, { guildId: OTHER_GUILD }));
    await ra.apply(wonBy('axon', ['u5', 'computer:random'], 0));
    const names = async (q: Parameters<Ratings['leaderboard']>[1]) => {
      const board = await rb.leaderboard('axon', q);
      return board.kind === 'ok' ? board.rows.map((r) => `${r.position}:${r.entry}`) : board.kind;
    };
    expect(await names({ minGames: 2, limit: 10 })).toEqual(['1:u1', '2:u3', '3:u4', '4:u2']);
    expect(await names({ minGames: 2, limit: 2 })).toEqual(['1:u1', '2:u3']);
    expect(await names({ minGames: 1, limit: 10, guildId: GUILD })).toEqual([
      '1:u1',
      '2:u5',
      '3:computer:random',
      '4:u2',
    ]);
    expect(await names({ minGames: 2, limit: 10, guildId: OTHER_GUILD })).toEqual(['1:u3', '2:u4']);

    await ra.setHidden('u1', true);
    expect(await rb.isHidden('u1')).toBe(true);
    expect(await names({ minGames: 2, limit: 2 })).toEqual(['1:u3', '2:u4']);
    expect(await names({ minGames: 2, limit: 10, guildId: GUILD })).toEqual(['1:u1', '2:u2']);
    await ra.setHidden('u1', false);
    expect(await names({ minGames: 2, limit: 1 })).toEqual(['1:u1']);

    expect(await rb.guildLeaderboardOn(GUILD)).toBe(true);
    await ra.setGuildLeaderboard(GUILD, false);
    expect(await names({ minGames: 1, limit: 10, guildId: GUILD })).toBe('off');
    expect(await names({ minGames: 2, limit: 10, guildId: OTHER_GUILD })).toEqual(['1:u3', '2:u4']);
    await ra.setGuildLeaderboard(GUILD, true);
    expect(await names({ minGames: 2, limit: 10, guildId: GUILD })).toEqual(['1:u1', '2:u2']);
  });

  it('seasons: standings per quarter, ratings carried on, the previous season kept', async () => {
    const { ra } = await twoProcesses();
    await ra.apply(wonBy('na', ['u1', 'u2'], 0, { endedAt: '2026-12-31T23:00:00.000Z' }));
    await ra.apply(wonBy('na', ['u1', 'u2'], 0, { endedAt: '2026-12-30T10:00:00.000Z' }));
    await ra.apply(wonBy('na', ['u1', 'u2'], 1, { endedAt: '2027-01-01T00:00:00.000Z' }));
    const u2 = await ra.ratingOf('na', 'u2');
    expect(u2).toMatchObject({ games: 3, wins: 1 });
    expect(u2?.seasons['2026-Q4']).toMatchObject({ games: 2, wins: 0 });
    expect(u2?.seasons['2027-Q1']).toMatchObject({ games: 1, wins: 1, ordinal: u2?.ordinal });
    // The new season's rating carries the old one on: it is no fresh start.
    expect(u2?.trend.map((t) => t.ordinal)[2]).toBe(u2?.seasons['2027-Q1']?.ordinal);
    const board = async (season: string) => {
      const b = await ra.leaderboard('na', { season, minGames: 1, limit: 10 });
      return b.kind === 'ok' ? b.rows.map((r) => [r.entry, r.games, r.wins]) : [];
    };
    expect(await board('2026-Q4')).toEqual([
      ['u1', 2, 2],
      ['u2', 2, 0],
    ]);
    // The ratings carry on: u1, still rated higher after one loss, stays ahead in the new season's standings.
    expect(await board('2027-Q1')).toEqual([
      ['u1', 1, 0],
      ['u2', 1, 1],
    ]);
    expect(await board('2026-Q3')).toEqual([]);
  });

  it('a co-operative game rates its table against the game, which is no leaderboard entry', async () => {
    const { ra } = await twoProcesses();
    const table = finishedTable('hack', ['u1', 'u2']);
    const game = ratedBy(table, { team: 'lost' });
    const applied = await ra.apply(game);
    expect(applied.kind === 'applied' && applied.changes.map((c) => [c.entry, c.won])).toEqual([
      ['u1', false],
      ['u2', false],
      ['game:hack', true],
    ]);
    expect(await ra.ratingOf('hack', 'game:hack')).toMatchObject({ games: 1, wins: 1 });
    const board = await ra.leaderboard('hack', { minGames: 1, limit: 10 });
    expect(board.kind === 'ok' && board.rows.map((r) => r.entry)).toEqual(['u1', 'u2']);
  });

  it('history across games, newest first', async () => {
    const { ra } = await twoProcesses();
    const older = wonBy('spy', ['u1', 'u2'], 1, { endedAt: '2026-10-02T10:00:00.000Z' });
    const newer = wonBy('axon', ['u2', 'u1', 'u3'], 1, { endedAt: '2026-10-03T10:00:00.000Z' });
    await ra.apply(older);
    await ra.apply(newer);
    const rows = await ra.historyOf('u1', 10);
    expect(rows.map((r) => [r.gameId, r.id, r.place, r.of, r.won])).toEqual([
      ['axon', newer.id, 1, 3, true],
      ['spy', older.id, 2, 2, false],
    ]);
    expect(await ra.historyOf('u1', 1)).toHaveLength(1);
    expect(await ra.historyOf('nobody', 5)).toEqual([]);
  });
}
