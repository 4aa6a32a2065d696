import { cmdGame } from '../../commands/game.messages.ts';
import { DEFAULT_LOCALE } from '../engine/messages.ts';
import type { Seat } from '../engine/types.ts';
import { awaitedOrMay, publicWaiting } from '../engine/waiting.ts';
import {
  DEFAULT_SETTINGS,
  isComputerUser,
  type SeatClock,
  type TableRecord,
  type TableSettings,
} from '../store/record.ts';
import { service } from './messages.ts';
import type { Result, Table } from './tables.ts';

/**
 * Turn clocks: how long each decision may take, when its deadline falls (paused while its player
 * is away), and when the reminders before it are due. Pure maths on the stored table; the timers
 * (src/discord/timers) and the messages (present.ts) read their deadlines from here.
 */

/** A player's `/away` period (UserPrefs.away): ISO times. */
export type Away = { from: string; until: string };
/** A seat's away period, as the caller knows it (undefined or null: not away, or not looked up). */
export type AwayOf = (seat: Seat) => Away | null | undefined;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The shortest and longest clock a table may set. */
export const MIN_CLOCK_MS = 5 * MINUTE;
export const MAX_CLOCK_MS = 60 * DAY;
/** Reminder points a table may set at most (the record's limit). */
export const MAX_REMINDERS = 6;

export const CLOCK_ACCEPTED = service('service.clock.accepted');
export const REMINDERS_ACCEPTED = service('service.clock.remindersAccepted');

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** A table's settings: its own, or the defaults (older records have none). */
export function settingsOf(r: TableRecord): TableSettings {
  return r.settings ?? DEFAULT_SETTINGS;
}

const UNITS: Record<string, number> = {
  w: 7 * DAY,
  week: 7 * DAY,
  weeks: 7 * DAY,
  d: DAY,
  day: DAY,
  days: DAY,
  h: HOUR,
  hr: HOUR,
  hrs: HOUR,
  hour: HOUR,
  hours: HOUR,
  m: MINUTE,
  min: MINUTE,
  mins: MINUTE,
  minute: MINUTE,
  minutes: MINUTE,
};

/** "3d", "90m", "1d 12h", "2.5h" in ms; null when it is not a duration. */
export function parseDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  let total = 0;
  let rest = t;
  const part = /^(\d{1,4}(?:\.\d{1,2})?)\s*([a-z]+)\s*/;
  while (rest) {
    const m = part.exec(rest);
    const unit = m ? UNITS[m[2]!] : undefined;
    if (!m || unit === undefined) return null;
    total += Number(m[1]) * unit;
    rest = rest.slice(m[0].length);
  }
  return Math.round(total);
}

/** A clock as typed at /game new or /game settings: '24h', '3d', '90m', or 'none' (null: no clock). */
export function parseClock(text: string): Result<number | null> {
  const t = text.trim().toLowerCase();
  if (t === 'none' || t === 'off' || t === 'no') return { ok: true, value: null };
  const ms = parseDuration(t);
  if (ms === null)
    return fail(service('service.clock.notClock', { text: text.slice(0, 20), accepted: CLOCK_ACCEPTED }));
  if (ms < MIN_CLOCK_MS || ms > MAX_CLOCK_MS)
    return fail(service('service.clock.range', { time: formatDuration(ms), accepted: CLOCK_ACCEPTED }));
  return { ok: true, value: ms };
}

/** One reminder point in its stored spelling ("50%", "1h", "1h 30m"), or why not. */
function parseReminder(text: string): Result<string> {
  const t = text.trim().toLowerCase();
  const pct = /^(\d{1,3})\s*%$/.exec(t);
  if (pct) {
    const n = Number(pct[1]);
    return n >= 1 && n <= 99
      ? { ok: true, value: `${n}%` }
      : fail(service('service.clock.share', { text: text.slice(0, 12) }));
  }
  const ms = parseDuration(t);
  if (ms === null || ms < MINUTE || ms > MAX_CLOCK_MS)
    return fail(service('service.clock.notPoint', { text: text.slice(0, 20) }));
  return { ok: true, value: formatDuration(ms) };
}

