import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { registerFonts } from '../../renderers/kit/index.ts';
import { withDiscordAdapter } from '../../src/discord/adapter.ts';
import { type Bot, createBot } from '../../src/discord/bot.ts';
import type { BotContext } from '../../src/discord/context.ts';
import { Deliveries, type DeliveryPoint } from '../../src/discord/outbox.ts';
import {
  DEFAULT_MEMBER_PERMISSIONS,
  type DiscordDouble,
  type DiscordDoubleOptions,
  startDiscordDouble,
} from '../../src/double/index.ts';
import type { DoubleMessage, Interaction } from '../../src/double/types.ts';
import { createLogger, type Logger } from '../../src/log.ts';
import { Ratings } from '../../src/ratings/ratings.ts';
import { type GameEntry, Registry } from '../../src/registry.ts';
import { registerDoubleCommands } from '../support/doubleCommands.ts';

export { registerDoubleCommands };

import { type Images, LazyRenderPool } from '../../src/render/pool.ts';
import { UserActivity } from '../../src/service/activity.ts';
import type { Table } from '../../src/service/tables.ts';
import { LocalTimers } from '../../src/service/timers/local.ts';
import type { Timers } from '../../src/service/timers/types.ts';
import { openStore } from '../../src/store/index.ts';
import type { TableStore } from '../../src/store/types.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { cleanupRedisPrefix, requireRedisUrl } from '../setup/redisTarget.ts';

export const MANAGE_CHANNELS = 1n << 4n;

/**
 * The message rate limit of every world unless a test asks for another: Discord's 5 messages per
 * 5 s per channel would make a whole game wait for real seconds at every few posts (discord.js
 * queues behind the limit). The tests of rate-limit handling ask for DISCORD_RATE_LIMIT.
 */
export const UNLIMITED = { messageRateLimit: { limit: 1_000_000, windowMs: 1000 } } as const;
/** Discord's own message rate limit (the double's default), for the tests that check the bot keeps to it. */
export const DISCORD_RATE_LIMIT = { messageRateLimit: { limit: 5, windowMs: 5000 } } as const;

export interface World {
  double: DiscordDouble;
  bot: Bot;
  store: TableStore;
  registry: Registry;
  channel: string;
  ann: string;
  bo: string;
  cy: string;
  mod: string;
  /** Sends an interaction and waits until the bot has finished everything it started for it. */
  run(ix: Interaction): Promise<Interaction>;
  /** Stops the bot and starts a fresh one on the same store (a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface WorldOptions {
  /** Use the run's Redis (test/setup/redis.ts) with a unique prefix instead of the file store: only inside describeRedis. */
  redis?: boolean;
  cyDmClosed?: boolean;
  /** Seed of the games started (fixed, so every run plays the same deal). */
  seed?: string;
  /** The games offered (the fixture game by default). */
  games?: GameEntry[];
  /** Options of the Discord double (a shorter rate-limit window, for instance); no message rate limit unless given (UNLIMITED). */
  double?: DiscordDoubleOptions;
  /** Use the Redis at this URL (a test's own redis-server) instead of the file store. */
  redisUrl?: string;
  /** The double's acknowledgement deadline (Discord's 3 s by default). */
  ackTimeoutMs?: number;
  /** Called at each step of delivering owed messages (BotContext.probe): a test throws there to cut the bot short. */
  probe?: (point: DeliveryPoint) => void;
  /** The bots' clock (a test sets the time). */
  now?: () => Date;
  /** The bots' logger (silent, or E2E_LOG_LEVEL, unless a test reads the lines). */
  log?: Logger;
  /** Timers for each bot started (a new set after a restart); the bot's own in-process ones when unset. */
  timers?: () => Timers;
  /** Where the bots draw their images; the test file's one pool by default (each bot has its own metrics all the same). */
  render?: Images;
}

/** One render pool for every world of a test file, started on its first image, as a process's start-up would share one. */
const filePool = new LazyRenderPool();

