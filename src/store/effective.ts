import type { HistoryEntry } from './record.ts';

/** An undo marker (see historyEntrySchema): it takes back an earlier entry and applies nothing. */
export const isUndoMarker = (e: HistoryEntry): boolean => e.undoes !== undefined;

/**
 * The history as the game stands: every entry in order, less the steps an undo took back. The
 * undo markers stay (no action; their events are the public notices of what was undone), so a
 * reader of events (/game log, the turn message) shows them; a reader of actions uses
 * `effectiveActions`. The one place that knows how undo is recorded: every reader goes through it.
 * `offset`: the index of `history[0]` in the whole history, when reading a range of it (a marker
 * may name an entry before the range; that one is simply not there).
 */
export function effectiveEntries(history: readonly HistoryEntry[], offset = 0): HistoryEntry[] {
  const undone = new Set<number>();
  for (const e of history) if (e.undoes !== undefined) undone.add(e.undoes);
  return history.filter((_e, i) => !undone.has(i + offset));
}

/** The actions that stand, in order: what replay and export apply to the seed's setup. */
export function effectiveActions(history: readonly HistoryEntry[]): HistoryEntry[] {
  return effectiveEntries(history).filter((e) => !isUndoMarker(e));
}
