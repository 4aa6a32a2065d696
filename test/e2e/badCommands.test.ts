/**
 * Slash commands that did not come as registered (a client sending an option of the wrong type,
 * leaving out a required one, or naming no subcommand): answered privately as the bad input they
 * are, saying what the command takes; nothing changes, and the log keeps error lines for real faults.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog } from '../support/capturedLog.ts';
import { lastText, loadTable, startedGame, startWorld, type World } from './harness.ts';

let w: World;
afterEach(async () => w?.close());

/** A subcommand whose options all come as text (type 3), whatever type the command declares for them. */
const asText = (name: string, values: Record<string, string>) => [
  { name, type: 1, options: Object.entries(values).map(([k, value]) => ({ name: k, type: 3, value })) },
];

describe('malformed slash commands', () => {
  it('a missing required option, a wrong type, no subcommand: a clear private answer, nothing changed, no error logged', async () => {
    const { log, lines } = capturedLog();
    w = await startWorld({ log });
    await startedGame(w);
    const before = (await loadTable(w)).record.version;
    const cases: [string, unknown[], RegExp][] = [
      // /game new without its required game.
      ['game', [{ name: 'new', type: 1, options: [] }], /\/game new needs its option game.*it takes text/],
      // /game new with bots sent as text where it takes a whole number.
      [
        'game',
        asText('new', { game: 'heist', bots: 'two' }),
        /option bots of \/game new came as the wrong kind of value: it takes a whole number/,
      ],
      // /game replace with its member given as text.
      [
        'game',
        asText('replace', { seat: '1', with: 'bo' }),
        /option with of \/game replace came as the wrong kind of value: it takes a member/,
      ],
      // /game with no subcommand at all.
      ['game', [], /\/game needs a subcommand \(new, join, leave/],
    ];
    for (const [command, options, says] of cases) {
      const ix = await w.run(w.double.slash(w.ann, w.channel, command, options as never));
      const text = lastText(ix);
      expect(text).toMatch(says);
      expect(text).toContain('Nothing changed');
      expect(text).not.toContain('Something went wrong');
      expect(ix.responses.every((r) => (r.data.flags ?? 0) & 64 || r.kind !== 'callback')).toBe(true);
    }
    expect((await loadTable(w)).record.version).toBe(before);
    // Info lines for the refusals; no error line.
    expect(lines.filter((l) => l.msg === 'malformed command refused')).toHaveLength(cases.length);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
