/**
 * The file discord.js's ShardingManager starts once per shard: the same bot as `npm start`, as the
 * shard the manager names (discord.js's Client reads SHARDS and SHARD_COUNT from this process's
 * environment and identifies as that shard). Every shard uses the same Redis.
 */
import { readConfig, shardProcessEnv } from '../config.ts';
import { runBot } from '../runBot.ts';

const cfg = readConfig(shardProcessEnv());
if (!cfg.ok || !cfg.config.DISCORD_TOKEN) {
  for (const p of cfg.ok ? ['DISCORD_TOKEN is missing'] : cfg.problems) console.error(`config: ${p}`);
  process.exit(1);
}
const shard = Number(JSON.parse(process.env.SHARDS ?? '0'));
await runBot(cfg.config, cfg.config.DISCORD_TOKEN, { shard });
