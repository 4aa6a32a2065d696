import { hasToken, LOCALES, localize } from './messages.ts';
import type { HelpTopic } from './types.ts';

/** Discord shows at most 2000 characters in a reply; the title line takes some. */
export const HELP_MAX = 1900;

/** A topic name from a name: lower case, no accents, words joined by dashes. */
export function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A text's length in each language (its tokens formatted). */
const lengths = (text: string): number[] => LOCALES.map((l) => localize(text, l).length);

/**
 * A list of lines under a title, cut into as many topics as it takes to fit (`name`, `name-2`, ...),
 * so an index generated from a game's data grows with the data. The lines are message tokens: a
 * topic must fit in every language, so it is measured in each (the longest, French often, decides).
 * A single overlong line is cut when it is plain text (a token is never cut: its words would be
 * garbage).
 */
export function indexTopics(name: string, title: string, items: readonly string[]): HelpTopic[] {
  const out: HelpTopic[] = [];
  const head = lengths(title);
  let cur: string[] = [];
  let size = head;
  const flush = () => {
    if (cur.length)
      out.push({ name: out.length ? `${name}-${out.length + 1}` : name, text: `${title}\n${cur.join('\n')}` });
    cur = [];
    size = head;
  };
  for (const it of items) {
    const line = hasToken(it) ? it : it.slice(0, HELP_MAX - Math.max(...head) - 2);
    const own = lengths(line);
    if (cur.length && size.some((n, i) => n + 1 + own[i]! > HELP_MAX)) flush();
    cur.push(line);
    size = size.map((n, i) => n + 1 + own[i]!);
  }
  flush();
  return out;
}

/** A game's ruling: the rule's number (in its rules document) and what was decided. */
export type Ruling = readonly [rule: string, text: string];

/** The `rulings` topics: `title`, then each ruling by its rule number (and any further lines). */
export function rulingsTopics(title: string, rulings: readonly Ruling[], more: readonly string[] = []): HelpTopic[] {
  return indexTopics('rulings', title, [...rulings.map(([n, t]) => `• **${n}.** ${t}`), ...more]);
}

/** Topic names must be unique: a name met again (a card sharing another topic's name) gets a number. */
export function uniqueTopics(topics: readonly HelpTopic[]): HelpTopic[] {
  const seen = new Map<string, number>();
  return topics.map((t) => {
    const n = seen.get(t.name) ?? 0;
    seen.set(t.name, n + 1);
    return n ? { name: `${t.name}-${n + 1}`, text: t.text } : t;
  });
}
