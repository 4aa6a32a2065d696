/** The benchmarks' one render pool (a program of its own, like the bot's start-up making the bot's). */
import { RenderPool } from '../src/render/pool.ts';

let shared: RenderPool | undefined;

/** Starts the pool's workers now, so nothing timed waits for them. */
export function startRenderPool(): RenderPool {
  return renderPool();
}

export function renderPool(): RenderPool {
  shared ??= new RenderPool();
  return shared;
}

export async function closeRenderPool(): Promise<void> {
  const p = shared;
  shared = undefined;
  await p?.close();
}
