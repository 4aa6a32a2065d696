/**
 * Metrics and health over HTTP, off unless METRICS_PORT is set: `GET /metrics` in Prometheus's
 * text format (prom-client), `GET /health` 200 when the bot is ready and the store answers, 503
 * otherwise. The instruments belong to one bot (Metrics, in its context); recording costs a few
 * additions when nobody scrapes. Labels carry only game ids, interaction kinds and error kinds: never a user, channel or
 * anything of a game's hidden information.
 */
import { createServer, type Server } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { listenRefusedLine } from './config.ts';
import { closeServer, listen, urlHost } from './httpServer.ts';
import { errorText, type Logger } from './log.ts';
import { withinTime } from './store/deadline.ts';
import type { TableStore } from './store/types.ts';

/** Seconds, from a few ms (a store read) to Discord's 3 s acknowledgement window and past it. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10];
/** Seconds: an image takes tens of ms to draw and encode; a queue behind busy workers, more. */
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1, 2.5];
/** Seconds the event loop was late, from a millisecond to a stall. */
const DELAY_BUCKETS = [0.001, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1];

/**
 * One bot's instruments and the registry /metrics serves them from (with, once a server starts,
 * Node's own: memory, CPU, GC). Each bot has its own, made at its start-up and passed in its
 * context, so two bots in one process (tests, the offline table beside a bot) count apart.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly actions = this.#counter('neontable_actions_total', 'Game actions applied and saved, by game', 'game');

  readonly errors = this.#counter(
    'neontable_errors_total',
    'Failures answered with an apology: interaction (a handler threw), store_unavailable (the store did not answer), render (an image failed)',
    'kind',
  );

  readonly interactionSeconds = this.#histogram(
    'neontable_interaction_seconds',
    'Time from receiving an interaction to having handled it (answer, board and messages sent), by kind',
    LATENCY_BUCKETS,
    'kind',
  );

  readonly renderSeconds = this.#histogram(
    'neontable_render_seconds',
    'Time to draw and encode one image in the render pool (queueing included), by kind (board, hand)',
    RENDER_BUCKETS,
    'kind',
  );

  readonly eventLoopDelaySeconds = this.#histogram(
    'neontable_event_loop_delay_seconds',
    'How late a timer due every 20 ms fired: the time the event loop was kept busy',
    DELAY_BUCKETS,
  );

  #counter<L extends string>(name: string, help: string, label: L): Counter<L> {
    return new Counter({ name, help, labelNames: [label], registers: [this.registry] });
  }

  #histogram<L extends string = never>(name: string, help: string, buckets: number[], label?: L): Histogram<L> {
    return new Histogram({ name, help, buckets, labelNames: label ? [label] : [], registers: [this.registry] });
  }

  /** Node's own metrics, collected once a server serves this registry. */
  #defaults = false;
  /** The stored-games gauge reads the store of the last server started on this registry. */
  #countStored: (() => Promise<number>) | undefined;
  #storeGauge: Gauge | undefined;

  /** Called by startMetricsServer: Node's metrics and the stored-games gauge join the registry (once). */
  serveFrom(countStored: () => Promise<number>): void {
    if (!this.#defaults) {
      collectDefaultMetrics({ register: this.registry, prefix: 'neontable_' });
      this.#defaults = true;
    }
    this.#countStored = countStored;
    const self = this;
    this.#storeGauge ??= new Gauge({
      name: 'neontable_stored_games',
      help: 'Table records in the store (lobbies, games in progress, finished games within their retention), counted from key names',
      registers: [this.registry],
      async collect() {
        // A store that does not answer leaves the gauge out of this scrape rather than failing it.
        const count = self.#countStored;
        this.set(count ? await count().catch(() => NaN) : NaN);
      },
    });
  }
}

/** The interaction kinds a latency is labelled with. */
export type InteractionKind = 'command' | 'component' | 'modal' | 'autocomplete' | 'other';

/** Starts a timer; the function it returns records the seconds since into `h`. */
export function timer(h: Histogram<string>, labels: Record<string, string> = {}): () => void {
  const t0 = process.hrtime.bigint();
  return () => h.observe(labels, Number(process.hrtime.bigint() - t0) / 1e9);
}

