import { fillSeats } from '../engine/play.ts';
import { hiddenAskers } from '../engine/waiting.ts';
import { errorText } from '../log.ts';
import { lapseOf } from './clock.ts';
import type { ServiceContext } from './context.ts';
import { service } from './messages.ts';
import { owedMessages } from './owed.ts';
import { type ActOutcome, type Chooser, STALE } from './tables.ts';
import type { JobOutcome, TimerJob } from './timers/types.ts';
import { seatName } from './words.ts';

/**
 * A decision's own time limit (GameDefinition.timeLimit), when its timer is due: the game's
 * choice for it (pass, in a Counter window) is applied for the seat through the same path as a
 * press of its button: one versioned write guarded by the seat's decision stamp, the same update
 * of the turn's message and DMs (saved with the move, see outbox.ts), the timers planned again.
 * A job run again, or by a second process, finds the stamp moved on and does nothing. It needs no
 * table clock, and is no strike.
 */

/** Why a lapse was not applied although its decision is current: the game took the time limit or its choice back. */
const NOT_NOW = 'no time limit has run out on this decision';

/** Picks the time limit's choice, checked again inside the move's write: still due, and still offered. */
function lapsedChoice(now: number): Chooser {
  return (c) => {
    const lapse = lapseOf(c, c.seat);
    const chosen = lapse && lapse.at <= now ? c.legal.find((a) => a.key === lapse.key && !a.amount) : undefined;
    return chosen ? { ok: true, value: chosen } : { ok: false, error: NOT_NOW };
  };
}

/** The channel's line for a lapse, with what was chosen. */
function lapseNote(out: ActOutcome): string {
  const label = fillSeats(out.chosen.label, (s) => seatName(out.record, s));
  return service('service.lapse.note', { name: seatName(out.record, out.seat), label });
}

export async function lapseJob(ctx: ServiceContext, job: TimerJob): Promise<JobOutcome> {
  const t = await ctx.tables.load(job.channelId);
  if (!t.ok) return;
  const { record } = t.value;
  if (record.status !== 'playing' || (record.stamps[job.seat] ?? 0) !== job.stamp) return;
  const lapse = lapseOf(t.value, job.seat);
  if (!lapse) return;
  const now = ctx.now().getTime();
  if (lapse.at > now) return lapse.at;
  // A secret asker's lapse is not said in the channel (asked before the move: after it, the
  // state no longer shows who was asked).
  const hidden = t.value.state !== null && hiddenAskers(t.value.entry.game, t.value.state).includes(job.seat);
  try {
    const out = await ctx.tables.actForSeat(job.channelId, job.seat, job.stamp, lapsedChoice(now), (o, v) =>
      owedMessages(o, v, hidden ? undefined : lapseNote(o)),
    );
    if (!out.ok) {
      if (out.error === STALE || out.error === NOT_NOW)
        ctx.log.debug(
          { channelId: job.channelId, seat: job.seat, stamp: job.stamp },
          'lapse not applied: the decision moved on',
        );
      else
        ctx.log.warn(
          { channelId: job.channelId, seat: job.seat, stamp: job.stamp, error: out.error },
          'lapse not applied',
        );
      return;
    }
    await ctx.adapter.afterMove(out.value);
  } catch (err) {
    // Thrown again so the timer tries once more later (the store was down); a stale retry does nothing.
    ctx.log.warn({ channelId: job.channelId, seat: job.seat, err: errorText(err) }, 'lapse failed');
    throw err;
  }
}
