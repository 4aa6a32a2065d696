import { BOROUGHS, DISTRICTS } from './data/index.ts';

/**
 * Text for choice buttons: a label holds at most 80 characters and a detail at most 100 (what
 * Discord shows). Texts are shortened whole sentences first, never cut mid-word.
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
export const prefixed = (prefix: string, text: string, max: number = DETAIL_MAX): string => `${prefix}${clip(text, max - prefix.length)}`;

/**
 * A printed text for reading: the Néo District Title is printed "Secretely"; the card data keeps
 * the printed text, what players read is spelt right.
 */
export const spelt = (text: string): string => text.replace(/\bSecretely\b/g, 'Secretly');

/** A Borough by number and name: "10 · Entrepôt". */
export const boroughName = (b: number): string => `${b} · ${BOROUGHS[b]!.name.replace(/^\d+\w*\s*·\s*/, '')}`;

/** A Borough by number, name and District: "10 · Entrepôt (Pigalle)". */
export const bname = (b: number): string => `${boroughName(b)} (${DISTRICTS[BOROUGHS[b]!.district]!.name})`;
