/**
 * `npm run bench`: prints figures, asserts nothing.
 * - the whole path of one action without the network (load, validate, apply, save, render, encode)
 *   with the embedded store and with Redis (when REDIS_URL is set or Redis answers locally);
 * - the store's read-modify-write alone; render + encode time and image size; a random game's engine time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { renderContext } from '../src/discord/present.ts';
import { Tables } from '../src/discord/tables.ts';
import { nextInt, seedRng } from '../src/engine/rng.ts';
import { playRandomGame } from '../src/engine/randomPlay.ts';
import { Registry, type GameEntry } from '../src/registry.ts';
import { openStore } from '../src/store/index.ts';
import type { TableStore } from '../src/store/types.ts';
import { registerFonts } from '../renderers/kit/index.ts';
import { heistEntry } from '../test/fixture/registry.ts';
import { GAMES } from '../src/games/index.ts';
import { summary, timed } from './stats.ts';

const ACTIONS = 300;
const CHANNEL = '900000000000000001';
const users = ['800000000000000001', '800000000000000002', '800000000000000003', '800000000000000004'];

/** Table options per game for the benchmark (the fixture's longest game). */
const OPTIONS: Record<string, { text: string; value: Record<string, unknown> }> = {
  heist: { text: 'rounds=5', value: { rounds: 5 } },
  vr: { text: '', value: {} },
};

async function newGame(tables: Tables, game: string, n: number): Promise<void> {
  await tables.store.update(CHANNEL, () => ({ write: null, result: null }));
  await tables.create(CHANNEL, 'bench', game, { userId: users[0]!, name: 'Ann' }, OPTIONS[game]!.text);
  for (let i = 1; i < 4; i++) await tables.join(CHANNEL, { userId: users[i]!, name: `P${i}` });
  const r = await tables.start(CHANNEL, users[0]!, `bench-${n}`);
  if (!r.ok) throw new Error(r.error);
}

/** One action end to end as the bot runs it, minus Discord: store update (load, check, apply, save), then the board. */
async function wholePath(label: string, store: TableStore, entry: GameEntry): Promise<void> {
  const tables = new Tables(store, new Registry([entry]));
  const rng = seedRng('bench');
  const samples: number[] = [];
  let games = 0;
  await newGame(tables, entry.game.id, games++);
  while (samples.length < ACTIONS) {
    const t = await tables.load(CHANNEL);
    if (!t.ok) throw new Error(t.error);
    if (t.value.record.status !== 'playing') {
      await newGame(tables, entry.game.id, games++);
      continue;
    }
    const seat = t.value.entry.game.awaiting(t.value.state)[0]!;
    const [, ms] = await timed(async () => {
      const out = await tables.act(CHANNEL, users[seat]!, (c) => ({ ok: true, value: c.legal[nextInt(rng, c.legal.length)]! }));
      if (!out.ok) throw new Error(out.error);
      await out.value.entry.renderer.board(out.value.entry.game.view(out.value.state, 'spectator'), renderContext(out.value));
    });
    samples.push(ms);
  }
  console.log(summary(`whole action path, ${entry.game.id}, ${label}`, samples));
}

async function rmw(label: string, store: TableStore): Promise<void> {
  const tables = new Tables(store, new Registry([heistEntry]));
  await newGame(tables, 'heist', 0);
  const samples: number[] = [];
  for (let i = 0; i < ACTIONS; i++) {
    const [, ms] = await timed(() => store.update(CHANNEL, (r) => ({ write: r, result: null })));
    samples.push(ms);
  }
  console.log(summary(`store read-modify-write, ${label}`, samples));
}

async function render(entry: GameEntry): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'nt-bench-'));
  const tables = new Tables(await openStore({ dataDir: dir, keyPrefix: 'b:', finishedRetentionMs: 1000 }), new Registry([entry]));
  await newGame(tables, entry.game.id, 0);
  const t = await tables.load(CHANNEL);
  if (!t.ok) throw new Error(t.error);
  const board: number[] = [];
  const hand: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 200; i++) {
    const [png, ms] = await timed(() => entry.renderer.board(entry.game.view(t.value.state, 'spectator'), renderContext(t.value)));
    board.push(ms);
    bytes = png.length;
    const [, ms2] = await timed(() => entry.renderer.hand(entry.game.view(t.value.state, 0), { ...renderContext(t.value), seat: 0 }));
    hand.push(ms2);
  }
  console.log(summary(`render + encode ${entry.game.id} board (${(bytes / 1024).toFixed(0)} KiB PNG)`, board));
  console.log(summary(`render + encode ${entry.game.id} private hand`, hand));
  await tables.store.close();
  rmSync(dir, { recursive: true, force: true });
}

function engine(entry: GameEntry): void {
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    playRandomGame(entry.game, 4, OPTIONS[entry.game.id]!.value, `engine-${i}`);
    samples.push(performance.now() - t0);
  }
  console.log(summary(`engine: full random 4-player ${entry.game.id} game`, samples));
}

async function redisAvailable(url: string): Promise<boolean> {
  try {
    const s = await openStore({ redisUrl: url, dataDir: '.', keyPrefix: `bench-probe:${randomUUID()}:`, finishedRetentionMs: 1000 });
    await s.load('probe');
    await s.close();
    return true;
  } catch {
    return false;
  }
}

registerFonts();
console.log(`NeonTable bench · node ${process.version} · ${ACTIONS} actions per figure\n`);
const vrEntry = GAMES.find((g) => g.game.id === 'vr')!;
for (const entry of [heistEntry, vrEntry]) {
  engine(entry);
  await render(entry);
}
const dir = mkdtempSync(join(tmpdir(), 'nt-bench-'));
const file = await openStore({ dataDir: dir, keyPrefix: 'b:', finishedRetentionMs: 60_000 });
await rmw('file store', file);
await wholePath('file store', file, heistEntry);
await wholePath('file store', file, vrEntry);
await file.close();
rmSync(dir, { recursive: true, force: true });

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (await redisAvailable(url)) {
  const prefix = `bench:${randomUUID()}:`;
  const redis = await openStore({ redisUrl: url, dataDir: '.', keyPrefix: prefix, finishedRetentionMs: 60_000 });
  await rmw('redis', redis);
  await wholePath('redis', redis, heistEntry);
  await wholePath('redis', redis, vrEntry);
  await redis.update(CHANNEL, () => ({ write: null, result: null }));
  await redis.close();
} else {
  console.log(`(no Redis at ${url}: Redis figures skipped)`);
}
