/**
 * A game the strike vote ends, through the Discord double, for real games: the end message shows
 * the game's current standings and the final board; /game status, /hand, Your move and the last
 * step's replay show the result, not a decision still open; no seat's secret is in any of it.
 */

import { describe, expect, it } from 'vitest';
import type { DeliveryPoint } from '../../src/discord/outbox.ts';
import { GAMES } from '../../src/games/index.ts';
import { Ratings, ratedGameIdSchema } from '../../src/ratings/index.ts';
import type { GameEntry } from '../../src/registry.ts';
import { DEFAULT_SETTINGS, type TableRecord } from '../../src/store/record.ts';
import { secretWords } from '../support/secretWords.ts';
import { en } from '../support/words.ts';
import { button, customIds, latestPublic, loadTable, openGame, sub, type World } from './harness.ts';
import { testClock } from './testClock.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2020-01-01T00:00:00.000Z');

let w: World;
const clock = testClock(T0);

const entry = (id: string): GameEntry => GAMES.find((g) => g.game.id === id)!;
const record = async (): Promise<TableRecord> => (await loadTable(w)).record;

/** Where the bot "dies" (its delivery probe throws) while delivering the vote's end, when set. */
let crashAt: DeliveryPoint | undefined;
const probe = (p: DeliveryPoint) => {
  if (p !== crashAt) return;
  crashAt = undefined;
  throw new Error(`the bot dies at "${p}"`);
};

/**
 * ann and bo play `game`; one expired deadline strikes out (its clock started at T0), and the other
 * votes; with `dieAt`, the bot dies there while delivering the end the vote saved.
 */
async function votedGame(game: string, dieAt?: DeliveryPoint): Promise<TableRecord> {
  w = await clock.start({ games: [entry(game)], probe });
  await openGame(w, [w.ann, w.bo], { game });
  await w.store.update(w.channel, (r) => ({
    write: {
      ...r!,
      settings: { ...DEFAULT_SETTINGS, strikeLimit: 1, reminders: [] },
      clocks: r!.seats.map(() => ({ since: new Date(T0).toISOString(), strikes: 0 })),
    },
    result: null,
  }));
  await w.restart();
  clock.now = T0 + 24 * HOUR;
  await clock.timers.runDue();
  await w.bot.settled();
  const vote = w.double
    .messages(w.channel)
    .find((m) => m.content.startsWith('🗳️') && customIds(m).some((c) => c.startsWith('vote:')))!;
  expect(vote).toBeDefined();
  const struck = (await record()).vote!.seat;
  crashAt = dieAt;
  await w.run(w.double.click(struck === 0 ? w.bo : w.ann, vote, button(vote, 'vote:')));
  await w.bot.settled();
  const ended = await record();
  expect(ended.status).toBe('finished');
  return ended;
}

/** Every seat's declared secrets at the end: none may be in a public message. */
async function expectNoSecretsIn(texts: readonly string[]): Promise<void> {
  const t = await loadTable(w);
  const all = texts.join('\n');
  for (let seat = 0; seat < t.record.seats.length; seat++)
    for (const secret of secretWords(t.entry.game, t.state, seat)) expect(all).not.toContain(secret);
}

/** The checks every game's vote end passes; returns the end message's text. */
async function checkEnd(r: TableRecord): Promise<string> {
  const end = latestPublic(w);
  expect(end.content).toContain('🗳️ The players voted to end the game now with the current standings.');
  expect(end.content).toContain('🏁 **Game over.** The players voted to end it with the current standings.');
  expect(end.content).not.toContain('No scores were kept');
  // A rated game is rated by the standings the vote ended with, told once in the end's post.
  if (ratedGameIdSchema.safeParse(r.gameId).success) {
    expect(end.content).toContain('📈 Ratings: ');
    const ratings = new Ratings(w.store);
    for (const u of r.seats.map((s) => s.userId))
      expect((await ratings.ratingOf(ratedGameIdSchema.parse(r.gameId), u))?.games).toBe(1);
  }
  expect(end.content).not.toContain('Waiting for');
  // The final board, then the game's story up to the vote (its chart's words hold no secret either).
  expect(end.attachments.map((a) => a.filename)).toEqual(['board.png', 'story.png']);
  const story = end.attachments[1]!.description ?? '';
  expect(story).toMatch(/^Line chart of /);
  expect(customIds(end).some((c) => c.startsWith('turn:'))).toBe(false);
  for (const line of r.ended!.summary!)
    expect(end.content).toContain(en(line).replace(/\{seat:(\d)\}/g, (_m, s: string) => r.seats[Number(s)]!.name));

  // /game status shows the result, not "Waiting for" with a Your move button.
  await w.run(w.double.slash(w.cy, w.channel, 'game', sub('status')));
  const status = latestPublic(w);
  expect(status.content).toContain('🏁 **Game over.** The players voted to end it');
  expect(status.content).not.toContain('Waiting for');
  expect(customIds(status).some((c) => c.startsWith('turn:'))).toBe(false);
  expect(status.attachments.map((a) => a.filename)).toEqual(['board.png']);

  // /hand offers no choices any more.
  const hand = await w.run(w.double.slash(w.ann, w.channel, 'hand'));
  const mine = hand.original()!;
  expect(mine.ephemeralFor).toBe(w.ann);
  expect(mine.content).toContain('The game is over.');
  expect(customIds(mine).some((c) => c.startsWith('act:'))).toBe(false);

  // The last step's replay ends with the vote's result; an earlier one (when there is one) does not.
  const total = (await record()).actions;
  const last = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('replay', { step: total })));
  expect(last.original()!.content).toContain('(the players voted to end it with the current standings)');
  if (total > 0) {
    const first = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('replay', { step: 0 })));
    expect(first.original()!.content).not.toContain('Game over');
  }
  await expectNoSecretsIn([end.content, status.content, story]);
  return end.content;
}

