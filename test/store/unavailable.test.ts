import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withinTime } from '../../src/store/deadline.ts';
import { isStoreUnavailable, StoreUnavailable } from '../../src/store/errors.ts';
import { openRedisStore, type RedisTableStore } from '../../src/store/redisStore.ts';
import { RedisServer } from '../setup/redisServer.ts';
import { describeOwnRedis } from '../setup/redisTarget.ts';
import { channel, tableRecord } from './harness.ts';

describe('withinTime', () => {
  it('answers StoreUnavailable when the work does not settle, and swallows its late failure', async () => {
    let fail!: (e: Error) => void;
    const never = new Promise<never>((_r, reject) => {
      fail = reject;
    });
    await expect(withinTime(never, 5, 'load')).rejects.toBeInstanceOf(StoreUnavailable);
    // A late rejection of abandoned work must not become an unhandled rejection (vitest fails on one).
    fail(new Error('late'));
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('passes results and errors through', async () => {
    await expect(withinTime(Promise.resolve(3), 1000, 'x')).resolves.toBe(3);
    await expect(withinTime(Promise.reject(new Error('boom')), 1000, 'x')).rejects.toThrow('boom');
  });
});

describeOwnRedis('redis store when Redis is paused or down (a redis-server of this test)', () => {
  let redis: RedisServer;
  let store: RedisTableStore;
  const prefix = `test:unavailable:${randomUUID()}:`;

  beforeAll(async () => {
    redis = await RedisServer.start();
    store = await openRedisStore({
      url: redis.url,
      keyPrefix: prefix,
      finishedRetentionMs: 0,
      operationTimeoutMs: 300,
    });
  });
  afterAll(async () => {
    await store?.close().catch(() => undefined);
    await redis?.stop();
  });

  const version = async (ch: string) => {
    const l = await store.load(ch);
    return l.kind === 'ok' ? l.record.version : null;
  };

  it('paused: reads and writes fail as unavailable, and a write sent before the pause is refused when Redis resumes', async () => {
    const ch = channel();
    await store.update(ch, () => ({ write: tableRecord(ch, { status: 'playing' }), result: 0 }));
    expect(await version(ch)).toBe(1);

    // Pause Redis between the read and the compare-and-set: the write reaches a stopped server.
    const late = store.update(ch, (r) => {
      redis.pause();
      return { write: { ...r!, seed: 'late' }, result: 0 };
    });
    await expect(late).rejects.toSatisfy(isStoreUnavailable);
    await expect(store.load(ch)).rejects.toSatisfy(isStoreUnavailable);
    await expect(store.update(ch, (r) => ({ write: r, result: 0 }))).rejects.toSatisfy(isStoreUnavailable);
    await expect(store.getPrefs('u1')).rejects.toSatisfy(isStoreUnavailable);
    await expect(store.setPrefs('u1', { dms: false, dmClosed: false })).rejects.toSatisfy(isStoreUnavailable);

    redis.resume();
    // Replies come in order on the one connection: once this load answers, Redis has run every
    // command it received while paused, and refused the late writes.
    const loaded = await store.load(ch);
    expect(loaded.kind === 'ok' && loaded.record).toMatchObject({ version: 1, seed: '' });
    expect((await store.getPrefs('u1')).dms).toBe(true);
    const next = await store.update(ch, (r) => ({ write: { ...r!, seed: 'after' }, result: 0 }));
    expect(next.ok && next.record?.version).toBe(2);
  });

  it('killed: operations fail as unavailable at once (nothing queued), and work again after a restart', async () => {
    const ch = channel();
    await store.update(ch, () => ({ write: tableRecord(ch), result: 0 }));
    await redis.kill();
    await expect(store.update(ch, (r) => ({ write: r, result: 0 }))).rejects.toSatisfy(isStoreUnavailable);
    await expect(store.setPrefs('u2', { dms: false, dmClosed: false })).rejects.toSatisfy(isStoreUnavailable);
    await redis.relaunch();
    // The client reconnects with backoff; retry until it has.
    let res: Awaited<ReturnType<RedisTableStore['update']>> | undefined;
    for (let i = 0; i < 100 && !res; i++) {
      res = await store
        .update(ch, () => ({ write: tableRecord(ch), result: 0 }))
        .catch((e: unknown) => {
          if (!isStoreUnavailable(e)) throw e;
          return new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100));
        });
    }
    // A fresh server (no persistence): the old record is gone and nothing queued was replayed.
    expect(res?.ok && res.record?.version).toBe(1);
    expect((await store.getPrefs('u2')).dms).toBe(true);
  });
});
