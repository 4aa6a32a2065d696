import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import { CORRUPTION_LIST, NECRO_LIST, OBJECTIVE_LIST } from '../../src/games/vr/data/index.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import type { VrState } from '../../src/games/vr/state.ts';
import { expectBoardsOnly, gameKit } from './gameKit.ts';
import { button, customIds, DISCORD_RATE_LIMIT, latestPublic, sub, type World } from './harness.ts';
import { entriesOn, pressEntry, startVr, vrEntry } from './vrTable.ts';

let w: World;
const { expectCleanEnd, start, state } = gameKit<VrState>(vrEntry);

// Texts of hand cards; a Corruption text that is also printed on a (public) Necro card proves nothing.
const NECRO_TEXTS = NECRO_LIST.flatMap((n) => [n.minimum, n.global, n.maximum]).join('\n');
const SECRET_TEXTS = [...CORRUPTION_LIST.map((c) => c.text), ...OBJECTIVE_LIST.map((o) => o.text)].filter(
  (t) => !NECRO_TEXTS.includes(t),
);

describe('Virtual Revolution through the Discord double', () => {
  it('three players play a whole game to the final scores; no public message holds a hand card or an Objective', async () => {
    w = await start({ seed: 'vr-e2e-1', double: DISCORD_RATE_LIMIT });
    const users = [w.ann, w.bo, w.cy];
    await startVr(w, users);
    const rng = seedRng('vr-e2e-driver');
    let steps = 0;
    let slashMoves = 0;
    let turns = 0; // turns begun (the game's turn key changed)
    let previous: string | undefined;
    for (;;) {
      const s = await state();
      if (vr.outcome(s).over) break;
      const key = vr.turnKey!(s);
      if (key !== previous) turns++;
      previous = key;
      expect(steps++).toBeLessThan(3000);
      const seat = vr.awaiting(s)[0]!;
      const user = users[seat]!;
      // Now and then, a Director placed with the slash command and its autocomplete.
      if (s.turn?.seat === seat && s.turn.stage === 'director' && s.stack.length === 0 && steps % 4 === 0) {
        const choices = await w.double.autocomplete(user, w.channel, 'vr', sub('place', { borough: '1' }, 'borough'));
        expect(choices.length).toBeGreaterThan(0);
        await w.run(w.double.slash(user, w.channel, 'vr', sub('place', { borough: String(choices[0]!.value) })));
        slashMoves++;
        continue;
      }
      const open = await w.run(w.double.click(user, latestPublic(w), button(latestPublic(w), 'turn:')));
      const prompt = open.original()!;
      const options = entriesOn(prompt);
      expect(options.length, prompt.content).toBeGreaterThan(0);
      const ix = await pressEntry(w, user, options[nextInt(rng, options.length)]!, (n) => nextInt(rng, n));
      expect(ix.responses.at(-1)?.data?.content ?? '').toContain('✅');
    }
    const final = latestPublic(w);
    expect(final.content).toContain('Game over');
    // One public message per turn (issue 21: other players' decisions inside it edit it too),
    // edited as the turn goes on: the start's (the first turn's), one per later turn, the end;
    // never a 429 from Discord's 5 per 5 s.
    const posted = w.double.messages(w.channel).filter((m) => !m.interactionId);
    expect(posted.length).toBe(turns);
    expect(steps).toBeGreaterThan(posted.length * 2);
    expect(w.double.rateLimits).toEqual([]);
    expect(final.attachments[0]?.filename).toBe('board.png');
    // Public images are boards drawn from the spectator view: the last one is exactly that render.
    expectBoardsOnly(w.double.messages(w.channel));
    expect(slashMoves).toBeGreaterThan(0);
    for (const m of w.double.messages(w.channel)) {
      if (m.content.includes('Interpol raids')) continue; // a Raid reveals the raided player's cards, by the rules
      for (const secret of SECRET_TEXTS) expect(m.content, m.content).not.toContain(secret);
    }
    expect(customIds(final)).toEqual([button(final, 'hand:')]);
    // Decisions outside one's turn (turn order, Necro Immunity, Raids...) reached their players by DM with buttons.
    const dmPrompts = users
      .flatMap((u) => w.double.dms(u))
      .filter((m) => customIds(m).some((id) => id.startsWith('act:') || id.startsWith('pick:')));
    expect(dmPrompts.length).toBeGreaterThan(0);
    await expectCleanEnd(final, users);
    // Discord's real rate limit and real images: the slowest end-to-end test, kept whole on purpose.
  }, 600_000);
});
