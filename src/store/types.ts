import type { z } from 'zod';
import type { DocumentChange, DocumentName, DocumentUpdate } from './documents.ts';
import type { HistoryEntry, TableRecord, UserPrefs, UserPrefsInput } from './record.ts';

/** A game in progress that nobody touched for the idle expiry time: it is gone, and the table is told so. */
export interface ExpiredGame {
  readonly gameId: string;
  /** The idle time after which it expired, in whole days (for the message). */
  readonly idleDays: number;
  /** When it expired (ISO time). */
  readonly expiredAt: string;
}

export type Loaded =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly record: TableRecord }
  /** The game expired after its idle time; a notice of it stays for a while. */
  | { readonly kind: 'expired'; readonly expired: ExpiredGame }
  /** The stored record fails its schema: the channel gets this error, nothing overwrites it. */
  | { readonly kind: 'corrupt'; readonly error: string };

/**
 * What an update function decides, given the current record (null when the channel has none).
 * `write: null` deletes the record; no `write` leaves it as it is; `result` is handed back.
 * `append` goes to the game's history in the same atomic step as the write; `newHistory` starts
 * the history afresh (a new game in the channel). The store sets `version` (current + 1),
 * `actions` (the history's length) and `updatedAt` on what is written.
 */
export type Mutation<T> = {
  readonly write?: TableRecord | null;
  readonly append?: readonly HistoryEntry[];
  readonly newHistory?: boolean;
  readonly result: T;
};

export type UpdateResult<T> =
  | { readonly ok: true; readonly result: T; readonly record: TableRecord | null; readonly wrote: boolean }
  | { readonly ok: false; readonly reason: 'corrupt'; readonly error: string }
  /** Still losing the race after every retry: tell the player the table changed. */
  | { readonly ok: false; readonly reason: 'busy' };

/** A range of history entries, numbered from 0 (the first action): `from` included, `to` excluded. */
export interface HistoryRange {
  readonly from?: number;
  readonly to?: number;
}

export interface TableStore {
  load(channelId: string): Promise<Loaded>;
  /**
   * One atomic read-modify-write of a channel's record, guarded by its version.
   * On a lost race `fn` runs again on the fresh record (it must be pure), a few times at most.
   * When the channel's game expired idle, `current` is null and `expired` says so.
   */
  update<T>(
    channelId: string,
    fn: (current: TableRecord | null, expired?: ExpiredGame) => Mutation<T>,
  ): Promise<UpdateResult<T>>;
  /** The game's history (every action with its events), or a range of it; empty without a game. */
  readHistory(channelId: string, range?: HistoryRange): Promise<HistoryEntry[]>;
  /**
   * Channels whose record holds an outbox (messages its saved moves still owe), from an index kept
   * in the same atomic write as the record: start-up delivers them without scanning every game.
   */
  pendingOutboxes(): Promise<string[]>;
  /**
   * The channels of every table (lobby or game in progress) where this user sits, across servers,
   * from an index kept in the same atomic write as each record. Computer seats are not indexed.
   */
  tablesOf(userId: string): Promise<string[]>;
  /**
   * Channels whose game is in progress, from an index kept in the same atomic write as the record:
   * start-up plans their timers (without Redis's persistent timers) without scanning every table.
   * May list a channel whose record has since expired: its load says so.
   */
  playingTables(): Promise<string[]>;
  /** Moves a corrupt record aside (kept under a quarantine key for inspection) so the channel can start over. */
  quarantine(channelId: string): Promise<void>;
  /**
   * How many table records are stored (lobbies, games in progress, finished games within their
   * retention, expiry notices), counted from the keys alone: no record is read.
   */
  countTables(): Promise<number>;
  /** A document (documents.ts) checked against its schema; null when absent. Throws CorruptDocument when stored but unreadable. */
  readDocument<S extends z.ZodType>(name: DocumentName, schema: S): Promise<z.output<S> | null>;
  /**
   * One atomic read-modify-write of a document, guarded by its version (across processes too):
   * on a lost race `fn` runs again on the fresh document (it must be pure). Throws CorruptDocument
   * when the stored one fails its schema (nothing overwrites it).
   */
  updateDocument<S extends z.ZodType, T>(
    name: DocumentName,
    schema: S,
    fn: (current: z.output<S> | null) => DocumentChange<z.output<S>, T>,
  ): Promise<DocumentUpdate<T>>;
  getPrefs(userId: string): Promise<UserPrefs>;
  setPrefs(userId: string, prefs: UserPrefsInput): Promise<void>;
  close(): Promise<void>;
}
