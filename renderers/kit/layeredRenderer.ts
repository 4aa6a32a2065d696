/**
 * The renderer the games with a fixed-size board share: the board is drawn over a copy of its
 * static layer (drawn once per thread), with whose move it is worked out once for every part that
 * shows it; the hand is drawn only from the seat's own view, under "Your move: ..." (kit.yourMove) when that seat
 * is asked, else the table's status line.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import type { GameRenderer, HandContext, RenderContext } from '../types.ts';
import { encodePng } from './encode.ts';
import { staticLayer, surfaceFrom } from './layers.ts';
import { drawnIn } from './locale.ts';
import { m } from './messages.ts';
import { assertOwnView } from './panels.ts';
import { seatLabel } from './seatNames.ts';

/** Whose move it is and what they are asked. */
export interface TurnStatus {
  /** Seats acting now (empty at the end, or between steps nobody is asked). */
  readonly seats: readonly Seat[];
  readonly what: string;
}

/** One line: "Ann (A), Bo (B): make the main offer", or only what happens when nobody acts (a message token). */
export function statusLine(st: TurnStatus, ctx: RenderContext): string {
  return st.seats.length
    ? m('kit.status', { who: st.seats.map((x) => seatLabel(ctx, x)).join(', '), what: st.what })
    : st.what;
}

/** What a game's status module puts into words: whose move it is, the caption, the hand as text. */
export interface GameWords<V> {
  readonly status: (view: V, ctx: RenderContext) => TurnStatus;
  readonly caption?: (view: V, ctx: RenderContext) => string;
  readonly handText?: (view: V, ctx: HandContext) => string[];
}

export interface LayeredGame<V> {
  /** The static layer's cache key: its number goes up whenever what `base` draws changes. */
  readonly layerKey: string;
  readonly width: number;
  readonly height: number;
  /** What is the same on every board (the map, frames, fixed labels), in drawing order. */
  readonly base: readonly ((g: SKRSContext2D) => void)[];
  /** The pieces, in drawing order over a copy of the static layer. */
  readonly over: readonly ((g: SKRSContext2D, view: V, ctx: RenderContext, st: TurnStatus) => void)[];
  /** The game's status module. */
  readonly words: GameWords<V>;
  /** The seat's private picture (encoded here); `line` goes under its title. */
  readonly drawHand: (view: V, ctx: HandContext, line: string) => Canvas;
  /** The part of the view only its own seat sees (null in the spectator's view). */
  readonly ownPart: (view: V) => { readonly seat: number } | null | undefined;
  /** What the board draws from, when the view must first be stripped of its private part. */
  readonly publicPart?: (view: V) => V;
}

export function layeredRenderer<V extends { readonly viewer: unknown }>(game: LayeredGame<V>): GameRenderer<V> {
  const { status, caption, handText } = game.words;
  const board = async (full: V, ctx: RenderContext): Promise<Buffer> => {
    const view = game.publicPart ? game.publicPart(full) : full;
    const base = staticLayer(game.layerKey, game.width, game.height, { grid: 0 }, (g) =>
      game.base.forEach((draw) => draw(g)),
    );
    const { canvas, ctx: g } = surfaceFrom(base);
    const st = status(view, ctx);
    for (const draw of game.over) draw(g, view, ctx, st);
    return encodePng(canvas);
  };
  const hand = async (view: V, ctx: HandContext): Promise<Buffer> => {
    assertOwnView({ viewer: view.viewer, me: game.ownPart(view) }, ctx.seat);
    const st = status(view, ctx);
    const line = st.seats.includes(ctx.seat) ? m('kit.yourMove', { what: st.what }) : statusLine(st, ctx);
    return encodePng(game.drawHand(view, ctx, line));
  };
  return drawnIn({
    board,
    hand,
    ...(caption ? { caption } : {}),
    ...(handText ? { handText } : {}),
  });
}
