import { describe, expect, it } from 'vitest';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { bare, put, runStep, stage } from './kit.ts';

const run = (s: NaState) => runStep(s, { k: 'production' });

describe('the Production phase (rule 50)', () => {
  it('rule 50: every district with an android is exploited in number order; the lines sum up the supply', () => {
    const s = put(put(put(bare(), 'android', 12), 'android', 1), 'android', 4);
    const { lines } = run(s);
    expect(s.phase).toBe('production');
    // 1: 2 Energy 1 Food; 4: 2 Food; 12: 2 Energy 1 Food 1 Goods.
    expect(s.supply).toEqual({ energy: 4, food: 4, goods: 1, tech: 0 });
    expect(s.city.unrest[1]).toBe(1);
    expect(s.city.unrest[4]).toBe(1);
    expect(s.city.unrest[12]).toBe(1);
    expect(lines[0]).toBe(
      'Production in 1 Laguna Velasco, 4 Manta, and 12 Corona: the supply gains 4 Energy, 4 Food, 1 Goods.',
    );
    expect(lines[1]).toContain('unrest in 1 Laguna Velasco rises to protest');
  });

  it('rule 50: no android, nothing produced', () => {
    const s = bare();
    const { lines } = run(s);
    expect(s.supply).toEqual({ energy: 0, food: 0, goods: 0, tech: 0 });
    expect(lines).toHaveLength(1);
  });

  it('rule 50: in number order: a Human First outage moving on reaches a later district before it is exploited', () => {
    // 5 (Human First, in outage) is exploited first: its new outage moves on to 6, which then produces nothing.
    const s = put(
      put(put(put(put(bare(), 'android', 5), 'android', 6), 'humanFirst', 5), 'outage', 5),
      'development',
      6,
    );
    run(s);
    expect(s.city.outage[6]).toBe(1);
    expect(s.supply).toEqual({ energy: 0, food: 0, goods: 0, tech: 0 });
  });

  it('rule 9, 11, 17: production respects strike, outage and Orgcrime; protest still produces', () => {
    const s = bare();
    for (const d of [1, 2, 4, 5]) put(s, 'android', d);
    put(put(s, 'outage', 2), 'orgcrime', 4);
    stage(stage(s, 5, 2), 1, 1);
    run(s);
    expect(s.supply).toEqual({ energy: 2, food: 1, goods: 0, tech: 0 });
  });

  it('rule 26, 31: production is not an action card: no contracts and no illness threat', () => {
    const s = put(put(put(bare(6), 'android', 5), 'illness', 5), 'android', 3);
    const { before } = run(s);
    expect(s.capital).toEqual(before.capital);
    expect(s.threat).toBe(before.threat);
    expect(s.city.unrest[5]).toBe(1);
  });

  it('rule 23: a Human First outage pushed into The Root raises threat in production; threat 25 stops it', () => {
    const s = put(put(put(put(put(bare(), 'android', 6), 'humanFirst', 6), 'outage', 6), 'android', 9), 'android', 12);
    s.threat = 23;
    run(s);
    expect(s.threat).toBe(25);
    expect(s.over).toBe(true);
    expect(s.supply).toEqual({ energy: 0, food: 0, goods: 0, tech: 0 });
  });
});
