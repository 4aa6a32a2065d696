/**
 * The platform's contract for every registered game and the fixtures: a decision's buttons work
 * once. Whole random games are played through the table service (src/service/tables.ts) by
 * pressing the controls a prompt really shows (src/discord/prompt.ts). After every step, each of
 * the mover's previous controls is stale and changes nothing (a second press, an older prompt),
 * whatever their next choices look like; every other seat's previous controls either are stale or
 * still stand for exactly the choice they showed. And a table of computers only is always planned
 * its next computer move (a fresh timer job), so it plays every game to its end without a stall.
 * Run per game from test/contract/games/.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlChooser } from '../../src/discord/controlChooser.ts';
import { decodeCustomId, decodePickValue } from '../../src/discord/customId.ts';
import { groupRows, promptRows } from '../../src/discord/prompt.ts';
import { chooseFor, decisionRng } from '../../src/engine/computer.ts';
import { nextInt, type RngState, seedRng } from '../../src/engine/rng.ts';
import type { Seat } from '../../src/engine/types.ts';
import { mayActSeats } from '../../src/engine/waiting.ts';
import { type GameEntry, Registry } from '../../src/registry.ts';
import { type Chooser, STALE, type Table, Tables } from '../../src/service/tables.ts';
import { plannedJobs } from '../../src/service/timers/plan.ts';
import { timerJobId } from '../../src/service/timers/types.ts';
import { openStore } from '../../src/store/index.ts';
import { computerUserId } from '../../src/store/record.ts';
import type { TableStore } from '../../src/store/types.ts';
import { en } from '../support/words.ts';

const GAMES_PER_ENTRY = Number(process.env.CONTRACT_BUTTON_GAMES ?? 2);
/** Whole games per seat count: one at 5 and 6 seats, whose games are the longest (CI keeps to its 30 minutes). */
const gamesAt = (seats: number): number => (seats >= 5 ? Math.max(1, GAMES_PER_ENTRY - 1) : GAMES_PER_ENTRY);
/** Previous controls pressed again per step and seat, at most (the pressed one always among the mover's). */
const PRESSES = 4;
/** What any press says once the game has ended. */
const GAME_OVER = 'This game is over. /game status shows the final board.';

/** One clickable control of a prompt: the seat and stamp it carries, the choice's index and tag, a typed number's range. */
interface Control {
  seat: Seat;
  stamp: number;
  i: number;
  k: string;
  key: string;
  typed?: string;
}

/** The controls a seat's prompt shows now, as Discord would send them back. */
function controlsOf(t: Table, seat: Seat): Control[] {
  const legal = t.entry.game.legalActions(t.state, seat);
  const stamp = t.record.stamps[seat] ?? 0;
  const out: Control[] = [];
  // A pick of groups opens each group's own controls (the second step of a two-step pick).
  const rows = promptRows(t.record.channelId, seat, stamp, legal).rows.flatMap((row) => {
    const c = row.components[0] as { custom_id: string; options?: { value: string }[] };
    if (decodeCustomId(c.custom_id)?.t !== 'grp') return [row];
    return (c.options ?? []).flatMap(
      (o) => groupRows(t.record.channelId, seat, stamp, legal, decodePickValue(o.value)!.i).rows,
    );
  });
  for (const row of rows) {
    for (const c of row.components as { custom_id: string; options?: { value: string }[] }[]) {
      const id = decodeCustomId(c.custom_id);
      if (id?.t === 'act' || id?.t === 'amt') {
        const a = legal[id.i]!;
        out.push({
          seat,
          stamp: id.v,
          i: id.i,
          k: id.k,
          key: a.key,
          ...(id.t === 'amt' ? { typed: String(a.amount!.min) } : {}),
        });
      } else if (id?.t === 'pick') {
        for (const o of c.options ?? []) {
          const v = decodePickValue(o.value)!;
          out.push({ seat, stamp: id.v, i: v.i, k: v.k, key: legal[v.i]!.key });
        }
      }
    }
  }
  return out;
}

