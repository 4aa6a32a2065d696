/**
 * Seasons: calendar quarters in UTC ("2026-Q4" runs from 1 October to 31 December). Ratings carry
 * on across seasons; each season keeps its own standings (games, wins, the rating at the entry's
 * last game in it), so a past season stays readable after the next begins.
 */
export type Season = string;
export const SEASON = /^\d{4}-Q[1-4]$/;

export function seasonOf(at: string | Date): Season {
  const d = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(d.getTime())) throw new Error(`Not a time: ${String(at)}`);
  return `${d.getUTCFullYear()}-Q${Math.floor(d.getUTCMonth() / 3) + 1}`;
}

/** The season before `season` ("2027-Q1" → "2026-Q4"). */
export function previousSeason(season: Season): Season {
  const m = /^(\d{4})-Q([1-4])$/.exec(season);
  if (!m) throw new Error(`Not a season: ${season}`);
  const year = Number(m[1]);
  const q = Number(m[2]);
  return q === 1 ? `${year - 1}-Q4` : `${year}-Q${q - 1}`;
}
