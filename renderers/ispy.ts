/**
 * I, Spy's pictures. The board is drawn from the public part of an IspyView and the static data
 * only (it never reads `me`, so every seat's view gives the spectator's image byte for byte); the
 * hand adds that seat's secrets and refuses any view that is not the seat's own.
 *
 * Board: landscape 1440x900 (16:10) at every stage; the map, the frames and the fixed labels are
 * a static layer drawn once per thread, and the pieces that move are drawn over a copy of it.
 */
import type { IspyView } from '../src/games/ispy/view.ts';
import { drawHand } from './ispy/hand.ts';
import { BOARD_HEIGHT, BOARD_WIDTH } from './ispy/layout.ts';
import { drawMapBase, drawMapOver } from './ispy/map.ts';
import { drawPanelBase, drawPanelOver } from './ispy/panel.ts';
import { drawHeader, drawSeats, drawSeatsBase } from './ispy/seats.ts';
import * as words from './ispy/status.ts';
import { layeredRenderer } from './kit/index.ts';

export { BOARD_HEIGHT, BOARD_WIDTH } from './ispy/layout.ts';
export { HAND_WIDTH } from './kit/index.ts';

export const ispyRenderer = layeredRenderer<IspyView>({
  layerKey: 'ispy-board|4',
  width: BOARD_WIDTH,
  height: BOARD_HEIGHT,
  base: [drawMapBase, drawPanelBase, drawSeatsBase],
  over: [drawHeader, (g, view, _ctx, st) => drawMapOver(g, view, st.seats), drawPanelOver, drawSeats],
  words,
  drawHand,
  ownPart: (view) => view.me,
});
