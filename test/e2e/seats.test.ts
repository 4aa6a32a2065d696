import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DoubleMessage } from '../../src/double/types.ts';
import { LEAVE_STALE } from '../../src/service/seatChanges.ts';
import type { TableRecord } from '../../src/store/record.ts';
import { describeRedis } from '../setup/redisTarget.ts';
import { en } from '../support/words.ts';
import {
  button,
  customIds,
  lastText,
  loadTable,
  openTurn,
  startedGame,
  startWorld,
  sub,
  turnPrompt,
  type World,
} from './harness.ts';

/**
 * Issue 9, part 4 of the issue: /games across servers, /away and its allowance, /game replace and
 * /game leave mid-game, through the Discord double with the bot's clock under the test's control.
 */

let w: World;
let clock = Date.parse('2026-12-01T10:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const unix = (ms: number) => Math.floor(ms / 1000);
/** A second server the bot is in (the double's channels of another guild). */
const OTHER_SERVER = '400000000000000001';

/** A world on the file store (or the run's Redis) with the bot's clock at `clock`. */
function useWorld(redis = false): void {
  beforeEach(async () => {
    clock = Date.parse('2026-12-01T10:00:00.000Z');
    w = await startWorld({ now: () => new Date(clock), redis });
  });
  afterEach(async () => w?.close());
}

/** Changes a stored record as another part of the bot would (clocks, settings). */
async function patch(channel: string, fn: (r: TableRecord) => Partial<TableRecord>): Promise<void> {
  const res = await w.store.update(channel, (r) => ({ write: { ...r!, ...fn(r!) }, result: null }));
  expect(res.ok).toBe(true);
}

/** Every seat's clock running since `at` (Tables.start and act set these once the clock part lands). */
const clocksSince = (at: number) => (r: TableRecord) => ({
  clocks: r.seats.map(() => ({ since: new Date(at).toISOString(), strikes: 0 })),
});

/** Opens a game of Data Heist in `channel`: `host` first, then the others join; started unless `lobby`. */
async function openGame(channel: string, host: string, others: string[], lobby = false): Promise<void> {
  await w.run(w.double.slash(host, channel, 'game', sub('new', { game: 'heist' })));
  for (const u of others) await w.run(w.double.slash(u, channel, 'game', sub('join')));
  if (!lobby) await w.run(w.double.slash(host, channel, 'game', sub('start')));
}

async function games(user: string): Promise<string> {
  return lastText(await w.run(w.double.slash(user, w.double.dmChannel(user).id, 'games')));
}

async function away(user: string, until: string): Promise<string> {
  return lastText(
    await w.run(w.double.slash(user, w.double.dmChannel(user).id, 'away', [{ name: 'until', type: 3, value: until }])),
  );
}

const publicTexts = (channel: string) => w.double.messages(channel).map((m) => m.content);

describe('/games', () => {
  useWorld();
  it('lists every game of the caller across two servers: their moves longest waiting first, then the others, then lobbies', () =>
    gamesAcrossServers());
});

describeRedis('/games on Redis', () => {
  useWorld(true);
  it('lists every game of the caller across two servers, from the Redis user index', () => gamesAcrossServers());
});

async function gamesAcrossServers(): Promise<void> {
  const a = w.channel;
  const b = w.double.addChannel({ name: 'back-room', guildId: OTHER_SERVER }).id;
  const c = w.double.addChannel({ name: 'lounge', guildId: OTHER_SERVER }).id;
  const d = w.double.addChannel({ name: 'general' }).id;
  await openGame(a, w.ann, [w.bo]); // ann's move
  await openGame(b, w.bo, [w.ann, w.cy]); // bo's move
  await openGame(c, w.ann, [w.cy]); // ann's move, on the other server
  await openGame(d, w.bo, [w.ann], true); // a lobby
  const there = await w.store.load(c);
  expect(there.kind === 'ok' && there.record.guildId).toBe(OTHER_SERVER);
  await patch(a, clocksSince(clock - 1 * HOUR));
  await patch(b, clocksSince(clock - 5 * HOUR));
  await patch(c, clocksSince(clock - 3 * HOUR));

  const text = await games(w.ann);
  expect(text).toContain('**Your games** (4; your move in 2)');
  const order = [c, a, b, d].map((ch) => text.indexOf(`<#${ch}>`));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((x, y) => x - y)).toEqual(order);
  const line = (ch: string) => text.split('\n').find((l) => l.includes(`<#${ch}>`))!;
  expect(line(c)).toContain('**your move**');
  // The caller's deadline: 24 h (the default clock) from when the decision began.
  expect(line(c)).toContain(`due <t:${unix(clock - 3 * HOUR + DAY)}:R>`);
  expect(line(b)).toContain('waiting for bo');
  expect(line(d)).toContain('lobby, 2/4 seats');

  // The one that has waited longest comes first: now game a.
  await patch(a, clocksSince(clock - 10 * HOUR));
  const again = await games(w.ann);
  expect(again.indexOf(`<#${a}>`)).toBeLessThan(again.indexOf(`<#${c}>`));

  expect(await games(w.bo)).toContain('(3; your move in 1)');
  expect(await games(w.mod)).toContain('You do not sit at any game now.');
}

