import { z } from 'zod';

/**
 * Timers behind asynchronous play: a reminder before a deadline, the deadline itself, a computer
 * player's move after its short pause, and the lapse of a decision with the game's own time limit
 * (GameDefinition.timeLimit: it answers itself). Each job names the decision it belongs to (the
 * seat's stamp), so a job for a decision already taken finds the stamp moved on and does nothing.
 */
export const timerKindSchema = z.enum(['remind', 'expire', 'computer', 'lapse']);
export type TimerKind = z.infer<typeof timerKindSchema>;

export const timerJobSchema = z.object({
  kind: timerKindSchema,
  channelId: z.string().regex(/^\d{1,25}$/),
  seat: z.number().int().min(0),
  /** The seat's decision stamp (TableRecord.stamps) when the job was planned. */
  stamp: z.number().int().min(0),
  /** Which reminder, or which expiry of the same decision (with `wait`, one per clock period). */
  n: z.number().int().min(0),
  /** When it is due (ms since the epoch). */
  at: z.number().int().min(0),
});
export type TimerJob = z.infer<typeof timerJobSchema>;

/** One id per job: scheduling the same job twice (two processes, a restart) keeps one. */
export const timerJobId = (j: Pick<TimerJob, 'kind' | 'channelId' | 'seat' | 'stamp' | 'n'>): string =>
  `${j.kind}.${j.channelId}.${j.seat}.${j.stamp}.${j.n}`;

/**
 * What running a due job says: nothing (done, or nothing to do), or a later time (ms, the bot's
 * clock) to run it again, when its moment moved on since it was planned (an away period began,
 * or it came up early).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: jobs that reschedule nothing return nothing, inferred `void`
export type JobOutcome = void | number;

export interface Timers {
  /**
   * Whether scheduled jobs outlive the process (BullMQ on Redis). When not, the bot plans every
   * game in progress again at start-up (the store's playing index).
   */
  readonly persistent: boolean;
  /**
   * Schedules a job; a job with the same id already scheduled (or already run) is kept as it is,
   * except that a waiting one planned again for an earlier time (a shorter clock) is moved to it.
   */
  schedule(job: TimerJob): Promise<void>;
  /** Starts running due jobs through `run` (a job that throws is tried again later). */
  start(run: (job: TimerJob) => Promise<JobOutcome>): Promise<void>;
  close(): Promise<void>;
}
