import type { SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  createSurface,
  drawAwaitHighlight,
  drawCard,
  drawLegend,
  drawPanel,
  drawStat,
  drawText,
  drawToken,
  drawTrack,
  encodePng,
  hexToRgb,
  inset,
  MAX_BOARD,
  PNG_SIGNATURE,
  palette,
  pngSize,
  type SeatShape,
  seatStyle,
  seatStyles,
} from '../../renderers/kit/index.ts';
import { saveArtifact } from './artifacts.ts';

function pixel(g: SKRSContext2D, x: number, y: number): [number, number, number] {
  const d = g.getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return [d[0]!, d[1]!, d[2]!];
}

describe('kit drawing', () => {
  it('draws every seat token in its own colour with its own shape', () => {
    const { ctx } = createSurface(800, 140, { grid: 0 });
    const silhouettes = new Map<SeatShape, string>();
    seatStyles().forEach((style, seat) => {
      const cx = 70 + seat * 130;
      drawToken(ctx, seat, cx, 70, 50);
      expect(pixel(ctx, cx, 70 - 50 * 0.6)).toEqual(hexToRgb(style.color));
      // The silhouette: which of a ring of sample points lie inside the shape.
      const marks = Array.from({ length: 24 }, (_v, k) => {
        const a = (k * Math.PI) / 12;
        const [r, gr, b] = pixel(ctx, cx + 44 * Math.cos(a), 70 + 44 * Math.sin(a));
        return r + gr + b > 200 ? '1' : '0';
      }).join('');
      silhouettes.set(style.shape, marks);
    });
    expect(new Set(silhouettes.values()).size).toBe(6);
  });

  it('rings awaited boxes just outside their edge', () => {
    const { ctx } = createSurface(400, 200, { grid: 0 });
    const b = { x: 100, y: 60, width: 200, height: 100 };
    expect(pixel(ctx, b.x + 40, b.y - 5)).toEqual(hexToRgb(palette.bg));
    drawAwaitHighlight(ctx, b, { label: '' });
    const [r, g, bl] = pixel(ctx, b.x + 40, b.y - 5);
    expect(Math.min(r, g, bl)).toBeGreaterThan(200);
  });

  it('draws a sample sheet of every component (saved for inspection)', async () => {
    const { canvas, ctx, bounds } = createSurface(1200, 800);
    const area = inset(bounds, 24);
    drawText(
      ctx,
      'NEONTABLE KIT',
      { x: area.x, y: area.y, width: 600, height: 56 },
      { size: 46, weight: 700, color: palette.cyan, glow: palette.cyan },
    );
    drawLegend(
      ctx,
      { x: area.x, y: 100, width: area.width, height: 124 },
      seatStyles().map((s) => ({
        seat: s.seat,
        name: [
          'Nyx',
          'Zero Cool',
          'Łucja "Glitch" Wiśniewska',
          'acid_burn_the_unstoppable_2099',
          'Mr. Robot',
          'Trinity',
        ][s.seat]!,
        awaiting: s.seat === 2,
        ...(s.seat === 0 ? { note: 'YOU' } : {}),
      })),
      { columns: 3 },
    );
    const inner = drawPanel(
      ctx,
      { x: area.x, y: 250, width: 520, height: 220 },
      { title: 'PANEL WITH A TITLE', accent: palette.magenta },
    );
    drawStat(ctx, { ...inner, width: inner.width / 2 }, 'Score', 42);
    drawStat(ctx, { ...inner, x: inner.x + inner.width / 2, width: inner.width / 2 }, 'Credits', '1,250', {
      color: palette.amber,
    });
    drawAwaitHighlight(ctx, { x: area.x, y: 250, width: 520, height: 220 }, { label: 'TO PLAY', radius: 4 });
    seatStyles().forEach((s) => drawToken(ctx, s.seat, area.x + 40 + s.seat * 86, 530, 34, { glow: s.seat === 0 }));
    drawCard(
      ctx,
      { x: 600, y: 250, width: 180, height: 260 },
      {
        title: 'ICE Breaker',
        cost: 3,
        figure: '3',
        body: 'Bypass one firewall',
        footer: 'CORE-017',
        accent: palette.cyan,
      },
    );
    drawCard(
      ctx,
      { x: 800, y: 250, width: 180, height: 260 },
      {
        title: 'Black Wall',
        cost: 9,
        body: 'Every runner without a shield loses two points and discards a chip at random.',
        footer: 'ICE-X',
        accent: palette.red,
      },
    );
    drawCard(
      ctx,
      { x: 1000, y: 250, width: 176, height: 260 },
      { title: 'A very long card title that must wrap', figure: '★' },
    );
    const trackPanel = drawPanel(
      ctx,
      { x: area.x, y: 600, width: area.width, height: 176 },
      { title: 'SCORE TRACK 0-30', accent: palette.lime, glow: 6 },
    );
    drawTrack(ctx, trackPanel, {
      length: 31,
      first: 0,
      filled: 12,
      current: 12,
      accent: palette.lime,
      markers: [
        { cell: 12, seat: 0 },
        { cell: 12, seat: 3 },
        { cell: 5, seat: 1 },
        { cell: 20, seat: 2 },
        { cell: 30, seat: 5 },
      ],
    });
    const png = await encodePng(canvas);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: MAX_BOARD.width, height: MAX_BOARD.height });
    await saveArtifact('kit-sheet', png);
  });
});

describe('encodePng', () => {
  it('encodes off the event loop: timers keep firing while a board encodes', async () => {
    const { canvas, ctx } = createSurface(1200, 800);
    for (let i = 0; i < 200; i++) drawToken(ctx, i % 6, (i * 97) % 1200, (i * 53) % 800, 20 + (i % 30), { glow: true });
    let ticks = 0;
    let done = false;
    const spin = (): void => {
      if (done) return;
      ticks++;
      setImmediate(spin);
    };
    setImmediate(spin);
    const png = await encodePng(canvas);
    done = true;
    expect(ticks).toBeGreaterThan(0);
    expect(pngSize(png)).toEqual({ width: 1200, height: 800 });
  });

  it('reads PNG sizes and rejects other bytes', () => {
    expect(pngSize(Buffer.from('not a png at all, definitely not'))).toBeNull();
    expect(pngSize(Buffer.alloc(4))).toBeNull();
  });

  it('styles seats the same way everywhere', () => {
    expect(seatStyle(0).letter).toBe('A');
  });
});