describe('/away', () => {
  useWorld();
  beforeEach(() => startedGame(w));

  it('pauses the caller\'s clocks, tells the table, and "back" ends it early, giving back the days not taken', async () => {
    await patch(w.channel, clocksSince(clock));
    const reply = await away(w.ann, '3d');
    const until = clock + 3 * DAY;
    expect(reply).toContain(`You are away until <t:${unix(until)}:F>`);
    expect(publicTexts(w.channel)).toContain(`🏖️ ann is away until <t:${unix(until)}:D>; their clock is paused.`);
    expect((await w.store.getPrefs(w.ann)).away).toEqual({
      from: new Date(clock).toISOString(),
      until: new Date(until).toISOString(),
    });
    expect((await loadTable(w)).record.vacationUsed).toEqual({ [w.ann]: { '2026-12': 3 } });
    // The deadline moves by the absence: 24 h of clock plus the 3 days away.
    expect(await games(w.ann)).toContain(`due <t:${unix(clock + DAY + 3 * DAY)}:R>`);

    clock += DAY + HOUR;
    expect(await away(w.ann, 'back')).toContain('Welcome back');
    expect(publicTexts(w.channel)).toContain('👋 ann is back; their clock runs again.');
    // Two days were taken (one and a bit): the third is given back.
    expect((await loadTable(w)).record.vacationUsed).toEqual({ [w.ann]: { '2026-12': 2 } });
    expect((await w.store.getPrefs(w.ann)).away?.until).toBe(new Date(clock).toISOString());
    expect(await away(w.ann, 'back')).toContain('You are not away');
  });

  it('refuses past dates, unreadable input and more than the strictest table allows per month, changing nothing', async () => {
    const strict = w.double.addChannel({ name: 'strict' }).id;
    await openGame(strict, w.bo, [w.ann]);
    await patch(strict, () => ({
      settings: { clockMs: DAY, reminders: [], expiry: 'wait', strikeLimit: 3, afterStrikes: 'vote', vacationDays: 2 },
    }));
    const before = publicTexts(w.channel).length;

    expect(await away(w.ann, '2026-11-20')).toContain('2026-11-20 has already begun');
    expect(await away(w.ann, 'next tuesday')).toContain('is not something I understand');
    expect(await away(w.ann, '2026-02-30')).toContain('is not something I understand');
    const refused = await away(w.ann, '3d');
    expect(refused).toContain(`<#${strict}>`);
    expect(refused).toContain('allows 2 vacation days per player per month, and you have 2 left in December 2026');
    expect((await w.store.getPrefs(w.ann)).away).toBeNull();
    expect(publicTexts(w.channel).length).toBe(before);

    expect(await away(w.ann, '2026-12-03')).toContain('You are away until');
    expect(publicTexts(strict)).toContain(
      `🏖️ ann is away until <t:${unix(Date.parse('2026-12-03T00:00:00.000Z'))}:D>; their clock is paused.`,
    );
    // Extending the same absence past the allowance is refused too; the first stands.
    // (the whole absence counts: the 2 days it took are given back, then its 4 are asked).
    expect(await away(w.ann, '4d')).toContain('you have 2 left in December 2026 (this absence would take 4 there)');
    expect((await w.store.getPrefs(w.ann)).away?.until).toBe('2026-12-03T00:00:00.000Z');
  });
});

