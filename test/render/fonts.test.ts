import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FAMILY, FONT_FAMILY, FONT_WEIGHTS, font, registerFonts } from '../../renderers/kit/index.ts';

describe('fonts', () => {
  it('registers the shipped Chakra Petch files from node_modules', () => {
    const reg = registerFonts();
    expect(reg.family).toBe(FONT_FAMILY);
    expect(reg.failures).toEqual([]);
    expect(reg.files.length).toBe(FONT_WEIGHTS.length * 2);
    for (const f of reg.files) expect(f).toMatch(/node_modules[\\/]@fontsource[\\/]chakra-petch[\\/]files[\\/].+\.woff2$/);
    expect(GlobalFonts.has(FONT_FAMILY)).toBe(true);
    const family = GlobalFonts.families.find((f) => f.family === FONT_FAMILY);
    expect(family).toBeDefined();
    const weights = new Set(family!.styles.map((s) => s.weight));
    for (const w of FONT_WEIGHTS) expect(weights.has(w)).toBe(true);
  });

  it('is idempotent: a second call registers nothing new', () => {
    const first = registerFonts();
    const count = GlobalFonts.families.find((f) => f.family === FONT_FAMILY)!.styles.length;
    expect(registerFonts()).toBe(first);
    expect(GlobalFonts.families.find((f) => f.family === FONT_FAMILY)!.styles.length).toBe(count);
  });

  it('really draws in Chakra Petch, not the silent fallback', () => {
    registerFonts();
    const g = createCanvas(10, 10).getContext('2d');
    const sample = 'DATA HEIST 0123456789';
    g.font = font(40, 400);
    const chakra = g.measureText(sample).width;
    g.font = `400 40px "${FALLBACK_FAMILY}"`;
    const dejavu = g.measureText(sample).width;
    expect(Math.abs(chakra - dejavu)).toBeGreaterThan(5);
    // Whatever fonts the system has, an unknown family falls back to one of them: the glyphs
    // drawn in Chakra Petch must differ from that fallback's (widths alone could coincide).
    const pixels = (family: string) => {
      const c = createCanvas(600, 60);
      const x = c.getContext('2d');
      x.fillStyle = '#fff';
      x.font = `400 40px ${family}`;
      x.fillText(sample, 0, 45);
      return Buffer.from(x.getImageData(0, 0, 600, 60).data);
    };
    expect(pixels(`"${FONT_FAMILY}"`).equals(pixels('"No Such Family Anywhere"'))).toBe(false);
    g.font = font(40, 700);
    expect(g.measureText(sample).width).not.toBeCloseTo(chakra, 1);
  });
});
