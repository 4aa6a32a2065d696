/**
 * Text is readable where it is read: every string of every game's board and hands, over the
 * states of random games the glyph test draws, is at least 8 px tall once Discord shows the image
 * 550 px wide (size × 550 / image width; `npm run measure:text` prints the figures and the
 * smallest strings).
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { TARGET_PX, floorTenth, measureGame } from '../support/textSize.ts';

describe.each(GAMES.map((e) => [`${e.game.name} (${e.game.id})`, e] as const))('text size at 550 px: %s', (_name, entry) => {
  it('keeps every text of its board and hands at least 8 px tall at 550 px wide', async () => {
    const m = await measureGame(entry);
    expect(m.board.images).toBeGreaterThan(0);
    expect(m.hand.images).toBeGreaterThan(0);
    const show = (s: typeof m.board) => s.smallest.map((t) => `${JSON.stringify(t.text)} ${t.px.toFixed(2)} px`).join('; ');
    expect(floorTenth(m.board.minPx), `board, smallest: ${show(m.board)}`).toBeGreaterThanOrEqual(TARGET_PX);
    expect(floorTenth(m.hand.minPx), `hand, smallest: ${show(m.hand)}`).toBeGreaterThanOrEqual(TARGET_PX);
  }, 180_000);
});
