/**
 * vitest globalSetup: Redis for the tests that need it, one server for the whole run.
 * - REDIS_URL set (as .ci/run does): used as it is.
 * - Else, with `redis-server` on the PATH: one of our own on a free loopback port, no persistence,
 *   stopped at teardown.
 * - Else: none. Those tests skip with a notice naming them (test/setup/redisTarget.ts), except
 *   under CI, where they fail.
 * The tests that pause or kill their Redis always start a redis-server of their own (describeOwnRedis).
 */
import type { TestProject } from 'vitest/node';
import { findRedisServer, RedisServer } from './redisServer.ts';

/** What the test files get through inject('redis'). */
export interface RedisTarget {
  /** The Redis to use, or null when there is none. */
  readonly url: string | null;
  /** Where it comes from, or why there is none. */
  readonly why: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    redis: RedisTarget;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fromEnv = process.env.REDIS_URL;
  const binary = findRedisServer();
  const what = process.env.CI ? 'fail (CI)' : 'are skipped';
  if (fromEnv) {
    console.log('Redis tests: the Redis at REDIS_URL');
    project.provide('redis', { url: fromEnv, why: 'REDIS_URL' });
    if (binary) return async () => undefined;
    // The tests that pause or kill a Redis need a redis-server of their own (test/setup/redisTarget.ts: describeOwnRedis).
    const notice = 'no redis-server found; install redis-server to run them';
    return async () => console.warn(`Tests that stop a redis-server of their own ${what}: ${notice}`);
  }
  if (!binary) {
    const notice = 'no redis-server found and REDIS_URL is unset; install redis-server or set REDIS_URL to run them';
    console.warn(`Redis tests ${what}: ${notice}`);
    project.provide('redis', { url: null, why: 'no redis-server found' });
    // Again after the summary, where it is seen.
    return async () => console.warn(`Redis tests ${what}: ${notice}`);
  }
  let server: RedisServer;
  try {
    server = await RedisServer.start(binary);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    console.warn(`Redis tests ${what}: ${why}`);
    project.provide('redis', { url: null, why });
    return async () => console.warn(`Redis tests ${what}: ${why}`);
  }
  console.log(`Redis tests: a redis-server of this run's own at ${server.url}`);
  project.provide('redis', { url: server.url, why: `a redis-server of this run's own at ${server.url}` });
  return () => server.stop();
}
