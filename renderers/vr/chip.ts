/** A rounded chip with a coloured border and a short text: Titles, Necro markers, Boost cards, Verse types. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, drawRoundRect, drawText, palette, withAlpha } from '../kit/index.ts';
import { MIN_TEXT } from './style.ts';

export function typeChip(g: SKRSContext2D, b: Box, text: string, color: string, fill = withAlpha(color, 0.16)): void {
  drawRoundRect(g, b, Math.min(8, b.height / 2), fill, { color, width: 1.5 });
  drawText(
    g,
    text,
    { x: b.x + 6, y: b.y, width: b.width - 12, height: b.height },
    { size: MIN_TEXT, weight: 600, color: palette.text, align: 'center', maxLines: 1 },
  );
}
