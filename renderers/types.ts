import type { Locale } from '../src/engine/messages.ts';
import type { Seat } from '../src/engine/types.ts';

export interface RenderSeat {
  readonly name: string;
}

/** How a finished game ended, in words a board can show as they are. */
export interface RenderOutcome {
  /** "The table won together", "The table lost", "Ann wins", "Ann and Bo share the win", "Nobody wins". */
  readonly headline: string;
  /** Co-operative and solo games: the table won or lost together (then `winners` is empty). */
  readonly team?: 'won' | 'lost';
  /** Winning seats of a competitive game (empty when `team` is set). */
  readonly winners: readonly Seat[];
  /** A short result per seat, in seat order ("won", "eliminated", "gave 5 credits"), when the game gives them. */
  readonly results?: readonly string[];
}

export interface RenderContext {
  /** Seated players in seat order; the kit gives each a colour and a mark. */
  readonly seats: readonly RenderSeat[];
  /**
   * Seats highlighted as awaited: only what the public may know (a secret asker is never here
   * on the board), plus the viewer's own seat on its private picture when it is awaited.
   */
  readonly awaiting: readonly Seat[];
  /** Set once the game is over. */
  readonly outcome?: RenderOutcome;
  /** The language to draw in (English when unset): the table's for a board, the reader's for a hand. */
  readonly locale?: Locale;
}

/** What a seat's private picture is drawn with: the table's context and that seat. */
export type HandContext = RenderContext & { readonly seat: Seat };

/** Draws PNG images from views only, never from raw state, so a public image cannot show a secret. */
export interface GameRenderer<V = unknown> {
  /** The public board, from the spectator view. */
  board(view: V, ctx: RenderContext): Promise<Buffer>;
  /** One seat's private picture for /hand, from that seat's view. */
  hand(view: V, ctx: HandContext): Promise<Buffer>;
  /** What the awaited seats are asked, in a few words, from the public view ("place a Director"). */
  caption?(view: V, ctx: RenderContext): string;
  /** The private view as text lines for /hand (cards in hand, objectives), from the seat's own view. */
  handText?(view: V, ctx: HandContext): string[];
}
