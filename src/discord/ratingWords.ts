/** The ratings' answers as text (/rank, /leaderboard, /history); their images are ratingImages.ts's. */
import { escapeMarkdown } from 'discord.js';
import type { EntryStanding, HistoryRow, LeaderboardRow } from '../ratings/ratings.ts';

/** Points of the trend drawn in /rank. */
export const TREND_SHOWN = 10;
const BARS = '▁▂▃▄▅▆▇█';

/** A rating as shown: one decimal. */
export const shown = (ordinal: number): string => ordinal.toFixed(1);
/** A change as shown: signed, one decimal. */
export const signed = (delta: number): string => `${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const unix = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** The last ratings as a sparkline and the change over them: "▁▃▅█ +4.2 over the last 4 games". */
export function trendText(trend: EntryStanding['trend']): string {
  const points = trend.slice(-TREND_SHOWN).map((p) => p.ordinal);
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || points.length < 2) return 'trend: one game so far';
  const lo = Math.min(...points);
  const span = Math.max(...points) - lo;
  const line = points.map((p) => BARS[span === 0 ? 3 : Math.round(((p - lo) / span) * (BARS.length - 1))]).join('');
  return `trend ${line} ${signed(last - first)} over the last ${points.length} games`;
}

/** One game of /rank: "**Axon**: rating 12.3 · 5 games, 3 wins · #2 on this server's board · trend …". */
export function rankLine(gameName: string, s: EntryStanding, place: string): string {
  return `**${gameName}**: rating **${shown(s.ordinal)}** · ${plural(s.games, 'game')}, ${plural(s.wins, 'win')} · ${place} · ${trendText(s.trend)}`;
}

export function leaderboardLines(rows: readonly LeaderboardRow[]): string[] {
  return rows.map(
    (r) =>
      `${r.position}. **${escapeMarkdown(r.name)}**: ${shown(r.ordinal)} (${plural(r.games, 'game')}, ${plural(r.wins, 'win')})`,
  );
}

/** "1st", "2nd", "3rd", "4th", "11th". */
export function ordinalWord(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** One game of /history: game, when, place of N, result, rating change, where. */
export function historyLine(row: HistoryRow, gameName: string): string {
  const result = row.won ? 'won' : 'lost';
  return `**${gameName}** <t:${unix(row.at)}:R> · ${ordinalWord(row.place)} of ${row.of} · ${result} · ${signed(row.delta)} · <#${row.channelId}>`;
}
