import { type ComputerLevel, chooseFor, decisionRng } from '../engine/computer.ts';
import type { Seat } from '../engine/types.ts';
import { errorText } from '../log.ts';
import type { ServiceContext } from './context.ts';
import { owedMessages } from './owed.ts';
import { type Chooser, STALE } from './tables.ts';
import type { TimerJob } from './timers/types.ts';

/**
 * Computer players on Discord. A computer seat's move comes from a timer (planned after every
 * move, src/discord/timers/plan.ts, a short pause after its decision comes up); a person's
 * decision is taken by a computer when their time ran out (the timers' expiry, clockJobs.ts).
 * Either way the move goes through the same path as a person's: one atomic write guarded by the
 * seat's decision stamp, the same public update of the turn's message, the timers planned again.
 */

/**
 * The computer's choice among the seat's legal actions, from its view only (chooseFor). A player
 * that chooses something not offered (a bug) is logged and replaced by the random player, so the
 * table never stalls on it.
 */
function computerChooser(ctx: ServiceContext, level: ComputerLevel): Chooser {
  return (c) => {
    const rng = decisionRng(c.record.seed, c.record.actions, c.seat);
    const chosen = chooseFor(c.entry.game, c.state, c.seat, level, rng, c.legal);
    if (chosen.ok) return chosen;
    ctx.log.error(
      { channelId: c.record.channelId, game: c.entry.game.id, seat: c.seat, level, error: chosen.error },
      'computer player chose badly; a random choice instead',
    );
    return level === 'random' ? chosen : chooseFor(c.entry.game, c.state, c.seat, 'random', rng, c.legal);
  };
}

/** Plays one decision for `seat` if its stamp is still `stamp`; false when stale (or refused). */
async function playFor(
  ctx: ServiceContext,
  channelId: string,
  seat: Seat,
  stamp: number,
  level: ComputerLevel,
  why?: string,
): Promise<boolean> {
  const out = await ctx.tables.actForSeat(channelId, seat, stamp, computerChooser(ctx, level), (o, v) =>
    owedMessages(o, v, why),
  );
  if (!out.ok) {
    // Stale (the decision was taken meanwhile) is expected; anything else is worth a look.
    if (out.error === STALE) ctx.log.debug({ channelId, seat, stamp }, 'computer move stale');
    else ctx.log.warn({ channelId, seat, stamp, error: out.error }, 'computer move not made');
    return false;
  }
  await ctx.adapter.afterMove(out.value);
  return true;
}

/** A computer seat's move, when its timer is due: only if the seat is still a computer's and its decision is still the one planned. */
export async function computerTurn(ctx: ServiceContext, job: TimerJob): Promise<void> {
  const t = await ctx.tables.load(job.channelId);
  if (!t.ok) return;
  const { record } = t.value;
  const level = record.seats[job.seat]?.computer;
  if (record.status !== 'playing' || !level || (record.stamps[job.seat] ?? 0) !== job.stamp) return;
  try {
    await playFor(ctx, job.channelId, job.seat, job.stamp, level);
  } catch (err) {
    // Thrown again so the timer tries once more later (the store was down, say); a stale retry does nothing.
    ctx.log.warn({ channelId: job.channelId, seat: job.seat, err: errorText(err) }, 'computer move failed');
    throw err;
  }
}

/**
 * A computer (greedy) takes one decision for `seat`, as if its player had pressed it, when the
 * seat's stamp is still `stamp`; published like a person's move with `why` said in the channel
 * (e.g. "⏰ Ann's time ran out: a computer player chose for them."). False when stale.
 */
export function computerDecision(
  ctx: ServiceContext,
  channelId: string,
  seat: Seat,
  stamp: number,
  why: string,
): Promise<boolean> {
  return playFor(ctx, channelId, seat, stamp, 'greedy', why);
}
