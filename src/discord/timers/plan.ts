import type { Table } from '../tables.ts';
import type { BotContext } from '../context.ts';
import type { TimerJob } from './types.ts';

/** A computer player moves this long after its decision comes up, so its moves read like a person's. */
export const COMPUTER_PAUSE_MS = 1500;

/**
 * The timers a table needs as it stands: a computer seat's move; the awaited players' reminders
 * and deadlines (their clocks). Planned after every change of the table, and for every table
 * with a running clock at start-up; planning the same job again keeps one (its id).
 */
export function plannedJobs(t: Table, now: number): TimerJob[] {
  const { record, entry, state } = t;
  if (record.status !== 'playing' || state === null) return [];
  const jobs: TimerJob[] = [];
  for (const seat of entry.game.awaiting(state)) {
    const stamp = record.stamps[seat] ?? 0;
    if (record.seats[seat]?.computer) jobs.push({ kind: 'computer', channelId: record.channelId, seat, stamp, n: 0, at: now + COMPUTER_PAUSE_MS });
  }
  return jobs;
}

export async function planTimers(ctx: BotContext, t: Table): Promise<void> {
  for (const job of plannedJobs(t, ctx.now().getTime())) await ctx.timers.schedule(job);
}
