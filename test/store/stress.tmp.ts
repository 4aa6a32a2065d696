import { spawn } from 'node:child_process';
import { RedisHarness, channel, increment, countOf, REDIS_URL } from './harness.ts';
const h = new RedisHarness();
await h.setup();
const run = (ch: string, n: number, start: number) => new Promise<string>((res) => { const p = spawn('npx', ['tsx', 'test/store/incrementer.tmp.ts', REDIS_URL, h.prefix(), ch, String(n), String(start)]); let out=''; p.stdout.on('data', d => out += d); p.stderr.on('data', d => process.stderr.write(d)); p.on('close', () => res(out.trim())); });
for (let round = 0; round < 5; round++) {
  const ch = channel(); const start = Date.now() + 4000;
  const outs = await Promise.all([run(ch, 1000, start), run(ch, 1000, start), run(ch, 1000, start)]);
  const a = await h.open();
  const l = await a.load(ch);
  console.log(outs, l.kind === 'ok' ? countOf(l.record) : l);
}
await h.teardown();
