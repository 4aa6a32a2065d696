/** What the shard tests share. */
import { shardOf } from '../../src/double/gateway.ts';

/** A guild id (a snowflake) that Discord's formula, (guild_id >> 22) % 2, puts on shard 1 of 2. */
export const GUILD_ON_SHARD_1 = String((79_929_600_001n << 22n) | 1234n);
if (shardOf(GUILD_ON_SHARD_1, 2) !== 1) throw new Error('GUILD_ON_SHARD_1 must be on shard 1 of 2');
