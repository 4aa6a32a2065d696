/**
 * For test files that need Redis. describeRedis() uses the run's Redis, which the run's globalSetup
 * (test/setup/redis.ts) provides; describeOwnRedis() is for tests that pause, kill or restart a
 * redis-server of their own. Without what they need, both skip their tests with a notice naming them
 * and how to run them; under CI they fail instead (as the browser test does without Chromium).
 */
import { describe, inject, TestRunner } from 'vitest';
import { findRedisServer } from './redisServer.ts';

const target = inject('redis');

/** The Redis to use, or undefined when this run has none. */
export const redisUrl: string | undefined = target.url ?? undefined;

/** The Redis URL, for code that runs only inside describeRedis (where there is one). */
export function requireRedisUrl(): string {
  if (!redisUrl) throw new Error(`no Redis for this run (${target.why}): use describeRedis`);
  return redisUrl;
}

type Collected = { type: string; tasks?: Collected[] };
function countTests(tasks: readonly Collected[]): number {
  return tasks.reduce((n, t) => n + (t.type === 'test' ? 1 : countTests(t.tasks ?? [])), 0);
}

/** Runs the suite when `missing` is undefined; else skips it with a notice, or fails under CI. */
function describeIf(missing: string | undefined, what: string, how: string, name: string, fn: () => void): void {
  if (missing === undefined) {
    describe(name, fn);
    return;
  }
  if (process.env.CI) throw new Error(`CI: "${name}" needs ${what}, and there is none (${missing}); ${how}`);
  describe.skip(name, () => {
    fn();
    const n = countTests(TestRunner.getCurrentSuite().tasks as Collected[]);
    console.warn(`SKIPPED ${n} ${what} tests ("${name}"): ${missing}; ${how}`);
  });
}

/** Tests on the run's Redis (REDIS_URL, or the run's own redis-server). */
export function describeRedis(name: string, fn: () => void): void {
  describeIf(redisUrl ? undefined : target.why, 'Redis', 'install redis-server or set REDIS_URL', name, fn);
}

/** Tests that start a redis-server of their own (RedisServer.start()), to pause, kill or restart it: REDIS_URL cannot stand in. */
export function describeOwnRedis(name: string, fn: () => void): void {
  const missing = findRedisServer() ? undefined : 'no redis-server on the PATH';
  describeIf(missing, 'redis-server', 'install redis-server (apt-get install -y redis-server) to run them', name, fn);
}

/** Deletes every key under a test's prefix. */
export async function cleanupRedisPrefix(url: string, prefix: string): Promise<void> {
  const { createClient } = await import('@keyv/redis');
  const client = createClient({ url });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 200 })) {
    if (keys.length) await client.del(keys);
  }
  await client.quit();
}
