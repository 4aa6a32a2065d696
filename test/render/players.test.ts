import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, MAX_SEATS, palette, seatStyle, seatStyles } from '../../renderers/kit/index.ts';

/** Machado et al. (2009) dichromacy simulation matrices, severity 1, applied to linear RGB. */
const SIMULATIONS: Record<string, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function toLinear(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** CIE L*a*b* (D65) of a linear-RGB triple. */
function lab([r0, g0, b0]: number[]): [number, number, number] {
  const [r, g, b] = [r0!, g0!, b0!].map((v) => Math.min(1, Math.max(0, v))) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number): number => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

describe('seat styles', () => {
  const styles = seatStyles();

  it('gives six seats, each with a distinct colour, shape and letter A-F', () => {
    expect(styles).toHaveLength(MAX_SEATS);
    expect(new Set(styles.map((s) => s.color)).size).toBe(6);
    expect(new Set(styles.map((s) => s.shape)).size).toBe(6);
    expect(new Set(styles.map((s) => s.colorName)).size).toBe(6);
    expect(styles.map((s) => s.letter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(new Set(styles.map((s) => s.shape))).toEqual(
      new Set(['circle', 'square', 'triangle', 'diamond', 'hexagon', 'star']),
    );
    styles.forEach((s, i) => expect(seatStyle(i)).toEqual(s));
  });

  it('refuses seats it has no style for', () => {
    expect(() => seatStyle(6)).toThrow(RangeError);
    expect(() => seatStyle(-1)).toThrow(RangeError);
    expect(() => seatStyle(1.5)).toThrow(RangeError);
  });

  it('keeps colours readable on the dark background and letters readable on the colours', () => {
    for (const s of styles) {
      expect(contrastRatio(s.color, palette.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(s.color, palette.panel)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(s.ink, s.color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps colours apart under simulated protanopia, deuteranopia and tritanopia', () => {
    for (const [name, m] of Object.entries(SIMULATIONS)) {
      const labs = styles.map((s) => {
        const lin = hexToRgb(s.color).map(toLinear);
        return lab(m.map((row) => row[0]! * lin[0]! + row[1]! * lin[1]! + row[2]! * lin[2]!));
      });
      for (let i = 0; i < labs.length; i++) {
        for (let j = i + 1; j < labs.length; j++) {
          const d = Math.hypot(...labs[i]!.map((v, k) => v - labs[j]![k]!));
          expect(d, `${name}: seat ${styles[i]!.letter} vs ${styles[j]!.letter}`).toBeGreaterThan(10);
        }
      }
    }
  });

  it('keeps palette text legible on panels', () => {
    for (const bg of [palette.bg, palette.panel, palette.panelAlt]) {
      expect(contrastRatio(palette.text, bg)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(palette.textDim, bg)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(palette.textMuted, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
