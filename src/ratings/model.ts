import { ordinal, type Rating, rate, rating } from 'openskill';
import { type Entry, gameEntry, type RatedGame } from './game.ts';

/**
 * The rating model: openskill's Weng-Lin Plackett-Luce (its default), with its default prior
 * (mu 25, sigma 25/3) and tau 25/300, which keeps sigma from shrinking to nothing so a rating
 * can still move after many games. The shown rating is openskill's ordinal, mu - 3 sigma.
 */
const OPTIONS = { tau: 25 / 300 } as const;

export const newRating = (): Rating => rating();
export const ordinalOf = (r: Rating): number => ordinal(r);

/** A rating with its ordinal, as announced. */
export interface RatingPoint {
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
}

/** One entry's part in a rated game: where it placed, whether it won, its rating before and after. */
export interface RatingChange {
  readonly entry: Entry;
  /** Its place (1 best; tied entries share one) among the game's `of` sides (seats; or 2: the table and the game). */
  readonly place: number;
  readonly of: number;
  readonly won: boolean;
  readonly before: RatingPoint;
  readonly after: RatingPoint;
}

const point = (r: Rating): RatingPoint => ({ mu: r.mu, sigma: r.sigma, ordinal: ordinalOf(r) });

/** The sides of a game for openskill: teams of entries and their ranks (lower is better). */
interface Sides {
  readonly teams: readonly (readonly Entry[])[];
  readonly rank: readonly number[];
  /** Per team: it won. */
  readonly won: readonly boolean[];
}

/**
 * A competitive game: every seat is its own side, ranked by its place. A co-operative game: the
 * table is one side and the game itself (`game:<id>`) the other, which wins when the table loses;
 * so a table's rating moves by the game's difficulty as played, and a win against a game that
 * keeps beating tables counts for more.
 */
function sidesOf(game: RatedGame): Sides {
  const entries = game.seats.map((s) => s.entry);
  if (game.result.kind === 'team') {
    const won = game.result.team === 'won';
    return { teams: [entries, [gameEntry(game.gameId)]], rank: won ? [1, 2] : [2, 1], won: [won, !won] };
  }
  const { places, winners } = game.result;
  return { teams: entries.map((e) => [e]), rank: places, won: entries.map((_, i) => winners.includes(i)) };
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Each entry's rating change in `game`, given its rating before (`prior`; absent: new). An entry
 * seated more than once (two greedy computers) is rated per seat from the same prior and takes
 * the mean of those changes. In entry order of first appearance.
 */
export function rateGame(game: RatedGame, prior: (entry: Entry) => Rating | undefined): RatingChange[] {
  const sides = sidesOf(game);
  const before = new Map<Entry, Rating>();
  for (const e of sides.teams.flat()) if (!before.has(e)) before.set(e, prior(e) ?? newRating());
  const rated = rate(
    sides.teams.map((team) => team.map((e) => before.get(e) ?? newRating())),
    { ...OPTIONS, rank: [...sides.rank] },
  );
  const places = [...sides.rank];
  return [...before].map(([entry, was]) => {
    const seats = sides.teams.flatMap((team, t) =>
      team.flatMap((e, j) => (e === entry ? [{ t, r: rated[t]![j]! }] : [])),
    );
    const after = { mu: was.mu + mean(seats.map((s) => s.r.mu - was.mu)), sigma: mean(seats.map((s) => s.r.sigma)) };
    const best = Math.min(...seats.map((s) => places[s.t]!));
    return {
      entry,
      place: placeAmong(places, best),
      of: places.length,
      won: seats.some((s) => sides.won[s.t]),
      before: point(was),
      after: point(after),
    };
  });
}

/** A rank as a competition place (1, 2, 2, 4) among all ranks. */
function placeAmong(ranks: readonly number[], rank: number): number {
  return 1 + ranks.filter((r) => r < rank).length;
}
