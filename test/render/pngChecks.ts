import { expect } from 'vitest';
import { PNG_SIGNATURE, pngSize } from '../../renderers/kit/index.ts';

/** The checks every game's board and hand PNGs pass: a PNG, the renderer's sizes, a 16:10 board under 5 MiB, a hand of sane height. */
export function pngChecks(board: { width: number; height: number }, handWidth: number) {
  function expectBoard(png: Buffer): void {
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: board.width, height: board.height });
    expect(board.width / board.height).toBeCloseTo(16 / 10, 2);
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
  }
  function expectHand(png: Buffer): void {
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const size = pngSize(png)!;
    expect(size.width).toBe(handWidth);
    expect(size.height).toBeGreaterThanOrEqual(600);
    expect(size.height).toBeLessThanOrEqual(2600);
  }
  return { expectBoard, expectHand };
}
