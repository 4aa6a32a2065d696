import KeyvRedis, { createClient, defaultReconnectStrategy, Keyv } from '@keyv/redis';
import { errorText } from '../log.ts';
import { RedisUnreachable, StoreUnavailable } from './errors.ts';
import { KeyedMutex } from './keyedMutex.ts';
import {
  type CommonStoreOptions,
  type Expected,
  type RawBackend,
  type StoreKeyvs,
  storeKeys,
  VersionedTableStore,
} from './versionedStore.ts';

/**
 * The shared store, used when REDIS_URL is set: one node-redis connection per store. Several bot
 * processes may share one Redis: every change of a table is one Lua EVAL that checks the stored
 * version and writes the record and appends to its history list together (WRITE_SCRIPT). Table
 * records go straight through node-redis as plain JSON; preferences and quarantine copies go
 * through Keyv 5 over @keyv/redis on the same connection.
 *
 * Keys: `${keyPrefix}table:C` (channel C's record), `${keyPrefix}history:C` (its history list,
 * expiring with it). Each Keyv has namespace `${keyPrefix}prefs` (or quarantine, or table: the
 * latter only reads records of the older format, which were Keyv entries) with ':' as the
 * adapter's separator, so Keyv's key for user U is `${keyPrefix}prefs:U`. (Only one prefix:
 * `new Keyv({ store: new KeyvRedis(url), namespace })` would add Keyv's prefix on top of the adapter's.)
 */

export type RedisClient = ReturnType<typeof createClient>;

/** Connection attempts at start-up before openRedisStore gives up (about 3 s with the default backoff). */
const START_RETRIES = 5;

/**
 * Budget of one store operation: well inside what a player will wait after the bot has
 * acknowledged their click (the answer comes at most a second after it, see REPLY_GRACE_MS).
 */
export const REDIS_OPERATION_TIMEOUT_MS = 2000;
/** A TCP connect that takes longer fails (then reconnects with backoff). */
const CONNECT_TIMEOUT_MS = 2000;
/** Commands waiting for a reply at most; beyond, new ones fail at once instead of queueing. */
const MAX_QUEUED_COMMANDS = 1000;

export interface RedisStoreOptions extends CommonStoreOptions {
  readonly url: string;
  readonly keyPrefix: string;
}

/** Errors of @redis/client that mean Redis cannot be reached now (by class name: the package is not a direct dependency). */
const CONNECTION_ERRORS = new Set([
  'ClientOfflineError',
  'ClientClosedError',
  'ConnectionTimeoutError',
  'SocketClosedUnexpectedlyError',
  'SocketTimeoutError',
  'DisconnectsClientError',
  'ReconnectStrategyError',
  'TimeoutError',
  'AbortError',
]);

export function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (CONNECTION_ERRORS.has(err.constructor.name)) return true;
  const code = (err as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)
  )
    return true;
  // Queue full; a restarted Redis still loading its data; @keyv/redis when it could not connect.
  return /queue is full|^LOADING |not connected or has failed to connect/i.test(err.message);
}

/**
 * A write's deadline in Redis's clock. Each (re)connection measures the offset between this
 * process's clock and Redis's (TIME), so the scripts below can refuse a write that Redis only
 * executes after the caller gave up (a paused Redis runs what it had received when it resumes).
 */
class ServerClock {
  offsetMs = 0;
  async measure(client: RedisClient): Promise<void> {
    const sent = Date.now();
    const reply = (await client.sendCommand(['TIME'])) as [string, string];
    const received = Date.now();
    const server = Number(reply[0]) * 1000 + Math.floor(Number(reply[1]) / 1000);
    this.offsetMs = server - (sent + received) / 2;
  }
  /** '0' for no deadline. */
  arg(deadline: number | undefined): string {
    return deadline === undefined ? '0' : String(Math.floor(deadline + this.offsetMs));
  }
}

/** Lua: the server's time in ms, refusing with -1 when past ARGV[n] (a deadline, '0' for none). */
const DEADLINE_CHECK = (n: number) => `
if ARGV[${n}] ~= '0' then
  local t = redis.call('TIME')
  if tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) > tonumber(ARGV[${n}]) then return -1 end
end`;

/**
 * The guarded write of a table and its history, in one script so both change together or not at
 * all. KEYS[1] the table key, KEYS[2] its history list. ARGV[1] what is expected: 'a' the key
 * absent, 'v' a value whose version (read from its first bytes, see envelope.ts) is ARGV[2],
 * 'r' exactly the raw value ARGV[2] (an older-format or corrupt value); ARGV[3] '1' to delete both
 * keys; ARGV[4] the new value; ARGV[5] PX in ms ('0': kept); ARGV[6] the deadline in Redis's clock
 * (ms; '0': none); ARGV[7] '1' to empty the history first; ARGV[8] the index changes, one
 * character per index set KEYS[3], KEYS[4]...: '+' adds ARGV[9] to it, '-' removes it; ARGV[10...]
 * entries to append.
 * Returns 1 written, 0 lost the race, -1 too late. The history expires with its record.
 */
