/**
 * The benchmark's measurements for any game entry (registered games and the fixture alike): the
 * engine alone, the board's render and encode, the whole action path at a given step, several
 * channels at once. Each returns its samples; index.ts prints them and the ratios between them.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadImage } from '@napi-rs/canvas';
import { createSurface, encodePng } from '../renderers/kit/index.ts';
import type { RenderContext } from '../renderers/types.ts';
import { renderContext } from '../src/discord/present.ts';
import { withAmount } from '../src/engine/amount.ts';
import { greedyVersusRandom, type WinRate } from '../src/engine/computerPlay.ts';
import { playRandomGame } from '../src/engine/randomPlay.ts';
import { nextInt, type RngState, seedRng } from '../src/engine/rng.ts';
import type { LegalAction } from '../src/engine/types.ts';
import { mayActSeats, publicWaiting } from '../src/engine/waiting.ts';
import { type GameEntry, Registry } from '../src/registry.ts';
import { Tables } from '../src/service/tables.ts';
import type { TableStore } from '../src/store/types.ts';
import { renderPool } from './pool.ts';

const users = Array.from({ length: 8 }, (_u, i) => `80000000000000000${i + 1}`);
const names = ['Ann', 'Bo', 'Cy', 'Dee', 'Eve', 'Fin', 'Gus', 'Hal'];

/** Table options for the benchmark: the game's defaults, except the fixture's longest game. */
export function benchOptions(entry: GameEntry): { text: string; value: unknown } {
  if (entry.game.id === 'heist') return { text: 'rounds=5', value: { rounds: 5 } };
  return { text: '', value: entry.game.optionsSchema.parse({}) };
}

/** Seats at the benchmark's tables: as many as the game takes (its longest games), at most 4. */
export const benchSeats = (entry: GameEntry): number => Math.max(entry.game.minSeats, Math.min(4, entry.game.maxSeats));

/** Opens a fresh game in `channel` (anything there before is dropped). */
export async function newGame(tables: Tables, entry: GameEntry, channel: string, seed: string): Promise<void> {
  await tables.store.update(channel, () => ({ write: null, result: null }));
  const made = await tables.create(
    channel,
    'bench',
    entry.game.id,
    { userId: users[0]!, name: names[0]! },
    benchOptions(entry).text,
  );
  if (!made.ok) throw new Error(made.error);
  for (let i = 1; i < benchSeats(entry); i++) await tables.join(channel, { userId: users[i]!, name: names[i]! });
  const r = await tables.start(channel, users[0]!, seed);
  if (!r.ok) throw new Error(r.error);
}

/** A random legal choice, with a number in range when it takes one (as the platform sends it). */
function pick(rng: RngState, legal: readonly LegalAction[]): LegalAction {
  const c = legal[nextInt(rng, legal.length)]!;
  return c.amount ? { ...c, action: withAmount(c, c.amount.min + nextInt(rng, c.amount.max - c.amount.min + 1)) } : c;
}

/**
 * One random action in `channel` as the bot takes it, minus Discord: the store update (load,
 * check, apply, save), then, with `draw`, the new board (the view, drawn and encoded in the render
 * pool, as the bot does). Returns whether the game goes on, the time of both in ms, and that of
 * the store update alone; with `reference`, the same board is then rendered and encoded once more
 * directly on this thread (`boardMs`), as the bare figure measured beside it.
 */
