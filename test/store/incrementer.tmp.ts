import { openRedisStore } from '../../src/store/redisStore.ts';
import { increment } from './harness.ts';
const [url, prefix, ch, n] = process.argv.slice(2);
const s = await openRedisStore({ url: url!, keyPrefix: prefix!, finishedRetentionMs: 1000 });
const start = Number(process.argv[6]); await new Promise(r => setTimeout(r, Math.max(0, start - Date.now())));
const t0 = Date.now();
const rs = await Promise.all(Array.from({ length: Number(n) }, () => s.update(ch!, increment(ch!))));
console.log(JSON.stringify({ ms: Date.now() - t0, ok: rs.filter(r => r.ok).length, busy: rs.filter(r => !r.ok).length }));
await s.close();
