/**
 * A seat's row on a board, drawn alike in every game: a rounded box outlined in the seat's colour
 * (tinted with it while the table waits for that seat, and ringed then), the seat's token and its
 * name in its colour.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import type { RenderContext } from '../types.ts';
import type { Box } from './layout.ts';
import { palette, withAlpha } from './palette.ts';
import { drawRoundRect } from './panels.ts';
import { seatStyle } from './players.ts';
import { seatName } from './seatNames.ts';
import { drawText } from './text.ts';
import { drawAwaitHighlight, drawToken } from './tokens.ts';

export interface SeatNameStyle {
  readonly size: number;
  readonly minSize?: number;
  /** Default the seat's colour. */
  readonly color?: string;
  /** A winner's star before the name. */
  readonly star?: boolean;
}

export interface SeatRowOptions {
  /** The table waits for the seat: the row is ringed, and tinted when `tint` is set. */
  readonly awaited: boolean;
  /** Not awaited, but the seat's turn while someone else is asked: a dim ring. */
  readonly turnRing?: boolean;
  /** The awaited row's fill: the seat's colour at this alpha. */
  readonly tint?: number;
  /** The row's fill otherwise; default palette.panelAlt. */
  readonly fill?: string;
  /** The row's outline; default the seat's colour, 2 px. */
  readonly line?: { readonly color: string; readonly width: number };
  /** The await ring's tag (none by default) and its text size. */
  readonly label?: string;
  readonly labelSize?: number;
  /** Drawn on the row before the token (a strip in the seat's other colour). */
  readonly under?: (g: SKRSContext2D, b: Box) => void;
  /** The seat's token, centred `x` px in from the row's left and `r` px; its letter unless told. */
  readonly token: { readonly x: number; readonly r: number; readonly letter?: boolean; readonly glow?: boolean };
  /** The seat's name on one line in `box`, bold. */
  readonly name: SeatNameStyle & { readonly box: Box };
}

/** The row in `b` (8 px corners), its ring, the seat's token and name. */
export function drawSeatRow(g: SKRSContext2D, ctx: RenderContext, b: Box, seat: Seat, o: SeatRowOptions): void {
  const color = seatStyle(seat).color;
  const fill = o.awaited && o.tint ? withAlpha(color, o.tint) : (o.fill ?? palette.panelAlt);
  drawRoundRect(g, b, 8, fill, o.line ?? { color, width: 2 });
  if (o.awaited) drawAwaitHighlight(g, b, { label: o.label ?? '', radius: 8, labelSize: o.labelSize });
  else if (o.turnRing) drawAwaitHighlight(g, b, { label: '', radius: 8, color: palette.textDim });
  o.under?.(g, b);
  const t = o.token;
  drawToken(g, seat, b.x + t.x, b.y + b.height / 2, t.r, { glow: t.glow, letter: t.letter });
  const n = o.name;
  drawText(g, `${n.star ? '★ ' : ''}${seatName(ctx, seat)}`, n.box, {
    size: n.size,
    minSize: n.minSize,
    weight: 700,
    color: n.color ?? color,
    maxLines: 1,
  });
}
