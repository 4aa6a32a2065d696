import { describe, expect, it } from 'vitest';
import type { PublicWaiting, Seat } from '../../src/engine/types.ts';
import type { GameEntry } from '../../src/registry.ts';
import {
  deadlineOf,
  formatDuration,
  lapseOf,
  parseClock,
  parseReminders,
  pausedDeadline,
  publicDeadlines,
  reminderTimes,
  settingsOf,
  settingWords,
  unsentRemindersNote,
} from '../../src/service/clock.ts';
import type { Table } from '../../src/service/tables.ts';
import { DEFAULT_SETTINGS, type TableRecord, type TableSettings } from '../../src/store/record.ts';
import { en } from '../support/words.ts';

const H = 3_600_000;
const D = 24 * H;
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A table awaiting `awaited` (the public seeing `shown`), each seat's decision begun at `since[seat]`. */
function table(opts: {
  awaited: Seat[];
  shown?: PublicWaiting;
  since?: number[];
  settings?: Partial<TableSettings>;
  computer?: Seat[];
  status?: TableRecord['status'];
}): Table {
  const seats = [0, 1, 2].map((s) =>
    opts.computer?.includes(s)
      ? { userId: `computer-${s + 1}`, name: `Bot ${s + 1}`, computer: 'greedy' as const }
      : { userId: `20000000000000000${s}`, name: `P${s}` },
  );
  const record = {
    schema: 2,
    channelId: '100',
    guildId: 'g',
    gameId: 'fake',
    status: opts.status ?? 'playing',
    hostId: seats[0]!.userId,
    options: {},
    seed: 's',
    seats,
    stateVersion: 1,
    state: {},
    stamps: [1, 1, 1],
    version: 1,
    createdAt: iso(T0),
    updatedAt: iso(T0),
    finishedAt: null,
    actions: 0,
    events: [],
    settings: { ...DEFAULT_SETTINGS, ...opts.settings },
    clocks: (opts.since ?? [T0, T0, T0]).map((s) => ({ since: iso(s), strikes: 0 })),
  } satisfies TableRecord;
  const game = {
    awaiting: () => opts.awaited,
    ...(opts.shown ? { publicAwaiting: () => opts.shown } : {}),
  };
  return { record, entry: { game } as unknown as GameEntry, state: {} };
}

