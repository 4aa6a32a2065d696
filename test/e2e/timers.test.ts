/**
 * Reminders and deadlines through the Discord double, on the bot's own clock (the test sets the
 * time; the in-process timers run what is due with runDue(): nothing waits for real time).
 */
import { describe, expect, it } from 'vitest';
import { clockJob } from '../../src/discord/clockJobs.ts';
import type { GameEntry } from '../../src/registry.ts';
import type { TimerJob } from '../../src/service/timers/types.ts';
import type { TableRecord, TableSettings } from '../../src/store/record.ts';
import { DEFAULT_SETTINGS } from '../../src/store/record.ts';
import type { HeistState } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { button, customIds, latestPublic, loadTable, startedGame, sub, type World } from './harness.ts';
import { testClock } from './testClock.ts';

const HOUR = 3_600_000;
// Before the store's own write times (the wall clock): a deadline planned from those never comes up here.
const T0 = Date.parse('2020-01-01T00:00:00.000Z');

let w: World;
const clock = testClock(T0);
const { at, context } = clock;

/** A world on the test's clock, with in-process timers the test can run (a fresh set at each restart). */
async function world(games?: GameEntry[]): Promise<World> {
  w = await clock.start(games ? { games } : {});
  return w;
}

/**
 * A started game of ann, bo and cy whose clocks all started at T0, with these settings; the bot
 * restarts so its timers are planned from the stored game (as at any start-up without Redis).
 */
async function game(settings: Partial<TableSettings> = {}): Promise<void> {
  await startedGame(w);
  await w.store.update(w.channel, (r) => ({
    write: {
      ...r!,
      settings: { ...DEFAULT_SETTINGS, ...settings },
      clocks: r!.seats.map(() => ({ since: new Date(T0).toISOString(), strikes: 0 })),
    },
    result: null,
  }));
  await w.restart();
}

const clockPosts = () => w.double.messages(w.channel).filter((m) => /^(⏰|🗳️|🏁)/u.test(m.content));
const record = async (): Promise<TableRecord> => (await loadTable<HeistState>(w)).record;
const awaited = async (): Promise<number> => {
  const t = await loadTable<HeistState>(w);
  return t.entry.game.awaiting(t.state)[0]!;
};
const userOf = (seat: number) => [w.ann, w.bo, w.cy][seat]!;

/** The first reminder of `seat`'s current decision, due at half time (T0 + 12 h) of a day's clock. */
const halfTimeReminder = async (seat: number): Promise<TimerJob> => ({
  kind: 'remind',
  channelId: w.channel,
  seat,
  stamp: (await record()).stamps[seat]!,
  n: 0,
  at: T0 + 12 * HOUR,
});

