import type { TableRecord, UserPrefs, UserPrefsInput } from './record.ts';

export type Loaded =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly record: TableRecord }
  /** The stored record fails its schema: the channel gets this error, nothing overwrites it. */
  | { readonly kind: 'corrupt'; readonly error: string };

/**
 * What an update function decides, given the current record (null when the channel has none).
 * `write: null` deletes the record; no `write` leaves it as it is; `result` is handed back.
 * The store sets `version` (current + 1) and `updatedAt` on what is written.
 */
export type Mutation<T> = { readonly write?: TableRecord | null; readonly result: T };

export type UpdateResult<T> =
  | { readonly ok: true; readonly result: T; readonly record: TableRecord | null; readonly wrote: boolean }
  | { readonly ok: false; readonly reason: 'corrupt'; readonly error: string }
  /** Still losing the race after every retry: tell the player the table changed. */
  | { readonly ok: false; readonly reason: 'busy' };

export interface TableStore {
  load(channelId: string): Promise<Loaded>;
  /**
   * One atomic read-modify-write of a channel's record, guarded by its version.
   * On a lost race `fn` runs again on the fresh record (it must be pure), a few times at most.
   */
  update<T>(channelId: string, fn: (current: TableRecord | null) => Mutation<T>): Promise<UpdateResult<T>>;
  /** Moves a corrupt record aside (kept under a quarantine key for inspection) so the channel can start over. */
  quarantine(channelId: string): Promise<void>;
  getPrefs(userId: string): Promise<UserPrefs>;
  setPrefs(userId: string, prefs: UserPrefsInput): Promise<void>;
  close(): Promise<void>;
}