export async function startWorld(opts: WorldOptions = {}): Promise<World> {
  registerFonts();
  const double = await startDiscordDouble({
    ...UNLIMITED,
    ...opts.double,
    ...(opts.ackTimeoutMs ? { ackTimeoutMs: opts.ackTimeoutMs } : {}),
  });
  const ann = double.addUser({ username: 'ann' }).id;
  const bo = double.addUser({ username: 'bo' }).id;
  const cy = double.addUser({ username: 'cy', dmClosed: opts.cyDmClosed ?? false }).id;
  // A moderator: an ordinary member's permissions (View Channel among them) plus Manage Channels.
  const mod = double.addUser({ username: 'mod', permissions: DEFAULT_MEMBER_PERMISSIONS | MANAGE_CHANNELS }).id;
  const channel = double.addChannel({ name: 'tabletop' }).id;
  const dir = mkdtempSync(join(tmpdir(), 'nt-e2e-'));
  const prefix = `test:e2e:${randomUUID()}:`;
  const redisUrl = opts.redisUrl ?? (opts.redis ? requireRedisUrl() : undefined);
  const store = await openStore({ redisUrl, dataDir: dir, keyPrefix: prefix, finishedRetentionMs: 3_600_000 });
  const registry = new Registry(opts.games ?? [heistEntry]);
  const log = opts.log ?? createLogger(process.env.E2E_LOG_LEVEL ?? 'silent');
  await registerDoubleCommands(double, registry);
  const makeBot = async () => {
    const b = createBot({
      token: double.token,
      registry,
      store,
      log,
      apiUrl: double.apiUrl,
      newSeed: () => opts.seed ?? 'e2e',
      render: opts.render ?? filePool,
      ...(opts.probe ? { probe: opts.probe } : {}),
      ...(opts.now ? { now: opts.now } : {}),
      ...(opts.timers ? { timers: opts.timers() } : {}),
    });
    await b.start();
    return b;
  };
  const world: World = {
    double,
    store,
    registry,
    channel,
    ann,
    bo,
    cy,
    mod,
    bot: await makeBot(),
    async run(ix) {
      await ix.whenAcknowledged();
      await world.bot.settled();
      return ix;
    },
    async restart() {
      await world.bot.stop();
      world.bot = await makeBot();
    },
    async close() {
      await world.bot.stop();
      // A test's own Redis is the test's to stop; only a shared one is cleaned here.
      if (redisUrl && !opts.redisUrl) await cleanupRedisPrefix(redisUrl, prefix);
      await store.close();
      await double.close();
      rmSync(dir, { recursive: true, force: true });
      // Every end-to-end test: whatever it checks, the bot broke none of Discord's rules.
      assertCleanDouble(double);
    },
  };
  return world;
}

/** The world of each test of a file: kept when started, closed after the test. Call at the file's top level. */
export function worldPerTest(): { keep(w: World): World; current(): World } {
  let world: World | undefined;
  afterEach(async () => {
    const w = world;
    world = undefined;
    await w?.close();
  });
  return {
    keep: (w) => (world = w),
    current() {
      if (!world) throw new Error('no world started');
      return world;
    },
  };
}

/**
 * The options of a world on a test's clock (`now`, in ms) with in-process timers the test can run,
 * a fresh set at each (re)start handed to `keep`, and a message rate limit too wide to make the
 * tests wait (Discord's 5 posts per 5 s per channel would).
 */
export function onTestClock(now: () => number, keep: (timers: LocalTimers) => void): WorldOptions {
  return {
    double: { messageRateLimit: { limit: 10_000, windowMs: 1000 } },
    now: () => new Date(now()),
    timers: () => {
      const timers = new LocalTimers(now);
      keep(timers);
      return timers;
    },
  };
}

/** A context like the world's bot's, to run a job by hand (as a second process would). */
export function contextOf(w: World, timers: Timers, now: () => Date): BotContext {
  return withDiscordAdapter({
    client: w.bot.client,
    tables: w.bot.tables,
    registry: w.registry,
    store: w.store,
    log: createLogger('silent'),
    activity: new UserActivity(),
    metrics: w.bot.metrics,
    render: w.bot.render,
    deliveries: new Deliveries(),
    ratings: new Ratings(w.store),
    timers,
    now,
  });
}

/** Fails on anything the double recorded against the bot: violations, unknown routes, crashes of the double. */
export function assertCleanDouble(double: DiscordDouble): void {
  const problems = [
    ...double.violations.map((v) => `violation ${v.route}: ${v.message}`),
    ...double.unknownRoutes.map((r) => `unknown route ${r.method} ${r.path} (${r.status})`),
    ...double.serverErrors.map(
      (e) => `double crashed on ${e.route}: ${e.error instanceof Error ? e.error.message : String(e.error)}`,
    ),
  ];
  if (problems.length) throw new Error(`the Discord double recorded:\n${problems.join('\n')}`);
}

/** Slash-command options in Discord's raw shape: a subcommand with named values. */
/** The world's table as stored now, its state typed as the game's; fails the test when it cannot be loaded. */
export async function loadTable<S>(w: World): Promise<Table & { state: S }> {
  const t = await w.bot.tables.load(w.channel);
  if (!t.ok) throw new Error(t.error);
  return t.value as Table & { state: S };
}

export function sub(name: string, values: Record<string, string | number | boolean> = {}, focused?: string) {
  return [
    {
      name,
      type: 1,
      options: Object.entries(values).map(([k, v]) => ({
        name: k,
        type: typeof v === 'boolean' ? 5 : typeof v === 'number' ? 4 : 3,
        value: v,
        ...(k === focused ? { focused: true } : {}),
      })),
    },
  ];
}

