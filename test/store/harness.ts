import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@keyv/redis';
import { afterAll, beforeAll, describe } from 'vitest';
import { openFileStore } from '../../src/store/fileStore.ts';
import { JsonDirAdapter } from '../../src/store/jsonDirAdapter.ts';
import { openRedisStore } from '../../src/store/redisStore.ts';
import type { VersionedTableStore } from '../../src/store/versionedStore.ts';
import { describeRedis, requireRedisUrl } from '../setup/redisTarget.ts';

export interface OpenOptions {
  /** Appended to the harness's own prefix (stores with the same sub-prefix share keys). */
  readonly sub?: string;
  readonly now?: () => number;
  readonly retentionMs?: number;
  readonly idleExpiryMs?: number;
  readonly expiredNoticeMs?: number;
  readonly maxAttempts?: number;
}

/** One backend under test: opens stores that share its data, and pokes raw values. */
export interface Harness {
  readonly name: 'file' | 'redis';
  setup(): Promise<void>;
  open(options?: OpenOptions): Promise<VersionedTableStore>;
  prefix(sub?: string): string;
  writeRaw(key: string, raw: string): Promise<void>;
  readRaw(key: string): Promise<string | null>;
  /** Closes every store opened and removes every key or file this harness made. */
  teardown(): Promise<void>;
}

const DAY = 24 * 60 * 60 * 1000;

abstract class BaseHarness {
  protected readonly opened: VersionedTableStore[] = [];
  /** Unique per harness (so per test file): every key or store of this harness starts with it. */
  readonly root = `test:${randomUUID()}:`;

  prefix(sub = 'main'): string {
    return `${this.root}${sub}:`;
  }

  /** The options every backend's store takes, from the test's. */
  protected common(o: OpenOptions) {
    return {
      keyPrefix: this.prefix(o.sub),
      finishedRetentionMs: o.retentionMs ?? 7 * DAY,
      idleExpiryMs: o.idleExpiryMs,
      expiredNoticeMs: o.expiredNoticeMs,
      now: o.now,
      maxAttempts: o.maxAttempts,
    };
  }

  protected track<S extends VersionedTableStore>(store: S): S {
    this.opened.push(store);
    return store;
  }

  protected async closeAll(): Promise<void> {
    await Promise.all(this.opened.splice(0).map((s) => s.close()));
  }
}

export class FileHarness extends BaseHarness implements Harness {
  readonly name = 'file' as const;
  dataDir = '';

  async setup(): Promise<void> {
    this.dataDir = await mkdtemp(join(tmpdir(), 'neontable-store-'));
  }

  async open(o: OpenOptions = {}): Promise<VersionedTableStore> {
    return this.track(await openFileStore({ dataDir: this.dataDir, ...this.common(o) }));
  }

  get storeDir(): string {
    return join(this.dataDir, 'store');
  }

  writeRaw(key: string, raw: string): Promise<void> {
    return new JsonDirAdapter(this.storeDir).set(key, raw).then(() => undefined);
  }

  readRaw(key: string): Promise<string | null> {
    return new JsonDirAdapter(this.storeDir).readRaw(key);
  }

  async teardown(): Promise<void> {
    await this.closeAll();
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }
}

/** Every key matching a pattern, with SCAN (never KEYS). */
export async function scanKeys(client: RedisHarness['client'], pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const page = await client.scan(cursor, { MATCH: pattern, COUNT: 500 });
    cursor = String(page.cursor);
    found.push(...page.keys);
  } while (cursor !== '0');
  return found;
}

/** The run's Redis (test/setup/redis.ts); use it inside describeRedis, which skips its tests when there is none. */
export class RedisHarness extends BaseHarness implements Harness {
  readonly name = 'redis' as const;
  private connection: ReturnType<typeof createClient> | undefined;

  get url(): string {
    return requireRedisUrl();
  }

  /** A plain client on the same Redis (connected by setup). */
  get client(): ReturnType<typeof createClient> {
    if (!this.connection) throw new Error('RedisHarness: call setup() first');
    return this.connection;
  }

  async setup(): Promise<void> {
    this.connection = createClient({ url: this.url });
    await this.connection.connect();
  }

  async open(o: OpenOptions = {}): Promise<VersionedTableStore> {
    return this.track(await openRedisStore({ url: this.url, ...this.common(o) }));
  }

  async writeRaw(key: string, raw: string): Promise<void> {
    await this.client.set(key, raw);
  }

  readRaw(key: string): Promise<string | null> {
    return this.client.get(key);
  }

  /** Every key under this harness's prefix (SCAN, never KEYS). */
  keysUnderRoot(): Promise<string[]> {
    return scanKeys(this.client, `${this.root}*`);
  }

  async teardown(): Promise<void> {
    await this.closeAll();
    if (!this.connection?.isOpen) return;
    const keys = await this.keysUnderRoot();
    for (let i = 0; i < keys.length; i += 500) await this.client.del(keys.slice(i, i + 500));
    await this.client.close();
  }
}

export { channel, countOf, increment, tableRecord } from './records.ts';

/**
 * `suite` on the file store and, when the run has Redis, on Redis: each in a describe named
 * "`what` on the file store" / "on the redis store", its harness set up before and torn down after.
 */
export function onEveryStore(what: string, suite: (h: Harness) => void): void {
  const run = (h: Harness) => () => {
    beforeAll(() => h.setup());
    afterAll(() => h.teardown());
    suite(h);
  };
  describe(`${what} on the file store`, run(new FileHarness()));
  describeRedis(`${what} on the redis store`, run(new RedisHarness()));
}
