import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import { NATION_NAMES, NATIONS } from '../../src/games/ispy/data/index.ts';
import type { IspyState } from '../../src/games/ispy/state.ts';
import { alignmentText } from '../../src/games/ispy/view.ts';
import { STALE } from '../../src/service/tables.ts';
import { registeredGame } from '../support/games.ts';
import { en, enAll } from '../support/words.ts';
import { expectBoardsOnly, gameKit } from './gameKit.ts';
import { lastText, latestPublic, openGame, openTurn, sub, type World } from './harness.ts';
import { choicesOn } from './vrTable.ts';

let w: World;
const { expectCleanEnd, game, start, state, version } = gameKit<IspyState>(registeredGame('spy'));
/** Any sentence pairing the word Alignment with a Nation: only the end may say it in public. */
const NAMES_ALIGNMENT = new RegExp(`Alignment[^\\n]{0,40}(${NATIONS.map((n) => en(NATION_NAMES[n])).join('|')})`);

describe('I, Spy through the Discord double', () => {
  it('three spies play a whole game; no public message or board names an Alignment before the end, which reveals them all', async () => {
    w = await start({ seed: 'ispy-e2e-1' });
    const users = [w.ann, w.bo, w.cy];
    await openGame(w, users, { game: 'spy' });

    // Each spy reads its own Alignment privately (/hand), and nobody else's.
    const first = await state();
    for (const [seat, u] of users.entries()) {
      const hand = (await w.run(w.double.slash(u, w.channel, 'hand'))).original()?.content ?? '';
      expect(hand).toContain(en(alignmentText(first.spies[seat]!.alignment)));
      for (const [other, x] of first.spies.entries())
        if (x.alignment !== first.spies[seat]!.alignment)
          expect(hand, `seat ${seat} sees seat ${other}'s`).not.toContain(en(alignmentText(x.alignment)));
    }

    const rng = seedRng('ispy-e2e-driver');
    let steps = 0;
    let slashMoves = 0;
    let staleChecked = false;
    // Every public message as it stands while the game goes on: never an Alignment (the sentence
    // each spy reads privately, any Alignment named with a Nation, or the end's "worked for").
    const noAlignmentInPublic = () => {
      for (const m of w.double.messages(w.channel)) {
        for (const n of NATIONS) expect(m.content).not.toContain(en(alignmentText(n)));
        expect(m.content, m.content).not.toMatch(NAMES_ALIGNMENT);
        expect(m.content).not.toContain('worked for');
      }
    };
    for (;;) {
      const s = await state();
      if (game.outcome(s).over) break;
      noAlignmentInPublic();
      expect(steps++).toBeLessThan(5000);
      const seat = game.awaiting(s)[0]!;
      const user = users[seat]!;
      const legal = game.legalActions(s, seat);
      // Now and then, a route move typed as /spy move with its autocomplete.
      if (legal.some((a) => a.kind === 'move') && slashMoves < 5 && steps % 3 === 0) {
        const offered = await w.double.autocomplete(user, w.channel, 'spy', sub('move', { region: '' }, 'region'));
        expect(offered.length).toBeGreaterThan(0);
        expect(offered.length).toBe(legal.filter((a) => a.kind === 'move').length);
        const ix = await w.run(
          w.double.slash(user, w.channel, 'spy', sub('move', { region: String(offered[0]!.value) })),
        );
        expect(lastText(ix)).toContain('✅');
        slashMoves++;
        continue;
      }
      const open = await openTurn(w, user);
      const prompt = open.original()!;
      const options = choicesOn(prompt);
      expect(options.length, prompt.content).toBeGreaterThan(0);
      const [id, value] = options[nextInt(rng, options.length)]!;
      const ix = await w.run(
        value === undefined ? w.double.click(user, prompt, id) : w.double.select(user, prompt, id, [value]),
      );
      expect(lastText(ix)).toContain('✅');
      if (!staleChecked) {
        // The same button again, from a client still showing the old prompt: refused, nothing changes.
        const before = await version();
        const stale = await w.run(
          value === undefined
            ? w.double.click(user, prompt, id, { forged: true })
            : w.double.select(user, prompt, id, [value], { forged: true }),
        );
        expect(lastText(stale)).toBe(en(STALE));
        expect(await version()).toBe(before);
        staleChecked = true;
      }
    }
    expect(slashMoves).toBeGreaterThan(0);
    expect(staleChecked).toBe(true);

    const end = await state();
    const final = latestPublic(w);
    expect(final.content).toContain('Game over');
    for (const x of end.spies) expect(final.content).toContain(`worked for ${en(NATION_NAMES[x.alignment])}`);
    // Public images are boards drawn from the spectator view (which holds no Alignment before the end).
    expectBoardsOnly(w.double.messages(w.channel));
    await expectCleanEnd(final, users);
  }, 600_000);

  it('the spectator view never holds an Alignment before the end', async () => {
    let s = game.setup(3, {}, 'ispy-e2e-2');
    const rng = seedRng('ispy-e2e-2');
    for (let i = 0; i < 400 && !game.outcome(s).over; i++) {
      const view = JSON.stringify(enAll(game.view(s, 'spectator')));
      for (const n of NATIONS) expect(view).not.toContain(en(alignmentText(n)));
      const seat = game.awaiting(s)[0]!;
      const legal = game.legalActions(s, seat);
      const r = game.apply(structuredClone(s), seat, legal[nextInt(rng, legal.length)]!.action);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
  });
});
