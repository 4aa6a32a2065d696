import type { Seat } from '../engine/types.ts';
import type { TableRecord } from '../store/record.ts';

export type TurnMessage = NonNullable<TableRecord['turnMessage']>;

/** What a move does in the channel: nothing, edit the turn's message, or post a new one. */
export type Announcement = { kind: 'none' } | { kind: 'edit'; message: TurnMessage } | { kind: 'new' };

/**
 * One message per turn: a move edits the current turn message while the same players' decisions
 * continue (the awaited seats stay among those it was posted for and nobody faces a new decision),
 * and posts a new message when someone else must decide (they are pinged by it) or the game ends.
 * A move that changed nothing the public sees leaves the channel alone.
 */
export function planAnnouncement(
  prev: TurnMessage | undefined,
  o: { changed: boolean; over: boolean; awaited: readonly Seat[]; newlyAwaited: readonly Seat[] },
): Announcement {
  if (!o.changed) return { kind: 'none' };
  if (!prev || o.over || o.newlyAwaited.length > 0) return { kind: 'new' };
  // Nobody publicly awaited (a secret asker decides): a new decision the public must see announced.
  return o.awaited.length > 0 && o.awaited.every((s) => prev.awaited.includes(s)) ? { kind: 'edit', message: prev } : { kind: 'new' };
}

/** The public events a turn message lists: those recorded since it was posted (of the record's recent events). */
export function eventsSince(record: TableRecord, since: string): TableRecord['events'] {
  return record.events.filter((e) => e.at >= since);
}

/**
 * Whether the record's recent events reach back to `since`: they do when they start before it,
 * or when they are all the game told so far. Otherwise the turn is longer than the recent events
 * and the rest is in the history.
 */
export function recentEventsCover(record: TableRecord, since: string, kept: number): boolean {
  const oldest = record.events[0];
  return record.events.length < kept || (oldest !== undefined && oldest.at < since);
}
