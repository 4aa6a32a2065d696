import { describe, expect, it } from 'vitest';
import type { Table } from '../../src/service/tables.ts';
import { COMPUTER_PAUSE_MS, plannedJobs } from '../../src/service/timers/plan.ts';
import { computerUserId, DEFAULT_SETTINGS, type TableRecord } from '../../src/store/record.ts';
import { heistEntry, PARLEY_WINDOW_MS, timedParleyEntry } from '../fixture/registry.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2030-01-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A started three-seat Data Heist whose clocks all began at T0. */
function table(over: Partial<TableRecord> = {}): Table {
  const state = heistEntry.game.setup(3, heistEntry.game.optionsSchema.parse({ rounds: '1' }), 'seed');
  const record: TableRecord = {
    schema: 2,
    channelId: '100000000000000001',
    guildId: null,
    gameId: 'heist',
    status: 'playing',
    hostId: '1',
    options: { rounds: 1 },
    seed: 'seed',
    seats: [
      { userId: '201', name: 'Ann' },
      { userId: '202', name: 'Bo' },
      { userId: '203', name: 'Cy' },
    ],
    stateVersion: heistEntry.game.schemaVersion,
    state,
    stamps: [4, 4, 4],
    version: 4,
    createdAt: iso(T0),
    updatedAt: iso(T0 + HOUR),
    finishedAt: null,
    actions: 0,
    events: [],
    clocks: [0, 1, 2].map(() => ({ since: iso(T0), strikes: 0 })),
    ...over,
  };
  return { record, entry: heistEntry, state };
}

const seat = heistEntry.game.awaiting(table().state)[0]!;

describe('plannedJobs', () => {
  it("plans each awaited person's reminders (50%, 1h before) and first expiry, from the seat's clock", () => {
    const jobs = plannedJobs(table(), T0);
    expect(jobs).toEqual([
      { kind: 'remind', channelId: '100000000000000001', seat, stamp: 4, n: 0, at: T0 + 12 * HOUR },
      { kind: 'remind', channelId: '100000000000000001', seat, stamp: 4, n: 1, at: T0 + 23 * HOUR },
      { kind: 'expire', channelId: '100000000000000001', seat, stamp: 4, n: 0, at: T0 + 24 * HOUR },
    ]);
  });

  it('leaves out reminders already sent, and plans the next expiry of a decision whose deadline passed', () => {
    const clocks = [0, 1, 2].map((i) => ({
      since: iso(T0),
      strikes: i === seat ? 1 : 0,
      ...(i === seat ? { done: { stamp: 4, reminders: 2, expiries: 1 } } : {}),
    }));
    expect(plannedJobs(table({ clocks }), T0 + 25 * HOUR)).toEqual([
      { kind: 'expire', channelId: '100000000000000001', seat, stamp: 4, n: 1, at: T0 + 48 * HOUR },
    ]);
    // What was done for an earlier decision (another stamp) counts for nothing.
    const old = clocks.map((c) => ('done' in c ? { ...c, done: { stamp: 3, reminders: 2, expiries: 1 } } : c));
    expect(plannedJobs(table({ clocks: old }), T0)).toHaveLength(3);
  });

  it('pauses the clock while the player is away', () => {
    const away = { from: iso(T0 + 2 * HOUR), until: iso(T0 + 12 * HOUR) };
    const jobs = plannedJobs(table(), T0, (s) => (s === seat ? away : null));
    expect(jobs.find((j) => j.kind === 'expire')?.at).toBe(T0 + 34 * HOUR);
  });

  it("plans nothing without a clock, a computer's move for a computer seat, nothing once the game is over", () => {
    expect(plannedJobs(table({ settings: { ...DEFAULT_SETTINGS, clockMs: null } }), T0)).toEqual([]);
    const seats = table().record.seats.map((s, i) =>
      i === seat ? { userId: computerUserId(i), name: s.name, computer: 'greedy' as const } : s,
    );
    expect(plannedJobs(table({ seats }), T0)).toEqual([
      { kind: 'computer', channelId: '100000000000000001', seat, stamp: 4, n: 0, at: T0 + COMPUTER_PAUSE_MS },
    ]);
    expect(plannedJobs(table({ status: 'finished' }), T0)).toEqual([]);
  });

  it("plans a decision's own time limit for each seat that must or may act, with the clock off too, not for an awaited computer", () => {
    const g = timedParleyEntry.game;
    // ann (seat 0) offered: she must let it stand (timed), bo and cy may counter (timed here too).
    const game = {
      ...g,
      timeLimit: (s: never, who: number) => (who === 0 ? g.timeLimit!(s, who) : { ms: HOUR, key: 'counter' }),
    };
    const state = { ...g.setup(3, g.optionsSchema.parse({}), 'seed'), offer: { seat: 0, amount: 2 } };
    const base = table();
    const clocks = [0, 1, 2].map((i) => ({ since: iso(T0 + i * HOUR), strikes: 0 }));
    const t = (over: Partial<TableRecord>) => ({
      record: {
        ...base.record,
        gameId: 'parley',
        state,
        clocks,
        settings: { ...DEFAULT_SETTINGS, clockMs: null },
        ...over,
      },
      entry: { ...timedParleyEntry, game },
      state,
    });
    const ch = '100000000000000001';
    expect(plannedJobs(t({}), T0)).toEqual([
      { kind: 'lapse', channelId: ch, seat: 0, stamp: 4, n: 0, at: T0 + PARLEY_WINDOW_MS },
      { kind: 'lapse', channelId: ch, seat: 1, stamp: 4, n: 0, at: T0 + 2 * HOUR },
      { kind: 'lapse', channelId: ch, seat: 2, stamp: 4, n: 0, at: T0 + 3 * HOUR },
    ]);
    // An awaited computer moves on its own; a computer that may respond lapses like anyone.
    const seats = base.record.seats.map((s, i) =>
      i !== 1 ? { userId: computerUserId(i), name: s.name, computer: 'random' as const } : s,
    );
    expect(plannedJobs(t({ seats }), T0).map((j) => `${j.kind}:${j.seat}`)).toEqual([
      'computer:0',
      'lapse:1',
      'lapse:2',
    ]);
  });
});
