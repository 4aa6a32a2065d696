/**
 * I, Spy's pictures. The board is drawn from the public part of an IspyView and the static data
 * only (it never reads `me`, so every seat's view gives the spectator's image byte for byte); the
 * hand adds that seat's secrets and refuses any view that is not the seat's own.
 *
 * Board: landscape 1440x900 (16:10) at every stage; the map, the frames and the fixed labels are
 * a static layer drawn once per thread, and the pieces that move are drawn over a copy of it.
 */
import type { Seat } from '../src/engine/types.ts';
import type { IspyView } from '../src/games/ispy/view.ts';
import type { GameRenderer, RenderContext } from './types.ts';
import { assertOwnView, encodePng, staticLayer, surfaceFrom } from './kit/index.ts';
import { drawHand } from './ispy/hand.ts';
import { BOARD_HEIGHT, BOARD_WIDTH } from './ispy/layout.ts';
import { drawMapBase, drawMapOver } from './ispy/map.ts';
import { drawPanelBase, drawPanelOver } from './ispy/panel.ts';
import { drawHeader, drawSeats, drawSeatsBase } from './ispy/seats.ts';
import { caption, handText, status, statusLine } from './ispy/status.ts';

export { BOARD_HEIGHT, BOARD_WIDTH } from './ispy/layout.ts';
export { HAND_WIDTH } from './ispy/hand.ts';
export { caption, handText, statusLine };

async function board(view: IspyView, ctx: RenderContext): Promise<Buffer> {
  const base = staticLayer('ispy-board|3', BOARD_WIDTH, BOARD_HEIGHT, { grid: 0 }, (g) => {
    drawMapBase(g);
    drawPanelBase(g);
    drawSeatsBase(g);
  });
  const { canvas, ctx: g } = surfaceFrom(base);
  const st = status(view, ctx);
  drawHeader(g, view, ctx, st);
  drawMapOver(g, view, st.seats);
  drawPanelOver(g, view, ctx);
  drawSeats(g, view, ctx, st);
  return encodePng(canvas);
}

async function hand(view: IspyView, ctx: RenderContext & { readonly seat: Seat }): Promise<Buffer> {
  assertOwnView(view, ctx.seat);
  const st = status(view, ctx);
  return drawHand(view, ctx, st.seats.includes(ctx.seat) ? `Your move: ${st.what}` : statusLine(view, ctx));
}

export const ispyRenderer: GameRenderer<IspyView> = { board, hand, caption, handText };
