import { type JobOutcome, type TimerJob, type Timers, timerJobId } from '../../src/service/timers/types.ts';

/**
 * Timers a test runs by hand: jobs are kept (one per id, as the real ones) and run only when the
 * test says so, whatever their time. No waiting on the wall clock.
 */
export class ManualTimers implements Timers {
  readonly jobs = new Map<string, TimerJob>();
  readonly ran: TimerJob[] = [];
  /** Lost with the bot, as in-process timers are: the bot plans them again at start-up. */
  readonly persistent = false;
  #run: ((job: TimerJob) => Promise<JobOutcome>) | undefined;

  async schedule(job: TimerJob): Promise<void> {
    const id = timerJobId(job);
    if (!this.jobs.has(id)) this.jobs.set(id, job);
  }

  async start(run: (job: TimerJob) => Promise<JobOutcome>): Promise<void> {
    this.#run = run;
  }

  async close(): Promise<void> {
    this.#run = undefined;
  }

  /** Runs the jobs scheduled now, oldest first (jobs they schedule wait for the next call); how many ran. */
  async runDue(kind?: TimerJob['kind']): Promise<number> {
    const due = [...this.jobs].filter(([, j]) => !kind || j.kind === kind);
    for (const [id, job] of due) {
      this.jobs.delete(id);
      this.ran.push(job);
      await this.#run!(job);
    }
    return due.length;
  }

  /** Runs the oldest job of this kind scheduled now; false when there is none. */
  async runOldest(kind: TimerJob['kind']): Promise<boolean> {
    const next = [...this.jobs].find(([, j]) => j.kind === kind);
    if (!next) return false;
    this.jobs.delete(next[0]);
    this.ran.push(next[1]);
    await this.#run!(next[1]);
    return true;
  }
}