/** Reminder points as typed: "50%, 1h" -> ['50%', '1h']; 'none' -> []. Repeats are kept once. */
export function parseReminders(text: string): Result<string[]> {
  const t = text.trim().toLowerCase();
  if (t === 'none' || t === 'off' || t === 'no' || t === '') return { ok: true, value: [] };
  const out: string[] = [];
  for (const piece of t
    .split(/[,;]+/)
    .map((x) => x.trim())
    .filter(Boolean)) {
    const one = parseReminder(piece);
    if (!one.ok) return fail(service('service.clock.reminders', { error: one.error, accepted: REMINDERS_ACCEPTED }));
    if (!out.includes(one.value)) out.push(one.value);
  }
  if (out.length > MAX_REMINDERS)
    return fail(service('service.clock.tooMany', { n: out.length, accepted: REMINDERS_ACCEPTED }));
  return { ok: true, value: out };
}

/** A duration as players write it, in whole minutes: "3d", "24h", "1h 30m", "45m". */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / MINUTE);
  if (minutes % (24 * 60) === 0 && minutes >= 2 * 24 * 60) return `${minutes / (24 * 60)}d`;
  if (minutes % 60 === 0) return `${minutes / 60}h`;
  if (minutes > 60) return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
  return `${minutes}m`;
}

/** The clock in words: "24h per decision" or "no clock". */
export function clockWords(clockMs: number | null): string {
  return clockMs === null
    ? service('service.clock.none')
    : service('service.clock.per', { time: formatDuration(clockMs) });
}

/**
 * A note on reminder points as long as the clock or longer ("5d" with a 24h clock): reminderTimes
 * leaves them out, so they are never sent; empty when every point can be.
 */
export function unsentRemindersNote(s: TableSettings): string {
  if (s.clockMs === null) return '';
  const clock = s.clockMs;
  const unsent = s.reminders.filter((p) => !p.endsWith('%') && (parseDuration(p) ?? 0) >= clock);
  if (!unsent.length) return '';
  return `⚠️ ${service('service.settings.unsent', { n: unsent.length, list: unsent.join(', '), clock: formatDuration(clock) })}`;
}

/** Each setting's name (as /game settings calls its option) and its value in words. */
export function settingWords(s: TableSettings): Record<keyof TableSettings, { name: string; value: string }> {
  // Names are the options' own (as a token: French Discord shows the French name); values are tokens.
  return {
    clockMs: { name: cmdGame('cmd.game.settings.clock'), value: clockWords(s.clockMs) },
    reminders: {
      name: cmdGame('cmd.game.settings.reminders'),
      value: s.reminders.length ? s.reminders.join(', ') : 'none',
    },
    expiry: {
      name: cmdGame('cmd.game.settings.expiry'),
      value: service(s.expiry === 'wait' ? 'service.settings.expiry.wait' : 'service.settings.expiry.bot'),
    },
    strikeLimit: {
      name: cmdGame('cmd.game.settings.strikes'),
      value: service('service.settings.strikes', { n: s.strikeLimit }),
    },
    afterStrikes: {
      name: cmdGame('cmd.game.settings.after'),
      value: service(s.afterStrikes === 'bot' ? 'service.settings.after.bot' : 'service.settings.after.vote'),
    },
    vacationDays: {
      name: cmdGame('cmd.game.settings.vacation'),
      value: service('service.settings.vacation', { n: s.vacationDays }),
    },
    locale: {
      name: cmdGame('cmd.game.settings.language'),
      value: cmdGame((s.locale ?? DEFAULT_LOCALE) === 'fr' ? 'cmd.game.language.fr' : 'cmd.game.language.en'),
    },
  };
}

/** A seat's clock as stored; records older than the clocks count from their last write, with no strikes. */
export function clockOf(r: TableRecord, seat: Seat): SeatClock {
  return r.clocks?.[seat] ?? { since: r.updatedAt, strikes: 0 };
}

/** When `seat`'s current decision began (ms); older records without clocks: their last write. */
export function sinceOf(r: TableRecord, seat: Seat): number {
  const at = Date.parse(clockOf(r, seat).since);
  return Number.isFinite(at) ? at : Date.parse(r.updatedAt);
}

