/**
 * One side of `npm run bench -- --moves-before`: run as `node --import tsx bench/moveChild.ts
 * <root> <game id> <moves>`, it loads the table service of the checkout at <root> (this tree or an
 * older commit's) and plays <moves> seeded random moves of the game through `Tables.act` over a
 * file store, as the bot takes them minus Discord (load, check, apply, save), starting new games
 * as they end. Prints a JSON line: this process's CPU time per move and the wall time per move.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childSide } from './childSide.ts';

const { count: moves, from, entry } = await childSide('moveChild.ts', 'moves', 100);
const { Registry } = await from('src/registry.ts');
const { Tables } = await from('src/service/tables.ts');
const { openStore } = await from('src/store/index.ts');
const { nextInt, seedRng } = await from('src/engine/rng.ts');
const { withAmount } = await from('src/engine/amount.ts');
const { mayActSeats } = await from('src/engine/waiting.ts');
const { newGame } = await from('bench/figures.ts');

interface Legal {
  key: string;
  amount?: { min: number };
}
const CHANNEL = '900000000000000078';
// The seats newGame seats (bench/figures.ts).
const users = Array.from({ length: 8 }, (_u, i) => `80000000000000000${i + 1}`);
const dir = mkdtempSync(join(tmpdir(), 'nt-bench-moves-'));
const store = await openStore({ dataDir: dir, keyPrefix: 'm:', finishedRetentionMs: 60_000 });
const tables = new Tables(store, new Registry([entry]));
const rng = seedRng('bench-moves');
let games = 0;

/** One random move of an awaited (or free to act) seat; false when the game is over. */
async function move(): Promise<boolean> {
  const t = await tables.load(CHANNEL);
  if (!t.ok) throw new Error(t.error);
  if (t.value.record.status !== 'playing') return false;
  const g = entry.game;
  const acting = [...g.awaiting(t.value.state), ...mayActSeats(g, t.value.state)];
  const seat = acting[nextInt(rng, acting.length)];
  const r = await tables.act(CHANNEL, users[seat], (c: { legal: readonly Legal[] }) => {
    const a = c.legal[nextInt(rng, c.legal.length)]!;
    return { ok: true, value: a.amount ? { ...a, action: withAmount(a, a.amount.min) } : a };
  });
  if (!r.ok) throw new Error(r.error);
  return true;
}

try {
  await newGame(tables, entry, CHANNEL, `moves-${games++}`);
  // Warm: the JIT and the store, as a running bot has them.
  for (let i = 0; i < 10; i++) if (!(await move())) await newGame(tables, entry, CHANNEL, `moves-${games++}`);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < moves; i++) if (!(await move())) await newGame(tables, entry, CHANNEL, `moves-${games++}`);
  const cpu = process.cpuUsage(c0);
  const wall = performance.now() - t0;
  console.log(JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000 / moves, wallMs: wall / moves }));
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
