import KeyvRedis, { createClient, defaultReconnectStrategy, Keyv } from '@keyv/redis';
import type { Logger } from 'pino';
import { KeyedMutex } from './keyedMutex.ts';
import { storeKeys, VersionedTableStore, type CommonStoreOptions, type RawBackend, type StoreKeyvs } from './versionedStore.ts';

/**
 * The shared store, used when REDIS_URL is set: Keyv 5 over @keyv/redis, one connection per
 * store. Several bot processes may share one Redis: every change is a compare-and-set in one
 * Lua EVAL (GET equals the raw value read → SET, with PX when the record has a TTL, or DEL).
 *
 * Keys: each Keyv has namespace `${keyPrefix}table` (or prefs, quarantine) with ':' as the
 * adapter's separator, so Keyv's own key for channel C is `${keyPrefix}table:C`, the very key
 * the compare-and-set uses. (Only one prefix: `new Keyv({ store: new KeyvRedis(url), namespace })`
 * would add Keyv's prefix on top of the adapter's.)
 */

export type RedisClient = ReturnType<typeof createClient>;

/** Connection attempts at start-up before openRedisStore gives up (about 3 s with the default backoff). */
const START_RETRIES = 5;

export interface RedisStoreOptions extends CommonStoreOptions {
  readonly url: string;
  readonly keyPrefix: string;
}

/**
 * KEYS[1] the key; ARGV[1] '1' when the key is expected absent; ARGV[2] the expected raw value;
 * ARGV[3] '1' to delete; ARGV[4] the new raw value; ARGV[5] PX in ms ('0': no expiry).
 */
const CAS_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '1' then
  if current then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
if ARGV[3] == '1' then
  redis.call('DEL', KEYS[1])
elseif ARGV[5] ~= '0' then
  redis.call('SET', KEYS[1], ARGV[4], 'PX', ARGV[5])
else
  redis.call('SET', KEYS[1], ARGV[4])
end
return 1
`;

export class RedisTableStore extends VersionedTableStore {
  constructor(
    readonly client: RedisClient,
    options: RedisStoreOptions,
    keyv: StoreKeyvs,
  ) {
    // Per store instance (one per bot process): queues this process's updates of one channel so
    // they do not fight each other; other processes are handled by the compare-and-set.
    const locks = new KeyedMutex();
    const backend: RawBackend = {
      readRaw: (key) => client.get(key),
      compareAndSet: async (key, expected, next, ttlMs) => {
        const ttl = next !== null && ttlMs !== undefined ? String(Math.max(1, Math.ceil(ttlMs))) : '0';
        const reply = await client.eval(CAS_SCRIPT, {
          keys: [key],
          arguments: [expected === null ? '1' : '0', expected ?? '', next === null ? '1' : '0', next ?? '', ttl],
        });
        return reply === 1;
      },
      withKeyLock: (key, fn) => locks.run(key, fn),
      close: async () => {
        if (client.isOpen) await client.close();
      },
    };
    super({ ...options, backend, keyv, keys: storeKeys(options.keyPrefix) });
  }
}

export async function openRedisStore(options: RedisStoreOptions): Promise<RedisTableStore> {
  const log = options.logger?.child({ component: 'store' });
  // Fail fast when Redis cannot be reached at start-up (a few quick retries), but once connected,
  // keep reconnecting with backoff for as long as it takes.
  let connectedOnce = false;
  const reconnectStrategy = (retries: number, cause: Error): number | Error =>
    !connectedOnce && retries >= START_RETRIES ? new Error(`Cannot reach Redis for the table store: ${cause.message}`) : defaultReconnectStrategy(retries);
  const client: RedisClient = createClient({ url: options.url, socket: { reconnectStrategy } });
  client.on('error', (err: unknown) => log?.error({ err: err instanceof Error ? err.message : String(err) }, 'redis connection error'));
  client.on('ready', () => {
    connectedOnce = true;
  });
  await client.connect();

  const keys = storeKeys(options.keyPrefix);
  const make = (namespace: string) => {
    const adapter = new KeyvRedis(client, { namespace, keyPrefixSeparator: ':', throwOnErrors: true });
    const kv = new Keyv(adapter, { namespace, useKeyPrefix: false, throwOnErrors: true });
    kv.on('error', (err: unknown) => log?.warn({ err: err instanceof Error ? err.message : String(err), namespace }, 'redis store error'));
    // The compare-and-set must hit Keyv's own key.
    if (adapter.createKeyPrefix('x', adapter.namespace) !== `${namespace}:x`) {
      throw new Error(`@keyv/redis builds keys differently than expected (${adapter.createKeyPrefix('x', adapter.namespace)}).`);
    }
    return kv;
  };
  try {
    const keyv: StoreKeyvs = { tables: make(keys.tableNamespace), prefs: make(keys.prefsNamespace), quarantine: make(keys.quarantineNamespace) };
    return new RedisTableStore(client, options, keyv);
  } catch (err) {
    await client.close();
    throw err;
  }
}
