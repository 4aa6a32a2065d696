import type { Seat } from '../engine/types.ts';
import { errorText } from '../log.ts';
import { type Away, type AwayOf, deadlineOf } from './clock.ts';
import type { ServiceContext } from './context.ts';
import type { Table } from './tables.ts';

/**
 * The away periods (/away, UserPrefs.away) of a table's awaited players, read once for a message
 * that shows their deadlines. A read that fails leaves that seat's deadline without the pause
 * (a message is never held up by it).
 */
export async function awayOfSeats(
  ctx: Pick<ServiceContext, 'store' | 'log'>,
  t: Table,
  seats?: readonly Seat[],
): Promise<AwayOf> {
  const wanted = seats ?? (t.state === null ? [] : t.entry.game.awaiting(t.state));
  const found = new Map<Seat, Away | null>();
  await Promise.all(
    wanted.map(async (seat) => {
      const s = t.record.seats[seat];
      // Only a seat with a running clock has a deadline to pause.
      if (!s || deadlineOf(t, seat, null) === null) return;
      try {
        found.set(seat, (await ctx.store.getPrefs(s.userId)).away);
      } catch (err) {
        ctx.log.warn(
          { channelId: t.record.channelId, err: errorText(err) },
          'away period not read; deadline shown without it',
        );
      }
    }),
  );
  return (seat) => found.get(seat) ?? null;
}
