import type { Seat, Standings } from './types.ts';

/**
 * Standings from public running scores: the highest wins, shared on a tie (a game with its own
 * tie-break passes `winners`). Seats whose score is not public (null) never lead.
 */
export function byScore(
  scores: readonly (number | null)[],
  summary: readonly string[] = [],
  winners?: readonly Seat[],
): Standings {
  const known = scores.filter((x): x is number => x !== null);
  const best = known.length ? Math.max(...known) : undefined;
  const leaders = winners ?? (best === undefined ? [] : scores.flatMap((x, i) => (x === best ? [i] : [])));
  return { scores: [...scores], winners: [...leaders], summary: [...summary] };
}

/**
 * What is wrong with a game's standings for `seats` seats, in a sentence; null when they are well
 * formed: one finite score (or null) per seat, winners distinct seats, none with a team result.
 */
export function standingsProblem(st: Standings, seats: number): string | null {
  if (st.scores.length !== seats) return `${st.scores.length} scores for ${seats} seats`;
  const bad = st.scores.findIndex((x) => x !== null && !Number.isFinite(x));
  if (bad >= 0) return `seat ${bad}'s score is ${String(st.scores[bad])}`;
  if (st.winners.some((w) => !Number.isInteger(w) || w < 0 || w >= seats))
    return `winners ${JSON.stringify(st.winners)} are not all seats`;
  if (new Set(st.winners).size !== st.winners.length) return `winners ${JSON.stringify(st.winners)} repeat a seat`;
  if (st.team !== undefined && st.winners.length > 0) return 'a team result with winners';
  if (st.winners.some((w) => st.scores[w] === null)) return 'a winner without a public score';
  if (st.summary.some((l) => typeof l !== 'string' || l.length === 0)) return 'an empty summary line';
  return null;
}
