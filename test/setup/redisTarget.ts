/**
 * For test files that need Redis: the URL the run's globalSetup (test/setup/redis.ts) provides,
 * and describeRedis(), which runs its tests when there is a Redis and otherwise skips them with a
 * notice naming them and how to run them; under CI it fails instead (as the browser test does
 * without Chromium).
 */
import { describe, inject, TestRunner } from 'vitest';

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

export function describeRedis(name: string, fn: () => void): void {
  if (redisUrl) {
    describe(name, fn);
    return;
  }
  const how = 'install redis-server or set REDIS_URL';
  if (process.env.CI) throw new Error(`CI: "${name}" needs Redis, and there is none (${target.why}); ${how}`);
  describe.skip(name, () => {
    fn();
    const n = countTests(TestRunner.getCurrentSuite().tasks as Collected[]);
    console.warn(`SKIPPED ${n} Redis tests ("${name}"): ${target.why}; ${how}`);
  });
}