/** Opens `user`'s prompt with the public "Your move" button. */
const openPrompt = (user: string): Promise<DoubleMessage> => turnPrompt(w, user);

describe('/game replace and /game leave during a game', () => {
  useWorld();
  let dee: string;
  beforeEach(async () => {
    dee = w.double.addUser({ username: 'dee' }).id;
    await startedGame(w);
  });

  const replace = (by: string, seat: string, withUser: string) =>
    w.run(
      w.double.slash(by, w.channel, 'game', [
        {
          name: 'replace',
          type: 1,
          options: [
            { name: 'seat', type: 3, value: seat },
            { name: 'with', type: 6, value: withUser },
          ],
        },
      ]),
    );

  it("gives a seat to another person: the old holder's buttons go stale, the new one gets the private view and plays", async () => {
    const old = await openPrompt(w.ann);
    const refusedBy = await replace(w.bo, '1', dee);
    expect(lastText(refusedBy)).toContain('Only the host or a member with Manage Channels');
    expect(lastText(await replace(w.mod, '1', w.bo))).toContain('bo already sits at this table');
    expect(lastText(await replace(w.mod, '1', w.double.botUserId))).toContain('A seat goes to a person');
    expect(lastText(await replace(w.mod, 'nobody', dee))).toContain('No seat here matches');

    const done = await replace(w.mod, `<@${w.ann}>`, dee);
    expect(lastText(done)).toContain('Seat 1 is now played by dee.');
    const t = await loadTable(w);
    expect(t.record.seats[0]).toEqual({ userId: dee, name: 'dee' });
    expect(t.record.hostId).toBe(dee);
    expect(t.record.stamps[0]).toBe(t.record.version);
    expect(publicTexts(w.channel).at(-1)).toBe(
      `🔁 <@${dee}> takes over seat 1 from ann; their private view is in their DMs. dee hosts the table now.`,
    );
    expect(await games(w.ann)).toContain('You do not sit at any game now.');
    expect(await games(dee)).toContain('**your move**');

    // Ann's old buttons change nothing; her private view is gone.
    const stale = await w.run(w.double.click(w.ann, old, customIds(old)[0]!));
    expect(lastText(stale)).toContain('You are not seated at this table.');
    expect((await loadTable(w)).record.version).toBe(t.record.version);
    expect(lastText(await w.run(w.double.slash(w.ann, w.channel, 'hand')))).toContain('You are not seated');

    // Dee plays from the view the bot sent her.
    const dm = w.double.dms(dee).find((m) => m.content.includes('You now play seat 1'));
    expect(dm).toBeDefined();
    const choice = customIds(dm!).find((id) => id.startsWith('act:'))!;
    expect(lastText(await w.run(w.double.click(dee, dm!, choice)))).toContain('✅');
    expect((await loadTable(w)).record.actions).toBe(1);
  });

  it("/game leave asks first, then a computer takes the seat; the host passes hosting on; a person can take a computer's seat", async () => {
    const asked = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('leave')));
    expect(lastText(asked)).toContain('Leave this game for good?');
    const confirm = w.double.ephemerals(w.bo).at(-1)!;
    expect((await loadTable(w)).record.seats[1]?.userId).toBe(w.bo);

    const quitId = button(confirm, 'quit:');
    const quit = await w.run(w.double.click(w.bo, confirm, quitId));
    expect(lastText(quit)).toContain('You left the game');
    let t = await loadTable(w);
    expect(t.record.seats[1]).toEqual({ userId: 'computer-2', name: 'bo (computer)', computer: 'greedy' });
    expect(publicTexts(w.channel).at(-1)).toBe('🚪 bo left the game; a computer player takes over seat 2.');
    expect(await games(w.bo)).toContain('You do not sit at any game now.');
    // The confirmation is gone from the message; pressed again anyway (a stale client): bo no longer sits there.
    expect(customIds(w.double.message(confirm.id)!)).toEqual([]);
    const twice = await w.run(w.double.click(w.bo, confirm, quitId, { forged: true }));
    expect(lastText(twice)).toContain('You no longer sit at this table.');

    // The host leaves: the next person hosts.
    const hostAsk = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('leave')));
    expect(lastText(hostAsk)).toContain('Leave this game for good?');
    const hostConfirm = w.double.ephemerals(w.ann).at(-1)!;
    await w.run(w.double.click(w.ann, hostConfirm, button(hostConfirm, 'quit:')));
    t = await loadTable(w);
    expect(t.record.hostId).toBe(w.cy);
    expect(publicTexts(w.channel).at(-1)).toBe(
      '🚪 ann left the game; a computer player takes over seat 1. cy hosts the table now.',
    );

    // The new host gives the computer's seat 2 to dee.
    const choices = await w.double.autocomplete(w.cy, w.channel, 'game', [
      { name: 'replace', type: 1, options: [{ name: 'seat', type: 3, value: '', focused: true }] },
    ]);
    expect(choices).toContainEqual({ name: 'Seat 2: bo (computer)', value: '2' });
    expect(lastText(await replace(w.cy, '2', dee))).toContain('Seat 2 is now played by dee.');
    t = await loadTable(w);
    expect(t.record.seats[1]).toEqual({ userId: dee, name: 'dee' });
    expect(publicTexts(w.channel).at(-1)).toContain(`🔁 <@${dee}> takes over seat 2 from a computer (bo (computer))`);
  });

  it('/game leave holds only for the table as it was asked: an older confirmation, or a forged one, asks again and changes nothing', async () => {
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('leave')));
    const confirm = w.double.ephemerals(w.bo).at(-1)!;
    const asked = (await loadTable(w)).record.version;
    // A forged confirmation for a version the table has not reached, or one it has left behind.
    for (const v of [asked + 1, asked - 1]) {
      const forged = await w.run(w.double.click(w.bo, confirm, `quit:${w.channel}:${v}`, { forged: true }));
      expect(lastText(forged)).toBe(en(LEAVE_STALE));
    }
    expect((await loadTable(w)).record.version).toBe(asked);
    // The table moves on (ann plays), then bo confirms the question asked before: asked again.
    const p = (await openTurn(w, w.ann)).original()!;
    expect(
      lastText(await w.run(w.double.click(w.ann, p, customIds(p).find((id) => id.startsWith('act:'))!))),
    ).toContain('✅');
    const moved = (await loadTable(w)).record;
    const old = await w.run(w.double.click(w.bo, confirm, button(confirm, 'quit:')));
    expect(lastText(old)).toBe(en(LEAVE_STALE));
    const t = await loadTable(w);
    expect(t.record.version).toBe(moved.version);
    expect(t.record.seats[1]?.userId).toBe(w.bo);
    // Asked again, at the table as it is now: it holds.
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('leave')));
    const again = w.double.ephemerals(w.bo).at(-1)!;
    expect(lastText(await w.run(w.double.click(w.bo, again, button(again, 'quit:'))))).toContain('You left the game');
  });

  it('/game leave by the last person says, before and after, that it ends the game', async () => {
    for (const who of [w.bo, w.cy]) {
      await w.run(w.double.slash(who, w.channel, 'game', sub('leave')));
      const c = w.double.ephemerals(who).at(-1)!;
      await w.run(w.double.click(who, c, button(c, 'quit:')));
    }
    const asked = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('leave')));
    expect(lastText(asked)).toBe(
      'Leave this game for good? You are the last person at this table, so leaving ends the game.',
    );
    const confirm = w.double.ephemerals(w.ann).at(-1)!;
    const quit = await w.run(w.double.click(w.ann, confirm, button(confirm, 'quit:')));
    expect(lastText(quit)).toBe('You left the game; you were the last person at it, so it has ended.');
    expect(publicTexts(w.channel).at(-1)).toBe('🚪 ann left the game. Nobody is left to play, so the game ends here.');
    expect((await loadTable(w)).record.status).toBe('aborted');
  });
});
