/**
 * A render worker (one per pool thread, src/render/pool.ts): loads a game's renderer module on
 * first use, draws the image from the view and encodes it, and hands the PNG's bytes back by
 * transfer (no copy). Fonts are registered once per worker, as each thread has its own Skia
 * font collection; renderers keep their static layers in module state, so once per worker too.
 */
import { move } from 'piscina';
import { renderChart } from '../../renderers/kit/chart.ts';
import { registerFonts } from '../../renderers/kit/index.ts';
import { renderLeaderboard } from '../../renderers/kit/leaderboard.ts';
import type { GameRenderer, RenderContext } from '../../renderers/types.ts';
import { chartDataSchema, leaderboardCardSchema, type RenderTask, workerTaskSchema } from './task.ts';

registerFonts();

const renderers = new Map<string, Promise<GameRenderer>>();

async function load(at: RenderTask['renderer']): Promise<GameRenderer> {
  const mod = (await import(at.url)) as Record<string, unknown>;
  const r = mod[at.name] as Partial<GameRenderer> | undefined;
  if (!r || typeof r.board !== 'function' || typeof r.hand !== 'function')
    throw new Error(`${at.url} exports no renderer named ${at.name}`);
  return r as GameRenderer;
}

function rendererAt(at: RenderTask['renderer']): Promise<GameRenderer> {
  const key = `${at.url}#${at.name}`;
  let r = renderers.get(key);
  if (!r) {
    r = load(at);
    // A module that failed to load is tried again next time rather than failing for good.
    r.catch(() => renderers.delete(key));
    renderers.set(key, r);
  }
  return r;
}

/** The PNG's own bytes as a whole ArrayBuffer, so it can be transferred without dragging a shared pool along. */
function ownBuffer(png: Buffer): ArrayBuffer {
  const whole = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength && png.buffer instanceof ArrayBuffer;
  return whole ? (png.buffer as ArrayBuffer) : new Uint8Array(png).buffer;
}

export default async function render(raw: unknown): Promise<unknown> {
  const task = workerTaskSchema.parse(raw);
  if (task.kind === 'chart') return move(ownBuffer(await renderChart(chartDataSchema.parse(JSON.parse(task.chart)))));
  if (task.kind === 'leaderboard')
    return move(ownBuffer(await renderLeaderboard(leaderboardCardSchema.parse(JSON.parse(task.card)))));
  const renderer = await rendererAt(task.renderer);
  const view: unknown = JSON.parse(task.view);
  const { seat, ...rest } = task.ctx;
  const ctx = rest as RenderContext;
  let png: Buffer;
  if (task.kind === 'board') png = await renderer.board(view, ctx);
  else {
    if (seat === undefined) throw new Error('a hand is drawn for a seat, and none was given');
    png = await renderer.hand(view, { ...ctx, seat });
  }
  return move(ownBuffer(png));
}
