import type { Seat } from '../engine/types.ts';
import type { TableRecord } from '../store/record.ts';

export type TurnMessage = NonNullable<TableRecord['turnMessage']>;

/** What a move does in the channel: nothing, edit the turn's message, or post a new one. */
export type Announcement = { kind: 'none' } | { kind: 'edit'; message: TurnMessage } | { kind: 'new' };

/**
 * One message per turn. For a game that tells its turns (GameDefinition.turnKey): a move edits the
 * turn's message while the game stays in the same turn, other players' decisions inside it
 * included (they hear of them by DM), and posts a new one when the next turn begins or the game
 * ends. For a game that does not, or a message posted before turn keys: edited while the same
 * players' decisions continue (the awaited seats stay among those it was posted for and nobody
 * faces a new decision), posted anew when someone else must decide. A move that changed nothing
 * the public sees leaves the channel alone.
 */
export function planAnnouncement(
  prev: TurnMessage | undefined,
  o: {
    changed: boolean;
    over: boolean;
    awaited: readonly Seat[];
    newlyAwaited: readonly Seat[];
    turn?: string | undefined;
  },
): Announcement {
  if (!o.changed) return { kind: 'none' };
  if (!prev || o.over) return { kind: 'new' };
  if (o.turn !== undefined && prev.turn !== undefined)
    return o.turn === prev.turn ? { kind: 'edit', message: prev } : { kind: 'new' };
  if (o.newlyAwaited.length > 0) return { kind: 'new' };
  // Nobody publicly awaited (a secret asker decides): a new decision the public must see announced.
  return o.awaited.length > 0 && o.awaited.every((s) => prev.awaited.includes(s))
    ? { kind: 'edit', message: prev }
    : { kind: 'new' };
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
