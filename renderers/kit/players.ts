/**
 * Seat identity that never rests on colour alone: every seat has a colour (the Okabe-Ito
 * colour-blind-safe set, lifted where needed to stand out on the dark background), a shape
 * and a letter. Tokens, legends and highlights always show all three.
 */
import type { Seat } from '../../src/engine/types.ts';

export type SeatShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'star';

export interface SeatStyle {
  readonly seat: Seat;
  /** Fill colour of the seat's token, `#rrggbb`. */
  readonly color: string;
  /** Text colour on top of `color`. */
  readonly ink: string;
  readonly shape: SeatShape;
  /** A-F. */
  readonly letter: string;
  /** Spoken name of the colour, for alt text and logs. */
  readonly colorName: string;
}

export const MAX_SEATS = 6;

const STYLES: readonly SeatStyle[] = [
  { seat: 0, color: '#56b4e9', ink: '#090b14', shape: 'circle', letter: 'A', colorName: 'sky blue' },
  { seat: 1, color: '#e69f00', ink: '#090b14', shape: 'square', letter: 'B', colorName: 'orange' },
  { seat: 2, color: '#10b07e', ink: '#090b14', shape: 'triangle', letter: 'C', colorName: 'bluish green' },
  { seat: 3, color: '#e07ab8', ink: '#090b14', shape: 'diamond', letter: 'D', colorName: 'reddish purple' },
  { seat: 4, color: '#f0e442', ink: '#090b14', shape: 'hexagon', letter: 'E', colorName: 'yellow' },
  { seat: 5, color: '#ff6347', ink: '#090b14', shape: 'star', letter: 'F', colorName: 'vermillion' },
];

/** The colour, shape and letter of a seat (0-5). */
export function seatStyle(seat: Seat): SeatStyle {
  const style = Number.isInteger(seat) ? STYLES[seat] : undefined;
  if (!style) throw new RangeError(`seat ${seat} has no style: the kit styles seats 0-${MAX_SEATS - 1}`);
  return style;
}

/** Styles of seats 0..count-1. */
export function seatStyles(count: number = MAX_SEATS): SeatStyle[] {
  return Array.from({ length: count }, (_v, i) => seatStyle(i));
}