describe('parsing clocks and reminders', () => {
  it('reads hours, days, minutes, combinations and none', () => {
    expect(parseClock('24h')).toEqual({ ok: true, value: 24 * H });
    expect(parseClock('3d')).toEqual({ ok: true, value: 3 * D });
    expect(parseClock('90m')).toEqual({ ok: true, value: 90 * 60_000 });
    expect(parseClock(' 1d 12h ')).toEqual({ ok: true, value: 36 * H });
    expect(parseClock('2 days')).toEqual({ ok: true, value: 2 * D });
    expect(parseClock('none')).toEqual({ ok: true, value: null });
    expect(parseClock('NONE')).toEqual({ ok: true, value: null });
  });

  it('refuses what is not a clock, or out of range, saying what is accepted', () => {
    for (const bad of ['', 'soon', '24', 'h', '-3d', '1m', '90d', '3x']) {
      const r = parseClock(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(en(r.error)).toContain('24h, 3d, 90m');
    }
  });

  it('reads reminder points, spelled the same way each time, once each', () => {
    expect(parseReminders('50%, 1h')).toEqual({ ok: true, value: ['50%', '1h'] });
    expect(parseReminders('75 %; 90m, 1h 30m, 50%')).toEqual({ ok: true, value: ['75%', '1h 30m', '50%'] });
    expect(parseReminders('none')).toEqual({ ok: true, value: [] });
    expect(parseReminders('')).toEqual({ ok: true, value: [] });
  });

  it('refuses bad reminder points, saying what is accepted', () => {
    for (const bad of ['0%', '100%', 'later', '1h, soon', '1%,2%,3%,4%,5%,6%,7%']) {
      const r = parseReminders(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(en(r.error)).toContain('50%');
    }
  });

  it('writes durations as players do', () => {
    expect(formatDuration(24 * H)).toBe('24h');
    expect(formatDuration(3 * D)).toBe('3d');
    expect(formatDuration(90 * 60_000)).toBe('1h 30m');
    expect(formatDuration(45 * 60_000)).toBe('45m');
  });

  it('an older record without settings has the defaults', () => {
    const t = table({ awaited: [0] });
    const { settings: _s, ...older } = t.record;
    expect(settingsOf(older as TableRecord)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('deadlines', () => {
  it('is the decision’s start plus the clock, for an awaited person only', () => {
    const t = table({ awaited: [1], settings: { clockMs: 3 * D } });
    expect(deadlineOf(t, 1)).toBe(T0 + 3 * D);
    expect(deadlineOf(t, 0)).toBeNull();
  });

  it('has none without a clock, outside a running game, or for a computer seat', () => {
    expect(deadlineOf(table({ awaited: [0], settings: { clockMs: null } }), 0)).toBeNull();
    expect(deadlineOf(table({ awaited: [0], status: 'finished' }), 0)).toBeNull();
    expect(deadlineOf(table({ awaited: [0, 1], computer: [1] }), 1)).toBeNull();
    expect(deadlineOf(table({ awaited: [0, 1], computer: [1] }), 0)).toBe(T0 + D);
  });

  it('gives several seats deciding at once each their own deadline', () => {
    const t = table({ awaited: [0, 1, 2], since: [T0, T0 + 2 * H, T0 + 5 * H] });
    expect([0, 1, 2].map((s) => deadlineOf(t, s))).toEqual([T0 + D, T0 + D + 2 * H, T0 + D + 5 * H]);
  });

  it('owes nothing of a seat with only choices open at any time: no deadline, no lapse of its own', () => {
    const base = table({ awaited: [0] });
    const game = {
      ...base.entry.game,
      mayAct: () => [1],
      anytime: () => true,
      timeLimit: () => ({ ms: 2 * H, key: 'pass' }),
    };
    const t: Table = { ...base, entry: { ...base.entry, game } as unknown as GameEntry };
    expect([0, 1, 2].map((s) => deadlineOf(t, s))).toEqual([T0 + D, null, null]);
    // The game's own time limit runs for the awaited seat and the one in a window, not for seat 2.
    expect([0, 1, 2].map((s) => lapseOf(t, s)?.at ?? null)).toEqual([T0 + 2 * H, T0 + 2 * H, null]);
  });

  it('pauses the clock while its player is away', () => {
    const t = table({ awaited: [0] });
    // Away for 2 days from 6 hours into the decision: the deadline moves 2 days later.
    expect(deadlineOf(t, 0, { from: iso(T0 + 6 * H), until: iso(T0 + 6 * H + 2 * D) })).toBe(T0 + 3 * D);
    // Away since before the decision began: the clock starts when the player is back.
    expect(deadlineOf(t, 0, { from: iso(T0 - D), until: iso(T0 + 10 * H) })).toBe(T0 + 10 * H + D);
    // Away only after the deadline, or back before the decision began: no change.
    expect(deadlineOf(t, 0, { from: iso(T0 + 2 * D), until: iso(T0 + 5 * D) })).toBe(T0 + D);
    expect(deadlineOf(t, 0, { from: iso(T0 - 3 * D), until: iso(T0 - D) })).toBe(T0 + D);
    // A period that cannot be read changes nothing.
    expect(pausedDeadline(T0, D, { from: 'soon', until: 'later' })).toBe(T0 + D);
  });
});

describe('reminder times', () => {
  it('falls at half time and one hour before the deadline by default', () => {
    const t = table({ awaited: [0] });
    const d = deadlineOf(t, 0)!;
    expect(reminderTimes(t, 0, d)).toEqual([T0 + 12 * H, T0 + 23 * H]);
  });

  it('counts back from a deadline moved by time away, and leaves out points before the decision began', () => {
    const t = table({ awaited: [0], settings: { clockMs: 2 * H, reminders: ['1h', '3h', '25%'] } });
    expect(reminderTimes(t, 0, T0 + 2 * H)).toEqual([T0 + 30 * 60_000, T0 + H]);
    // Away for a day: both points move with the deadline (3h before it is still more than the clock).
    expect(reminderTimes(t, 0, T0 + D + 2 * H)).toEqual([T0 + D + 30 * 60_000, T0 + D + H]);
  });

  it('words one strike and one vacation day in the singular', () => {
    const w = settingWords({ ...DEFAULT_SETTINGS, strikeLimit: 1, vacationDays: 1 });
    expect(en(w.strikeLimit.value)).toBe('1 expired deadline of one player');
    expect(en(w.vacationDays.value)).toBe('1 day of /away per player per month');
    expect(en(settingWords(DEFAULT_SETTINGS).strikeLimit.value)).toBe('3 expired deadlines of one player');
  });

  it('notes, for /game settings, the points as long as the clock that are never sent', () => {
    const s = (clockMs: number | null, reminders: string[]): TableSettings => ({
      ...DEFAULT_SETTINGS,
      clockMs,
      reminders,
    });
    expect(en(unsentRemindersNote(s(D, ['5d', '50%', '1h', '24h'])))).toBe(
      '⚠️ Reminders 5d, 24h are not shorter than the clock (24h), so they are never sent.',
    );
    expect(en(unsentRemindersNote(s(D, ['2d'])))).toBe(
      '⚠️ Reminder 2d is not shorter than the clock (24h), so it is never sent.',
    );
    expect(en(unsentRemindersNote(s(D, ['50%', '1h'])))).toBe('');
    expect(en(unsentRemindersNote(s(null, ['5d'])))).toBe('');
  });

  it('has none without a clock or without points', () => {
    expect(reminderTimes(table({ awaited: [0], settings: { clockMs: null } }), 0, T0 + D)).toEqual([]);
    expect(reminderTimes(table({ awaited: [0], settings: { reminders: [] } }), 0, T0 + D)).toEqual([]);
  });
});

describe('deadlines in public', () => {
  it('shows every publicly awaited seat its own deadline', () => {
    const t = table({ awaited: [0, 2], since: [T0, T0, T0 + H] });
    expect([...publicDeadlines(t)]).toEqual([
      [0, T0 + D],
      [2, T0 + D + H],
    ]);
  });

  it('never shows a secret asker’s deadline', () => {
    const t = table({ awaited: [0, 1], shown: { seats: [0] } });
    expect([...publicDeadlines(t).keys()]).toEqual([0]);
    const secret = table({ awaited: [2], shown: { seats: [], text: 'a secret decision' } });
    expect(publicDeadlines(secret).size).toBe(0);
  });

  it('shows none behind a cover set, which a deadline on some of its seats would give away', () => {
    const t = table({ awaited: [1], shown: { seats: [0, 1, 2] } });
    expect(publicDeadlines(t).size).toBe(0);
  });

  it('pauses a publicly awaited seat’s deadline by its away period', () => {
    const t = table({ awaited: [0] });
    const away = { from: iso(T0), until: iso(T0 + D) };
    expect(publicDeadlines(t, (s) => (s === 0 ? away : null)).get(0)).toBe(T0 + 2 * D);
  });
});
