import type { z } from 'zod';

/**
 * Text read back (a file, a stored value, a history line) as JSON that a schema accepts. A
 * failure says which step failed and, for the schema, its first issue; never the parser's
 * message, which quotes the text (a stored game holds every seat's secrets) into logs.
 */
export type JsonRead<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: 'json' }
  | { readonly ok: false; readonly problem: 'schema'; readonly issue: z.core.$ZodIssue };

export function readJson<S extends z.ZodType>(schema: S, text: string): JsonRead<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'json' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: 'schema', issue: parsed.error.issues[0]! };
}
