import { describe, expect, it } from 'vitest';
import { heistEntry, parleyEntry } from '../fixture/registry.ts';
import { gameKit } from './gameKit.ts';
import { button, customIds, lastText, latestPublic, openGame, sub, type World, type WorldOptions } from './harness.ts';

const H = 3_600_000;
const D = 24 * H;
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
/** A deadline as Discord shows it: relative, in each reader's time zone. */
const stamp = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;

let w: World;
let now = T0;
const { start, table } = gameKit(heistEntry);

async function world(games?: WorldOptions['games']): Promise<World> {
  now = T0;
  w = await start({ now: () => new Date(now), ...(games ? { games } : {}) });
  return w;
}

/** Opens Data Heist for ann, bo and cy with a clock, and starts it. */
async function startedWith(clock?: string): Promise<void> {
  const ix = await w.run(
    w.double.slash(
      w.ann,
      w.channel,
      'game',
      sub('new', { game: 'heist', options: 'rounds=2', ...(clock ? { clock } : {}) }),
    ),
  );
  expect(lastText(ix)).toContain('seats open');
  await w.run(w.double.slash(w.bo, w.channel, 'game', sub('join')));
  await w.run(w.double.slash(w.cy, w.channel, 'game', sub('join')));
  await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
}

/** The awaited player's private prompt, opened with the public "Your move" button. */
async function prompt(user: string): Promise<string> {
  const board = w.double
    .messages(w.channel)
    .filter((m) => customIds(m).some((id) => id.startsWith('turn:')))
    .at(-1)!;
  const ix = await w.run(w.double.click(user, board, button(board, 'turn:')));
  const p = ix.original();
  expect(p?.ephemeralFor).toBe(user);
  return p?.content ?? '';
}

/** A slash command answered privately to `user`, with nothing new posted in the channel. */
async function refusedPrivately(user: string, values: Record<string, string | number>): Promise<string> {
  const before = w.double.messages(w.channel).length;
  const ix = await w.run(w.double.slash(user, w.channel, 'game', sub('settings', values)));
  const answer = [ix.original(), ...ix.followups()].filter((m) => m?.content).at(-1);
  expect(answer?.ephemeralFor).toBe(user);
  expect(w.double.messages(w.channel)).toHaveLength(before);
  return answer?.content ?? '';
}

