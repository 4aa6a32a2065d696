import { hasToken, LOCALES, type Locale, localize } from '../../engine/messages.ts';
import { BOROUGHS, DISTRICTS } from './data/index.ts';
import { m } from './messages.ts';

/**
 * The wording of choices and printed texts: a button's label holds at most 80 characters and its
 * detail at most 100 (what Discord shows), shortened whole sentences first, never cut mid-word;
 * printed card texts as players read them here; Boroughs by number and name. (The board as a whole,
 * in words, is inWords.ts.)
 */

export const LABEL_MAX = 80;
export const DETAIL_MAX = 100;

/** The leading whole sentences of `text` that fit in `max` characters ('' when the first does not). */
function sentences(text: string, max: number): string {
  let kept = '';
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  return kept;
}

/**
 * `text` in at most `max` characters: as it is when it fits; else its leading whole sentences
 * that fit; else the same without its parenthetical remarks; else cut at a word boundary and
 * ended with "…".
 */
export function clip(text: string, max: number = DETAIL_MAX): string {
  return hasToken(text)
    ? remembered(`${max}\u0000${text}`, () => perLocale((l) => clipWords(localize(text, l), max)))
    : clipWords(text, max);
}

const memo = new Map<string, string>();

/**
 * `make()`'s text, kept by `key`: the same token is cut in each language once, not at every
 * listing of the choices (formatting both languages is what costs).
 */
export function remembered(key: string, make: () => string): string {
  let t = memo.get(key);
  if (t === undefined) {
    if (memo.size > 20_000) memo.clear();
    t = make();
    memo.set(key, t);
  }
  return t;
}

/**
 * A text written in each language by `write` (each language's words measured and cut on their
 * own): one token holding both, shown in the reader's.
 */
export function perLocale(write: (locale: Locale) => string): string {
  const [en, fr] = LOCALES.map(write) as [string, string];
  return en === fr ? en : m('vr.words', { en, fr });
}

function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = sentences(text, max) || sentences(text.replace(/\s*\([^()]*\)/g, ''), max);
  if (kept) return kept;
  const room = text.slice(0, max); // one character is left for "…" below
  const cut = room.lastIndexOf(' ', max - 1);
  const head = (cut > 0 ? room.slice(0, cut) : room.slice(0, max - 1)).replace(/[\s,;:(–-]+$/, '');
  return `${head}…`;
}

/** A label: `clip` to 80 characters. */
export const clipLabel = (text: string): string => clip(text, LABEL_MAX);

/** A prefix followed by a text shortened to what room the prefix leaves. */
export const prefixed = (prefix: string, text: string, max: number = DETAIL_MAX): string =>
  hasToken(prefix) || hasToken(text)
    ? remembered(`${max}\u0001${prefix}\u0001${text}`, () =>
        perLocale((l) => {
          const head = localize(prefix, l);
          return `${head}${clipWords(localize(text, l), max - head.length)}`;
        }),
      )
    : `${prefix}${clipWords(text, max - prefix.length)}`;

/**
 * A printed text for reading: the Néo District Title is printed "Secretely"; the card data keeps
 * the printed text, what players read is spelt right.
 */
export const spelt = (text: string): string => text.replace(/\bSecretely\b/g, 'Secretly');

/**
 * Printed phrases that tell a player to handle physical components (markers, card placement,
 * flipping, returning to a supply), said as what happens: the bot moves the components itself.
 * Keyed by the printed wording; the card data keeps the printed texts.
 */
const HANDLING: readonly (readonly [RegExp, string])[] = [
  [
    / Place the corresponding Necro Marker on your Player Board\. \(It will be removed at the end of the Round\)\./g,
    ' (A Necro marker shows it until the end of that Round.)',
  ],
  [/ and slide it under the corresponding Action on your Player Board\./g, ': it goes under the Action it shows.'],
  [
    /This Verse has no Condition\. When you acquire this card, immediately flip it to its Online side\./g,
    'This Verse has no Condition: it is Online as soon as you acquire it.',
  ],
  [
    / Return them to the bottom of the Verse deck and replace them with Verse cards from the deck\./g,
    ' They go to the bottom of the Verse deck and are replaced from it.',
  ],
  [
    / Return them to the bottom of the Verse deck and fill the display with the next 5 Verse cards from the deck\./g,
    ' They go to the bottom of the Verse deck and the next 5 are shown.',
  ],
  [/ \(put it back in your reserve\)/g, ' (it returns to your supply)'],
  [/ Return it to your Supply\./g, ' It returns to your supply.'],
  [
    / Place this Agent's card upright above your Player Board \(You can use its Ability this Round\)\./g,
    ' The new Agent comes on Duty upright: you can use its ability this Round.',
  ],
  [/\(whether it's turned on its side or upright\)/g, '(turned or upright)'],
  [
    /^Place 3 Influence tokens in the Recycle area\./g,
    '3 of your Influence tokens go from your reserve to the Recycle Area.',
  ],
  // Corruption cards show their Districts, Actions or types; the text names them, so "indicated" says nothing here.
  [/ in one of the 2 indicated Districts: /g, ' in '],
  [/ under one of the 2 indicated Actions: /g, ' under '],
  [/, of one of the 2 indicated types: /g, ', of type '],
  [/ of the indicated type: /g, ' of type '],
];

/** A printed card text as players read it here: spelt right, without handling of components. */
export function forPlayers(text: string): string {
  return HANDLING.reduce((t, [printed, said]) => t.replace(printed, said), spelt(text));
}

/** An English word with its indefinite article: "an Adventure", "a Fighter". */
export const withArticle = (word: string): string => `${/^[AEIOU]/i.test(word) ? 'an' : 'a'} ${word}`;

/** A Borough by number and name: "10 · Entrepôt". */
export const boroughName = (b: number): string => `${b} · ${BOROUGHS[b]!.name.replace(/^\d+\w*\s*·\s*/, '')}`;

/** A Borough by number, name and District: "10 · Entrepôt (Pigalle)". */
export const bname = (b: number): string => `${boroughName(b)} (${DISTRICTS[BOROUGHS[b]!.district]!.name})`;

/** A text table's entry: the words, or how to write them from the card (one naming what it indicates). */
export type Wording<T> = string | ((card: T) => string);

/** `table`'s words for `key`, written for `card` (undefined: the table has none). */
export function worded<T>(table: Readonly<Record<string, Wording<T>>>, key: string, card: T): string | undefined {
  const w = table[key];
  return typeof w === 'function' ? w(card) : w;
}