const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;

function sample<T>(rng: RngState, xs: readonly T[], n: number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (pool.length && out.length < n) out.push(pool.splice(nextInt(rng, pool.length), 1)[0]!);
  return out;
}

/** The buttons contract of `entry`, as one describe block of the file that calls it. */
export function describeButtonContract(entry: GameEntry): void {
  describe(`buttons work once: ${entry.game.name} (${entry.game.id})`, () => {
    let dir: string;
    let store: TableStore;
    let tables: Tables;
    let clock = Date.parse('2026-12-01T10:00:00.000Z');
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'nt-buttons-'));
      store = await openStore({ dataDir: dir, keyPrefix: 'b:', finishedRetentionMs: 3_600_000 });
      tables = new Tables(store, new Registry([entry]), () => new Date(clock));
    });
    afterAll(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const users = (n: number) =>
      Array.from({ length: n }, (_x, s) => ({ userId: `2000000000000000${10 + s}`, name: `P${s + 1}` }));
    const seatCounts = [...new Set([entry.game.minSeats, entry.game.maxSeats])];

    /** Opens and starts a game in a new channel; with `computers`, every seat is a greedy computer's. */
    async function open(channel: string, seats: number, seed: string, computers = false): Promise<Table> {
      const people = users(seats);
      expect((await tables.create(channel, 'g', entry.game.id, people[0]!)).ok).toBe(true);
      for (const p of people.slice(1)) expect((await tables.join(channel, p)).ok).toBe(true);
      expect((await tables.start(channel, people[0]!.userId, seed)).ok).toBe(true);
      if (computers) {
        const res = await store.update(channel, (r) => ({
          write: {
            ...r!,
            seats: r!.seats.map((_s, i) => ({
              userId: computerUserId(i),
              name: `Computer ${i + 1}`,
              computer: 'greedy' as const,
            })),
          },
          result: null,
        }));
        expect(res.ok).toBe(true);
      }
      return load(channel);
    }

    async function load(channel: string): Promise<Table> {
      const t = await tables.load(channel);
      if (!t.ok) throw new Error(t.error);
      return t.value;
    }

    /** Presses `c` as its seat's person; `probe` sees what it would apply and keeps it from being written. */
    async function press(t: Table, c: Control, probe?: (key: string) => void) {
      const base = controlChooser(c.i, c.k, 'en', c.typed);
      const choose: Chooser = probe
        ? (ctx) => {
            const r = base(ctx);
            if (r.ok) probe(r.value.key);
            return { ok: false, error: 'probed' };
          }
        : base;
      return tables.act(t.record.channelId, t.record.seats[c.seat]!.userId, choose, { seat: c.seat, stamp: c.stamp });
    }

    for (const seats of seatCounts) {
      it(`${seats} seats: after each step the mover's previous controls are stale and others' still mean what they showed`, async () => {
        let steps = 0;
        let stalePresses = 0;
        let othersChecked = 0;
        for (let g = 0; g < gamesAt(seats); g++) {
          const channel = `3000000000000${seats}${g}`.padEnd(18, '0');
          const rng = seedRng(`buttons-${entry.game.id}-${seats}-${g}`);
          let t = await open(channel, seats, `buttons-${entry.game.id}-${seats}-${g}`);
          while (t.record.status === 'playing') {
            expect(++steps, 'steps').toBeLessThan(20_000);
            const game = t.entry.game;
            const acting = [...new Set([...game.awaiting(t.state), ...mayActSeats(game, t.state)])];
            const before = new Map(acting.map((s) => [s, controlsOf(t, s)] as const));
            const seat = pick(rng, acting);
            const mine = before.get(seat)!;
            expect(mine.length, `seat ${seat} acts with no control`).toBeGreaterThan(0);
            const chosen = pick(rng, mine);
            const moved = await press(t, chosen);
            expect(moved.ok, moved.ok ? '' : moved.error).toBe(true);
            clock += 1000;
            t = await load(channel);
            const version = t.record.version;
            // The mover: the pressed control again, and others of the same prompt, are stale.
            for (const c of [
              chosen,
              ...sample(
                rng,
                mine.filter((c) => c !== chosen),
                PRESSES - 1,
              ),
            ]) {
              const again = await press(t, c);
              expect(
                again.ok ? 'applied again' : en(again.error),
                `${game.id} step ${steps}: ${c.key} pressed again`,
              ).toBe(t.record.status === 'playing' ? en(STALE) : GAME_OVER);
              stalePresses++;
            }
            // Everyone else: stale, or exactly the choice the control showed.
            for (const [other, controls] of before) {
              if (other === seat || t.record.status !== 'playing') continue;
              for (const c of sample(rng, controls, PRESSES)) {
                let applied: string | undefined;
                const r = await press(t, c, (key) => {
                  applied = key;
                });
                othersChecked++;
                if (applied !== undefined)
                  expect(applied, `${game.id} step ${steps}: seat ${other}'s ${c.key}`).toBe(c.key);
                else expect(r.ok ? 'applied' : r.error).not.toBe('applied');
              }
            }
            expect((await load(channel)).record.version, 'nothing written by the presses').toBe(version);
          }
        }
        expect(stalePresses).toBeGreaterThan(0);
        if (process.env.BUTTONS_REPORT)
          console.info(
            `${entry.game.id} ${seats} seats: ${steps} steps, ${stalePresses} second presses refused, ${othersChecked} other seats' controls checked`,
          );
      }, 600_000);
    }

    it('a table of computers only: each awaited computer has a fresh job planned after every step, and the game ends', async () => {
      const seats = entry.game.maxSeats;
      for (let g = 0; g < GAMES_PER_ENTRY; g++) {
        const channel = `4000000000000${seats}${g}`.padEnd(18, '0');
        let t = await open(channel, seats, `computers-${entry.game.id}-${g}`, true);
        const ran = new Set<string>();
        let steps = 0;
        while (t.record.status === 'playing') {
          expect(++steps).toBeLessThan(20_000);
          const jobs = plannedJobs(t, clock);
          const awaited = t.entry.game.awaiting(t.state);
          const computerJobs = jobs.filter((j) => j.kind === 'computer' && !ran.has(timerJobId(j)));
          // Every awaited computer seat has a job not run before: a job id already used is dropped by the timers.
          expect(
            awaited.filter((s) => !computerJobs.some((j) => j.seat === s)),
            `${entry.game.id} step ${steps}: awaited computers without a fresh job`,
          ).toEqual([]);
          // Otherwise a lapse (a decision's own time limit) moves the table on, as its timer would.
          const job = computerJobs[0] ?? jobs.filter((j) => j.kind === 'lapse').sort((a, b) => a.at - b.at)[0];
          expect(job, `${entry.game.id} step ${steps}: nothing planned`).toBeDefined();
          ran.add(timerJobId(job!));
          if (job!.kind === 'lapse') clock = Math.max(clock, job!.at);
          const choose: Chooser = (c) => {
            if (job!.kind === 'lapse') {
              const limit = c.entry.game.timeLimit?.(c.state, c.seat);
              const a = c.legal.find((x) => x.key === limit?.key);
              return a ? { ok: true, value: a } : { ok: false, error: 'no lapse choice' };
            }
            return chooseFor(
              c.entry.game,
              c.state,
              c.seat,
              'greedy',
              decisionRng(c.record.seed, c.record.actions, c.seat),
              c.legal,
            );
          };
          const out = await tables.actForSeat(channel, job!.seat, job!.stamp, choose);
          expect(out.ok, out.ok ? '' : out.error).toBe(true);
          clock += 1000;
          t = await load(channel);
        }
        expect(t.record.status).toBe('finished');
        if (process.env.BUTTONS_REPORT)
          console.info(`${entry.game.id} computers only, ${seats} seats: ended after ${steps} computer moves`);
      }
    }, 600_000);
  });
}
