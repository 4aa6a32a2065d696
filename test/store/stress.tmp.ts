import { RedisHarness, channel, increment, countOf } from './harness.ts';
const h = new RedisHarness();
await h.setup();
const a = await h.open(); const b = await h.open(); const c = await h.open();
let busy = 0, total = 0, lost = 0;
for (let round = 0; round < 40; round++) {
  const ch = channel();
  const rs = await Promise.all(Array.from({ length: 60 }, (_, i) => [a,b,c][i%3]!.update(ch, increment(ch))));
  const ok = rs.filter((r) => r.ok).length;
  busy += 60 - ok; total += 60;
  const l = await a.load(ch);
  if (l.kind !== 'ok' || countOf(l.record) !== ok) lost++;
}
console.log({ busy, total, lost });
// raw: no local lock
busy = 0; total = 0; lost = 0;
for (let round = 0; round < 20; round++) {
  const ch = channel();
  const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => [a,b][i%2]!.versionedUpdate(ch, increment(ch))));
  const ok = rs.filter((r) => r.ok).length;
  busy += 20 - ok; total += 20;
  const l = await a.load(ch);
  if (l.kind !== 'ok' || countOf(l.record) !== ok) lost++;
}
console.log('nolock', { busy, total, lost });
await h.teardown();
