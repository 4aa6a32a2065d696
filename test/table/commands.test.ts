import { describe, expect, it } from 'vitest';
import { allCommands } from '../../commands/index.ts';
import { Registry } from '../../src/registry.ts';
import { buildOptions, type Lookup, type RegisteredCommand } from '../../src/table/commands.ts';
import { heistEntry } from '../fixture/registry.ts';

const commands = allCommands(new Registry([heistEntry])) as unknown as RegisteredCommand[];
const lookup: Lookup = {
  userId: (t) => (({ ann: '11', '@ann': '11' }) as Record<string, string>)[t],
  channelId: (t) => (t === '#tabletop' ? '22' : undefined),
};

describe('slash command input of the offline table', () => {
  it('builds the subcommand tree with typed values', () => {
    const r = buildOptions(
      commands,
      { command: 'game', path: ['new'], values: { game: 'heist', options: ' rounds=1, x=2 ', thread: 'yes' } },
      lookup,
    );
    expect(r).toEqual({
      ok: true,
      options: [
        {
          name: 'new',
          type: 1,
          options: [
            { name: 'game', type: 3, value: 'heist' },
            { name: 'options', type: 3, value: 'rounds=1, x=2' },
            { name: 'thread', type: 5, value: true },
          ],
        },
      ],
    });
    const log = buildOptions(commands, { command: 'game', path: ['log'], values: { count: '7' } }, lookup);
    expect(log.ok && log.options[0]!.options).toEqual([{ name: 'count', type: 4, value: 7 }]);
    expect(buildOptions(commands, { command: 'hand', path: [], values: {} }, lookup)).toEqual({
      ok: true,
      options: [],
    });
  });

  it('types the ratings commands’ top-level options: a player by name, a boolean, a choice', () => {
    const rank = buildOptions(commands, { command: 'rank', path: [], values: { player: '@ann', hide: 'no' } }, lookup);
    expect(rank).toEqual({
      ok: true,
      options: [
        { name: 'player', type: 6, value: '11' },
        { name: 'hide', type: 5, value: false },
      ],
    });
    const board = buildOptions(commands, { command: 'leaderboard', path: [], values: { scope: 'all' } }, lookup);
    expect(board).toEqual({ ok: true, options: [{ name: 'scope', type: 3, value: 'all' }] });
  });

  it('refuses what Discord’s client would not send', () => {
    const err = (input: Parameters<typeof buildOptions>[1]) => {
      const r = buildOptions(commands, input, lookup);
      return r.ok ? 'ok' : r.error;
    };
    expect(err({ command: 'nope', path: [], values: {} })).toMatch(/no command \/nope/);
    expect(err({ command: 'game', path: [], values: {} })).toMatch(/needs a subcommand: new, join/);
    expect(err({ command: 'game', path: ['fly'], values: {} })).toMatch(/no subcommand "fly"/);
    expect(err({ command: 'game', path: ['new'], values: {} })).toBe('Missing game:');
    expect(err({ command: 'game', path: ['new'], values: { game: 'heist', colour: 'red' } })).toMatch(
      /no option "colour"/,
    );
    expect(err({ command: 'game', path: ['log'], values: { count: '99' } })).toBe('count: at most 50');
    expect(err({ command: 'game', path: ['log'], values: { count: '1.5' } })).toBe('count: a whole number');
    expect(err({ command: 'game', path: ['dms'], values: { enabled: 'maybe' } })).toBe('enabled: True or False');
  });

  it('sends the focused value as typed for autocomplete, and only valid others', () => {
    const r = buildOptions(
      commands,
      { command: 'heist', path: ['play'], values: { chip: 'SN' }, focused: 'chip' },
      lookup,
    );
    expect(r).toEqual({
      ok: true,
      options: [{ name: 'play', type: 1, options: [{ name: 'chip', type: 3, value: 'SN', focused: true }] }],
    });
    const partial = buildOptions(
      commands,
      { command: 'game', path: ['new'], values: { game: '', thread: 'perhaps' }, focused: 'game' },
      lookup,
    );
    expect(partial.ok && partial.options[0]!.options).toEqual([{ name: 'game', type: 3, value: '', focused: true }]);
    expect(
      buildOptions(commands, { command: 'game', path: ['log'], values: { count: '1' }, focused: 'count' }, lookup),
    ).toMatchObject({ ok: false });
  });
});
