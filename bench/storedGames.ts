/**
 * What the number of stored games costs a bot process: its resident memory, and the file store's
 * start-up (open to first answer), with `small` and `large` games stored, each measured in a fresh
 * process (storedGamesChild.ts) that loads the same games either way. The stores are filled with
 * copies of one real game (a started game a few moves in, its record and its history), under other
 * channel ids of the same length, so every copy is a valid record with its history.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GameEntry, Registry } from '../src/registry.ts';
import { Tables } from '../src/service/tables.ts';
import { openStored } from '../src/store/envelope.ts';
import { openStore, type RedisTableStore, storeKeys } from '../src/store/index.ts';
import { JsonDirAdapter } from '../src/store/jsonDirAdapter.ts';
import type { TableStore } from '../src/store/types.ts';
import { newGame } from './figures.ts';

const CHILD = fileURLToPath(new URL('./storedGamesChild.ts', import.meta.url));
/** Games every child loads after its first answer (present in the smaller store too). */
const LOADED = 50;
const TEMPLATE = '930000000000000000';
const channelOf = (i: number) => `93${String(i + 1).padStart(16, '0')}`;

export interface StoredGamesRun {
  readonly stored: number;
  readonly startupMs: number;
  readonly rssBytes: number;
}

/** Plays the template game a few moves, so its record and history are those of a game under way. */
async function template(store: TableStore, entry: GameEntry, moves: number): Promise<void> {
  const tables = new Tables(store, new Registry([entry]));
  await newGame(tables, entry, TEMPLATE, 'stored-games');
  for (let i = 0; i < moves; i++) {
    const t = await tables.load(TEMPLATE);
    if (!t.ok || t.value.record.status !== 'playing') return;
    const g = t.value.entry.game;
    const seat = g.awaiting(t.value.state)[0];
    if (seat === undefined) return;
    const userId = t.value.record.seats[seat]!.userId;
    // The first legal choice that takes no typed number.
    const out = await tables.act(TEMPLATE, userId, (c) => {
      const plain = c.legal.find((l) => !l.amount);
      return plain ? { ok: true, value: plain } : { ok: false, error: 'none' };
    });
    if (!out.ok) return;
  }
}

const copyOf = (text: string, ch: string) => text.split(TEMPLATE).join(ch);

/** Fills a file store's directory with `n` games (the template and n - 1 copies). */
async function fillFileStore(dataDir: string, prefix: string, entry: GameEntry, n: number): Promise<void> {
  const store = await openStore({ dataDir, keyPrefix: prefix, finishedRetentionMs: 60_000 });
  await template(store, entry, 10);
  await store.close();
  const keys = storeKeys(prefix);
  const adapter = new JsonDirAdapter(join(dataDir, 'store'));
  const raw = (await adapter.readRaw(keys.table(TEMPLATE)))!;
  const opened = openStored(raw);
  if (!opened.ok) throw new Error(opened.error);
  const gen = opened.stored.history.gen;
  const history = readFileSync(adapter.historyPathFor(keys.history(TEMPLATE), gen), 'utf8');
  // Written directly (no fsync): the figure is about reading a full store, not filling one.
  for (let i = 1; i < n; i++) {
    const ch = channelOf(i);
    writeFileSync(adapter.pathFor(keys.table(ch)), copyOf(raw, ch));
    writeFileSync(adapter.historyPathFor(keys.history(ch), gen), copyOf(history, ch));
  }
}

/** The Redis store under `prefix`, for filling and dropping what the bench stored there. */
async function openRedis(url: string, prefix: string): Promise<RedisTableStore> {
  return (await openStore({
    redisUrl: url,
    dataDir: '.',
    keyPrefix: prefix,
    finishedRetentionMs: 60_000,
  })) as RedisTableStore;
}

/** Fills Redis under `prefix` with `n` games, as fillFileStore does. */
async function fillRedis(url: string, prefix: string, entry: GameEntry, n: number): Promise<void> {
  const store = await openRedis(url, prefix);
  await template(store, entry, 10);
  const keys = storeKeys(prefix);
  const raw = (await store.client.get(keys.table(TEMPLATE)))!;
  const history = await store.client.lRange(keys.history(TEMPLATE), 0, -1);
  // Batches within the client's bound on queued commands (two a game, plus MULTI and EXEC).
  for (let i = 1; i < n; i += 200) {
    const multi = store.client.multi();
    for (let j = i; j < Math.min(n, i + 200); j++) {
      const ch = channelOf(j);
      multi.set(keys.table(ch), copyOf(raw, ch));
      if (history.length)
        multi.rPush(
          keys.history(ch),
          history.map((h) => copyOf(h, ch)),
        );
    }
    await multi.exec();
  }
  await store.close();
}

async function dropRedis(url: string, prefix: string): Promise<void> {
  const store = await openRedis(url, prefix);
  for await (const batch of store.client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 }))
    if (batch.length) await store.client.del(batch);
  await store.close();
}

function child(args: { redisUrl?: string; dataDir: string; keyPrefix: string }): StoredGamesRun {
  const channels = [TEMPLATE, ...Array.from({ length: LOADED - 1 }, (_c, i) => channelOf(i + 1))];
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', CHILD, JSON.stringify({ ...args, channels })],
    { encoding: 'utf8' },
  );
  const r = JSON.parse(out.trim().split('\n').at(-1)!) as { startupMs: number; rss: number; stored: number };
  return { stored: r.stored, startupMs: r.startupMs, rssBytes: r.rss };
}

/**
 * `rounds` fresh processes on each of the two stores, taken in turns (small, large, small...) so a
 * busy machine weighs on both alike. Without `redisUrl`, the file store.
 */
export async function storedGamesFigures(
  entry: GameEntry,
  sizes: readonly [number, number],
  rounds: number,
  redisUrl?: string,
): Promise<[StoredGamesRun[], StoredGamesRun[]]> {
  const made = sizes.map(() => ({
    dataDir: mkdtempSync(join(tmpdir(), 'nt-bench-stored-')),
    keyPrefix: `bench:${randomUUID()}:`,
  }));
  const runs: [StoredGamesRun[], StoredGamesRun[]] = [[], []];
  try {
    // Both fills end before anything is cleaned up, even when one fails.
    const filled = await Promise.allSettled(
      made.map((m, k) =>
        redisUrl
          ? fillRedis(redisUrl, m.keyPrefix, entry, sizes[k]!)
          : fillFileStore(m.dataDir, m.keyPrefix, entry, sizes[k]!),
      ),
    );
    for (const f of filled) if (f.status === 'rejected') throw f.reason;
    for (let r = 0; r < rounds; r++) {
      for (const k of [0, 1] as const) runs[k].push(child({ ...made[k]!, ...(redisUrl ? { redisUrl } : {}) }));
    }
  } finally {
    for (const m of made) {
      if (redisUrl) await dropRedis(redisUrl, m.keyPrefix);
      rmSync(m.dataDir, { recursive: true, force: true });
    }
  }
  return runs;
}