describe('turn clocks through the Discord double', () => {
  it('/game new clock:3d: the lobby names it; every prompt, waiting line and /game status shows the deadline', async () => {
    await world();
    await startedWith('3d');
    expect(w.double.messages(w.channel).some((m) => m.content.includes('clock: 3d per decision'))).toBe(true);
    // The start's public message: Ann is awaited until three days from the start.
    expect(latestPublic(w).content).toContain(`(⏰ ${stamp(T0 + 3 * D)})`);
    expect(await prompt(w.ann)).toContain(`⏰ Your deadline: ${stamp(T0 + 3 * D)}`);
    // Ann moves an hour later: Bo's deadline counts from then.
    now = T0 + H;
    const p = await w.run(
      w.double.click(w.ann, w.double.ephemerals(w.ann).at(-1)!, button(w.double.ephemerals(w.ann).at(-1)!, 'act:')),
    );
    expect(lastText(p)).toContain('✅');
    expect(latestPublic(w).content).toContain(`(⏰ ${stamp(T0 + H + 3 * D)})`);
    expect(latestPublic(w).content).not.toContain(stamp(T0 + 3 * D));
    expect(await prompt(w.bo)).toContain(`⏰ Your deadline: ${stamp(T0 + H + 3 * D)}`);
    // /game status, with Bo away for a day in the middle: his clock is paused that long.
    await w.store.setPrefs(w.bo, {
      away: { from: new Date(T0 + 2 * H).toISOString(), until: new Date(T0 + 2 * H + D).toISOString() },
    });
    const status = await w.run(w.double.slash(w.cy, w.channel, 'game', sub('status')));
    expect(lastText(status)).toContain(`(⏰ ${stamp(T0 + H + 4 * D)})`);
    expect(await prompt(w.bo)).toContain(`⏰ Your deadline: ${stamp(T0 + H + 4 * D)}`);
  });

  it('defaults to 24 hours per decision; clock:none shows no deadline', async () => {
    await world();
    await startedWith();
    expect(latestPublic(w).content).toContain(stamp(T0 + D));
    expect((await table()).record.settings?.clockMs).toBe(D);
    await w.close();
    await world();
    await startedWith('none');
    expect(latestPublic(w).content).not.toContain('<t:');
    expect(await prompt(w.ann)).not.toContain('<t:');
  });

  it('/game new refuses a bad clock privately, saying what is accepted', async () => {
    await world();
    const ix = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', clock: 'soon' })));
    expect(ix.original()?.ephemeralFor).toBe(w.ann);
    expect(lastText(ix)).toContain('24h, 3d, 90m');
    expect(w.double.messages(w.channel)).toHaveLength(0);
  });

  it('/game settings: shown privately, changed by the host and announced in the channel, new deadlines at once', async () => {
    await world();
    await startedWith('3d');
    const shown = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('settings')));
    expect(shown.original()?.ephemeralFor).toBe(w.bo);
    expect(lastText(shown)).toContain('clock: 3d per decision');
    expect(lastText(shown)).toContain('reminders: 50%, 1h');

    now = T0 + 2 * H;
    const changed = await w.run(
      w.double.slash(
        w.ann,
        w.channel,
        'game',
        sub('settings', { clock: '12h', reminders: '25%, 30m', expiry: 'bot', strikes: 2 }),
      ),
    );
    const post = changed.original()!;
    expect(post.ephemeralFor).toBeUndefined();
    expect(post.content).toContain("**ann** changed this table's settings");
    expect(post.content).toContain('clock: 3d per decision → **12h per decision**');
    expect(post.content).toContain('reminders: 50%, 1h → **25%, 30m**');
    expect(post.content).toContain('expiry: wait');
    expect(post.content).toContain(
      'strikes: 3 expired deadlines of one player → **2 expired deadlines of one player**',
    );
    expect(post.content).toContain(`**ann** ${stamp(T0 + 12 * H)}`);
    const { record } = await table();
    expect(record.settings).toMatchObject({
      clockMs: 12 * H,
      reminders: ['25%', '30m'],
      expiry: 'bot',
      strikeLimit: 2,
    });
    expect(await prompt(w.ann)).toContain(`⏰ Your deadline: ${stamp(T0 + 12 * H)}`);
  });

  it("/game settings clock: the turn's message is edited to show the new deadline", async () => {
    await world();
    await startedWith('3d');
    // Ann moves an hour in: the channel's new turn message waits for Bo, three days from then.
    await prompt(w.ann);
    now = T0 + H;
    const p = await w.run(
      w.double.click(w.ann, w.double.ephemerals(w.ann).at(-1)!, button(w.double.ephemerals(w.ann).at(-1)!, 'act:')),
    );
    expect(lastText(p)).toContain('✅');
    const turnId = (await table()).record.turnMessage!.id;
    const turn = () => w.double.messages(w.channel).find((m) => m.id === turnId)!;
    expect(turn().content).toContain(`(⏰ ${stamp(T0 + H + 3 * D)})`);
    const posted = w.double.messages(w.channel).length;

    now = T0 + 2 * H;
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('settings', { clock: '12h' })));
    // The same message, edited in place (only the settings announcement is new): Bo's clock counts from his decision's start.
    expect(turn().content).toContain(`(⏰ ${stamp(T0 + H + 12 * H)})`);
    expect(turn().content).not.toContain(stamp(T0 + H + 3 * D));
    expect(w.double.messages(w.channel)).toHaveLength(posted + 1);
    expect((await table()).record.turnMessage!.id).toBe(turnId);

    // No clock at all: the turn message shows no deadline.
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('settings', { clock: 'none' })));
    expect(turn().content).not.toContain('<t:');
    expect(turn().content).toContain('Waiting for');
  });

  it('/game settings: a player who is not the host is refused; a member with Manage Channels may change them', async () => {
    await world();
    await startedWith('3d');
    expect(await refusedPrivately(w.bo, { clock: '1d' })).toContain('Only the host');
    expect((await table()).record.settings?.clockMs).toBe(3 * D);
    const byMod = await w.run(w.double.slash(w.mod, w.channel, 'game', sub('settings', { vacation: 3, after: 'bot' })));
    expect(byMod.original()?.ephemeralFor).toBeUndefined();
    expect(byMod.original()?.content).toContain('**mod** changed');
    expect((await table()).record.settings).toMatchObject({
      vacationDays: 3,
      afterStrikes: 'bot',
      clockMs: 3 * D,
    });
  });

  it('/game settings refuses bad values privately, saying what is accepted, and changes nothing', async () => {
    await world();
    await startedWith();
    expect(await refusedPrivately(w.ann, { clock: 'forever' })).toContain('24h, 3d, 90m');
    expect(await refusedPrivately(w.ann, { clock: '1m' })).toContain('from 5m to 60d');
    expect(await refusedPrivately(w.ann, { reminders: '50%, someday' })).toContain('a share of the clock gone (50%)');
    expect(await refusedPrivately(w.ann, { clock: '2d', reminders: '150%' })).toContain('1% to 99%');
    expect((await table()).record.settings).toEqual((await import('../../src/store/record.ts')).DEFAULT_SETTINGS);
  });

  it('a secret decision’s deadline reaches its player only; the channel shows none', async () => {
    // Seed "e2e" deals Parley's secret vault keeper to bo.
    await world([parleyEntry]);
    await openGame(w, [w.ann, w.bo, w.cy], { game: 'parley', options: 'rounds=1', clock: '2d' });
    // Everyone passes (an hour apart): then the keeper decides in secret.
    let before = 0;
    for (const [n, user] of [w.ann, w.bo, w.cy].entries()) {
      now = T0 + (n + 1) * H;
      before = w.double.messages(w.channel).length;
      expect(lastText(await w.run(w.double.slash(user, w.channel, 'parley', sub('pass'))))).toContain('✅');
    }
    const { record, state, entry } = await table();
    expect(entry.game.awaiting(state)).toEqual([1]);
    expect(record.clocks![1]!.since).toBe(new Date(T0 + 3 * H).toISOString());
    for (const m of w.double.messages(w.channel).slice(before)) expect(m.content).not.toContain('<t:');
    const status = await w.run(w.double.slash(w.cy, w.channel, 'game', sub('status')));
    expect(lastText(status)).toContain('secret vault keeper');
    expect(lastText(status)).not.toContain('<t:');
    // The keeper's own DM and private view say when their secret decision is due.
    expect(w.double.dms(w.bo).at(-1)?.content).toContain(`⏰ Your deadline: ${stamp(T0 + 3 * H + 2 * D)}`);
    const hand = await w.run(w.double.slash(w.bo, w.channel, 'hand'));
    expect(hand.original()?.ephemeralFor).toBe(w.bo);
    expect(lastText(hand)).toContain(`⏰ Your deadline: ${stamp(T0 + 3 * H + 2 * D)}`);
  });

  it('/game help tells of clocks and settings', async () => {
    await world();
    const help = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help')));
    expect(lastText(help)).toContain('/game settings');
    expect(lastText(help)).toContain('clock:24h');
  });
});
