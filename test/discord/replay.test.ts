/**
 * Replay against the stored game: tables played move by move through Tables on the file store,
 * each state read back from the store after its move; the replay of every step from the stored
 * history must be exactly that state. And the exported record replays to the same final scores.
 */

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withTypedAmount } from '../../src/discord/amount.ts';
import { replayText } from '../../src/discord/handlers/replay.ts';
import { eventLine } from '../../src/discord/present.ts';
import { parseGameRecord, replayRecord } from '../../src/engine/gameRecord.ts';
import { canonical } from '../../src/engine/play.ts';
import { replay } from '../../src/engine/replay.ts';
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import { mayActSeats } from '../../src/engine/waiting.ts';
import { GAMES } from '../../src/games/index.ts';
import { type GameEntry, Registry } from '../../src/registry.ts';
import { gameRecordOf, replayTable, stepLine } from '../../src/service/replay.ts';
import { type Chooser, type Table, Tables } from '../../src/service/tables.ts';
import { effectiveActions } from '../../src/store/effective.ts';
import { openStore } from '../../src/store/index.ts';
import type { TableStore } from '../../src/store/types.ts';
import { heistEntry, parleyEntry } from '../fixture/registry.ts';
import { cleanupRedisPrefix, describeRedis, requireRedisUrl } from '../setup/redisTarget.ts';
import { en, enAll } from '../support/words.ts';

const CH = '100000000000000001';
const people = ['Ann', 'Bo', 'Cy', 'Dee'].map((name, i) => ({ userId: `20000000000000000${i + 1}`, name }));
const vrEntry = GAMES.find((e) => e.game.id === 'vr')!;

let store: TableStore;
let tables: Tables;

/** Each test on a fresh store: the file store, or the run's Redis under a prefix of its own. */
function onStore(open: () => Promise<{ store: TableStore; close(): Promise<void> }>): void {
  let close: () => Promise<void>;
  beforeEach(async () => {
    const opened = await open();
    store = opened.store;
    close = opened.close;
    tables = new Tables(store, new Registry([vrEntry, heistEntry, parleyEntry]));
  });
  afterEach(async () => close());
}