/** Lua: returns 0 unless KEYS[1] is as ARGV[1] ('a', 'r', 'v') and ARGV[2] expect (see WRITE_SCRIPT). */
const EXPECTED_CHECK = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == 'a' then
  if current then return 0 end
elseif ARGV[1] == 'r' then
  if current ~= ARGV[2] then return 0 end
else
  if not current then return 0 end
  if string.match(string.sub(current, 1, 40), '^{"f":2,"version":(%d+),') ~= ARGV[2] then return 0 end
end`;

const WRITE_SCRIPT = `${DEADLINE_CHECK(6)}${EXPECTED_CHECK}
for k = 1, #ARGV[8] do
  if string.sub(ARGV[8], k, k) == '+' then
    redis.call('SADD', KEYS[2 + k], ARGV[9])
  else
    redis.call('SREM', KEYS[2 + k], ARGV[9])
  end
end
if ARGV[3] == '1' then
  redis.call('DEL', KEYS[1], KEYS[2])
  return 1
end
if ARGV[7] == '1' then redis.call('DEL', KEYS[2]) end
local n = #ARGV
local i = 10
while i <= n do
  local j = math.min(i + 999, n)
  redis.call('RPUSH', KEYS[2], unpack(ARGV, i, j))
  i = j + 1
end
if ARGV[5] ~= '0' then
  redis.call('SET', KEYS[1], ARGV[4], 'PX', ARGV[5])
  redis.call('PEXPIRE', KEYS[2], ARGV[5])
else
  redis.call('SET', KEYS[1], ARGV[4])
  redis.call('PERSIST', KEYS[2])
end
return 1
`;

/**
 * Drops a stale member of a user's set: KEYS[1] the table key, KEYS[2] the set; ARGV[1..2] what
 * the table key must still hold (as in WRITE_SCRIPT); ARGV[3] the member. Returns 1 dropped, 0 not.
 */
const DROP_STALE_SCRIPT = `${EXPECTED_CHECK}
redis.call('SREM', KEYS[2], ARGV[3])
return 1
`;

/** KEYS[1] the key; ARGV[1] the raw value; ARGV[2] the deadline as above. Returns 1, or -1 too late. */
const PUT_SCRIPT = `${DEADLINE_CHECK(2)}
redis.call('SET', KEYS[1], ARGV[1])
return 1
`;

/**
 * The compare-and-set of a document (documents.ts): KEYS[1] the key; ARGV[1] the version expected
 * ('' for the key absent), read from the stored value's first bytes; ARGV[2] the new value; ARGV[3]
 * the deadline as above. Returns 1 written, 0 lost the race, -1 too late.
 */
const DOCUMENT_SCRIPT = `${DEADLINE_CHECK(3)}
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '' then
  if current then return 0 end
else
  if not current then return 0 end
  if string.match(string.sub(current, 1, 40), '^{"d":1,"version":(%d+),') ~= ARGV[1] then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2])