/**
 * The deadline of a decision that began at `since` with `clockMs` to take, its clock paused
 * during the part of `away` that overlaps it: an away period from before the decision began
 * starts the clock when it ends; one beginning after the deadline changes nothing.
 */
export function pausedDeadline(since: number, clockMs: number, away?: Away | null): number {
  const plain = since + clockMs;
  if (!away) return plain;
  const from = Date.parse(away.from);
  const until = Date.parse(away.until);
  if (!Number.isFinite(from) || !Number.isFinite(until) || until <= from) return plain;
  if (until <= since || from >= plain) return plain;
  return plain + (until - Math.max(from, since));
}

/**
 * A seat's deadline (ms epoch); null when the table has no clock or no game running, the seat is
 * not awaited (a seat that may respond is never waited for), or a computer plays it.
 */
export function deadlineOf(t: Table, seat: Seat, away?: Away | null): number | null {
  const { record, entry, state } = t;
  const { clockMs } = settingsOf(record);
  if (clockMs === null || record.status !== 'playing' || state === null) return null;
  const s = record.seats[seat];
  if (!s || s.computer || isComputerUser(s.userId)) return null;
  if (!entry.game.awaiting(state).includes(seat)) return null;
  return pausedDeadline(sinceOf(record, seat), clockMs, away);
}

/**
 * When `seat`'s current decision answers itself by the game's own time limit
 * (GameDefinition.timeLimit), and with which choice; null without one. It counts from when the
 * decision began (the seat's clock's `since`, set when its choices last changed), whatever the
 * table's clock: also with no clock, never paused by /away, and for a computer's seat too. Null
 * for a seat neither awaited nor free to respond (with only anytime choices).
 */
export function lapseOf(t: Table, seat: Seat): { at: number; key: string } | null {
  const { record, entry, state } = t;
  if (!entry.game.timeLimit || record.status !== 'playing' || state === null) return null;
  // Only a decision in front of the seat (awaited, or a window open to it): never its anytime choices alone.
  if (!awaitedOrMay(entry.game, state, seat)) return null;
  const limit = entry.game.timeLimit(state, seat);
  if (!limit || !Number.isFinite(limit.ms) || limit.ms < 0) return null;
  return { at: sinceOf(record, seat) + Math.round(limit.ms), key: limit.key };
}

/**
 * When the reminders before `deadline` are due (ms epoch, earliest first): "50%" when that share
 * of the clock has run (counted back from the deadline, so time away does not count), "1h" an
 * hour before it. A point as far back as the whole clock, or before the decision began, is left out.
 */
export function reminderTimes(t: Table, seat: Seat, deadline: number): number[] {
  const { clockMs, reminders } = settingsOf(t.record);
  if (clockMs === null) return [];
  const start = sinceOf(t.record, seat);
  const times = new Set<number>();
  for (const point of reminders) {
    const pct = /^(\d{1,2})%$/.exec(point);
    const before = pct ? Math.round(clockMs * (1 - Number(pct[1]) / 100)) : parseDuration(point);
    // A point further back than the whole clock would fall before the decision's running time.
    if (before === null || before <= 0 || before >= clockMs) continue;
    const at = deadline - before;
    if (at > start && at < deadline) times.add(at);
  }
  return [...times].sort((a, b) => a - b);
}

/** A moment as Discord shows it in each reader's own time zone, relative ("in 3 days"). */
export const relativeTime = (ms: number): string => `<t:${Math.floor(ms / 1000)}:R>`;

/**
 * The deadlines the public may see: one per publicly awaited seat. None at all while the game
 * shows a cover set (a seat named that is not really awaited): a deadline on some of its seats
 * only would point at the secret asker. A secret asker's own deadline is never among them.
 */
export function publicDeadlines(t: Table, awayOf?: AwayOf): Map<Seat, number> {
  const out = new Map<Seat, number>();
  if (t.state === null) return out;
  const shown = publicWaiting(t.entry.game, t.state).seats;
  const awaited = t.entry.game.awaiting(t.state);
  if (shown.some((s) => !awaited.includes(s))) return out;
  for (const seat of shown) {
    const d = deadlineOf(t, seat, awayOf?.(seat));
    if (d !== null) out.set(seat, d);
  }
  return out;
}
