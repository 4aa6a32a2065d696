import { expect, it } from 'vitest';
import { previousSeason, seasonOf } from '../../src/ratings/seasons.ts';

// biome-ignore format: one row per boundary
it.each([
  ['2026-01-01T00:00:00.000Z', '2026-Q1'],
  ['2026-03-31T23:59:59.999Z', '2026-Q1'],
  ['2026-04-01T00:00:00.000Z', '2026-Q2'],
  ['2026-06-30T23:59:59.999Z', '2026-Q2'],
  ['2026-07-01T00:00:00.000Z', '2026-Q3'],
  ['2026-09-30T23:59:59.999Z', '2026-Q3'],
  ['2026-10-01T00:00:00.000Z', '2026-Q4'],
  ['2026-12-31T23:59:59.999Z', '2026-Q4'],
  ['2026-12-31T23:30:00.000-02:00', '2027-Q1'],
])('%s is in season %s (calendar quarters, UTC)', (at, season) => {
  expect(seasonOf(at)).toBe(season);
});

it('the season before', () => {
  expect(previousSeason('2027-Q1')).toBe('2026-Q4');
  expect(previousSeason('2026-Q3')).toBe('2026-Q2');
  expect(() => previousSeason('2026-Q5')).toThrow();
  expect(() => seasonOf('not a time')).toThrow();
});
