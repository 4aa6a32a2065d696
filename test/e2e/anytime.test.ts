/**
 * Choices open at any time (GameDefinition.anytime) through the Discord double, on Barter (test
 * fixture): a player neither awaited nor in a window acts by slash command or from their prompt;
 * a player already free to act all turn, kept quiet by the game's pushPrompt, gets a DM with the
 * buttons once something addressed to them arrives (a credit offered), and only then.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { DoubleMessage } from '../../src/double/types.ts';
import { type BarterState, barter } from '../fixture/barter.ts';
import { barterEntry } from '../fixture/registry.ts';
import { gameKit } from './gameKit.ts';
import { buttonLabelled, expectNoViolations, lastText, openGame, openTurn, sub, type World } from './harness.ts';

let w: World;
const { start, table } = gameKit<BarterState>(barterEntry);
beforeEach(async () => {
  w = await start();
});

/** The labels of a message's buttons, by custom id prefix. */
function buttonLabels(m: DoubleMessage, prefix: string): string[] {
  return m.components
    .flatMap((r: { components: { custom_id?: string; label?: string }[] }) => r.components)
    .filter((c: { custom_id?: string }) => c.custom_id?.startsWith(prefix))
    .map((c: { label?: string }) => c.label ?? '');
}

describe('choices open at any time', () => {
  it('a seat free to act all along is DMed its buttons when a proposal for it arrives; an anytime-only seat acts unprompted', async () => {
    await openGame(w, [w.ann, w.bo, w.cy], { game: 'barter', options: 'rounds=2' });
    let t = await table();
    // Ann's turn; bo and cy may cheer all turn long, kept quiet: no DM.
    expect(barter.awaiting(t.state)).toEqual([0]);
    expect(barter.mayAct!(t.state)).toEqual([1, 2]);
    const quiet = { bo: w.double.dms(w.bo).length, cy: w.double.dms(w.cy).length };

    // cy cheers: she is then neither awaited nor in the window, with her trades open at any time.
    expect(lastText(await w.run(w.double.slash(w.cy, w.channel, 'barter', sub('cheer'))))).toContain('✅ Cheer ann on');
    t = await table();
    expect(barter.mayAct!(t.state)).toEqual([1]);
    expect(barter.anytime!(t.state, 2)).toBe(true);
    expect(w.double.dms(w.bo)).toHaveLength(quiet.bo);
    // Her own prompt (the public "Your move" button) shows her trades, and that nobody waits for her.
    const own = (await openTurn(w, w.cy)).original()!;
    expect(own.content).toContain('Nobody is waiting for you: these choices are open at any time.');
    expect(buttonLabels(own, 'act:')).toEqual(['Offer a credit to ann', 'Offer a credit to bo']);
    // A choice only the awaited player has, typed by her: refused with whom the table waits for, and what she may do.
    const refused = lastText(await w.run(w.double.slash(w.cy, w.channel, 'barter', sub('work'))));
    expect(refused).toMatch(/^It is not your move: waiting for .*ann/);
    expect(refused).toContain('Open to you at any time:');

    // cy offers bo a credit by slash command: bo, free to act before, now gets the DM with the buttons.
    expect(lastText(await w.run(w.double.slash(w.cy, w.channel, 'barter', sub('give', { to: 'give:1' }))))).toContain(
      '✅ Offer a credit to bo',
    );
    t = await table();
    expect(t.state.proposal).toEqual({ from: 2, to: 1 });
    expect(barter.mayAct!(t.state)).toEqual([1]);
    const boDms = w.double.dms(w.bo).slice(quiet.bo);
    expect(boDms).toHaveLength(1);
    expect(boDms[0]!.content).toContain('**cy** offers **bo** a credit.');
    expect(boDms[0]!.content).toContain('You may respond now if you wish; nobody is waiting for you.');
    expect(buttonLabels(boDms[0]!, 'act:')).toEqual(['Cheer ann on', "Accept cy's credit", "Decline cy's credit"]);
    // Nobody else was prompted: ann is awaited on her turn as before, cy made the offer.
    expect(w.double.dms(w.cy)).toHaveLength(quiet.cy);
    expect(w.double.dms(w.ann).filter((m) => buttonLabels(m, 'act:').length > 0)).toEqual([]);

    // bo accepts from his DM; pushed once only: the next moves send him nothing new.
    expect(
      lastText(await w.run(w.double.click(w.bo, boDms[0]!, buttonLabelled(boDms[0]!, "Accept cy's credit")))),
    ).toContain("✅ Accept cy's credit");
    t = await table();
    expect(t.state.credits).toEqual([1, 2, 0]);
    expect(barter.mayAct!(t.state)).toEqual([1]);
    await w.run(w.double.slash(w.ann, w.channel, 'barter', sub('work')));
    expect(w.double.dms(w.bo)).toHaveLength(quiet.bo + 1);

    // Bo's turn: he offers ann a credit while awaited; ann, free to cheer all turn, is pushed.
    expect(barter.awaiting((await table()).state)).toEqual([1]);
    const annBefore = w.double.dms(w.ann).length;
    await w.run(w.double.slash(w.bo, w.channel, 'barter', sub('give', { to: 'give:0' })));
    const annDms = w.double.dms(w.ann).slice(annBefore);
    expect(annDms).toHaveLength(1);
    expect(buttonLabels(annDms[0]!, 'act:')).toEqual(['Cheer bo on', "Accept bo's credit", "Decline bo's credit"]);
    expectNoViolations(w);
  });
});
