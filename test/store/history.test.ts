import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/play.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { GAMES } from '../../src/games/index.ts';
import { virtualRevolution } from '../../src/games/vr/game.ts';
import { Registry } from '../../src/registry.ts';
import { NO_TABLE, Tables } from '../../src/service/tables.ts';
import type { LegacyTableRecord } from '../../src/store/record.ts';
import { type RawBackend, VersionedTableStore } from '../../src/store/versionedStore.ts';
import { describeRedis } from '../setup/redisTarget.ts';
import { enAll } from '../support/words.ts';
import { channel, FileHarness, type Harness, increment, RedisHarness, tableRecord } from './harness.ts';

describe('file store: the game history', () => historySuite(new FileHarness()));
describeRedis('redis store: the game history', () => historySuite(new RedisHarness()));

const SEATS = ['Ann', 'Bo', 'Cy', 'Di'].map((name, i) => ({ userId: `30000000000000000${i + 1}`, name }));
const SEED = 'history-300';

/** A random four-seat game of Virtual Revolution: each step's seat, action and events (it lasts well over 300 actions). */
function randomSteps(): { seat: number; key: string; action: unknown; events: readonly GameEvent[] }[] {
  const steps: { seat: number; key: string; action: unknown; events: readonly GameEvent[] }[] = [];
  playRandomGame(virtualRevolution, SEATS.length, {}, SEED, {
    onStep: (s) => {
      const chosen =
        s.legal.find((a) => a.action === s.action) ??
        s.legal.find(
          (a) => a.amount && (s.action as { type?: unknown }).type === (a.action as { type?: unknown }).type,
        );
      steps.push({ seat: s.seat, key: chosen?.key ?? '', action: s.action, events: s.events });
    },
  });
  return steps;
}

/** The bytes a backend reads and writes (values, history entries, expected values shipped). */
function counting(inner: RawBackend): { backend: RawBackend; bytes: () => number } {
  let bytes = 0;
  const backend: RawBackend = {
    ...inner,
    readRaw: async (key) => {
      const raw = await inner.readRaw(key);
      bytes += Buffer.byteLength(raw ?? '');
      return raw;
    },
    writeTable: (op) => {
      bytes += Buffer.byteLength(op.next ?? '') + op.append.reduce((n, l) => n + Buffer.byteLength(l), 0);
      if (op.expected.kind === 'raw') bytes += Buffer.byteLength(op.expected.raw);
      return inner.writeTable(op);
    },
    close: async () => undefined,
  };
  return { backend, bytes: () => bytes };
}

