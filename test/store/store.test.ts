import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableRecord } from '../../src/store/record.ts';
import type { QuarantinedRecord, VersionedTableStore } from '../../src/store/versionedStore.ts';
import { describeRedis } from '../setup/redisTarget.ts';
import { channel, countOf, FileHarness, type Harness, increment, RedisHarness, tableRecord } from './harness.ts';

describe('file table store', () => backendSuite(new FileHarness()));
describeRedis('redis table store', () => backendSuite(new RedisHarness()));

/** The same tests for each backend. */
function backendSuite(h: Harness): void {
  beforeAll(() => h.setup());
  afterAll(() => h.teardown());

  /** `n` writes to one new channel at once, alternately from two store instances under `sub`. */
  async function raced<R>(sub: string, n: number, write: (store: VersionedTableStore, ch: string) => Promise<R>) {
    const a = await h.open({ sub });
    const b = await h.open({ sub });
    const ch = channel();
    const results = await Promise.all(Array.from({ length: n }, (_, i) => write(i % 2 === 0 ? a : b, ch)));
    return { a, b, ch, results };
  }

  it('creates a table and loads it back exactly', async () => {
    const store = await h.open();
    const ch = channel();
    // Names starting with ':' exercise Keyv's string escaping.
    const written = tableRecord(ch, {
      seats: [{ userId: 'u1', name: ':) Ada' }],
      options: { rounds: 3 },
      state: { board: [1, 2, 3], note: ':x' },
    });
    const res = await store.update(ch, (current) => {
      expect(current).toBeNull();
      return { write: written, result: 'made' };
    });
    expect(res).toMatchObject({ ok: true, result: 'made', wrote: true });
    if (!res.ok) throw new Error('unreachable');
    expect(res.record?.version).toBe(1);
    expect(res.record?.seats[0]?.name).toBe(':) Ada');

    const loaded = await store.load(ch);
    expect(loaded).toEqual({ kind: 'ok', record: res.record });
  });

  it('lists a channel as owing messages exactly while its record holds an outbox (same write)', async () => {
    const store = await h.open({ sub: 'outbox' });
    const [a, b] = [channel(), channel()];
    const owed = {
      nonce: '1.abc',
      version: 1,
      at: '2024-01-01T00:00:00.000Z',
      dms: [{ seat: 0, userId: 'u1', text: 'news', prompt: false, hidden: false }],
      channel: { changed: true, over: false, awaited: [0], newlyAwaited: [], mention: [], events: [] },
    };
    expect(await store.pendingOutboxes()).toEqual([]);
    await store.update(a, () => ({ write: tableRecord(a, { outbox: [owed] }), result: null }));
    await store.update(b, () => ({ write: tableRecord(b), result: null }));
    expect(await store.pendingOutboxes()).toEqual([a]);
    await store.update(b, (r) => ({ write: { ...r!, outbox: [owed] }, result: null }));
    expect((await store.pendingOutboxes()).sort()).toEqual([a, b].sort());
    await store.update(a, (r) => ({ write: { ...r!, outbox: [] }, result: null }));
    expect((await store.pendingOutboxes()).sort()).toEqual([b]);
    await store.update(b, () => ({ write: null, result: null }));
    expect(await store.pendingOutboxes()).toEqual([]);
  });

  it('lists a channel as playing exactly while its game is in progress (same write), beside the outbox index', async () => {
    const store = await h.open({ sub: 'playing' });
    const [a, b] = [channel(), channel()];
    expect(await store.playingTables()).toEqual([]);
    await store.update(a, () => ({ write: tableRecord(a, { status: 'lobby' }), result: null }));
    await store.update(b, () => ({ write: tableRecord(b, { status: 'playing' }), result: null }));
    expect(await store.playingTables()).toEqual([b]);
    await store.update(a, (r) => ({ write: { ...r!, status: 'playing' }, result: null }));
    expect((await store.playingTables()).sort()).toEqual([a, b].sort());
    expect(await store.pendingOutboxes()).toEqual([]);
    await store.update(a, (r) => ({ write: { ...r!, status: 'finished' }, result: null }));
    expect(await store.playingTables()).toEqual([b]);
    await store.update(b, () => ({ write: null, result: null }));
    expect(await store.playingTables()).toEqual([]);
  });

  it('counts its tables from the key names: other prefixes, prefs and histories are not counted', async () => {
    // A prefix with glob characters: matched literally.
    const store = await h.open({ sub: 'count*[x]?' });
    const other = await h.open({ sub: 'count-other' });
    expect(await store.countTables()).toBe(0);
    const chs = [channel(), channel(), channel()];
    for (const ch of chs)
      await store.update(ch, () => ({
        write: tableRecord(ch),
        result: null,
        append: [{ seat: 0, action: { kind: 'x' }, at: '2030-01-01T00:00:00.000Z', events: [] }],
      }));
    await store.setPrefs('u1', { dms: false });
    const oc = channel();
    await other.update(oc, () => ({ write: tableRecord(oc), result: null }));
    expect(await store.countTables()).toBe(3);
    await store.update(chs[0]!, () => ({ write: null, result: null }));
    expect(await store.countTables()).toBe(2);
  });

  it('loads none for a channel without a table', async () => {
    const store = await h.open();
    expect(await store.load(channel())).toEqual({ kind: 'none' });
  });

  it('bumps the version and sets updatedAt on every write, whatever fn put there', async () => {
    let clock = Date.parse('2030-05-01T10:00:00.000Z');
    const store = await h.open({ now: () => clock });
    const ch = channel();
    await store.update(ch, () => ({ write: tableRecord(ch, { version: 41, updatedAt: 'stale' }), result: null }));
    clock += 1000;
    const second = await store.update(ch, (current) => ({
      write: { ...current!, version: 0, seats: [] },
      result: current!.version,
    }));
    expect(second).toMatchObject({ ok: true, result: 1, wrote: true });
    const loaded = await store.load(ch);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    expect(loaded.record.version).toBe(2);
    expect(loaded.record.updatedAt).toBe('2030-05-01T10:00:01.000Z');
    expect(loaded.record.seats).toEqual([]);
  });

  it('leaves the record alone when fn writes nothing', async () => {
    const store = await h.open();
    const ch = channel();
    const none = await store.update(ch, (current) => ({ result: current }));
    expect(none).toEqual({ ok: true, result: null, record: null, wrote: false });

    await store.update(ch, () => ({ write: tableRecord(ch), result: 0 }));
    const key = store.keys.table(ch);
    const rawBefore = await h.readRaw(key);
    const res = await store.update(ch, (current) => ({ result: current?.status }));
    expect(res).toMatchObject({ ok: true, result: 'lobby', wrote: false });
    if (res.ok) expect(res.record?.version).toBe(1);
    expect(await h.readRaw(key)).toBe(rawBefore);
  });

  it('deletes a record when fn writes null', async () => {
    const store = await h.open();
    const ch = channel();
    await store.update(ch, () => ({ write: tableRecord(ch), result: 0 }));
    const res = await store.update(ch, () => ({ write: null, result: 'gone' }));
    expect(res).toEqual({ ok: true, result: 'gone', record: null, wrote: true });
    expect(await store.load(ch)).toEqual({ kind: 'none' });
    expect(await h.readRaw(store.keys.table(ch))).toBeNull();
    // Deleting nothing writes nothing.
    expect(await store.update(ch, () => ({ write: null, result: 0 }))).toMatchObject({ ok: true, wrote: false });
  });

  it('refuses a write that fails the schema, and writes nothing', async () => {
    const store = await h.open();
    const ch = channel();
    await expect(
      store.update(ch, () => ({
        write: { ...tableRecord(ch), status: 'paused' } as unknown as TableRecord,
        result: 0,
      })),
    ).rejects.toThrow(/does not match the table format/);
    await expect(store.update(ch, () => ({ write: tableRecord('someone-else'), result: 0 }))).rejects.toThrow(
      /under channel/,
    );
    expect(await store.load(ch)).toEqual({ kind: 'none' });
  });

  it('loses none of 50 concurrent increments from two store instances', async () => {
    const { a, b, ch, results } = await raced('race', 50, (store, ch) => store.update(ch, increment(ch)));
    expect(results.every((r) => r.ok)).toBe(true);
    // Each increment saw a distinct count: no two ran on the same record.
    const seen = results.map((r) => (r.ok ? r.result : -1)).sort((x, y) => x - y);
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const store of [a, b]) {
      const loaded = await store.load(ch);
      expect(loaded.kind).toBe('ok');
      if (loaded.kind === 'ok') {
        expect(countOf(loaded.record)).toBe(50);
        expect(loaded.record.version).toBe(50);
      }
    }
  });

  it('never loses an update even with no local queueing (pure compare-and-set)', async () => {
    const { a, ch, results } = await raced('raw-race', 30, (store, ch) => store.versionedUpdate(ch, increment(ch)));
    const ok = results.filter((r) => r.ok).length;
    for (const r of results) if (!r.ok) expect(r.reason).toBe('busy');
    const loaded = await a.load(ch);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') {
      expect(countOf(loaded.record)).toBe(ok);
      expect(loaded.record.version).toBe(ok);
    }
  });

  it('reports garbage as corrupt, and update refuses without overwriting it', async () => {
    const store = await h.open();
    const ch = channel();
    const key = store.keys.table(ch);
    await h.writeRaw(key, '{"value": {"schema": 1, "channelId": tru');
    const loaded = await store.load(ch);
    expect(loaded.kind).toBe('corrupt');
    if (loaded.kind === 'corrupt') expect(loaded.error).toMatch(/not valid JSON/);

    let called = false;
    const res = await store.update(ch, () => {
      called = true;
      return { write: tableRecord(ch), result: 0 };
    });
    expect(res).toMatchObject({ ok: false, reason: 'corrupt' });
    if (!res.ok && res.reason === 'corrupt') expect(res.error).toMatch(/not valid JSON/);
    expect(called).toBe(false);
    expect(await h.readRaw(key)).toBe('{"value": {"schema": 1, "channelId": tru');
  });

  it('reports a record that fails its schema as corrupt, naming the field', async () => {
    const store = await h.open();
    const ch = channel();
    await store.keyv.tables.set(ch, { ...tableRecord(ch), status: 'paused', version: -1 });
    const loaded = await store.load(ch);
    expect(loaded.kind).toBe('corrupt');
    if (loaded.kind === 'corrupt') {
      expect(loaded.error).toMatch(/does not match the table format/);
      expect(loaded.error).toMatch(/status/);
      expect(loaded.error).toMatch(/version/);
    }
    expect(await store.update(ch, () => ({ write: tableRecord(ch), result: 0 }))).toMatchObject({
      ok: false,
      reason: 'corrupt',
    });
  });

  it('reports a value that is JSON but not a Keyv entry as corrupt', async () => {
    const store = await h.open();
    const ch = channel();
    await h.writeRaw(store.keys.table(ch), JSON.stringify(tableRecord(ch)));
    const loaded = await store.load(ch);
    expect(loaded).toEqual({ kind: 'corrupt', error: 'the stored data is not a Keyv entry with a value' });
  });

  it('quarantines a corrupt record, then a fresh table can start', async () => {
    const at = Date.parse('2031-01-02T03:04:05.678Z');
    const store = await h.open({ now: () => at });
    const ch = channel();
    const key = store.keys.table(ch);
    await h.writeRaw(key, 'garbage!');
    await store.quarantine(ch);

    expect(await store.load(ch)).toEqual({ kind: 'none' });
    expect(await h.readRaw(key)).toBeNull();
    const qKey = store.keys.quarantine(ch, at);
    expect(qKey).toBe(`${h.prefix()}quarantine:${ch}:${at}`);
    const aside = (await store.keyv.quarantine.get(`${ch}:${at}`)) as QuarantinedRecord | undefined;
    expect(aside).toMatchObject({ channelId: ch, key, raw: 'garbage!', quarantinedAt: '2031-01-02T03:04:05.678Z' });
    expect(aside?.error).toMatch(/not valid JSON/);
    expect(await h.readRaw(qKey)).not.toBeNull();

    const fresh = await store.update(ch, () => ({ write: tableRecord(ch), result: 0 }));
    expect(fresh).toMatchObject({ ok: true, wrote: true });
    if (fresh.ok) expect(fresh.record?.version).toBe(1);
  });

  it('quarantine leaves a readable record (or none) alone', async () => {
    const store = await h.open();
    const ch = channel();
    await store.quarantine(ch);
    expect(await store.load(ch)).toEqual({ kind: 'none' });
    await store.update(ch, () => ({ write: tableRecord(ch), result: 0 }));
    await store.quarantine(ch);
    expect((await store.load(ch)).kind).toBe('ok');
  });

  it('keeps other channels working next to a corrupt one', async () => {
    const store = await h.open();
    const bad = channel();
    const good = channel();
    await h.writeRaw(store.keys.table(bad), 'not json');
    expect((await store.update(good, increment(good))).ok).toBe(true);
    expect((await store.update(good, increment(good))).ok).toBe(true);
    const loaded = await store.load(good);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') expect(countOf(loaded.record)).toBe(2);
    expect((await store.load(bad)).kind).toBe('corrupt');
  });

  it('expires finished and aborted tables after the retention, and only those', async () => {
    let clock = Date.parse('2030-01-01T00:00:00.000Z');
    const store = await h.open({ now: () => clock, retentionMs: 60_000 });
    const finished = channel();
    const aborted = channel();
    const playing = channel();
    await store.update(finished, () => ({
      write: tableRecord(finished, { status: 'finished', finishedAt: 'x' }),
      result: 0,
    }));
    await store.update(aborted, () => ({
      write: tableRecord(aborted, { status: 'aborted', finishedAt: 'x' }),
      result: 0,
    }));
    await store.update(playing, () => ({ write: tableRecord(playing, { status: 'playing' }), result: 0 }));

    clock += 59_000;
    expect((await store.load(finished)).kind).toBe('ok');
    clock += 2_000;
    expect(await store.load(finished)).toEqual({ kind: 'none' });
    // Deleted lazily by that load.
    expect(await h.readRaw(store.keys.table(finished))).toBeNull();
    // An update sees none, and a new table starts from version 1.
    const res = await store.update(aborted, (current) => ({ result: current }));
    expect(res).toMatchObject({ ok: true, result: null, record: null });
    const again = await store.update(aborted, () => ({ write: tableRecord(aborted), result: 0 }));
    if (again.ok) expect(again.record?.version).toBe(1);
    expect((await store.load(aborted)).kind).toBe('ok');

    // Games in progress and lobbies only expire idle (180 days by default).
    clock += 179 * 24 * 3600 * 1000;
    expect((await store.load(playing)).kind).toBe('ok');
    expect((await store.load(aborted)).kind).toBe('ok');
  });

  it('stores records as plain JSON, strings as they are', async () => {
    const store = await h.open();
    const ch = channel();
    const res = await store.update(ch, () => ({
      write: tableRecord(ch, { state: { count: 7, tag: ':colon' } }),
      result: 0,
    }));
    if (!res.ok) throw new Error('update failed');
    const raw = await h.readRaw(store.keys.table(ch));
    expect((JSON.parse(raw!) as { value: unknown }).value).toEqual(res.record);
    expect(raw).toContain('"tag":":colon"');
  });

  it('a new store instance on the same data sees the records', async () => {
    const first = await h.open({ sub: 'restart' });
    const ch = channel();
    await first.update(ch, increment(ch));
    await first.setPrefs('u-restart', { dms: false, dmClosed: true });
    await first.close();

    const second = await h.open({ sub: 'restart' });
    const loaded = await second.load(ch);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') expect(countOf(loaded.record)).toBe(1);
    expect(await second.getPrefs('u-restart')).toEqual({ dms: false, dmClosed: true, dmClosedAt: null, away: null });
  });

  it('keeps two key prefixes apart', async () => {
    const a = await h.open({ sub: 'left' });
    const b = await h.open({ sub: 'right' });
    const ch = channel();
    await a.update(ch, increment(ch));
    await a.setPrefs('u-iso', { dms: false, dmClosed: false });
    expect(await b.load(ch)).toEqual({ kind: 'none' });
    expect(await b.getPrefs('u-iso')).toEqual({ dms: true, dmClosed: false, dmClosedAt: null, away: null });
    await b.update(ch, increment(ch));
    await b.update(ch, increment(ch));
    const la = await a.load(ch);
    const lb = await b.load(ch);
    expect(la.kind === 'ok' && countOf(la.record)).toBe(1);
    expect(lb.kind === 'ok' && countOf(lb.record)).toBe(2);
    expect(a.keys.table(ch)).toBe(`${h.prefix('left')}table:${ch}`);
  });

  it('keeps user prefs, with defaults for unknown or unreadable ones', async () => {
    const store = await h.open();
    expect(await store.getPrefs('u-new')).toEqual({ dms: true, dmClosed: false, dmClosedAt: null, away: null });
    await store.setPrefs('u-1', { dms: false, dmClosed: true });
    expect(await store.getPrefs('u-1')).toEqual({ dms: false, dmClosed: true, dmClosedAt: null, away: null });
    expect(await store.keyv.prefs.get('u-1')).toEqual({ dms: false, dmClosed: true, dmClosedAt: null, away: null });
    expect(store.keys.prefs('u-1')).toBe(`${h.prefix()}prefs:u-1`);
    await h.writeRaw(store.keys.prefs('u-2'), '{{{');
    expect(await store.getPrefs('u-2')).toEqual({ dms: true, dmClosed: false, dmClosedAt: null, away: null });
    await store.keyv.prefs.set('u-3', { dms: 'yes' });
    expect(await store.getPrefs('u-3')).toEqual({ dms: true, dmClosed: false, dmClosedAt: null, away: null });
  });
}
