/**
 * The text the renderers draw, for every registered game: the board and each seat's hand over
 * states of random games are drawn once through the real renderer with the kit's text recorder on
 * (test/support/renderSamples.ts), and both checks read those recordings (drawing them is most of
 * the time).
 * - Glyphs: each string is checked against the character maps of the bundled font files (none may
 *   come from the system, which a fresh server may lack, nor draw as the empty missing-glyph box).
 * - Text size: every string is at least 8 px tall once Discord shows the image 550 px wide
 *   (size × 550 / image width; `npm run measure:text` prints the figures and the smallest strings).
 */
import { describe, expect, it } from 'vitest';
import { type DrawnText, FONT_STACK } from '../../renderers/kit/index.ts';
import { GAMES } from '../../src/games/index.ts';
import { describeChar, foreignFamilies, missingGlyphs } from '../support/glyphs.ts';
import { type RecordedImage, recordGame } from '../support/renderSamples.ts';
import { floorTenth, measureImages, TARGET_PX } from '../support/textSize.ts';

const drawn = (text: string, family = FONT_STACK): DrawnText => ({
  text,
  family,
  sizePx: 20,
  weight: 400,
  canvasWidth: 100,
  canvasHeight: 100,
  op: 'fill',
});

/** Each game's recordings, drawn by whichever of its tests runs first. */
const recordings = new Map<string, Promise<RecordedImage[]>>();
const recorded = (entry: (typeof GAMES)[number]): Promise<RecordedImage[]> => {
  let r = recordings.get(entry.game.id);
  if (!r) recordings.set(entry.game.id, (r = recordGame(entry)));
  return r;
};

describe('the glyph check', () => {
  it('finds a character no bundled font has, and a family that is not bundled', () => {
    expect(missingGlyphs(drawn('ok 漢\uE000'))).toEqual(['漢', '\uE000']);
    expect(foreignFamilies('"Chakra Petch", "DejaVu Sans", sans-serif')).toEqual(['DejaVu Sans', 'sans-serif']);
  });

  it('has every symbol that once drew as the missing-glyph box (issue 21)', () => {
    expect(missingGlyphs(drawn('⛓ 🛡 🗑 🏢 🤷 🦾 🛍 🏆 🚗 📰 💾 🏁 🩸 🎲 🧍 🔁 🚨 💊 💀 🔪 🏷 🤝 🛡️ ↺ ↻ ∞'))).toEqual([]);
  });
});

describe.each(GAMES.map((e) => [`${e.game.name} (${e.game.id})`, e] as const))('glyphs: %s', (_name, entry) => {
  it('draws every string of its board and hands in bundled fonts, with a glyph for each character', async () => {
    const images = await recorded(entry);
    const missing = new Map<string, Set<string>>();
    const foreign = new Set<string>();
    let strings = 0;
    for (const im of images) {
      const where = im.kind === 'board' ? 'board' : `hand of seat ${im.seat}`;
      for (const t of im.texts) {
        strings++;
        for (const f of foreignFamilies(t.family)) foreign.add(`${f} (${where}: ${JSON.stringify(t.text)})`);
        for (const ch of missingGlyphs(t)) {
          const at = missing.get(ch) ?? new Set<string>();
          at.add(`${where}: ${JSON.stringify(t.text)}`);
          missing.set(ch, at);
        }
      }
    }
    expect(strings, 'strings recorded').toBeGreaterThan(images.length);
    expect([...foreign].slice(0, 10), 'families that are not bundled').toEqual([]);
    const report = [...missing].map(
      ([ch, at]) => `${describeChar(ch)} in ${entry.game.id}, e.g. ${[...at].slice(0, 3).join(' | ')}`,
    );
    expect(report, 'characters no bundled font has').toEqual([]);
  }, 180_000);
});

describe.each(GAMES.map((e) => [`${e.game.name} (${e.game.id})`, e] as const))(
  'text size at 550 px: %s',
  (_name, entry) => {
    it('keeps every text of its board and hands at least 8 px tall at 550 px wide', async () => {
      const images = await recorded(entry);
      const m = { board: measureImages(images, 'board'), hand: measureImages(images, 'hand') };
      expect(m.board.images).toBeGreaterThan(0);
      expect(m.hand.images).toBeGreaterThan(0);
      const show = (s: typeof m.board) =>
        s.smallest.map((t) => `${JSON.stringify(t.text)} ${t.px.toFixed(2)} px`).join('; ');
      expect(floorTenth(m.board.minPx), `board, smallest: ${show(m.board)}`).toBeGreaterThanOrEqual(TARGET_PX);
      expect(floorTenth(m.hand.minPx), `hand, smallest: ${show(m.hand)}`).toBeGreaterThanOrEqual(TARGET_PX);
    }, 180_000);
  },
);
