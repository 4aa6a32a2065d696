import { describe, expect, it } from 'vitest';
import { buildGameCommand } from '../../commands/build.ts';
import { allCommands } from '../../commands/index.ts';
import type { FieldError } from '../../src/double/errors.ts';
import { commandSize, validateCommandList } from '../../src/double/limits.ts';
import { hasToken } from '../../src/engine/messages.ts';
import { GAMES } from '../../src/games/index.ts';
import { Registry } from '../../src/registry.ts';
import { heistEntry } from '../fixture/registry.ts';
import { en } from '../support/words.ts';

/** The same checker the Discord double applies to PUT .../commands. */
function problems(list: unknown[]): FieldError[] {
  const errors: FieldError[] = [];
  validateCommandList(list, errors);
  return errors;
}

describe('slash commands fit Discord’s limits', () => {
  it('every command of the shipped games and the fixture passes', () => {
    const list = allCommands(new Registry([...GAMES, heistEntry]));
    expect(problems(list)).toEqual([]);
    for (const c of list) expect(commandSize(c as unknown as Record<string, unknown>)).toBeLessThanOrEqual(4000);
    expect(list.length).toBeLessThanOrEqual(100);
  });

  it('the checker refuses what Discord refuses: a 26th subcommand, a long name', () => {
    const subs = Array.from({ length: 26 }, (_v, i) => ({ name: `s${i}`, description: 'x', kind: 'k' }));
    const tooMany = buildGameCommand({ name: 'big', description: 'too many', subcommands: subs.slice(0, 25) }).toJSON();
    (tooMany.options as unknown[]).push({ type: 1, name: 's25', description: 'x' });
    expect(problems([tooMany]).length).toBeGreaterThan(0);
    expect(problems([{ name: 'x'.repeat(33), description: 'd', type: 1 }]).length).toBeGreaterThan(0);
  });
});

describe('slash commands in English and French', () => {
  type Node = {
    name: string;
    description?: string;
    name_localizations?: Record<string, string | null> | null;
    description_localizations?: Record<string, string | null> | null;
    options?: Node[];
    choices?: Node[];
  };
  const walk = (n: Node, path: string, visit: (n: Node, path: string) => void): void => {
    visit(n, path);
    for (const o of n.options ?? []) walk(o, `${path} ${o.name}`, visit);
    for (const c of n.choices ?? []) visit(c, `${path} = ${c.name}`);
  };
  const list = () => allCommands(new Registry([...GAMES, heistEntry])) as unknown as Node[];

  it('no command carries a token or a bare message key, in either language', () => {
    for (const c of list())
      walk(c, c.name, (n, path) => {
        for (const text of [
          n.name,
          n.description,
          ...Object.values(n.name_localizations ?? {}),
          ...Object.values(n.description_localizations ?? {}),
        ]) {
          if (typeof text !== 'string') continue;
          expect(hasToken(text), `${path}: ${text}`).toBe(false);
          expect(/^cmd\./.test(text), `${path}: ${text}`).toBe(false);
        }
      });
  });

  it('every name, description and choice of the platform’s commands has its French', () => {
    const platform = new Set(['game', 'hand', 'games', 'away', 'rank', 'leaderboard', 'history']);
    // Proper names read the same in both languages: the games' and the languages' own.
    const proper = new Set(['English', 'Français', ...[...GAMES, heistEntry].map((e) => en(e.game.name))]);
    const missing: string[] = [];
    for (const c of list().filter((x) => platform.has(x.name)))
      walk(c, c.name, (n, path) => {
        if (!n.name_localizations?.fr && !['options'].includes(n.name) && n.description !== undefined)
          missing.push(`${path} (name)`);
        if (n.description !== undefined && !n.description_localizations?.fr) missing.push(`${path} (description)`);
        if (n.description === undefined && !n.name_localizations?.fr && !proper.has(n.name))
          missing.push(`${path} (choice)`);
      });
    expect(missing).toEqual([]);
  });

  it('the checker refuses a French name Discord refuses: upper case, a space, too long, a sibling’s, a bad locale', () => {
    const cmd = (opts: Node[], extra: Partial<Node> = {}) => [
      { type: 1, name: 'x', description: 'd', ...extra, options: opts.map((o) => ({ type: 3, ...o })) },
    ];
    expect(problems(cmd([{ name: 'a', description: 'd', name_localizations: { fr: 'état' } }]))).toEqual([]);
    for (const bad of ['État', 'deux mots', 'x'.repeat(33)])
      expect(problems(cmd([{ name: 'a', description: 'd', name_localizations: { fr: bad } }])).length).toBeGreaterThan(
        0,
      );
    expect(
      problems(
        cmd([
          { name: 'a', description: 'd', name_localizations: { fr: 'b' } },
          { name: 'b', description: 'd' },
        ]),
      ).length,
    ).toBe(1);
    expect(problems(cmd([], { name_localizations: { french: 'x' } })).length).toBe(1);
    expect(problems(cmd([], { description_localizations: { fr: 'x'.repeat(101) } })).length).toBe(1);
  });
});

describe('where commands are offered', () => {
  it('every command is installed in servers; only /game (help and dms), /games and /away are also offered in DMs with the bot', () => {
    const list = allCommands(new Registry([...GAMES, heistEntry]));
    for (const c of list) {
      expect(c.integration_types).toEqual([0]);
      expect(c.contexts).toEqual(['game', 'games', 'away'].includes(c.name) ? [0, 1] : [0]);
    }
  });
});
