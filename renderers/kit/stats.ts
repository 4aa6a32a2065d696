/** Stat blocks: a small label over a big value, the usual way to show a number on a board. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, minTextPx, sliceTop } from './layout.ts';
import { palette } from './palette.ts';
import { drawText, type HAlign } from './text.ts';

export interface StatOptions {
  /** Value size, px; default 44 (shrinks to fit). */
  /** Label size, px; default 22. */
  readonly labelSize?: number;
  readonly size?: number;
  readonly color?: string;
  readonly align?: HAlign;
}

/** Draws `label` (small, dim, upper case) above `value` (large) inside `box`. */
export function drawStat(
  ctx: SKRSContext2D,
  b: Box,
  label: string,
  value: string | number,
  opts: StatOptions = {},
): void {
  const align = opts.align ?? 'left';
  const min = minTextPx(ctx.canvas.width);
  const labelSize = Math.max(min, opts.labelSize ?? 22);
  const [top, rest] = sliceTop(b, labelSize * 1.25, 2);
  drawText(ctx, label.toUpperCase(), top, { size: labelSize, weight: 600, color: palette.textDim, align, maxLines: 1 });
  drawText(ctx, String(value), rest, {
    size: opts.size ?? 44,
    weight: 700,
    color: opts.color ?? palette.text,
    align,
    valign: 'top',
    maxLines: 1,
    minSize: min,
  });
}
