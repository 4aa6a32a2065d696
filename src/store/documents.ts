import { z } from 'zod';
import { readJson } from '../engine/json.ts';

/**
 * Plain documents beside the tables (ratings per game, a guild's settings): one JSON value per
 * key, versioned like the table records and written only by compare-and-set on that version
 * (RawBackend.writeDocument), so several processes updating one document never lose a change.
 *
 * Stored form, fields in a fixed order so a backend reads the version from the first bytes:
 *
 *   {"d":1,"version":N,"value":DOCUMENT}
 */

/** The documents there are, by name; the key is `${prefix}${name}` (see StoreKeys.document). */
export type DocumentName = `ratings:${string}` | `guildsettings:${string}`;

const DOCUMENT_VERSION = /^\{"d":1,"version":(\d+),/;

export function encodeDocument(version: number, value: unknown): string {
  return `{"d":1,"version":${version},"value":${JSON.stringify(value)}}`;
}

/** The version of a stored document (read from its first bytes), or null when the key is absent or is no document. */
export function documentVersion(raw: string | null): number | null {
  const m = raw === null ? null : DOCUMENT_VERSION.exec(raw.slice(0, 40));
  return m ? Number(m[1]) : null;
}

const envelopeSchema = z.object({ d: z.literal(1), version: z.number().int().min(0), value: z.unknown() });

/** A stored document that is unreadable or fails its schema: nothing overwrites it. */
export class CorruptDocument extends Error {
  override readonly name = 'CorruptDocument';
}

/** A stored document, parsed and checked against its schema; null when absent. Throws CorruptDocument. */
export function openDocument<S extends z.ZodType>(
  name: DocumentName,
  raw: string | null,
  schema: S,
): { readonly version: number; readonly value: z.output<S> } | null {
  if (raw === null) return null;
  const read = readJson(envelopeSchema, raw);
  const parsed = read.ok ? schema.safeParse(read.value.value) : undefined;
  if (read.ok && parsed?.success) return { version: read.value.version, value: parsed.data };
  const issue = read.ok ? parsed?.error?.issues[0] : read.problem === 'schema' ? read.issue : undefined;
  const why = issue ? `${issue.path.join('.')}: ${issue.message}` : 'not JSON';
  throw new CorruptDocument(`The document ${name} does not match its format (${why}).`);
}

/** What an update function decides about a document: `write` replaces it (absent: left as it is); `result` is handed back. */
export interface DocumentChange<D, T> {
  readonly write?: D;
  readonly result: T;
}

export type DocumentUpdate<T> =
  | { readonly ok: true; readonly result: T; readonly wrote: boolean }
  /** Still losing the race after every retry. */
  | { readonly ok: false; readonly reason: 'busy' };
