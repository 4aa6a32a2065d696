/**
 * Text is readable where it is read: every string of every game's board and hands, over the
 * states of random games the glyph test draws, is at least 8 px tall once Discord shows the image
 * 550 px wide (size × 550 / image width; `npm run measure:text` prints the figures and the
 * smallest strings).
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { TARGET_PX, floorTenth, measureGame } from '../support/textSize.ts';

/**
 * Each game's smallest text today, px at 550 wide, rounded down to 0.1: the goal is TARGET_PX
 * (8) everywhere, and each game's renderer work raises its numbers towards it (never lowers
 * them). A game missing here is held to the goal itself.
 */
const FLOORS: Readonly<Record<string, { readonly board: number; readonly hand: number }>> = {
  vr: { board: 4.2, hand: 6.0 },
  spy: { board: 3.8, hand: 6.4 },
  hack: { board: 4.9, hand: 7.3 },
  axon: { board: 2.9, hand: 7.3 },
};

describe.each(GAMES.map((e) => [`${e.game.name} (${e.game.id})`, e] as const))('text size at 550 px: %s', (_name, entry) => {
  it('keeps its board and hand text at or above its floor (goal: 8 px)', async () => {
    const floor = FLOORS[entry.game.id] ?? { board: TARGET_PX, hand: TARGET_PX };
    expect(floor.board, 'a floor above the goal means the goal').toBeLessThanOrEqual(TARGET_PX);
    expect(floor.hand, 'a floor above the goal means the goal').toBeLessThanOrEqual(TARGET_PX);
    const m = await measureGame(entry);
    expect(m.board.images).toBeGreaterThan(0);
    expect(m.hand.images).toBeGreaterThan(0);
    const show = (s: typeof m.board) => s.smallest.map((t) => `${JSON.stringify(t.text)} ${t.px.toFixed(2)} px`).join('; ');
    expect(floorTenth(m.board.minPx), `board, smallest: ${show(m.board)}`).toBeGreaterThanOrEqual(floor.board);
    expect(floorTenth(m.hand.minPx), `hand, smallest: ${show(m.hand)}`).toBeGreaterThanOrEqual(floor.hand);
  }, 180_000);
});
