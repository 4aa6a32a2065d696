import { describe, expect, it } from 'vitest';
import type { HeistState } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { gameKit } from './gameKit.ts';
import {
  button,
  buttonLabelled,
  customIds,
  expectNoViolations,
  lastText,
  latestPublic,
  startedGame,
  sub,
  type World,
} from './harness.ts';
import { entriesOn, pressEntry, recordEdits, startVr, vrEntry, vrState } from './vrTable.ts';

let w: World;
const heistKit = gameKit<HeistState>(heistEntry);

const byLabel = buttonLabelled;
const openPrompt = heistKit.prompt;

describe('undo through the Discord double', () => {
  it('the Undo button and /game undo take back a step; the channel sees what, with nothing hidden; refusals say why', async () => {
    w = await heistKit.start();
    await startedGame(w, 2);
    const start = await heistKit.table();

    // Ann passes: her answer carries an Undo button; Bo is now awaited and opens his choices.
    const passed = await w.run(
      w.double.click(w.ann, await openPrompt(w.ann), byLabel(await openPrompt(w.ann), 'Pass')),
    );
    const answer = passed.original()!;
    expect(answer.content).toContain('✅ Pass');
    const undoId = button(answer, 'undo:');
    const bosPrompt = await openPrompt(w.bo);

    // The Undo button: the state is back exactly, in a newer version; her answer shows her choices again.
    const undone = await w.run(w.double.click(w.ann, answer, undoId));
    expect(undone.original()!.content).toContain('↩️ You took back your last step.');
    expect(customIds(undone.original()!).some((id) => id.startsWith('act:'))).toBe(true);
    const back = await heistKit.table();
    expect(back.state).toEqual(start.state);
    expect(back.record.version).toBeGreaterThan(start.record.version + 1);
    // The channel: who took back what, from the step's public events; the table waits for Ann again.
    const notice = latestPublic(w);
    expect(notice.content).toContain('↩️ **ann** took back their last step (**ann** passes.).');
    expect(notice.content).toMatch(/Waiting for <@\d+>/);
    expect(notice.content).toContain(`<@${w.ann}>`);
    // Bo's choices from the undone step, and the Undo button itself, are stale now.
    expect(lastText(await w.run(w.double.click(w.bo, bosPrompt, byLabel(bosPrompt, 'Pass'))))).toContain(
      'no longer current',
    );
    // The same Undo again (from a client that still shows it): the button is no longer current.
    expect(lastText(await w.run(w.double.click(w.ann, answer, undoId, { forged: true })))).toContain(
      'This Undo button is no longer current',
    );
    expect(lastText(await w.run(w.double.slash(w.ann, w.channel, 'game', sub('undo'))))).toContain(
      'nothing to take back',
    );

    // A draw shows Ann a chip: no Undo button, and /game undo says why.
    const drew = await w.run(w.double.click(w.ann, undone.original()!, byLabel(undone.original()!, 'Draw a chip')));
    expect(customIds(drew.original()!).some((id) => id.startsWith('undo:'))).toBe(false);
    // It names what the step did (publicly: the draw; privately: she was told), not the chip.
    const refused = lastText(await w.run(w.double.slash(w.ann, w.channel, 'game', sub('undo'))));
    expect(refused).toContain(
      'Your last step (ann draws a chip.) cannot be taken back: it told you something privately',
    );
    for (const c of (await heistKit.table()).state.hands[0]!) expect(refused).not.toContain(c.serial);

    // Bo passes by command; Ann cannot take back his step, Bo can with /game undo.
    expect(lastText(await w.run(w.double.slash(w.bo, w.channel, 'heist', sub('pass'))))).toContain('✅');
    expect(lastText(await w.run(w.double.slash(w.ann, w.channel, 'game', sub('undo'))))).toContain(
      "The table's last step was bo's, not yours",
    );
    const bos = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('undo')));
    expect(lastText(bos)).toContain('↩️ You took back your last step.');
    expect(latestPublic(w).content).toContain('↩️ **bo** took back their last step (**bo** passes.).');
    // Cy acts; then Bo's step is final.
    expect(lastText(await w.run(w.double.slash(w.bo, w.channel, 'heist', sub('pass'))))).toContain('✅');
    expect(lastText(await w.run(w.double.slash(w.cy, w.channel, 'heist', sub('pass'))))).toContain('✅');
    expect(lastText(await w.run(w.double.slash(w.bo, w.channel, 'game', sub('undo'))))).toContain("last step was cy's");

    // /game log: the game as it stands, with the undo notices; the undone passes are gone.
    const log = lastText(await w.run(w.double.slash(w.cy, w.channel, 'game', sub('log'))));
    const lines = log.split('\n').slice(1);
    expect(lines).toEqual([
      '↩️ **ann** took back their last step (**ann** passes.).',
      '**ann** draws a chip.',
      '↩️ **bo** took back their last step (**bo** passes.).',
      '**bo** passes.',
      '**cy** passes.',
    ]);
    // Nothing hidden in public: no chip serial in any channel message.
    for (const m of w.double.messages(w.channel)) expect(m.content).not.toMatch(/SN-/);
    expectNoViolations(w);
  });

  it("Virtual Revolution: a step within a turn is taken back by editing the turn's message; the state is exactly as before", async () => {
    w = await heistKit.start({ games: [withBlankImages(vrEntry)], seed: 'undo-vr-1' });
    const users = [w.ann, w.bo, w.cy];
    await startVr(w, users);
    const first = await vrState(w);
    const player = users[first.state.turn!.seat]!;
    // The Director's placement (a District, then a Borough): the turn's message is posted by this first step.
    const prompt = await openPrompt(player);
    const district = entriesOn(prompt)[0]!;
    const boroughs = (await w.run(w.double.select(player, prompt, district.id, [district.value!]))).original()!;
    const { id, value } = entriesOn(boroughs)[0]!;
    const placed = await pressEntry(w, player, entriesOn(boroughs)[0]!);
    const answer = placed.original()!;
    const turnMessage = latestPublic(w);
    const posts = w.double.messages(w.channel).length;
    const edits = recordEdits(w);
    const undone = await w.run(w.double.click(player, answer, button(answer, 'undo:')));
    expect(undone.original()!.content).toContain('↩️ You took back your last step.');
    const back = await vrState(w);
    expect(back.state).toEqual(first.state);
    expect(back.version).toBeGreaterThan(first.version);
    // Same player's turn still: the turn's message is edited (no new post, no ping) with the notice.
    expect(w.double.messages(w.channel)).toHaveLength(posts);
    expect(edits.map((m) => m.id)).toContain(turnMessage.id);
    expect(latestPublic(w).content).toMatch(
      /↩️ \*\*\w+\*\* took back their last step \(\*\*\w+\*\* places a Director in Borough \d+\.\)\./,
    );
    expect(latestPublic(w).content).not.toContain('Influence in');
    // The placement's control on the old answer (a client still showing it) is stale.
    const again =
      value === undefined
        ? w.double.click(player, answer, id, { forged: true })
        : w.double.select(player, answer, id, [value], { forged: true });
    expect(lastText(await w.run(again))).toContain('no longer current');
    expectNoViolations(w);
  });
});
