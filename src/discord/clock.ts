import type { Seat } from '../engine/types.ts';
import { DEFAULT_SETTINGS, isComputerUser, type TableRecord, type TableSettings } from '../store/record.ts';
import type { Result, Table } from './tables.ts';

/**
 * PROVISIONAL (part 2, timers): the minimum of part 1's clock maths, with the agreed signatures,
 * so the timers can be written before the clock part is merged. The owner's version replaces it.
 */

const MINUTE = 60_000;
const UNITS: Record<string, number> = { m: MINUTE, h: 60 * MINUTE, d: 24 * 60 * MINUTE };

export function settingsOf(r: TableRecord): TableSettings {
  return r.settings ?? DEFAULT_SETTINGS;
}

function duration(text: string): number | null {
  const m = /^(\d{1,4})\s*([mhd])$/.exec(text.trim().toLowerCase());
  return m ? Number(m[1]) * UNITS[m[2]!]! : null;
}

export function parseClock(text: string): Result<number | null> {
  if (text.trim().toLowerCase() === 'none') return { ok: true, value: null };
  const ms = duration(text);
  return ms ? { ok: true, value: ms } : { ok: false, error: `"${text.slice(0, 20)}" is not a clock (24h, 3d, 90m or none).` };
}

export function parseReminders(text: string): Result<string[]> {
  const t = text.trim().toLowerCase();
  if (t === 'none' || t === '') return { ok: true, value: [] };
  const points = t.split(',').map((p) => p.trim());
  const bad = points.find((p) => !/^\d{1,2}%$/.test(p) && duration(p) === null);
  return bad === undefined ? { ok: true, value: points } : { ok: false, error: `"${bad.slice(0, 12)}" is not a reminder point.` };
}

/** When the seat's current decision began (its clock), or the record's last write in older records. */
function sinceOf(r: TableRecord, seat: Seat): number {
  return Date.parse(r.clocks?.[seat]?.since ?? r.updatedAt);
}

export function deadlineOf(t: Table, seat: Seat, away?: { from: string; until: string } | null): number | null {
  const { record, entry, state } = t;
  const { clockMs } = settingsOf(record);
  const s = record.seats[seat];
  if (clockMs === null || record.status !== 'playing' || state === null || !s || s.computer || isComputerUser(s.userId)) return null;
  if (!entry.game.awaiting(state).includes(seat)) return null;
  const since = sinceOf(record, seat);
  const plain = since + clockMs;
  if (!away) return plain;
  const from = Date.parse(away.from);
  const until = Date.parse(away.until);
  if (!(until > from) || until <= since || from >= plain) return plain;
  return plain + (until - Math.max(from, since));
}

export function reminderTimes(t: Table, seat: Seat, deadline: number): number[] {
  const { clockMs, reminders } = settingsOf(t.record);
  if (clockMs === null) return [];
  const start = sinceOf(t.record, seat);
  const times = new Set<number>();
  for (const point of reminders) {
    const pct = /^(\d{1,2})%$/.exec(point);
    const before = pct ? Math.round(clockMs * (1 - Number(pct[1]) / 100)) : duration(point);
    if (before === null) continue;
    const at = deadline - before;
    if (at > start && at < deadline) times.add(at);
  }
  return [...times].sort((a, b) => a - b);
}
