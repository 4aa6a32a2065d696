import { z } from 'zod';

/**
 * An on/off table option: typed as text on `/game new` ("special=yes", "difficult=on"), stored as
 * a boolean (a stored record parses again as it is).
 */
export const optionFlag = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => v === 'true' || v === 'yes' || v === 'on'),
]);

/** A bound is absent when zod keeps only the safe-integer limits of `.int()`. */
const bound = (n: number | null | undefined): number | undefined =>
  n === null || n === undefined || !Number.isFinite(n) || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n;

/**
 * What a table option's schema accepts, in words: "yes or no", "one of none, A, B", "a whole
 * number from 0 to 10080"; undefined for a shape it cannot say. Read from the schema itself, so
 * every game's options (and a future game's) are described without words of their own.
 */
export function accepted(schema: z.ZodType): string | undefined {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return accepted(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return accepted(schema.in as z.ZodType);
  if (schema instanceof z.ZodBoolean) return 'yes or no';
  if (schema instanceof z.ZodEnum) return oneOf(schema.options.map(String));
  if (schema instanceof z.ZodLiteral) return oneOf([...schema.values].map(String));
  if (schema instanceof z.ZodNumber) {
    const [min, max] = [bound(schema.minValue), bound(schema.maxValue)];
    const kind = schema.isInt ? 'a whole number' : 'a number';
    if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
    if (min !== undefined) return `${kind} of at least ${min}`;
    return max !== undefined ? `${kind} up to ${max}` : kind;
  }
  if (schema instanceof z.ZodString) return 'some text';
  if (schema instanceof z.ZodUnion) {
    const parts = (schema.options as readonly z.ZodType[]).map(accepted);
    // An on/off option (optionFlag: a boolean, or its words as text) is said as the words to type.
    if (parts.includes('yes or no')) return 'yes or no';
    return parts.every((p) => p !== undefined) ? [...new Set(parts)].join(' or ') : undefined;
  }
  return undefined;
}

const oneOf = (values: readonly string[]): string =>
  values.length === 1 ? `exactly ${values[0]}` : `one of ${values.join(', ')}`;

/**
 * Each refused option as "name: give <what it accepts>, not "<given>"" (for /game new), from the
 * game's options schema; an option the schema cannot describe is said by the game's own help for
 * it, then by zod's message. A game's own check (a refine) keeps its own message.
 */
export function optionProblems(
  schema: z.ZodType,
  issues: readonly z.core.$ZodIssue[],
  given: Readonly<Record<string, string>>,
  help?: Readonly<Record<string, string>>,
): string[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const said = new Map<string, string>();
  for (const i of issues) {
    const key = i.path.length ? i.path.map(String).join('.') : 'options';
    if (said.has(key)) continue;
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    const words = i.code === 'custom' || !field ? undefined : accepted(field);
    const value = Object.hasOwn(given, key) ? `, not "${given[key]}"` : '';
    said.set(
      key,
      words ? `${key}: give ${words}${value}` : `${key}: ${(i.code !== 'custom' && help?.[key]) || i.message}`,
    );
  }
  return [...said.values()];
}
