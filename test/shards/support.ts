/** What the shard tests share. */
import { registerFonts } from '../../renderers/kit/index.ts';
import { shardOf } from '../../src/double/gateway.ts';
import { type DiscordDouble, startDiscordDouble } from '../../src/double/index.ts';

/** A guild id (a snowflake) that Discord's formula, (guild_id >> 22) % 2, puts on shard 1 of 2. */
export const GUILD_ON_SHARD_1 = String((79_929_600_001n << 22n) | 1234n);
if (shardOf(GUILD_ON_SHARD_1, 2) !== 1) throw new Error('GUILD_ON_SHARD_1 must be on shard 1 of 2');

/**
 * A double whose guild is on shard 1 of 2 (two bot processes, one shard each), with ann, bo and cy
 * and a channel. Discord's 5 posts per 5 s per channel would make these tests wait, not test more:
 * a wide window here.
 */
export async function startTwoShardDouble(): Promise<{ double: DiscordDouble; users: string[]; channel: string }> {
  registerFonts();
  const double = await startDiscordDouble({
    guildId: GUILD_ON_SHARD_1,
    recommendedShards: 2,
    messageRateLimit: { limit: 10_000, windowMs: 1000 },
  });
  const users = ['ann', 'bo', 'cy'].map((username) => double.addUser({ username }).id);
  const channel = double.addChannel({ name: 'tabletop' }).id;
  return { double, users, channel };
}
