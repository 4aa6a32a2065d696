import { computerTurn } from '../../service/computers.ts';
import { lapseJob } from '../../service/lapses.ts';
import type { JobOutcome, TimerJob } from '../../service/timers/types.ts';
import { clockJob } from '../clockJobs.ts';
import type { BotContext } from '../context.ts';

/** Runs one due job; a job for a decision already taken (its stamp moved on) does nothing. */
export function runTimerJob(ctx: BotContext, job: TimerJob): Promise<JobOutcome> {
  if (job.kind === 'lapse') return lapseJob(ctx, job);
  return job.kind === 'computer' ? computerTurn(ctx, job) : clockJob(ctx, job);
}
