import { type JobOutcome, type TimerJob, type Timers, timerJobId } from './types.ts';

/** A job that failed (the store was down) is tried again this much later. */
const RETRY_MS = 30_000;

/**
 * Timers in this process (the embedded store: one process). Lost with the process; the jobs are
 * planned again from the stored tables at start-up.
 */
export class LocalTimers implements Timers {
  readonly persistent = false;
  readonly #jobs = new Map<string, { job: TimerJob; handle?: NodeJS.Timeout }>();
  readonly #running = new Set<Promise<JobOutcome>>();
  #run: ((job: TimerJob) => Promise<JobOutcome>) | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  async schedule(job: TimerJob): Promise<void> {
    const id = timerJobId(job);
    const known = this.#jobs.get(id);
    // Planned again for an earlier time (a shorter clock): the earlier time wins; otherwise kept.
    if (known?.handle && job.at < known.job.at) {
      clearTimeout(known.handle);
      known.handle = undefined;
      known.job = job;
      this.#arm(id);
    }
    if (known) return;
    this.#jobs.set(id, { job });
    if (this.#run) this.#arm(id);
  }

  async start(run: (job: TimerJob) => Promise<JobOutcome>): Promise<void> {
    this.#run = run;
    for (const id of this.#jobs.keys()) this.#arm(id);
  }

  /** Stops arming jobs and waits for those running (their process is about to close its client and store). */
  async close(): Promise<void> {
    for (const j of this.#jobs.values()) clearTimeout(j.handle);
    this.#jobs.clear();
    this.#run = undefined;
    await Promise.allSettled([...this.#running]);
  }

  /**
   * Runs now, one after the other, the jobs the clock says are due, and resolves when they have
   * run: for a clock that jumps (tests set it; timeouts count real time).
   */
  async runDue(): Promise<void> {
    const due = [...this.#jobs].filter(([, slot]) => slot.job.at <= this.now()).map(([id]) => id);
    for (const id of due) {
      const slot = this.#jobs.get(id);
      if (!slot?.handle) continue;
      clearTimeout(slot.handle);
      slot.handle = undefined;
      await this.#fire(id);
    }
  }

  #arm(id: string): void {
    const slot = this.#jobs.get(id);
    if (!slot || slot.handle) return;
    // setTimeout's longest wait is about 24.8 days; a later job is armed again when that ends.
    const wait = Math.min(Math.max(0, slot.job.at - this.now()), 2 ** 31 - 1);
    slot.handle = setTimeout(() => {
      slot.handle = undefined;
      void this.#fire(id);
    }, wait);
    slot.handle.unref();
  }

  async #fire(id: string): Promise<void> {
    const slot = this.#jobs.get(id);
    const run = this.#run;
    if (!slot || !run) return;
    if (slot.job.at > this.now()) return this.#arm(id);
    let later: JobOutcome;
    const running = run(slot.job);
    this.#running.add(running);
    try {
      later = await running;
    } catch {
      later = this.now() + RETRY_MS;
    } finally {
      this.#running.delete(running);
    }
    if (this.#jobs.get(id) !== slot) return;
    if (typeof later !== 'number') {
      this.#jobs.delete(id);
      return;
    }
    slot.job = { ...slot.job, at: later };
    this.#arm(id);
  }
}
