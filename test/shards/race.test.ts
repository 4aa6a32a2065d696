/**
 * Two shards on one Redis: the guild's channel belongs to shard 1 (Discord's formula,
 * (guild_id >> 22) % 2), DMs to shard 0. A player's DM button and another player's channel
 * command race on one game, each time on the same decision (an offer either stands or is
 * countered): exactly one wins, and the game's history holds exactly the moves acknowledged.
 * Each shard is a discord.js client identified as one shard, with its own store connection, as a
 * shard process would be (test/shards/processes.test.ts spawns real ones).
 */

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Events } from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Bot, createBot } from '../../src/discord/bot.ts';
import { shardOf } from '../../src/double/gateway.ts';
import type { DiscordDouble, Interaction } from '../../src/double/index.ts';
import { createLogger } from '../../src/log.ts';
import { Registry } from '../../src/registry.ts';
import { openStore } from '../../src/store/index.ts';
import type { TableStore } from '../../src/store/types.ts';
import { assertCleanDouble, button, lastText, sub } from '../e2e/harness.ts';
import type { ParleyState } from '../fixture/parley.ts';
import { parleyEntry } from '../fixture/registry.ts';
import { cleanupRedisPrefix, describeRedis, requireRedisUrl } from '../setup/redisTarget.ts';
import { registerDoubleCommands } from '../support/doubleCommands.ts';
import { startTwoShardDouble } from './support.ts';

const RACES = 200;
const ROUNDS = 3;

