import { describe, expect, it } from 'vitest';
import { ispyCommands } from '../../../commands/ispy.ts';
import { ISPY_KINDS } from '../../../src/games/ispy/kinds.ts';
import { commandKinds } from '../../support/helpChecks.ts';

describe('/spy', () => {
  it('builds a slash command with at most 25 subcommands, one per kind', () => {
    const kinds = commandKinds(ispyCommands, 'spy');
    // The kinds that have a subcommand (the buttons cannot show every choice of these).
    const named =
      'target space card nation shadow deploy flee play move enter exit contact retrieve privateTag end extra';
    for (const k of named.split(' ')) expect(kinds).toContain(k);
  });
});

describe('/spy in play', () => {
  it('reaches every choice the buttons cannot show, and blocked cards fit Discord, over seeded random games', async () => {
    const { CommandCoverage } = await import('../../contract/commands.ts');
    const { checkUnavailable } = await import('../../contract/limits.ts');
    const { GAMES } = await import('../../../src/games/index.ts');
    const { nextInt, seedRng } = await import('../../../src/engine/rng.ts');
    const entry = GAMES.find((g) => g.game.id === 'spy')!;
    const game = entry.game;
    const coverage = new CommandCoverage(entry);
    for (let g = 0; g < 12; g++) {
      const players = 2 + (g % 3);
      let s = game.setup(players, { special: g % 2 === 1, finalReport: g % 4 === 3 }, `cmd-${g}`);
      const rng = seedRng(`cmd-${g}`);
      for (let i = 0; i < 5000 && !game.outcome(s).over; i++) {
        const seat = game.awaiting(s)[0]!;
        const legal = game.legalActions(s, seat);
        coverage.check(seat, legal, `game ${g} step ${i}`);
        checkUnavailable(game.unavailable!(s, seat), `game ${g} step ${i}`);
        const a = legal[nextInt(rng, legal.length)]!;
        const r = game.apply(s, seat, a.action, a);
        if (!r.ok) throw new Error(r.error);
        s = r.state;
      }
      expect(game.outcome(s).over).toBe(true);
    }
    expect(coverage.unreachable()).toEqual([]);
    // Every kind met in play is one the game lists (the type checks the choices it builds, this the rest).
    for (const k of coverage.kinds) expect(ISPY_KINDS, `kind ${k} is not in ISPY_KINDS`).toContain(k);
    const subKinds = new Set(ispyCommands.subcommands.map((x) => x.kind));
    // Kinds met in play with no subcommand: only small decisions the buttons always show (Coerce's reveal, a forced Ticket's stop).
    for (const k of coverage.kinds)
      if (!subKinds.has(k)) expect(['reveal', 'tickets'], `kind ${k} has no /spy subcommand`).toContain(k);
  }, 60_000);
});
