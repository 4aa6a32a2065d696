import { z } from 'zod';
import type { Locale } from '../engine/messages.ts';
import type { TableRecord } from '../store/record.ts';
import { parseDuration, settingsOf } from './clock.ts';
import { service } from './messages.ts';

/**
 * Vacation maths for /away: what "until" means, and how many days an away period takes from each
 * calendar month's allowance at a table (settings.vacationDays per player per month).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest away period asked at once. */
export const MAX_AWAY_DAYS = 62;

export type AwayRequest = { kind: 'back' } | { kind: 'until'; until: number };

/** "back", a date ("2026-12-24": away until that day begins, UTC), or a time from now ("3d", "12h", "2w", "90m"). */
export const awayInputSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.union([
      z.literal('back').transform(() => ({ kind: 'back' as const })),
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date looks like 2026-12-24')
        .transform((text, c) => {
          const at = Date.parse(`${text}T00:00:00.000Z`);
          // Date.parse rolls 2026-02-30 over to March: such a date is refused, not moved.
          if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text) {
            c.addIssue({ code: 'custom', message: `${text} is not a date` });
            return z.NEVER;
          }
          return { kind: 'date' as const, at };
        }),
      // A time from now, read as a clock is (clock.ts): "3d", "12h", "2w", "1d 12h".
      z.string().transform((text, c) => {
        const ms = parseDuration(text);
        if (ms === null) {
          c.addIssue({ code: 'custom', message: 'a time looks like 3d, 12h or 2w' });
          return z.NEVER;
        }
        return { kind: 'span' as const, ms };
      }),
    ]),
  );

/** What the player asked, checked against the time now: a past date or an over-long absence is refused. */
export function parseAway(text: string, now: number): { ok: true; value: AwayRequest } | { ok: false; error: string } {
  const parsed = awayInputSchema.safeParse(text);
  if (!parsed.success)
    return {
      ok: false,
      error: service('service.away.notUnderstood', { text: text.slice(0, 40) }),
    };
  const v = parsed.data;
  if (v.kind === 'back') return { ok: true, value: v };
  const until = v.kind === 'date' ? v.at : now + v.ms;
  if (v.kind === 'span' && v.ms <= 0)
    return {
      ok: false,
      error: service('service.away.noTime'),
    };
  if (until <= now)
    return {
      ok: false,
      error: service('service.away.begun', { date: new Date(until).toISOString().slice(0, 10) }),
    };
  if (until - now > MAX_AWAY_DAYS * DAY_MS)
    return { ok: false, error: service('service.away.tooFar', { days: MAX_AWAY_DAYS }) };
  return { ok: true, value: { kind: 'until', until } };
}

/** "2026-12" (UTC) of a time. */
export const monthOf = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

/**
 * The days an away period [from, until) takes, by month: each started day counted once, in the
 * month where that day of the absence begins (a 3-day absence is 3 days, however months split it).
 */
export function chargeOf(from: number, until: number): Record<string, number> {
  const out: Record<string, number> = {};
  const days = Math.max(0, Math.ceil((until - from) / DAY_MS));
  for (let k = 0; k < days; k++) {
    const m = monthOf(from + k * DAY_MS);
    out[m] = (out[m] ?? 0) + 1;
  }
  return out;
}

/** `used` less `minus`, plus `plus`, month by month (never below 0, at most 31; empty months dropped). */
export function adjust(
  used: Readonly<Record<string, number>>,
  minus: Readonly<Record<string, number>>,
  plus: Readonly<Record<string, number>>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of new Set([...Object.keys(used), ...Object.keys(minus), ...Object.keys(plus)])) {
    const n = Math.min(31, Math.max(0, (used[m] ?? 0) - (minus[m] ?? 0) + (plus[m] ?? 0)));
    if (n > 0) out[m] = n;
  }
  return out;
}

/** A change of one person's away period at one table: the charge it replaces and the new one. */
export interface AwayChange {
  readonly userId: string;
  readonly minus: Readonly<Record<string, number>>;
  readonly plus: Readonly<Record<string, number>>;
}

/** The month whose allowance the change would exceed at this table, with the numbers; undefined when it fits. */
export function overLimit(
  r: TableRecord,
  c: AwayChange,
): { month: string; used: number; asked: number; limit: number } | undefined {
  const limit = settingsOf(r).vacationDays;
  const used = r.vacationUsed?.[c.userId] ?? {};
  const base = adjust(used, c.minus, {});
  for (const [month, asked] of Object.entries(c.plus)) {
    if ((base[month] ?? 0) + asked > limit) return { month, used: base[month] ?? 0, asked, limit };
  }
  return undefined;
}

/** The record with the change applied to its vacation count. */
export function withCharge(r: TableRecord, c: AwayChange): TableRecord {
  const next = adjust(r.vacationUsed?.[c.userId] ?? {}, c.minus, c.plus);
  const { [c.userId]: _old, ...others } = r.vacationUsed ?? {};
  return { ...r, vacationUsed: Object.keys(next).length ? { ...others, [c.userId]: next } : others };
}

/** "December 2026" for "2026-12" ("décembre 2026" in French). */
export function monthName(month: string, locale: Locale = 'en'): string {
  return new Date(`${month}-01T00:00:00.000Z`).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
