/** Stat blocks: a small label over a big value, the usual way to show a number on a board. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { MIN_TEXT_PX, sliceTop, type Box } from './layout.ts';
import { palette } from './palette.ts';
import { drawText, type HAlign } from './text.ts';

export interface StatOptions {
  /** Value size, px; default 44 (shrinks to fit). */
  readonly size?: number;
  readonly color?: string;
  readonly align?: HAlign;
}

/** Draws `label` (small, dim, upper case) above `value` (large) inside `box`. */
export function drawStat(ctx: SKRSContext2D, b: Box, label: string, value: string | number, opts: StatOptions = {}): void {
  const align = opts.align ?? 'left';
  const [top, rest] = sliceTop(b, MIN_TEXT_PX * 1.3, 2);
  drawText(ctx, label.toUpperCase(), top, { size: MIN_TEXT_PX, weight: 600, color: palette.textDim, align, maxLines: 1 });
  drawText(ctx, String(value), rest, {
    size: opts.size ?? 44, weight: 700, color: opts.color ?? palette.text, align, maxLines: 1, minSize: MIN_TEXT_PX,
  });
}
