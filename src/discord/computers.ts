import type { Seat } from '../engine/types.ts';
import { errorText } from '../log.ts';
import type { BotContext } from './context.ts';
import { postToChannel } from './deliver.ts';
import { deliverOutbox, owedMessages } from './outbox.ts';
import { planTimers } from './timers/plan.ts';
import type { TimerJob } from './timers/types.ts';

/** A computer seat's move, when its timer is due. (Issue 9, computer players: being written.) */
export async function computerTurn(_ctx: BotContext, _job: TimerJob): Promise<void> {}

/**
 * PROVISIONAL (part 2, timers; part 3 owns it): applies one decision for `seat` if its stamp is
 * still `stamp` (its first choice that takes no typed number), says `why` in the channel and
 * publishes the move like a person's. False when stale.
 */
export async function computerDecision(ctx: BotContext, channelId: string, seat: Seat, stamp: number, why: string): Promise<boolean> {
  const loaded = await ctx.tables.load(channelId);
  const userId = loaded.ok ? loaded.value.record.seats[seat]?.userId : undefined;
  if (!userId) return false;
  const out = await ctx.tables.act(channelId, userId, (c) => {
    const pick = c.legal.find((a) => !a.amount);
    return pick ? { ok: true, value: pick } : { ok: false, error: 'no choice without a number' };
  }, { seat, stamp }, owedMessages);
  if (!out.ok) return false;
  await postToChannel(ctx.client, channelId, { content: why, allowedMentions: { users: [] } })
    .catch((err: unknown) => ctx.log.warn({ channelId, err: errorText(err) }, 'computer decision not announced'));
  await deliverOutbox(ctx, channelId, out.value);
  await planTimers(ctx, out.value);
  return true;
}
