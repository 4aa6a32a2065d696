import type { Seat } from '../src/engine/types.ts';

export interface RenderSeat {
  readonly name: string;
}

export interface RenderContext {
  /** Seated players in seat order; the kit gives each a colour and a mark. */
  readonly seats: readonly RenderSeat[];
  /** Seats the table waits for, highlighted on the board. */
  readonly awaiting: readonly Seat[];
}

/** Draws PNG images from views only, never from raw state, so a public image cannot show a secret. */
export interface GameRenderer<V = unknown> {
  /** The public board, from the spectator view. */
  board(view: V, ctx: RenderContext): Promise<Buffer>;
  /** One seat's private picture for /hand, from that seat's view. */
  hand(view: V, ctx: RenderContext & { readonly seat: Seat }): Promise<Buffer>;
  /** What the awaited seats are asked, in a few words, from the public view ("place a Director"). */
  caption?(view: V, ctx: RenderContext): string;
  /** The private view as text lines for /hand (cards in hand, objectives), from the seat's own view. */
  handText?(view: V, ctx: RenderContext & { readonly seat: Seat }): string[];
}
