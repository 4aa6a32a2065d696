import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_FAMILIES,
  FONT_FAMILY,
  FONT_STACK,
  FONT_WEIGHTS,
  font,
  registerFonts,
} from '../../renderers/kit/index.ts';

/** The pixels of `text` drawn white at 40 px in `family` (a CSS family list). */
function pixels(family: string, text: string): Buffer {
  const c = createCanvas(600, 60);
  const x = c.getContext('2d');
  x.fillStyle = '#fff';
  x.font = `400 40px ${family}`;
  x.fillText(text, 0, 45);
  return Buffer.from(x.getImageData(0, 0, 600, 60).data);
}

describe('fonts', () => {
  it('registers every bundled family from its npm package, each weight it ships', () => {
    const reg = registerFonts();
    expect(reg.family).toBe(FONT_FAMILY);
    expect(reg.failures).toEqual([]);
    const expected = BUNDLED_FAMILIES.reduce((n, f) => n + f.subsets.length * f.weights.length, 0);
    expect(reg.files.length).toBe(expected);
    for (const f of reg.files)
      expect(f).toMatch(/node_modules[\\/]@fontsource[\\/][a-z0-9-]+[\\/]files[\\/].+\.woff2$/);
    for (const b of BUNDLED_FAMILIES) {
      expect(GlobalFonts.has(b.family), b.family).toBe(true);
      const weights = new Set(reg.fonts.filter((x) => x.family === b.family).map((x) => x.weight));
      for (const w of b.weights) expect(weights.has(w), `${b.family} ${w}`).toBe(true);
    }
    const chakra = GlobalFonts.families.find((f) => f.family === FONT_FAMILY)!;
    const weights = new Set(chakra.styles.map((s) => s.weight));
    for (const w of FONT_WEIGHTS) expect(weights.has(w)).toBe(true);
  });

  it('lists only bundled families: no system face, no generic fallback', () => {
    const listed = FONT_STACK.split(',').map((s) => s.trim());
    expect(listed).toEqual(BUNDLED_FAMILIES.map((f) => `"${f.family}"`));
    expect(listed[0]).toBe(`"${FONT_FAMILY}"`);
    expect(FONT_STACK).not.toMatch(/DejaVu|sans-serif|monospace|system-ui/i);
    expect(font(20, 700)).toBe(`700 20px ${FONT_STACK}`);
  });

  it('is idempotent: a second call registers nothing new', () => {
    const first = registerFonts();
    const count = GlobalFonts.families.find((f) => f.family === FONT_FAMILY)!.styles.length;
    expect(registerFonts()).toBe(first);
    expect(GlobalFonts.families.find((f) => f.family === FONT_FAMILY)!.styles.length).toBe(count);
  });

  it('really draws in Chakra Petch, not a fallback', () => {
    registerFonts();
    const sample = 'DATA HEIST 0123456789';
    const g = createCanvas(10, 10).getContext('2d');
    g.font = font(40, 400);
    const chakra = g.measureText(sample).width;
    g.font = '400 40px "Noto Sans"';
    expect(Math.abs(chakra - g.measureText(sample).width)).toBeGreaterThan(5);
    // An unknown family falls back to some face: Chakra Petch's glyphs must differ from it
    // (widths alone could coincide).
    expect(pixels(`"${FONT_FAMILY}"`, sample).equals(pixels('"No Such Family Anywhere"', sample))).toBe(false);
    expect(pixels(FONT_STACK, sample).equals(pixels(`"${FONT_FAMILY}"`, sample))).toBe(true);
    g.font = font(40, 700);
    expect(g.measureText(sample).width).not.toBeCloseTo(chakra, 1);
  });

  it('draws what Chakra Petch lacks from the bundled families, each character from the first that has it', () => {
    registerFonts();
    // Greek, arrows, a dingbat, a mathematical sign and an emoji: none is in Chakra Petch.
    const cases: [string, string][] = [
      ['Ωμέγα', 'Noto Sans'],
      ['→', 'Noto Sans Symbols'],
      ['⛓', 'Noto Sans Symbols 2'],
      ['↺∞', 'Noto Sans Math'],
      ['🤝', 'Noto Emoji'],
    ];
    for (const [text, family] of cases) {
      const stack = pixels(FONT_STACK, text);
      expect(stack.equals(pixels(`"${family}"`, text)), `${text} in ${family}`).toBe(true);
      expect(stack.equals(pixels('"No Such Family Anywhere"', text)), `${text} not from the system`).toBe(false);
    }
  });
});