function historySuite(h: Harness): void {
  beforeAll(() => h.setup());
  afterAll(() => h.teardown());

  it('store work per action stays flat over a long game, and the history holds every action and event', async () => {
    const base = await h.open();
    const count = counting(base.backend);
    const store = new VersionedTableStore({
      backend: count.backend,
      keyv: base.keyv,
      keys: base.keys,
      finishedRetentionMs: base.finishedRetentionMs,
    });
    const tables = new Tables(store, new Registry(GAMES));
    const ch = channel();
    expect((await tables.create(ch, 'g', 'vr', SEATS[0]!)).ok).toBe(true);
    for (const s of SEATS.slice(1)) expect((await tables.join(ch, s)).ok).toBe(true);
    expect((await tables.start(ch, SEATS[0]!.userId, SEED)).ok).toBe(true);

    const steps = randomSteps();
    expect(steps.length).toBeGreaterThan(310);
    const perAction: number[] = [];
    for (const [i, step] of steps.slice(0, 310).entries()) {
      const before = count.bytes();
      const out = await tables.act(ch, SEATS[step.seat]!.userId, (c) => {
        const legal = c.legal.find((a) => a.key === step.key);
        return legal
          ? { ok: true, value: { ...legal, action: step.action } }
          : { ok: false, error: `step ${i}: no ${step.key}` };
      });
      if (!out.ok) throw new Error(out.error);
      perAction.push(count.bytes() - before);
    }
    // Actions 6-15 against 296-305: the bytes read and written per action, not the time taken.
    const around = (n: number) => perAction.slice(n - 5, n + 5).reduce((a, b) => a + b, 0) / 10;
    expect(around(300) / around(10)).toBeLessThanOrEqual(1.2);

    const loaded = await tables.load(ch);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.value.record.actions).toBe(310);
    const history = await store.readHistory(ch);
    expect(history).toHaveLength(310);
    // Every event of every action, in order, and the game replays from its seed and the history.
    expect(history.map((e) => e.events.map(({ text, to }) => ({ text, to })))).toEqual(
      steps
        .slice(0, 310)
        .map((s) => s.events.map((e) => ({ text: e.text, to: e.to === 'public' ? 'public' : [...e.to] }))),
    );
    let state = virtualRevolution.setup(SEATS.length, virtualRevolution.optionsSchema.parse({}), SEED);
    for (const entry of history) {
      const next = applyAction(virtualRevolution, state, entry.seat, entry.action);
      if (!next.ok) throw new Error(next.error);
      state = next.state;
    }
    expect(state).toEqual(loaded.value.state);
    // A range, and the record's bounded tail of events.
    expect(await store.readHistory(ch, { from: 300, to: 305 })).toEqual(history.slice(300, 305));
    expect(await store.readHistory(ch, { from: 305 })).toEqual(history.slice(305));
    expect(loaded.value.record.events).toEqual(
      history.flatMap((e) => e.events).slice(-loaded.value.record.events.length),
    );
  });

  it('loads a record of the older format (log and events inside), and moves them out on the next write', async () => {
    const store = await h.open({ sub: 'legacy' });
    const ch = channel();
    const at = (n: number) => `2024-01-01T00:00:0${n}.000Z`;
    const old: LegacyTableRecord = {
      ...tableRecord(ch, {
        status: 'playing',
        state: { count: 3 },
        version: 7,
        seats: [{ userId: 'u1', name: ':) Ada' }],
      }),
      schema: 1,
      log: [1, 2, 3].map((n) => ({ seat: 0, action: { count: n }, at: at(n) })),
      events: [
        { text: ':one', to: 'public', at: at(1) },
        { text: 'two, secretly', to: [0], at: at(2) },
        { text: 'three', to: 'public', at: at(3) },
        { text: 'three again', to: 'public', at: at(3) },
      ],
    };
    // Written as the older versions did: a Keyv entry through Keyv's own serializer.
    const { actions: _a, ...withoutActions } = old as LegacyTableRecord & { actions?: number };
    await store.keyv.tables.set(ch, withoutActions);
    const loaded = await store.load(ch);
    if (loaded.kind !== 'ok') throw new Error(`loaded ${loaded.kind}`);
    expect(loaded.record).toMatchObject({
      schema: 2,
      version: 7,
      actions: 3,
      state: { count: 3 },
      seats: [{ name: ':) Ada' }],
    });
    expect(loaded.record.events).toEqual(old.events);
    const expected = [
      { seat: 0, action: { count: 1 }, at: at(1), events: [old.events[0]] },
      { seat: 0, action: { count: 2 }, at: at(2), events: [old.events[1]] },
      { seat: 0, action: { count: 3 }, at: at(3), events: [old.events[2], old.events[3]] },
    ];
    expect(await store.readHistory(ch)).toEqual(expected);

    const res = await store.update(ch, increment(ch));
    if (!res.ok) throw new Error('update failed');
    expect(res.record).toMatchObject({ version: 8, actions: 4, state: { count: 4 } });
    const raw = await h.readRaw(store.keys.table(ch));
    expect(raw!.startsWith('{"f":2,"version":8,')).toBe(true);
    expect(raw).not.toContain('"log"');
    const history = await store.readHistory(ch);
    expect(history.slice(0, 3)).toEqual(expected);
    expect(history[3]).toMatchObject({ action: { count: 4 } });
    // And on from there by version.
    await store.update(ch, increment(ch));
    expect((await store.readHistory(ch)).map((e) => (e.action as { count: number }).count)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a new game in the channel starts a new history', async () => {
    const store = await h.open({ sub: 'new-game' });
    const ch = channel();
    for (let i = 0; i < 3; i++) await store.update(ch, increment(ch));
    await store.update(ch, (r) => ({ write: { ...r!, status: 'finished' }, result: 0 }));
    expect(await store.readHistory(ch)).toHaveLength(3);
    const fresh = await store.update(ch, () => ({ write: tableRecord(ch), newHistory: true, result: 0 }));
    expect(fresh.ok && fresh.record).toMatchObject({ version: 5, actions: 0 });
    expect(await store.readHistory(ch)).toEqual([]);
    await store.update(ch, increment(ch));
    expect((await store.readHistory(ch)).map((e) => e.action)).toEqual([{ count: 1 }]);
  });

  it('a game left idle expires, and the table is told when it next plays; finished games keep their retention', async () => {
    const DAY = 24 * 3600_000;
    let clock = Date.parse('2030-01-01T00:00:00.000Z');
    const store = await h.open({ sub: 'idle', now: () => clock, retentionMs: 7 * DAY });
    const tables = new Tables(store, new Registry(GAMES), () => new Date(clock));
    const playing = channel();
    const done = channel();
    for (let i = 0; i < 3; i++) await store.update(playing, increment(playing));
    await store.update(playing, (r) => ({ write: { ...r!, status: 'playing' }, result: 0 }));
    await store.update(done, () => ({ write: tableRecord(done, { status: 'finished', finishedAt: 'x' }), result: 0 }));

    clock += 179 * DAY;
    expect((await store.load(playing)).kind).toBe('ok');
    clock += 2 * DAY;
    const told = 'This game expired after 180 days without a move; start a new one with /game new.';
    expect(await store.load(playing)).toEqual({
      kind: 'expired',
      expired: { gameId: 'heist', idleDays: 180, expiredAt: new Date(clock - DAY).toISOString() },
    });
    expect(enAll(await tables.load(playing))).toEqual({ ok: false, error: told });
    expect(enAll(await tables.act(playing, SEATS[0]!.userId, () => ({ ok: false, error: 'unreachable' })))).toEqual({
      ok: false,
      error: told,
    });
    expect(enAll(await tables.join(playing, SEATS[1]!))).toEqual({ ok: false, error: told });
    // What stays is a small notice, without the game or its history.
    const notice = await h.readRaw(store.keys.table(playing));
    expect(notice!.length).toBeLessThan(200);
    expect(await store.readHistory(playing)).toEqual([]);
    // The finished game went after its retention, as before: no notice for it.
    expect(await store.load(done)).toEqual({ kind: 'none' });

    // The notice lasts 30 days from the expiry; then the channel is simply empty.
    clock += 28 * DAY;
    expect(enAll(await tables.load(playing))).toEqual({ ok: false, error: told });
    clock += 2 * DAY;
    expect(await tables.load(playing)).toEqual({ ok: false, error: NO_TABLE });
  });
}
