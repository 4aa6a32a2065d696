/**
 * A game's help names its commands as its readers type them: in English the English names, in
 * French the `name_localizations.fr` Discord shows a French player (commands/build.ts). A help
 * that cites `/na invest` to a French reader whose Discord offers `/na investir` misleads.
 */
import { describe, expect, it } from 'vitest';
import { buildGameCommand, localizeCommand } from '../../commands/build.ts';
import { LOCALES, localize } from '../../src/engine/messages.ts';
import { GAMES } from '../../src/games/index.ts';

describe.each(GAMES.map((e) => [e.game.name, e] as const))('%s help', (_name, entry) => {
  it('cites each subcommand by its name in the reader’s language', () => {
    const cmd = localizeCommand(buildGameCommand(entry.commands).toJSON());
    const subs = cmd.options ?? [];
    for (const locale of LOCALES) {
      const names = new Set(subs.map((o) => (locale === 'en' ? o.name : (o.name_localizations?.[locale] ?? o.name))));
      const help = entry.game.help.map((t) => localize(t.text, locale)).join('\n');
      const cited = [...help.matchAll(new RegExp(`/${cmd.name} ([\\p{L}\\d_-]+)`, 'gu'))].map((x) => x[1]!);
      const wrong = [...new Set(cited.filter((n) => !names.has(n)))];
      expect(wrong, `${locale}: /${cmd.name} subcommands the help names that do not exist`).toEqual([]);
    }
  });
});
