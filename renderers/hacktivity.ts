/**
 * Hacktivity's pictures. The board is drawn from the public part of a HackView and the static data
 * only (it never reads `me`, so every seat's view gives the spectator's image byte for byte); the
 * hand adds that seat's cards and refuses any view that is not the seat's own.
 *
 * Board: landscape 1440x900 (16:10): the Alert, Antivirus and Critical interfaces across the
 * middle, one row per player below, whose turn across the top. Frames, fixed labels and the
 * Strange Phenomenon card (short) are a static layer drawn once per thread; the pieces are drawn
 * over a copy of it. Every text is at least 21 px (8 px when the board is shown 550 px wide); the
 * Strange Phenomenon's full text is on the hand image (and in /game status text:true).
 */
import type { HackView } from '../src/games/hacktivity/view.ts';
import { drawHand } from './hacktivity/hand.ts';
import {
  drawAlertBase,
  drawAlertOver,
  drawAntivirusBase,
  drawAntivirusOver,
  drawCriticalBase,
  drawCriticalOver,
} from './hacktivity/interfaces.ts';
import { BOARD_HEIGHT, BOARD_WIDTH } from './hacktivity/layout.ts';
import { drawHeader, drawPlayers } from './hacktivity/seats.ts';
import * as words from './hacktivity/status.ts';
import { layeredRenderer } from './kit/index.ts';

export { BOARD_HEIGHT, BOARD_WIDTH } from './hacktivity/layout.ts';
export { HAND_WIDTH } from './kit/index.ts';

export const hackRenderer = layeredRenderer<HackView>({
  layerKey: 'hack-board|2',
  width: BOARD_WIDTH,
  height: BOARD_HEIGHT,
  base: [drawAlertBase, drawAntivirusBase, drawCriticalBase],
  over: [drawHeader, drawAlertOver, drawAntivirusOver, drawCriticalOver, drawPlayers],
  words,
  drawHand,
  ownPart: (view) => view.me,
});