describeRedis('two shards on one Redis', () => {
  let double: DiscordDouble;
  let bots: Bot[];
  let stores: TableStore[];
  let dir: string;
  let prefix: string;
  let users: string[];
  let channel: string;
  /** Interactions each shard's client received, by kind. */
  const seen = [
    { dm: 0, guild: 0 },
    { dm: 0, guild: 0 },
  ];

  beforeAll(async () => {
    ({ double, users, channel } = await startTwoShardDouble());
    dir = mkdtempSync(join(tmpdir(), 'nt-shards-'));
    prefix = `test:shards:${randomUUID()}:`;
    const registry = new Registry([parleyEntry]);
    await registerDoubleCommands(double, registry);
    stores = [];
    bots = [];
    for (const id of [0, 1]) {
      const store = await openStore({
        redisUrl: requireRedisUrl(),
        dataDir: dir,
        keyPrefix: prefix,
        finishedRetentionMs: 3_600_000,
      });
      const bot = createBot({
        token: double.token,
        registry,
        store,
        log: createLogger('silent'),
        apiUrl: double.apiUrl,
        newSeed: () => 'e2e',
        shard: { id, count: 2 },
      });
      bot.client.on(Events.InteractionCreate, (i) => void (i.inGuild() ? seen[id]!.guild++ : seen[id]!.dm++));
      await bot.start();
      stores.push(store);
      bots.push(bot);
    }
  });

  afterAll(async () => {
    for (const b of bots ?? []) await b.stop();
    await cleanupRedisPrefix(requireRedisUrl(), prefix);
    for (const s of stores ?? []) await s.close();
    await double?.close();
    rmSync(dir, { recursive: true, force: true });
    assertCleanDouble(double);
  });

  /** Sends interactions at once; resolves when both shards have finished everything they started. */
  async function run(...ixs: Interaction[]): Promise<Interaction[]> {
    await Promise.all(ixs.map((ix) => ix.whenAcknowledged()));
    await Promise.all(bots.map((b) => b.settled()));
    return ixs;
  }
  const acknowledged = (ix: Interaction) => lastText(ix).startsWith('✅');

  async function table() {
    const t = await stores[1]!.load(channel);
    if (t.kind !== 'ok') throw new Error(`no table: ${t.kind}`);
    return { record: t.record, state: t.record.state as ParleyState };
  }

  it(`a DM button (shard 0) and a channel command (shard 1) race on one decision ${RACES} times: none lost, none doubled`, async () => {
    expect(shardOf(double.guildId, 2)).toBe(1);
    // The guild is shard 1's; shard 0 has only DMs.
    expect(bots.map((b) => b.client.guilds.cache.size)).toEqual([0, 1]);
    const [ann, bo, cy] = users as [string, string, string];
    let races = 0;
    let games = 0;
    const wins = { dm: 0, channel: 0 };
    while (races < RACES) {
      games++;
      await run(double.slash(ann, channel, 'game', sub('new', { game: 'parley', options: `rounds=${ROUNDS}` })));
      await run(double.slash(bo, channel, 'game', sub('join')));
      await run(double.slash(cy, channel, 'game', sub('join')));
      await run(double.slash(ann, channel, 'game', sub('start')));
      const startActions = (await stores[0]!.readHistory(channel)).length;
      let acks = 0;
      for (let turn = 0; turn < ROUNDS * 3 && races < RACES; turn++) {
        const { state } = await table();
        const offerer = users[state.current]!;
        const counterer = users[(state.current + 1) % 3]!;
        const [offered] = await run(
          double.slash(offerer, channel, 'parley', [
            { name: 'offer', type: 1, options: [{ name: 'credits', type: 4, value: 1 }] },
          ]),
        );
        expect(lastText(offered!)).toContain('✅');
        acks++;
        // The counter button came to the other player by DM; the offerer lets the offer stand in the channel.
        const dm = double.dms(counterer).at(-1)!;
        // Which goes first alternates, and the second follows 0-4 ms later, so the two meet at every stage of each other's handling.
        const pressCounter = () => double.click(counterer, dm, button(dm, 'act:'));
        const typeStand = () => double.slash(offerer, channel, 'parley', sub('stand'));
        const gap = () => new Promise((resolve) => setTimeout(resolve, races % 5));
        let counter: Interaction;
        let stand: Interaction;
        if (races % 2 === 0) {
          counter = pressCounter();
          await gap();
          stand = typeStand();
        } else {
          stand = typeStand();
          await gap();
          counter = pressCounter();
        }
        await run(counter, stand);
        const won = [counter, stand].filter(acknowledged);
        expect(won, `race ${races}: ${lastText(counter)} | ${lastText(stand)}`).toHaveLength(1);
        acks += won.length;
        wins[acknowledged(counter) ? 'dm' : 'channel']++;
        races++;
        const after = await table();
        // Credits are neither lost nor made: a counter gives them back, a stand puts them in the vault.
        expect(after.state.credits.reduce((a, b) => a + b, 0) + after.state.vault).toBe(15);
        expect(after.state.offer).toBeNull();
      }
      // The history holds every acknowledged move once: nothing lost, nothing doubled.
      const history = await stores[0]!.readHistory(channel);
      expect(history.length - startActions).toBe(acks);
      expect((await table()).record.actions).toBe(history.length);
      // The host ends the game (the keeper's decision is not what is raced), and the next one opens in the same channel.
      const [asked] = await run(double.slash(ann, channel, 'game', sub('abort')));
      const confirm = asked!.original()!;
      await run(double.click(ann, confirm, button(confirm, 'abort')));
      expect((await table()).record.status).toBe('aborted');
    }
    expect(games).toBeGreaterThan(1);
    // Both sides won races: they really met, neither always came first.
    expect(wins.dm).toBeGreaterThan(0);
    expect(wins.channel).toBeGreaterThan(0);
    // Routing followed Discord's: DMs reached shard 0 only, the guild's interactions shard 1 only.
    expect(seen[0]!.guild).toBe(0);
    expect(seen[1]!.dm).toBe(0);
    expect(seen[0]!.dm).toBeGreaterThanOrEqual(RACES);
    expect(seen[1]!.guild).toBeGreaterThan(RACES * 2);
  }, 900_000);
});
