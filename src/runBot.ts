/** Runs the bot on Discord in this process until SIGINT or SIGTERM: alone, or as one shard of several. */
import { stopOnSignals } from './shutdown.ts';
import { type Config } from './config.ts';
import { createBot } from './discord/bot.ts';
import { BullTimers } from './discord/timers/bull.ts';
import { GAMES } from './games/index.ts';
import { createLogger } from './log.ts';
import { startConfiguredMetrics } from './metrics.ts';
import { installProcessGuards } from './processGuards.ts';
import { Registry } from './registry.ts';
import { openConfiguredStore } from './store/index.ts';
import { closeRenderPool, startRenderPool } from './render/pool.ts';
import { registerFonts } from '../renderers/kit/index.ts';

export async function runBot(config: Config, token: string, opts: { shard?: number } = {}): Promise<void> {
  const root = createLogger(config.LOG_LEVEL);
  const log = opts.shard === undefined ? root : root.child({ shard: opts.shard });
  installProcessGuards(log);
  registerFonts();
  // Images are drawn in worker threads; starting them now spares the first board their start-up.
  startRenderPool(config.RENDER_THREADS, (err) => log.error({ err: err.message }, 'render worker failed'));
  const store = await openConfiguredStore(config, log);
  // With Redis, the timers are BullMQ jobs beside the games (shared by every process, kept across
  // restarts); without it, timers in this process, planned again from the stored games at start-up.
  const timers = config.REDIS_URL ? new BullTimers({ url: config.REDIS_URL, keyPrefix: config.KEY_PREFIX, log }) : undefined;
  const bot = createBot({ token, registry: new Registry(GAMES), store, log, apiUrl: config.DISCORD_API_URL, ...(timers ? { timers } : {}) });
  let ready = false;
  // Each shard serves its own metrics, on METRICS_PORT + its id (0 stays 0: a free port each).
  const metricsConfig = opts.shard && config.METRICS_PORT ? { ...config, METRICS_PORT: config.METRICS_PORT + opts.shard } : config;
  // Up before the login, so /health says 503 (not refused) while the bot connects.
  const metrics = await startConfiguredMetrics(metricsConfig, { store, ready: () => ready && bot.client.isReady(), log });
  await bot.start();
  ready = true;

  stopOnSignals(log, async () => {
    ready = false;
    // Stops the timers too (the worker finishes its job in hand), before the store closes.
    await bot.stop();
    await metrics?.close();
    await closeRenderPool();
    await store.close();
  });
}
