/**
 * The two ways a board's header line reads after the game's name: nobody is awaited (a headline,
 * such as the outcome, with its reasons beside it), or some seats are (their tokens, their names,
 * what they are asked). Each game gives its sizes; the drawing is the same.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import type { RenderContext } from '../types.ts';
import type { TurnStatus } from './layeredRenderer.ts';
import type { Box } from './layout.ts';
import { palette } from './palette.ts';
import { drawPanel } from './panels.ts';
import { seatStyle } from './players.ts';
import { seatName } from './seatNames.ts';
import { drawText } from './text.ts';
import { drawToken } from './tokens.ts';

/** A line of header text: its size and, for the text after the names, how it wraps. */
export interface HeaderText {
  readonly text: string;
  readonly size: number;
  readonly color?: string;
  readonly maxLines?: number;
  readonly lineHeight?: number;
  /** Drawn 2 px in from the header's top and bottom (two-line texts), not on its full height. */
  readonly inset?: boolean;
}

/** Where the header's free line runs: from `x` to `right`, in `header`; `minSize` for all its text. */
export interface HeaderLine {
  readonly header: Box;
  readonly x: number;
  readonly right: number;
  readonly minSize?: number;
}

function lineBox(line: HeaderLine, x: number, t: HeaderText): Box {
  const h = line.header;
  return t.inset
    ? { x, y: h.y + 2, width: line.right - x, height: h.height - 4 }
    : { x, y: h.y, width: line.right - x, height: h.height };
}

/** Draws `t` in `b` at `weight`; returns the width it took. */
function drawLine(g: SKRSContext2D, line: HeaderLine, t: HeaderText, b: Box, weight: 600 | 700, color: string): number {
  return drawText(g, t.text, b, {
    size: t.size,
    minSize: line.minSize,
    weight,
    color: t.color ?? color,
    maxLines: t.maxLines ?? 1,
    lineHeight: t.lineHeight,
  }).width;
}

/** The header's panel (its ring in `accent`) and, when given, the game's name at its left. */
export function drawHeaderPanel(
  g: SKRSContext2D,
  header: Box,
  accent: string,
  name?: { readonly text: string; readonly width: number; readonly size: number },
): void {
  drawPanel(g, header, { accent, glow: 0, padding: 0, cut: 10 });
  if (name)
    drawText(
      g,
      name.text,
      { x: header.x + 14, y: header.y, width: name.width, height: header.height },
      { size: name.size, weight: 700, color: palette.cyan, maxLines: 1 },
    );
}

/** Nobody is awaited: `headline` (bold) and, when given, `why` beside it `gap` px on. */
export function drawHeaderHeadline(
  g: SKRSContext2D,
  line: HeaderLine,
  headline: HeaderText,
  why?: HeaderText & { readonly gap: number },
): void {
  const used = drawLine(g, line, headline, lineBox(line, line.x, headline), 700, palette.amber);
  if (!why?.text) return;
  const x = line.x + used + why.gap;
  drawLine(g, line, why, lineBox(line, x, why), 600, palette.text);
}

/** How the awaited seats' tokens stand: at most `max`, `step` apart, each centred `offset` in. */
export interface HeaderTokens {
  readonly max: number;
  readonly offset: number;
  readonly step: number;
  readonly radius: (seat: Seat) => number;
  readonly letter?: boolean;
}

/** The awaited seats' names, in the first one's colour: what the header usually shows as `names`. */
export function awaitedNames(
  ctx: RenderContext,
  seats: readonly Seat[],
): { readonly text: string; readonly color: string } {
  return { text: seats.map((s) => seatName(ctx, s)).join(', '), color: seatStyle(seats[0]!).color };
}

/** Some seats are awaited: their tokens, `names` (bold, at most `names.width` wide), then `what`. */
export function drawHeaderAwaited(
  g: SKRSContext2D,
  line: HeaderLine,
  seats: readonly Seat[],
  tokens: HeaderTokens,
  names: HeaderText & { readonly width: number },
  what: HeaderText,
): void {
  const h = line.header;
  const cy = h.y + h.height / 2;
  let x = line.x;
  for (const seat of seats.slice(0, tokens.max)) {
    drawToken(g, seat, x + tokens.offset, cy, tokens.radius(seat), { glow: true, letter: tokens.letter });
    x += tokens.step;
  }
  x += drawLine(g, line, names, { x, y: h.y, width: names.width, height: h.height }, 700, palette.text) + 16;
  drawLine(g, line, what, lineBox(line, x, what), 600, palette.text);
}

/** A board's header line, drawn from whose move it is: the same two cases in every game. */
export interface TurnHeader {
  readonly line: HeaderLine;
  /** The panel's ring while nobody is awaited; default amber (awaited seats: white). */
  readonly idleAccent?: string;
  /** The game's name at the panel's left. */
  readonly name?: { readonly text: string; readonly width: number; readonly size: number };
  /** Nobody is awaited: the status's `what` as the headline, and the reasons beside it. */
  readonly headline: Omit<HeaderText, 'text'>;
  readonly why?: HeaderText & { readonly gap: number };
  /** Some seats are: their tokens, their names (awaitedNames unless `names` says), and `what` they are asked. */
  readonly tokens: HeaderTokens;
  readonly names: Omit<HeaderText, 'text'> & { readonly text?: string; readonly width: number };
  readonly what: HeaderText;
}

export function drawTurnHeader(g: SKRSContext2D, ctx: RenderContext, st: TurnStatus, h: TurnHeader): void {
  drawHeaderPanel(g, h.line.header, st.seats.length ? palette.highlight : (h.idleAccent ?? palette.amber), h.name);
  if (!st.seats.length) {
    drawHeaderHeadline(g, h.line, { ...h.headline, text: st.what }, h.why);
    return;
  }
  drawHeaderAwaited(g, h.line, st.seats, h.tokens, { ...awaitedNames(ctx, st.seats), ...h.names }, h.what);
}
