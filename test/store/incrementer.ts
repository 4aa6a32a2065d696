/**
 * A second bot process for the Redis race test: opens its own store, says "ready", waits for
 * "go" on stdin, runs N concurrent increments on one channel and prints the outcomes as JSON.
 * Usage: node --import tsx test/store/incrementer.ts <redisUrl> <keyPrefix> <channelId> <n>
 */
import { createInterface } from 'node:readline';
import { openRedisStore } from '../../src/store/redisStore.ts';
import { increment } from './records.ts';

const [url, keyPrefix, channelId, n] = process.argv.slice(2);
if (!url || keyPrefix === undefined || !channelId || !n)
  throw new Error('usage: incrementer <redisUrl> <keyPrefix> <channelId> <n>');

const store = await openRedisStore({ url, keyPrefix, finishedRetentionMs: 60_000 });
const lines = createInterface({ input: process.stdin });
const go = new Promise<void>((resolve) => lines.on('line', (line) => line.trim() === 'go' && resolve()));
process.stdout.write('ready\n');
await go;
const results = await Promise.all(
  Array.from({ length: Number(n) }, () => store.update(channelId, increment(channelId))),
);
process.stdout.write(
  `${JSON.stringify({ ok: results.filter((r) => r.ok).length, busy: results.filter((r) => !r.ok && r.reason === 'busy').length })}\n`,
);
lines.close();
await store.close();
