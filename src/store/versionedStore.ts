import type { Keyv } from 'keyv';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { checkDeadline, REPLY_GRACE_MS, withinTime } from './deadline.ts';
import { isStoreUnavailable, StoreUnavailable } from './errors.ts';
import { tableRecordSchema, userPrefsSchema, type TableRecord, type UserPrefs, type UserPrefsInput } from './record.ts';
import type { Loaded, Mutation, TableStore, UpdateResult } from './types.ts';

/**
 * The one piece of logic both backends share: key layout, the stored format, parsing, the
 * version bump, retention and the optimistic compare-and-set loop. A backend only has to
 * read a raw value and swap it atomically.
 *
 * Stored format: exactly what Keyv writes, `serialize({ value, expires? })` with Keyv's own
 * serializer, so a plain `keyv.get(channelId)` on the same namespace returns the record and
 * honours the expiry. The compare-and-set compares that raw string byte for byte.
 */

/** What a backend must offer. Keys are full keys, exactly as Keyv hands them to its adapter. */
export interface RawBackend {
  /** The raw stored string, or null when the key is absent. */
  readRaw(key: string): Promise<string | null>;
  /**
   * Atomically: if the key still holds `expected` (null: the key is absent), store `next`
   * (null: delete the key), with a time to live when `ttlMs` is given. True when it swapped.
   * With a `deadline` (wall-clock ms), a backend that may execute a request late must refuse it
   * after then (throwing StoreUnavailable), so a write the caller gave up on never lands.
   */
  compareAndSet(key: string, expected: string | null, next: string | null, ttlMs?: number, deadline?: number): Promise<boolean>;
  /** Stores a raw value unconditionally, refusing after `deadline` as above. Without it, Keyv writes. */
  put?(key: string, raw: string, deadline?: number): Promise<void>;
  /** Whether an error means the backend cannot be reached (reported as StoreUnavailable). */
  isUnavailable?(err: unknown): boolean;
  /**
   * Runs `fn` holding this key's local update lock. It queues updates of one channel within a
   * process so they do not fight each other; correctness across processes rests on compareAndSet.
   */
  withKeyLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Key layout: `${prefix}table:${channelId}`, `${prefix}prefs:${userId}`, `${prefix}quarantine:${channelId}:${ms}`. */
export interface StoreKeys {
  readonly prefix: string;
  /** Keyv namespaces; with ':' between namespace and key they give the keys below. */
  readonly tableNamespace: string;
  readonly prefsNamespace: string;
  readonly quarantineNamespace: string;
  table(channelId: string): string;
  prefs(userId: string): string;
  quarantine(channelId: string, at: number): string;
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
    prefs: (userId) => `${prefsNamespace}:${userId}`,
    quarantine: (channelId, at) => `${quarantineNamespace}:${channelId}:${at}`,
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
export const DEFAULT_PREFS: UserPrefs = Object.freeze({ dms: true, dmClosed: false, dmClosedAt: null });

type Envelope =
  | { readonly kind: 'absent' }
  /** Present but past its expiry: reads as none, deleted lazily. */
  | { readonly kind: 'expired' }
  | { readonly kind: 'live'; readonly value: unknown }
  | { readonly kind: 'corrupt'; readonly error: string };

type Decoded = Loaded & { readonly expired?: boolean };

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

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

const pastDeadline = (deadline: number | undefined): boolean => deadline !== undefined && Date.now() > deadline;

export function isRetained(record: TableRecord): boolean {
  return record.status === 'finished' || record.status === 'aborted';
}

export class VersionedTableStore implements TableStore {
  readonly backend: RawBackend;
  readonly keyv: StoreKeyvs;
  readonly keys: StoreKeys;
  readonly finishedRetentionMs: number;
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
        this.log?.warn({ what, err: message(err) }, 'store unavailable');
        throw new StoreUnavailable(`${what}: ${message(err)}`, { cause: err });
      }
      throw err;
    }
  }

  load(channelId: string): Promise<Loaded> {
    return this.guarded('load', async (deadline) => {
      const key = this.keys.table(channelId);
      const raw = await this.backend.readRaw(key);
      const decoded = await this.decode(raw, channelId);
      if (decoded.expired && raw !== null && !pastDeadline(deadline)) await this.dropExpired(key, raw, deadline);
      if (decoded.kind === 'corrupt') {
        // The details are for the bot's owner; players only learn that the record cannot be read.
        this.log?.warn({ channelId, error: decoded.error }, 'unreadable table record');
        return { kind: 'corrupt', error: decoded.error };
      }
      return decoded.kind === 'ok' ? { kind: 'ok', record: decoded.record } : { kind: 'none' };
    });
  }

  update<T>(channelId: string, fn: (current: TableRecord | null) => Mutation<T>): Promise<UpdateResult<T>> {
    const key = this.keys.table(channelId);
    // The deadline counts from the call: an update that waited its turn too long does not start.
    return this.guarded('update', (deadline) => this.backend.withKeyLock(key, () => this.versionedUpdate(channelId, fn, deadline)));
  }

  /**
   * The optimistic loop without the local lock: read the raw value, parse it, run `fn`, then
   * compare-and-set against the raw value read. A lost race re-runs `fn` on the fresh record.
   * Public so tests can race it with no local queueing at all.
   */
  async versionedUpdate<T>(channelId: string, fn: (current: TableRecord | null) => Mutation<T>, deadline?: number): Promise<UpdateResult<T>> {
    const key = this.keys.table(channelId);
    for (let attempt = 1; ; attempt++) {
      checkDeadline(deadline, 'update');
      const raw = await this.backend.readRaw(key);
      const decoded = await this.decode(raw, channelId);
      if (decoded.kind === 'corrupt') {
        this.log?.warn({ channelId, error: decoded.error }, 'unreadable table record');
        return { ok: false, reason: 'corrupt', error: decoded.error };
      }
      const current = decoded.kind === 'ok' ? decoded.record : null;
      const mutation = fn(current);
      if (mutation.write === undefined) return { ok: true, result: mutation.result, record: current, wrote: false };

      let next: string | null = null;
      let record: TableRecord | null = null;
      let ttlMs: number | undefined;
      if (mutation.write === null) {
        if (raw === null) return { ok: true, result: mutation.result, record: null, wrote: false };
      } else {
        record = this.prepare(channelId, current, mutation.write);
        ttlMs = this.ttlFor(record);
        next = await this.encode(record, ttlMs);
      }
      checkDeadline(deadline, 'update');
      if (await this.backend.compareAndSet(key, raw, next, ttlMs, deadline)) {
        // Deleting a record that had already expired changes nothing a reader could see.
        return { ok: true, result: mutation.result, record, wrote: current !== null || record !== null };
      }
      if (attempt >= this.maxAttempts) {
        this.log?.warn({ channelId, attempts: attempt }, 'table update kept losing the race; giving up as busy');
        return { ok: false, reason: 'busy' };
      }
      await sleep(backoffMs(attempt));
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
    return this.guarded('quarantine', (deadline) => this.backend.withKeyLock(key, async () => {
      for (let attempt = 1; ; attempt++) {
        checkDeadline(deadline, 'quarantine');
        const raw = await this.backend.readRaw(key);
        const decoded = await this.decode(raw, channelId);
        if (decoded.kind !== 'corrupt' || raw === null) {
          if (decoded.expired && raw !== null) await this.dropExpired(key, raw, deadline);
          return;
        }
        const at = this.now();
        const aside = `${channelId}:${at}`;
        const copy: QuarantinedRecord = { channelId, key, quarantinedAt: new Date(at).toISOString(), error: decoded.error, raw };
        await this.mustSet(this.keyv.quarantine, this.keys.quarantine(channelId, at), aside, copy, deadline);
        checkDeadline(deadline, 'quarantine');
        if (await this.backend.compareAndSet(key, raw, null, undefined, deadline)) {
          this.log?.warn({ channelId, quarantineKey: this.keys.quarantine(channelId, at), error: decoded.error }, 'corrupt table record moved to quarantine');
          return;
        }
        // The value changed under us: drop this copy and look again.
        await this.keyv.quarantine.delete(aside);
        if (attempt >= this.maxAttempts) throw new Error(`Could not quarantine the table of channel ${channelId}: it kept changing.`);
        await sleep(backoffMs(attempt));
      }
    }));
  }

  getPrefs(userId: string): Promise<UserPrefs> {
    return this.guarded('read prefs', async () => {
      let stored: unknown;
      try {
        stored = await this.keyv.prefs.get(userId);
      } catch (err) {
        // Keyv parses outside its own error handling: unreadable JSON surfaces as a SyntaxError.
        if (!(err instanceof SyntaxError)) throw err;
        this.log?.warn({ userId, err: message(err) }, 'unreadable user prefs; using defaults');
        return { ...DEFAULT_PREFS };
      }
      const parsed = userPrefsSchema.safeParse(stored ?? {});
      if (parsed.success) return parsed.data;
      this.log?.warn({ userId, error: describeIssues(parsed.error) }, 'invalid user prefs; using defaults');
      return { ...DEFAULT_PREFS };
    });
  }

  setPrefs(userId: string, prefs: UserPrefsInput): Promise<void> {
    return this.guarded('save prefs', (deadline) => this.mustSet(this.keyv.prefs, this.keys.prefs(userId), userId, userPrefsSchema.parse(prefs), deadline));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.backend.close();
  }

  /** Deletes a key whose value has expired, unless it changed meanwhile. Best effort. */
  async dropExpired(key: string, raw: string, deadline?: number): Promise<void> {
    try {
      await this.backend.compareAndSet(key, raw, null, undefined, deadline);
    } catch (err) {
      this.log?.warn({ key, err: message(err) }, 'could not delete an expired record');
    }
  }

  /** Parses a raw stored value; the sentence in `error` completes "the saved game cannot be read (…)". */
  async decode(raw: string | null, channelId: string): Promise<Decoded> {
    const envelope = await this.openEnvelope(raw);
    switch (envelope.kind) {
      case 'absent':
        return { kind: 'none' };
      case 'expired':
        return { kind: 'none', expired: true };
      case 'corrupt':
        return { kind: 'corrupt', error: envelope.error };
    }
    const parsed = tableRecordSchema.safeParse(envelope.value);
    if (!parsed.success) {
      return { kind: 'corrupt', error: `the stored record does not match the table format (${describeIssues(parsed.error)})` };
    }
    if (parsed.data.channelId !== channelId) {
      return { kind: 'corrupt', error: `the stored record belongs to another channel (${parsed.data.channelId})` };
    }
    return { kind: 'ok', record: parsed.data };
  }

  /** Unwraps Keyv's `{ value, expires }` and applies the expiry. */
  async openEnvelope(raw: string | null): Promise<Envelope> {
    if (raw === null) return { kind: 'absent' };
    let data: unknown;
    try {
      data = await this.keyv.tables.deserializeData(raw);
    } catch (err) {
      return { kind: 'corrupt', error: `the stored data is not valid JSON (${message(err)})` };
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data) || !('value' in data)) {
      return { kind: 'corrupt', error: 'the stored data is not a Keyv entry with a value' };
    }
    const expires = (data as { expires?: unknown }).expires;
    if (typeof expires === 'number' && expires <= this.now()) return { kind: 'expired' };
    return { kind: 'live', value: (data as { value: unknown }).value };
  }

  /** Version and updatedAt are the store's; the record must pass its schema before it is saved. */
  private prepare(channelId: string, current: TableRecord | null, write: TableRecord): TableRecord {
    const candidate = { ...write, version: (current?.version ?? 0) + 1, updatedAt: new Date(this.now()).toISOString() };
    const parsed = tableRecordSchema.safeParse(candidate);
    if (!parsed.success) {
      throw new Error(`Refusing to save the table of channel ${channelId}: the record does not match the table format (${describeIssues(parsed.error)}).`);
    }
    if (parsed.data.channelId !== channelId) {
      throw new Error(`Refusing to save a record of channel ${parsed.data.channelId} under channel ${channelId}.`);
    }
    return parsed.data;
  }

  private ttlFor(record: TableRecord): number | undefined {
    const ms = this.finishedRetentionMs;
    if (!isRetained(record) || !Number.isFinite(ms) || ms <= 0) return undefined;
    return Math.max(1, Math.ceil(ms));
  }

  /** Exactly what `keyv.set(channelId, record, ttl)` would store. */
  private async encode(record: TableRecord, ttlMs: number | undefined): Promise<string> {
    const data = await this.keyv.tables.serializeData({ value: record, expires: ttlMs === undefined ? undefined : this.now() + ttlMs });
    if (typeof data !== 'string') throw new Error('The Keyv serializer must produce a string.');
    return data;
  }

  /** Writes a Keyv value (`fullKey` is its key in the backend), through the backend's deadline-bound put when it has one. */
  private async mustSet(kv: Keyv, fullKey: string, key: string, value: unknown, deadline: number | undefined): Promise<void> {
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
