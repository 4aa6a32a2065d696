/**
 * A table record's words, free of any chat platform: seat names (as they were when an event
 * happened), event lines with their seats filled in, and which events are public or private.
 */
import { fillSeats } from '../engine/play.ts';
import type { GameEvent, Seat } from '../engine/types.ts';
import type { TableRecord } from '../store/record.ts';

export const seatName = (r: TableRecord, seat: Seat): string => r.seats[seat]?.name ?? `Seat ${seat + 1}`;

/** Who held `seat` at time `at` (an event's): a seat that changed hands since names its holder then. */
export function seatNameAt(r: TableRecord, seat: Seat, at: string | undefined): string {
  const before = at === undefined ? undefined : r.formerHolders?.find((f) => f.seat === seat && at < f.until);
  return before?.name ?? seatName(r, seat);
}

export function eventLine(r: TableRecord, e: { text: string; at?: string }): string {
  return fillSeats(e.text, (s) => `**${seatNameAt(r, s, e.at)}**`);
}

export const isPublic = (e: { to: GameEvent['to'] }): boolean => e.to === 'public';
/** Events meant for this seat alone (or a few seats), never the public ones. */
export const isPrivateTo = (e: { to: GameEvent['to'] }, seat: Seat): boolean =>
  e.to !== 'public' && e.to.includes(seat);
/** Private news lines for a seat: events addressed to it, not the public ones. */
export function privateLines(
  r: TableRecord,
  events: readonly { text: string; to: GameEvent['to'] }[],
  seat: Seat,
): string[] {
  return events.filter((e) => isPrivateTo(e, seat)).map((e) => `🔒 ${eventLine(r, e)}`);
}
