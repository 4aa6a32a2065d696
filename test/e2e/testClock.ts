/**
 * Worlds on a test's own clock: the bots' time is what the test sets (`now`), their timers are
 * in-process ones the test runs (a fresh set at each restart), and each world is closed after its test.
 */

import type { BotContext } from '../../src/discord/context.ts';
import type { LocalTimers } from '../../src/service/timers/local.ts';
import { contextOf, onTestClock, startWorld, type World, type WorldOptions, worldPerTest } from './harness.ts';

const HOUR = 3_600_000;

export interface TestClock {
  /** The bots' time now (ms since the epoch); the test moves it. */
  now: number;
  /** The timers of the bot running now. */
  readonly timers: LocalTimers;
  /** Starts the test's world with the clock back at its start. */
  start(opts?: WorldOptions): Promise<World>;
  /** Moves the clock to its start + hours and runs every timer then due (and what those plan, if due). */
  at(hours: number): Promise<void>;
  /** A context like the bot's, to run a job by hand (as a second process would). */
  context(): BotContext;
}

/** The clock of a test file's worlds, starting at `t0` (ms) in each test. Call at the file's top level. */
export function testClock(t0: number): TestClock {
  const { keep, current } = worldPerTest();
  let timers: LocalTimers | undefined;
  const clock: TestClock = {
    now: t0,
    get timers() {
      if (!timers) throw new Error('no bot started');
      return timers;
    },
    async start(opts = {}) {
      clock.now = t0;
      const options = onTestClock(
        () => clock.now,
        (t) => (timers = t),
      );
      return keep(await startWorld({ ...opts, ...options }));
    },
    async at(hours) {
      clock.now = t0 + hours * HOUR;
      await clock.timers.runDue();
      await clock.timers.runDue();
      await current().bot.settled();
    },
    context: () => contextOf(current(), clock.timers, () => new Date(clock.now)),
  };
  return clock;
}
