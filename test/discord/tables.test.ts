import { describe, expect, it } from 'vitest';
import { withTypedAmount } from '../../src/discord/amount.ts';
import { Registry } from '../../src/registry.ts';
import { type Chooser, parseOptionText, Tables } from '../../src/service/tables.ts';
import type { TableStore } from '../../src/store/types.ts';
import { heistEntry, parleyEntry } from '../fixture/registry.ts';
import { enAll } from '../support/words.ts';
import { ann, bo, byKey, CH, cy, fileStorePerTest } from './tableKit.ts';

let store: TableStore;
let tables: Tables;

fileStorePerTest('nt-tables-', (s) => {
  store = s;
  tables = new Tables(store, new Registry([heistEntry, parleyEntry]));
});

async function startedTable(seats = [ann, bo, cy], options = 'rounds=1') {
  expect((await tables.create(CH, 'g', 'heist', seats[0]!, options)).ok).toBe(true);
  for (const s of seats.slice(1)) expect((await tables.join(CH, s)).ok).toBe(true);
  const started = await tables.start(CH, seats[0]!.userId, 'fixed-seed');
  expect(started.ok).toBe(true);
}

describe('lobby', () => {
  it('opens seats up to the maximum and refuses a fifth player', async () => {
    await tables.create(CH, 'g', 'heist', ann);
    for (const [i, id] of ['2', '3', '4'].entries())
      expect((await tables.join(CH, { userId: `30000000000000000${id}`, name: `P${i}` })).ok).toBe(true);
    const fifth = await tables.join(CH, { userId: '300000000000000009', name: 'Late' });
    expect(enAll(fifth)).toEqual({ ok: false, error: 'All 4 seats are taken.' });
  });

  it('refuses a second game in the same channel and a duplicate seat', async () => {
    await tables.create(CH, 'g', 'heist', ann);
    expect((await tables.create(CH, 'g', 'heist', bo)).ok).toBe(false);
    expect((await tables.join(CH, ann)).ok).toBe(false);
  });

  it('needs the minimum number of players, and only the host starts', async () => {
    await tables.create(CH, 'g', 'heist', ann);
    expect(enAll(await tables.start(CH, ann.userId))).toMatchObject({
      ok: false,
      error: expect.stringContaining('at least 2'),
    });
    await tables.join(CH, bo);
    expect(enAll(await tables.start(CH, bo.userId))).toMatchObject({
      ok: false,
      error: expect.stringContaining('Only the host'),
    });
    expect((await tables.start(CH, ann.userId)).ok).toBe(true);
    expect((await tables.join(CH, cy)).ok).toBe(false);
  });

  it('checks table options with the game’s schema', async () => {
    expect(enAll(await tables.create(CH, 'g', 'heist', ann, 'rounds=9'))).toMatchObject({
      ok: false,
      error: expect.stringContaining('rounds'),
    });
    expect(parseOptionText('rounds=3, x=y').ok).toBe(true);
    expect(parseOptionText('rounds').ok).toBe(false);
  });

  it('refuses an unknown or repeated option name, naming the valid ones', async () => {
    expect(enAll(await tables.create(CH, 'g', 'heist', ann, 'roudns=5'))).toEqual({
      ok: false,
      error: 'Unknown option roudns; valid: rounds.',
    });
    expect(enAll(await tables.create(CH, 'g', 'heist', ann, 'rounds=2 rounds=3'))).toMatchObject({
      ok: false,
      error: expect.stringContaining('rounds is given twice'),
    });
    expect(enAll(parseOptionText('x=1', []))).toEqual({
      ok: false,
      error: 'Unknown option x; this game has no options.',
    });
    expect((await tables.load(CH)).ok).toBe(false);
    expect(await tables.create(CH, 'g', 'heist', ann, 'rounds=3')).toMatchObject({ ok: true });
  });

  it('passes hosting on when the host leaves, and closes when everyone left', async () => {
    await tables.create(CH, 'g', 'heist', ann);
    await tables.join(CH, bo);
    const left = await tables.leave(CH, ann.userId);
    expect(left.ok && left.value.record?.hostId).toBe(bo.userId);
    const last = await tables.leave(CH, bo.userId);
    expect(last.ok && last.value.record?.status).toBe('aborted');
    expect((await tables.create(CH, 'g', 'heist', cy)).ok).toBe(true);
  });
});

