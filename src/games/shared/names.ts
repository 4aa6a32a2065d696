import { z } from 'zod';

/**
 * Each id of an enum's name, the names given in the ids' order:
 * `namesOf(z.enum(['a', 'b']), ['Alpha', 'Beta'])` is `{ a: 'Alpha', b: 'Beta' }`. Checked when the
 * module loads: one name per id, none left over.
 */
export function namesOf<const K extends string>(
  ids: z.ZodEnum<{ [k in K]: k }>,
  names: readonly string[],
): Readonly<Record<K, string>> {
  if (names.length !== ids.options.length) throw new Error(`namesOf: ${ids.options.length} ids, ${names.length} names`);
  return z.record(ids, z.string()).parse(Object.fromEntries(ids.options.map((id, i) => [id, names[i]])));
}
