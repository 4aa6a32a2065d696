/** The checks that a renderer draws what is private to a seat only from that seat's own view. */
import { expect } from 'vitest';
import type { GameRenderer, RenderContext } from '../../renderers/types.ts';
import type { Seat, Viewer } from '../../src/engine/types.ts';

/**
 * The board from every seat's own view is byte for byte the spectator's: the board reads nothing
 * private. With `privateOf`, each seat's view is first checked to hold its private part.
 */
export async function expectSameBoardFromEverySeat<V>(
  renderer: GameRenderer<V>,
  viewOf: (seat: Seat) => V,
  seats: number,
  ctx: RenderContext,
  spectator: Buffer,
  privateOf?: (own: V) => unknown,
): Promise<void> {
  for (let seat = 0; seat < seats; seat++) {
    const own = viewOf(seat);
    if (privateOf) expect(privateOf(own)).not.toBeNull();
    expect((await renderer.board(own, ctx)).equals(spectator)).toBe(true);
  }
}

/** The spectator's board, checked to be what every seat's own view draws too (above). */
export async function spectatorBoardFromEverySeat<V>(
  renderer: GameRenderer<V>,
  viewOf: (viewer: Viewer) => V,
  seats: number,
  ctx: RenderContext,
  privateOf?: (own: V) => unknown,
): Promise<Buffer> {
  const board = await renderer.board(viewOf('spectator'), ctx);
  await expectSameBoardFromEverySeat(renderer, viewOf, seats, ctx, board, privateOf);
  return board;
}

/** `renderer` refuses to draw a hand from any of `views` for `seat`: none is that seat's own. */
export async function expectHandRefused<V>(
  renderer: GameRenderer<V>,
  views: readonly V[],
  ctx: RenderContext,
  seat: Seat,
): Promise<void> {
  for (const view of views) await expect(renderer.hand(view, { ...ctx, seat })).rejects.toThrow(/own view/);
}

/** Seat 1's hand text and picture come from no view but its own: not seat 2's, nor the spectator's. */
export async function expectHandOnlyFromOwnView<V>(
  renderer: GameRenderer<V>,
  viewOf: (viewer: Viewer) => V,
  ctx: RenderContext,
): Promise<void> {
  expect(renderer.handText!(viewOf(2), { ...ctx, seat: 1 })).toEqual([]);
  expect(renderer.handText!(viewOf('spectator'), { ...ctx, seat: 1 })).toEqual([]);
  await expect(renderer.hand(viewOf('spectator'), { ...ctx, seat: 0 })).rejects.toThrow(/own view/);
  await expect(renderer.hand(viewOf(2), { ...ctx, seat: 1 })).rejects.toThrow(/own view/);
}
