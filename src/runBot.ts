/** Runs the bot on Discord in this process until SIGINT or SIGTERM: alone, or as one shard of several. */

import { registerFonts } from '../renderers/kit/index.ts';
import type { Config } from './config.ts';
import { type Bot, createBot } from './discord/bot.ts';
import { GAMES } from './games/index.ts';
import { createLogger } from './log.ts';
import { Metrics, type MetricsServer, startConfiguredMetrics } from './metrics.ts';
import { installProcessGuards } from './processGuards.ts';
import { Registry } from './registry.ts';
import { RenderPool } from './render/pool.ts';
import { BullTimers } from './service/timers/bull.ts';
import { stopOnSignals } from './shutdown.ts';
import { exitOnStartupFailure } from './startupErrors.ts';
import { openConfiguredStore } from './store/index.ts';
import type { TableStore } from './store/types.ts';

export async function runBot(config: Config, token: string, opts: { shard?: number } = {}): Promise<void> {
  const root = createLogger(config.LOG_LEVEL);
  const log = opts.shard === undefined ? root : root.child({ shard: opts.shard });
  registerFonts();
  let ready = false;
  let store: TableStore | undefined;
  let bot: Bot | undefined;
  let metricsServer: MetricsServer | undefined;
  let pool: RenderPool | undefined;
  // In reverse order of starting; also what a failed start-up closes of what it had started.
  const close = async () => {
    ready = false;
    // Stops the timers too (the worker finishes its job in hand), before the store closes.
    await bot?.stop();
    await metricsServer?.close();
    await pool?.close();
    await store?.close();
  };
  try {
    // The store first: without it (Redis unreachable) nothing else is worth starting.
    store = await openConfiguredStore(config, log);
    // Images are drawn in worker threads; starting them now spares the first board their start-up.
    pool = new RenderPool(config.RENDER_THREADS, (err) => log.error({ err: err.message }, 'render worker failed'));
    // This bot's instruments, served by its own metrics server.
    const metrics = new Metrics();
    // With Redis, the timers are BullMQ jobs beside the games (shared by every process, kept across
    // restarts); without it, timers in this process, planned again from the stored games at start-up.
    const timers = config.REDIS_URL
      ? new BullTimers({ url: config.REDIS_URL, keyPrefix: config.KEY_PREFIX, log })
      : undefined;
    const started: Bot = createBot({
      token,
      registry: new Registry(GAMES),
      store,
      log,
      apiUrl: config.DISCORD_API_URL,
      metrics,
      render: pool,
      ...(timers ? { timers } : {}),
    });
    bot = started;
    // Each shard serves its own metrics, on METRICS_PORT + its id (0 stays 0: a free port each).
    const metricsConfig =
      opts.shard && config.METRICS_PORT ? { ...config, METRICS_PORT: config.METRICS_PORT + opts.shard } : config;
    // Up before the login, so /health says 503 (not refused) while the bot connects.
    metricsServer = await startConfiguredMetrics(metricsConfig, {
      store,
      metrics,
      ready: () => ready && started.client.isReady(),
      log,
    });
    await started.start();
  } catch (err) {
    // A wrong token, no Discord, no Redis: one line and exit 1, not a stack trace and a bot half up.
    await exitOnStartupFailure(err, { apiUrl: config.DISCORD_API_URL }, close);
  }
  ready = true;
  // Only now: a failure while starting must end the process, not be logged and outlived.
  installProcessGuards(log);
  stopOnSignals(log, close);
}
