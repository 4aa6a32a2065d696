/**
 * Tic-tac-toe twice, for the benchmark only: once on this engine (a GameDefinition moved by
 * `legalActions` + `applyAction`, as the bot moves every game) and once on boardgame.io (its
 * tutorial game, moved through its headless client), played move for move in the same process.
 */
import { performance } from 'node:perf_hooks';
import { Client } from 'boardgame.io/client';
import { INVALID_MOVE } from 'boardgame.io/core';
import { z } from 'zod';
import { applyAction } from '../src/engine/play.ts';
import { nextInt, seedRng } from '../src/engine/rng.ts';
import { byScore } from '../src/engine/standings.ts';
import type { GameDefinition, LegalAction, Outcome, Seat } from '../src/engine/types.ts';

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

/** The winning seat of a board of cells (each a seat or null), if any. */
function winner(cells: readonly (number | null)[]): Seat | null {
  for (const [a, b, c] of LINES)
    if (cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]) return cells[a]!;
  return null;
}

const stateSchema = z.object({
  cells: z.array(z.number().int().min(0).max(1).nullable()).length(9),
  current: z.number().int().min(0).max(1),
});
type TttState = z.infer<typeof stateSchema>;
const actionSchema = z.object({ cell: z.number().int().min(0).max(8) });
type TttAction = z.infer<typeof actionSchema>;

const over = (s: TttState) => winner(s.cells) !== null || s.cells.every((c) => c !== null);

/** Tic-tac-toe on this engine: the same contract every game of the bot implements. */
export const ticTacToe: GameDefinition<TttState, TttAction, Record<string, never>, TttState> = {
  id: 'tictactoe',
  name: 'Tic-tac-toe',
  summary: 'Three in a row wins.',
  minSeats: 2,
  maxSeats: 2,
  schemaVersion: 1,
  stateSchema,
  actionSchema,
  optionsSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  setup: () => ({ cells: Array<null>(9).fill(null), current: 0 }),
  awaiting: (s) => (over(s) ? [] : [s.current]),
  legalActions(s, seat): LegalAction<TttAction>[] {
    if (over(s) || seat !== s.current) return [];
    const out: LegalAction<TttAction>[] = [];
    s.cells.forEach((c, i) => {
      if (c === null) out.push({ key: `cell:${i}`, kind: 'cell', label: `Mark cell ${i + 1}`, action: { cell: i } });
    });
    return out;
  },
  apply(s, seat, a) {
    s.cells[a.cell] = seat;
    s.current = 1 - seat;
    return { ok: true, state: s, events: [{ text: `{seat:${seat}} marks cell ${a.cell + 1}.`, to: 'public' }] };
  },
  view: (s) => s,
  outcome(s): Outcome {
    if (!over(s)) return { over: false };
    const w = winner(s.cells);
    return { over: true, winners: w === null ? [] : [w] };
  },
  // Unfinished, nobody is ahead: a line is not a score.
  standings: () => byScore([null, null], ['An unfinished game of tic-tac-toe has no winner.']),
  secrets: () => [],
  help: [],
  // Win if it can, block if it must, else the first free cell of centre, corners, edges.
  computer: {
    greedy({ view, legal, seat }) {
      const free = (i: number) => legal.some((a) => a.key === `cell:${i}`);
      const completes = (who: number) =>
        LINES.flatMap((l) => (l.filter((i) => view.cells[i] === who).length === 2 ? l.filter(free) : []))[0];
      const cell = completes(seat) ?? completes(1 - seat) ?? [4, 0, 2, 6, 8, 1, 3, 5, 7].find(free)!;
      return { key: `cell:${cell}` };
    },
  },
};

/** boardgame.io's tutorial tic-tac-toe (https://boardgame.io/documentation/#/tutorial), as written there. */
const bgioTicTacToe = {
  setup: () => ({ cells: Array<string | null>(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }: { G: { cells: (string | null)[] }; playerID: string }, id: number) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
      return undefined;
    },
  },
  endIf: ({ G, ctx }: { G: { cells: (string | null)[] }; ctx: { currentPlayer: string } }) => {
    const cells = G.cells.map((c) => (c === null ? null : Number(c)));
    if (winner(cells) !== null) return { winner: ctx.currentPlayer };
    if (cells.every((c) => c !== null)) return { draw: true };
    return undefined;
  },
};

/** Random games as lists of cells, each played to its end: both engines play exactly these. */
export function ticTacToeGames(n: number, seed: string): number[][] {
  const rng = seedRng(seed);
  return Array.from({ length: n }, () => {
    const cells: (number | null)[] = Array<null>(9).fill(null);
    const moves: number[] = [];
    while (winner(cells) === null && moves.length < 9) {
      const free = cells.flatMap((c, i) => (c === null ? [i] : []));
      const cell = free[nextInt(rng, free.length)]!;
      cells[cell] = moves.length % 2;
      moves.push(cell);
    }
    return moves;
  });
}

/** Moves played and the time they took: wall clock and this process's CPU time (ms), set-up of the games excluded. */
export interface Played {
  readonly moves: number;
  readonly ms: number;
  readonly cpuMs: number;
}

/** Times `play` (every game's moves, set up beforehand). */
function timeMoves(games: readonly number[][], play: () => void): Played {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  play();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  return { moves: games.reduce((n, g) => n + g.length, 0), ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** Plays `games` on this engine: per move, the mover's legal list, then the checked apply (a copy of the state). */
export function playOurs(games: readonly number[][]): Played {
  const states = games.map(() => ticTacToe.setup(2, {}, ''));
  const played = timeMoves(games, () => {
    games.forEach((g, i) => {
      let s = states[i]!;
      for (const cell of g) {
        const legal = ticTacToe.legalActions(s, s.current);
        const r = applyAction(ticTacToe, s, s.current, { cell }, legal, `cell:${cell}`);
        if (!r.ok) throw new Error(`tic-tac-toe refused cell ${cell}: ${r.error}`);
        s = r.state;
      }
      states[i] = s;
    });
  });
  if (!states.every((s) => ticTacToe.outcome(s).over)) throw new Error('a tic-tac-toe game did not end');
  return played;
}

/** Plays `games` on boardgame.io's headless client (local master, no server, no debug panel). */
export function playBoardgameIo(games: readonly number[][]): Played {
  const clients = games.map(() => {
    const client = Client({ game: bgioTicTacToe, numPlayers: 2, debug: false });
    client.start();
    return client;
  });
  const played = timeMoves(games, () => {
    games.forEach((g, i) => {
      const client = clients[i]!;
      for (const cell of g) client.moves.clickCell!(cell);
    });
  });
  if (!clients.every((c) => c.getState()?.ctx.gameover)) throw new Error('a boardgame.io tic-tac-toe game did not end');
  for (const c of clients) c.stop();
  return played;
}
