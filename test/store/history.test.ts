import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tables } from '../../src/discord/tables.ts';
import { applyAction } from '../../src/engine/play.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { virtualRevolution } from '../../src/games/vr/game.ts';
import { GAMES } from '../../src/games/index.ts';
import { Registry } from '../../src/registry.ts';
import { VersionedTableStore, type RawBackend } from '../../src/store/versionedStore.ts';
import { describeRedis } from '../setup/redisTarget.ts';
import { channel, FileHarness, RedisHarness, type Harness } from './harness.ts';

describe('file store: the game history', () => historySuite(new FileHarness()));
describeRedis('redis store: the game history', () => historySuite(new RedisHarness()));

const SEATS = ['Ann', 'Bo', 'Cy', 'Di'].map((name, i) => ({ userId: `30000000000000000${i + 1}`, name }));
const SEED = 'history-300';

/** A random four-seat game of Virtual Revolution: each step's seat, action and events (it lasts well over 300 actions). */
function randomSteps(): { seat: number; key: string; action: unknown; events: readonly GameEvent[] }[] {
  const steps: { seat: number; key: string; action: unknown; events: readonly GameEvent[] }[] = [];
  playRandomGame(virtualRevolution, SEATS.length, {}, SEED, {
    onStep: (s) => {
      const chosen = s.legal.find((a) => a.action === s.action) ?? s.legal.find((a) => a.amount && (s.action as { type?: unknown }).type === (a.action as { type?: unknown }).type);
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
    const store = new VersionedTableStore({ backend: count.backend, keyv: base.keyv, keys: base.keys, finishedRetentionMs: base.finishedRetentionMs });
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
        return legal ? { ok: true, value: { ...legal, action: step.action } } : { ok: false, error: `step ${i}: no ${step.key}` };
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
    expect(history.map((e) => e.events.map(({ text, to }) => ({ text, to })))).toEqual(steps.slice(0, 310).map((s) => s.events.map((e) => ({ text: e.text, to: e.to === 'public' ? 'public' : [...e.to] }))));
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
    expect(loaded.value.record.events).toEqual(history.flatMap((e) => e.events).slice(-loaded.value.record.events.length));
  });
}
