import { afterEach, describe, expect, it } from 'vitest';
import type { DoubleMessage } from '../../src/double/types.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { expectNoViolations, latestPublic, startWorld, sub, turnPrompt, type World } from './harness.ts';
import { entriesOn, pressEntry, startVr, vrEntry, vrState } from './vrTable.ts';

let w: World;
afterEach(async () => w?.close());

/** One step of the awaited player: the first choice of their prompt. */
async function step(player: string): Promise<void> {
  const prompt: DoubleMessage = await turnPrompt(w, player);
  await pressEntry(w, player, entriesOn(prompt)[0]!);
}

describe('/game status during a turn', () => {
  it("the board it posts becomes the turn's message: the turn's next step edits it, not the one above", async () => {
    w = await startWorld({ games: [withBlankImages(vrEntry)], seed: 'status-board-1' });
    const users = [w.ann, w.bo];
    await startVr(w, users);
    const player = users[(await vrState(w)).state.turn!.seat]!;
    await step(player);
    const turnMessage = latestPublic(w);
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('status')));
    const board = latestPublic(w);
    expect(board.id).not.toBe(turnMessage.id);
    const posts = w.double.messages(w.channel).length;
    const before = w.double.message(turnMessage.id)!.content;
    await step(player);
    // Same player's turn: no new post; the status board (at the foot of the channel) now shows
    // the turn so far, and the message above is left as it was.
    expect(w.double.messages(w.channel)).toHaveLength(posts);
    expect(w.double.message(board.id)!.content).toContain('places a Director');
    expect(w.double.message(board.id)!.content).not.toBe(board.content);
    expect(w.double.message(turnMessage.id)!.content).toBe(before);
    expectNoViolations(w);
  });
});
