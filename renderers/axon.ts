/**
 * Axon Protocol's pictures. The board is drawn from the public part of an AxonView and the static
 * data only (it never reads `me`, so every seat's view gives the spectator's image byte for byte);
 * the hand adds that seat's Software cards and refuses any view that is not the seat's own.
 *
 * Board: landscape 1600x1000 (16:10): Nexus City on the left; the Scoreboard, the Corporations and
 * the latest public line on the right; whose turn across the top. Every text is at least 8 px tall
 * once Discord shows the board 550 px wide (layout.ts TEXT); the key to the pieces, the piles and
 * the Desktops' card names are on the hand image, the whole board in words in /game status. The
 * city's roads and Areas, the frames and fixed labels are a static layer drawn once per thread;
 * the pieces are drawn over a copy of it.
 */
import type { Seat } from '../src/engine/types.ts';
import type { AxonView } from '../src/games/axon/view.ts';
import type { GameRenderer, RenderContext } from './types.ts';
import { assertOwnView, encodePng, staticLayer, surfaceFrom } from './kit/index.ts';
import { drawCityBase, drawCityOver } from './axon/city.ts';
import { drawCorps } from './axon/corps.ts';
import { drawHand } from './axon/hand.ts';
import { drawHeader, drawRecent } from './axon/header.ts';
import { BOARD_HEIGHT, BOARD_WIDTH } from './axon/layout.ts';
import { drawScoreBase, drawScoreOver } from './axon/scoreboard.ts';
import { caption, handText, status, statusLine } from './axon/status.ts';

export { BOARD_HEIGHT, BOARD_WIDTH } from './axon/layout.ts';
export { HAND_WIDTH } from './axon/hand.ts';
export { caption, handText, statusLine };

async function board(view: AxonView, ctx: RenderContext): Promise<Buffer> {
  const base = staticLayer('axon-board|2', BOARD_WIDTH, BOARD_HEIGHT, { grid: 0 }, (g) => {
    drawCityBase(g);
    drawScoreBase(g);
  });
  const { canvas, ctx: g } = surfaceFrom(base);
  const st = status(view, ctx);
  drawHeader(g, view, ctx, st);
  drawCityOver(g, view);
  drawScoreOver(g, view);
  drawCorps(g, view, ctx, st);
  drawRecent(g, view, ctx);
  return encodePng(canvas);
}

async function hand(view: AxonView, ctx: RenderContext & { readonly seat: Seat }): Promise<Buffer> {
  assertOwnView(view, ctx.seat);
  const st = status(view, ctx);
  return drawHand(view, ctx, st.seats.includes(ctx.seat) ? `Your move: ${st.what}` : statusLine(view, ctx));
}

export const axonRenderer: GameRenderer<AxonView> = { board, hand, caption, handText };