const SAMPLE_MS = 20;

/**
 * Samples the event loop's delay into the histogram: a timer due every SAMPLE_MS records how late
 * it fired. (perf_hooks' monitorEventLoopDelay keeps percentiles, not the buckets Prometheus sums
 * across processes; Node's own summary of it is served too, as nodejs_eventloop_lag_*.)
 */
function sampleEventLoop(h: Histogram): () => void {
  let due = performance.now() + SAMPLE_MS;
  let t: NodeJS.Timeout;
  const tick = () => {
    const now = performance.now();
    h.observe(Math.max(0, now - due) / 1000);
    due = now + SAMPLE_MS;
    t = setTimeout(tick, SAMPLE_MS).unref();
  };
  t = setTimeout(tick, SAMPLE_MS).unref();
  return () => clearTimeout(t);
}

/** How long /health and the stored-games count wait for the store before calling it unresponsive. */
export const STORE_CHECK_MS = 2000;

export interface MetricsServerOptions {
  readonly port: number;
  readonly host?: string;
  readonly store: TableStore;
  /** Whether the bot is logged in and serving (false before start and while shutting down). */
  readonly ready: () => boolean;
  /** The bot's instruments, served at /metrics. */
  readonly metrics: Metrics;
  readonly log?: Logger;
}

export interface MetricsServer {
  /** The port listened on (the one picked when 0 was asked). */
  readonly port: number;
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves /metrics and /health on `port` (0 picks a free one), from `metrics`: one server per bot.
 */
export async function startMetricsServer(opts: MetricsServerOptions): Promise<MetricsServer> {
  opts.metrics.serveFrom(() => withinTime(opts.store.countTables(), STORE_CHECK_MS, 'counting stored games'));
  const { registry } = opts.metrics;
  const stopSampling = sampleEventLoop(opts.metrics.eventLoopDelaySeconds);

  const health = async (): Promise<{ ok: boolean; body: string }> => {
    if (!opts.ready()) return { ok: false, body: 'not ready: the bot is starting or stopping\n' };
    try {
      await withinTime(opts.store.load('0'), STORE_CHECK_MS, 'the health check');
      return { ok: true, body: 'ok\n' };
    } catch (err) {
      return { ok: false, body: `store not answering: ${errorText(err)}\n` };
    }
  };

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'GET only\n');
    if (path === '/metrics') {
      registry.metrics().then(
        (text) => send(200, registry.contentType, text),
        (err: unknown) => {
          opts.log?.warn({ err: errorText(err) }, 'metrics collection failed');
          send(500, 'text/plain', 'metrics collection failed\n');
        },
      );
      return;
    }
    if (path === '/health') {
      void health().then((h) => send(h.ok ? 200 : 503, 'text/plain', h.body));
      return;
    }
    send(404, 'text/plain', 'not found: try /metrics or /health\n');
  });
  const host = opts.host ?? '127.0.0.1';
  const port = await listen(server, opts.port, host);
  const url = `http://${urlHost(host)}:${port}`;
  opts.log?.info({ url }, 'metrics and health served');
  return {
    port,
    url,
    async close() {
      stopSampling();
      await closeServer(server);
    },
  };
}

/**
 * The metrics server the configuration asks for (METRICS_PORT), or none when it is unset. A port
 * that cannot be listened on stops the program with one line, like any wrong setting.
 */
export async function startConfiguredMetrics(
  config: { readonly METRICS_PORT?: number | undefined; readonly METRICS_HOST: string },
  opts: Omit<MetricsServerOptions, 'port' | 'host'>,
): Promise<MetricsServer | undefined> {
  if (config.METRICS_PORT === undefined) return undefined;
  try {
    return await startMetricsServer({ ...opts, port: config.METRICS_PORT, host: config.METRICS_HOST });
  } catch (err) {
    const line = listenRefusedLine(err, 'METRICS_PORT', config.METRICS_HOST, config.METRICS_PORT);
    if (line) {
      console.error(line);
      process.exit(1);
    }
    throw err;
  }
}
