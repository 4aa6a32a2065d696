/**
 * Every character the renderers draw has a glyph in a font the project ships: for every
 * registered game, the board and each seat's hand over states of random games are drawn through
 * the real renderer with the kit's text recorder on, and each string is checked against the
 * character maps of the bundled font files (none may come from the system, which a fresh server
 * may lack, nor draw as the empty missing-glyph box).
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { recordGame } from '../support/renderSamples.ts';
import { describeChar, foreignFamilies, missingGlyphs } from '../support/glyphs.ts';
import { FONT_STACK, type DrawnText } from '../../renderers/kit/index.ts';

const drawn = (text: string, family = FONT_STACK): DrawnText => ({ text, family, sizePx: 20, weight: 400, canvasWidth: 100, canvasHeight: 100, op: 'fill' });

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
    const images = await recordGame(entry);
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
    const report = [...missing].map(([ch, at]) => `${describeChar(ch)} in ${entry.game.id}, e.g. ${[...at].slice(0, 3).join(' | ')}`);
    expect(report, 'characters no bundled font has').toEqual([]);
  }, 180_000);
});
