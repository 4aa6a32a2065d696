/** The ratings' answers as text (/rank, /leaderboard, /history); their images are ratingImages.ts's. */
import { escapeMarkdown } from 'discord.js';
import type { EntryStanding, HistoryRow, LeaderboardRow } from '../ratings/ratings.ts';
import { plat } from './platform.messages.ts';

/** Points of the trend drawn in /rank. */
export const TREND_SHOWN = 10;
const BARS = '▁▂▃▄▅▆▇█';

/** A rating as shown: one decimal. */
export const shown = (ordinal: number): string => ordinal.toFixed(1);
/** A change as shown: signed, one decimal. */
export const signed = (delta: number): string => `${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)}`;
const unix = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** The last ratings as a sparkline and the change over them: "▁▃▅█ +4.2 over the last 4 games". */
export function trendText(trend: EntryStanding['trend']): string {
  const points = trend.slice(-TREND_SHOWN).map((p) => p.ordinal);
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || points.length < 2) return plat('plat.words.oneGame');
  const lo = Math.min(...points);
  const span = Math.max(...points) - lo;
  const line = points.map((p) => BARS[span === 0 ? 3 : Math.round(((p - lo) / span) * (BARS.length - 1))]).join('');
  return plat('plat.words.trend', { line, delta: signed(last - first), n: points.length });
}

/** One game of /rank: "**Axon**: rating 12.3 · 5 games, 3 wins · #2 on this server's board · trend …". */
export function rankLine(gameName: string, s: EntryStanding, place: string): string {
  return plat('plat.words.rank', {
    game: gameName,
    rating: shown(s.ordinal),
    games: plat('plat.words.games', { n: s.games }),
    wins: plat('plat.words.wins', { n: s.wins }),
    place,
    trend: trendText(s.trend),
  });
}

export function leaderboardLines(rows: readonly LeaderboardRow[]): string[] {
  return rows.map((r) =>
    plat('plat.words.row', {
      position: r.position,
      name: escapeMarkdown(r.name),
      rating: shown(r.ordinal),
      games: plat('plat.words.games', { n: r.games }),
      wins: plat('plat.words.wins', { n: r.wins }),
    }),
  );
}

/** "1st", "2nd", "3rd", "4th", "11th" ("1er", "2e" in French): a token. */
export function ordinalWord(n: number): string {
  return plat('plat.words.ordinal', { n });
}

/** One game of /history: game, when, place of N, result, rating change, where. */
export function historyLine(row: HistoryRow, gameName: string): string {
  return plat('plat.words.history', {
    game: gameName,
    when: `<t:${unix(row.at)}:R>`,
    place: ordinalWord(row.place),
    of: row.of,
    won: row.won ? 'yes' : 'no',
    delta: signed(row.delta),
    channel: `<#${row.channelId}>`,
  });
}
