import type { Keyv } from 'keyv';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { readJson } from '../engine/json.ts';
import { errorText } from '../log.ts';
import { checkDeadline, REPLY_GRACE_MS, withinTime } from './deadline.ts';
import {
  type DocumentChange,
  type DocumentName,
  type DocumentUpdate,
  encodeDocument,
  openDocument,
} from './documents.ts';
import { encodeStored, type HistoryExtent, isCurrentFormat, lineBytes, NO_HISTORY, openStored } from './envelope.ts';
import { isStoreUnavailable, StoreUnavailable } from './errors.ts';
import {
  type HistoryEntry,
  historyEntrySchema,
  isComputerUser,
  type LegacyTableRecord,
  legacyTableRecordSchema,
  RECENT_EVENTS_KEPT,
  type TableRecord,
  tableRecordSchema,
  type UserPrefs,
  type UserPrefsInput,
  userPrefsSchema,
} from './record.ts';
import type { ExpiredGame, HistoryRange, Loaded, Mutation, TableStore, UpdateResult } from './types.ts';

/**
 * The one piece of logic both backends share: key layout, the stored format (envelope.ts),
 * parsing, the version bump, the history, expiry and the optimistic compare-and-set loop. A
 * backend only has to read a raw value, and write one with its history appended in one atomic
 * step guarded by the stored version.
 *
 * Table records are plain JSON, not Keyv entries: Keyv's serializer (escaping, Buffer revival)
 * costs several times JSON's on records this size, and its set/get cannot express a guarded write
 * with an append. Keyv stays the interface of the small values (preferences, quarantine copies).
 */

/** What the stored value must be for a write to go ahead. */
export type Expected =
  | { readonly kind: 'absent' }
  /** A value in the current format with this version (checked by the backend, the value itself is not shipped). */
  | { readonly kind: 'version'; readonly version: number }
  /** Exactly this raw value (an older-format record being migrated, or a corrupt one being cleared). */
  | { readonly kind: 'raw'; readonly raw: string };

/** One guarded write of a table key and its history. */
export interface TableWrite {
  readonly key: string;
  readonly historyKey: string;
  readonly expected: Expected;
  /** The new raw value; null deletes the key and its history. */
  readonly next: string | null;
  /** Time to live of the key (and its history) in ms; none: kept. */
  readonly ttlMs?: number | undefined;
  /** Start the history afresh before appending (a new game, a migrated record, an expiry notice). */
  readonly resetHistory: boolean;
  /** Bytes of history file the current record vouches for (the file store drops anything beyond before appending). */
  readonly historyBytes: number;
  /** The generation of the history written to (the file store's file; see envelope.ts). */
  readonly historyGen: number;
  /** On a reset or a delete: the generation of the history that goes (the file store deletes its file). */
  readonly previousGen?: number | undefined;
  /** History entries to append, one JSON text each. */
  readonly append: readonly string[];
  /** Wall-clock ms after which the backend must refuse the write (throwing StoreUnavailable). */
  readonly deadline?: number | undefined;
  /**
   * The channel indexes (channels with messages owed, games in progress): in the same atomic step,
   * `member` (the channel) is added to each set `key` whose `has` holds, removed from the others
   * (and from all when the record is deleted).
   */
  readonly pending?: readonly IndexChange[] | undefined;
}

/** One channel index's change with a write (see TableWrite.pending). */
export interface IndexChange {
  readonly key: string;
  readonly member: string;
  readonly has: boolean;
}

