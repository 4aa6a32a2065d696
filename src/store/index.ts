import type { Logger } from 'pino';
import { type Config, idleExpiryMs, retentionMs } from '../config.ts';
import { DataDirInUseError, DataDirLockError } from './dataDirLock.ts';
import { openFileStore } from './fileStore.ts';
import { openRedisStore } from './redisStore.ts';
import type { TableStore } from './types.ts';

export { DataDirInUseError, DataDirLockError } from './dataDirLock.ts';
export { type FileStoreOptions, FileTableStore, openFileStore } from './fileStore.ts';
export { openRedisStore, type RedisStoreOptions, RedisTableStore } from './redisStore.ts';
export type { ExpiredGame, HistoryRange, Loaded, Mutation, TableStore, UpdateResult } from './types.ts';
export {
  DEFAULT_PREFS,
  type QuarantinedRecord,
  type RawBackend,
  type StoreKeys,
  storeKeys,
  VersionedTableStore,
} from './versionedStore.ts';

export interface StoreConfig {
  /** Redis when set (several bot processes may share it); the embedded file store otherwise. */
  readonly redisUrl?: string | undefined;
  /** Where the file store keeps its files (`${dataDir}/store`). */
  readonly dataDir: string;
  /** Put in front of every key, so several bots or test runs can share one Redis. */
  readonly keyPrefix: string;
  /** Finished and aborted tables are kept this long after their last write. */
  readonly finishedRetentionMs: number;
  /** Lobbies and games in progress expire this long after their last write (default 180 days). */
  readonly idleExpiryMs?: number | undefined;
  /** How often the file store sweeps expired tables from disk (default hourly). */
  readonly sweepIntervalMs?: number | undefined;
  readonly logger?: Logger | undefined;
}

/** The store the configuration asks for (Redis when REDIS_URL is set, else files under DATA_DIR). */
export async function openConfiguredStore(config: Config, logger: Logger): Promise<TableStore> {
  let store: TableStore;
  try {
    store = await openStore({
      redisUrl: config.REDIS_URL,
      dataDir: config.DATA_DIR,
      keyPrefix: config.KEY_PREFIX,
      finishedRetentionMs: retentionMs(config),
      idleExpiryMs: idleExpiryMs(config),
      sweepIntervalMs: config.SWEEP_INTERVAL_MINUTES * 60_000,
      logger,
    });
  } catch (err) {
    // Another process on this DATA_DIR: refuse to start, in one line, like a configuration problem.
    if (err instanceof DataDirInUseError || err instanceof DataDirLockError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  logger.info({ store: config.REDIS_URL ? 'redis' : `file:${config.DATA_DIR}` }, 'store open');
  return store;
}

export async function openStore(config: StoreConfig): Promise<TableStore> {
  const common = {
    keyPrefix: config.keyPrefix,
    finishedRetentionMs: config.finishedRetentionMs,
    idleExpiryMs: config.idleExpiryMs,
    logger: config.logger,
  };
  return config.redisUrl
    ? openRedisStore({ ...common, url: config.redisUrl })
    : openFileStore({ ...common, dataDir: config.dataDir, sweepIntervalMs: config.sweepIntervalMs });
}
