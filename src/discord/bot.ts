import { Client, type ClientOptions, Events, GatewayIntentBits, REST, Routes } from 'discord.js';
import { allCommands } from '../../commands/index.ts';
import { errorText, type Logger } from '../log.ts';
import { Metrics } from '../metrics.ts';
import { Ratings } from '../ratings/ratings.ts';
import type { Registry } from '../registry.ts';
import { type Images, LazyRenderPool, measured } from '../render/pool.ts';
import { UserActivity } from '../service/activity.ts';
import { Tables } from '../service/tables.ts';
import { LocalTimers } from '../service/timers/local.ts';
import { planPlayingTables } from '../service/timers/plan.ts';
import type { Timers } from '../service/timers/types.ts';
import { discordWithin } from '../startupErrors.ts';
import type { TableStore } from '../store/types.ts';
import { withDiscordAdapter } from './adapter.ts';
import type { BotContext } from './context.ts';
import { Deliveries, type DeliveryPoint, deliverPending } from './outbox.ts';
import { Router } from './router.ts';
import { runTimerJob } from './timers/run.ts';
import { withoutTokens } from './wireWords.ts';

export interface BotOptions {
  readonly token: string;
  readonly registry: Registry;
  readonly store: TableStore;
  readonly log: Logger;
  /** REST base (the local Discord API double); Discord's own when unset. */
  readonly apiUrl?: string;
  /** Seeds for new games; random unless a test fixes them. */
  readonly newSeed?: () => string;
  /** See BotContext.probe (tests only). */
  readonly probe?: (point: DeliveryPoint) => void;
  /**
   * The one shard this client is, out of `count`. Unset: under ShardingManager discord.js reads its
   * shard from the environment the manager gives each shard process; otherwise one shard of one.
   */
  readonly shard?: { readonly id: number; readonly count: number };
  /** Reminders, deadlines and computer moves; timers in this process when unset. */
  readonly timers?: Timers;
  /** The clocks' time; the real time unless a test sets it. */
  readonly now?: () => Date;
  /** This bot's instruments (served by its metrics server); its own new ones when unset. */
  readonly metrics?: Metrics;
  /**
   * Where its images are drawn: the start-up's render pool (it stays the caller's to close), or
   * when unset a pool of the bot's own, started on its first image and stopped with the bot.
   */
  readonly render?: Images;
}

export interface Bot {
  readonly client: Client;
  readonly tables: Tables;
  readonly metrics: Metrics;
  /** Where its images are drawn, timed into its metrics. */
  readonly render: Images;
  /** Logs in and resolves once the client is ready. */
  start(): Promise<void>;
  /** Resolves when every interaction in flight has been handled. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Longest rate-limit wait worth sitting out. Discord's per-channel windows are 5 s, and discord.js
 * waits them out (reading X-RateLimit headers, or a 429's retry_after) so no post is lost; a wait
 * longer than this (a global or abuse limit) rejects instead, and the player is told, so no
 * interaction hangs for minutes.
 */
export const MAX_RATE_LIMIT_WAIT_MS = 30_000;

export function restOptions(apiUrl?: string): ClientOptions['rest'] {
  const rejectOnRateLimit = (d: { retryAfter: number; timeToReset: number }) =>
    Math.max(d.retryAfter, d.timeToReset) > MAX_RATE_LIMIT_WAIT_MS;
  const makeRequest = withoutTokens();
  return apiUrl
    ? { api: apiUrl, retries: 0, timeout: 5000, rejectOnRateLimit, makeRequest }
    : { rejectOnRateLimit, makeRequest };
}

export function createBot(opts: BotOptions): Bot {
  const shards = opts.shard ? { shards: [opts.shard.id], shardCount: opts.shard.count } : {};
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: restOptions(opts.apiUrl), ...shards });
  const now = opts.now ?? (() => new Date());
  const tables = new Tables(opts.store, opts.registry, now, opts.newSeed);
  const timers = opts.timers ?? new LocalTimers(() => now().getTime());
  const metrics = opts.metrics ?? new Metrics();
  const ownPool = opts.render
    ? undefined
    : new LazyRenderPool(undefined, (err) => opts.log.error({ err: err.message }, 'render worker failed'));
  const render = measured(opts.render ?? ownPool!, metrics);
  const ctx: BotContext = withDiscordAdapter({
    client,
    tables,
    registry: opts.registry,
    store: opts.store,
    log: opts.log,
    activity: new UserActivity(),
    probe: opts.probe,
    timers,
    now,
    metrics,
    render,
    deliveries: new Deliveries(),
    ratings: new Ratings(opts.store),
  });
  const router = new Router(ctx);
  client.on(Events.InteractionCreate, (i) => void router.handle(i));
  client.on(Events.Error, (err) => opts.log.error({ err: err.message }, 'client error'));
  return {
    client,
    tables,
    metrics,
    render,
    async start() {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      // Bounded: with Discord out of reach, discord.js would retry for a minute or more. (The wait
      // for the servers after the login is discord.js's own, at most 15 s.)
      try {
        await discordWithin(client.login(opts.token));
      } catch (err) {
        await client.destroy();
        throw err;
      }
      await ready;
      opts.log.info({ user: client.user?.tag, guilds: client.guilds.cache.size }, 'bot ready');
      // Messages that moves saved before a crash or a stop still owe: sent now, once (by nonce).
      const owed = await deliverPending(ctx);
      if (owed) opts.log.info({ channels: owed }, 'owed messages delivered');
      // Timers kept in this process only were lost with the last one: planned again from the stored games.
      if (!timers.persistent) await planPlayingTables(ctx);
      await timers.start((job) =>
        runTimerJob(ctx, job).catch((err: unknown) => {
          opts.log.warn(
            { channelId: job.channelId, kind: job.kind, err: errorText(err) },
            'timer job failed; tried again later',
          );
          throw err;
        }),
      );
    },
    settled: () => router.settled(),
    async stop() {
      await timers.close();
      await router.settled();
      await client.destroy();
      await ownPool?.close();
    },
  };
}

/** Registers every command: to one guild (instant, for development) or globally. */
export async function registerCommands(opts: {
  token: string;
  applicationId: string;
  guildId?: string;
  registry: Registry;
  apiUrl?: string;
}): Promise<number> {
  const rest = new REST(restOptions(opts.apiUrl)).setToken(opts.token);
  const body = allCommands(opts.registry);
  const route = opts.guildId
    ? Routes.applicationGuildCommands(opts.applicationId, opts.guildId)
    : Routes.applicationCommands(opts.applicationId);
  await rest.put(route, { body });
  return body.length;
}

/** The application id behind a token (GET /applications/@me). */
export async function applicationIdOf(token: string, apiUrl?: string): Promise<string> {
  const rest = new REST(restOptions(apiUrl)).setToken(token);
  const app = (await rest.get(Routes.currentApplication())) as { id: string };
  return app.id;
}
