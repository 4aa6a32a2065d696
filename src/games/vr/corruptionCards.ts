import { localize } from '../../engine/messages.ts';
import {
  ACTION_NAMES,
  AGENT_TYPE_NAMES,
  CORRUPTION,
  type Corruption,
  DISTRICT_NAMES,
  VERSE_TYPE_NAMES,
} from './data/index.ts';
import type { Opt } from './flow.ts';
import { m } from './messages.ts';
import { clip, clipLabel, perLocale, remembered } from './wording.ts';

/**
 * Corruption cards as choices. A card's label is its effect in a few words with what it
 * indicates (Districts, Actions, types), so different cards never look alike; its detail is the
 * card text. Copies with the same text are the same choice.
 */

/** A Corruption card in a few words, naming what it indicates. */
export function corruptionShort(c: Corruption): string {
  return m(`vr.cor.short.${c.effect}`, indicated(c));
}

/** What a card indicates, as the values of its messages (`a`, `b`). */
function indicated(c: Corruption): Record<string, string> {
  const [a, b] = c.districts.length
    ? c.districts.map((d) => DISTRICT_NAMES[d])
    : c.actions.length
      ? c.actions.map((x) => ACTION_NAMES[x])
      : c.verseTypes.length
        ? c.verseTypes.map((t) => VERSE_TYPE_NAMES[t])
        : c.agentType
          ? [AGENT_TYPE_NAMES[c.agentType]]
          : [];
  return { ...(a === undefined ? {} : { a }), ...(b === undefined ? {} : { b }) };
}

/** A Corruption card's text as players read it (the printed text, in the reader's language). */
export const corruptionCardText = (c: Corruption): string => m(`vr.cor.text.${c.effect}`, indicated(c));

/** The card text for a detail: as printed when it fits in 100 characters, else the same said shorter. */
export function corruptionDetail(c: Corruption): string {
  const text = corruptionCardText(c);
  const shorter =
    c.effect === 'loseImmunity' || c.effect === 'discardBoost' ? m(`vr.cor.shorter.${c.effect}`, indicated(c)) : text;
  return remembered(`cor\u0000${c.id}`, () =>
    perLocale((l) => {
      const t = localize(text, l);
      return t.length <= 100 ? t : localize(clip(shorter), l);
    }),
  );
}

/** The cards of `hand` with distinct texts: the first copy of each. */
export function distinctCards(hand: readonly string[]): string[] {
  const seen = new Set<string>();
  return hand.filter((c) => {
    const text = CORRUPTION[c]?.text ?? c;
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** One choice per distinct card of `hand`: "`verb`: <the card in a few words>", the card text as detail. */
export const corruptionOptions = (hand: readonly string[], verb: string, prefix: string): Opt[] =>
  distinctCards(hand).map((c) => {
    const card = CORRUPTION[c]!;
    return {
      key: `${prefix}:${c}`,
      kind: 'card',
      label: clipLabel(m('vr.cor.option', { verb, card: corruptionShort(card) })),
      detail: corruptionDetail(card),
      value: c,
    };
  });
