import { type APIModalInteractionResponseCallbackData, ComponentType, TextInputStyle } from 'discord.js';
import { z } from 'zod';
import { inRange, withAmount } from '../engine/amount.ts';
import { type Locale, localize } from '../engine/messages.ts';
import type { LegalAction } from '../engine/types.ts';
import type { Result } from '../service/tables.ts';
import { clip } from '../service/text.ts';
import { type CustomId, encodeCustomId } from './customId.ts';
import { bot } from './messages.ts';

/**
 * Choices that take a number the player types (`LegalAction.amount`): the modal a button opens,
 * and the checks on what comes back from it or from a slash command's integer option.
 */

/** The custom id of the modal's one text field. */
export const AMOUNT_FIELD = 'amount';

const range = (a: NonNullable<LegalAction['amount']>): string => bot('bot.amount.range', { min: a.min, max: a.max });

/** The modal for legal action `id.i`: one short text field, the range said in its description and placeholder. */
export function amountModal(
  id: Extract<CustomId, { t: 'amt' }>,
  legal: LegalAction,
  locale: Locale,
): APIModalInteractionResponseCallbackData {
  const a = legal.amount!;
  const say = (text: string) => localize(text, locale);
  const longest = Math.max(String(a.min).length, String(a.max).length);
  return {
    custom_id: encodeCustomId(id),
    title: clip(say(legal.label), 45),
    components: [
      {
        type: ComponentType.Label,
        label: clip(say(a.prompt), 45),
        description: clip(say(bot('bot.amount.type', { range: range(a) })), 100),
        component: {
          type: ComponentType.TextInput,
          custom_id: AMOUNT_FIELD,
          style: TextInputStyle.Short,
          placeholder: clip(say(bot('bot.amount.placeholder', { min: a.min, max: a.max })), 100),
          required: true,
          min_length: 1,
          // Room for a sign and stray spaces: the number itself is checked on submit.
          max_length: Math.min(4000, longest + 4),
        },
      },
    ],
  };
}

/** A typed number: digits with an optional sign, nothing else (no "3.5", "1e3" or "five"). */
const wholeNumber = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^[+-]?\d{1,12}$/)
    .transform(Number),
]);

/** Checks `raw` (modal text or integer option) against the action's range; errors are sentences. */
export function parseAmount(legal: LegalAction, raw: unknown): Result<number> {
  const a = legal.amount!;
  const shown = clip(String(raw ?? '').trim(), 30);
  if (raw === undefined || raw === null || shown === '')
    return { ok: false, error: bot('bot.amount.needs', { label: legal.label, range: range(a) }) };
  const parsed = wholeNumber.safeParse(raw);
  if (!parsed.success)
    return { ok: false, error: bot('bot.amount.notWhole', { shown, label: legal.label, range: range(a) }) };
  const inBounds = z.number().int().min(a.min).max(a.max).safeParse(parsed.data);
  if (!inBounds.success)
    return {
      ok: false,
      error: bot('bot.amount.outOfRangeType', { n: parsed.data, label: legal.label, range: range(a) }),
    };
  return { ok: true, value: inBounds.data };
}

/** The legal action with the player's number in it, its label saying the number (for "✅ Offer credits: 3"). */
export function withTypedAmount(legal: LegalAction, raw: unknown): Result<LegalAction> {
  const n = parseAmount(legal, raw);
  if (!n.ok) return n;
  if (!inRange(legal, n.value)) return { ok: false, error: bot('bot.amount.outOfRange', { n: n.value }) };
  return { ok: true, value: { ...legal, action: withAmount(legal, n.value), label: `${legal.label}: ${n.value}` } };
}

/** Autocomplete for an integer option: the typed number if it fits, then the ends and a few steps between. */
export function amountSuggestions(
  legal: LegalAction,
  typed: string,
  locale: Locale = 'en',
): { name: string; value: number }[] {
  const a = legal.amount!;
  const values: number[] = [];
  const t = /^[+-]?\d{1,12}$/.test(typed.trim()) ? Number(typed.trim()) : null;
  if (t !== null && t >= a.min && t <= a.max) values.push(t);
  const span = a.max - a.min;
  const steps = Math.min(span, 9);
  for (let k = 0; k <= steps; k++) values.push(a.min + Math.round((span * k) / Math.max(1, steps)));
  const unique = [...new Set(values)].filter((v) => t === null || String(v).startsWith(String(t)) || v === t);
  const list = unique.length ? unique : [...new Set(values)];
  return list.slice(0, 25).map((v) => ({
    name: clip(
      localize(
        bot(v === a.min ? 'bot.amount.least' : v === a.max ? 'bot.amount.most' : 'bot.amount.value', {
          v,
          prompt: a.prompt,
          min: a.min,
          max: a.max,
        }),
        locale,
      ),
      100,
    ),
    value: v,
  }));
}
