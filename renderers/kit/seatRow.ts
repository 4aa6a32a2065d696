/**
 * A seat's row on a board, drawn alike in every game: a rounded box outlined in the seat's colour
 * (tinted with it while the table waits for that seat, and ringed then), and the seat's name in
 * its colour.
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
import { drawAwaitHighlight } from './tokens.ts';

export interface SeatRowOptions {
  /** The table waits for the seat: the row is ringed, and tinted when `tint` is set. */
  readonly awaited: boolean;
  /** The awaited row's fill: the seat's colour at this alpha. */
  readonly tint?: number;
  /** The row's fill otherwise; default palette.panelAlt. */
  readonly fill?: string;
  /** The row's outline; default the seat's colour, 2 px. */
  readonly line?: { readonly color: string; readonly width: number };
  /** The await ring's tag (none by default) and its text size. */
  readonly label?: string;
  readonly labelSize?: number;
}

/** The row's box in `b`: 8 px corners. */
export function drawSeatRow(g: SKRSContext2D, b: Box, seat: Seat, o: SeatRowOptions): void {
  const color = seatStyle(seat).color;
  const fill = o.awaited && o.tint ? withAlpha(color, o.tint) : (o.fill ?? palette.panelAlt);
  drawRoundRect(g, b, 8, fill, o.line ?? { color, width: 2 });
  if (o.awaited) drawAwaitHighlight(g, b, { label: o.label ?? '', radius: 8, labelSize: o.labelSize });
}

export interface SeatNameStyle {
  readonly size: number;
  readonly minSize?: number;
  /** Default the seat's colour. */
  readonly color?: string;
  /** A winner's star before the name. */
  readonly star?: boolean;
}

/** The seat's name on one line in `b`, bold. */
export function drawSeatName(g: SKRSContext2D, ctx: RenderContext, seat: Seat, b: Box, s: SeatNameStyle): void {
  drawText(g, `${s.star ? '★ ' : ''}${seatName(ctx, seat)}`, b, {
    size: s.size,
    minSize: s.minSize,
    weight: 700,
    color: s.color ?? seatStyle(seat).color,
    maxLines: 1,
  });
}
