import { performance } from 'node:perf_hooks';
import { type ComputerLevel, chooseFor, decisionRng } from './computer.ts';
import { applyAction } from './play.ts';
import type { GameDefinition, Outcome, Seat } from './types.ts';

export interface ComputerGame<S> {
  readonly final: S;
  readonly steps: number;
  readonly outcome: Outcome;
  /** Milliseconds each decision took, by level (the view built, the player's thinking, the choice checked); with `time`. */
  readonly decisionMs: Record<ComputerLevel, number[]>;
}

/**
 * Plays a whole game with a computer player in every seat (`levels[seat]`), as the platform does:
 * the awaited seats decide in order, each decision built by `chooseFor` (the seat's view and legal
 * actions only) with its generator from `decisionRng`, and applied through `applyAction`. Throws on
 * an illegal or refused choice, or a dead end, naming the game, seed and step.
 */
export function playComputerGame<S>(
  def: GameDefinition<S>,
  levels: readonly ComputerLevel[],
  options: unknown,
  seed: string,
  opts: { maxSteps?: number; time?: boolean } = {},
): ComputerGame<S> {
  let state = def.setup(levels.length, def.optionsSchema.parse(options), seed);
  const maxSteps = opts.maxSteps ?? 100_000;
  const decisionMs: Record<ComputerLevel, number[]> = { greedy: [], random: [] };
  let steps = 0;
  while (!def.outcome(state).over) {
    const where = `${def.id} ${levels.length} seats, seed ${seed}, step ${steps}`;
    if (steps >= maxSteps) throw new Error(`${where}: no end after ${maxSteps} steps`);
    const seat: Seat | undefined = def.awaiting(state)[0];
    if (seat === undefined) throw new Error(`${where}: nobody is awaited`);
    const legal = def.legalActions(state, seat);
    const t0 = opts.time ? performance.now() : 0;
    const chosen = chooseFor(def, state, seat, levels[seat]!, decisionRng(seed, steps, seat), legal);
    if (opts.time) decisionMs[levels[seat]!].push(performance.now() - t0);
    if (!chosen.ok) throw new Error(`${where}: the ${levels[seat]} player of seat ${seat} ${chosen.error}`);
    const result = applyAction(def, state, seat, chosen.value.action, legal, chosen.value.key);
    if (!result.ok)
      throw new Error(`${where}: ${chosen.value.key} refused: ${result.error}`, { cause: result.internal });
    state = result.state;
    steps++;
  }
  return { final: state, steps, outcome: def.outcome(state), decisionMs };
}

/** A seat's share of a finished game's win: 1, 1/n of a win shared by n, or 0. */
export function winShare(outcome: Outcome, seat: Seat): number {
  const w = outcome.winners ?? [];
  return w.includes(seat) ? 1 / w.length : 0;
}

export interface WinRate {
  readonly seats: number;
  readonly games: number;
  /**
   * Competitive games: the greedy player's share of the wins (one greedy seat, the others random;
   * its seat rotates). Cooperative games (`team`): the share of games a table of greedy players wins.
   */
  readonly rate: number;
  /** Competitive: what a player of equal strength would win, 1 / seats. Cooperative: the share a table of random players wins. */
  readonly fair: number;
  /** The game is cooperative: the whole table wins or loses together (Outcome.team). */
  readonly team?: boolean;
  /** Milliseconds per greedy decision (view, thinking, check). */
  readonly decisionMs: number[];
}

/**
 * Greedy against random: `games` seeded games with one greedy seat (seat g % seats for game g) and
 * random players elsewhere. In a cooperative game a seat's share of the win means nothing (the
 * table wins or loses together), so each seed is played twice instead, by a table of greedy
 * players and by a table of random ones, and their win rates are compared.
 */
export function greedyVersusRandom(
  def: GameDefinition,
  seats: number,
  games: number,
  seedPrefix = 'greedy-vs-random',
): WinRate {
  let won = 0;
  let randomWon = 0;
  let team = false;
  const decisionMs: number[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `${seedPrefix}:${seats}:${g}`;
    const greedy = g % seats;
    const mixed = Array.from({ length: seats }, (_x, s): ComputerLevel => (s === greedy ? 'greedy' : 'random'));
    const game = playComputerGame(def, team ? mixed.map(() => 'greedy') : mixed, {}, seed, { time: true });
    decisionMs.push(...game.decisionMs.greedy);
    if (!team && game.outcome.team !== undefined && g === 0) team = true;
    if (team) {
      // The first game was played with one greedy seat: play it again with greedy players only.
      const all =
        g === 0 && seats > 1
          ? playComputerGame(
              def,
              mixed.map(() => 'greedy'),
              {},
              seed,
              { time: true },
            )
          : game;
      if (all !== game) decisionMs.push(...all.decisionMs.greedy);
      if (all.outcome.team === 'won') won++;
      if (
        playComputerGame(
          def,
          mixed.map(() => 'random'),
          {},
          seed,
        ).outcome.team === 'won'
      )
        randomWon++;
    } else {
      won += winShare(game.outcome, greedy);
    }
  }
  return team
    ? { seats, games, rate: won / games, fair: randomWon / games, team, decisionMs }
    : { seats, games, rate: won / games, fair: 1 / seats, decisionMs };
}