describe('moves', () => {
  it('apply for the awaited seat only, and log the action', async () => {
    await startedTable();
    expect(enAll(await tables.act(CH, bo.userId, byKey('pass')))).toMatchObject({
      ok: false,
      error: expect.stringContaining('waiting for Ann'),
    });
    expect(enAll(await tables.act(CH, '999999999999', byKey('pass')))).toEqual({
      ok: false,
      error: 'You are not seated at this table.',
    });
    const r = await tables.act(CH, ann.userId, byKey('pass'));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.record.actions).toBe(1);
      expect(r.value.record.events.at(-1)?.text).toBe('{seat:0} passes.');
    }
  });

  it('moves the stamp of seats whose choices changed, and only theirs', async () => {
    await startedTable();
    const before = await tables.load(CH);
    const r = await tables.act(CH, ann.userId, byKey('pass'));
    expect(before.ok && r.ok).toBe(true);
    if (before.ok && r.ok) {
      const [a0, b0, c0] = before.value.record.stamps;
      const [a1, b1, c1] = r.value.record.stamps;
      expect(a1).not.toBe(a0); // Ann's choices vanished
      expect(b1).not.toBe(b0); // Bo's appeared
      expect(c1).toBe(c0); // Cy still waits with nothing to choose
      expect(r.value.newlyAwaited).toEqual([1]);
    }
  });

  it('seats that may act get stamps and are told once; a refusal never names a secret asker', async () => {
    expect((await tables.create(CH, 'g', 'parley', ann, '')).ok).toBe(true);
    for (const x of [bo, cy]) expect((await tables.join(CH, x)).ok).toBe(true);
    expect((await tables.start(CH, ann.userId, 'e2e')).ok).toBe(true); // the keeper is Bo
    const offer3: Chooser = (c) => withTypedAmount(c.legal.find((a) => a.key === 'offer')!, 3);
    const opened = await tables.act(CH, ann.userId, offer3);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.newlyAwaited).toEqual([]);
    expect(opened.value.newlyPushedMay).toEqual([1, 2]);
    const stamp = opened.value.record.version;
    expect(opened.value.record.stamps).toEqual([stamp, stamp, stamp]);
    // Bo, not awaited, counters with his prompt's stamp; Cy's old stamp is then stale.
    const countered = await tables.act(CH, bo.userId, byKey('counter'), { seat: 1, stamp });
    if (!countered.ok) throw new Error(countered.error);
    expect(countered.value.newlyPushedMay).toEqual([]);
    expect(await tables.act(CH, cy.userId, byKey('counter'), { seat: 2, stamp })).toMatchObject({ ok: false });
    // Everyone passes to the keeper's secret decision: whom the public sees awaited changes, not who.
    await tables.act(CH, bo.userId, byKey('pass'));
    const last = await tables.act(CH, cy.userId, byKey('pass'));
    if (!last.ok) throw new Error(last.error);
    expect(last.value.newlyAwaited).toEqual([1]);
    expect(enAll(await tables.act(CH, cy.userId, byKey('seal')))).toEqual({
      ok: false,
      error: 'It is not your move: the table is waiting for the secret vault keeper.',
    });
  });

  it('a game finishes, keeps its record and refuses further moves', async () => {
    await startedTable([ann, bo]);
    await tables.act(CH, ann.userId, byKey('pass'));
    const last = await tables.act(CH, bo.userId, byKey('pass'));
    expect(last.ok && last.value.finished).toBe(true);
    expect(enAll(await tables.act(CH, ann.userId, byKey('pass')))).toMatchObject({
      ok: false,
      error: expect.stringContaining('over'),
    });
    const t = await tables.load(CH);
    expect(t.ok && t.value.record.status).toBe('finished');
  });

  it('two racing moves for one decision: exactly one applies', async () => {
    await startedTable();
    const [x, y] = await Promise.all([
      tables.act(CH, ann.userId, byKey('pass')),
      tables.act(CH, ann.userId, byKey('pass')),
    ]);
    expect([x.ok, y.ok].sort()).toEqual([false, true]);
    const t = await tables.load(CH);
    expect(t.ok && t.value.record.actions).toBe(1);
  });
});

describe('abort', () => {
  it('host or Manage Channels only, bound to the version confirmed', async () => {
    await startedTable();
    const t = await tables.load(CH);
    const v = t.ok ? t.value.record.version : -1;
    expect((await tables.abort(CH, bo.userId, false, v)).ok).toBe(false);
    expect((await tables.abort(CH, ann.userId, false, v - 1)).ok).toBe(false);
    expect((await tables.abort(CH, bo.userId, true, v)).ok).toBe(true);
    expect((await tables.act(CH, ann.userId, byKey('pass'))).ok).toBe(false);
  });
});
