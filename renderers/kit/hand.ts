/**
 * What every game's private hand picture shares: its width and margin, the header (the seat's
 * token and "Name · PRIVATE" title, a space on the right for the game's own chip), and the
 * titled panels of cards laid out in columns below it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { type Box, inset, sliceTop } from './layout.ts';
import { palette } from './palette.ts';
import { drawPanel } from './panels.ts';
import { seatStyle } from './players.ts';
import { createSurface, type Surface } from './surface.ts';
import { drawText } from './text.ts';
import { drawToken } from './tokens.ts';

/** Every hand is 1200 px wide: readableTextPx(1200) (about 18 px) reads 8 px when Discord shows it 550 px wide. */
export const HAND_WIDTH = 1200;
export const HAND_MARGIN = 24;

export interface HandHeader {
  /** Height of the header row. */
  readonly height: number;
  /** Space between the header and what follows. */
  readonly gap: number;
  /** Width kept free at the header's right for the game's chip (VP, capital, alignment...). */
  readonly right: number;
  /** The title line, in the seat's colour ("Ann · PRIVATE"). */
  readonly title: string;
  readonly titleSize: number;
  /** As drawText's `minSize` (default the kit's floor). */
  readonly titleMinSize?: number;
  /** Space between the title line and the box under it; default 2. */
  readonly titleGap?: number;
}

export interface HandFrame extends Surface {
  readonly header: Box;
  /** Under the title, in the header's text column: the status line's place. */
  readonly underTitle: Box;
  /** Everything below the header. */
  readonly body: Box;
}

/** A hand picture `height` px tall (rounded) with its header drawn: the seat's token and title. */
export function handFrame(seat: Seat, height: number, h: HandHeader): HandFrame {
  const style = seatStyle(seat);
  const surface = createSurface(HAND_WIDTH, Math.round(height), { grid: 0, accent: style.color });
  const g = surface.ctx;
  const [header, body] = sliceTop(inset(surface.bounds, HAND_MARGIN), h.height, h.gap);
  drawToken(g, seat, header.x + 30, header.y + header.height / 2, 30);
  const text: Box = { x: header.x + 76, y: header.y, width: header.width - 76 - h.right, height: header.height };
  const [title, underTitle] = sliceTop(text, 44, h.titleGap ?? 2);
  drawText(g, h.title, title, {
    size: h.titleSize,
    minSize: h.titleMinSize,
    weight: 700,
    color: style.color,
    maxLines: 1,
  });
  return { ...surface, header, underTitle, body };
}

/** Where a hand panel's content starts below its top: drawPanel's padding and 22 px title bar. */
export const HAND_PANEL_TOP = 14 + 22 * 1.3 + 7;
const CARD_GAP = 10;

/** Height of a hand panel holding `count` cards `cardH` tall in `cols` columns (one empty line when none). */
export function cardSectionHeight(count: number, cols: number, cardH: number): number {
  const rows = Math.ceil(count / cols);
  return HAND_PANEL_TOP + (rows ? rows * cardH + (rows - 1) * CARD_GAP : 30) + 14;
}

/** The boxes of `count` cards `cardH` tall in `cols` columns, left to right and top to bottom, inside `inner`. */
export function cardBoxes(inner: Box, count: number, cols: number, cardH: number): Box[] {
  const cw = (inner.width - (cols - 1) * CARD_GAP) / cols;
  return Array.from({ length: count }, (_v, i) => ({
    x: inner.x + (i % cols) * (cw + CARD_GAP),
    y: inner.y + Math.floor(i / cols) * (cardH + CARD_GAP),
    width: cw,
    height: cardH,
  }));
}

export interface CardSection {
  readonly title: string;
  readonly accent: string;
  readonly cols: number;
  readonly cardH: number;
  /** The line shown when there is no card. */
  readonly empty: string;
}

/** A titled hand panel of cards, each drawn by `draw` in its box, or the `empty` line. */
export function drawCardSection<T>(
  g: SKRSContext2D,
  b: Box,
  s: CardSection,
  cards: readonly T[],
  draw: (g: SKRSContext2D, box: Box, card: T) => void,
): void {
  const inner = drawPanel(g, b, { title: s.title, accent: s.accent, glow: 0, padding: 14, titleSize: 22 });
  if (!cards.length) {
    drawText(g, s.empty, { ...inner, height: 30 }, { size: 20, color: palette.textMuted, maxLines: 1 });
    return;
  }
  cardBoxes(inner, cards.length, s.cols, s.cardH).forEach((box, i) => draw(g, box, cards[i]!));
}
