import type { Seat } from '../engine/types.ts';
import { errorText } from '../log.ts';
import { computerUserId } from '../store/record.ts';
import type { BotContext } from './context.ts';
import { postToChannel } from './deliver.ts';
import type { Result, Table } from './tables.ts';
import { planTimers } from './timers/plan.ts';

/**
 * PROVISIONAL (part 2, timers; part 6 owns it): the seat goes to a greedy computer player for
 * good (its person loses it), `why` is said in the channel, and the table's timers are planned.
 */
export async function handToComputer(ctx: BotContext, channelId: string, seat: Seat, why: string): Promise<Result<Table>> {
  const res = await ctx.store.update(channelId, (r) => {
    const s = r?.seats[seat];
    if (!r || r.status !== 'playing' || !s || s.computer) return { result: false };
    const seats = r.seats.map((x, i) => (i === seat ? { userId: computerUserId(seat), name: x.name, computer: 'greedy' as const } : x));
    return { write: { ...r, seats }, result: true };
  });
  if (!res.ok || !res.result || !res.record) return { ok: false, error: 'The seat could not be handed to a computer player.' };
  const t = ctx.tables.table(res.record);
  if (!t.ok) return t;
  await postToChannel(ctx.client, channelId, { content: why, allowedMentions: { users: [] } })
    .catch((err: unknown) => ctx.log.warn({ channelId, err: errorText(err) }, 'seat change not announced'));
  await planTimers(ctx, t.value);
  return t;
}
