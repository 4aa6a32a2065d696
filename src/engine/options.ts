import { z } from 'zod';
import { m } from './engine.messages.ts';

/**
 * An on/off table option: typed as text on `/game new` ("special=yes", "difficult=on", in French "special=oui"), stored as
 * a boolean (a stored record parses again as it is).
 */
export const optionFlag = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', 'yes', 'no', 'on', 'off', 'oui', 'non'])
    .transform((v) => v === 'true' || v === 'yes' || v === 'on' || v === 'oui'),
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
  if (schema instanceof z.ZodBoolean) return YES_NO;
  if (schema instanceof z.ZodEnum) return oneOf(schema.options.map(String));
  if (schema instanceof z.ZodLiteral) return oneOf([...schema.values].map(String));
  if (schema instanceof z.ZodNumber) {
    const [min, max] = [bound(schema.minValue), bound(schema.maxValue)];
    // The bounds are typed back as they are written ("10080"): given as text, never grouped.
    const whole = schema.isInt;
    if (min !== undefined && max !== undefined)
      return m(whole ? 'engine.options.wholeFrom' : 'engine.options.numberFrom', {
        min: String(min),
        max: String(max),
      });
    if (min !== undefined)
      return m(whole ? 'engine.options.wholeAtLeast' : 'engine.options.numberAtLeast', { min: String(min) });
    if (max !== undefined)
      return m(whole ? 'engine.options.wholeUpTo' : 'engine.options.numberUpTo', { max: String(max) });
    return m(whole ? 'engine.options.whole' : 'engine.options.number');
  }
  if (schema instanceof z.ZodString) return m('engine.options.text');
  if (schema instanceof z.ZodUnion) {
    const parts = (schema.options as readonly z.ZodType[]).map(accepted);
    // An on/off option (optionFlag: a boolean, or its words as text) is said as the words to type.
    if (parts.includes(YES_NO)) return YES_NO;
    const said = parts.filter((p): p is string => p !== undefined);
    if (said.length !== parts.length || said.length === 0) return undefined;
    return [...new Set(said)].reduce((a, b) => m('engine.options.or', { a, b }));
  }
  return undefined;
}

const YES_NO = m('engine.options.yesNo');

const oneOf = (values: readonly string[]): string =>
  values.length === 1
    ? m('engine.options.exactly', { value: values[0]! })
    : m('engine.options.oneOf', { values: values.join(', ') });

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
    const problem = (i.code !== 'custom' && help?.[key]) || i.message;
    said.set(
      key,
      !words
        ? m('engine.options.said', { option: key, problem })
        : Object.hasOwn(given, key)
          ? m('engine.options.giveNot', { option: key, what: words, given: given[key]! })
          : m('engine.options.give', { option: key, what: words }),
    );
  }
  return [...said.values()];
}
