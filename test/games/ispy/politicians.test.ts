import { describe, expect, it } from 'vitest';
import { NATIONS, type Nation, POLITICIAN_LIST, POLITICIANS } from '../../../src/games/ispy/data/index.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { en } from '../../support/words.ts';
import { answer, bare, run, track } from './scoringFixtures.ts';

const POWER = [3, 8, 1, 8, 5, 2] as const;

/** A 3-spy table with every pool at 10 except Russia 12 (the most) and Italy 7 (the least). */
function table(tile: string): IspyState {
  const s = bare(3);
  s.influence = track([10, 10, 7, 10, 12, 10]);
  s.power = track(POWER);
  s.spies.forEach((p, i) => {
    p.tags = [0, 4, 1][i]!;
    p.supply = 3;
  });
  s.initiative = 1;
  s.spaces[0] = { tile, tokens: [0, 2] };
  return s;
}

const START = track([10, 10, 7, 10, 12, 10]);
const plus = (n: Nation, d: number): number => Math.max(0, Math.min(38, START[n] + d));

/** Each further effect's expected result, checked after the tile's own Influence. */
const CHECKS: Record<string, (s: IspyState, base: Record<Nation, number>) => void> = {
  haber: (s) => expect(s.power.italy).toBe(6), // least Power (1) +5
  tirpitz: (s) => expect([s.power.germany, s.power.france]).toEqual([6, 6]), // both tied at 8 lose 2
  topLoses3: (s, base) => {
    const top = Math.max(...NATIONS.map((n) => base[n]));
    for (const n of NATIONS) expect(s.influence[n]).toBe(base[n] === top ? top - 3 : base[n]);
  },
  bottomGains2: (s, base) => {
    const low = Math.min(...NATIONS.map((n) => base[n]));
    for (const n of NATIONS) expect(s.influence[n]).toBe(base[n] === low ? low + 2 : base[n]);
  },
  others1: (s, base) => {
    expect(s.influence.austria).toBe(base.austria);
    for (const n of NATIONS.filter((x) => x !== 'austria')) expect(s.influence[n]).toBe(base[n] + 1);
  },
  germanyPower: (s) => expect(s.power.germany).toBe(9),
  italyPower: (s) => expect(s.power.italy).toBe(2),
  britainPower: (s) => expect(s.power.britain).toBe(3),
  belowBritain: (s) => expect(s.power).toEqual(track([3, 8, 2, 8, 5, 2])),
  supplyAll: (s) => expect(s.spies.map((p) => p.supply)).toEqual([4, 4, 4]),
  tagsAll: (s) => expect(s.spies.map((p) => p.tags)).toEqual([1, 5, 2]),
  tagsHeavy: (s) => expect(s.spies.map((p) => p.tags)).toEqual([0, 3, 1]),
  joffre: (s) => {
    // Seats with Tags are asked in turn order from the Initiative (seat 1), then seat 2; seat 0 has none.
    expect(s.stack.map((p) => p.seats[0])).toEqual([2, 1]);
    answer(s, 1, 'tags:lose');
    expect(s.stack.map((p) => p.seats[0])).toEqual([2]);
    answer(s, 2, 'tags:keep');
    expect(s.spies.map((p) => p.tags)).toEqual([0, 2, 1]);
    expect(s.stack).toEqual([]);
  },
};

describe('the 39 Politicians', () => {
  it('39 tiles, unique names and texts, no text inside another, every effect implemented', () => {
    expect(POLITICIAN_LIST).toHaveLength(39);
    expect(new Set(POLITICIAN_LIST.map((p) => p.name)).size).toBe(39);
    for (const a of POLITICIAN_LIST) {
      for (const b of POLITICIAN_LIST)
        if (a !== b) expect(b.text.includes(a.text) || b.text.includes(a.name) || b.name.includes(a.name)).toBe(false);
      if (a.effect) expect(CHECKS[a.effect]).toBeDefined();
    }
  });

  it('the printed tiles keep their printed effects', () => {
    expect(POLITICIANS.foch!.influence).toEqual({ france: 3, britain: 2, russia: 1 });
    expect(POLITICIANS.berchtold!.influence).toEqual({ austria: 3, britain: 2, russia: 1 });
    expect(POLITICIANS.joffre!.influence).toEqual({ germany: -3, italy: -3 });
    expect(POLITICIANS.haber!.influence).toEqual({ germany: -3, france: -3 });
    expect(POLITICIANS.george!.influence.britain).toBeGreaterThanOrEqual(6);
    expect(POLITICIAN_LIST.some((p) => p.influence.italy === 3)).toBe(true);
    const by = (n: string) => POLITICIAN_LIST.filter((p) => p.office.includes(n)).length;
    expect(by('Austr') + by('Hungar')).toBeGreaterThan(0);
  });

  it.each(POLITICIAN_LIST.map((p) => [p.name, p.id] as const))('%s', (_name, id) => {
    const s = table(id);
    const tokens = s.spies.map((p) => p.tokens);
    const ev = run(s, [{ k: 'revealPolitician', data: { space: 0 } }]);
    const p = POLITICIANS[id]!;
    const base = Object.fromEntries(NATIONS.map((n) => [n, plus(n, p.influence[n] ?? 0)])) as Record<Nation, number>;
    if (
      !p.effect ||
      [
        'haber',
        'tirpitz',
        'germanyPower',
        'italyPower',
        'britainPower',
        'belowBritain',
        'supplyAll',
        'tagsAll',
        'tagsHeavy',
        'joffre',
      ].includes(p.effect)
    )
      expect(s.influence).toEqual(base);
    if (p.effect) CHECKS[p.effect]!(s, base);
    else expect(s.power).toEqual(track(POWER));
    // Discarded face up, its Control Tokens back to their owners, named in public.
    expect(s.spaces[0]).toEqual({ tile: null, tokens: [] });
    expect(s.politicianDiscard).toEqual([{ id, revealed: true, phase: s.phase + 1 }]); // the phase that revealed it (the board names it there)
    expect(s.spies.map((x) => x.tokens)).toEqual([tokens[0]! + 1, tokens[1]!, tokens[2]! + 1]);
    expect(en(ev[0]!.text)).toContain(p.name);
  });

  it('an empty space reveals nothing', () => {
    const s = table('foch');
    s.spaces[0] = { tile: null, tokens: [] };
    run(s, [{ k: 'revealPolitician', data: { space: 0 } }]);
    expect(s.influence).toEqual(START);
  });

  it('Haber gives +5 to every Nation tied for the least Power', () => {
    const s = table('haber');
    s.power = track([0, 4, 0, 4, 0, 9]);
    run(s, [{ k: 'revealPolitician', data: { space: 0 } }]);
    expect(s.power).toEqual(track([5, 4, 5, 4, 5, 9]));
  });
});
