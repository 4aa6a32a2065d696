/**
 * A table record's words, free of any chat platform: seat names (as they were when an event
 * happened), event lines with their seats filled in, and which events are public or private.
 */
import { DEFAULT_LOCALE, type Locale, localize } from '../engine/messages.ts';
import { fillSeats } from '../engine/play.ts';
import type { GameEvent, Seat } from '../engine/types.ts';
import type { TableRecord } from '../store/record.ts';
import { service } from './messages.ts';

export const seatName = (r: TableRecord, seat: Seat): string =>
  r.seats[seat]?.name ?? localize(service('service.seat', { n: seat + 1 }), tableLocale(r));

/** Who held `seat` at time `at` (an event's): a seat that changed hands since names its holder then. */
export function seatNameAt(r: TableRecord, seat: Seat, at: string | undefined): string {
  const before = at === undefined ? undefined : r.formerHolders?.find((f) => f.seat === seat && at < f.until);
  return before?.name ?? seatName(r, seat);
}

/** An event in words (in `locale`, by default the table's), its seats named as they were then. */
export function eventLine(r: TableRecord, e: { text: string; at?: string }, locale: Locale = tableLocale(r)): string {
  // Put into words before the names go in: a name is never read as part of a token.
  return fillSeats(localize(e.text, locale), (s) => `**${seatNameAt(r, s, e.at)}**`);
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
  locale: Locale,
): string[] {
  return events.filter((e) => isPrivateTo(e, seat)).map((e) => `🔒 ${eventLine(r, e, locale)}`);
}

/** The language of a table's public posts and boards: its setting, English for older records. */
export function tableLocale(r: Pick<TableRecord, 'settings'>): Locale {
  return r.settings?.locale ?? DEFAULT_LOCALE;
}
