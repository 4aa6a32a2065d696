/**
 * The render pool: every board and hand image is drawn and encoded in a worker thread (piscina),
 * so the event loop only routes interactions and talks to the store while pictures are made. The
 * bot's start-up makes its pool (a thread per core by default, RENDER_THREADS) and passes it in the
 * bot's context; bots may share one, each timing its images into its own metrics (`measured`).
 *
 * Workers run the TypeScript sources: their entry (worker.mjs) registers tsx in the worker itself,
 * whatever loads this module (`node --import tsx`, or vitest, which transforms the sources itself).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ChartData } from '../../renderers/kit/chart.ts';
import type { LeaderboardCard } from '../../renderers/kit/leaderboard.ts';
import type { RenderContext } from '../../renderers/types.ts';
import { DEFAULT_LOCALE, type Locale, localizeDeep } from '../engine/messages.ts';
import type { Seat } from '../engine/types.ts';
import { type Metrics, timer } from '../metrics.ts';
import type { RendererModule } from '../registry.ts';
import type { ChartTask, LeaderboardTask, RenderTask } from './task.ts';

const WORKER = new URL('./worker.mjs', import.meta.url).href;

/** A thread per core: rendering is CPU work, more threads than cores only queue in the kernel. */
export const defaultRenderThreads = (): number => availableParallelism();

/** Told of a worker's failure outside any image (at its start, say); a failed image rejects its own promise instead. */
export type RenderPoolErrorHandler = (err: Error) => void;

const toStderr: RenderPoolErrorHandler = (err) => console.error(`render worker failed: ${err.message}`);

/** What draws a bot's images: a render pool, or a view of one (started on first use, timed). */
/**
 * A chart's or card's texts put into its language here, where every game's catalogue is loaded: the
 * worker drawing it loads only the kit (a board's worker loads its game's renderer, and with it the
 * game's messages).
 */
function inWords<T extends { readonly locale?: Locale | undefined }>(data: T): T {
  return localizeDeep(data, data.locale ?? DEFAULT_LOCALE);
}

export interface Images {
  board(renderer: RendererModule, view: unknown, ctx: RenderContext): Promise<Buffer>;
  hand(renderer: RendererModule, view: unknown, ctx: RenderContext & { readonly seat: Seat }): Promise<Buffer>;
  /** A game's story chart (public data only: it is posted in the channel). */
  chart(data: ChartData): Promise<Buffer>;
  /** A leaderboard card (public: /leaderboard answers in the channel). */
  leaderboard(data: LeaderboardCard): Promise<Buffer>;
}

export class RenderPool implements Images {
  readonly #pool: Piscina<RenderTask | ChartTask | LeaderboardTask, unknown>;

  constructor(threads: number = defaultRenderThreads(), onError: RenderPoolErrorHandler = toStderr) {
    if (!Number.isInteger(threads) || threads < 1)
      throw new RangeError(`a render pool needs at least one thread, got ${threads}`);
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
    return this.#run({
      renderer: { ...renderer },
      kind: 'hand',
      view: JSON.stringify(view),
      ctx: { ...plainContext(ctx), seat: ctx.seat },
    });
  }

  /** A story chart, drawn by the kit in a worker. */
  chart(data: ChartData): Promise<Buffer> {
    return this.#run({ kind: 'chart', chart: JSON.stringify(inWords(data)) });
  }

  /** A leaderboard card, drawn by the kit in a worker. */
  leaderboard(data: LeaderboardCard): Promise<Buffer> {
    return this.#run({ kind: 'leaderboard', card: JSON.stringify(inWords(data)) });
  }

  /** Waits for the images being drawn, then stops the workers. */
  close(): Promise<void> {
    return this.#pool.close();
  }

  async #run(task: RenderTask | ChartTask | LeaderboardTask): Promise<Buffer> {
    // A renderer's error comes back as this promise's rejection, like a direct render's: the
    // worker survives it (piscina replaces a worker that dies), and the handler answers the player.
    const out: unknown = await this.#pool.run(task);
    if (!(out instanceof ArrayBuffer)) throw new Error('the render worker returned no image');
    return Buffer.from(out);
  }
}

/** The context as plain data (arrays copied), as it is cloned to the worker. */
function plainContext(ctx: RenderContext): RenderTask['ctx'] {
  const o = ctx.outcome;
  const outcome: RenderTask['ctx']['outcome'] = o
    ? {
        headline: o.headline,
        winners: [...o.winners],
        ...(o.team ? { team: o.team } : {}),
        ...(o.results ? { results: [...o.results] } : {}),
      }
    : undefined;
  return {
    seats: ctx.seats.map((s) => ({ name: s.name })),
    awaiting: [...ctx.awaiting],
    ...(outcome ? { outcome } : {}),
  };
}

/**
 * A pool started on its first image, so a bot that draws nothing starts no thread; `close` stops
 * it (when it started). The bot's own pool when its start-up was handed none.
 */
export class LazyRenderPool implements Images {
  #pool: RenderPool | undefined;

  constructor(
    private readonly threads?: number,
    private readonly onError?: RenderPoolErrorHandler,
  ) {}

  #started(): RenderPool {
    this.#pool ??= new RenderPool(this.threads, this.onError);
    return this.#pool;
  }

  board(renderer: RendererModule, view: unknown, ctx: RenderContext): Promise<Buffer> {
    return this.#started().board(renderer, view, ctx);
  }

  hand(renderer: RendererModule, view: unknown, ctx: RenderContext & { readonly seat: Seat }): Promise<Buffer> {
    return this.#started().hand(renderer, view, ctx);
  }

  chart(data: ChartData): Promise<Buffer> {
    return this.#started().chart(data);
  }

  leaderboard(data: LeaderboardCard): Promise<Buffer> {
    return this.#started().leaderboard(data);
  }

  async close(): Promise<void> {
    const p = this.#pool;
    this.#pool = undefined;
    await p?.close();
  }
}

/** `images` timed into `metrics` (neontable_render_seconds), a failed image counted as a render error. */
export function measured(images: Images, metrics: Metrics): Images {
  const run = async (
    kind: 'board' | 'hand' | 'chart' | 'leaderboard',
    draw: () => Promise<Buffer>,
  ): Promise<Buffer> => {
    const done = timer(metrics.renderSeconds, { kind });
    try {
      const png = await draw();
      done();
      return png;
    } catch (err) {
      metrics.errors.inc({ kind: 'render' });
      throw err;
    }
  };
  return {
    board: (renderer, view, ctx) => run('board', () => images.board(renderer, view, ctx)),
    hand: (renderer, view, ctx) => run('hand', () => images.hand(renderer, view, ctx)),
    chart: (data) => run('chart', () => images.chart(data)),
    leaderboard: (data) => run('leaderboard', () => images.leaderboard(data)),
  };
}