describe('reminders and deadlines', () => {
  it('reminds at half time and an hour before, once each; with `wait` pings again each period; strikes open the end vote, which ends the game', async () => {
    await world();
    await game();
    const seat = await awaited();
    const user = userOf(seat);

    await at(11);
    expect(clockPosts()).toHaveLength(0);
    await at(12);
    expect(clockPosts().map((m) => m.content)).toEqual([
      expect.stringContaining(`<@${user}>, the table is waiting for your decision`),
    ]);
    expect(w.double.dms(user).filter((m) => m.content.includes('Reminder'))).toHaveLength(1);
    // The deadline reads well before and after it passes ("(deadline in 12 hours)", "(deadline 5 seconds ago)").
    expect(clockPosts()[0]!.content).toMatch(/waiting for your decision \(deadline <t:\d+:R>\)\.$/);
    expect(w.double.dms(user).find((m) => m.content.includes('Reminder'))!.content).toMatch(
      /is waiting for your decision \(deadline <t:\d+:R>\)\.$/,
    );
    // The same reminder planned again (another process, a restart): not sent again.
    const again = await halfTimeReminder(seat);
    await clock.timers.schedule(again);
    await at(13);
    expect(clockPosts()).toHaveLength(1);

    await at(23);
    expect(clockPosts()).toHaveLength(2);
    expect(w.double.dms(user).filter((m) => m.content.includes('Reminder'))).toHaveLength(2);

    await at(24);
    expect(clockPosts().at(-1)!.content).toContain('ran out (1 of 3 expired deadlines)');
    expect((await record()).clocks![seat]!.strikes).toBe(1);
    await at(47);
    expect(clockPosts()).toHaveLength(3);
    await at(48);
    expect(clockPosts().at(-1)!.content).toContain('ran out (2 of 3 expired deadlines)');
    await at(72);
    const posts = clockPosts();
    const vote = posts.find((m) => m.content.startsWith('🗳️'))!;
    expect(vote.content).toContain('3 of 3 expired deadlines');
    expect(posts.at(-1)!.content).toContain('ran out (3 of 3 expired deadlines)');
    expect((await record()).vote).toMatchObject({ seat, yes: [], no: [] });

    // The struck player has no vote; the two others are a majority only together.
    const voters = [w.ann, w.bo, w.cy].filter((u) => u !== user);
    const own = await w.run(w.double.click(user, vote, button(vote, 'vote:')));
    expect(own.responses.map((r) => String(r.data?.content ?? '')).join(' ')).toContain('Only the other players');
    await w.run(w.double.click(voters[0]!, vote, button(vote, 'vote:')));
    expect((await record()).status).toBe('playing');
    await w.run(w.double.click(voters[1]!, vote, button(vote, 'vote:')));
    const ended = await record();
    expect(ended.status).toBe('finished');
    expect(ended.ended?.by).toBe('vote');
    // The end: the fixture's standings (its points so far), the final board, no Your move.
    const end = latestPublic(w);
    expect(end.content).toContain('🗳️ The players voted to end the game now with the current standings.');
    expect(end.content).toContain('🏁 **Game over.** The players voted to end it with the current standings.');
    expect(end.content).toContain('points so far');
    expect(end.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(customIds(end).some((c) => c.startsWith('turn:'))).toBe(false);
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('status')));
    expect(latestPublic(w).content).toContain('🏁 **Game over.** The players voted to end it');
    expect(latestPublic(w).content).not.toContain('Waiting for');
    // A finished game's timers do nothing.
    const posted = w.double.messages(w.channel).length;
    await at(200);
    expect(w.double.messages(w.channel)).toHaveLength(posted);
  });

  it('the end vote fails once a majority can no longer be reached, and the game goes on', async () => {
    await world();
    await game({ strikeLimit: 1, reminders: [] });
    const seat = await awaited();
    await at(24);
    const vote = clockPosts().find((m) => m.content.startsWith('🗳️'))!;
    const no = customIds(vote).find((id) => id.endsWith(':0'))!;
    const voters = [w.ann, w.bo, w.cy].filter((u) => u !== userOf(seat));
    await w.run(w.double.click(voters[0]!, vote, no));
    const r = await record();
    expect(r.status).toBe('playing');
    expect(r.vote).toBeUndefined();
    expect(latestPublic(w).content).toBe('🗳️ The vote to end the game failed: the game goes on.');
    // Its buttons are closed.
    expect(customIds(w.double.messages(w.channel).find((m) => m.id === vote.id)!)).toEqual([]);
  });

  it('with no other person to vote (the others are computers), the game ends with its current standings', async () => {
    await world();
    await game({ strikeLimit: 1, reminders: [] });
    const seat = await awaited();
    await w.store.update(w.channel, (r) => ({
      write: {
        ...r!,
        seats: r!.seats.map((s, i) =>
          i === seat ? s : { userId: `computer-${i + 1}`, name: s.name, computer: 'greedy' as const },
        ),
      },
      result: null,
    }));
    await at(24);
    const r = await record();
    expect(r.status).toBe('finished');
    expect(r.ended).toMatchObject({ by: 'vote' });
    expect(latestPublic(w).content).toContain(
      'no other player is there to vote: the game ends now with the current standings',
    );
    expect(latestPublic(w).content).toContain('🏁 **Game over.**');
    expect(latestPublic(w).attachments.map((a) => a.filename)).toEqual(['board.png']);
  });

  it('`bot`: a computer takes the one decision when the time runs out, and it counts a strike', async () => {
    await world();
    await game({ expiry: 'bot', reminders: [] });
    const seat = await awaited();
    const before = await record();
    clock.now = T0 + 24 * HOUR;
    await clock.timers.runDue();
    await w.bot.settled();
    const r = await record();
    // The seat's decision was taken for it (the next seats' own clocks may run out in turn here,
    // as their clocks in this test all started at T0).
    expect(r.actions).toBeGreaterThan(before.actions);
    expect(r.stamps[seat]).not.toBe(before.stamps[seat]);
    expect(r.clocks![seat]!.strikes).toBe(1);
    expect(r.seats[seat]!.computer).toBeUndefined();
    // Said with the move the computer made (a note of its turn message), like any move's news.
    const why = `⏰ ${r.seats[seat]!.name}'s time ran out (1 of 3 expired deadlines): a computer player chose for them.`;
    expect(w.double.messages(w.channel).some((m) => m.content.includes(why))).toBe(true);
  });

  it('after the strike limit with `bot`, a computer takes the seat for good', async () => {
    await world();
    await game({ strikeLimit: 1, afterStrikes: 'bot', reminders: [] });
    const seat = await awaited();
    await at(24);
    const r = await record();
    expect(r.seats[seat]).toMatchObject({ computer: 'greedy', userId: `computer-${seat + 1}` });
    expect(clockPosts().at(-1)!.content).toContain('takes the seat for good');
    // Its first expiry: the time ran out, not "again".
    expect(clockPosts().at(-1)!.content).toMatch(
      /'s time ran out \(1 of 1 expired deadlines\): a computer player takes the seat for good\./,
    );
  });

  it('a restart between planning and firing still fires once; a restart after it does not fire again', async () => {
    await world();
    await game({ reminders: ['50%'] });
    await at(1);
    await w.restart();
    await at(12);
    expect(clockPosts()).toHaveLength(1);
    await w.restart();
    await at(13);
    expect(clockPosts()).toHaveLength(1);
    // The expiry after another restart: once.
    await at(20);
    await w.restart();
    await at(24);
    await w.restart();
    await at(25);
    expect(clockPosts()).toHaveLength(2);
  });

  it('a player who turned DMs off is reminded in the channel only', async () => {
    await world();
    await game({ reminders: ['50%'] });
    const user = userOf(await awaited());
    await w.store.setPrefs(user, { dms: false });
    const dmsBefore = w.double.dms(user).length;
    await at(12);
    expect(clockPosts()).toHaveLength(1);
    expect(w.double.dms(user)).toHaveLength(dmsBefore);
  });

  it('a secret asker is reminded and told of expiries by DM only, never named in the channel, and their strikes open no public vote', async () => {
    // Data Heist whose every decision is secret: the public only knows that someone decides.
    const secret: GameEntry = {
      ...heistEntry,
      game: { ...heistEntry.game, publicAwaiting: () => ({ seats: [], text: 'a secret decision' }) },
    };
    await world([secret]);
    await game({ strikeLimit: 1 });
    const user = userOf(await awaited());
    const dmsBefore = w.double.dms(user).length;
    await at(12);
    await at(23);
    await at(24);
    await at(48);
    expect(clockPosts()).toEqual([]);
    expect(w.double.messages(w.channel).some((m) => m.content.includes(user) && /⏰|🗳️/u.test(m.content))).toBe(false);
    const dms = w.double
      .dms(user)
      .slice(dmsBefore)
      .map((m) => m.content);
    expect(dms.filter((d) => d.includes('Reminder'))).toHaveLength(2);
    expect(dms.filter((d) => d.includes('ran out'))).toHaveLength(2);
    const r = await record();
    expect(r.vote).toBeUndefined();
    expect(r.status).toBe('playing');
  });

  it('two processes running the same reminder at once send it once (the claim in the record)', async () => {
    await world();
    await game();
    const seat = await awaited();
    clock.now = T0 + 12 * HOUR;
    const job = await halfTimeReminder(seat);
    await Promise.all([clockJob(context(), job), clockJob(context(), job)]);
    expect(clockPosts()).toHaveLength(1);
  });

  it('a reminder for a decision already taken does nothing', async () => {
    await world();
    await game();
    const seat = await awaited();
    const stamp = (await record()).stamps[seat]!;
    await w.store.update(w.channel, (r) => ({
      write: { ...r!, stamps: r!.stamps.map((s, i) => (i === seat ? s + 1 : s)) },
      result: null,
    }));
    clock.now = T0 + 12 * HOUR;
    expect(
      await clockJob(context(), { kind: 'remind', channelId: w.channel, seat, stamp, n: 0, at: clock.now }),
    ).toBeUndefined();
    expect(clockPosts()).toHaveLength(0);
  });

  it('a job that comes up before its time (an away period moved the deadline) says when to run again', async () => {
    await world();
    await game();
    const seat = await awaited();
    await w.store.setPrefs(userOf(seat), {
      away: { from: new Date(T0).toISOString(), until: new Date(T0 + 10 * HOUR).toISOString() },
    });
    clock.now = T0 + 24 * HOUR;
    const stamp = (await record()).stamps[seat]!;
    expect(await clockJob(context(), { kind: 'expire', channelId: w.channel, seat, stamp, n: 0, at: clock.now })).toBe(
      T0 + 34 * HOUR,
    );
    expect(clockPosts()).toHaveLength(0);
  });
});
