/** A table of computers only plays every registered game to its end: Redis, BullMQ timers (see computerTables.ts). */
import { randomUUID } from 'node:crypto';
import { createLogger } from '../../src/log.ts';
import { BullTimers } from '../../src/service/timers/bull.ts';
import { describeRedis, requireRedisUrl } from '../setup/redisTarget.ts';
import { computerTablesSuite } from './computerTables.ts';

computerTablesSuite(describeRedis, 'tables of computers only, BullMQ timers on Redis', (now) => {
  const log = createLogger(process.env.E2E_LOG_LEVEL ?? 'silent');
  const prefix = `test:computers:${randomUUID()}:`;
  return {
    options: {
      redis: true,
      timers: () => new BullTimers({ url: requireRedisUrl(), keyPrefix: prefix, log, now: () => now().getTime() }),
    },
    prefix,
  };
});
