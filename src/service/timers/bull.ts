import { DelayedError, type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../../log.ts';
import { errorText } from '../../log.ts';
import { type JobOutcome, type TimerJob, type Timers, timerJobId, timerJobSchema } from './types.ts';

/** The one queue of the bot's timers (under the key prefix). */
export const TIMER_QUEUE = 'timers';

/** A job that throws (the store or Discord is down) is tried again: this often, backing off from this delay. */
const ATTEMPTS = 8;
const RETRY_MS = 30_000;

/**
 * Finished jobs are kept this long, so scheduling the same job again meanwhile (another process,
 * a restart, the next move) finds it and adds nothing. Sending twice is prevented by the record
 * (clockJobs.ts claims each reminder and expiry in a store write); this only saves the work.
 */
const KEEP_DONE_S = 3 * 24 * 60 * 60;

/** BullMQ's key prefix for a store's KEY_PREFIX: the bot's keys and its queue's side by side, one namespace per bot. */
export const bullPrefix = (keyPrefix: string): string => `${keyPrefix}bull`;

export interface BullTimersOptions {
  readonly url: string;
  /** The store's key prefix (KEY_PREFIX): the queue lives under it, so bots and tests can share one Redis. */
  readonly keyPrefix: string;
  readonly log: Logger;
  /** The bot's clock (ms): a job's delay counts from it. */
  readonly now?: () => number;
}

/**
 * Timers as BullMQ delayed jobs on the store's Redis: they outlive the process, and every bot
 * process on that Redis shares them. The job id is timerJobId, so a job planned by two processes,
 * or again after a restart, exists once and runs once (on one worker).
 */
export class BullTimers implements Timers {
  readonly persistent = true;
  readonly queue: Queue;
  readonly prefix: string;
  readonly #connection: Redis;
  readonly #url: string;
  #workerConnection: Redis | undefined;
  readonly #now: () => number;
  readonly #log: Logger;
  #worker: Worker | undefined;

  constructor(opts: BullTimersOptions) {
    this.prefix = bullPrefix(opts.keyPrefix);
    this.#now = opts.now ?? Date.now;
    this.#log = opts.log;
    this.#url = opts.url;
    // Planning fails fast while Redis is away (the move that planned stands; the next one plans
    // again) instead of holding its handler until Redis is back.
    this.#connection = new Redis(opts.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.#connection.on('error', (err: unknown) =>
      this.#log.warn({ err: errorText(err) }, 'timer queue connection error'),
    );
    this.queue = new Queue(TIMER_QUEUE, { connection: this.#connection, prefix: this.prefix });
    this.queue.on('error', (err: unknown) => this.#log.warn({ err: errorText(err) }, 'timer queue error'));
  }

  async schedule(job: TimerJob): Promise<void> {
    const jobId = timerJobId(job);
    await this.queue.add(job.kind, job, {
      jobId,
      delay: Math.max(0, job.at - this.#now()),
      attempts: ATTEMPTS,
      backoff: { type: 'exponential', delay: RETRY_MS },
      removeOnComplete: { age: KEEP_DONE_S },
      removeOnFail: { age: KEEP_DONE_S },
    });
    // Kept when it existed; but a waiting job planned again for an earlier time (a shorter clock) moves to it.
    const known = await this.queue.getJob(jobId);
    const at = (known?.data as TimerJob | undefined)?.at;
    if (!known || at === undefined || at <= job.at || !(await known.isDelayed())) return;
    try {
      await known.updateData({ ...job });
      await known.changeDelay(Math.max(0, job.at - this.#now()));
    } catch (err) {
      // It started meanwhile: it checks its time against the table when it runs.
      this.#log.debug({ job: jobId, err: errorText(err) }, 'timer not moved earlier');
    }
  }

  async start(run: (job: TimerJob) => Promise<JobOutcome>): Promise<void> {
    if (this.#worker) return;
    // The worker's blocking commands wait as long as they must (maxRetriesPerRequest null).
    this.#workerConnection = new Redis(this.#url, { maxRetriesPerRequest: null });
    this.#workerConnection.on('error', (err: unknown) =>
      this.#log.warn({ err: errorText(err) }, 'timer worker connection error'),
    );
    this.#worker = new Worker(TIMER_QUEUE, (bj, token) => this.#process(bj, token, run), {
      connection: this.#workerConnection,
      prefix: this.prefix,
      concurrency: 4,
    });
    this.#worker.on('error', (err: unknown) => this.#log.warn({ err: errorText(err) }, 'timer worker error'));
    this.#worker.on('failed', (bj, err) =>
      this.#log.warn({ job: bj?.id, err: errorText(err) }, 'timer job failed; tried again later'),
    );
    await this.#worker.waitUntilReady();
  }

  async #process(bj: Job, token: string | undefined, run: (job: TimerJob) => Promise<JobOutcome>): Promise<void> {
    const parsed = timerJobSchema.safeParse(bj.data);
    if (!parsed.success) {
      this.#log.warn({ job: bj.id }, 'timer job with unreadable data dropped');
      return;
    }
    const job = parsed.data;
    // Due by the bot's clock, not only Redis's (they may differ): early, or moved on, it waits again.
    const later = job.at > this.#now() ? job.at : await run(job);
    if (typeof later !== 'number') return;
    await bj.updateData({ ...job, at: later });
    await bj.moveToDelayed(Date.now() + Math.max(0, later - this.#now()), token);
    throw new DelayedError();
  }

  async close(): Promise<void> {
    await this.#worker?.close();
    this.#worker = undefined;
    await this.queue.close();
    for (const c of [this.#workerConnection, this.#connection]) await c?.quit().catch(() => c.disconnect());
    this.#workerConnection = undefined;
  }
}
