/** The board's fixed boxes: 1600x1000 (16:10) whatever the game's state, and where each City Area is drawn. */

import { type Area, NEXUS_CITY } from '../../src/games/axon/data/index.ts';
import { type Box, minTextPx } from '../kit/index.ts';

export const BOARD_WIDTH = 1600;
export const BOARD_HEIGHT = 1000;
/**
 * The board's smallest text, px: 8 px once Discord shows the board 550 px wide (issue 21 §3). Every
 * string on the board is at least this big; what cannot be is left to the hand and /game status.
 */
export const TEXT = minTextPx(BOARD_WIDTH);

/** Whose turn, what they do, the round, across the top. */
export const HEADER: Box = { x: 8, y: 10, width: 1584, height: 62 };
/** Nexus City, on the left. */
export const CITY: Box = { x: 8, y: 80, width: 992, height: 912 };
/** The right column: the Scoreboard, the Corporations, the recent public lines. */
const SIDE_X = 1010;
const SIDE_W = 582;
export const SCORE_BOX: Box = { x: SIDE_X, y: 80, width: SIDE_W, height: 330 };
const CORPS_TOP = 418;
const BOTTOM = 992;
/** Corporation rows are at most this high; with few seats the recent lines get the room left. */
export const CORP_ROW_MAX = 84;
export const CORP_ROW_GAP = 5;
export const CORPS_HEAD = 40;

/** The Corporations panel for `n` seats, and the recent lines' panel under it. */
export function sideBoxes(n: number): { corps: Box; recent: Box } {
  const want = CORPS_HEAD + n * CORP_ROW_MAX + (n - 1) * CORP_ROW_GAP;
  const h = Math.min(BOTTOM - CORPS_TOP - 8 - 62, want);
  const corps: Box = { x: SIDE_X, y: CORPS_TOP, width: SIDE_W, height: h };
  const top = CORPS_TOP + h + 8;
  return { corps, recent: { x: SIDE_X, y: top, width: SIDE_W, height: BOTTOM - top } };
}

/** An Area's drawn size: most are 164x132 (room for a name and two Characters at the board's smallest text); the Prison is taller for its two sections. */
const SIZE: Readonly<Record<string, { w: number; h: number }>> = {
  default: { w: 164, h: 132 },
  prison: { w: 168, h: 174 },
};
/** Areas moved a little from their data point (map units) where boxes would touch or a road would cross them. */
const NUDGE: Readonly<Record<number, { x: number; y: number }>> = {
  // Rust Docks a little south, so the Helix-Omnicorp freeway passes north of it.
  16: { x: 0, y: 40 },
  // Neon Bazaar and Glass Heights a little east, for the North Gate-Spaceport freeway's lane.
  11: { x: 60, y: 0 },
  15: { x: 30, y: 0 },
  // North Gate and Microbionics a little west, clear of the Prison and Precinct 13; Spaceport clear of Datastream.
  8: { x: -30, y: 0 },
  10: { x: -30, y: 0 },
  9: { x: -25, y: 0 },
};

const xs = NEXUS_CITY.areas.map((a) => a.x);
const ys = NEXUS_CITY.areas.map((a) => a.y);
const MIN_X = Math.min(...xs);
const MAX_X = Math.max(...xs);
const MIN_Y = Math.min(...ys);
const MAX_Y = Math.max(...ys);
const PAD_X = 84;
/** Room above the Areas for the Ares-Media Net freeway. */
const PAD_TOP = 110;
const PAD_BOTTOM = 70;

/** A point of the 1600x1000 city space to board px (the city's extent fills CITY, inside a margin). */
export function cityPoint(x: number, y: number): { x: number; y: number } {
  return {
    x: CITY.x + PAD_X + ((x - MIN_X) / (MAX_X - MIN_X)) * (CITY.width - 2 * PAD_X),
    y: CITY.y + PAD_TOP + ((y - MIN_Y) / (MAX_Y - MIN_Y)) * (CITY.height - PAD_TOP - PAD_BOTTOM),
  };
}

/** An Area's box on the board. */
export function areaBox(a: Area): Box {
  const n = NUDGE[a.id] ?? { x: 0, y: 0 };
  const p = cityPoint(a.x + n.x, a.y + n.y);
  const s = SIZE[a.type] ?? SIZE.default!;
  return { x: Math.round(p.x - s.w / 2), y: Math.round(p.y - s.h / 2), width: s.w, height: s.h };
}

/** The top lane, above every Area. */
export const TOP_LANE = CITY.y + 22;

export function areaCentre(a: Area): { x: number; y: number } {
  const b = areaBox(a);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}
