/** Seats in words, as every game's board, hand and caption name them. */

import { fillSeats } from '../../src/engine/play.ts';
import type { Seat } from '../../src/engine/types.ts';
import type { RenderContext } from '../types.ts';
import { m } from './messages.ts';
import { seatStyle } from './players.ts';

/** The player's name, or "Player A" (a message token) for a seat the context does not name. */
export function seatName(ctx: RenderContext, seat: Seat): string {
  return ctx.seats[seat]?.name ?? m('kit.player', { letter: seatStyle(seat).letter });
}

/** "Ann (A)": a name with the seat's letter, as tokens show it. */
export const seatLabel = (ctx: RenderContext, seat: Seat): string =>
  `${seatName(ctx, seat)} (${seatStyle(seat).letter})`;

/** A public line with its `{seat:N}` marks replaced by the players' names. */
export const fillSeatNames = (line: string, ctx: RenderContext): string =>
  fillSeats(line, (seat) => seatName(ctx, seat));
