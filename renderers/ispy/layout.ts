/** The board's fixed boxes: 1440x900 (16:10) whatever the game's state. */
import type { Box } from '../kit/index.ts';

export const BOARD_WIDTH = 1440;
export const BOARD_HEIGHT = 900;

/** Whose turn, across the top. */
export const HEADER: Box = { x: 8, y: 10, width: 1424, height: 58 };
/** The map: map space 1000x625 scaled by MAP_SCALE. */
export const MAP_SCALE = 0.944;
export const MAP_BOX: Box = { x: 8, y: 74, width: 1000 * MAP_SCALE, height: 625 * MAP_SCALE };
/** One row per seat, under the map. */
export const SEATS_BOX: Box = { x: 8, y: 672, width: 944, height: 220 };
/** The side panel: rounds, Influence and Power, Politicians. */
export const SIDE_X = 964;
export const SIDE_W = 468;
export const ROUND_BOX: Box = { x: SIDE_X, y: 74, width: SIDE_W, height: 112 };
export const TRACKS_BOX: Box = { x: SIDE_X, y: 194, width: SIDE_W, height: 326 };
/** One row per Scoring Phase and "In the shadows": face-down tiles, or the names a done phase revealed. */
export const POLS_BOX: Box = { x: SIDE_X, y: 528, width: SIDE_W, height: 364 };

/** A map point to board px. */
export function mapPoint(x: number, y: number): { x: number; y: number } {
  return { x: MAP_BOX.x + x * MAP_SCALE, y: MAP_BOX.y + y * MAP_SCALE };
}
