import type { Locale } from '../engine/messages.ts';
import { type Chooser, STALE } from '../service/tables.ts';
import { withTypedAmount } from './amount.ts';
import { keyTag } from './customId.ts';
import { bot } from './messages.ts';
import { namedActions } from './present.ts';

/**
 * The choice a button, menu entry or typed-number modal stands for: the seat's legal action at
 * `index`, while it is still the one the control showed (its key's `tag`); anything else is stale.
 * The seat and its stamp are checked by Tables.act before this runs.
 * `typed`: the number typed into the modal of a choice that takes one (its range checked now);
 * without it, such a choice is refused with a word on how to give the number.
 */
export function controlChooser(index: number, tag: string, locale: Locale, typed?: string): Chooser {
  return (c) => {
    const chosen = c.legal[index];
    if (!chosen || keyTag(chosen.key) !== tag) return { ok: false, error: STALE };
    if (typed !== undefined)
      return chosen.amount
        ? withTypedAmount(namedActions(c, [chosen], locale)[0]!, typed)
        : { ok: false, error: STALE };
    if (chosen.amount) return { ok: false, error: bot('bot.choice.takesNumber', { label: chosen.label }) };
    return { ok: true, value: chosen };
  };
}
