import { afterEach, describe, expect, it } from 'vitest';
import { LocalTimers } from '../../src/service/timers/local.ts';
import type { JobOutcome, TimerJob } from '../../src/service/timers/types.ts';

const job = (over: Partial<TimerJob> = {}): TimerJob => ({
  kind: 'remind',
  channelId: '100',
  seat: 0,
  stamp: 1,
  n: 0,
  at: 1_000,
  ...over,
});

let timers: LocalTimers;
afterEach(() => timers?.close());

describe('LocalTimers on a clock the test sets', () => {
  it('runs a job once when due; the same job planned twice is one; an earlier time wins, a later one does not', async () => {
    let now = 0;
    const ran: TimerJob[] = [];
    timers = new LocalTimers(() => now);
    await timers.start(async (j) => void ran.push(j));
    await timers.schedule(job({ at: 1_000 }));
    await timers.schedule(job({ at: 5_000 }));
    await timers.schedule(job({ n: 1, at: 9_000 }));
    await timers.schedule(job({ n: 1, at: 3_000 }));
    now = 999;
    await timers.runDue();
    expect(ran).toEqual([]);
    now = 3_000;
    await timers.runDue();
    expect(ran.map((j) => [j.n, j.at])).toEqual([
      [0, 1_000],
      [1, 3_000],
    ]);
    now = 10_000;
    await timers.runDue();
    expect(ran).toHaveLength(2);
  });

  it('runs a job again at the time it names, and again later when it throws', async () => {
    let now = 0;
    const outcomes: (() => JobOutcome)[] = [
      () => 2_000,
      () => {
        throw new Error('store down');
      },
      () => undefined,
    ];
    let runs = 0;
    timers = new LocalTimers(() => now);
    await timers.start(async () => outcomes[runs++]!());
    await timers.schedule(job({ at: 1_000 }));
    now = 1_000;
    await timers.runDue();
    expect(runs).toBe(1);
    await timers.runDue();
    expect(runs).toBe(1);
    now = 2_000;
    await timers.runDue();
    expect(runs).toBe(2);
    now = 2_000 + 30_000;
    await timers.runDue();
    expect(runs).toBe(3);
    now = 100_000;
    await timers.runDue();
    expect(runs).toBe(3);
  });
});
