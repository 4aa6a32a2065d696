import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  type Box,
  drawText,
  ELLIPSIS,
  font,
  layoutText,
  MIN_TEXT_PX,
  minTextPx,
  readableTextPx,
  type TextStyle,
  VIEW_MIN_TEXT_PX,
  VIEW_WIDTH,
} from '../../renderers/kit/index.ts';

const g = createCanvas(1200, 800).getContext('2d');

/** Deterministic pseudo-random numbers for generated cases. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SAMPLES = [
  '',
  'A',
  'Zero Cool',
  'Łucja "Glitch" Wiśniewska-Kowalczyk',
  'acid_burn_the_unstoppable_2099_with_no_spaces_at_all',
  'Play a chip for its value, draw a chip (hand limit 5) or pass. A chip of 7+ attacks.',
  'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
  'Ünïcødé ñame 🚀 with emoji 👩‍💻 and symbols ★▲◆',
  'line one\nline two\n\nline four after a blank',
  '   spaced    out   words   ',
  'SN-7a16',
];

function widthAt(layout: { size: number; weight: 400 | 500 | 600 | 700 }, line: string): number {
  g.font = font(layout.size, layout.weight);
  return g.measureText(line).width;
}

describe('fitted text', () => {
  it('never draws a line wider than its box', () => {
    const rnd = lcg(42);
    let cases = 0;
    for (let k = 0; k < 60; k++) {
      for (const text of SAMPLES) {
        const b: Box = { x: 0, y: 0, width: Math.round(20 + rnd() * 500), height: Math.round(10 + rnd() * 200) };
        const style: TextStyle = {
          size: Math.round(18 + rnd() * 60),
          weight: ([400, 500, 600, 700] as const)[Math.floor(rnd() * 4)]!,
          ...(rnd() < 0.3 ? { maxLines: 1 + Math.floor(rnd() * 3) } : {}),
          ...(rnd() < 0.3 ? { minSize: 12 + Math.round(rnd() * 10) } : {}),
        };
        const layout = layoutText(g, text, b, style);
        const where = `${JSON.stringify(text)} in ${b.width}x${b.height} ${JSON.stringify(style)}`;
        for (const line of layout.lines) expect(widthAt(layout, line), where).toBeLessThanOrEqual(b.width);
        expect(layout.width, where).toBeLessThanOrEqual(b.width);
        expect(layout.size, where).toBeLessThanOrEqual(style.size);
        expect(layout.size, where).toBeGreaterThanOrEqual(Math.min(style.minSize ?? MIN_TEXT_PX, style.size));
        expect(layout.lines.length, where).toBeGreaterThanOrEqual(1);
        if (style.maxLines) expect(layout.lines.length, where).toBeLessThanOrEqual(style.maxLines);
        // Several lines only ever when they all fit the height.
        if (layout.lines.length > 1)
          expect(layout.lines.length * layout.lineHeight, where).toBeLessThanOrEqual(b.height + 0.5);
        if (layout.truncated)
          expect(layout.lines.at(-1)!.endsWith(ELLIPSIS) || layout.lines.at(-1) === '', where).toBe(true);
        cases++;
      }
    }
    expect(cases).toBe(60 * SAMPLES.length);
  });

  it('shrinks a line before it wraps', () => {
    const text = 'Zero Cool';
    const wide = layoutText(g, text, { x: 0, y: 0, width: 1000, height: 60 }, { size: 40 });
    expect(wide.size).toBe(40);
    const box: Box = { x: 0, y: 0, width: wide.width * 0.8, height: 60 };
    const fitted = layoutText(g, text, box, { size: 40 });
    expect(fitted.lines).toEqual([text]);
    expect(fitted.size).toBeLessThan(40);
    expect(fitted.size).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(fitted.truncated).toBe(false);
  });

  it('wraps at the minimum size, keeping every word when the box is tall enough', () => {
    const text = 'Play a chip for its value, draw a chip or pass.';
    const layout = layoutText(g, text, { x: 0, y: 0, width: 220, height: 400 }, { size: 40 });
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join(' ')).toBe(text);
    expect(layout.truncated).toBe(false);
  });

  it('ends with an ellipsis when even wrapped text does not fit', () => {
    const layout = layoutText(
      g,
      'acid_burn_the_unstoppable_2099',
      { x: 0, y: 0, width: 150, height: 30 },
      { size: 30 },
    );
    expect(layout.size).toBe(MIN_TEXT_PX);
    expect(layout.lines).toHaveLength(1);
    expect(layout.truncated).toBe(true);
    expect(layout.lines[0]!.endsWith(ELLIPSIS)).toBe(true);
    expect(layout.lines[0]!.startsWith('acid_burn')).toBe(true);
  });

  it('keeps fitted text at least 8 px tall at 550 px wide, whatever the canvas width', () => {
    expect(readableTextPx(VIEW_WIDTH)).toBe(VIEW_MIN_TEXT_PX);
    expect(minTextPx(1200)).toBe(MIN_TEXT_PX);
    expect(minTextPx(1440)).toBe(21);
    expect(minTextPx(1600)).toBe(24);
    for (const width of [300, 800, 1200, 1375, 1376, 1440, 1600, 2400]) {
      const min = minTextPx(width);
      expect((min * VIEW_WIDTH) / width, `${width} px wide`).toBeGreaterThanOrEqual(VIEW_MIN_TEXT_PX);
      expect(min).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      const wide = createCanvas(width, 100).getContext('2d');
      const layout = layoutText(
        wide,
        'acid_burn_the_unstoppable_2099',
        { x: 0, y: 0, width: 150, height: 30 },
        { size: 40 },
      );
      expect(layout.size, `${width} px wide`).toBe(min);
    }
  });

  it('never splits an emoji or accented letter when cutting', () => {
    const layout = layoutText(
      g,
      '👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻',
      { x: 0, y: 0, width: 90, height: 24 },
      { size: 24 },
    );
    for (const line of layout.lines) expect(line.replaceAll('👩‍💻', '').replace(ELLIPSIS, '')).toBe('');
  });

  it('aligns left, centre and right inside its box', () => {
    const c = createCanvas(600, 60);
    const cx = c.getContext('2d');
    const b: Box = { x: 100, y: 0, width: 400, height: 60 };
    const inkColumns = (align: 'left' | 'center' | 'right'): [number, number] => {
      cx.clearRect(0, 0, 600, 60);
      drawText(cx, 'HEIST', b, { size: 40, weight: 700, color: '#ffffff', align });
      const data = cx.getImageData(0, 0, 600, 60).data;
      let lo = 600;
      let hi = -1;
      for (let x = 0; x < 600; x++) {
        for (let y = 0; y < 60; y++) {
          if (data[(y * 600 + x) * 4 + 3]! > 64) {
            lo = Math.min(lo, x);
            hi = Math.max(hi, x);
          }
        }
      }
      return [lo, hi];
    };
    const [l0, l1] = inkColumns('left');
    const [c0, c1] = inkColumns('center');
    const [r0, r1] = inkColumns('right');
    for (const v of [l0, l1, c0, c1, r0, r1]) {
      expect(v).toBeGreaterThanOrEqual(b.x);
      expect(v).toBeLessThan(b.x + b.width);
    }
    expect(l0 - b.x).toBeLessThan(8);
    expect(b.x + b.width - r1).toBeLessThan(8);
    expect(Math.abs((c0 + c1) / 2 - (b.x + b.width / 2))).toBeLessThan(4);
  });
});
