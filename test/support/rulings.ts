/** For each game's rulings test: the [D] rule numbers of its docs/games page, and its rulings help pages' text. */
import { readFileSync } from 'node:fs';
import type { HelpTopic } from '../../src/engine/types.ts';

/** The page's text and the numbers of its [D] rules ("29a"), in order. */
export function docRulings(page: string): { doc: string; designed: string[] } {
  const doc = readFileSync(new URL(`../../docs/games/${page}`, import.meta.url), 'utf8');
  return { doc, designed: [...doc.matchAll(/^(\d+[a-z]?)\. [^\n]*\[D\]/gm)].map((m) => m[1]!) };
}

/** Every `rulings` help page of a game (`rulings`, `rulings-2`, …), joined. */
export const rulingsShown = (help: readonly HelpTopic[]): string =>
  help
    .filter((h) => /^rulings(-\d+)?$/.test(h.name))
    .map((h) => h.text)
    .join('\n');
