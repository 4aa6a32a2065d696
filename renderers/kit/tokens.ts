/** Player tokens and the highlight around seats the table is waiting for. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { font, registerFonts } from './fonts.ts';
import type { Box } from './layout.ts';
import { minTextPx } from './layout.ts';
import { tr } from './locale.ts';
import { m } from './messages.ts';
import { palette, withAlpha } from './palette.ts';
import { seatStyle } from './players.ts';
import { cutCornerPath, roundRectPath, shapeLetterFit, shapePath } from './shapes.ts';
import { drawText, measureText } from './text.ts';

export interface TokenOptions {
  /** Faded, for "later"/"inactive" markers. */
  readonly ghost?: boolean;
  /** Draw the letter (default true; tiny tokens may drop it). */
  readonly letter?: boolean;
  /** Glow in the seat colour. */
  readonly glow?: boolean;
}

/** Draws a seat's token centred on (cx, cy): its shape filled in its colour, a dark rim, its letter. */
export function drawToken(
  ctx: SKRSContext2D,
  seat: Seat,
  cx: number,
  cy: number,
  r: number,
  opts: TokenOptions = {},
): void {
  registerFonts();
  const style = seatStyle(seat);
  ctx.save();
  if (opts.ghost) ctx.globalAlpha = 0.4;
  if (opts.glow) {
    ctx.shadowColor = style.color;
    ctx.shadowBlur = r * 0.8;
  }
  shapePath(ctx, style.shape, cx, cy, r);
  ctx.fillStyle = style.color;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1.5, r * 0.1);
  ctx.strokeStyle = palette.ink;
  ctx.stroke();
  if (opts.letter !== false) {
    const fit = shapeLetterFit(style.shape);
    ctx.font = font(r * fit.scale, 700);
    ctx.fillStyle = style.ink;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(tr(style.letter), cx, cy + r * fit.dy + r * 0.04);
  }
  ctx.restore();
}

export interface HighlightOptions {
  /** Tag text on the top edge; default "WAITING" (kit.waiting). Empty for no tag. */
  readonly label?: string;
  /** Corner radius of the ring. */
  readonly radius?: number;
  /** Ring colour; default palette.highlight (white). */
  readonly color?: string;
  /** Size of the tag text, px; default minTextPx of the canvas + 2. */
  readonly labelSize?: number;
}

/**
 * Marks a box whose seat the table waits for: a thick glowing ring just outside it and a
 * solid tag with a word on it, so it reads without telling colours apart.
 */
export function drawAwaitHighlight(ctx: SKRSContext2D, b: Box, opts: HighlightOptions = {}): void {
  const color = opts.color ?? palette.highlight;
  const ring: Box = { x: b.x - 5, y: b.y - 5, width: b.width + 10, height: b.height + 10 };
  ctx.save();
  ctx.shadowColor = withAlpha(color, 0.9);
  ctx.shadowBlur = 18;
  ctx.lineWidth = 4;
  ctx.strokeStyle = color;
  roundRectPath(ctx, ring, (opts.radius ?? 10) + 5);
  ctx.stroke();
  ctx.restore();

  const label = opts.label ?? m('kit.waiting');
  if (!label) return;
  const min = minTextPx(ctx.canvas.width);
  const size = opts.labelSize ?? min + 2;
  const padX = size * 0.6;
  const textW = Math.min(measureText(ctx, label, size, 700), ring.width - 2 * padX - 24);
  const tag: Box = {
    x: ring.x + ring.width - textW - 2 * padX - 16,
    y: ring.y - size * 0.75,
    width: textW + 2 * padX,
    height: size * 1.5,
  };
  ctx.save();
  cutCornerPath(ctx, tag, size * 0.4);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.restore();
  drawText(
    ctx,
    label,
    { x: tag.x + padX, y: tag.y, width: textW, height: tag.height },
    {
      size,
      minSize: Math.min(size, min),
      weight: 700,
      color: palette.ink,
      align: 'center',
      maxLines: 1,
    },
  );
}
