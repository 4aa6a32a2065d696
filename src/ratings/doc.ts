import { z } from 'zod';
import { type RatedGame, type RatedGameId, ratedGameIdSchema } from './game.ts';
import { type RatingChange, rateGame } from './model.ts';
import { SEASON, seasonOf } from './seasons.ts';

/** Points of an entry's trend kept (its ordinal after each of its last games). */
export const TREND_KEPT = 30;
/** Games kept per entry for /history. */
export const RECENT_KEPT = 50;
/**
 * Ids of the games already applied, newest last: a game is applied once. Bounded so the document
 * does not grow without end; a game older than the last 10,000 of its kind would be applied
 * again, which the end-of-game hook (the only caller, right after the end) never asks.
 */
export const APPLIED_KEPT = 10_000;

const count = z.number().int().min(0);

/** An entry's standing in one season: its games and wins in it, and its rating after its last game in it. */
export const seasonStandingSchema = z.object({ games: count, wins: count, ordinal: z.number(), at: z.string() });

/** One of an entry's last games: which, when, its place, whether it won, where, and how its ordinal moved. */
export const entryGameSchema = z.object({
  id: z.string().min(1),
  at: z.string(),
  place: z.number().int().min(1),
  of: z.number().int().min(1),
  won: z.boolean(),
  guildId: z.string().nullable(),
  channelId: z.string().min(1),
  delta: z.number(),
});
export type EntryGame = z.infer<typeof entryGameSchema>;

export const entryRatingSchema = z.object({
  /** The name it last played under. */
  name: z.string().min(1),
  mu: z.number(),
  sigma: z.number().positive(),
  games: count,
  wins: count,
  /** Games per guild it played in (the server leaderboards list who played there). */
  guilds: z.record(z.string(), count),
  seasons: z.record(z.string().regex(SEASON), seasonStandingSchema),
  trend: z.array(z.object({ at: z.string(), ordinal: z.number() })).max(TREND_KEPT),
  recent: z.array(entryGameSchema).max(RECENT_KEPT),
});
export type EntryRating = z.infer<typeof entryRatingSchema>;

/** The ratings document of one game: every entry's rating and standings, and the games applied. */
export const ratingsDocSchema = z.object({
  gameId: ratedGameIdSchema,
  entries: z.record(z.string().min(1), entryRatingSchema),
  applied: z.array(z.string().min(1)).max(APPLIED_KEPT),
});
export type RatingsDoc = z.infer<typeof ratingsDocSchema>;

export const emptyRatings = (gameId: RatedGameId): RatingsDoc => ({ gameId, entries: {}, applied: [] });

const kept = <T>(xs: readonly T[], n: number): T[] => xs.slice(Math.max(0, xs.length - n));

/** The name an entry is shown under: a person's seat name, the computer level or the game. */
function nameOf(game: RatedGame, entry: string): string {
  return game.seats.find((s) => s.entry === entry)?.name ?? entry;
}

function applied(was: EntryRating | undefined, game: RatedGame, change: RatingChange): EntryRating {
  const at = game.endedAt;
  const season = seasonOf(at);
  const win = change.won ? 1 : 0;
  const standing = was?.seasons[season];
  const guilds = { ...was?.guilds };
  if (game.guildId !== null) guilds[game.guildId] = (guilds[game.guildId] ?? 0) + 1;
  const ordinal = change.after.ordinal;
  const played: EntryGame = {
    id: game.id,
    at,
    place: change.place,
    of: change.of,
    won: change.won,
    guildId: game.guildId,
    channelId: game.channelId,
    delta: ordinal - change.before.ordinal,
  };
  return {
    name: nameOf(game, change.entry),
    mu: change.after.mu,
    sigma: change.after.sigma,
    games: (was?.games ?? 0) + 1,
    wins: (was?.wins ?? 0) + win,
    guilds,
    seasons: {
      ...was?.seasons,
      [season]: { games: (standing?.games ?? 0) + 1, wins: (standing?.wins ?? 0) + win, ordinal, at },
    },
    trend: kept([...(was?.trend ?? []), { at, ordinal }], TREND_KEPT),
    recent: kept([...(was?.recent ?? []), played], RECENT_KEPT),
  };
}

/**
 * The document with `game` applied, and the changes to announce; null when it was applied
 * already (the document then stays as it is).
 */
export function withGame(
  doc: RatingsDoc,
  game: RatedGame,
): { readonly doc: RatingsDoc; readonly changes: RatingChange[] } | null {
  if (doc.gameId !== game.gameId) throw new Error(`A ${game.gameId} game cannot go into the ${doc.gameId} ratings.`);
  if (doc.applied.includes(game.id)) return null;
  const changes = rateGame(game, (e) => {
    const r = doc.entries[e];
    return r && { mu: r.mu, sigma: r.sigma };
  });
  const entries = { ...doc.entries };
  for (const c of changes) entries[c.entry] = applied(doc.entries[c.entry], game, c);
  return { doc: { ...doc, entries, applied: kept([...doc.applied, game.id], APPLIED_KEPT) }, changes };
}
