import { describe, expect, it } from 'vitest';
import { CORRUPTION, NECRO } from '../../../src/games/vr/data/index.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { choose, emptied, expectPublicClean, keys, play, turnAt, vr } from './helpers.ts';

/** `seat` to play, with `pile` tokens of its own in the Recycle Area and 3 Corruption cards. */
function withPile(pile: number, seat = 0, stage: 'director' | 'action' = 'action', seed = 'recycle'): VrState {
  const s = emptied(2, seed, { serverSupply: 7, money: 10 });
  turnAt(s, seat, stage, 1);
  s.p[seat]!.reserve -= pile;
  s.recycle[seat] = pile;
  s.p[seat]!.corruption = s.corruptionDeck.splice(0, 3);
  return s;
}

const collect = (s: VrState, ...benefits: string[]) =>
  play(s, [[0, 'recycle:collect'], ...benefits.map((b) => [0, `rc:${b}`] as const)]);

describe('Collecting tokens from the Recycle Area', () => {
  it('is offered during your own turn (any stage) when you have tokens there, and not otherwise', () => {
    expect(keys(withPile(2), 0)).toContain('recycle:collect');
    expect(keys(withPile(2, 0, 'director'), 0)).toContain('recycle:collect');
    expect(keys(withPile(0), 0)).not.toContain('recycle:collect');
    const s = withPile(0);
    s.recycle[1] = 4; // the opponent's pile is not seat 0's, and seat 1 is not playing
    expect(keys(s, 0)).not.toContain('recycle:collect');
    expect(keys(s, 1)).toEqual([]);
  });

  it('offers each benefit only when the pile pays for it', () => {
    expect(keys(collect(withPile(1)).state, 0)).toEqual(['rc:money', 'rc:done']);
    expect(keys(collect(withPile(2)).state, 0)).toEqual(['rc:money', 'rc:discard', 'rc:peek', 'rc:done']);
    expect(keys(collect(withPile(3)).state, 0)).toEqual([
      'rc:money',
      'rc:discard',
      'rc:peek',
      'rc:immunity',
      'rc:done',
    ]);
    const noCards = withPile(2);
    noCards.p[0]!.corruption = [];
    expect(keys(collect(noCards).state, 0)).toEqual(['rc:money', 'rc:peek', 'rc:done']);
  });

  describe("the rulebook's example: Johann collects his 4 tokens", () => {
    const start = () => withPile(4);
    const finished = (s: VrState) => {
      expect(s.recycle[0]).toBe(0);
      expect(s.p[0]!.reserve).toBe(20);
      expect(s.stack).toEqual([]);
      expect(vr.awaiting(s)).toEqual([0]);
    };

    it('+4 Eurocredits', () => {
      const { state: s } = collect(start(), 'money', 'money', 'money', 'money');
      finished(s);
      expect(s.p[0]!.money).toBe(14);
    });

    it('discard 2 Corruption cards at random', () => {
      const s0 = start();
      const hand = [...s0.p[0]!.corruption];
      const { state: s, events } = collect(s0, 'discard', 'discard');
      finished(s);
      expect(s.p[0]!.corruption).toHaveLength(1);
      expect(hand).toContain(s.p[0]!.corruption[0]);
      expect(s.corruptionDiscard.slice(-2).every((c) => hand.includes(c))).toBe(true);
      expectPublicClean(
        events,
        hand.map((c) => CORRUPTION[c]!.text),
      );
    });

    it('discard 1 Corruption card at random and +2 Eurocredits', () => {
      const { state: s } = collect(start(), 'discard', 'money', 'money');
      finished(s);
      expect(s.p[0]!.corruption).toHaveLength(2);
      expect(s.p[0]!.money).toBe(12);
    });

    it('secretly look at the top Necro card and +2 Eurocredits', () => {
      const s0 = start();
      const top = s0.necroDeck[0]!;
      const { state: s, events } = collect(s0, 'peek', 'money', 'money');
      finished(s);
      expect(s.p[0]!.peek).toBe(top);
      expect(s.p[0]!.money).toBe(12);
      expectPublicClean(events, [NECRO[top]!.name]);
      expect(vr.view(s, 1).me!.peek).toBeNull();
    });

    it('discard 1 Corruption card at random and secretly look at the top Necro card', () => {
      const s0 = start();
      const { state: s } = collect(s0, 'discard', 'peek');
      finished(s);
      expect(s.p[0]!.corruption).toHaveLength(2);
      expect(s.p[0]!.peek).toBe(s0.necroDeck[0]);
    });

    it('gain 1 Immunity token and +1 Eurocredit', () => {
      const { state: s } = collect(start(), 'immunity', 'money');
      finished(s);
      expect(s.p[0]!.immunity).toBe(1);
      expect(s.p[0]!.money).toBe(11);
    });

    it('or collect fewer and leave the rest in the Recycle Area', () => {
      const { state: s } = collect(start(), 'money', 'done');
      expect(s.recycle[0]).toBe(3);
      expect(s.p[0]!.reserve).toBe(17);
      expect(s.p[0]!.money).toBe(11);
      expect(s.stack).toEqual([]);
      // ... and collect again later in the same turn.
      expect(keys(s, 0)).toContain('recycle:collect');
    });
  });

  it('the same benefit several times: 6 tokens for 2 Immunity tokens', () => {
    const { state: s } = collect(withPile(6), 'immunity', 'immunity');
    expect(s.p[0]!.immunity).toBe(2);
    expect(s.recycle[0]).toBe(0);
  });

  it("the random discard follows the game's seeded generator", () => {
    const discarded = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const s0 = withPile(2, 0, 'action', seed);
      s0.p[0]!.corruption = ['lose-immunity-1', 'lose-immunity-2', 'lose-immunity-3'];
      s0.corruptionDeck = s0.corruptionDeck.filter((c) => !s0.p[0]!.corruption.includes(c));
      const a = collect(structuredClone(s0), 'discard').state.corruptionDiscard.at(-1)!;
      const b = collect(structuredClone(s0), 'discard').state.corruptionDiscard.at(-1)!;
      expect(a).toBe(b); // same state, same draw
      discarded.add(a);
    }
    expect(discarded.size).toBeGreaterThan(1);
  });

  it('London 1884 loses its condition when the pile is collected', () => {
    let s = withPile(3);
    s.p[0]!.verses = [{ id: 'london-1884', online: false }];
    expect(keys(s, 0)).toContain('verse:online:london-1884');
    s = collect(s, 'money').state;
    s = choose(s, 0, 'rc:done').state;
    expect(keys(s, 0)).not.toContain('verse:online:london-1884');
  });
});
