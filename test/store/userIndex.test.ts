import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computerUserId, type TableRecord } from '../../src/store/record.ts';
import type { VersionedTableStore } from '../../src/store/versionedStore.ts';
import { describeRedis } from '../setup/redisTarget.ts';
import { channel, FileHarness, type Harness, RedisHarness, tableRecord } from './harness.ts';

describe('file table store: the user index', () => indexSuite(new FileHarness()));
describeRedis('redis table store: the user index', () => indexSuite(new RedisHarness()));

const ANN = '310000000000000001';
const BO = '310000000000000002';
const CY = '310000000000000003';
const DAY = 24 * 60 * 60 * 1000;

const seat = (userId: string, name: string) => ({ userId, name });
/** What the index itself holds for a user (no stale entries dropped). */
const raw = (s: VersionedTableStore, userId: string) =>
  s.backend.listPending(s.keys.userIndex(userId)).then((l) => l.sort());
const put = (s: VersionedTableStore, ch: string, over: Partial<TableRecord>) =>
  s.update(ch, (r) => ({ write: { ...(r ?? tableRecord(ch)), ...over }, result: null }));

function indexSuite(h: Harness): void {
  beforeAll(() => h.setup());
  afterAll(() => h.teardown());

  it('lists the tables a person sits in, lobby or playing, changed in the same write as the seats', async () => {
    const store = await h.open({ sub: 'seats' });
    const [a, b] = [channel(), channel()];
    await put(store, a, { hostId: ANN, seats: [seat(ANN, 'Ann')] });
    expect(await store.tablesOf(ANN)).toEqual([a]);
    await put(store, a, { seats: [seat(ANN, 'Ann'), seat(BO, 'Bo')] });
    await put(store, b, { hostId: BO, seats: [seat(BO, 'Bo')], status: 'playing' });
    expect((await store.tablesOf(BO)).sort()).toEqual([a, b].sort());
    // Bo leaves table a: gone from his list in the same write.
    await put(store, a, { seats: [seat(ANN, 'Ann')] });
    expect(await raw(store, BO)).toEqual([b]);
    // A finished or aborted table is nobody's any more; a deleted one neither.
    await put(store, b, { status: 'finished', finishedAt: '2024-01-02T00:00:00.000Z' });
    expect(await raw(store, BO)).toEqual([]);
    await store.update(a, () => ({ write: null, result: null }));
    expect(await raw(store, ANN)).toEqual([]);
    expect(await store.tablesOf(ANN)).toEqual([]);
  });

  it('never indexes a computer seat, and a seat handed to a computer leaves its person', async () => {
    const store = await h.open({ sub: 'computers' });
    const ch = channel();
    await put(store, ch, {
      hostId: ANN,
      status: 'playing',
      seats: [seat(ANN, 'Ann'), seat(BO, 'Bo'), { userId: computerUserId(2), name: 'Computer', computer: 'greedy' }],
    });
    expect(await raw(store, computerUserId(2))).toEqual([]);
    expect(await store.tablesOf(BO)).toEqual([ch]);
    await put(store, ch, {
      seats: [
        seat(ANN, 'Ann'),
        { userId: computerUserId(1), name: 'Bo (computer)', computer: 'greedy' },
        { userId: computerUserId(2), name: 'Computer', computer: 'greedy' },
      ],
    });
    expect(await raw(store, BO)).toEqual([]);
    expect(await raw(store, computerUserId(1))).toEqual([]);
    expect(await store.tablesOf(ANN)).toEqual([ch]);
  });

  it('a write that loses the race changes nothing in the index; its retry works from the fresh seats', async () => {
    const store = await h.open({ sub: 'race' });
    const rival = await h.open({ sub: 'race' });
    const ch = channel();
    await put(store, ch, { hostId: ANN, seats: [seat(ANN, 'Ann')] });
    // Between this store's read and its write, the rival replaces Ann by Cy.
    const backend = store.backend;
    const original = backend.writeTable.bind(backend);
    let lost = 0;
    (backend as { writeTable: typeof backend.writeTable }).writeTable = async (op) => {
      if (lost === 0) {
        // Without the local lock (this update holds it): as another process would write.
        await rival.versionedUpdate(ch, (r) => ({
          write: { ...r!, hostId: CY, seats: [seat(CY, 'Cy')] },
          result: null,
        }));
        const wrote = await original(op);
        lost += wrote ? 0 : 1;
        // The lost write (it would have listed Bo and kept Ann) left the index as the rival's write made it.
        expect(await raw(store, BO)).toEqual([]);
        expect(await raw(store, ANN)).toEqual([]);
        expect(await raw(store, CY)).toEqual([ch]);
        return wrote;
      }
      return original(op);
    };
    try {
      const res = await store.update(ch, (r) => ({
        write: { ...r!, seats: [...r!.seats, seat(BO, 'Bo')] },
        result: null,
      }));
      expect(res.ok).toBe(true);
    } finally {
      (backend as { writeTable: typeof backend.writeTable }).writeTable = original;
    }
    expect(lost).toBe(1);
    expect(await raw(store, ANN)).toEqual([]);
    expect(await raw(store, BO)).toEqual([ch]);
    expect(await raw(store, CY)).toEqual([ch]);
  });

  it('drops entries of expired, quarantined and vanished tables when read', async () => {
    let clock = Date.parse('2030-01-01T00:00:00.000Z');
    const store = await h.open({ sub: 'lazy', now: () => clock, idleExpiryMs: 10 * DAY });
    const [expiring, corrupt, unseated, kept] = [channel(), channel(), channel(), channel()];
    for (const ch of [expiring, corrupt, unseated, kept])
      await put(store, ch, { hostId: ANN, seats: [seat(ANN, 'Ann')], status: 'playing' });
    // A record that no longer seats Ann, written past the index (as a crash between the file store's steps could leave it).
    await h.writeRaw(
      store.keys.table(unseated),
      (await h.readRaw(store.keys.table(unseated)))!.replace(`"userId":"${ANN}"`, `"userId":"${BO}"`),
    );
    await h.writeRaw(store.keys.table(corrupt), '{"f":2,"version":9,"garbage');
    expect(await raw(store, ANN)).toEqual([expiring, corrupt, unseated, kept].sort());
    expect((await store.tablesOf(ANN)).sort()).toEqual([expiring, kept].sort());
    expect(await raw(store, ANN)).toEqual([expiring, kept].sort());
    // Kept active by a write; the other goes idle past its expiry.
    clock += 6 * DAY;
    await put(store, kept, {});
    clock += 6 * DAY;
    expect(await store.tablesOf(ANN)).toEqual([kept]);
    expect(await raw(store, ANN)).toEqual([kept]);
  });

  it('keeps an entry whose table seated the person again between the read and the drop', async () => {
    const store = await h.open({ sub: 'redrop' });
    const ch = channel();
    await put(store, ch, { hostId: ANN, seats: [seat(ANN, 'Ann')] });
    const key = store.keys.table(ch);
    const before = await h.readRaw(key);
    await put(store, ch, { seats: [seat(ANN, 'Ann'), seat(BO, 'Bo')] });
    // A drop decided on the older value does nothing: the table changed since.
    expect(await store.backend.dropStale(store.keys.userIndex(ANN), ch, key, { kind: 'raw', raw: before! })).toBe(
      false,
    );
    expect(await store.tablesOf(ANN)).toEqual([ch]);
  });
}
