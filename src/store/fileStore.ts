import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Keyv } from 'keyv';
import { errorText } from '../log.ts';
import { type DataDirLock, lockDataDir } from './dataDirLock.ts';
import { JsonDirAdapter } from './jsonDirAdapter.ts';
import { KeyedMutex } from './keyedMutex.ts';
import {
  type CommonStoreOptions,
  type RawBackend,
  type StoreKeyvs,
  storeKeys,
  VersionedTableStore,
} from './versionedStore.ts';

/**
 * The embedded store, used when REDIS_URL is unset: Keyv over JsonDirAdapter, one JSON file per
 * key under `${dataDir}/store`, each write atomic and durable before it resolves.
 *
 * ONE PROCESS PER DATA_DIR: opening takes an exclusive lock on DATA_DIR (dataDirLock.ts), and a
 * second process is refused with DataDirInUseError. Within the process, updates of one channel
 * are queued by a module-level lock keyed by the file's absolute path, so several store
 * instances may share the directory (they share the DATA_DIR lock too).
 *
 * Each table's history is an append-only file beside its record (see JsonDirAdapter).
 * Expired finished games read as none at once; their files are deleted by a sweep that runs in
 * the background, a little after open and then periodically, reading the files in small batches.
 */

export interface FileStoreOptions extends CommonStoreOptions {
  readonly dataDir: string;
  readonly keyPrefix: string;
  /** Sweep expired tables and leftover temporary files after opening (in the background). Default true. */
  readonly sweepOnOpen?: boolean | undefined;
  /** Delay of that first sweep after open, so the bot gets ready first. Default 5 s. */
  readonly sweepDelayMs?: number | undefined;
  /** Sweep again this often (0: never). Default 1 h. */
  readonly sweepIntervalMs?: number | undefined;
  /** Files read per batch of a sweep; the sweep yields between batches. Default 50. */
  readonly sweepBatchSize?: number | undefined;
  /** The DATA_DIR lock's timings (tests shorten them). */
  readonly lockHeartbeatMs?: number | undefined;
  readonly lockStaleMs?: number | undefined;
}

export const DEFAULT_SWEEP_DELAY_MS = 5_000;
export const DEFAULT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const DEFAULT_SWEEP_BATCH = 50;

/** Update locks, per absolute file path, shared by every file store in this process. */
const updateLocks = new KeyedMutex();

export class FileTableStore extends VersionedTableStore {
  readonly dir: string;
  private readonly batchSize: number;
  private readonly timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(
    options: FileStoreOptions,
    private readonly adapter: JsonDirAdapter,
    keyv: StoreKeyvs,
    private readonly lock: DataDirLock,
  ) {
    const backend: RawBackend = {
      readRaw: (key) => adapter.readRaw(key),
      writeTable: (op) => adapter.writeTable(op),
      writeDocument: (key, expected, next) => adapter.writeDocument(key, expected, next),
      readHistory: (historyKey, extent, from, to) => adapter.readHistory(historyKey, extent, from, to),
      listPending: (key) => adapter.listPending(key),
      dropStale: (key, member, tableKey, expected) => adapter.dropStale(key, member, tableKey, expected),
      countKeys: (prefix) => adapter.countKeys(prefix),
      withKeyLock: (key, fn) => updateLocks.run(adapter.pathFor(key), fn),
      close: async () => undefined,
    };
    super({ ...options, backend, keyv, keys: storeKeys(options.keyPrefix) });
    this.dir = adapter.dir;
    this.batchSize = Math.max(1, options.sweepBatchSize ?? DEFAULT_SWEEP_BATCH);
  }

  /**
   * Deletes every expired table of this key prefix (and turns idle-expired games into their
   * notices), reading `batchSize` files at a time and yielding between batches; stops early when
   * the store closes. Returns how many it deleted or turned.
   */
  async sweepExpired(): Promise<number> {
    const prefix = `${this.keys.tableNamespace}:`;
    const keys = (await this.adapter.keys()).filter((k) => k.startsWith(prefix));
    let removed = 0;
    for (let i = 0; i < keys.length && !this.stopping; i += this.batchSize) {
      if (i > 0) await nextTurn();
      for (const key of keys.slice(i, i + this.batchSize)) {
        const channelId = key.slice(prefix.length);
        const decoded = await this.decode(await this.adapter.readRaw(key), channelId);
        if (decoded.kind === 'dead' || (decoded.kind === 'expired' && decoded.record)) {
          await this.tidy(channelId, decoded, undefined);
          removed++;
        }
      }
    }
    return removed;
  }

  /**
   * One sweep: temporary files of owners that are gone, then expired tables. The only live owner
   * of temporary files in this DATA_DIR is this process (it holds the lock), so every other
   * owner's are leftovers. A sweep already running is joined, not doubled.
   */
  sweep(): Promise<void> {
    if (this.stopping) return Promise.resolve(); // the DATA_DIR lock may be gone: touch nothing
    this.running ??= (async () => {
      const temps = await this.adapter.removeStaleTemps(new Set([this.lock.token]));
      const removed = await this.sweepExpired();
      if (removed > 0 || temps > 0)
        this.log?.info({ removed, temps }, 'deleted expired tables and leftover temporary files');
    })()
      .catch((err: unknown) => {
        this.log?.warn({ err: errorText(err) }, 'sweep of expired tables failed');
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Resolves when no sweep is running (tests wait on it). */
  async sweepSettled(): Promise<void> {
    await this.running;
  }

  /** Starts the background sweeps: the first `delayMs` after open, then every `intervalMs` (unref'd timers). */
  scheduleSweeps(delayMs: number, intervalMs: number, first: boolean): void {
    if (first) this.timers.push(setTimeout(() => void this.sweep(), Math.max(0, delayMs)));
    if (intervalMs > 0) this.timers.push(setInterval(() => void this.sweep(), intervalMs));
    for (const t of this.timers) t.unref();
  }

  override async close(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const t of this.timers.splice(0)) clearTimeout(t);
    await this.running; // ends after its current batch
    await super.close();
    await this.lock.release();
  }
}

export async function openFileStore(options: FileStoreOptions): Promise<FileTableStore> {
  const lock = await lockDataDir(options.dataDir, {
    displayName: options.dataDir,
    logger: options.logger,
    heartbeatMs: options.lockHeartbeatMs,
    staleMs: options.lockStaleMs,
  });
  try {
    const dir = join(options.dataDir, 'store');
    const keys = storeKeys(options.keyPrefix);
    const make = (namespace: string) => {
      // Keyv prefixes keys as `${namespace}:${key}`: the same full keys the table store uses.
      const kv = new Keyv({ store: new JsonDirAdapter(dir), namespace, throwOnErrors: true });
      kv.on('error', (err: unknown) => options.logger?.warn({ err: errorText(err), namespace }, 'file store error'));
      return kv;
    };
    const keyv: StoreKeyvs = {
      tables: make(keys.tableNamespace),
      prefs: make(keys.prefsNamespace),
      quarantine: make(keys.quarantineNamespace),
    };
    const store = new FileTableStore(options, keyv.tables.store as JsonDirAdapter, keyv, lock);
    store.scheduleSweeps(
      options.sweepDelayMs ?? DEFAULT_SWEEP_DELAY_MS,
      options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS,
      options.sweepOnOpen ?? true,
    );
    return store;
  } catch (err) {
    await lock.release();
    throw err;
  }
}
