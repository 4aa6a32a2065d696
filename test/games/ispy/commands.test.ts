import { describe, expect, it } from 'vitest';
import { buildGameCommand } from '../../../commands/build.ts';
import { ispyCommands } from '../../../commands/ispy.ts';

describe('/spy', () => {
  it('builds a slash command with at most 25 subcommands, one per kind', () => {
    const json = buildGameCommand(ispyCommands).toJSON();
    expect(json.name).toBe('spy');
    expect(ispyCommands.subcommands.length).toBeLessThanOrEqual(25);
    const kinds = ispyCommands.subcommands.map((s) => s.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const k of ['target', 'space', 'card', 'nation', 'shadow', 'deploy', 'flee', 'play', 'move', 'enter', 'exit', 'contact', 'retrieve', 'privateTag', 'end', 'extra']) expect(kinds).toContain(k);
  });
});