async function fileStore() {
  const dir = mkdtempSync(join(tmpdir(), 'nt-replay-'));
  const opened = await openStore({ dataDir: dir, keyPrefix: 't:', finishedRetentionMs: 3_600_000 });
  return {
    store: opened,
    async close() {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function redisStore() {
  const url = requireRedisUrl();
  const prefix = `test:replay:${randomUUID()}:`;
  const opened = await openStore({
    redisUrl: url,
    dataDir: tmpdir(),
    keyPrefix: prefix,
    finishedRetentionMs: 3_600_000,
  });
  return {
    store: opened,
    async close() {
      await opened.close();
      await cleanupRedisPrefix(url, prefix);
    },
  };
}

async function stored(): Promise<Table> {
  const t = await tables.load(CH);
  if (!t.ok) throw new Error(t.error);
  return t.value;
}

/** What the store holds as the state (its JSON), for exact comparison. */
async function storedState(): Promise<string> {
  const loaded = await store.load(CH);
  if (loaded.kind !== 'ok') throw new Error(loaded.kind);
  return canonical(loaded.record.state);
}

/**
 * Plays a seeded random game through Tables on the store: one random acting seat, one random legal
 * choice (a number in range for a choice that takes one). `undoAt`: after those steps, the step is
 * taken back as part 4's undo records it (an undo entry in the history, the state before it back).
 * Returns the stored state after each effective step (index 0: the start).
 */
async function playStored(
  entry: GameEntry,
  seats: number,
  options: string,
  seed: string,
  undoAt: readonly number[] = [],
): Promise<string[]> {
  const seated = people.slice(0, seats);
  expect((await tables.create(CH, 'g', entry.game.id, seated[0]!, options)).ok).toBe(true);
  for (const p of seated.slice(1)) expect((await tables.join(CH, p)).ok).toBe(true);
  expect((await tables.start(CH, seated[0]!.userId, seed)).ok).toBe(true);
  const states = [await storedState()];
  const rng = seedRng(`driver:${seed}`);
  for (let n = 1; ; n++) {
    const t = await stored();
    if (t.record.status !== 'playing') break;
    expect(n).toBeLessThan(5_000);
    const acting = [...entry.game.awaiting(t.state), ...mayActSeats(entry.game, t.state)];
    const seat = acting[nextInt(rng, acting.length)]!;
    const choose: Chooser = (c) => {
      const a = c.legal[nextInt(rng, c.legal.length)]!;
      return a.amount
        ? withTypedAmount(a, a.amount.min + nextInt(rng, a.amount.max - a.amount.min + 1))
        : { ok: true, value: a };
    };
    const moved = await tables.act(CH, seated[seat]!.userId, choose);
    if (!moved.ok) throw new Error(moved.error);
    if (undoAt.includes(n) && moved.value.record.status === 'playing') {
      // As an undo writes it: the state before the step comes back, and the history gets a marker.
      const before = states.at(-1)!;
      const res = await store.update(CH, (r) => ({
        write: { ...r!, state: JSON.parse(before) },
        append: [
          {
            seat,
            action: null,
            at: new Date().toISOString(),
            events: [{ text: '{seat:0} took back a step.', to: 'public', at: new Date().toISOString() }],
            undoes: moved.value.record.actions - 1,
          },
        ],
        result: null,
      }));
      expect(res.ok).toBe(true);
      continue;
    }
    states.push(await storedState());
  }
  return states;
}

/**
 * Replays every step from the stored history (through effectiveActions, as /game replay does) and
 * compares each with the state stored after it; /game replay's own path for a spread of steps.
 */
async function expectReplayMatches(states: readonly string[]): Promise<void> {
  const t = await stored();
  const entries = effectiveActions(await store.readHistory(CH));
  expect(entries).toHaveLength(states.length - 1);
  const setup = { seats: t.record.seats.length, options: t.record.options, seed: t.record.seed };
  const start = replay(t.entry.game, setup, entries, { upTo: 0 });
  expect(start.ok && canonical(start.state)).toBe(states[0]);
  let seen = 0;
  const publicLines = new Set(
    entries
      .flatMap((e) => e.events)
      .filter((e) => e.to === 'public')
      .map((e) => eventLine(t.record, e)),
  );
  const all = replay(t.entry.game, setup, entries, {
    onStep: (s) => {
      expect(canonical(s.state), `step ${s.step}`).toBe(states[s.step]);
      seen++;
      // The replay's text at this step: within Discord's limit, and no private news in it.
      const text = replayText({ table: { ...t, state: s.state }, step: s.step, total: entries.length, entries });
      expect(text.length).toBeLessThanOrEqual(2000);
      for (const e of entries[s.step - 1]!.events) {
        const line = eventLine(t.record, e);
        // Each public line of the step is told with its step number apart from its news.
        if (e.to === 'public' && s.step === entries.length) expect(text).toContain(`▶ \`Step ${s.step}\` · ${line}`);
        if (e.to !== 'public' && !publicLines.has(line)) expect(text).not.toContain(line);
      }
    },
  });
  if (!all.ok) throw new Error(all.error);
  expect(seen).toBe(states.length - 1);
  const last = states.length - 1;
  for (const n of new Set([0, 1, Math.floor(last / 3), Math.floor(last / 2), last - 1, last])) {
    const r = await replayTable(store, t, n);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.total).toBe(last);
    expect(canonical(r.value.table.state), `step ${n}`).toBe(states[n]);
  }
  // A lobby closed before its start (its host left) has nothing to replay, and is not "not started yet".
  expect(
    enAll(await replayTable(store, { ...t, state: null, record: { ...t.record, status: 'aborted' } }, null)),
  ).toEqual({
    ok: false,
    error: 'This game was closed before it started: there is nothing to replay.',
  });
  expect(
    enAll(await replayTable(store, { ...t, state: null, record: { ...t.record, status: 'lobby' } }, null)),
  ).toEqual({
    ok: false,
    error: 'This game has not started yet: there is nothing to replay.',
  });
  const latest = await replayTable(store, t, null);
  expect(latest.ok && latest.value.step).toBe(last);
  expect(enAll(await replayTable(store, t, last + 1))).toEqual({
    ok: false,
    error: `This game has ${last} steps: choose a step from 0 (the start) to ${last}.`,
  });
}

/** The exported record, through its JSON text, replays to the stored final state and scores. */
async function expectExportReplays(): Promise<void> {
  const t = await stored();
  const record = gameRecordOf(t, await store.readHistory(CH));
  expect(record.seats.map((s) => s.name)).toEqual(t.record.seats.map((s) => s.name));
  expect(JSON.stringify(record)).not.toContain('20000000000000000'); // no Discord ids
  const parsed = parseGameRecord(JSON.stringify(record));
  if (!parsed.ok) throw new Error(parsed.error);
  const r = replayRecord(t.entry.game, parsed.value);
  if (!r.ok) throw new Error(r.error);
  expect(canonical(r.state)).toBe(canonical(t.state));
  expect(t.entry.game.outcome(r.state)).toEqual(t.entry.game.outcome(t.state));
  expect(t.entry.game.outcome(r.state).over).toBe(true);
}

describe('replay news lines', () => {
  it("keep a step's number apart from news that starts with a number (issue 21 §5)", () => {
    expect(en(stepLine(2, "1 of Computer 1's Influence tokens is removed."))).toBe(
      "`Step 2` · 1 of Computer 1's Influence tokens is removed.",
    );
  });
});

describe('a replay of every step reproduces the stored states (file store)', () => {
  onStore(fileStore);
  for (const seats of [2, 3, 4]) {
    it(`Virtual Revolution, ${seats} seats; the exported record replays to the same final scores`, async () => {
      const states = await playStored(vrEntry, seats, '', `vr-${seats}`);
      await expectReplayMatches(states);
      await expectExportReplays();
    }, 120_000);
  }

  it('the fixture games (Data Heist, Parley), 2-4 seats', async () => {
    for (const [entry, options] of [
      [heistEntry, 'rounds=2'],
      [parleyEntry, ''],
    ] as const) {
      for (const seats of [2, 3, 4]) {
        const states = await playStored(entry, seats, options, `fx-${entry.game.id}-${seats}`);
        await expectReplayMatches(states);
        await expectExportReplays();
      }
    }
  }, 60_000);

  it('skips undone steps: the undo marker in the stored history takes back its step', async () => {
    const states = await playStored(heistEntry, 3, 'rounds=2', 'undo-1', [2, 5, 6]);
    const history = await store.readHistory(CH);
    expect(history.filter((h) => h.undoes !== undefined)).toHaveLength(3);
    expect(history.length).toBe(states.length - 1 + 6);
    await expectReplayMatches(states);
    await expectExportReplays();
  }, 60_000);
});

describeRedis('a replay of every step reproduces the stored states (Redis)', () => {
  onStore(redisStore);

  it('Data Heist with undone steps, and Parley', async () => {
    await expectReplayMatches(await playStored(heistEntry, 3, 'rounds=2', 'redis-undo', [3, 4]));
    await expectExportReplays();
    const history = await store.readHistory(CH);
    expect(history.filter((h) => h.undoes !== undefined)).toHaveLength(2);
    await expectReplayMatches(await playStored(parleyEntry, 4, '', 'redis-parley'));
    await expectExportReplays();
  }, 60_000);
});
