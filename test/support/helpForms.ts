import { readdirSync, readFileSync } from 'node:fs';
import { GAMES } from '../../src/games/index.ts';

/**
 * Every `/game help …` a reader is told of: in README.md and docs/, in the games' help texts and
 * option help (plain or in backticks), with whitespace (a line break) collapsed. A bare word right
 * after `help` goes to the first option, `game`, as Discord does with `/game help spy`.
 */
export function documentedForms(text: string): { form: string; game: string | null; topic: string | null }[] {
  const flat = text.replace(/\s+/g, ' ');
  const out = new Map<string, { form: string; game: string | null; topic: string | null }>();
  for (const m of flat.matchAll(/\/game help((?: (?:game|topic):[\w:-]+)+|(?: [a-z][\w-]*)(?=[`).,;]|$))?/g)) {
    const args = (m[1] ?? '').trim().split(' ').filter(Boolean);
    const keyed = Object.fromEntries(
      args
        .filter((a) => /^(game|topic):/.test(a))
        .map((a) => [a.slice(0, a.indexOf(':')), a.slice(a.indexOf(':') + 1)]),
    );
    const bare = args.find((a) => !/^(game|topic):/.test(a));
    out.set(m[0], { form: m[0], game: keyed.game ?? bare ?? null, topic: keyed.topic ?? null });
  }
  return [...out.values()];
}

export const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const DOCS = new URL('../../docs/', import.meta.url);
const docs = readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
  .filter((p) => p.endsWith('.md'))
  .map((p) => readFileSync(new URL(p, DOCS), 'utf8'));
/** Where a reader meets `/game help`: README.md, docs/, every game's help topics and option help. */
export const DOCUMENTED_TEXTS = [
  README,
  ...docs,
  ...GAMES.flatMap((e) => [...e.game.help.map((h) => h.text), ...Object.values(e.game.optionHelp ?? {})]),
].join('\n');
