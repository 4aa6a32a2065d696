import { join } from 'node:path';
import { Keyv } from 'keyv';
import type { Logger } from 'pino';
import { JsonDirAdapter } from './jsonDirAdapter.ts';
import { KeyedMutex } from './keyedMutex.ts';
import { storeKeys, VersionedTableStore, type CommonStoreOptions, type RawBackend, type StoreKeyvs } from './versionedStore.ts';

/**
 * The embedded store, used when REDIS_URL is unset: Keyv over JsonDirAdapter, one JSON file per
 * key under `${dataDir}/store`, each write atomic and durable before it resolves.
 *
 * SINGLE PROCESS ONLY. Updates of one channel are queued by a module-level lock keyed by the
 * file's absolute path, so several store instances in one process may share a directory safely;
 * two processes on one directory are not coordinated (use Redis for that).
 */

export interface FileStoreOptions extends CommonStoreOptions {
  readonly dataDir: string;
  readonly keyPrefix: string;
  /** Delete expired tables found on disk when opening (in the background). Default true. */
  readonly sweepOnOpen?: boolean | undefined;
}

/** Update locks, per absolute file path, shared by every file store in this process. */
const updateLocks = new KeyedMutex();

export class FileTableStore extends VersionedTableStore {
  readonly dir: string;
  private sweeping: Promise<void> = Promise.resolve();

  constructor(
    options: FileStoreOptions,
    private readonly adapter: JsonDirAdapter,
    keyv: StoreKeyvs,
  ) {
    const backend: RawBackend = {
      readRaw: (key) => adapter.readRaw(key),
      compareAndSet: (key, expected, next) => adapter.compareAndSet(key, expected, next),
      withKeyLock: (key, fn) => updateLocks.run(adapter.pathFor(key), fn),
      close: async () => undefined,
    };
    super({ ...options, backend, keyv, keys: storeKeys(options.keyPrefix) });
    this.dir = adapter.dir;
  }

  /** Deletes every expired table of this key prefix; returns how many. Expired tables also read as none without it. */
  async sweepExpired(): Promise<number> {
    const prefix = `${this.keys.tableNamespace}:`;
    let removed = 0;
    for (const key of await this.adapter.keys()) {
      if (!key.startsWith(prefix)) continue;
      const raw = await this.adapter.readRaw(key);
      if ((await this.openEnvelope(raw)).kind !== 'expired' || raw === null) continue;
      if (await this.adapter.compareAndSet(key, raw, null)) removed++;
    }
    return removed;
  }

  override async close(): Promise<void> {
    await this.sweeping;
    await super.close();
  }

  startSweep(): void {
    this.sweeping = (async () => {
      await this.adapter.removeStaleTemps();
      const removed = await this.sweepExpired();
      if (removed > 0) this.log?.info({ removed }, 'deleted expired tables');
    })().catch((err: unknown) => {
      this.log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'sweep of expired tables failed');
    });
  }
}

export async function openFileStore(options: FileStoreOptions): Promise<FileTableStore> {
  const dir = join(options.dataDir, 'store');
  const keys = storeKeys(options.keyPrefix);
  const make = (namespace: string) => {
    // Keyv prefixes keys as `${namespace}:${key}`: the same full keys the table store uses.
    const kv = new Keyv({ store: new JsonDirAdapter(dir), namespace, throwOnErrors: true });
    kv.on('error', (err: unknown) => options.logger?.warn({ err: err instanceof Error ? err.message : String(err), namespace }, 'file store error'));
    return kv;
  };
  const keyv: StoreKeyvs = { tables: make(keys.tableNamespace), prefs: make(keys.prefsNamespace), quarantine: make(keys.quarantineNamespace) };
  const store = new FileTableStore(options, keyv.tables.store as JsonDirAdapter, keyv);
  if (options.sweepOnOpen ?? true) store.startSweep();
  return store;
}