describe('a game ended by the strike vote', () => {
  it("Virtual Revolution: each player's VPs so far (without the secret Objectives), the leader wins", async () => {
    const r = await votedGame('vr');
    expect(r.ended).toMatchObject({ by: 'vote' });
    expect(r.ended!.scores).toHaveLength(2);
    expect(r.ended!.scores.every((x) => typeof x === 'number')).toBe(true);
    expect(r.ended!.winners.length).toBeGreaterThan(0);
    const text = await checkEnd(r);
    expect(text).toContain('Standings: ');
    expect(text).toContain('Objectives stay secret, so they are not counted.');
    const winner = r.ended!.winners.length === 1 ? `Winner: **${r.seats[r.ended!.winners[0]!]!.name}**` : 'Winners:';
    expect(text).toContain(winner);
  }, 60_000);

  it('I, Spy: the public Power track; the Alignments stay secret, so nobody wins', async () => {
    const r = await votedGame('spy');
    expect(r.ended).toMatchObject({ by: 'vote', scores: [null, null], winners: [] });
    const text = await checkEnd(r);
    expect(text).toContain('Nobody won.');
    expect(text).toContain('Power (Influence): ');
    expect(text).toContain('the Alignments stay secret');
    expect(text).not.toMatch(/worked for/);
  }, 60_000);
});

describe('a vote end the bot dies delivering', () => {
  const voteLead = '🗳️ The players voted to end the game now with the current standings.';
  it.each([
    ['after the end is saved, before the rating is applied', 'saved'],
    ['after the rating is applied and the end posted, before the post is marked delivered', 'posted'],
  ] as const)(
    '%s: rated once and announced once after the restart',
    async (_name, point) => {
      const r = await votedGame('vr', point);
      const ratings = new Ratings(w.store);
      const gameId = ratedGameIdSchema.parse(r.gameId);
      // The end and what it owes were saved in one write; the post is still owed.
      expect(r.outbox?.length).toBe(1);
      expect(await w.store.pendingOutboxes()).toEqual([w.channel]);
      if (point === 'saved') {
        expect(w.double.messages(w.channel).some((m) => m.content.includes(voteLead))).toBe(false);
        for (const s of r.seats) expect(await ratings.ratingOf(gameId, s.userId)).toBeNull();
      }

      await w.restart();
      await w.bot.settled();
      const ends = w.double.messages(w.channel).filter((m) => m.content.includes(voteLead));
      expect(ends).toHaveLength(1);
      expect(ends[0]!.content.match(/📈 Ratings: /g)).toHaveLength(1);
      expect((await record()).outbox ?? []).toEqual([]);
      expect(await w.store.pendingOutboxes()).toEqual([]);
      // Applied once: one game each, and the game's id once among the applied.
      for (const s of r.seats) expect((await ratings.ratingOf(gameId, s.userId))?.games).toBe(1);
      expect(
        (await ratings.historyOf(r.seats[0]!.userId, 10)).filter((g) => g.id === `${r.channelId}:${r.createdAt}`),
      ).toHaveLength(1);
      // The post is the end as without the crash; the interactions after it (/game status, /hand,
      // /game replay) post and rate nothing more.
      await checkEnd(await record());
      expect(w.double.messages(w.channel).filter((m) => m.content.includes(voteLead))).toHaveLength(1);
      for (const s of r.seats) expect((await ratings.ratingOf(gameId, s.userId))?.games).toBe(1);
    },
    60_000,
  );
});
