/** A small labelled chip: a rounded box and its text centred in it, bold; or one as wide as its text. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from './layout.ts';
import { drawRoundRect } from './panels.ts';
import { drawText, measureText } from './text.ts';

export interface ChipStyle {
  readonly fill: string;
  readonly ink: string;
  /** Its ring, `lineWidth` px (default 1). */
  readonly line: string;
  readonly lineWidth?: number;
  readonly radius: number;
  readonly size: number;
  readonly minSize: number;
  readonly lineHeight?: number;
}

/** Draws the chip `text` in `b` (the caller measures its width). */
export function drawLabelChip(g: SKRSContext2D, b: Box, text: string, s: ChipStyle): void {
  drawRoundRect(g, b, s.radius, s.fill, { color: s.line, width: s.lineWidth ?? 1 });
  drawText(g, text, b, {
    size: s.size,
    minSize: s.minSize,
    weight: 700,
    color: s.ink,
    align: 'center',
    maxLines: 1,
    lineHeight: s.lineHeight,
  });
}

/**
 * A chip `h` px tall with its top left corner at (x, y), as wide as its text plus `padX` (whole px);
 * returns that width, drawing nothing when `measure` (to lay a line of chips out first).
 */
export function drawTextChip(
  g: SKRSContext2D,
  x: number,
  y: number,
  h: number,
  text: string,
  s: ChipStyle & { readonly padX: number },
  measure = false,
): number {
  const w = Math.ceil(measureText(g, text, s.size, 700) + s.padX);
  if (!measure) drawLabelChip(g, { x, y, width: w, height: h }, text, s);
  return w;
}
