import { describe, expect, it } from 'vitest';
import { Registry } from '../../src/registry.ts';
import { deadlineOf, publicDeadlines } from '../../src/service/clock.ts';
import { type Chooser, type Table, Tables } from '../../src/service/tables.ts';
import { DEFAULT_SETTINGS } from '../../src/store/record.ts';
import type { TableStore } from '../../src/store/types.ts';
import type { HeistState } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { enAll } from '../support/words.ts';
import { ann, bo, CH, cy, fileStorePerTest } from './tableKit.ts';

const users = [ann, bo, cy];
const H = 3_600_000;
const D = 24 * H;
const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const byKey =
  (key: string): Chooser =>
  (c) => {
    const a = c.legal.find((x) => x.key === key || x.key.startsWith(`${key}:`));
    return a ? { ok: true, value: a } : { ok: false, error: `no ${key}` };
  };

let store: TableStore;
let tables: Tables;
let now = T0;

fileStorePerTest('nt-clock-', (s) => {
  now = T0;
  store = s;
  tables = new Tables(store, new Registry([heistEntry]), () => new Date(now));
});

async function load(): Promise<Table & { state: HeistState }> {
  const t = await tables.load(CH);
  if (!t.ok) throw new Error(t.error);
  return t.value as Table & { state: HeistState };
}

async function act(seat: number, key: string): Promise<void> {
  const r = await tables.act(CH, users[seat]!.userId, byKey(key));
  if (!r.ok) throw new Error(r.error);
}

async function started(clockMs: number | null = DEFAULT_SETTINGS.clockMs): Promise<void> {
  expect((await tables.create(CH, 'g', 'heist', ann, 'rounds=5', { ...DEFAULT_SETTINGS, clockMs })).ok).toBe(true);
  for (const s of [bo, cy]) expect((await tables.join(CH, s)).ok).toBe(true);
  expect((await tables.start(CH, ann.userId, 'fixed-seed')).ok).toBe(true);
}

/** Plays (an hour per move) until someone's big chip attacks everyone else; returns the attacker. */
async function playUntilAttack(): Promise<number> {
  for (let n = 0; n < 30; n++) {
    const { state } = await load();
    if (state.defending.length > 0) return state.attacker!;
    const seat = state.current;
    const big = state.hands[seat]!.find((c) => c.value >= 7);
    now += H;
    await act(
      seat,
      big ? `play:${big.serial}` : state.deck.length > 0 && state.hands[seat]!.length < 5 ? 'draw' : 'pass',
    );
  }
  throw new Error('no attack');
}

describe('turn clocks in the table operations', () => {
  it('keeps the clock chosen at /game new, and starts every seat’s clock at the start', async () => {
    await started(3 * D);
    const t = await load();
    expect(t.record.settings?.clockMs).toBe(3 * D);
    expect(t.record.clocks).toEqual(users.map(() => ({ since: iso(T0), strikes: 0 })));
    expect(deadlineOf(t, 0)).toBe(T0 + 3 * D);
    expect(deadlineOf(t, 1)).toBeNull();
  });

  it('restarts the clock only of seats whose decision changed, keeping the others and the strikes', async () => {
    await started();
    // Strikes are kept across moves (the timers count them).
    await store.update(CH, (r) => ({
      write: { ...r!, clocks: r!.clocks!.map((c, i) => (i === 2 ? { ...c, strikes: 2 } : c)) },
      result: null,
    }));
    now = T0 + H;
    await act(0, 'pass');
    const t = await load();
    // Ann's turn ended and Bo's began: both changed; Cy still waits, untouched.
    expect(t.record.clocks).toEqual([
      { since: iso(T0 + H), strikes: 0 },
      { since: iso(T0 + H), strikes: 0 },
      { since: iso(T0), strikes: 2 },
    ]);
    expect(deadlineOf(t, 1)).toBe(T0 + H + D);
  });

  it('gives several players deciding at once each their own deadline, and keeps one’s clock when the other answers', async () => {
    await started();
    const attacker = await playUntilAttack();
    const attackAt = now;
    const [first, second] = [0, 1, 2].filter((s) => s !== attacker) as [number, number];
    let t = await load();
    expect(deadlineOf(t, first)).toBe(attackAt + D);
    expect(deadlineOf(t, second)).toBe(attackAt + D);
    // One deadline per seat in public, each paused by its own player's time away.
    const away = { from: iso(attackAt + H), until: iso(attackAt + 4 * H) };
    expect([...publicDeadlines(t, (s) => (s === second ? away : null))]).toEqual([
      [first, attackAt + D],
      [second, attackAt + D + 3 * H],
    ]);
    now = attackAt + 2 * H;
    await act(first, 'take');
    t = await load();
    expect(t.state.defending).toEqual([second]);
    expect(t.record.clocks![second]!.since).toBe(iso(attackAt));
    expect(t.record.clocks![first]!.since).toBe(iso(attackAt + 2 * H));
    expect(deadlineOf(t, second)).toBe(attackAt + D);
    expect(deadlineOf(t, first)).toBeNull();
  });

  it('changes settings for the host or a moderator only; a shorter clock never runs a decision out on the spot', async () => {
    await started();
    expect(enAll(await tables.changeSettings(CH, bo.userId, false, { clockMs: 2 * H }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('Only the host'),
    });
    now = T0 + 5 * H;
    const res = await tables.changeSettings(CH, ann.userId, false, { clockMs: 2 * H, reminders: ['1h'] });
    expect(res.ok && res.value.changed).toEqual(['clockMs', 'reminders']);
    let t = await load();
    // Ann has waited 5 hours: with a 2h clock her deadline would be past, so it counts from now.
    expect(deadlineOf(t, 0)).toBe(T0 + 7 * H);
    expect(t.record.clocks![1]!.since).toBe(iso(T0));
    // A longer clock counts from the decision's start.
    const mod = await tables.changeSettings(CH, bo.userId, true, { clockMs: 3 * D });
    expect(mod.ok).toBe(true);
    t = await load();
    expect(deadlineOf(t, 0)).toBe(T0 + 5 * H + 3 * D);
    const same = await tables.changeSettings(CH, ann.userId, false, { clockMs: 3 * D });
    expect(same.ok && same.value.changed).toEqual([]);
  });
});
