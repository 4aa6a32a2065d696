import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { createKeyv } from '@keyv/redis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore } from '../../src/store/index.ts';
import { openRedisStore, RedisTableStore } from '../../src/store/redisStore.ts';
import { describeRedis } from '../setup/redisTarget.ts';
import { channel, countOf, increment, RedisHarness, scanKeys, tableRecord } from './harness.ts';

const HOUR = 3600_000;

describeRedis('redis store specifics', () => {
  const h = new RedisHarness();
  beforeAll(() => h.setup());
  afterAll(() => h.teardown());

  it('writes finished and aborted tables with a PX TTL, games in progress with their idle expiry and notice time', async () => {
    const store = await h.open({ retentionMs: HOUR, idleExpiryMs: 10 * HOUR, expiredNoticeMs: 2 * HOUR });
    const ch = channel();
    const key = store.keys.table(ch);
    await store.update(ch, () => ({
      write: tableRecord(ch, { status: 'playing' }),
      result: 0,
      append: [{ seat: 0, action: 'a', at: 'x', events: [] }],
    }));
    const live = await h.client.pTTL(key);
    expect(live).toBeGreaterThan(11 * HOUR);
    expect(live).toBeLessThanOrEqual(12 * HOUR);
    // The history expires with its record.
    // (Both set in one script: read a moment apart, they differ by that moment only.)
    expect(Math.abs((await h.client.pTTL(store.keys.history(ch))) - live)).toBeLessThan(1000);

    await store.update(ch, (r) => ({
      write: { ...r!, status: 'finished', finishedAt: new Date().toISOString() },
      result: 0,
    }));
    const ttl = await h.client.pTTL(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(HOUR);

    expect(Math.abs((await h.client.pTTL(store.keys.history(ch))) - ttl)).toBeLessThan(1000);
    await store.update(ch, (r) => ({ write: { ...r!, status: 'lobby', finishedAt: null }, result: 0 }));
    expect(await h.client.pTTL(key)).toBeGreaterThan(11 * HOUR);

    // Kept forever when retention and idle expiry are off.
    const forever = await h.open({ sub: 'forever', retentionMs: 0, idleExpiryMs: 0 });
    const kept = channel();
    await forever.update(kept, () => ({
      write: tableRecord(kept, { status: 'playing' }),
      result: 0,
      append: [{ seat: 0, action: 'a', at: 'x', events: [] }],
    }));
    expect(await h.client.pTTL(forever.keys.table(kept))).toBe(-1);
    expect(await h.client.pTTL(forever.keys.history(kept))).toBe(-1);

    const aborted = channel();
    await store.update(aborted, () => ({ write: tableRecord(aborted, { status: 'aborted' }), result: 0 }));
    expect(await h.client.pTTL(store.keys.table(aborted))).toBeGreaterThan(0);
  });

  it('uses exactly the documented keys: the record as plain JSON, the history as a list; prefs readable by a plain createKeyv', async () => {
    const store = await h.open();
    const ch = channel();
    const res = await store.update(ch, (r) => ({
      ...increment(ch)(r),
      append: [{ seat: 0, action: { n: 1 }, at: 't', events: [] }],
    }));
    if (!res.ok) throw new Error('update failed');
    const raw = await h.client.get(`${h.prefix()}table:${ch}`);
    expect((JSON.parse(raw!) as { value: unknown }).value).toEqual(res.record);
    expect(await h.client.lRange(`${h.prefix()}history:${ch}`, 0, -1)).toEqual([
      JSON.stringify({ seat: 0, action: { n: 1 }, at: 't', events: [] }),
    ]);

    await store.setPrefs('u-plain', { dms: false });
    const plain = createKeyv(h.url, { namespace: `${h.prefix()}prefs`, keyPrefixSeparator: ':' });
    try {
      expect(await plain.get('u-plain')).toEqual({ dms: false, dmClosed: false, dmClosedAt: null, away: null });
    } finally {
      await plain.disconnect();
    }
  });

  it('loses no increment when a second bot process races this one', async () => {
    const store = await h.open({ sub: 'processes' });
    const ch = channel();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/store/incrementer.ts', h.url, h.prefix('processes'), ch, '40'],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const lines = createInterface({ input: child.stdout });
    const output: string[] = [];
    const ready = new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => {
        if (line === 'ready') resolve();
        else output.push(line);
      });
      child.on('exit', (code) => reject(new Error(`incrementer exited early (${code})`)));
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await ready;
    child.stdin.write('go\n');
    const mine = await Promise.all(Array.from({ length: 40 }, () => store.update(ch, increment(ch))));
    expect(await exited).toBe(0);

    const theirs = JSON.parse(output.join('')) as { ok: number; busy: number };
    const myOk = mine.filter((r) => r.ok).length;
    for (const r of mine) if (!r.ok) expect(r.reason).toBe('busy');
    expect(theirs.ok + theirs.busy).toBe(40);
    // Busy is allowed (the player is told to retry); a lost update is not.
    const loaded = await store.load(ch);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') {
      expect(countOf(loaded.record)).toBe(myOk + theirs.ok);
      expect(loaded.record.version).toBe(myOk + theirs.ok);
    }
    // Each write's history entry went in with it, once, in order: the version check ran inside Redis.
    const history = await store.readHistory(ch);
    expect(history.map((e) => (e.action as { count: number }).count)).toEqual(
      Array.from({ length: myOk + theirs.ok }, (_v, i) => i + 1),
    );
    expect(await h.client.lLen(store.keys.history(ch))).toBe(myOk + theirs.ok);
  });

  it('openStore picks Redis when a URL is given', async () => {
    const store = await openStore({
      redisUrl: h.url,
      dataDir: '/nonexistent',
      keyPrefix: h.prefix('open'),
      finishedRetentionMs: HOUR,
    });
    try {
      expect(store).toBeInstanceOf(RedisTableStore);
      const ch = channel();
      expect((await store.update(ch, increment(ch))).ok).toBe(true);
      expect(await h.client.exists(`${h.prefix('open')}table:${ch}`)).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('openRedisStore rejects with a clear error when Redis cannot be reached, instead of hanging', async () => {
    // A port that was free a moment ago: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(
      openRedisStore({ url: `redis://127.0.0.1:${port}`, keyPrefix: h.prefix('down'), finishedRetentionMs: HOUR }),
    ).rejects.toThrow(/Cannot reach Redis for the table store/);
  });

  it('teardown removes every key under the test prefix', async () => {
    const other = new RedisHarness();
    await other.setup();
    const store = await other.open();
    const ch = channel();
    await store.update(ch, increment(ch));
    await store.setPrefs('u', { dms: true, dmClosed: false });
    expect((await other.keysUnderRoot()).length).toBe(4); // the table, its history, the prefs, the host's user index
    await other.teardown();
    expect(await scanKeys(h.client, `${other.root}*`)).toEqual([]);
  });
});
