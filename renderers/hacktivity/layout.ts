/** The board's fixed boxes: 1440x900 (16:10) whatever the game's state. */
import type { Box } from '../kit/index.ts';

export const BOARD_WIDTH = 1440;
export const BOARD_HEIGHT = 900;

/** Whose turn, the wave and the phase, across the top. */
export const HEADER: Box = { x: 8, y: 10, width: 1424, height: 58 };
/** The three interfaces, left to right as on the printed board. */
export const ALERT_BOX: Box = { x: 8, y: 78, width: 336, height: 484 };
export const AV_BOX: Box = { x: 354, y: 78, width: 690, height: 484 };
export const CRIT_BOX: Box = { x: 1054, y: 78, width: 378, height: 484 };
/** One row per player under the interfaces. */
export const PLAYERS_BOX: Box = { x: 8, y: 574, width: 1424, height: 318 };
