import { z } from 'zod';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const snowflake = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^\d{5,25}$/, 'must be a Discord id (digits)')
    .optional(),
);

/** Every setting comes from the environment, checked once at start-up. .env.example documents each one. */
export const configSchema = z
  .object({
    DISCORD_TOKEN: optionalText,
    /** The application (client) id; read from the token's application when unset. */
    APPLICATION_ID: snowflake,
    /** Register commands to this guild only (instant, for development); globally when unset. */
    GUILD_ID: snowflake,
    /** Discord REST base, e.g. http://127.0.0.1:PORT/api for the local Discord API double. */
    DISCORD_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
    REDIS_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    KEY_PREFIX: z.string().default('neontable:'),
    FINISHED_RETENTION_DAYS: z.coerce.number().positive().default(30),
    /** Lobbies and games in progress with no move for this long expire (the table is told when it next plays). */
    IDLE_EXPIRY_DAYS: z.coerce.number().positive().default(180),
    /** How often the file store deletes the files of expired finished games (they read as gone at once anyway). */
    SWEEP_INTERVAL_MINUTES: z.coerce.number().positive().default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Port of the offline table's web page (started when there is no DISCORD_TOKEN, or by `npm run table`). */
    TABLE_PORT: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(65535).default(3000),
    ),
    /** Interface the offline table listens on; keep it on loopback unless you mean to share it. */
    TABLE_HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).default('127.0.0.1')),
    /** Worker threads that draw and encode images (src/render/pool.ts); unset: one per core. */
    RENDER_THREADS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(64).optional()),
    /** Serves Prometheus metrics (/metrics) and a health check (/health) on this port; unset: off. 0 picks a free port. */
    METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
    /** Interface the metrics server listens on; loopback unless the scraper is elsewhere. */
    METRICS_HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).default('127.0.0.1')),
    /**
     * Run the bot as this many shards (discord.js's ShardingManager, one process each), or `auto` for
     * the count Discord recommends; unset: one process, no manager. Shards share one Redis.
     */
    SHARDS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^(auto|\d+)$/, 'must be a whole number of shards or auto')
        .transform((v) => (v === 'auto' ? ('auto' as const) : Number(v)))
        .pipe(
          z.union([
            z.literal('auto'),
            z.number().int().min(1, 'must be at least 1, or auto').max(1000, 'must be at most 1000, or auto'),
          ]),
        )
        .optional(),
    ),
  })
  .superRefine((c, ctx) => {
    // Each shard is its own process; the file store's directory is locked to one process.
    if (c.SHARDS !== undefined && !c.REDIS_URL)
      ctx.addIssue({ code: 'custom', path: [], message: 'SHARDS needs REDIS_URL: the file store serves one process' });
  });
export type Config = z.infer<typeof configSchema>;

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/**
 * The environment a shard process reads its configuration from: discord.js's ShardingManager
 * hands each shard its own id in SHARDS (and the total in SHARD_COUNT), which is not our setting.
 */
export function shardProcessEnv(
  env: Record<string, string | undefined> = process.env,
): Record<string, string | undefined> {
  const { SHARDS: _id, SHARD_COUNT: _count, ...rest } = env;
  return rest;
}

/** One clear line per missing or wrong value. */
export function readConfig(env: Record<string, string | undefined> = process.env): ConfigResult {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)),
  };
}

export function retentionMs(config: Config): number {
  return config.FINISHED_RETENTION_DAYS * 24 * 60 * 60 * 1000;
}

export function idleExpiryMs(config: Config): number {
  return config.IDLE_EXPIRY_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * The line for a port the process could not listen on (taken, no such address, not allowed), or
 * undefined for any other failure. `setting` names the variable to change (METRICS_PORT...).
 */
export function listenRefusedLine(err: unknown, setting: string, host: string, port: number): string | undefined {
  const code = (err as { code?: string }).code;
  if (code !== 'EADDRINUSE' && code !== 'EADDRNOTAVAIL' && code !== 'EACCES') return undefined;
  return `config: ${setting}: cannot listen on ${host}:${port} (${code}); choose another port (0 picks a free one).`;
}
