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
// The game's catalogues: a render worker (src/render/worker.ts) loads only this module, and the
// view's tokens (events, results, prompts) name their messages.
import '../src/games/axon/messages.ts';
import type { AxonView } from '../src/games/axon/view.ts';
import { drawCityBase, drawCityOver } from './axon/city.ts';
import { drawCorps } from './axon/corps.ts';
import { drawHand } from './axon/hand.ts';
import { drawHeader, drawRecent } from './axon/header.ts';
import { BOARD_HEIGHT, BOARD_WIDTH } from './axon/layout.ts';
import { drawScoreBase, drawScoreOver } from './axon/scoreboard.ts';
import * as words from './axon/status.ts';
import { layeredRenderer } from './kit/index.ts';

export { BOARD_HEIGHT, BOARD_WIDTH } from './axon/layout.ts';
export { HAND_WIDTH } from './kit/index.ts';

export const axonRenderer = layeredRenderer<AxonView>({
  layerKey: 'axon-board|3',
  width: BOARD_WIDTH,
  height: BOARD_HEIGHT,
  base: [drawCityBase, drawScoreBase],
  over: [drawHeader, drawCityOver, drawScoreOver, drawCorps, drawRecent],
  words,
  drawHand,
  ownPart: (view) => view.me,
});
