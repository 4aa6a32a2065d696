/** A small labelled chip: a rounded box and its text centred in it, bold. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from './layout.ts';
import { drawRoundRect } from './panels.ts';
import { drawText } from './text.ts';

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
