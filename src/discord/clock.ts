import type { Seat } from '../engine/types.ts';
import { DEFAULT_SETTINGS, type TableRecord, type TableSettings } from '../store/record.ts';
import type { Table } from './tables.ts';

// PROVISIONAL (part 6, seats): the minimal deadline maths /games and /away need, with the agreed
// signatures. The clock part (part 1) owns this file: at merge its version replaces this one.

export function settingsOf(r: TableRecord): TableSettings {
  return r.settings ?? DEFAULT_SETTINGS;
}

/**
 * When this seat's current decision must be taken (ms epoch); null without a clock, when the seat
 * is not awaited, or when a computer plays it. The clock runs from `clocks[seat].since` and stands
 * still during the part of the player's away period that falls within it.
 */
export function deadlineOf(t: Table, seat: Seat, away?: { from: string; until: string } | null): number | null {
  const { record, entry, state } = t;
  const clockMs = settingsOf(record).clockMs;
  if (clockMs === null || record.status !== 'playing' || state === null) return null;
  if (record.seats[seat]?.computer || !entry.game.awaiting(state).includes(seat)) return null;
  const since = Date.parse(record.clocks?.[seat]?.since ?? record.updatedAt);
  if (Number.isNaN(since)) return null;
  let deadline = since + clockMs;
  if (away) {
    const from = Math.max(since, Date.parse(away.from));
    const until = Date.parse(away.until);
    if (from < deadline && until > from) deadline += until - from;
  }
  return deadline;
}
