import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';

/**
 * Every text a player reads is a message of a catalogue (ICU MessageFormat: plurals, selects,
 * numbers), in English and French. Rules are pure and do not know who will read their words, so
 * they never format a message: they write a *message token*, a plain string naming the message
 * and its values, and the platform puts it into the reader's language when it shows it (a private
 * reply in the reader's locale, a public post and board in the table's). Being a string, a token
 * travels where text always went (events kept in the state, labels, views, stored records), and
 * tokens nest: a value may itself be a token (a card's name in a sentence).
 *
 * docs/i18n.md says how to write messages and holds the glossary of game terms.
 */

export const LOCALES = ['en', 'fr'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
export const DEFAULT_LOCALE: Locale = 'en';

/** Our locale for a Discord locale ("fr", "en-US", "pt-BR"...): French for French, else English. */
export function localeOfDiscord(discordLocale: string | null | undefined): Locale {
  return discordLocale?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

// Private-use characters: never typed by a player, never in a catalogue's text.
const OPEN = '\uE000';
const SEP = '\uE001';
const CLOSE = '\uE002';

/** A message's values: numbers, and strings (names, `{seat:N}`, or tokens put into the same language first). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A catalogue's English messages, keyed by a dotted key that starts with its namespace. */
export type Messages = Readonly<Record<string, string>>;
/** The French of a catalogue: the same keys, each one translated. */
export type Translation<E extends Messages> = { readonly [K in keyof E]: string };

/** A message token: the key and its values, written into a string (see above). */
export function token(key: string, values?: MessageValues): string {
  return values && Object.keys(values).length > 0
    ? `${OPEN}${key}${SEP}${JSON.stringify(values)}${CLOSE}`
    : `${OPEN}${key}${CLOSE}`;
}

/** Whether a string holds a token (a text still to put into a language). */
export function hasToken(text: string): boolean {
  return text.includes(OPEN);
}

interface Catalogue {
  readonly namespace: string;
  readonly en: Messages;
  readonly fr: Messages;
}

const catalogues = new Map<string, Catalogue>();
const byKey = new Map<string, Catalogue>();

/** The typed maker of one catalogue's tokens: only its keys are accepted. */
export type MessageMaker<E extends Messages> = (key: keyof E & string, values?: MessageValues) => string;

/**
 * Registers a catalogue (its English and French) and returns the function that makes its tokens.
 * Every key is the namespace or starts with `namespace.`; a key is defined once in the whole bot.
 */
export function defineMessages<const E extends Messages>(
  namespace: string,
  en: E,
  fr: Translation<E>,
): MessageMaker<E> {
  const known = catalogues.get(namespace);
  if (known && known.en !== en) throw new Error(`The message namespace "${namespace}" is defined twice.`);
  const cat: Catalogue = { namespace, en, fr };
  for (const key of Object.keys(en)) {
    if (key !== namespace && !key.startsWith(`${namespace}.`))
      throw new Error(`The message "${key}" is outside its namespace "${namespace}".`);
    const other = byKey.get(key);
    if (other && !known) throw new Error(`The message "${key}" is defined twice.`);
    byKey.set(key, cat);
  }
  catalogues.set(namespace, cat);
  // A text formatted before this catalogue came may read otherwise now.
  for (const c of formatted.values()) c.clear();
  return (key, values) => token(key, values);
}

/** Whether a message of this key is defined (a slash command's French name is looked up by its path). */
export function hasMessage(key: string): boolean {
  return byKey.has(key);
}

/** Every registered catalogue (for the tests that check both languages hold the same messages). */
export function registeredCatalogues(): readonly Catalogue[] {
  return [...catalogues.values()];
}

const formats = new Map<string, IntlMessageFormat | null>();

function formatOf(locale: Locale, key: string): IntlMessageFormat | null {
  const id = `${locale}\u0000${key}`;
  let f = formats.get(id);
  if (f === undefined) {
    const text = byKey.get(key)?.[locale][key];
    try {
      f = text === undefined ? null : new IntlMessageFormat(text, locale);
    } catch {
      f = null;
    }
    formats.set(id, f);
  }
  return f;
}

function formatMessage(key: string, values: Record<string, string | number>, locale: Locale): string {
  for (const l of locale === 'en' ? (['en'] as const) : ([locale, 'en'] as const)) {
    const f = formatOf(l, key);
    if (!f) continue;
    try {
      const out = f.format(values);
      if (typeof out === 'string') return out;
    } catch {
      // A missing value: try English, which a test checks against the same values.
    }
  }
  // Never show a player a key or a token: the bare key is the last resort (a test finds any).
  return key;
}

/** The end of the token opened at `start` (the index of its CLOSE), tokens nesting in its values. */
function closeOf(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === OPEN) depth++;
    else if (c === CLOSE && --depth === 0) return i;
  }
  return -1;
}

/** A list of texts, joined as the language joins them ("Ann, Bo and Cy", "Ann, Bo et Cy"). */
export function listToken(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : token(LIST, Object.fromEntries(items.map((t, i) => [String(i), t])));
}
const LIST = '@list';
const lists = new Map<Locale, Intl.ListFormat>();

function formatToken(body: string, locale: Locale): string {
  const sep = body.indexOf(SEP);
  if (sep < 0) return formatMessage(body, {}, locale);
  const key = body.slice(0, sep);
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(body.slice(sep + 1)) as Record<string, unknown>;
  } catch {
    return key;
  }
  const ready: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(values))
    ready[name] = typeof v === 'string' ? localize(v, locale) : typeof v === 'number' ? v : String(v);
  if (key === LIST) {
    let f = lists.get(locale);
    if (!f) lists.set(locale, (f = new Intl.ListFormat(locale, { type: 'conjunction' })));
    return f.format(Object.values(ready).map(String));
  }
  return formatMessage(key, ready, locale);
}

/** A text in `locale`: every token in it formatted (nested ones first), the rest left as it is. */
export function localize(text: string, locale: Locale): string {
  if (!text.includes(OPEN)) return text;
  // The same texts are shown again and again (a view's words at every step): formatted once.
  let cache = formatted.get(locale);
  if (!cache) formatted.set(locale, (cache = new Map()));
  const known = cache.get(text);
  if (known !== undefined) return known;
  if (cache.size >= FORMATTED_MAX) cache.clear();
  const out = formatText(text, locale);
  cache.set(text, out);
  return out;
}

/** Texts already formatted, by locale (bounded: cleared when full). */
const formatted = new Map<Locale, Map<string, string>>();
const FORMATTED_MAX = 50_000;

function formatText(text: string, locale: Locale): string {
  let out = '';
  let at = 0;
  for (let open = text.indexOf(OPEN); open >= 0; open = text.indexOf(OPEN, at)) {
    const close = closeOf(text, open);
    if (close < 0) break;
    out += text.slice(at, open) + formatToken(text.slice(open + 1, close), locale);
    at = close + 1;
  }
  return out + text.slice(at);
}

/** Every string in a plain JSON value put into `locale` (a view before drawing, a message payload before sending). */
export function localizeDeep<T>(value: T, locale: Locale): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return localize(v, locale);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