/** What a backend must offer. Keys are full keys (see StoreKeys). */
export interface RawBackend {
  /** The raw stored string, or null when the key is absent. */
  readRaw(key: string): Promise<string | null>;
  /** Atomically: if the stored value is as expected, write the key and its history. True when it did. */
  writeTable(op: TableWrite): Promise<boolean>;
  /**
   * Atomically: if the document key holds version `expected` (documents.ts; null: the key is
   * absent), stores `next` there. True when it did. Refuses after `deadline` as writeTable does.
   */
  writeDocument(key: string, expected: number | null, next: string, deadline?: number): Promise<boolean>;
  /** History entries [from, to) of the `extent` the record vouches for, as the JSON texts appended. */
  readHistory(historyKey: string, extent: HistoryExtent, from: number, to: number): Promise<string[]>;
  /** How many keys start with `prefix`, from the key names alone (no value is read). */
  countKeys(prefix: string): Promise<number>;
  /** Stores a raw value unconditionally, refusing after `deadline` as above. Without it, Keyv writes. */
  put?(key: string, raw: string, deadline?: number): Promise<void>;
  /** The members of an index set (see TableWrite.pending): owed outboxes, games in progress, a user's tables. */
  listPending(key: string): Promise<string[]>;
  /**
   * Removes `member` from the set `key` if the table key `tableKey` is still as `expected` (read
   * when the member was found stale): a write that seated the user again meanwhile keeps it listed.
   */
  dropStale(key: string, member: string, tableKey: string, expected: Expected): Promise<boolean>;
  /** Whether an error means the backend cannot be reached (reported as StoreUnavailable). */
  isUnavailable?(err: unknown): boolean;
  /**
   * Runs `fn` holding this key's local update lock. It queues updates of one channel within a
   * process so they do not fight each other; correctness across processes rests on writeTable.
   */
  withKeyLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Key layout: `${prefix}table:${channelId}` (the record), `${prefix}history:${channelId}` (its
 * append-only history), `${prefix}prefs:${userId}`, `${prefix}quarantine:${channelId}:${ms}`,
 * and the documents `${prefix}${name}` (`ratings:<gameId>`, `guildsettings:<guildId>`; documents.ts).
 */
export interface StoreKeys {
  readonly prefix: string;
  /** Keyv namespaces; with ':' between namespace and key they give the keys below. */
  readonly tableNamespace: string;
  readonly prefsNamespace: string;
  readonly quarantineNamespace: string;
  table(channelId: string): string;
  history(channelId: string): string;
  prefs(userId: string): string;
  quarantine(channelId: string, at: number): string;
  document(name: DocumentName): string;
  /** The set of channels whose record holds an outbox (messages owed). */
  readonly outboxIndex: string;
  /** The set of channels of the tables (lobby or playing) where this user sits. */
  userIndex(userId: string): string;
  /** The set of channels whose game is in progress (status 'playing'): their timers at start-up. */
  readonly playingIndex: string;
}

export function storeKeys(prefix: string): StoreKeys {
  const tableNamespace = `${prefix}table`;
  const prefsNamespace = `${prefix}prefs`;
  const quarantineNamespace = `${prefix}quarantine`;
  return {
    prefix,
    tableNamespace,
    prefsNamespace,
    quarantineNamespace,
    table: (channelId) => `${tableNamespace}:${channelId}`,
    history: (channelId) => `${prefix}history:${channelId}`,
    prefs: (userId) => `${prefsNamespace}:${userId}`,
    quarantine: (channelId, at) => `${quarantineNamespace}:${channelId}:${at}`,
    document: (name) => `${prefix}${name}`,
    outboxIndex: `${prefix}outbox`,
    userIndex: (userId) => `${prefix}user:${userId}`,
    playingIndex: `${prefix}playing`,
  };
}

/** The Keyv instances of one store, one per namespace (tests read through them too). */
export interface StoreKeyvs {
  readonly tables: Keyv;
  readonly prefs: Keyv;
  readonly quarantine: Keyv;
}

/** What a quarantine key holds (a Keyv value): the raw text that failed, and why. */
export interface QuarantinedRecord {
  readonly channelId: string;
  readonly key: string;
  readonly quarantinedAt: string;
  readonly error: string;
  readonly raw: string;
}

/** Settings every backend takes. */
export interface CommonStoreOptions {
  /** Finished and aborted tables expire this long after their last write; 0 or less keeps them. */
  readonly finishedRetentionMs: number;
  /** Lobbies and games in progress expire this long after their last write; 0 or less keeps them. Default 180 days. */
  readonly idleExpiryMs?: number | undefined;
  /** How long the notice of an idle-expired game stays, so the table can be told. Default 30 days. */
  readonly expiredNoticeMs?: number | undefined;
  readonly logger?: Logger | undefined;
  /** Clock in ms (tests inject one to expire records). */
  readonly now?: (() => number) | undefined;
  /** Tries of one update before it gives up as busy. */
  readonly maxAttempts?: number | undefined;
  /**
   * Time budget of one operation (load, update, prefs...) in ms; past it the operation raises
   * StoreUnavailable and changes nothing. Unset or 0: no budget (the file store).
   */
  readonly operationTimeoutMs?: number | undefined;
}

export interface VersionedStoreParts extends CommonStoreOptions {
  readonly backend: RawBackend;
  readonly keyv: StoreKeyvs;
  readonly keys: StoreKeys;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_IDLE_EXPIRY_MS = 180 * DAY_MS;
export const DEFAULT_EXPIRED_NOTICE_MS = 30 * DAY_MS;

export const DEFAULT_PREFS: UserPrefs = Object.freeze({ dms: true, dmClosed: false, dmClosedAt: null, away: null });

/** A raw table value, read. */
export type Decoded =
  | { readonly kind: 'absent' }
  /** Past its expiry (a finished game's retention, a notice's end): reads as none, deleted lazily. */
  | { readonly kind: 'dead'; readonly raw: string; readonly gen?: number | undefined }
  | {
      readonly kind: 'ok';
      readonly record: TableRecord;
      readonly raw: string;
      /** Undefined for an older-format record: it is replaced by raw value, not by version. */
      readonly version: number | undefined;
      readonly history: HistoryExtent;
      /** An older-format record's log and events, as history entries (written out by the next write). */
      readonly legacy?: readonly HistoryEntry[];
    }
  /** A game that expired idle: `record` is set while the record itself is still there (not yet a notice). */
  | {
      readonly kind: 'expired';
      readonly expired: ExpiredGame;
      readonly raw: string;
      readonly version: number;
      readonly record?: TableRecord;
      readonly gen?: number | undefined;
    }
  | { readonly kind: 'corrupt'; readonly error: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Small jittered backoff: up to 5, 10, 20, 40, 80, 80... ms. */
function backoffMs(attempt: number): number {
  return 1 + Math.random() * Math.min(5 * 2 ** (attempt - 1), 80);
}

function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((i) => `${i.path.length ? i.path.join('.') : 'record'}: ${i.message}`);
  if (error.issues.length > 3) parts.push(`and ${error.issues.length - 3} more`);
  return parts.join('; ');
}

const pastDeadline = (deadline: number | undefined): boolean => deadline !== undefined && Date.now() > deadline;

export function isRetained(record: TableRecord): boolean {
  return record.status === 'finished' || record.status === 'aborted';
}

/** The history generation named by a raw value in the current format (undefined for anything else). */
function historyGenOf(raw: string): number | undefined {
  const opened = isCurrentFormat(raw) ? openStored(raw) : undefined;
  return opened?.ok ? opened.stored.history.gen : undefined;
}

/**
 * The people the user index lists a record under: the seated users of a lobby or a game in
 * progress; nobody for a finished or aborted table; computer seats never.
 */
export function indexedUsers(record: TableRecord | null | undefined): string[] {
  if (!record || !isActive(record)) return [];
  return [...new Set(record.seats.filter((s) => !s.computer && !isComputerUser(s.userId)).map((s) => s.userId))];
}

/** Active tables (a lobby, a game in progress) expire when left idle. */
function isActive(record: TableRecord): boolean {
  return record.status === 'lobby' || record.status === 'playing';
}

/**
 * An older record's log and events as history entries: each event goes with the action applied
 * at its time (an action and its events share one `at`); events older than the first kept action
 * were already trimmed in that format.
 */
export function legacyHistory(old: LegacyTableRecord): HistoryEntry[] {
  const entries: HistoryEntry[] = old.log.map((l) => ({ seat: l.seat, action: l.action, at: l.at, events: [] }));
  const byAt = new Map<string, HistoryEntry>();
  for (const e of entries) byAt.set(e.at, e);
  for (const ev of old.events) byAt.get(ev.at)?.events.push(ev);
  return entries;
}

/** The hot record of an older-format one: no log, its newest events, its action count. */
function migrateRecord(old: LegacyTableRecord, eventsKept: number): TableRecord {
  const { log, schema: _schema, events, ...rest } = old;
  return { ...rest, schema: 2, actions: log.length, events: events.slice(-eventsKept) };
}

/** The part of a write that ends a table's history (a deleted table, an expiry notice): dropped, not appended to. */
function dropsHistory(key: string, historyKey: string, previousGen: number | undefined, deadline: number | undefined) {
  return {
    key,
    historyKey,
    resetHistory: true,
    historyBytes: 0,
    historyGen: 0,
    previousGen,
    append: [],
    deadline,
  } as const;
}

export class VersionedTableStore implements TableStore {
  readonly backend: RawBackend;
  readonly keyv: StoreKeyvs;
  readonly keys: StoreKeys;
  readonly finishedRetentionMs: number;
  readonly idleExpiryMs: number;
  readonly expiredNoticeMs: number;
  protected readonly log: Logger | undefined;
  protected readonly now: () => number;
  private readonly maxAttempts: number;
  private readonly budgetMs: number;
  private closed = false;

