/**
 * The render pool: every board and hand image is drawn and encoded in a worker thread (piscina),
 * so the event loop only routes interactions and talks to the store while pictures are made. One
 * pool per process, with a thread per core by default (RENDER_THREADS).
 *
 * Workers run the TypeScript sources: their entry (worker.mjs) registers tsx in the worker itself,
 * whatever loads this module (`node --import tsx`, or vitest, which transforms the sources itself).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { errors, renderSeconds, timer } from '../metrics.ts';
import type { Seat } from '../engine/types.ts';
import type { RendererModule } from '../registry.ts';
import type { RenderContext } from '../../renderers/types.ts';
import type { RenderTask } from './task.ts';

const WORKER = new URL('./worker.mjs', import.meta.url).href;

/** A thread per core: rendering is CPU work, more threads than cores only queue in the kernel. */
export const defaultRenderThreads = (): number => availableParallelism();

/** Told of a worker's failure outside any image (at its start, say); a failed image rejects its own promise instead. */
export type RenderPoolErrorHandler = (err: Error) => void;

const toStderr: RenderPoolErrorHandler = (err) => console.error(`render worker failed: ${err.message}`);

export class RenderPool {
  readonly #pool: Piscina<RenderTask, unknown>;

  constructor(threads: number = defaultRenderThreads(), onError: RenderPoolErrorHandler = toStderr) {
    if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`a render pool needs at least one thread, got ${threads}`);
    this.#pool = new Piscina({
      filename: WORKER,
      minThreads: threads,
      maxThreads: threads,
      // None of the parent's flags: an inspector port, say, does not suit a worker, and the loader
      // is registered by the worker's entry.
      execArgv: [],
    });
    // Without a listener an 'error' event would end the process; piscina replaces the worker.
    this.#pool.on('error', (err: unknown) => onError(err instanceof Error ? err : new Error(String(err))));
  }

  get threads(): number {
    return this.#pool.maxThreads;
  }

  /** The public board, drawn from the view (as JSON) in a worker. */
  board(renderer: RendererModule, view: unknown, ctx: RenderContext): Promise<Buffer> {
    return this.#run({ renderer: { ...renderer }, kind: 'board', view: JSON.stringify(view), ctx: plainContext(ctx) });
  }

  /** One seat's private picture, drawn from that seat's view in a worker. */
  hand(renderer: RendererModule, view: unknown, ctx: RenderContext & { readonly seat: Seat }): Promise<Buffer> {
    return this.#run({ renderer: { ...renderer }, kind: 'hand', view: JSON.stringify(view), ctx: { ...plainContext(ctx), seat: ctx.seat } });
  }

  /** Waits for the images being drawn, then stops the workers. */
  close(): Promise<void> {
    return this.#pool.close();
  }

  async #run(task: RenderTask): Promise<Buffer> {
    // A renderer's error comes back as this promise's rejection, like a direct render's: the
    // worker survives it (piscina replaces a worker that dies), and the handler answers the player.
    const done = timer(renderSeconds, { kind: task.kind });
    let out: unknown;
    try {
      out = await this.#pool.run(task);
    } catch (err) {
      errors.inc({ kind: 'render' });
      throw err;
    }
    if (!(out instanceof ArrayBuffer)) {
      errors.inc({ kind: 'render' });
      throw new Error('the render worker returned no image');
    }
    done();
    return Buffer.from(out);
  }
}

/** The context as plain data (arrays copied), as it is cloned to the worker. */
function plainContext(ctx: RenderContext): RenderTask['ctx'] {
  const o = ctx.outcome;
  const outcome: RenderTask['ctx']['outcome'] = o
    ? { headline: o.headline, winners: [...o.winners], ...(o.team ? { team: o.team } : {}), ...(o.results ? { results: [...o.results] } : {}) }
    : undefined;
  return { seats: ctx.seats.map((s) => ({ name: s.name })), awaiting: [...ctx.awaiting], ...(outcome ? { outcome } : {}) };
}

let threads: number | undefined;
let reportError: RenderPoolErrorHandler | undefined;
let shared: RenderPool | undefined;

/**
 * Sets the shared pool's size (RENDER_THREADS) and where worker failures are reported, and starts
 * its workers now, so the first image does not wait for them; without this call the pool starts
 * on first use, a thread per core, reporting to stderr.
 */
export function startRenderPool(size?: number, onError?: RenderPoolErrorHandler): RenderPool {
  if (shared && size !== undefined && shared.threads !== size) throw new Error('the render pool is already running with another size');
  threads = size;
  reportError = onError;
  return renderPool();
}

/** The process's render pool, started on first use. */
export function renderPool(): RenderPool {
  shared ??= new RenderPool(threads, reportError);
  return shared;
}

/** Stops the shared pool once the images in flight are done (at shutdown). */
export async function closeRenderPool(): Promise<void> {
  const p = shared;
  shared = undefined;
  await p?.close();
}
