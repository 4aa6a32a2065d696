import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files run at once: twice the cores (vitest's default, cores - 1, is a single file at a time
 * on a 2-core CI machine). Many files spend much of their time waiting (child processes, Redis,
 * real timers), so more files than cores keep the cores busy; VITEST_MAX_WORKERS overrides.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.min(8, Math.max(2, availableParallelism() * 2));

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Redis for the tests that need it: REDIS_URL, else a redis-server of the run's own, else they skip (fail under CI).
    globalSetup: ['test/setup/redis.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    maxWorkers,
  },
});