  constructor(parts: VersionedStoreParts) {
    this.backend = parts.backend;
    this.keyv = parts.keyv;
    this.keys = parts.keys;
    this.finishedRetentionMs = parts.finishedRetentionMs;
    this.idleExpiryMs = parts.idleExpiryMs ?? DEFAULT_IDLE_EXPIRY_MS;
    this.expiredNoticeMs = Math.max(1, parts.expiredNoticeMs ?? DEFAULT_EXPIRED_NOTICE_MS);
    this.log = parts.logger?.child({ component: 'store' });
    this.now = parts.now ?? Date.now;
    this.maxAttempts = Math.max(1, parts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    this.budgetMs = Math.max(0, parts.operationTimeoutMs ?? 0);
  }

  /**
   * Runs one operation within the store's time budget: `op` gets the deadline to check and to
   * hand to writes; the caller is answered StoreUnavailable when the backend cannot be reached
   * or does not answer in time, never left waiting.
   */
  protected async guarded<T>(what: string, op: (deadline: number | undefined) => Promise<T>): Promise<T> {
    const deadline = this.budgetMs > 0 ? Date.now() + this.budgetMs : undefined;
    const work = op(deadline);
    try {
      return deadline === undefined ? await work : await withinTime(work, this.budgetMs + REPLY_GRACE_MS, what);
    } catch (err) {
      if (isStoreUnavailable(err)) {
        this.log?.warn({ what, err: err.message }, 'store unavailable');
        throw err;
      }
      if (this.backend.isUnavailable?.(err)) {
        this.log?.warn({ what, err: errorText(err) }, 'store unavailable');
        throw new StoreUnavailable(`${what}: ${errorText(err)}`, { cause: err });
      }
      throw err;
    }
  }

  load(channelId: string): Promise<Loaded> {
    return this.guarded('load', async (deadline) => {
      const key = this.keys.table(channelId);
      const decoded = await this.decode(await this.backend.readRaw(key), channelId);
      if (!pastDeadline(deadline)) await this.tidy(channelId, decoded, deadline);
      switch (decoded.kind) {
        case 'corrupt':
          // The details are for the bot's owner; players only learn that the record cannot be read.
          this.log?.warn({ channelId, error: decoded.error }, 'unreadable table record');
          return { kind: 'corrupt', error: decoded.error };
        case 'ok':
          return { kind: 'ok', record: decoded.record };
        case 'expired':
          return { kind: 'expired', expired: decoded.expired };
        default:
          return { kind: 'none' };
      }
    });
  }

  update<T>(
    channelId: string,
    fn: (current: TableRecord | null, expired?: ExpiredGame) => Mutation<T>,
  ): Promise<UpdateResult<T>> {
    const key = this.keys.table(channelId);
    // The deadline counts from the call: an update that waited its turn too long does not start.
    return this.guarded('update', (deadline) =>
      this.backend.withKeyLock(key, () => this.versionedUpdate(channelId, fn, deadline)),
    );
  }

  /**
   * The optimistic loop without the local lock: read the value, parse it, run `fn`, then write
   * with the history appended, guarded by the version read. A lost race re-runs `fn` on the
   * fresh record. Public so tests can race it with no local queueing at all.
   */
  async versionedUpdate<T>(
    channelId: string,
    fn: (current: TableRecord | null, expired?: ExpiredGame) => Mutation<T>,
    deadline?: number,
  ): Promise<UpdateResult<T>> {
    const key = this.keys.table(channelId);
    for (let attempt = 1; ; attempt++) {
      checkDeadline(deadline, 'update');
      const decoded = await this.decode(await this.backend.readRaw(key), channelId);
      if (decoded.kind === 'corrupt') {
        this.log?.warn({ channelId, error: decoded.error }, 'unreadable table record');
        return { ok: false, reason: 'corrupt', error: decoded.error };
      }
      const current = decoded.kind === 'ok' ? decoded.record : null;
      const mutation = fn(current, decoded.kind === 'expired' ? decoded.expired : undefined);
      if (mutation.write === undefined || (mutation.write === null && decoded.kind === 'absent')) {
        return { ok: true, result: mutation.result, record: current, wrote: false };
      }
      const write = this.planWrite(channelId, decoded, mutation, deadline);
      checkDeadline(deadline, 'update');
      if (await this.backend.writeTable(write.op)) {
        // Deleting a record that had already expired changes nothing a reader could see.
        return {
          ok: true,
          result: mutation.result,
          record: write.record,
          wrote: current !== null || write.record !== null,
        };
      }
      if (attempt >= this.maxAttempts) {
        this.log?.warn({ channelId, attempts: attempt }, 'table update kept losing the race; giving up as busy');
        return { ok: false, reason: 'busy' };
      }
      await sleep(backoffMs(attempt));
    }
  }

  readHistory(channelId: string, range: HistoryRange = {}): Promise<HistoryEntry[]> {
    return this.guarded('read history', async () => {
      const decoded = await this.decode(await this.backend.readRaw(this.keys.table(channelId)), channelId);
      if (decoded.kind !== 'ok') return [];
      const count = decoded.history.count;
      const from = Math.max(0, Math.min(count, range.from ?? 0));
      const to = Math.max(from, Math.min(count, range.to ?? count));
      if (decoded.legacy) return decoded.legacy.slice(from, to);
      const lines = await this.backend.readHistory(this.keys.history(channelId), decoded.history, from, to);
      return lines.map((line, i) => {
        // Errors name the entry only: a parser's message or zod's would quote hidden events into logs.
        const read = readJson(historyEntrySchema, line);
        if (read.ok) return read.value;
        throw new Error(
          `History entry ${from + i} of channel ${channelId} ${read.problem === 'json' ? 'is not valid JSON' : 'does not match the history format'}.`,
        );
      });
    });
  }

  /** What to write for a mutation: the record with the store's fields, its raw value, the history to append. */
  private planWrite<T>(
    channelId: string,
    decoded: Exclude<Decoded, { kind: 'corrupt' }>,
    mutation: Mutation<T>,
    deadline: number | undefined,
  ): { op: TableWrite; record: TableRecord | null } {
    const key = this.keys.table(channelId);
    const historyKey = this.keys.history(channelId);
    const expected = this.expectedOf(decoded);
    const live = decoded.kind === 'ok' ? decoded : undefined;
    const previousGen = live
      ? live.history.gen
      : decoded.kind === 'dead' || decoded.kind === 'expired'
        ? decoded.gen
        : undefined;
    const before = live ? live.record : decoded.kind === 'expired' ? decoded.record : undefined;
    if (mutation.write === null || mutation.write === undefined) {
      return {
        op: {
          ...dropsHistory(key, historyKey, previousGen, deadline),
          expected,
          next: null,
          pending: [...this.pendingOf(channelId, null), ...this.usersOf(channelId, before, null)],
        },
        record: null,
      };
    }
    // The history goes on only within the same game: a new game, or a channel with none, starts it afresh.
    const fresh = !live || mutation.newHistory === true;
    const carried = !fresh && live.legacy ? live.legacy : [];
    const entries = [...carried, ...(mutation.append ?? [])];
    const append = entries.map((e) => JSON.stringify(historyEntrySchema.parse(e)));
    // A migrated record's entries are all written out again: its history starts afresh too.
    const reset = fresh || live.legacy !== undefined;
    const base = reset ? { ...NO_HISTORY, gen: previousGen === undefined ? 0 : previousGen + 1 } : live.history;
    const history = {
      count: base.count + append.length,
      bytes: append.reduce((n, line) => n + lineBytes(line), base.bytes),
      gen: base.gen,
    };
    const previousVersion =
      decoded.kind === 'ok' ? decoded.record.version : decoded.kind === 'expired' ? decoded.version : 0;
    const record = this.prepare(channelId, previousVersion, mutation.write, history.count);
    const { expires, ttlMs } = this.lifetimeOf(record);
    const next = encodeStored({ f: 2, version: record.version, expires, history, value: record });
    return {
      op: {
        key,
        historyKey,
        expected,
        next,
        ttlMs,
        resetHistory: reset,
        historyBytes: base.bytes,
        historyGen: base.gen,
        previousGen: reset ? previousGen : undefined,
        append,
        deadline,
        pending: [...this.pendingOf(channelId, record), ...this.usersOf(channelId, before, record)],
      },
      record,
    };
  }

  /**
   * The user index's changes with a write: the people seated after are listed (every write, not
   * only on a change, so a set that missed a member, as for a record older than the index, is
   * mended by the next write), those seated before and not after are removed.
   */
  private usersOf(channelId: string, before: TableRecord | null | undefined, after: TableRecord | null): IndexChange[] {
    const now = indexedUsers(after);
    const gone = indexedUsers(before).filter((u) => !now.includes(u));
    return [
      ...now.map((u) => ({ key: this.keys.userIndex(u), member: channelId, has: true })),
      ...gone.map((u) => ({ key: this.keys.userIndex(u), member: channelId, has: false })),
    ];
  }

  /**
   * The channels of the tables (lobby or playing) where this user sits, from the user index kept
   * in the same atomic write as each record. Entries the index still holds for tables that
   * expired, were quarantined or no longer seat the user (a crash between the file store's two
   * steps) are dropped here, when read, unless the table changed meanwhile.
   */
  tablesOf(userId: string): Promise<string[]> {
    return this.guarded('list tables of a user', async (deadline) => {
      const indexKey = this.keys.userIndex(userId);
      const kept: string[] = [];
      for (const channelId of await this.backend.listPending(indexKey)) {
        const tableKey = this.keys.table(channelId);
        const raw = await this.backend.readRaw(tableKey);
        const decoded = await this.decode(raw, channelId);
        if (decoded.kind === 'ok' && indexedUsers(decoded.record).includes(userId)) {
          kept.push(channelId);
          continue;
        }
        if (pastDeadline(deadline)) continue;
        const expected: Expected =
          raw === null
            ? { kind: 'absent' }
            : decoded.kind === 'ok' && decoded.version !== undefined
              ? { kind: 'version', version: decoded.version }
              : { kind: 'raw', raw };
        try {
          if (await this.backend.dropStale(indexKey, channelId, tableKey, expected))
            this.log?.info({ userId, channelId }, 'dropped a stale entry of the user index');
        } catch (err) {
          this.log?.warn({ userId, channelId, err: errorText(err) }, 'could not drop a stale entry of the user index');
        }
      }
      return kept;
    });
  }

  /**
   * The indexes' change with a write: the channel is listed in the outbox index while its record
   * owes messages, in the playing index while its game is in progress.
   */
  private pendingOf(channelId: string, record: TableRecord | null): IndexChange[] {
    return [
      { key: this.keys.outboxIndex, member: channelId, has: (record?.outbox?.length ?? 0) > 0 },
      { key: this.keys.playingIndex, member: channelId, has: record?.status === 'playing' },
    ];
  }

  /** Channels whose record owes messages (listed in the same atomic write as the record). */
  pendingOutboxes(): Promise<string[]> {
    return this.guarded('list outboxes', () => this.backend.listPending(this.keys.outboxIndex));
  }

  /** Channels whose game is in progress (listed in the same atomic write as the record). */
  playingTables(): Promise<string[]> {
    return this.guarded('list games in progress', () => this.backend.listPending(this.keys.playingIndex));
  }

  private expectedOf(decoded: Exclude<Decoded, { kind: 'corrupt' }>): Expected {
    switch (decoded.kind) {
      case 'absent':
        return { kind: 'absent' };
      case 'dead':
        return { kind: 'raw', raw: decoded.raw };
      case 'expired':
        return { kind: 'version', version: decoded.version };
      case 'ok':
        return decoded.version === undefined
          ? { kind: 'raw', raw: decoded.raw }
          : { kind: 'version', version: decoded.version };
    }
  }

  /**
   * When a record stops being current: finished games after their retention, active ones after
   * the idle time. The key itself lives on past an idle expiry by the notice's time, so a reader
   * can still tell the table (and replace it with the small notice) before it goes.
   */
  private lifetimeOf(record: TableRecord): { expires: number | null; ttlMs: number | undefined } {
    const ms = isRetained(record) ? this.finishedRetentionMs : this.idleExpiryMs;
    if (!Number.isFinite(ms) || ms <= 0) return { expires: null, ttlMs: undefined };
    const life = Math.max(1, Math.ceil(ms));
    return { expires: this.now() + life, ttlMs: isRetained(record) ? life : life + this.expiredNoticeMs };
  }

  /**
   * Best effort, after a read: deletes a value past its end, and turns an idle-expired record
   * into its notice (dropping its history), unless either changed meanwhile.
   */
  protected async tidy(channelId: string, decoded: Decoded, deadline: number | undefined): Promise<void> {
    const key = this.keys.table(channelId);
    const historyKey = this.keys.history(channelId);
    let op: TableWrite | undefined;
    if (decoded.kind === 'dead') {
      op = {
        ...dropsHistory(key, historyKey, decoded.gen, deadline),
        expected: { kind: 'raw', raw: decoded.raw },
        next: null,
      };
    } else if (decoded.kind === 'expired' && decoded.record) {
      const expiredAt = Date.parse(decoded.expired.expiredAt);
      const expires = (Number.isNaN(expiredAt) ? this.now() : expiredAt) + this.expiredNoticeMs;
      const next = encodeStored({
        f: 2,
        version: decoded.version,
        expires,
        history: NO_HISTORY,
        expired: decoded.expired,
      });
      const ttlMs = Math.max(1, expires - this.now());
      op = {
        ...dropsHistory(key, historyKey, decoded.gen, deadline),
        expected: { kind: 'version', version: decoded.version },
        next,
        ttlMs,
        pending: this.usersOf(channelId, decoded.record, null),
      };
    }
    if (!op) return;
    try {
      if (await this.backend.writeTable(op))
        this.log?.info(
          { channelId, kind: decoded.kind },
          decoded.kind === 'dead' ? 'deleted an expired table' : 'idle game expired; its notice kept',
        );
    } catch (err) {
      this.log?.warn({ key, err: errorText(err) }, 'could not tidy an expired record');
    }
  }

  /**
   * Moves a corrupt record aside: a copy under `${prefix}quarantine:${channelId}:${ms}` (a Keyv
   * value with the raw text and the reason), then the table key is cleared if it still holds
   * that same raw value. A record that reads fine (or no record) is left alone, so a late second
   * call cannot sweep away a game started after the first one.
   */
  quarantine(channelId: string): Promise<void> {
    const key = this.keys.table(channelId);
    return this.guarded('quarantine', (deadline) =>
      this.backend.withKeyLock(key, async () => {
        for (let attempt = 1; ; attempt++) {
          checkDeadline(deadline, 'quarantine');
          const raw = await this.backend.readRaw(key);
          const decoded = await this.decode(raw, channelId);
          if (decoded.kind !== 'corrupt' || raw === null) {
            await this.tidy(channelId, decoded, deadline);
            return;
          }
          const at = this.now();
          const aside = `${channelId}:${at}`;
          const copy: QuarantinedRecord = {
            channelId,
            key,
            quarantinedAt: new Date(at).toISOString(),
            error: decoded.error,
            raw,
          };
          await this.mustSet(this.keyv.quarantine, this.keys.quarantine(channelId, at), aside, copy, deadline);
          checkDeadline(deadline, 'quarantine');
          const op: TableWrite = {
            key,
            historyKey: this.keys.history(channelId),
            expected: { kind: 'raw', raw },
            next: null,
            resetHistory: true,
            historyBytes: 0,
            historyGen: 0,
            previousGen: historyGenOf(raw),
            append: [],
            deadline,
          };
          if (await this.backend.writeTable(op)) {
            this.log?.warn(
              { channelId, quarantineKey: this.keys.quarantine(channelId, at), error: decoded.error },
              'corrupt table record moved to quarantine',
            );
            return;
          }
          // The value changed under us: drop this copy and look again.
          await this.keyv.quarantine.delete(aside);
          if (attempt >= this.maxAttempts)
            throw new Error(`Could not quarantine the table of channel ${channelId}: it kept changing.`);
          await sleep(backoffMs(attempt));
        }
      }),
    );
  }

  countTables(): Promise<number> {
    return this.guarded('count tables', () => this.backend.countKeys(`${this.keys.tableNamespace}:`));
  }

  getPrefs(userId: string): Promise<UserPrefs> {
    return this.guarded('read prefs', async () => {
      let stored: unknown;
      try {
        stored = await this.keyv.prefs.get(userId);
      } catch (err) {
        // Keyv parses outside its own error handling: unreadable JSON surfaces as a SyntaxError.
        if (!(err instanceof SyntaxError)) throw err;
        this.log?.warn({ userId, err: errorText(err) }, 'unreadable user prefs; using defaults');
        return { ...DEFAULT_PREFS };
      }
      const parsed = userPrefsSchema.safeParse(stored ?? {});
      if (parsed.success) return parsed.data;
      this.log?.warn({ userId, error: describeIssues(parsed.error) }, 'invalid user prefs; using defaults');
      return { ...DEFAULT_PREFS };
    });
  }

  setPrefs(userId: string, prefs: UserPrefsInput): Promise<void> {
    return this.guarded('save prefs', (deadline) =>
      this.mustSet(this.keyv.prefs, this.keys.prefs(userId), userId, userPrefsSchema.parse(prefs), deadline),
    );
  }

  readDocument<S extends z.ZodType>(name: DocumentName, schema: S): Promise<z.output<S> | null> {
    return this.guarded('read document', async () => {
      const raw = await this.backend.readRaw(this.keys.document(name));
      return openDocument(name, raw, schema)?.value ?? null;
    });
  }

  updateDocument<S extends z.ZodType, T>(
    name: DocumentName,
    schema: S,
    fn: (current: z.output<S> | null) => DocumentChange<z.output<S>, T>,
  ): Promise<DocumentUpdate<T>> {
    const key = this.keys.document(name);
    return this.guarded('update document', (deadline) =>
      this.backend.withKeyLock(key, async () => {
        for (let attempt = 1; ; attempt++) {
          checkDeadline(deadline, 'update document');
          const opened = openDocument(name, await this.backend.readRaw(key), schema);
          const change = fn(opened?.value ?? null);
          if (change.write === undefined) return { ok: true, result: change.result, wrote: false };
          // Checked before it is saved, as a table record is: a document that would not load is never written.
          const next = encodeDocument((opened?.version ?? 0) + 1, schema.parse(change.write));
          if (await this.backend.writeDocument(key, opened?.version ?? null, next, deadline))
            return { ok: true, result: change.result, wrote: true };
          if (attempt >= this.maxAttempts) {
            this.log?.warn({ name, attempts: attempt }, 'document update kept losing the race; giving up as busy');
            return { ok: false, reason: 'busy' };
          }
          await sleep(backoffMs(attempt));
        }
      }),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.backend.close();
  }

  /** Parses a raw stored value; the sentence in `error` completes "the saved game cannot be read (…)". */
  async decode(raw: string | null, channelId: string): Promise<Decoded> {
    if (raw === null) return { kind: 'absent' };
    if (!isCurrentFormat(raw)) return this.decodeLegacy(raw, channelId);
    const opened = openStored(raw);
    if (!opened.ok) return { kind: 'corrupt', error: opened.error };
    const { stored } = opened;
    const past = stored.expires !== null && stored.expires <= this.now();
    if (stored.expired)
      return past ? { kind: 'dead', raw } : { kind: 'expired', expired: stored.expired, raw, version: stored.version };
    const gen = stored.history.gen;
    const parsed = tableRecordSchema.safeParse(stored.value);
    if (!parsed.success) {
      return {
        kind: 'corrupt',
        error: `the stored record does not match the table format (${describeIssues(parsed.error)})`,
      };
    }
    const record = parsed.data;
    if (record.channelId !== channelId) {
      return { kind: 'corrupt', error: `the stored record belongs to another channel (${record.channelId})` };
    }
    if (past && isActive(record) && stored.expires !== null) {
      const expired: ExpiredGame = {
        gameId: record.gameId,
        idleDays: Math.round(this.idleExpiryMs / DAY_MS),
        expiredAt: new Date(stored.expires).toISOString(),
      };
      return { kind: 'expired', expired, raw, version: stored.version, record, gen };
    }
    if (past) return { kind: 'dead', raw, gen };
    return { kind: 'ok', record, raw, version: stored.version, history: stored.history };
  }

  /** A Keyv entry of the older format: read through Keyv's own serializer (it escapes some strings). */
  private async decodeLegacy(raw: string, channelId: string): Promise<Decoded> {
    let data: unknown;
    try {
      data = await this.keyv.tables.deserializeData(raw);
    } catch {
      // Not the parser's message: it quotes the stored text (a seat's secrets, maybe) into logs.
      return { kind: 'corrupt', error: 'the stored data is not valid JSON' };
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data) || !('value' in data)) {
      return { kind: 'corrupt', error: 'the stored data is not a Keyv entry with a value' };
    }
    const expires = (data as { expires?: unknown }).expires;
    if (typeof expires === 'number' && expires <= this.now()) return { kind: 'dead', raw };
    const parsed = legacyTableRecordSchema.safeParse((data as { value: unknown }).value);
    if (!parsed.success) {
      return {
        kind: 'corrupt',
        error: `the stored record does not match the table format (${describeIssues(parsed.error)})`,
      };
    }
    if (parsed.data.channelId !== channelId) {
      return { kind: 'corrupt', error: `the stored record belongs to another channel (${parsed.data.channelId})` };
    }
    const legacy = legacyHistory(parsed.data);
    return {
      kind: 'ok',
      record: migrateRecord(parsed.data, RECENT_EVENTS_KEPT),
      raw,
      version: undefined,
      history: { count: legacy.length, bytes: 0, gen: 0 },
      legacy,
    };
  }

  /** Version, actions and updatedAt are the store's; the record must pass its schema before it is saved. */
  private prepare(channelId: string, previousVersion: number, write: TableRecord, actions: number): TableRecord {
    const candidate = {
      ...write,
      version: previousVersion + 1,
      actions,
      updatedAt: new Date(this.now()).toISOString(),
    };
    const parsed = tableRecordSchema.safeParse(candidate);
    if (!parsed.success) {
      throw new Error(
        `Refusing to save the table of channel ${channelId}: the record does not match the table format (${describeIssues(parsed.error)}).`,
      );
    }
    if (parsed.data.channelId !== channelId) {
      throw new Error(`Refusing to save a record of channel ${parsed.data.channelId} under channel ${channelId}.`);
    }
    return parsed.data;
  }

  /** Writes a Keyv value (`fullKey` is its key in the backend), through the backend's deadline-bound put when it has one. */
  private async mustSet(
    kv: Keyv,
    fullKey: string,
    key: string,
    value: unknown,
    deadline: number | undefined,
  ): Promise<void> {
    checkDeadline(deadline, 'save');
    if (this.backend.put) {
      const raw = await kv.serializeData({ value, expires: undefined });
      if (typeof raw !== 'string') throw new Error('The Keyv serializer must produce a string.');
      await this.backend.put(fullKey, raw, deadline);
      return;
    }
    if (!(await kv.set(key, value))) throw new Error(`Could not save ${kv.namespace ?? ''}:${key}.`);
  }
}
