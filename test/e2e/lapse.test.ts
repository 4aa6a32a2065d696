/**
 * A decision's own time limit (GameDefinition.timeLimit) through the Discord double, on the bot's
 * own clock (the test sets the time; the in-process timers run what is due with runDue()).
 * Parley's offer window, timed (test/fixture/registry.ts): the offerer's "Let the offer stand"
 * answers itself two hours after the offer, as a Counter window closes with a pass.
 */
import { describe, expect, it } from 'vitest';
import { lapseJob } from '../../src/service/lapses.ts';
import type { TimerJob } from '../../src/service/timers/types.ts';
import type { TableRecord } from '../../src/store/record.ts';
import { type ParleyState, parley } from '../fixture/parley.ts';
import { PARLEY_WINDOW_MS as LIMIT, timedParleyEntry as timed } from '../fixture/registry.ts';
import { lastText, latestPublic, loadTable, openGame, sub, type World } from './harness.ts';
import { testClock } from './testClock.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const when = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;

let w: World;
const clock = testClock(T0);
const { at, context } = clock;

async function world(): Promise<World> {
  w = await clock.start({ games: [timed] });
  return w;
}

/** Parley for ann, bo and cy (seed "e2e": ann plays first), with the table clock given. */
async function started(clock?: string): Promise<void> {
  await openGame(w, [w.ann, w.bo, w.cy], { game: 'parley', options: 'rounds=1', ...(clock ? { clock } : {}) });
}

/** ann offers 3 credits (by slash command) at T0 + hours; returns her private answer. */
async function annOffers(hours: number): Promise<string> {
  clock.now = T0 + hours * HOUR;
  const ix = await w.run(
    w.double.slash(w.ann, w.channel, 'parley', [
      { name: 'offer', type: 1, options: [{ name: 'credits', type: 4, value: 3 }] },
    ]),
  );
  expect(lastText(ix)).toContain('✅ Offer credits: 3');
  return lastText(ix);
}

const table = () => loadTable<ParleyState>(w);
const record = async (): Promise<TableRecord> => (await table()).record;
const lapseNotes = () => w.double.messages(w.channel).filter((m) => m.content.includes('time to answer ran out'));

describe('a decision with a time limit', () => {
  it('lapses to its choice when the time is up, as a click would: the board and the turn message follow; not a strike', async () => {
    await world();
    await started();
    const answer = await annOffers(1);
    // ann's prompt says when the window closes and what then happens.
    expect(answer).toContain(`⏳ Closes ${when(T0 + 3 * HOUR)} (then you let the offer stand).`);
    const before = await record();

    await at(2.9);
    expect((await record()).version).toBe(before.version);
    await at(3);
    const t = await table();
    expect(t.state.offer).toBeNull();
    expect(t.state.vault).toBe(3);
    expect(parley.awaiting(t.state)).toEqual([1]);
    expect(t.record.actions).toBe(before.actions + 1);
    const history = await w.store.readHistory(w.channel);
    expect(history.at(-1)).toMatchObject({ seat: 0, action: { type: 'stand' } });
    // The channel hears it with the move's own news, and the next player is asked.
    const post = latestPublic(w).content;
    expect(post).toContain("**ann**'s offer stands: the vault holds 3 credits.");
    expect(post).toContain("⏰ ann's time to answer ran out: Let the offer stand.");
    expect(post).toContain(`Waiting for <@${w.bo}>`);
    // No strike: the table clock's strikes are its own.
    expect(t.record.clocks!.every((c) => c.strikes === 0)).toBe(true);
    // Nothing more later.
    await at(10);
    expect((await record()).actions).toBe(before.actions + 1);
    expect(lapseNotes()).toHaveLength(1);
  });

  it('an answered decision does not lapse', async () => {
    await world();
    await started();
    await annOffers(0);
    clock.now = T0 + HOUR;
    await w.run(w.double.slash(w.ann, w.channel, 'parley', sub('stand')));
    const after = await record();
    await at(2);
    await at(5);
    expect((await record()).actions).toBe(after.actions);
    expect(lapseNotes()).toHaveLength(0);
  });

  it('applies once: the job run again, or by a second process at the same moment, does nothing', async () => {
    await world();
    await started();
    await annOffers(0);
    const before = await record();
    const job: TimerJob = {
      kind: 'lapse',
      channelId: w.channel,
      seat: 0,
      stamp: before.stamps[0]!,
      n: 0,
      at: T0 + LIMIT,
    };
    // Early: it says when to run again, and does nothing.
    clock.now = T0 + HOUR;
    expect(await lapseJob(context(), job)).toBe(T0 + LIMIT);
    expect((await record()).version).toBe(before.version);
    // Due: two processes at once apply it once (the versioned write, guarded by the stamp).
    clock.now = T0 + LIMIT;
    await Promise.all([lapseJob(context(), job), lapseJob(context(), job)]);
    await w.bot.settled();
    expect((await record()).actions).toBe(before.actions + 1);
    // Run again (a restart, a retry): nothing.
    expect(await lapseJob(context(), job)).toBeUndefined();
    await at(2);
    await w.restart();
    await at(3);
    expect((await record()).actions).toBe(before.actions + 1);
    expect(lapseNotes()).toHaveLength(1);
    expect((await table()).state.vault).toBe(3);
  });

  it('lapses with the table clock off, and is planned again after a restart', async () => {
    await world();
    await started('none');
    expect((await record()).settings?.clockMs).toBeNull();
    const answer = await annOffers(0);
    expect(answer).toContain(`⏳ Closes ${when(T0 + LIMIT)}`);
    expect(answer).not.toContain('Your deadline');
    // The in-process timers are lost with the process; planned again at start-up.
    await w.restart();
    await at(2);
    const t = await table();
    expect(t.state.vault).toBe(3);
    expect(lapseNotes()).toHaveLength(1);
    expect(latestPublic(w).content).not.toMatch(/⏰ <t:/);
  });
});
