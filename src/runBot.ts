/** Runs the bot on Discord in this process until SIGINT or SIGTERM: alone, or as one shard of several. */
import { type Config } from './config.ts';
import { createBot } from './discord/bot.ts';
import { GAMES } from './games/index.ts';
import { createLogger } from './log.ts';
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
  const bot = createBot({ token, registry: new Registry(GAMES), store, log, apiUrl: config.DISCORD_API_URL });
  await bot.start();

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await bot.stop();
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
