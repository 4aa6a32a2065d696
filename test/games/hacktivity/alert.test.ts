import { describe, expect, it } from 'vitest';
import { checkEnd } from '../../../src/games/hacktivity/icons.ts';
import { resolve, rule, table, texts } from './iconKit.ts';

describe('Hacktivity Alert interface', () => {
  it("set-up cubes for 2 players: c4 d3 e3 f2; Alert up raises the left column's cube", () => {
    const s = table();
    expect(s.alert).toEqual([null, null, 4, 3, 3, 2]);
    resolve(s, 0, [{ k: 'alertUp', n: 2 }]);
    expect(s.alert).toEqual([null, null, 6, 3, 3, 2]);
  });

  it('Alert up at row 7: the cube is removed and the first Alert card goes to the middle of the Anomaly deck', () => {
    const s = table();
    s.alert = [null, null, null, null, 7, 2];
    s.anomalyDeck = ['x1', 'x2', 'x3', 'x4'];
    s.alertDeck = ['alertA', 'alertB'];
    const ev = resolve(s, 0, [{ k: 'alertUp', n: 1 }]);
    expect(s.alert).toEqual([null, null, null, null, null, 2]);
    expect(s.removed[4]).toBe(true);
    expect(s.anomalyDeck).toEqual(['x1', 'x2', 'alertA', 'x3', 'x4']);
    expect(s.alertDeck).toEqual(['alertB']);
    expect(texts(ev)).toMatch(/removed/);
    expect(s.over).toBe(false);
  });

  it('Alert up 2 from row 7: the second step raises the next column', () => {
    const s = table();
    s.alert = [null, null, 7, 3, 3, 2];
    resolve(s, 0, [{ k: 'alertUp', n: 2 }]);
    expect(s.alert).toEqual([null, null, null, 4, 3, 2]);
    expect(s.removed).toEqual([false, false, true, false, false, false]);
    expect(s.anomalyDeck).toHaveLength(s.anomalyDeck.length);
  });

  it('Alert down stops at row 1 (the excess lost) and never brings a removed cube back', () => {
    const s = table();
    s.alert = [null, null, null, 2, 3, 2];
    s.removed = [false, false, true, false, false, false];
    const ev = resolve(s, 0, [{ k: 'alertDown', n: 3 }]);
    expect(s.alert).toEqual([null, null, null, 1, 3, 2]);
    expect(texts(ev)).toMatch(/2 lost/);
    expect(texts(resolve(s, 0, [{ k: 'alertDown', n: 1 }]))).toMatch(/cannot apply/);
    expect(s.alert[2]).toBeNull();
  });

  it('the last orange cube removed loses the game', () => {
    const s = table();
    s.alert = [null, null, null, null, null, 7];
    s.alertDeck = [];
    resolve(s, 0, [{ k: 'alertUp', n: 3 }]);
    expect(s.over).toBe(true);
    expect(s.result).toMatchObject({ won: false });
    expect(rule(s, (ctx) => checkEnd(s, ctx))).toBe(true);
  });

  it('the Alert deck is one card fewer than the orange cubes (set-up)', () => {
    const s = table();
    expect(s.alertDeck.length).toBeLessThanOrEqual(3);
  });
});
