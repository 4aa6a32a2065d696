import { describe, expect, it } from 'vitest';
import { nextInt, nextU32, pick, seedRng, shuffle } from '../../src/engine/rng.ts';

describe('seeded generator', () => {
  it('gives the same sequence for the same seed', () => {
    const a = seedRng('table-1');
    const b = seedRng('table-1');
    expect(Array.from({ length: 20 }, () => nextU32(a))).toEqual(Array.from({ length: 20 }, () => nextU32(b)));
  });

  it('gives different sequences for different seeds', () => {
    const a = seedRng('table-1');
    const b = seedRng('table-2');
    expect(Array.from({ length: 5 }, () => nextU32(a))).not.toEqual(Array.from({ length: 5 }, () => nextU32(b)));
  });

  it('keeps its whole state in plain JSON, so a stored state resumes the same sequence', () => {
    const a = seedRng('resume');
    nextU32(a);
    const copy = JSON.parse(JSON.stringify(a));
    expect(nextU32(copy)).toBe(nextU32(a));
  });

  it('nextInt stays in range and reaches every value', () => {
    const rng = seedRng('range');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = nextInt(rng, 7);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(7);
      seen.add(x);
    }
    expect(seen.size).toBe(7);
    expect(() => nextInt(rng, 0)).toThrow(RangeError);
  });

  it('shuffle returns a permutation and leaves its input alone', () => {
    const rng = seedRng('shuffle');
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffle(rng, input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(input);
    expect(pick(rng, ['x'])).toBe('x');
  });
});
