import { describe, expect, it } from 'vitest';
import { Registry } from '../../src/registry.ts';
import { type Chooser, STALE, Tables } from '../../src/service/tables.ts';
import type { TableStore } from '../../src/store/types.ts';
import { heistEntry } from '../fixture/registry.ts';
import { enAll } from '../support/words.ts';
import { ann, bo, CH, fileStorePerTest } from './tableKit.ts';

const first: Chooser = (c) => ({ ok: true, value: c.legal[0]! });

let store: TableStore;
let tables: Tables;

fileStorePerTest('nt-computers-', (s) => {
  store = s;
  tables = new Tables(store, new Registry([heistEntry]));
});

describe('computer seats', () => {
  it('the host seats and removes computers in the lobby; others and a started game are refused', async () => {
    await tables.create(CH, 'g', 'heist', ann);
    expect(await tables.join(CH, bo)).toMatchObject({ ok: true });
    expect(enAll(await tables.addComputers(CH, bo.userId, 'greedy'))).toMatchObject({
      ok: false,
      error: expect.stringContaining('Only the host'),
    });
    expect(enAll(await tables.addComputers(CH, ann.userId, 'greedy', 3))).toMatchObject({
      ok: false,
      error: expect.stringContaining('Only 2 seats are free'),
    });
    const added = await tables.addComputers(CH, ann.userId, 'random', 2);
    expect(added.ok && added.value.names).toEqual(['Computer 1 (random)', 'Computer 2 (random)']);
    expect(enAll(await tables.addComputers(CH, ann.userId, 'greedy'))).toMatchObject({
      ok: false,
      error: 'All 4 seats are taken.',
    });
    expect(await tables.removeComputer(CH, bo.userId)).toMatchObject({ ok: false });
    const removed = await tables.removeComputer(CH, ann.userId);
    expect(removed.ok && removed.value.name).toBe('Computer 2 (random)');
    // Bo leaves: the computer moves up a seat; a new one takes a free id.
    await tables.leave(CH, bo.userId);
    const again = await tables.addComputers(CH, ann.userId, 'greedy');
    expect(again.ok && again.value.record!.seats.map((s) => [s.userId, s.name, s.computer ?? null])).toEqual([
      [ann.userId, 'Ann', null],
      ['computer-1', 'Computer 1 (random)', 'random'],
      ['computer-2', 'Computer 2 (greedy)', 'greedy'],
    ]);
    const started = await tables.start(CH, ann.userId, 'seed');
    expect(started.ok).toBe(true);
    // In the game, each computer seat is stored under its seat's id.
    expect(started.ok && started.value.record!.seats.map((s) => s.userId)).toEqual([
      ann.userId,
      'computer-2',
      'computer-3',
    ]);
    expect(enAll(await tables.addComputers(CH, ann.userId, 'greedy'))).toMatchObject({
      ok: false,
      error: expect.stringContaining('already started'),
    });
    expect(enAll(await tables.removeComputer(CH, ann.userId))).toMatchObject({
      ok: false,
      error: expect.stringContaining('already started'),
    });
  });

  it('a lobby left by its last person closes, computers or not; the host passes to a person', async () => {
    await tables.create(CH, 'g', 'heist', ann);
    await tables.addComputers(CH, ann.userId, 'greedy');
    await tables.join(CH, bo);
    const left = await tables.leave(CH, ann.userId);
    expect(left.ok && left.value.record!.hostId).toBe(bo.userId);
    const closed = await tables.leave(CH, bo.userId);
    expect(closed.ok && closed.value.closed).toBe(true);
  });

  it('acts for a seat index only while its stamp is the one planned', async () => {
    await tables.create(CH, 'g', 'heist', ann);
    await tables.addComputers(CH, ann.userId, 'greedy');
    await tables.start(CH, ann.userId, 'seed');
    let t = await tables.load(CH);
    const stamp = t.ok ? t.value.record.stamps[1]! : -1;
    // Seat 1 is not awaited: refused, nothing written.
    expect(await tables.actForSeat(CH, 1, stamp, first)).toMatchObject({ ok: false });
    expect(
      (await tables.act(CH, ann.userId, (c) => ({ ok: true, value: c.legal.find((a) => a.key === 'pass')! }))).ok,
    ).toBe(true);
    t = await tables.load(CH);
    const now = t.ok ? t.value.record.stamps[1]! : -1;
    expect(await tables.actForSeat(CH, 1, now - 1, first)).toMatchObject({ ok: false, error: STALE });
    expect(await tables.actForSeat(CH, 5, now, first)).toMatchObject({ ok: false });
    const moved = await tables.actForSeat(CH, 1, now, first);
    expect(moved.ok && moved.value.seat).toBe(1);
    expect(await tables.actForSeat(CH, 1, now, first)).toMatchObject({ ok: false });
  });
});