async function step(
  tables: Tables,
  channel: string,
  rng: RngState,
  draw: boolean,
  reference = false,
): Promise<{ playing: boolean; ms: number; storeMs: number; boardMs: number }> {
  const t = await tables.load(channel);
  if (!t.ok) throw new Error(t.error);
  if (t.value.record.status !== 'playing') return { playing: false, ms: 0, storeMs: 0, boardMs: 0 };
  const g = t.value.entry.game;
  const acting = [...g.awaiting(t.value.state), ...mayActSeats(g, t.value.state)];
  const seat = acting[nextInt(rng, acting.length)]!;
  const t0 = performance.now();
  const out = await tables.act(channel, users[seat]!, (c) => ({ ok: true, value: pick(rng, c.legal) }));
  if (!out.ok) throw new Error(out.error);
  const storeMs = performance.now() - t0;
  if (draw)
    await renderPool().board(
      out.value.entry.rendererModule,
      g.view(out.value.state, 'spectator'),
      renderContext(out.value),
    );
  const ms = performance.now() - t0;
  let boardMs = 0;
  if (reference) {
    const view = g.view(out.value.state, 'spectator');
    const ctx = renderContext(out.value);
    const t1 = performance.now();
    await out.value.entry.renderer.board(view, ctx);
    boardMs = performance.now() - t1;
  }
  return { playing: !out.value.finished, ms, storeMs, boardMs };
}

/**
 * The engine alone: full random games (ms each) and their moves (µs each, legal list + checked
 * apply), in this process's CPU time, which other processes on a shared machine disturb less.
 */
export function engineFigures(entry: GameEntry, games: number): { gameMs: number[]; moveUs: number[] } {
  const seats = benchSeats(entry);
  const options = benchOptions(entry).value;
  // The JIT takes dozens of games to settle: warm up for a second of play (at most 100 games).
  const warm = performance.now();
  for (let i = 0; i < 100 && performance.now() - warm < 1000; i++)
    playRandomGame(entry.game, seats, options, `warm-${i}`);
  const gameMs: number[] = [];
  const moveUs: number[] = [];
  for (let i = 0; i < games; i++) {
    const c0 = process.cpuUsage();
    const g = playRandomGame(entry.game, seats, options, `engine-${i}`);
    const cpu = process.cpuUsage(c0);
    const ms = (cpu.user + cpu.system) / 1000;
    gameMs.push(ms);
    moveUs.push((ms * 1000) / g.steps);
  }
  return { gameMs, moveUs };
}

/** A board `steps` moves into a random game, with what its renderer needs. */
export function sampleBoard(entry: GameEntry, steps: number): { view: unknown; ctx: RenderContext } {
  const g = entry.game;
  let state: unknown = null;
  let n = 0;
  playRandomGame(g, benchSeats(entry), benchOptions(entry).value, 'board', {
    onStep: (s) => {
      if (n++ === steps) state = s.before;
    },
  });
  if (state === null) throw new Error(`${g.id}: no board at step ${steps}`);
  const ctx: RenderContext = {
    seats: names.slice(0, benchSeats(entry)).map((name) => ({ name })),
    awaiting: [...publicWaiting(g, state).seats],
  };
  return { view: g.view(state, 'spectator'), ctx };
}

/**
 * The board's render and its encode, apart and together. `sync`: the part of `board()` that runs
 * on the event loop before its first await (drawing and rasterising here); `encode`: the kit's PNG
 * encoder alone on a canvas of the same pixels; `total`: `board()` to its PNG.
 */
export async function renderFigures(
  entry: GameEntry,
  view: unknown,
  ctx: RenderContext,
  n: number,
): Promise<{ sync: number[]; encode: number[]; total: number[]; bytes: number }> {
  const sync: number[] = [];
  const total: number[] = [];
  let png = await entry.renderer.board(view, ctx);
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const pending = entry.renderer.board(view, ctx);
    sync.push(performance.now() - t0);
    png = await pending;
    total.push(performance.now() - t0);
  }
  const img = await loadImage(png);
  const { canvas, ctx: g } = createSurface(img.width, img.height, { grid: 0 });
  g.drawImage(img, 0, 0);
  await encodePng(canvas);
  const encode: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await encodePng(canvas);
    encode.push(performance.now() - t0);
  }
  return { sync, encode, total, bytes: png.length };
}

