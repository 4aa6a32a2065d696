/** A fresh canvas with the kit's background, fonts registered. */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from './fonts.ts';
import type { Box } from './layout.ts';
import { palette } from './palette.ts';

export interface Surface {
  readonly canvas: Canvas;
  readonly ctx: SKRSContext2D;
  /** The whole canvas as a box. */
  readonly bounds: Box;
}

export interface SurfaceOptions {
  /** Spacing of the faint background grid, px; 0 for none. Default 40. */
  readonly grid?: number;
  /** Colour of the thin line across the top edge; default cyan. */
  readonly accent?: string;
}

/** Canvases made by createSurface: opaque, so encodePng may take the fast path. */
export const OPAQUE = new WeakSet<Canvas>();

/** Creates a `width`×`height` canvas painted with the dark background and a faint grid. */
export function createSurface(width: number, height: number, opts: SurfaceOptions = {}): Surface {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`surface size must be positive integers, got ${width}x${height}`);
  }
  registerFonts();
  const canvas = createCanvas(width, height);
  // Opaque: every surface paints its background, and an opaque canvas encodes fast (png.ts).
  const ctx = canvas.getContext('2d', { alpha: false });
  OPAQUE.add(canvas);
  paintBackground(ctx, { x: 0, y: 0, width, height }, opts);
  return { canvas, ctx, bounds: { x: 0, y: 0, width, height } };
}

/** Flat background, a faint grid (crisp 1 px lines, cheap to encode) and an accent edge. */
export function paintBackground(ctx: SKRSContext2D, b: Box, opts: SurfaceOptions = {}): void {
  const step = opts.grid ?? 40;
  ctx.save();
  ctx.fillStyle = palette.bg;
  ctx.fillRect(b.x, b.y, b.width, b.height);
  if (step > 0) {
    ctx.strokeStyle = palette.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = b.x + step; x < b.x + b.width; x += step) {
      ctx.moveTo(Math.round(x) + 0.5, b.y);
      ctx.lineTo(Math.round(x) + 0.5, b.y + b.height);
    }
    for (let y = b.y + step; y < b.y + b.height; y += step) {
      ctx.moveTo(b.x, Math.round(y) + 0.5);
      ctx.lineTo(b.x + b.width, Math.round(y) + 0.5);
    }
    ctx.stroke();
  }
  ctx.fillStyle = opts.accent ?? palette.cyan;
  ctx.fillRect(b.x, b.y, b.width, 4);
  ctx.restore();
}
