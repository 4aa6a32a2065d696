/**
 * SHARDS: the bot as several shard processes under discord.js's ShardingManager, each running
 * src/shards/entry.ts (the same bot) on the same Redis. Discord sends each guild's events to shard
 * (guild_id >> 22) % shards and DMs to shard 0; the store's version check keeps two shards acting
 * on one game at once from losing or doubling a move.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DiscordjsError, DiscordjsErrorCodes, REST, Routes, ShardingManager } from 'discord.js';
import { type Config, shardProcessEnv } from '../config.ts';
import { restOptions } from '../discord/bot.ts';
import { createLogger } from '../log.ts';
import { stopOnSignals } from '../shutdown.ts';
import { discordWithin, exitOnStartupFailure } from '../startupErrors.ts';

const ENTRY = fileURLToPath(new URL('./entry.ts', import.meta.url));

/** Discord's identify window: shards beyond max_concurrency wait this long between logins. */
const IDENTIFY_WINDOW_MS = 5500;

interface GatewayBot {
  shards: number;
  session_start_limit?: { max_concurrency?: number };
}

/**
 * What GET /gateway/bot says, from the configured REST base. discord.js's own 'auto' asks
 * discord.com whatever DISCORD_API_URL says, so the count is read here and passed as a number.
 */
export async function gatewayBot(token: string, apiUrl?: string): Promise<{ shards: number; maxConcurrency: number }> {
  const rest = new REST(restOptions(apiUrl)).setToken(token);
  const body = (await rest.get(Routes.gatewayBot())) as GatewayBot;
  return {
    shards: Math.max(1, body.shards),
    maxConcurrency: Math.max(1, body.session_start_limit?.max_concurrency ?? 1),
  };
}

export interface RunningShards {
  readonly manager: ShardingManager;
  readonly count: number;
  /** Stops every shard (each finishes what it is doing and closes its store) and resolves once they exited. */
  stop(): Promise<void>;
}

/**
 * Spawns the shards and resolves once every one is ready. Each shard reads its configuration from
 * `env` (this process's environment, .env included, unless a test gives its own).
 */
export async function startShards(
  config: Config,
  token: string,
  shards: number | 'auto',
  env: Record<string, string | undefined> = process.env,
): Promise<RunningShards> {
  // The entry is TypeScript: the shards run with the loader this process runs with (tsx), added if missing.
  const execArgv = process.execArgv.includes('tsx') ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
  const log = createLogger(config.LOG_LEVEL);
  const gw = await discordWithin(gatewayBot(token, config.DISCORD_API_URL));
  const count = shards === 'auto' ? gw.shards : shards;
  // Every shard process has its own render pool: share the cores out rather than start cores × shards threads.
  const renderThreads = config.RENDER_THREADS
    ? {}
    : { RENDER_THREADS: String(Math.max(1, Math.floor(availableParallelism() / count))) };
  const shardEnv = { ...shardProcessEnv(env), ...renderThreads };
  const manager = new ShardingManager(ENTRY, {
    token,
    totalShards: count,
    mode: 'process',
    // Off until every shard is ready: a shard that fails to start (it says why, in one line) ends
    // the start-up instead of being started again and again.
    respawn: false,
    execArgv,
  });
  manager.on('shardCreate', (shard) => {
    // Emitted before the shard's process starts: its environment is still ours to complete.
    Object.assign(shard.env as Record<string, unknown>, shardEnv);
    log.info({ shard: shard.id, of: count }, 'shard starting');
    shard.on('death', () => {
      if (stopping) log.info({ shard: shard.id }, 'shard stopped');
      else if (manager.respawn) log.warn({ shard: shard.id }, 'shard exited; it is restarted');
    });
  });
  // Discord lets max_concurrency shards identify at once; beyond that they wait for its window.
  const delay = gw.maxConcurrency >= count ? 0 : IDENTIFY_WINDOW_MS;
  let stopping = false;
  const running: RunningShards = {
    manager,
    count,
    async stop() {
      stopping = true;
      manager.respawn = false;
      await Promise.all(
        [...manager.shards.values()].map((shard) => {
          const child = shard.process;
          if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
          return new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          });
        }),
      );
    },
  };
  try {
    await manager.spawn({ amount: count, delay, timeout: 60_000 });
  } catch (err) {
    // A shard that never became ready: stop the ones started rather than leave them running.
    await running.stop();
    throw err;
  }
  manager.respawn = true;
  log.info({ shards: count }, 'every shard ready');
  return running;
}

/** `npm start` with SHARDS: runs the shards until SIGINT or SIGTERM, then stops them all. */
export async function runShards(config: Config, token: string, shards: number | 'auto'): Promise<void> {
  let running: RunningShards;
  try {
    running = await startShards(config, token, shards);
  } catch (err) {
    // A shard that exited while starting has said why on the shared stderr, in one line: said once.
    if (err instanceof DiscordjsError && err.code === DiscordjsErrorCodes.ShardingReadyDied) process.exit(1);
    await exitOnStartupFailure(err, { apiUrl: config.DISCORD_API_URL });
  }
  stopOnSignals(createLogger(config.LOG_LEVEL), () => running.stop());
}
