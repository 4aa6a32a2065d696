/**
 * What every game's private hand picture shares: its width and margin, the header (the seat's
 * token and "Name · PRIVATE" title, a space on the right for the game's own chip), the sections
 * stacked below it, and the titled panels of cards laid out in columns.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { HandContext } from '../types.ts';
import { type Box, inset, readableTextPx, sliceTop } from './layout.ts';
import { m } from './messages.ts';
import { palette } from './palette.ts';
import { drawPanel } from './panels.ts';
import { seatStyle } from './players.ts';
import { seatName } from './seatNames.ts';
import { createSurface, type Surface } from './surface.ts';
import { drawText } from './text.ts';
import { drawToken } from './tokens.ts';

/** Every hand is 1200 px wide: readableTextPx(1200) (about 18 px) reads 8 px when Discord shows it 550 px wide. */
export const HAND_WIDTH = 1200;
export const HAND_MARGIN = 24;
/** The hand's smallest text, whole px: 8 px once Discord shows the hand 550 px wide (issue 21 §3). */
export const HAND_TEXT = Math.ceil(readableTextPx(HAND_WIDTH));
/** How wide the hand's sections are, and the content inside a hand panel (drawPanel's padding off). */
export const HAND_BODY_WIDTH = HAND_WIDTH - 2 * HAND_MARGIN;
export const HAND_PANEL_WIDTH = HAND_BODY_WIDTH - 28;

export interface HandHeader {
  /** Height of the header row. */
  readonly height: number;
  /** Space between the header and the first section, and between sections. */
  readonly gap: number;
  /** Width kept free at the header's right for the game's chip (VP, capital, alignment...). */
  readonly right: number;
  /** Words between the seat's name and PRIVATE in the title ("Ann · Jinteki · PRIVATE"). */
  readonly titleNote?: string;
  readonly titleSize: number;
  /** As drawText's `minSize` (default the kit's floor). */
  readonly titleMinSize?: number;
  /** Space between the title line and the box under it; default 2. */
  readonly titleGap?: number;
}

/** A panel of the hand's body: how tall it is (0: left out) and how it is drawn in its box. */
export interface HandSection {
  readonly height: number;
  readonly draw: (g: SKRSContext2D, b: Box) => void;
}

export interface HandFrame extends Surface {
  readonly header: Box;
  /** Under the title, in the header's text column: the status line's place. */
  readonly underTitle: Box;
}

/** No hand picture is shorter. */
const MIN_HAND_HEIGHT = 600;

/**
 * A seat's hand picture: the header (the seat's token and its title, in its colour), then
 * `sections` drawn top to bottom, `h.gap` apart; the picture is as tall as they need.
 */
export function handFrame(ctx: HandContext, h: HandHeader, sections: readonly HandSection[]): HandFrame {
  const seat = ctx.seat;
  const style = seatStyle(seat);
  let height = HAND_MARGIN + h.height;
  for (const s of sections) if (s.height) height = height + h.gap + s.height;
  height += HAND_MARGIN;
  const surface = createSurface(HAND_WIDTH, Math.round(Math.max(MIN_HAND_HEIGHT, height)), {
    grid: 0,
    accent: style.color,
  });
  const g = surface.ctx;
  const [header, body] = sliceTop(inset(surface.bounds, HAND_MARGIN), h.height, h.gap);
  drawToken(g, seat, header.x + 30, header.y + header.height / 2, 30);
  const text: Box = { x: header.x + 76, y: header.y, width: header.width - 76 - h.right, height: header.height };
  const [title, underTitle] = sliceTop(text, 44, h.titleGap ?? 2);
  drawText(g, [seatName(ctx, seat), h.titleNote, m('kit.private')].filter(Boolean).join(' · '), title, {
    size: h.titleSize,
    minSize: h.titleMinSize,
    weight: 700,
    color: style.color,
    maxLines: 1,
  });
  let rest = body;
  for (const s of sections) {
    if (!s.height) continue;
    // Sliced off the body: the last section stops at the margin (the height is rounded).
    const [b, after] = sliceTop(rest, s.height, h.gap);
    s.draw(g, b);
    rest = after;
  }
  return { ...surface, header, underTitle };
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

/** A hand panel: its title bar in `accent`; returns the box for its content. */
function drawHandPanel(g: SKRSContext2D, b: Box, title: string, accent: string): Box {
  return drawPanel(g, b, { title, accent, glow: 0, padding: 14, titleSize: 22 });
}

/** A titled hand panel of cards, each drawn by `draw` in its box, or the `empty` line. */
export function drawCardSection<T>(
  g: SKRSContext2D,
  b: Box,
  s: CardSection,
  cards: readonly T[],
  draw: (g: SKRSContext2D, box: Box, card: T) => void,
): void {
  const inner = drawHandPanel(g, b, s.title, s.accent);
  if (!cards.length) {
    drawText(g, s.empty, { ...inner, height: 30 }, { size: 20, color: palette.textMuted, maxLines: 1 });
    return;
  }
  cardBoxes(inner, cards.length, s.cols, s.cardH).forEach((box, i) => draw(g, box, cards[i]!));
}

/** drawCardSection as a section of the hand, as tall as its cards need. */
export function cardSection<T>(
  s: CardSection,
  cards: readonly T[],
  draw: (g: SKRSContext2D, box: Box, card: T) => void,
): HandSection {
  return {
    height: cardSectionHeight(cards.length, s.cols, s.cardH),
    draw: (g, b) => drawCardSection(g, b, s, cards, draw),
  };
}

/** A titled hand panel whose content is `inner` px tall, drawn by `draw` in the panel's content box. */
export function panelSection(
  title: string,
  accent: string,
  inner: number,
  draw: (g: SKRSContext2D, content: Box) => void,
): HandSection {
  return { height: HAND_PANEL_TOP + inner + 14, draw: (g, b) => draw(g, drawHandPanel(g, b, title, accent)) };
}
