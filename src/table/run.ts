/** Runs the offline table as a program (`npm start` without DISCORD_TOKEN, or `npm run table`). */

import { type Config, listenRefusedLine } from '../config.ts';
import type { GameRecord } from '../engine/gameRecord.ts';
import { createLogger } from '../log.ts';
import { Metrics, startConfiguredMetrics } from '../metrics.ts';
import { installProcessGuards } from '../processGuards.ts';
import type { Registry } from '../registry.ts';
import { RenderPool } from '../render/pool.ts';
import { stopOnSignals } from '../shutdown.ts';
import { exitOnStartupFailure } from '../startupErrors.ts';
import { openConfiguredStore } from '../store/index.ts';
import { RecordLoadError } from './load.ts';
import { type OfflineTable, startOfflineTable } from './world.ts';

export interface OfflineTableRun {
  /** `npm run table -- --load file.json [--channel name]`: a game record to put into a channel first. */
  readonly load?: { readonly record: GameRecord; readonly file: string; readonly channel?: string | undefined };
}

export async function runOfflineTable(config: Config, registry: Registry, run: OfflineTableRun = {}): Promise<void> {
  const log = createLogger(config.LOG_LEVEL);
  // Redis out of reach: one line and exit 1, as for the bot on Discord.
  const store = await openConfiguredStore(config, log).catch((err: unknown) => exitOnStartupFailure(err, {}));
  // The same render pool as the bot on Discord: images drawn in worker threads, started now.
  const pool = new RenderPool(config.RENDER_THREADS, (err) => log.error({ err: err.message }, 'render worker failed'));
  const closeRenderPool = () => pool.close();
  const instruments = new Metrics();
  let ready = false;
  let table: OfflineTable | undefined;
  const metrics = await startConfiguredMetrics(config, {
    store,
    metrics: instruments,
    ready: () => ready && table?.bot.client.isReady() === true,
    log,
  });
  try {
    table = await startOfflineTable({
      registry,
      store,
      dataDir: config.DATA_DIR,
      host: config.TABLE_HOST,
      port: config.TABLE_PORT,
      log,
      metrics: instruments,
      render: pool,
      ...(run.load ? { load: run.load } : {}),
    });
  } catch (err) {
    await metrics?.close();
    await store.close();
    if (err instanceof RecordLoadError) {
      await closeRenderPool();
      console.error(`--load ${run.load?.file}: ${err.message}`);
      process.exit(1);
    }
    const line = listenRefusedLine(err, 'TABLE_PORT', config.TABLE_HOST, config.TABLE_PORT);
    if (line) {
      console.error(line);
      process.exit(1);
    }
    throw err;
  }
  ready = true;
  // Only now: a failure while starting must end the process, not be logged and outlived.
  installProcessGuards(log);
  // Said before "ready", which is what a script waits for: everything above is out by then.
  const loaded = table.loaded;
  if (loaded) {
    const who = loaded.seats
      .map((s) => (s.recorded === s.heldBy ? s.heldBy : `${s.recorded} → ${s.heldBy}`))
      .join(', ');
    console.log(
      `Loaded ${loaded.gameName} (${loaded.steps} steps, ${loaded.over ? 'finished' : 'in progress'}) into #${loaded.channelName}, seats: ${who}. /game status shows it, /game replay steps through it.`,
    );
  }
  const names = table.identity.users.map((u) => u.username);
  console.log(
    `Offline table ready: open ${table.url}/?user=${names[0]} (one tab per player: ?user=${names.join(', ?user=')})`,
  );
  console.log('To connect to real Discord instead, set DISCORD_TOKEN in .env (see README) and run npm start.');
  if (registry.all().length === 0)
    console.log(
      'No games are installed yet (src/games/index.ts is empty): the page works, but /game new has nothing to offer.',
    );

  const running: OfflineTable = table;
  stopOnSignals(log, async () => {
    ready = false;
    await running.close();
    await metrics?.close();
    await closeRenderPool();
    await store.close();
  });
}
