import { describe, expect, it } from 'vitest';
import { axonCommands } from '../../../commands/axon.ts';
import { buildGameCommand } from '../../../commands/build.ts';
import type { FieldError } from '../../../src/double/errors.ts';
import { validateCommandList } from '../../../src/double/limits.ts';
import { CHOICE_KINDS } from '../../../src/games/axon/kinds.ts';
import { GAMES } from '../../../src/games/index.ts';
import { CommandCoverage } from '../../contract/commands.ts';
import { act } from './discordKit.ts';

/** Kinds that only ever offer one action: their subcommand takes it without a choice option. */
const SINGLE = ['first', 'reverse', 'end'];

describe('/axon', () => {
  it('builds a slash command Discord accepts: at most 25 subcommands, one per choice kind of the brief', () => {
    const json = buildGameCommand(axonCommands).toJSON();
    const errors: FieldError[] = [];
    validateCommandList([json], errors);
    expect(errors).toEqual([]);
    expect(json.name).toBe('axon');
    expect(axonCommands.subcommands.length).toBeLessThanOrEqual(25);
    const kinds = axonCommands.subcommands.map((s) => s.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect([...kinds].sort()).toEqual([...CHOICE_KINDS].sort());
    for (const s of axonCommands.subcommands) expect(!!s.choice, s.name).toBe(!SINGLE.includes(s.kind));
  });

  it('is registered with the game, its renderer module and its export', () => {
    const entry = GAMES.find((g) => g.game.id === 'axon');
    expect(entry?.commands).toBe(axonCommands);
    expect(entry?.rendererModule.name).toBe('axonRenderer');
    expect(entry?.rendererModule.url).toMatch(/renderers\/axon\.ts$/);
  });

  it('reaches every choice the buttons cannot show: a Display of 8, a hand of 6 and 16 Areas at once', () => {
    const entry = GAMES.find((g) => g.game.id === 'axon')!;
    const coverage = new CommandCoverage(entry);
    const chars = ['cop', 'reporter', 'rockstar', 'yakuza', 'fixer', 'pusher', 'tourist', 'junkie'];
    const legal = [
      ...chars.map((c) => act(`act:${c}`, 'activate')),
      ...chars.map((c) => act(`hack:${c}`, 'hack')),
      act('phishing', 'phishing'),
      act('first', 'first'),
      act('reverse', 'reverse'),
      act('corp', 'corp'),
      ...['firewall-1', 'brain-burn-1', 'patch-1', 'scout-1', 'wipe-1', 'bribe-1'].map((c) => act(`play:${c}`, 'play')),
    ];
    expect(() => coverage.check(0, legal, 'a turn')).not.toThrow();
    const moves = Array.from({ length: 15 }, (_v, i) => act(`move:${i + 2}`, 'skill'));
    expect(() => coverage.check(0, [...moves, act('skill:nothing', 'skill')], 'a FLY')).not.toThrow();
    expect(coverage.unreachable()).toEqual([]);
  });
});
