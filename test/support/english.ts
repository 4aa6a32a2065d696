/**
 * Finds English in a text meant to be French: common English words French never uses, and
 * sentences of the English catalogues left as they are. What a French test reads (a message, a
 * prompt, a help page, a board's drawn text) must show neither.
 */
import { registeredCatalogues } from '../../src/engine/messages.ts';

/** English words that are not French words too (so not "on", "a", "or", "but", "score", "points", "plus"). */
const ENGLISH_WORDS = new Set(
  `the and your you with from this that these those is are was were has have had will would can cannot
  could should must not of to in for its it by be been each any all none no yes who what when where which
  why how than then there here now only more less next first last left right back free new open choose
  chooses chosen play plays played draw draws drawn wins win won lose lost game games move moves pass
  passes passed hand hands card cards player players turn turns round rounds take takes taken give gives
  spend spends end ends ended start starts waiting wait asks ask answer nobody everyone
  someone their them they his her him she he our we my done skip skipped yet still until after
  before without while again other another same both either neither over out up down off into onto`
    .split(/\s+/)
    .filter(Boolean),
);

/** Mentions, custom emoji, links and code: not words anyone reads as a language. */
const NOT_WORDS = /<[@#:&!a-z]*[\w:]*>|https?:\/\/\S+|`[^`]*`|\{seat:\d+\}/gi;

export interface EnglishFound {
  readonly words: readonly string[];
  readonly sentences: readonly string[];
}

let sentences: string[] | undefined;

/**
 * The English catalogues' literal runs of at least three words whose French differs: one found in
 * a French text is an untranslated message.
 */
function catalogueSentences(): string[] {
  if (sentences) return sentences;
  const out = new Set<string>();
  for (const c of registeredCatalogues()) {
    for (const [key, en] of Object.entries(c.en)) {
      if (c.fr[key] === en) continue;
      for (const run of en.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|[#*_\n]/)) {
        const t = run.trim();
        if (t.split(/\s+/).length >= 3 && t.length >= 12) out.add(t);
      }
    }
  }
  sentences = [...out];
  return sentences;
}

/** The English in `text`; `allowed` names words kept in French on purpose (a glossary's English terms). */
export function englishIn(text: string, allowed: ReadonlySet<string> = new Set()): EnglishFound {
  const plain = text.replace(NOT_WORDS, ' ');
  const words = [
    ...new Set(
      // Whole words, accented letters included (the "All" of "Allégeance" is no English word).
      (plain.match(/\p{L}+(?:'\p{Ll}+)?/gu) ?? [])
        .map((w) => w.toLowerCase())
        .filter((w) => ENGLISH_WORDS.has(w) && !allowed.has(w)),
    ),
  ];
  return { words, sentences: catalogueSentences().filter((s) => plain.includes(s)) };
}

/** Each text with English in it, and what was found: empty when every text reads French. */
export function englishAmong(
  texts: Iterable<{ readonly where: string; readonly text: string }>,
  allowed?: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  for (const { where, text } of texts) {
    const f = englishIn(text, allowed);
    if (f.words.length || f.sentences.length)
      out.push(`${where}: ${JSON.stringify(text.slice(0, 200))} (${[...f.words, ...f.sentences].join(', ')})`);
  }
  return out;
}
