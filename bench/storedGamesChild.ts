/**
 * One fresh process, as the bot starts: opens the store (file or Redis) that storedGames.ts filled,
 * answers its first load (the start-up time), then loads the same games as every other run and
 * counts the stored ones (the metrics gauge), and reports its resident memory after a full GC.
 * Run by storedGames.ts: `node --import tsx --expose-gc bench/storedGamesChild.ts '<json>'`.
 */
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { GAMES } from '../src/games/index.ts';
import { Registry } from '../src/registry.ts';
import { Tables } from '../src/service/tables.ts';
import { openStore } from '../src/store/index.ts';

const argsSchema = z.object({
  redisUrl: z.string().optional(),
  dataDir: z.string(),
  keyPrefix: z.string(),
  /** The games loaded after the first answer: the same ones whatever the number stored. */
  channels: z.array(z.string()).min(1),
});
const args = argsSchema.parse(JSON.parse(process.argv[2] ?? '{}'));

const t0 = performance.now();
const store = await openStore({
  redisUrl: args.redisUrl,
  dataDir: args.dataDir,
  keyPrefix: args.keyPrefix,
  finishedRetentionMs: 60_000,
});
const tables = new Tables(store, new Registry(GAMES));
const first = await tables.load(args.channels[0]!);
const startupMs = performance.now() - t0;
if (!first.ok) throw new Error(`the first stored game does not load: ${first.error}`);
for (const ch of args.channels) {
  const t = await tables.load(ch);
  if (!t.ok) throw new Error(`stored game ${ch} does not load: ${t.error}`);
}
const stored = await store.countTables();
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
gc?.();
const rss = process.memoryUsage().rss;
await store.close();
console.log(JSON.stringify({ startupMs, rss, stored }));
process.exit(0);
