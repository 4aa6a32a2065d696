/**
 * How long one board image keeps the main thread's event loop busy: drawn and encoded on the
 * main thread (a direct render, as before the render pool) and through the render pool (the
 * bot's path). Prints figures, asserts nothing: `node --import tsx bench/renderLoop.ts [renders]`.
 *
 * "busy" is the event loop's active time (performance.eventLoopUtilization) divided by the
 * renders; "delay max" is the longest stall of the loop (perf_hooks.monitorEventLoopDelay).
 * First, the drawing alone (no encode), with every layer drawn and over the cached static layer.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createSurface, registerFonts, staticLayer, surfaceFrom } from '../renderers/kit/index.ts';
import { boardBaseKey, drawBoard, drawBoardBase, drawBoardOver } from '../renderers/vr/board.ts';
import { layoutBoard } from '../renderers/vr/layout.ts';
import { status } from '../renderers/vr.ts';
import { GAMES } from '../src/games/index.ts';
import { virtualRevolution as vr } from '../src/games/vr/game.ts';
import { RenderPool } from '../src/render/pool.ts';
import { context, midGame } from '../test/render/vrScenes.ts';

const RENDERS = Number(process.argv[2] ?? 40);
const AT_ONCE = 10;
const entry = GAMES.find((g) => g.game.id === 'vr')!;
const state = midGame(4, 'render-mid-4');
const view = vr.view(state, 'spectator');
const ctx = context(state);

async function measure(label: string, render: () => Promise<Buffer>): Promise<void> {
  for (let i = 0; i < 4; i++) await render(); // warm: fonts, caches, every worker once
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const run = async (batch: number): Promise<{ busy: number; wall: number; max: number }> => {
    delay.reset();
    delay.enable();
    const elu = performance.eventLoopUtilization();
    const t0 = performance.now();
    for (let done = 0; done < RENDERS; done += batch)
      await Promise.all(Array.from({ length: Math.min(batch, RENDERS - done) }, render));
    const wall = performance.now() - t0;
    const used = performance.eventLoopUtilization(elu);
    delay.disable();
    return { busy: used.active / RENDERS, wall: wall / RENDERS, max: delay.max / 1e6 };
  };
  for (const batch of [1, AT_ONCE]) {
    const r = await run(batch);
    console.log(
      `${label.padEnd(22)} ${String(batch).padStart(2)} at once: event loop busy ${r.busy.toFixed(1).padStart(5)} ms/render, wall ${r.wall.toFixed(1).padStart(5)} ms/render, delay max ${r.max.toFixed(1).padStart(5)} ms`,
    );
  }
}

/**
 * Milliseconds per drawing for each way, medians of `RENDERS`, taken in turns so a busy machine
 * slows both alike (the canvas's pixels are read, as the encoder does, so Skia rasterises).
 */
function drawings(ways: readonly (() => { data(): Buffer })[]): number[] {
  const times = ways.map((): number[] => []);
  for (let i = 0; i < RENDERS + 4; i++) {
    ways.forEach((draw, w) => {
      const t0 = performance.now();
      draw().data();
      if (i >= 4) times[w]!.push(performance.now() - t0);
    });
  }
  return times.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!);
}

registerFonts();
console.log(`Virtual Revolution board (4 players, mid-game), ${RENDERS} renders per line`);
const layout = layoutBoard(view, ctx);
const st = status(view, ctx);
const [whole, layered] = drawings([
  () => {
    const s = createSurface(layout.width, layout.height, { grid: 0 });
    drawBoard(s.ctx, layout, view, ctx, st);
    return s.canvas;
  },
  () => {
    const s = surfaceFrom(
      staticLayer(`vr-board|${boardBaseKey(layout)}`, layout.width, layout.height, { grid: 0 }, (g) =>
        drawBoardBase(g, layout),
      ),
    );
    drawBoardOver(s.ctx, layout, view, ctx, st);
    return s.canvas;
  },
]) as [number, number];
console.log(
  `drawing and rasterising, no encode: every layer ${whole.toFixed(1)} ms, over the static layer ${layered.toFixed(1)} ms (${(whole / layered).toFixed(2)}x)`,
);
await measure('direct (main thread)', () => entry.renderer.board(view, ctx));
const pool = new RenderPool();
await measure(`pool (${pool.threads} threads)`, () => pool.board(entry.rendererModule, view, ctx));
await pool.close();
