import { z } from 'zod';
import { readJson } from '../engine/json.ts';

/**
 * The stored form of a table key: plain JSON (JSON.stringify / JSON.parse, no Keyv serializer),
 * its fields in a fixed order so the version can be read from the first bytes without parsing
 * the rest (the Redis script's compare-and-set does exactly that):
 *
 *   {"f":2,"version":N,"expires":MS|null,"history":{"count":C,"bytes":B,"gen":G},"value":RECORD}
 *   {"f":2,"version":N,"expires":MS|null,"history":{"count":0,"bytes":0,"gen":0},"expired":NOTICE}
 *
 * `expires` is when the value stops being current (a finished game's retention, an idle game's
 * expiry, a notice's end); `history` is how much of the game's append-only history the record
 * vouches for: entries, and bytes of the history file (the file store truncates to it before it
 * appends, so what a crash left beyond it never counts). An idle-expired game leaves a notice
 * (`expired`) instead of its record, so the table can be told.
 *
 * Records written before this format are Keyv entries (`{"value":…,"expires":…}` through Keyv's
 * serializer) holding the older record with its whole log: they are read, and migrated by the
 * next write.
 */

export const FORMAT_PREFIX = '{"f":2,';
const VERSION_AT_START = /^\{"f":2,"version":(\d+),/;

/**
 * How much history a record vouches for: entries, and bytes of its history file; `gen` numbers
 * the file (a new game writes a new one, so a crash before its record lands leaves the old game's
 * history whole).
 */
export const historyExtentSchema = z.object({
  count: z.number().int().min(0),
  bytes: z.number().int().min(0),
  gen: z.number().int().min(0),
});
export type HistoryExtent = z.infer<typeof historyExtentSchema>;
export const NO_HISTORY: HistoryExtent = Object.freeze({ count: 0, bytes: 0, gen: 0 });

export const expiredNoticeSchema = z.object({ gameId: z.string(), idleDays: z.number().min(0), expiredAt: z.string() });

const storedTableSchema = z.object({
  f: z.literal(2),
  version: z.number().int().min(0),
  expires: z.number().nullable(),
  history: historyExtentSchema,
  value: z.unknown().optional(),
  expired: expiredNoticeSchema.optional(),
});
export type StoredTable = z.infer<typeof storedTableSchema>;

export function encodeStored(t: StoredTable): string {
  // Field order matters: `f` then `version` first (see VERSION_AT_START).
  const head = {
    f: 2,
    version: t.version,
    expires: t.expires,
    history: { count: t.history.count, bytes: t.history.bytes, gen: t.history.gen },
  };
  return JSON.stringify(t.expired ? { ...head, expired: t.expired } : { ...head, value: t.value });
}

/** Whether a raw value is in this format (otherwise it is an older Keyv entry, or garbage). */
export function isCurrentFormat(raw: string): boolean {
  return raw.startsWith(FORMAT_PREFIX);
}

/** The version of a raw value in this format, read from its first bytes; undefined for anything else. */
export function storedVersion(raw: string | null): number | undefined {
  const m = raw === null ? null : VERSION_AT_START.exec(raw.slice(0, 40));
  return m ? Number(m[1]) : undefined;
}

export type Opened = { ok: true; stored: StoredTable } | { ok: false; error: string };

export function openStored(raw: string): Opened {
  const read = readJson(storedTableSchema, raw);
  if (!read.ok && read.problem === 'json') return { ok: false, error: 'the stored data is not valid JSON' };
  if (!read.ok || (read.value.value === undefined) === (read.value.expired === undefined)) {
    return { ok: false, error: 'the stored data is not a table entry with a record or an expiry notice' };
  }
  return { ok: true, stored: read.value };
}

/** The bytes one history entry takes in the history file: its JSON and a newline. */
export function lineBytes(line: string): number {
  return Buffer.byteLength(line) + 1;
}
