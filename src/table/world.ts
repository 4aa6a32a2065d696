/**
 * The offline table's world: the Discord API double with one server, a few channels and a handful
 * of simulated users, the unchanged bot logged into it, and the web page in front of it.
 * Users and channels keep their ids across restarts (a small JSON file in DATA_DIR), so games in
 * the store still belong to their channels; the double's messages live in memory only.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { registerFonts } from '../../renderers/kit/index.ts';
import { type Bot, createBot, registerCommands } from '../discord/bot.ts';
import { DEFAULT_MEMBER_PERMISSIONS, type DiscordDouble, Permission, startDiscordDouble } from '../double/index.ts';
import type { GameRecord } from '../engine/gameRecord.ts';
import type { Logger } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import type { Registry } from '../registry.ts';
import type { Images } from '../render/pool.ts';
import type { TableStore } from '../store/types.ts';
import { type LoadedGame, loadGameRecord } from './load.ts';
import { startTableServer, type TableServer } from './server.ts';

const identitySchema = z.object({
  version: z.literal(1),
  guildName: z.string().min(1),
  /**
   * The server's id, fixed like the members' and channels': what is kept per server (its
   * leaderboard, its settings) is found again after a restart. A world saved before it had one
   * gets the default.
   */
  guildId: z
    .string()
    .regex(/^\d{5,20}$/)
    .default('1000000000000000100'),
  users: z
    .array(z.object({ id: z.string().regex(/^\d+$/), username: z.string().min(1), manager: z.boolean().optional() }))
    .min(1),
  channels: z
    .array(
      z.object({
        id: z.string().regex(/^\d+$/),
        name: z.string().min(1),
        topic: z.string().optional(),
        parentId: z.string().optional(),
      }),
    )
    .min(1),
});
export type WorldIdentity = z.infer<typeof identitySchema>;
export type WorldUser = WorldIdentity['users'][number];
export type WorldChannel = WorldIdentity['channels'][number];

/** The world a fresh DATA_DIR starts with. Fixed ids: the same on every machine and every start. */
export const DEFAULT_IDENTITY: WorldIdentity = {
  version: 1,
  guildName: 'NeonTable Offline',
  guildId: '1000000000000000100',
  users: [
    { id: '1000000000000000001', username: 'ann' },
    { id: '1000000000000000002', username: 'bo' },
    { id: '1000000000000000003', username: 'cy' },
    { id: '1000000000000000004', username: 'dee' },
    { id: '1000000000000000005', username: 'mod', manager: true },
  ],
  channels: [
    {
      id: '1000000000000000101',
      name: 'tabletop',
      topic: 'One game per channel: /game new opens one, /game status shows the one in play',
    },
    { id: '1000000000000000102', name: 'back-room', topic: 'A second table' },
    { id: '1000000000000000103', name: 'general', topic: 'Try /game help' },
  ],
};

export const IDENTITY_FILE = 'table-world.json';

/** Reads the world's identity from DATA_DIR, writing the default one the first time. */
export function loadIdentity(dataDir: string): WorldIdentity {
  const file = join(dataDir, IDENTITY_FILE);
  if (existsSync(file)) {
    const parsed = identitySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new Error(
        `${file} is not a valid offline world (${parsed.error.issues[0]?.message}); move it away to start a fresh one`,
      );
    // Topics are the page's wording, not the players' data: the default channels take today's.
    const topics = new Map(DEFAULT_IDENTITY.channels.map((c) => [c.id, c.topic]));
    return {
      ...parsed.data,
      channels: parsed.data.channels.map((c) => (topics.has(c.id) ? { ...c, topic: topics.get(c.id) } : c)),
    };
  }
  const fresh = structuredClone(DEFAULT_IDENTITY);
  saveIdentity(dataDir, fresh);
  return fresh;
}

function saveIdentity(dataDir: string, identity: WorldIdentity): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, IDENTITY_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(identity, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

export interface OfflineTableOptions {
  readonly registry: Registry;
  readonly store: TableStore;
  /** Where the world's identity file lives (DATA_DIR). */
  readonly dataDir: string;
  readonly host?: string;
  /** Port of the web page; 0 picks a free one. */
  readonly port?: number;
  readonly log: Logger;
  /** Seeds of new games (tests fix them). */
  readonly newSeed?: () => string;
  /** The bot's instruments and render pool (src/discord/bot.ts BotOptions); its own when unset. */
  readonly metrics?: Metrics;
  readonly render?: Images;
  /** `--load`: a game record to put into a channel (by name; default the first) before the bot starts. */
  readonly load?: { readonly record: GameRecord; readonly channel?: string | undefined };
}

export interface OfflineTable {
  /** The web page, e.g. http://127.0.0.1:3000 */
  readonly url: string;
  readonly double: DiscordDouble;
  readonly bot: Bot;
  readonly identity: WorldIdentity;
  /** The game `load` put in, when there was one. */
  readonly loaded?: LoadedGame;
  close(): Promise<void>;
}

export async function startOfflineTable(opts: OfflineTableOptions): Promise<OfflineTable> {
  registerFonts();
  const identity = loadIdentity(opts.dataDir);
  const double = await startDiscordDouble({
    guildName: identity.guildName,
    guildId: identity.guildId,
    botName: 'NeonTable',
  });
  for (const u of identity.users) {
    double.addUser({
      id: u.id,
      username: u.username,
      ...(u.manager ? { permissions: DEFAULT_MEMBER_PERMISSIONS | Permission.ManageChannels } : {}),
    });
  }
  // Threads the bot opened before a restart come back as channels with the same id, so their games go on.
  for (const c of identity.channels) double.addChannel({ id: c.id, name: c.name });
  double.events.on('channelCreate', (c) => {
    if (c.type !== 11 && c.type !== 12) return;
    if (identity.channels.some((x) => x.id === c.id)) return;
    identity.channels.push({ id: c.id, name: c.name, ...(c.parentId ? { parentId: c.parentId } : {}) });
    saveIdentity(opts.dataDir, identity);
  });

  let bot: Bot | undefined;
  let server: TableServer | undefined;
  let loaded: LoadedGame | undefined;
  try {
    // Before the bot starts, so it finds the game as it finds any stored one (owed messages, timers).
    if (opts.load)
      loaded = await loadGameRecord({
        store: opts.store,
        registry: opts.registry,
        identity,
        guildId: double.guildId,
        channel: opts.load.channel,
        record: opts.load.record,
        now: new Date(),
      });
    await registerCommands({
      token: double.token,
      applicationId: double.applicationId,
      guildId: double.guildId,
      registry: opts.registry,
      apiUrl: double.apiUrl,
    });
    bot = createBot({
      token: double.token,
      registry: opts.registry,
      store: opts.store,
      log: opts.log,
      apiUrl: double.apiUrl,
      ...(opts.newSeed ? { newSeed: opts.newSeed } : {}),
      ...(opts.metrics ? { metrics: opts.metrics } : {}),
      ...(opts.render ? { render: opts.render } : {}),
    });
    await bot.start();
    server = await startTableServer({
      double,
      identity,
      host: opts.host ?? '127.0.0.1',
      port: opts.port ?? 0,
      log: opts.log,
    });
  } catch (err) {
    await bot?.stop().catch(() => undefined);
    await double.close();
    throw err;
  }
  const started = { bot, server };
  return {
    url: server.url,
    double,
    bot,
    identity,
    ...(loaded ? { loaded } : {}),
    async close() {
      await started.server.close();
      await started.bot.stop();
      await double.close();
    },
  };
}
