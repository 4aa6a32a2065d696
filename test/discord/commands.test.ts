import { describe, expect, it } from 'vitest';
import { buildGameCommand } from '../../commands/build.ts';
import { allCommands } from '../../commands/index.ts';
import type { FieldError } from '../../src/double/errors.ts';
import { commandSize, validateCommandList } from '../../src/double/limits.ts';
import { GAMES } from '../../src/games/index.ts';
import { Registry } from '../../src/registry.ts';
import { heistEntry } from '../fixture/registry.ts';

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

describe('where commands are offered', () => {
  it('every command is installed in servers; only /game (help and dms), /games and /away are also offered in DMs with the bot', () => {
    const list = allCommands(new Registry([...GAMES, heistEntry]));
    for (const c of list) {
      expect(c.integration_types).toEqual([0]);
      expect(c.contexts).toEqual(['game', 'games', 'away'].includes(c.name) ? [0, 1] : [0]);
    }
  });
});