/**
 * The whole action path (store update, then the new board), the store update alone and the same
 * board's bare render and encode, timed at the steps `at` (each timed
 * action `at` to `at + window - 1` of a game); the steps between are played without a board. New
 * games start until every step has `samples` figures or `maxGames` games were played (a game too
 * short for a step leaves it short).
 */
export async function pathAtSteps(
  store: TableStore,
  entry: GameEntry,
  at: readonly number[],
  samples: number,
  maxGames = 40,
): Promise<Map<number, { path: number[]; store: number[]; board: number[] }>> {
  const tables = new Tables(store, new Registry([entry]));
  const channel = '900000000000000001';
  const rng = seedRng(`path-${entry.game.id}`);
  const window = Math.max(1, Math.ceil(samples / 5));
  const out = new Map(at.map((k) => [k, { path: [] as number[], store: [] as number[], board: [] as number[] }]));
  const last = Math.max(...at) + window;
  for (let game = 0; game < maxGames && [...out.values()].some((s) => s.path.length < samples); game++) {
    await newGame(tables, entry, channel, `path-${game}`);
    for (let n = 0; n < last; n++) {
      const timed = at.find((k) => n >= k && n < k + window && out.get(k)!.path.length < samples);
      const r = await step(tables, channel, rng, timed !== undefined, timed !== undefined);
      if (timed !== undefined && r.ms > 0) {
        out.get(timed)!.path.push(r.ms);
        out.get(timed)!.store.push(r.storeMs);
        out.get(timed)!.board.push(r.boardMs);
      }
      if (!r.playing) break;
    }
  }
  await store.update(channel, () => ({ write: null, result: null }));
  return out;
}

export interface ChannelsFigures {
  readonly channels: number;
  readonly actions: number;
  readonly seconds: number;
  /** Event-loop delay while they played, ms. */
  readonly delayP99: number;
  readonly delayMax: number;
  /** Each action's whole path, ms. */
  readonly latency: number[];
  /** CPU the whole process (main thread and render workers) used per second of the run: cores kept busy. */
  readonly cores: number;
}

/**
 * `channels` channels each playing `perChannel` random actions (store update and the new board,
 * drawn in the render pool) at once, as many tables of one bot process do; the event loop's delay is sampled meanwhile.
 */
export async function channelsAtOnce(
  store: TableStore,
  entry: GameEntry,
  channels: number,
  perChannel: number,
): Promise<ChannelsFigures> {
  const tables = new Tables(store, new Registry([entry]));
  const ids = Array.from({ length: channels }, (_c, i) => `91000000000000${String(i).padStart(4, '0')}`);
  for (const id of ids) await newGame(tables, entry, id, `load-${id}`);
  const latency: number[] = [];
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage(); // process-wide: the render workers' threads count too
  await Promise.all(
    ids.map(async (id, c) => {
      const rng = seedRng(`load-${c}`);
      for (let i = 0; i < perChannel; i++) {
        let r = await step(tables, id, rng, true);
        if (!r.playing && r.ms === 0) {
          await newGame(tables, entry, id, `load-${id}-${i}`);
          r = await step(tables, id, rng, true);
        }
        latency.push(r.ms);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu0);
  h.disable();
  for (const id of ids) await store.update(id, () => ({ write: null, result: null }));
  const cores = (used.user + used.system) / 1e6 / seconds;
  return {
    channels,
    actions: channels * perChannel,
    seconds,
    delayP99: h.percentile(99) / 1e6,
    delayMax: h.max / 1e6,
    latency,
    cores,
  };
}

/**
 * The game's greedy computer player against random ones, for each seat count the game takes:
 * `games` seeded games per count, the greedy seat rotating; its share of the wins and the time of
 * each of its decisions (its view built, its thinking, its choice checked).
 */
export function computerFigures(entry: GameEntry, games: number): WinRate[] {
  const g = entry.game;
  return Array.from({ length: g.maxSeats - g.minSeats + 1 }, (_x, i) =>
    greedyVersusRandom(g, g.minSeats + i, games, `bench-${g.id}`),
  );
}
