/**
 * `npm start`: reads the configuration, opens the store and runs the bot until stopped. Without a
 * DISCORD_TOKEN it runs the offline table instead: the same bot against a local Discord stand-in, with a web page.
 */
import { existsSync } from 'node:fs';
import { readConfig } from './config.ts';
import { createBot } from './discord/bot.ts';
import { GAMES } from './games/index.ts';
import { createLogger } from './log.ts';
import { startConfiguredMetrics } from './metrics.ts';
import { installProcessGuards } from './processGuards.ts';
import { Registry } from './registry.ts';
import { openConfiguredStore } from './store/index.ts';
import { closeRenderPool, startRenderPool } from './render/pool.ts';
import { runOfflineTable } from './table/run.ts';
import { registerFonts } from '../renderers/kit/index.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const cfg = readConfig();
if (!cfg.ok) {
  for (const p of cfg.problems) console.error(`config: ${p}`);
  process.exit(1);
}
const config = cfg.config;
if (!config.DISCORD_TOKEN) {
  console.log('No DISCORD_TOKEN: starting the offline table (a local web page playing through the same bot).');
  await runOfflineTable(config, new Registry(GAMES));
} else {
  await runBot(config.DISCORD_TOKEN);
}

async function runBot(token: string): Promise<void> {
  const log = createLogger(config.LOG_LEVEL);
  installProcessGuards(log);
  registerFonts();
  // Images are drawn in worker threads; starting them now spares the first board their start-up.
  startRenderPool(config.RENDER_THREADS, (err) => log.error({ err: err.message }, 'render worker failed'));
  const store = await openConfiguredStore(config, log);
  const bot = createBot({ token, registry: new Registry(GAMES), store, log, apiUrl: config.DISCORD_API_URL });
  let ready = false;
  // Up before the login, so /health says 503 (not refused) while the bot connects.
  const metrics = await startConfiguredMetrics(config, { store, ready: () => ready && bot.client.isReady(), log });
  await bot.start();
  ready = true;

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    ready = false;
    await bot.stop();
    await metrics?.close();
    await closeRenderPool();
    await store.close();
    process.exit(0);
  };
  const stop = (signal: string) => shutdown(signal).catch((err: unknown) => {
    log.error({ err: err instanceof Error ? err.message : String(err) }, 'shutdown failed');
    process.exit(1);
  });
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