/** The text a user sees of an interaction's last answer (reply, edit or follow-up). */
export function lastText(ix: Interaction): string {
  const r = ix.responses.filter((x) => x.data && typeof x.data.content === 'string').at(-1);
  // Embeds (help pages) are read too: their titles and descriptions, after the text.
  const embeds = ((r?.data.embeds ?? []) as { title?: string; description?: string }[]).flatMap((e) => [
    e.title ?? '',
    e.description ?? '',
  ]);
  return [String(r?.data.content ?? ''), ...embeds].filter(Boolean).join('\n');
}

export function latestPublic(w: World, channel = w.channel): DoubleMessage {
  const m = w.double.messages(channel).at(-1);
  if (!m) throw new Error('no public message yet');
  return m;
}

/** Every custom id on a message. */
export function customIds(m: DoubleMessage): string[] {
  return m.components.flatMap((row: { components: { custom_id?: string }[] }) =>
    row.components.map((c) => c.custom_id ?? ''),
  );
}

export function button(m: DoubleMessage, prefix: string): string {
  const id = customIds(m).find((c) => c.startsWith(prefix));
  if (!id) throw new Error(`no ${prefix} button on message: ${customIds(m).join(', ')}`);
  return id;
}

export function expectNoViolations(w: World): void {
  expect(w.double.violations).toEqual([]);
  expect(w.double.unknownRoutes).toEqual([]);
  expect(w.double.serverErrors).toEqual([]);
}

/**
 * Opens a game with /game new (by the first of `users`, with these options), has the others /game
 * join, and /game start it.
 */
export async function openGame(
  w: World,
  users: readonly string[],
  values: Record<string, string | number | boolean>,
  channel = w.channel,
): Promise<void> {
  await w.run(w.double.slash(users[0]!, channel, 'game', sub('new', values)));
  for (const u of users.slice(1)) await w.run(w.double.slash(u, channel, 'game', sub('join')));
  await w.run(w.double.slash(users[0]!, channel, 'game', sub('start')));
}

/** `user` ends the channel's game with /game abort and presses its confirmation button. */
export async function abortGame(w: World, user: string): Promise<void> {
  const ask = await w.run(w.double.slash(user, w.channel, 'game', sub('abort')));
  const confirm = ask.original()!;
  await w.run(w.double.click(user, confirm, button(confirm, 'abort:')));
}

/** Clicks the newest public message's "Your move" button as `user`. */
export function openTurn(w: World, user: string): Promise<Interaction> {
  return w.run(w.double.click(user, latestPublic(w), button(latestPublic(w), 'turn:')));
}

/** The prompt `user` opens with the public "Your move" button; fails when none is answered. */
export async function turnPrompt(w: World, user: string): Promise<DoubleMessage> {
  const ix = await openTurn(w, user);
  const prompt = ix.original();
  if (!prompt) throw new Error(`no prompt: ${lastText(ix)}`);
  return prompt;
}

/** The custom id of a message's button with this label. */
export function buttonLabelled(m: DoubleMessage, label: string): string {
  const b = m.components
    .flatMap((r: { components: { custom_id?: string; label?: string }[] }) => r.components)
    .find((c: { label?: string }) => c.label === label);
  if (!b?.custom_id) throw new Error(`no "${label}" button: ${customIds(m).join(', ')}`);
  return b.custom_id;
}

/** Opens a started Data Heist game for ann, bo and cy. */
export async function startedGame(w: World, rounds = 2): Promise<void> {
  await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', options: `rounds=${rounds}` })));
  const lobby = latestPublic(w);
  await w.run(w.double.click(w.bo, lobby, button(lobby, 'join:')));
  await w.run(w.double.slash(w.cy, w.channel, 'game', sub('join')));
  await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
}

/** Plays the awaited heist seat's first choice through its prompt, as a player clicks it. */
export async function playFirstChoice(world: World): Promise<void> {
  const { state } = await loadTable<HeistState>(world);
  const seat = heist.awaiting(state)[0]!;
  const user = [world.ann, world.bo, world.cy][seat]!;
  const prompt = await turnPrompt(world, user);
  const target = customIds(prompt).find((id) => id.startsWith('act:') || id.startsWith('pick:'));
  if (!target) throw new Error(`no choice on the prompt: ${customIds(prompt).join(', ')}`);
  await pressControl(world, user, prompt, target);
}

/** Presses the control `target` of `prompt` as `user` (a button's click, a menu's first option) and expects it taken. */
export async function pressControl(w: World, user: string, prompt: DoubleMessage, target: string): Promise<void> {
  const row = prompt.components.find((r: { components: { custom_id: string }[] }) =>
    r.components.some((c) => c.custom_id === target),
  );
  const comp = row.components.find((c: { custom_id: string }) => c.custom_id === target);
  const done =
    comp.type === 3
      ? await w.run(w.double.select(user, prompt, target, [comp.options[0].value]))
      : await w.run(w.double.click(user, prompt, target));
  expect(lastText(done)).toContain('✅');
}
