import { errorText } from '../../log.ts';
import { awayOfSeats } from '../awayOf.ts';
import { type AwayOf, deadlineOf, lapseOf, reminderTimes, settingsOf } from '../clock.ts';
import type { ServiceContext } from '../context.ts';
import type { Table } from '../tables.ts';
import type { TimerJob } from './types.ts';

/** A computer player moves this long after its decision comes up, so its moves read like a person's. */
export const COMPUTER_PAUSE_MS = 1500;

/**
 * The timers a table needs as it stands: a computer seat's move; for each awaited human seat with
 * a clock, its reminders (`n` = which one) and its first expiry (`n` = 0; with `wait`, each later
 * one is planned when the previous one runs); for each seat that must or may act on a decision
 * with the game's own time limit, its lapse (clock or not; not for a computer seat that is
 * awaited, whose own move comes first). Planned after every change of the table, and for
 * every game in progress at start-up when the timers do not outlive the process; planning the
 * same job again keeps one (its id), and a job whose decision was taken does nothing.
 */
export function plannedJobs(t: Table, now: number, awayOf: AwayOf = () => null): TimerJob[] {
  const { record, entry, state } = t;
  if (record.status !== 'playing' || state === null) return [];
  const channelId = record.channelId;
  const jobs: TimerJob[] = [];
  for (const seat of entry.game.awaiting(state)) {
    const stamp = record.stamps[seat] ?? 0;
    if (record.seats[seat]?.computer) {
      jobs.push({ kind: 'computer', channelId, seat, stamp, n: 0, at: now + COMPUTER_PAUSE_MS });
      continue;
    }
    const deadline = deadlineOf(t, seat, awayOf(seat));
    if (deadline === null) continue;
    const done = record.clocks?.[seat]?.done;
    const sent = done?.stamp === stamp ? done : { reminders: 0, expiries: 0 };
    reminderTimes(t, seat, deadline).forEach((at, n) => {
      if (n >= sent.reminders) jobs.push({ kind: 'remind', channelId, seat, stamp, n, at });
    });
    // A decision whose deadline already passed (with `wait`): its next expiry, not the first again.
    const n = sent.expiries;
    const period = settingsOf(record).clockMs ?? 0;
    jobs.push({ kind: 'expire', channelId, seat, stamp, n, at: deadline + n * period });
  }
  if (entry.game.timeLimit) {
    const awaited = entry.game.awaiting(state);
    record.seats.forEach((s, seat) => {
      if (s.computer && awaited.includes(seat)) return;
      const lapse = lapseOf(t, seat);
      if (lapse) jobs.push({ kind: 'lapse', channelId, seat, stamp: record.stamps[seat] ?? 0, n: 0, at: lapse.at });
    });
  }
  return jobs;
}

/**
 * Schedules the table's timers. A failure (Redis down) is logged, never thrown: the move or start
 * that called it stands, and the next change of the table (or a restart) plans them again.
 */
export async function planTimers(ctx: ServiceContext, t: Table): Promise<void> {
  try {
    const jobs = plannedJobs(t, ctx.now().getTime(), await awayOfSeats(ctx, t));
    for (const job of jobs) await ctx.timers.schedule(job);
  } catch (err) {
    ctx.log.error({ channelId: t.record.channelId, err: errorText(err) }, 'timers not planned');
  }
}

/**
 * Plans the timers of every game in progress (the store's playing index, so finished games and
 * lobbies are not read), as at start-up when the timers do not outlive the process. Returns how
 * many games it planned.
 */
export async function planPlayingTables(ctx: ServiceContext): Promise<number> {
  let channels: string[];
  try {
    channels = await ctx.store.playingTables();
  } catch (err) {
    ctx.log.error({ err: errorText(err) }, 'games in progress not listed; their timers start with their next move');
    return 0;
  }
  let planned = 0;
  for (const channelId of channels) {
    const t = await ctx.tables.load(channelId).catch((err: unknown) => ({ ok: false as const, error: errorText(err) }));
    if (!t.ok) continue;
    await planTimers(ctx, t.value);
    planned++;
  }
  if (planned) ctx.log.info({ games: planned }, 'timers planned for games in progress');
  return planned;
}
