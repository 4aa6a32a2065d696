import { z } from 'zod';
import type { TableStore } from '../store/types.ts';
import { type EntryGame, type EntryRating, emptyRatings, type RatingsDoc, ratingsDocSchema, withGame } from './doc.ts';
import { type Entry, isPerson, RATED_GAME_IDS, type RatedGame, type RatedGameId, ratedGameSchema } from './game.ts';
import { ordinalOf, type RatingChange } from './model.ts';
import type { Season } from './seasons.ts';

/** What the ratings need of the store: its documents and the users' preferences. */
export type RatingsStore = Pick<TableStore, 'readDocument' | 'updateDocument' | 'getPrefs' | 'setPrefs'>;

/** A guild's settings (`guildsettings:<guildId>`): whether its server leaderboard is shown (absent: yes). */
export const guildSettingsSchema = z.object({ leaderboard: z.boolean() });

export type Applied =
  | { readonly kind: 'applied'; readonly changes: readonly RatingChange[] }
  /** The game was applied before (by this process or another): nothing changed, nothing to announce. */
  | { readonly kind: 'already' }
  /** The document kept changing under every try: nothing changed; the caller may try again. */
  | { readonly kind: 'busy' };

/** An entry's rating as read: its stored record and its ordinal (the rating shown). */
export type EntryStanding = EntryRating & { readonly entry: Entry; readonly ordinal: number };

export interface LeaderboardQuery {
  /** This server's leaderboard (entries who played in it); absent: every server, without the users who hid. */
  readonly guildId?: string | undefined;
  /** A season's standings ("2026-Q4"); absent: the ratings as they are now. */
  readonly season?: Season | undefined;
  /** Games needed (in the season when one is asked) to appear. */
  readonly minGames: number;
  readonly limit: number;
}

export interface LeaderboardRow {
  readonly position: number;
  readonly entry: Entry;
  readonly name: string;
  readonly ordinal: number;
  readonly games: number;
  readonly wins: number;
}

export type Leaderboard =
  | { readonly kind: 'ok'; readonly rows: readonly LeaderboardRow[] }
  /** The guild turned its leaderboard off. */
  | { readonly kind: 'off' };

/** One of an entry's games, across the games rated. */
export type HistoryRow = EntryGame & { readonly gameId: RatedGameId };

function standingIn(doc: RatingsDoc, entry: Entry): EntryStanding | null {
  const r = doc.entries[entry];
  return r ? { ...r, entry, ordinal: ordinalOf(r) } : null;
}

const ratingsName = (gameId: RatedGameId) => `ratings:${gameId}` as const;
const guildName = (guildId: string) => `guildsettings:${guildId}` as const;

/**
 * The ratings over a store: applying a finished game once, and the queries behind /rank,
 * /leaderboard and /history, with the players' and servers' privacy choices.
 */
export class Ratings {
  constructor(private readonly store: RatingsStore) {}

  /**
   * Rates `game` exactly once: the document keeps the ids of the games applied, and the update is
   * one compare-and-set of the whole document, so a second call (from any process, at the same
   * time too) finds the id and changes nothing.
   */
  async apply(game: RatedGame): Promise<Applied> {
    const checked = ratedGameSchema.parse(game);
    const done = await this.store.updateDocument(ratingsName(checked.gameId), ratingsDocSchema, (current) => {
      const next = withGame(current ?? emptyRatings(checked.gameId), checked);
      return next ? { write: next.doc, result: next.changes } : { result: null };
    });
    if (!done.ok) return { kind: 'busy' };
    return done.result ? { kind: 'applied', changes: done.result } : { kind: 'already' };
  }

  private async doc(gameId: RatedGameId): Promise<RatingsDoc> {
    return (await this.store.readDocument(ratingsName(gameId), ratingsDocSchema)) ?? emptyRatings(gameId);
  }

  async ratingOf(gameId: RatedGameId, entry: Entry): Promise<EntryStanding | null> {
    return standingIn(await this.doc(gameId), entry);
  }

  async leaderboard(gameId: RatedGameId, q: LeaderboardQuery): Promise<Leaderboard> {
    return this.boardOf(await this.doc(gameId), q);
  }

  /**
   * An entry's rating and the leaderboard it stands on (/rank), from one read of the game's
   * document; null when the entry has no rating in this game (no board is then read).
   */
  async rankOf(
    gameId: RatedGameId,
    entry: Entry,
    q: LeaderboardQuery,
  ): Promise<{ readonly standing: EntryStanding; readonly board: Leaderboard } | null> {
    const doc = await this.doc(gameId);
    const standing = standingIn(doc, entry);
    return standing && { standing, board: await this.boardOf(doc, q) };
  }

  /** The leaderboard `q` asks of a game's document (off when the guild asked turned its board off). */
  private async boardOf(doc: RatingsDoc, q: LeaderboardQuery): Promise<Leaderboard> {
    if (q.guildId !== undefined && !(await this.guildLeaderboardOn(q.guildId))) return { kind: 'off' };
    const candidates = Object.entries(doc.entries).flatMap(([entry, r]) => {
      if (entry.startsWith('game:')) return [];
      if (q.guildId !== undefined && !r.guilds[q.guildId]) return [];
      const s = q.season === undefined ? { games: r.games, wins: r.wins, ordinal: ordinalOf(r) } : r.seasons[q.season];
      return s && s.games >= q.minGames
        ? [{ entry, name: r.name, ordinal: s.ordinal, games: s.games, wins: s.wins }]
        : [];
    });
    candidates.sort((a, b) => b.ordinal - a.ordinal || b.games - a.games || a.entry.localeCompare(b.entry));
    const rows: LeaderboardRow[] = [];
    for (const c of candidates) {
      if (rows.length >= q.limit) break;
      // Hiding is from the leaderboards of every server: a server's own still lists its players.
      if (q.guildId === undefined && isPerson(c.entry) && (await this.isHidden(c.entry))) continue;
      rows.push({ position: rows.length + 1, ...c });
    }
    return { kind: 'ok', rows };
  }

  /** An entry's last games across every rated game, newest first. */
  async historyOf(entry: Entry, limit: number): Promise<HistoryRow[]> {
    const docs = await Promise.all(RATED_GAME_IDS.map((g) => this.doc(g)));
    return docs
      .flatMap((d) => (d.entries[entry]?.recent ?? []).map((g) => ({ ...g, gameId: d.gameId })))
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, limit);
  }

  async isHidden(userId: string): Promise<boolean> {
    return (await this.store.getPrefs(userId)).hideFromLeaderboards === true;
  }

  /** `/rank hide:`: leaves the user out of (or back in) the leaderboards of every server. */
  async setHidden(userId: string, hidden: boolean): Promise<void> {
    const prefs = await this.store.getPrefs(userId);
    await this.store.setPrefs(userId, { ...prefs, hideFromLeaderboards: hidden });
  }

  async guildLeaderboardOn(guildId: string): Promise<boolean> {
    return (await this.store.readDocument(guildName(guildId), guildSettingsSchema))?.leaderboard ?? true;
  }

  /** A server's admin turns its leaderboard off (or on again). */
  async setGuildLeaderboard(guildId: string, on: boolean): Promise<void> {
    const done = await this.store.updateDocument(guildName(guildId), guildSettingsSchema, (current) => ({
      write: { ...current, leaderboard: on },
      result: undefined,
    }));
    if (!done.ok) throw new Error(`The settings of guild ${guildId} kept changing; not saved.`);
  }
}
