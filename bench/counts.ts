/**
 * Calls per move: how often one `Tables.act` asks the game for its legal actions, `awaiting` and
 * `mayAct` (issue 23: "once per seat per move"). Every registered game plays a few random moves
 * through Tables with the file store; the game is wrapped by `countingGame`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withAmount } from '../src/engine/amount.ts';
import { type CallCounts, countingGame } from '../src/engine/counting.ts';
import { nextInt, seedRng } from '../src/engine/rng.ts';
import { mayActSeats } from '../src/engine/waiting.ts';
import { type GameEntry, Registry } from '../src/registry.ts';
import { Tables } from '../src/service/tables.ts';
import { openStore } from '../src/store/index.ts';
import { newGame } from './figures.ts';

const CHANNEL = '900000000000000077';
const users = Array.from({ length: 8 }, (_u, i) => `80000000000000000${i + 1}`);

/** Each move's counts, for `moves` random moves of `entry` (fewer if the game ends). */
export async function countsPerMove(entry: GameEntry, moves: number): Promise<CallCounts[]> {
  const { game, counts } = countingGame(entry.game);
  const dir = mkdtempSync(join(tmpdir(), 'nt-bench-counts-'));
  const store = await openStore({ dataDir: dir, keyPrefix: 'c:', finishedRetentionMs: 60_000 });
  const tables = new Tables(store, new Registry([{ ...entry, game }]));
  const rng = seedRng('bench-counts');
  const out: CallCounts[] = [];
  try {
    await newGame(tables, entry, CHANNEL, 'bench-counts');
    for (let i = 0; i < moves; i++) {
      const t = await tables.load(CHANNEL);
      if (!t.ok) throw new Error(t.error);
      if (t.value.record.status !== 'playing') break;
      // The seat is picked with the game itself, uncounted: only Tables.act's own calls count.
      const acting = [...entry.game.awaiting(t.value.state), ...mayActSeats(entry.game, t.value.state)];
      const seat = acting[nextInt(rng, acting.length)]!;
      Object.assign(counts, { legalActions: 0, awaiting: 0, mayAct: 0 });
      const r = await tables.act(CHANNEL, users[seat]!, (c) => {
        const a = c.legal[nextInt(rng, c.legal.length)]!;
        return { ok: true, value: a.amount ? { ...a, action: withAmount(a, a.amount.min) } : a };
      });
      if (!r.ok) throw new Error(r.error);
      out.push({ ...counts });
    }
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

const spread = (xs: readonly number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return `${mean.toFixed(1).padStart(5)} (${Math.min(...xs)}-${Math.max(...xs)})`;
};

/** Prints, per game, legalActions / awaiting / mayAct calls per `Tables.act`: mean (least-most). */
export async function printCountsPerMove(entries: readonly GameEntry[], moves = 20): Promise<void> {
  console.log(`== calls per move (one Tables.act, ${moves} random moves): mean (least-most) ==`);
  console.log(
    `  ${'game'.padEnd(10)} ${'legalActions'.padStart(14)} ${'awaiting'.padStart(14)} ${'mayAct'.padStart(14)}`,
  );
  for (const entry of entries) {
    const c = await countsPerMove(entry, moves);
    const col = (k: keyof CallCounts) => spread(c.map((x) => x[k])).padStart(14);
    console.log(`  ${entry.game.id.padEnd(10)} ${col('legalActions')} ${col('awaiting')} ${col('mayAct')}`);
  }
}
