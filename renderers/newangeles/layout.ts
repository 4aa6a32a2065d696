/**
 * The board's fixed boxes: 1600x1000 (16:10, as Axon's) whatever the game's state. Every text on it
 * is at least TEXT (24 px: 8 px once Discord shows it 550 px wide), so it carries only what a
 * player decides from each turn: the city (13 district tiles placed by their x/y, exit arrows
 * towards The Root, the turn track between the top arms), the threat, the supply against the
 * demand, the deal, the corporations and the newest public line. The legends go to the hand image;
 * the decks, the reserve and the older lines to `/game status`.
 */
import type { Box } from '../kit/index.ts';

export const BOARD_WIDTH = 1600;
export const BOARD_HEIGHT = 1000;

/** Whose turn, what they do, the round, across the top. */
export const HEADER: Box = { x: 8, y: 8, width: 1584, height: 70 };
/** The city, on the left. */
export const CITY: Box = { x: 8, y: 86, width: 888, height: 906 };

/** The right column: threat, supply against demand, the deal, the corporations, the newest line. */
const SIDE_X = 904;
const SIDE_W = 688;
const BOTTOM = 992;
const GAP = 8;
export const THREAT_BOX: Box = { x: SIDE_X, y: 86, width: SIDE_W, height: 78 };
export const SUPPLY_BOX: Box = { x: SIDE_X, y: THREAT_BOX.y + THREAT_BOX.height + GAP, width: SIDE_W, height: 96 };
export const DEAL_BOX: Box = { x: SIDE_X, y: SUPPLY_BOX.y + SUPPLY_BOX.height + GAP, width: SIDE_W, height: 206 };
const CORPS_TOP = DEAL_BOX.y + DEAL_BOX.height + GAP;
export const CORPS_HEAD = 32;
export const CORP_ROW_GAP = 4;
/** A corporation row's height: two lines of TEXT, more room at 4-5 players. */
export const corpRowHeight = (n: number): number => (n >= 6 ? 56 : n === 5 ? 60 : 64);

/** The Corporations panel for `n` seats, and the newest public line's panel under it. */
export function sideBoxes(n: number): { corps: Box; recent: Box } {
  const h = CORPS_HEAD + n * corpRowHeight(n) + (n - 1) * CORP_ROW_GAP + 6;
  const corps: Box = { x: SIDE_X, y: CORPS_TOP, width: SIDE_W, height: h };
  const top = CORPS_TOP + h + GAP;
  return { corps, recent: { x: SIDE_X, y: top, width: SIDE_W, height: BOTTOM - top } };
}

/** A district tile's size; The Root is larger. */
export const TILE = { w: 164, h: 144 } as const;
export const ROOT_TILE = { w: 200, h: 150 } as const;
const PAD = 8;
/** The districts' centres span 140..860 (x) and 110..890 (y) of the 1000 square. */
const SPAN = { x0: 140, x1: 860, y0: 110, y1: 890 } as const;

/** A point of the 1000x1000 city square to board px: the districts' centres fill CITY, tiles inside it. */
export function cityPoint(x: number, y: number): { x: number; y: number } {
  const left = CITY.x + PAD + TILE.w / 2;
  const top = CITY.y + PAD + TILE.h / 2;
  const w = CITY.width - 2 * PAD - TILE.w;
  const h = CITY.height - 2 * PAD - TILE.h;
  return { x: left + ((x - SPAN.x0) / (SPAN.x1 - SPAN.x0)) * w, y: top + ((y - SPAN.y0) / (SPAN.y1 - SPAN.y0)) * h };
}

/** A district's tile on the board, from its x/y. */
export function tileBox(d: { n: number; x: number; y: number }): Box {
  const p = cityPoint(d.x, d.y);
  const s = d.n === 0 ? ROOT_TILE : TILE;
  return { x: Math.round(p.x - s.w / 2), y: Math.round(p.y - s.h / 2), width: s.w, height: s.h };
}

/** The turn track, in the free zone between the city's two top arms (checked against the tiles by the tests). */
export const TRACK_BOX: Box = { x: 332, y: CITY.y + 8, width: 248, height: 196 };
