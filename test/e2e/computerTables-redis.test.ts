/** A table of computers only plays every registered game to its end: Redis, BullMQ timers (see computerTables.ts). */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { createLogger } from '../../src/log.ts';
import { BullTimers } from '../../src/service/timers/bull.ts';
import type { Timers } from '../../src/service/timers/types.ts';
import { describeRedis, requireRedisUrl } from '../setup/redisTarget.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { CASES, cleanUpAfterEach, playComputersOnly, racingClock, UNLIMITED, useWorld } from './computerTables.ts';
import { startWorld } from './harness.ts';

cleanUpAfterEach();

describeRedis('tables of computers only, BullMQ timers on Redis', () => {
  it.each(CASES)(
    '%s: computers play it to its end without a stall',
    async (_name, gameId, seats) => {
      const now = racingClock();
      const log = createLogger(process.env.E2E_LOG_LEVEL ?? 'silent');
      const prefix = `test:computers:${randomUUID()}:`;
      const world = await startWorld({
        games: GAMES.map(withBlankImages),
        double: UNLIMITED,
        seed: `computers-only-${gameId}`,
        redis: true,
        now,
        timers: (): Timers =>
          new BullTimers({ url: requireRedisUrl(), keyPrefix: prefix, log, now: () => now().getTime() }),
      });
      expect(await playComputersOnly(useWorld(world, prefix), gameId, seats)).toBeGreaterThan(0);
    },
    600_000,
  );
});
