import { describe, expect, it } from 'vitest';
import { NA_ROWS, naCommands } from '../../../commands/newangeles.ts';
import { CHOICE_KINDS } from '../../../src/games/newangeles/kinds.ts';

describe('/na', () => {
  it('has a subcommand for every choice kind of the rules (kinds.ts), at most 25', () => {
    expect(naCommands.subcommands.length).toBeLessThanOrEqual(25);
    // `capital` is the one extra row (a second 'terms' row, with the amount typed).
    expect([...new Set(NA_ROWS.map((r) => r[1]))].sort()).toEqual([...CHOICE_KINDS].sort());
  });
});
