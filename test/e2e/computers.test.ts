/**
 * Computer players through the Discord double: one person and two computers play a whole game
 * (the computers' moves come from their timers, run by the test), posted in the channel like a
 * person's and never pinging, mentioning or DMing a computer; the lobby commands for computer
 * players; and a computer taking one decision for a person (computerDecision), announced.
 */
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/discord/context.ts';
import { computerDecision } from '../../src/service/computers.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { ManualTimers } from '../support/manualTimers.ts';
import { gameKit } from './gameKit.ts';
import { contextOf, customIds, lastText, latestPublic, openGame, openTurn, sub, type World } from './harness.ts';

let w: World;
let timers: ManualTimers;
const { start, table } = gameKit<HeistState>(heistEntry);

async function world(): Promise<void> {
  timers = new ManualTimers();
  w = await start({ timers: () => timers });
}

/** Every text the channel shows (all its messages, edits included as they stand). */
const channelTexts = (): string =>
  w.double
    .messages(w.channel)
    .map((m) => String(m.content ?? ''))
    .join('\n');

describe('computer players through the Discord double', () => {
  it('one person and two computer players play a game of Data Heist to the end', async () => {
    await world();
    const made = await w.run(
      w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', options: 'rounds=2', bots: 2 })),
    );
    expect(lastText(made)).toContain('Computer 1 (greedy)');
    expect(lastText(made)).toContain('Computer 2 (greedy)');
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
    let guard = 0;
    for (;;) {
      const t = await table();
      if (t.record.status === 'finished') break;
      expect(++guard).toBeLessThan(100);
      const seat = heist.awaiting(t.state)[0]!;
      if (seat === 0) {
        // Ann: her prompt from the public message, then its first choice.
        const open = await openTurn(w, w.ann);
        const prompt = open.original()!;
        const ix = await w.run(w.double.click(w.ann, prompt, customIds(prompt).find((id) => id.startsWith('act:'))!));
        expect(lastText(ix)).toContain('✅');
      } else {
        // A computer's move waits for its timer, planned after the move that brought its turn.
        expect([...timers.jobs.values()].some((j) => j.kind === 'computer' && j.seat === seat)).toBe(true);
        expect(await timers.runDue('computer')).toBeGreaterThan(0);
      }
    }
    const t = await table();
    expect(t.record.seats.map((s) => s.computer ?? null)).toEqual([null, 'greedy', 'greedy']);
    expect(heist.outcome(t.state).over).toBe(true);
    // Their moves were posted like a person's; a computer is named, never mentioned.
    const texts = channelTexts();
    expect(texts).toMatch(/Computer [12] \(greedy\)\*\* (plays|draws|passes|raises|takes)/);
    expect(texts).toContain('Game over');
    expect(texts).not.toContain('<@computer-');
    expect(timers.ran.filter((j) => j.kind === 'computer').length).toBeGreaterThan(3);
    // A job run again after the decision was taken does nothing.
    const before = (await table()).record.version;
    await timers.schedule(timers.ran.find((j) => j.kind === 'computer')!);
    await timers.runDue();
    expect((await table()).record.version).toBe(before);
  }, 60_000);

  it('/game bot add and remove: host only, in the lobby only; refused once the game has started', async () => {
    await world();
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    const notHost = await w.run(
      w.double.slash(w.bo, w.channel, 'game', [{ name: 'bot', type: 2, options: sub('add') }]),
    );
    expect(lastText(notHost)).toContain('Only the host');
    const added = await w.run(
      w.double.slash(w.ann, w.channel, 'game', [{ name: 'bot', type: 2, options: sub('add', { level: 'random' }) }]),
    );
    expect(lastText(added)).toContain('Computer 1 (random)');
    await w.run(w.double.slash(w.ann, w.channel, 'game', [{ name: 'bot', type: 2, options: sub('add') }]));
    let t = await table();
    expect(t.record.seats.map((s) => s.name)).toEqual(['ann', 'Computer 1 (random)', 'Computer 2 (greedy)']);
    expect(t.record.seats.slice(1).map((s) => s.userId)).toEqual(['computer-1', 'computer-2']);
    const removed = await w.run(
      w.double.slash(w.ann, w.channel, 'game', [{ name: 'bot', type: 2, options: sub('remove') }]),
    );
    expect(lastText(removed)).toContain('Computer 2 (greedy) left');
    const byBo = await w.run(
      w.double.slash(w.bo, w.channel, 'game', [{ name: 'bot', type: 2, options: sub('remove') }]),
    );
    expect(lastText(byBo)).toContain('Only the host');
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
    const late = await w.run(w.double.slash(w.ann, w.channel, 'game', [{ name: 'bot', type: 2, options: sub('add') }]));
    expect(lastText(late)).toContain('already started');
    t = await table();
    expect(t.record.seats.length).toBe(2);
  }, 60_000);

  it('/game new bots:N refuses more computers than the game seats', async () => {
    await world();
    const ix = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', bots: 4 })));
    expect(lastText(ix)).toContain('at most 3 computer players');
    expect((await w.bot.tables.load(w.channel)).ok).toBe(false);
  }, 60_000);

  it('computerDecision takes one decision for a person, says why in the channel, and is a no-op once stale', async () => {
    await world();
    await openGame(w, [w.ann, w.bo], { game: 'heist' });
    const ctx: BotContext = contextOf(w, timers, () => new Date());
    const t = await table();
    const stamp = t.record.stamps[0]!;
    expect(
      await computerDecision(ctx, w.channel, 0, stamp, "⏰ ann's time ran out: a computer player chose for them."),
    ).toBe(true);
    const after = await table();
    expect(after.record.actions).toBe(1);
    expect(after.record.seats[0]!.computer).toBeUndefined();
    expect(String(latestPublic(w).content)).toContain("ann's time ran out");
    expect(await computerDecision(ctx, w.channel, 0, stamp, 'again')).toBe(false);
    expect((await table()).record.actions).toBe(1);
  }, 60_000);
});
