/**
 * `npm start`: reads the configuration, opens the store and runs the bot until stopped: in this
 * process, or with SHARDS as several shard processes under discord.js's ShardingManager. Without a
 * DISCORD_TOKEN it runs the offline table instead: the same bot against a local Discord stand-in, with a web page.
 */
import { GAMES } from './games/index.ts';
import { Registry } from './registry.ts';
import { runBot } from './runBot.ts';
import { runShards } from './shards/manager.ts';
import { configOrExit } from './startup.ts';
import { runOfflineTable } from './table/run.ts';

const config = configOrExit();
if (!config.DISCORD_TOKEN) {
  if (config.SHARDS !== undefined) console.log('SHARDS is for Discord: the offline table runs in one process.');
  console.log('No DISCORD_TOKEN: starting the offline table (a local web page playing through the same bot).');
  await runOfflineTable(config, new Registry(GAMES));
} else if (config.SHARDS !== undefined) {
  await runShards(config, config.DISCORD_TOKEN, config.SHARDS);
} else {
  await runBot(config, config.DISCORD_TOKEN);
}
