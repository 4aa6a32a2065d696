/**
 * New Angeles' pictures. The board is drawn from the public part of an NaView and the static data
 * only (it never reads `mine`, so every seat's view gives the spectator's image byte for byte); the
 * hand adds that seat's secrets and refuses any view that is not the seat's own.
 *
 * Board: landscape 1600x1000 (16:10): the city on the left (13 district tiles placed by their x/y,
 * exit arrows towards The Root; the turn track, the legend and the decks in the space between its
 * arms); on the right the threat track, the supply against the demand, the deal in progress, the
 * corporations and the recent public lines; whose move and the round across the top. Tiles,
 * arrows, frames and fixed labels are a static layer drawn once per thread.
 */
import type { NaView } from '../src/games/newangeles/view.ts';
import { layeredRenderer } from './kit/index.ts';
import { drawCityBase, drawCityOver } from './newangeles/city.ts';
import { drawCorps } from './newangeles/corps.ts';
import { drawDealBase, drawDealOver } from './newangeles/deal.ts';
import { drawHand } from './newangeles/hand.ts';
import { drawHeader, drawRecent } from './newangeles/header.ts';
import { BOARD_HEIGHT, BOARD_WIDTH } from './newangeles/layout.ts';
import { drawSupplyBase, drawSupplyOver, drawThreatBase, drawThreatOver } from './newangeles/meters.ts';
import * as words from './newangeles/status.ts';
import { drawTrackBase, drawTrackOver } from './newangeles/track.ts';

export { HAND_WIDTH } from './kit/index.ts';
export { BOARD_HEIGHT, BOARD_WIDTH } from './newangeles/layout.ts';

/** The board reads only what every viewer shares: the view without its `mine` part. */
function publicPart(view: NaView): NaView {
  return view.mine === null
    ? view
    : { ...view, mine: null, pending: view.pending && { ...view.pending, mine: undefined } };
}

export const naRenderer = layeredRenderer<NaView>({
  layerKey: 'na-board|2',
  width: BOARD_WIDTH,
  height: BOARD_HEIGHT,
  base: [drawCityBase, drawTrackBase, drawThreatBase, drawSupplyBase, drawDealBase],
  over: [drawHeader, drawCityOver, drawTrackOver, drawThreatOver, drawSupplyOver, drawDealOver, drawCorps, drawRecent],
  words,
  drawHand,
  ownPart: (view) => view.mine,
  publicPart,
});
