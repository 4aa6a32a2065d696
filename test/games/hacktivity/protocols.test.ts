import { describe, expect, it } from 'vitest';
import { applyProtocol } from '../../../src/games/hacktivity/protocols.ts';
import { rule } from './iconKit.ts';
import { started } from './waveHelpers.ts';

const chars = ['cyberlink', 'drpower', 'blaast', 'artemis'];

describe('Emergency Protocols', () => {
  it('D: the purple cube starts 1 lower per player (2/2/3/4 → 1/0/0/0)', () => {
    expect([1, 2, 3, 4].map((k) => started(k, 'pd', chars, { protocol: 'D' }).purple)).toEqual([1, 0, 0, 0]);
    expect([1, 2, 3, 4].map((k) => started(k, 'p0', chars).purple)).toEqual([2, 2, 3, 4]);
  });
  it("A: +1 Firewall each, never past the Firewall card's cap of 4 (solo starts at 4 already)", () => {
    expect(started(3, 'pa', chars, { protocol: 'A' }).p.map((p) => p.firewall)).toEqual([4, 4, 4]);
    expect(started(1, 'pa', chars, { protocol: 'A' }).p[0]!.firewall).toBe(4);
  });
  it('C: the grey cube starts 1 higher per player', () => {
    expect([1, 2, 3, 4].map((k) => started(k, 'pc', chars, { protocol: 'C' }).grey)).toEqual([11, 12, 18, 24]);
  });
  it('B: Destroy 1 per player on the Alpha Anomalies, strongest first, excess lost', () => {
    const s = started(3, 'pb', chars);
    s.blocks = s.blocks.map((b) => ({ ...b, card: null, nodes: 0, chains: 0 }));
    Object.assign(s.blocks[0]!, { card: 'alphaX', nodes: 1 });
    Object.assign(s.blocks[1]!, { card: 'alphaY', nodes: 3 });
    const purple = s.purple;
    s.options.protocol = 'B';
    rule(s, (ctx) => applyProtocol(s, ctx));
    // 3 → 2, 2 → 1, then a tie at 1: the leftmost.
    expect(s.blocks.slice(0, 2).map((b) => b.nodes)).toEqual([0, 1]);
    expect(s.blocks[0]!.card).toBeNull();
    expect(s.enemyDiscard).toContain('alphaX');
    expect(s.purple).toBe(purple);
  });
  it('E: Destroy 2 per player on the board first, the rest lowers the purple cube', () => {
    const s = started(2, 'pe', chars);
    s.blocks = s.blocks.map((b) => ({ ...b, card: null, nodes: 0, chains: 0 }));
    Object.assign(s.blocks[1]!, { card: 'alphaX', nodes: 1 });
    s.purple = 2;
    s.options.protocol = 'E';
    rule(s, (ctx) => applyProtocol(s, ctx));
    expect(s.blocks[1]!.card).toBeNull();
    expect(s.purple).toBe(0);
  });
  it('none: nothing changes', () => {
    const s = started(2, 'pn', chars);
    const before = JSON.stringify(s);
    rule(s, (ctx) => applyProtocol(s, ctx));
    expect(JSON.stringify(s)).toBe(before);
  });
});
