/**
 * SHARDS through discord.js's ShardingManager: real shard processes (src/shards/entry.ts) against
 * the Discord double, on one Redis. 'auto' takes the double's GET /gateway/bot count; each shard
 * identifies as itself; the guild's interactions reach the shard that owns it and DMs shard 0.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { type DiscordDouble, startDiscordDouble } from '../../src/double/index.ts';
import { GAMES } from '../../src/games/index.ts';
import { Registry } from '../../src/registry.ts';
import { type RunningShards, startShards } from '../../src/shards/manager.ts';
import { assertCleanDouble, lastText, sub } from '../e2e/harness.ts';
import { cleanupRedisPrefix, describeRedis, requireRedisUrl } from '../setup/redisTarget.ts';
import { registerDoubleCommands } from '../support/doubleCommands.ts';
import { GUILD_ON_SHARD_1 } from './support.ts';

describeRedis('SHARDS=auto: shard processes under ShardingManager', () => {
  let double: DiscordDouble;
  let shards: RunningShards | undefined;
  const prefix = `test:shards:${randomUUID()}:`;

  beforeAll(async () => {
    double = await startDiscordDouble({ guildId: GUILD_ON_SHARD_1, recommendedShards: 2 });
    await registerDoubleCommands(double, new Registry(GAMES));
  });

  afterAll(async () => {
    await shards?.stop();
    await cleanupRedisPrefix(requireRedisUrl(), prefix);
    await double?.close();
    assertCleanDouble(double);
  });

  it('spawns the recommended shards, each answering its own share of interactions, and stops them all', async () => {
    const env = {
      DISCORD_TOKEN: double.token,
      DISCORD_API_URL: double.apiUrl,
      REDIS_URL: requireRedisUrl(),
      KEY_PREFIX: prefix,
      SHARDS: 'auto',
      LOG_LEVEL: 'silent',
      RENDER_THREADS: '1',
    };
    const cfg = readConfig(env);
    if (!cfg.ok) throw new Error(cfg.problems.join('; '));
    shards = await startShards(cfg.config, double.token, cfg.config.SHARDS!, env);
    expect(shards.count).toBe(2);
    expect(double.connectedSessions()).toBe(2);
    const ann = double.addUser({ username: 'ann' }).id;
    const channel = double.addChannel({ name: 'tabletop' }).id;
    // In the channel (shard 1's guild) and in a DM (shard 0): both answered.
    const inChannel = double.slash(ann, channel, 'game', sub('help'));
    const inDm = double.slash(ann, double.dmChannel(ann).id, 'game', sub('help'));
    await Promise.all([inChannel.whenAcknowledged(), inDm.whenAcknowledged()]);
    for (const ix of [inChannel, inDm]) expect(lastText(ix)).toContain('NeonTable');
    const children = [...shards.manager.shards.values()].map((s) => s.process!);
    expect(children.map((c) => c.exitCode)).toEqual([null, null]);
    await shards.stop();
    expect(children.every((c) => c.exitCode !== null || c.signalCode !== null)).toBe(true);
    expect(double.connectedSessions()).toBe(0);
  }, 120_000);
});
