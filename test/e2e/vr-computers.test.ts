/**
 * Virtual Revolution with one person and two computer players through the Discord double: the
 * computers' moves come from their timers (run by the test), are posted like a person's, and never
 * ping, mention or DM a computer; the person plays from the public message's Your move button.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import type { VrState } from '../../src/games/vr/state.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { ManualTimers } from '../support/manualTimers.ts';
import { gameKit } from './gameKit.ts';
import { expectNoViolations, lastText, latestPublic, openTurn, sub, type World } from './harness.ts';
import { entriesOn, pressEntry, vrEntry } from './vrTable.ts';

let w: World;
const { start, table } = gameKit<VrState>(vrEntry);

describe('Virtual Revolution with computer players through the Discord double', () => {
  it('one person and two greedy computers play a whole game to the final scores', async () => {
    const timers = new ManualTimers();
    w = await start({ games: [withBlankImages(vrEntry)], seed: 'vr-computers-1', timers: () => timers });
    const made = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'vr', bots: 2 })));
    expect(lastText(made)).toContain('Computer 2 (greedy)');
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
    const rng = seedRng('vr-computers-driver');
    let personSteps = 0;
    let computerRuns = 0;
    for (let guard = 0; ; guard++) {
      expect(guard).toBeLessThan(4000);
      const { state, record } = await table();
      if (record.status === 'finished') break;
      const person = vr.awaiting(state).find((s) => !record.seats[s]!.computer);
      if (person === undefined) {
        // Only computers are awaited: their timers, planned after the move that brought their turn.
        expect(await timers.runDue('computer')).toBeGreaterThan(0);
        computerRuns++;
        continue;
      }
      const open = await openTurn(w, w.ann);
      const prompt = open.original()!;
      const options = entriesOn(prompt);
      expect(options.length, prompt.content).toBeGreaterThan(0);
      const ix = await pressEntry(w, w.ann, options[nextInt(rng, options.length)]!, (n) => nextInt(rng, n));
      expect(ix.responses.at(-1)?.data?.content ?? '').toContain('✅');
      personSteps++;
    }
    expect(personSteps).toBeGreaterThan(10);
    expect(computerRuns).toBeGreaterThan(10);
    const { state, record } = await table();
    expect(vr.outcome(state).over).toBe(true);
    expect(record.seats.map((s) => s.computer ?? null)).toEqual([null, 'greedy', 'greedy']);
    expect(latestPublic(w).content).toContain('Game over');
    // The computers' moves read like a person's, by name; a computer is never mentioned.
    const texts = w.double
      .messages(w.channel)
      .map((m) => String(m.content ?? ''))
      .join('\n');
    expect(texts).toMatch(/\*\*Computer [12] \(greedy\)\*\*/);
    expect(texts).not.toContain('<@computer-');
    expectNoViolations(w);
  }, 300_000);
});
