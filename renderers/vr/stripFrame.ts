/** A player's strip frame, alike on the board and on the hand: a panel in the seat's colour and, when set, a ring. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { type Box, drawAwaitHighlight, drawPanel, palette, seatStyle } from '../kit/index.ts';

/** The ring around a strip: white while the seat is awaited, lime for a winner; `label` on its tag ('' for none). */
export interface StripRing {
  readonly label: string;
  readonly winner?: boolean;
}

/** Draws the frame in `b` and returns the box inside its `padding`. */
export function drawStripFrame(g: SKRSContext2D, b: Box, seat: Seat, padding: number, ring?: StripRing): Box {
  const inner = drawPanel(g, b, { accent: seatStyle(seat).color, glow: 0, padding, cut: 12 });
  if (ring) drawAwaitHighlight(g, b, { label: ring.label, radius: 4, color: ring.winner ? palette.lime : undefined });
  return inner;
}