return 1
`;

/** A literal text inside a Redis glob pattern. */
const globEscape = (text: string): string => text.replace(/[*?[\]\\]/g, '\\$&');

/** ARGV[1..2] of the scripts: what the table key must hold. */
function expectedArgs(e: Expected): [string, string] {
  return [
    e.kind === 'absent' ? 'a' : e.kind === 'version' ? 'v' : 'r',
    e.kind === 'version' ? String(e.version) : e.kind === 'raw' ? e.raw : '',
  ];
}

const tooLate = () => new StoreUnavailable('Redis answered after the deadline; the write was refused');

export class RedisTableStore extends VersionedTableStore {
  constructor(
    readonly client: RedisClient,
    options: RedisStoreOptions,
    keyv: StoreKeyvs,
    clock: ServerClock = new ServerClock(),
  ) {
    // Per store instance (one per bot process): queues this process's updates of one channel so
    // they do not fight each other; other processes are handled by the compare-and-set.
    const locks = new KeyedMutex();
    const backend: RawBackend = {
      readRaw: (key) => client.get(key),
      writeTable: async (op) => {
        const ttl = op.next !== null && op.ttlMs !== undefined ? String(Math.max(1, Math.ceil(op.ttlMs))) : '0';
        const indexes = op.pending ?? [];
        // Every index change is about the written channel: one member for all.
        if (indexes.some((x) => x.member !== indexes[0]!.member))
          throw new Error('index changes of one write name one channel');
        const reply = await client.eval(WRITE_SCRIPT, {
          // A script's keys must be declared: the index sets follow the record and its history.
          keys: [op.key, op.historyKey, ...indexes.map((x) => x.key)],
          arguments: [
            ...expectedArgs(op.expected),
            op.next === null ? '1' : '0',
            op.next ?? '',
            ttl,
            clock.arg(op.deadline),
            op.resetHistory ? '1' : '0',
            indexes.map((x) => (x.has ? '+' : '-')).join(''),
            indexes[0]?.member ?? '',
            ...op.append,
          ],
        });
        if (reply === -1) throw tooLate();
        return reply === 1;
      },
      writeDocument: async (key, expected, next, deadline) => {
        const reply = await client.eval(DOCUMENT_SCRIPT, {
          keys: [key],
          arguments: [expected === null ? '' : String(expected), next, clock.arg(deadline)],
        });
        if (reply === -1) throw tooLate();
        return reply === 1;
      },
      readHistory: async (historyKey, extent, from, to) =>
        to > from ? client.lRange(historyKey, from, Math.min(to, extent.count) - 1) : [],
      listPending: (key) => client.sMembers(key),
      dropStale: async (key, member, tableKey, expected) =>
        (await client.eval(DROP_STALE_SCRIPT, {
          keys: [tableKey, key],
          arguments: [...expectedArgs(expected), member],
        })) === 1,
      countKeys: async (prefix) => {
        // SCAN walks key names only, in batches, without blocking Redis the way KEYS would.
        let n = 0;
        for await (const batch of client.scanIterator({ MATCH: `${globEscape(prefix)}*`, COUNT: 1000 }))
          n += batch.length;
        return n;
      },
      put: async (key, raw, deadline) => {
        const reply = await client.eval(PUT_SCRIPT, { keys: [key], arguments: [raw, clock.arg(deadline)] });
        if (reply === -1) throw tooLate();
      },
      isUnavailable: isRedisUnavailable,
      withKeyLock: (key, fn) => locks.run(key, fn),
      close: async () => {
        if (client.isOpen) await client.close();
      },
    };
    super({
      operationTimeoutMs: REDIS_OPERATION_TIMEOUT_MS,
      ...options,
      backend,
      keyv,
      keys: storeKeys(options.keyPrefix),
    });
  }
}

export async function openRedisStore(options: RedisStoreOptions): Promise<RedisTableStore> {
  const log = options.logger?.child({ component: 'store' });
  // Fail fast when Redis cannot be reached at start-up (a few quick retries, then the last
  // attempt's error), but once connected, keep reconnecting with backoff for as long as it takes.
  let connectedOnce = false;
  const reconnectStrategy = (retries: number, cause: Error): number | Error =>
    !connectedOnce && retries >= START_RETRIES ? cause : defaultReconnectStrategy(retries);
  // No offline queue: while Redis is unreachable a command fails at once (the player is told)
  // instead of waiting to be applied whenever Redis comes back. The queue of commands sent and
  // waiting for a reply (a paused Redis) is bounded too; each operation has its own deadline.
  const client: RedisClient = createClient({
    url: options.url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_QUEUED_COMMANDS,
    socket: { reconnectStrategy, connectTimeout: CONNECT_TIMEOUT_MS },
  });
  const clock = new ServerClock();
  // Before the first connection the attempts' errors are not logged: the last one is thrown, as
  // RedisUnreachable, and the start-up says it in one line.
  client.on('error', (err: unknown) => {
    if (connectedOnce) log?.error({ err: errorText(err) }, 'redis connection error');
  });
  client.on('ready', () => {
    connectedOnce = true;
    clock.measure(client).catch((err: unknown) => log?.warn({ err: errorText(err) }, 'could not read the Redis clock'));
  });
  try {
    await client.connect();
  } catch (err) {
    if (client.isOpen) client.destroy();
    // Given up on by the reconnect strategy: node-redis keeps the attempt's own error beside.
    throw new RedisUnreachable(options.url, (err as { socketError?: unknown }).socketError ?? err);
  }

  const keys = storeKeys(options.keyPrefix);
  const make = (namespace: string) => {
    const adapter = new KeyvRedis(client, { namespace, keyPrefixSeparator: ':', throwOnErrors: true });
    const kv = new Keyv(adapter, { namespace, useKeyPrefix: false, throwOnErrors: true });
    kv.on('error', (err: unknown) => log?.warn({ err: errorText(err), namespace }, 'redis store error'));
    // The compare-and-set must hit Keyv's own key.
    if (adapter.createKeyPrefix('x', adapter.namespace) !== `${namespace}:x`) {
      throw new Error(
        `@keyv/redis builds keys differently than expected (${adapter.createKeyPrefix('x', adapter.namespace)}).`,
      );
    }
    return kv;
  };
  try {
    await clock.measure(client);
    const keyv: StoreKeyvs = {
      tables: make(keys.tableNamespace),
      prefs: make(keys.prefsNamespace),
      quarantine: make(keys.quarantineNamespace),
    };
    return new RedisTableStore(client, options, keyv, clock);
  } catch (err) {
    await client.close();
    throw err;
  }
}
