import { describe, expect, it } from 'vitest';
import { MAX_BOARD, PNG_SIGNATURE, pngSize } from '../../renderers/kit/index.ts';
import type { HeistView } from '../fixture/heist.ts';
import { heistRenderer } from '../fixture/heistRenderer.ts';
import { saveArtifact } from './artifacts.ts';
import { context, SCENES, view } from './scenes.ts';

function expectPng(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.length).toBeLessThan(10 * 1024 * 1024);
  const size = pngSize(png)!;
  expect(size).not.toBeNull();
  expect(size.width).toBeGreaterThanOrEqual(600);
  expect(size.width).toBeLessThanOrEqual(MAX_BOARD.width);
  expect(size.height).toBeGreaterThanOrEqual(300);
  expect(size.height).toBeLessThanOrEqual(MAX_BOARD.height + 20);
  return size;
}

describe('Data Heist renderer', () => {
  for (const make of SCENES) {
    const scene = make();
    it(`draws the ${scene.name} board and every seat's hand as PNGs`, async () => {
      const ctx = context(scene.state);
      expectPng(
        await heistRenderer.board(view(scene.state, 'spectator'), ctx).then(async (png) => {
          await saveArtifact(`heist-${scene.name}-board`, png);
          return png;
        }),
      );
      for (let seat = 0; seat < scene.state.hands.length; seat++) {
        const png = await heistRenderer.hand(view(scene.state, seat), { ...ctx, seat });
        expectPng(png);
        if (seat === 0 || ctx.awaiting.includes(seat)) await saveArtifact(`heist-${scene.name}-hand-${seat}`, png);
      }
    });
  }

  it('draws the board from public information only: a seat view gives the same picture', async () => {
    for (const make of SCENES) {
      const { state } = make();
      const ctx = context(state);
      const spectator = await heistRenderer.board(view(state, 'spectator'), ctx);
      for (let seat = 0; seat < state.hands.length; seat++) {
        const own = view(state, seat);
        expect(own.hand).toBeDefined();
        expect((await heistRenderer.board(own, ctx)).equals(spectator)).toBe(true);
      }
    }
  });

  it('draws whatever view it is given, not hidden state', async () => {
    const made: HeistView = {
      seats: 3,
      viewer: 'spectator',
      scores: [-12, 99, 7],
      shields: [0, 1, 0],
      handCounts: [0, 5, 2],
      deckCount: 0,
      current: 2,
      defending: [],
      turn: 5,
      totalTurns: 6,
      lastPlayed: 9,
    };
    const ctx = { seats: [{ name: 'Ada' }, { name: 'Babbage' }, { name: 'Case' }], awaiting: [2] };
    const a = await heistRenderer.board(made, ctx);
    expectPng(a);
    await saveArtifact('heist-made-board', a);
    const b = await heistRenderer.board({ ...made, scores: [-12, 98, 7] }, ctx);
    expect(b.equals(a)).toBe(false);
    const c = await heistRenderer.board(made, { ...ctx, awaiting: [0] });
    expect(c.equals(a)).toBe(false);
  });

  it("draws a hand only from that seat's own view, and shows its chips", async () => {
    const { state } = SCENES[0]();
    const ctx = context(state);
    await expect(heistRenderer.hand(view(state, 'spectator'), { ...ctx, seat: 0 })).rejects.toThrow(/own view/);
    await expect(heistRenderer.hand(view(state, 1), { ...ctx, seat: 0 })).rejects.toThrow(/own view/);
    const own = view(state, 0);
    const png = await heistRenderer.hand(own, { ...ctx, seat: 0 });
    const other = await heistRenderer.hand({ ...own, hand: [{ value: 9, serial: 'SN-9z00' }] }, { ...ctx, seat: 0 });
    expect(other.equals(png)).toBe(false);
    const empty = await heistRenderer.hand(
      { ...own, hand: [], handCounts: own.handCounts.map((n, i) => (i === 0 ? 0 : n)) },
      { ...ctx, seat: 0 },
    );
    expectPng(empty);
    await saveArtifact('heist-empty-hand', empty);
  });
});
