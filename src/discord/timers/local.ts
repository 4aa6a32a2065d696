import { timerJobId, type TimerJob, type Timers } from './types.ts';

/** A job that failed (the store was down) is tried again this much later. */
const RETRY_MS = 30_000;

/**
 * Timers in this process (the embedded store: one process). Lost with the process; the jobs are
 * planned again from the stored tables at start-up.
 */
export class LocalTimers implements Timers {
  readonly #jobs = new Map<string, { job: TimerJob; handle?: NodeJS.Timeout }>();
  #run: ((job: TimerJob) => Promise<void>) | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  async schedule(job: TimerJob): Promise<void> {
    const id = timerJobId(job);
    if (this.#jobs.has(id)) return;
    this.#jobs.set(id, { job });
    if (this.#run) this.#arm(id);
  }

  async start(run: (job: TimerJob) => Promise<void>): Promise<void> {
    this.#run = run;
    for (const id of this.#jobs.keys()) this.#arm(id);
  }

  async close(): Promise<void> {
    for (const j of this.#jobs.values()) clearTimeout(j.handle);
    this.#jobs.clear();
    this.#run = undefined;
  }

  #arm(id: string): void {
    const slot = this.#jobs.get(id);
    if (!slot || slot.handle) return;
    // setTimeout's longest wait is about 24.8 days; a later job is armed again when that ends.
    const wait = Math.min(Math.max(0, slot.job.at - this.now()), 2 ** 31 - 1);
    slot.handle = setTimeout(() => {
      slot.handle = undefined;
      if (slot.job.at > this.now()) return this.#arm(id);
      void this.#run?.(slot.job).then(
        () => this.#jobs.delete(id),
        () => {
          slot.job = { ...slot.job, at: this.now() + RETRY_MS };
          this.#arm(id);
        },
      );
    }, wait);
    slot.handle.unref();
  }
}
