import { describe, expect, it } from 'vitest';
import { CHARACTERS, CORPORATION_LIST, CORPORATIONS, SETUP } from '../../../src/games/axon/data/index.ts';
import { axon } from '../../../src/games/axon/game.ts';
import type { AxonState } from '../../../src/games/axon/state.ts';
import { en } from '../../support/words.ts';
import { awaited, choose, fresh, keys, publicText, run, started, topKind } from './tableKit.ts';

const scoresOf = (s: AxonState, seat: number) => CORPORATIONS[s.p[seat]!.corp!]!.scores;

describe('Setup (3-6 players)', () => {
  it('rule 8: Corporations chosen clockwise from the first player; each offer shows its Resources and ability', () => {
    let s = fresh(4, {}, 'corp-order');
    const first = s.first;
    expect(awaited(s)).toEqual([first]);
    const offers = axon.legalActions(s, first);
    expect(offers.map((o) => o.key)).toEqual(CORPORATION_LIST.map((c) => `corp:${c.id}`));
    for (const o of offers) {
      const c = CORPORATIONS[o.key.slice(5)]!;
      expect(en(o.label)).toContain(c.scores.join(' + '));
      expect(en(o.detail ?? '')).toContain(en(c.ability.text));
    }
    s = choose(s, first, 'corp:ares').state;
    expect(s.p[first]!.corp).toBe('ares');
    const second = (first + 1) % 4;
    expect(awaited(s)).toEqual([second]);
    expect(keys(s, second)).not.toContain('corp:ares');
    s = run(s, second, 'corp:helix').s;
    s = run(s, (first + 2) % 4, 'corp:omnicorp').s;
    expect(s.phase).toBe('setup');
    s = run(s, (first + 3) % 4, 'corp:syndicate').s;
    expect(s.p.map((p) => p.corp).sort()).toEqual(['ares', 'helix', 'omnicorp', 'syndicate']);
    expect(s.phase).toBe('turns');
  });

  it.each([3, 4, 5, 6] as const)(
    'rule 9: setup step 6 for %i players: the Display, Starting Locations, 3 Software each, round 1 from the first player',
    (n) => {
      const s = started(n, {}, `deal-${n}`);
      expect(s.chars).toHaveLength(SETUP[n].characters);
      for (const c of s.chars) {
        const start = CHARACTERS[c.id]!.start;
        if (start !== 'random') expect(c.area).toBe(start);
        expect(c.activated).toBe(false);
      }
      expect(s.p.map((p) => p.hand.length)).toEqual(Array(n).fill(SETUP[n].hand));
      expect(s.charStack.length + s.chars.length).toBe(30);
      expect(s.round).toBe(1);
      expect(s.phase).toBe('turns');
      expect(s.turn).toMatchObject({ seat: s.first, acted: false, special: false });
      expect(awaited(s)).toEqual([s.first]);
      expect(topKind(s)).toBe('turn');
    },
  );

  it('rule 6: the beginner option leaves the advanced Characters in the box', () => {
    const s = started(5, { beginner: true }, 'beginner');
    const all = [...s.chars.map((c) => c.id), ...s.charStack];
    expect(all.every((id) => !CHARACTERS[id]!.advanced)).toBe(true);
    expect(all).toHaveLength(Object.values(CHARACTERS).filter((c) => !c.advanced).length);
    const full = started(5, {}, 'beginner');
    expect(full.chars.length + full.charStack.length).toBe(30);
  });

  it('rule 7: the first player is chosen by the seed', () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, i) => fresh(4, {}, `first-${i}`).first));
    expect(firsts.size).toBeGreaterThan(1);
    expect(fresh(4, {}, 'same').first).toBe(fresh(4, {}, 'same').first);
  });
});

describe('Two Player Mode setup', () => {
  it('rule 10: the second Corporation shares no Resource with the first; a third Resource each, from the first player', () => {
    let s = fresh(2, {}, 'two');
    const first = s.first;
    const second = 1 - first;
    s = run(s, first, 'corp:helix').s; // drugs + products
    const offered = keys(s, second).map((k) => k.slice(5));
    expect(offered.sort()).toEqual(
      CORPORATION_LIST.filter((c) => !c.scores.some((r) => ['drugs', 'products'].includes(r)))
        .map((c) => c.id)
        .sort(),
    );
    expect(offered).not.toContain('omnicorp');
    s = run(s, second, 'corp:ares').s; // augments + violence
    expect(topKind(s)).toBe('extraResource');
    expect(awaited(s)).toEqual([first]);
    expect(keys(s, first).sort()).toEqual(['extra:data', 'extra:scandal']);
    s = run(s, first, 'extra:scandal').s;
    // The one Resource left goes to the second player.
    expect(s.p[first]!.extra).toBe('scandal');
    expect(s.p[second]!.extra).toBe('data');
    const all = [...scoresOf(s, 0), s.p[0]!.extra, ...scoresOf(s, 1), s.p[1]!.extra];
    expect(new Set(all).size).toBe(6);
    expect(topKind(s)).toBe('draft');
  });

  it('rule 11: each player from the first draws 5 Character cards privately and keeps 2, one at a time; the 3 others go back', () => {
    let s = fresh(2, {}, 'draft');
    const first = s.first;
    const second = 1 - first;
    s = run(s, first, 'corp:ares').s;
    s = run(s, second, keys(s, second)[0]!).s;
    s = run(s, first, keys(s, first)[0]!).s;
    expect(topKind(s)).toBe('draft');
    expect(awaited(s)).toEqual([first]);
    const five = keys(s, first).map((k) => k.slice(6));
    expect(five).toHaveLength(5);
    expect(s.charStack).toHaveLength(25);
    // Only the drafter sees the five: not the other player, not a spectator.
    expect(axon.view(s, first).pending?.mine).toEqual({ cards: five, kept: [] });
    for (const viewer of [second, 'spectator'] as const) {
      const text = JSON.stringify(axon.view(s, viewer));
      for (const id of five) expect(text).not.toContain(id);
    }
    expect(keys(s, second)).toEqual([]);
    const a = choose(s, first, `draft:${five[0]}`);
    expect(a.state.chars.map((c) => c.id)).toEqual([five[0]]);
    expect(keys(a.state, first)).toHaveLength(4);
    const b = choose(a.state, first, `draft:${five[3]}`);
    s = b.state;
    const shown = publicText([...a.events, ...b.events]);
    for (const id of [five[1], five[2], five[4]]) expect(shown).not.toContain(CHARACTERS[id!]!.name);
    expect(s.chars.map((c) => c.id)).toEqual([five[0], five[3]]);
    // 3 back (28), then the second player's 5 drawn.
    expect(s.charStack).toHaveLength(23);
    expect(awaited(s)).toEqual([second]);
    const theirs = keys(s, second).map((k) => k.slice(6));
    s = run(s, second, `draft:${theirs[1]}`, `draft:${theirs[2]}`).s;
    expect(s.chars).toHaveLength(4);
    expect(s.charStack).toHaveLength(26);
    // rule 14: 3 Software each; round 1 with the first player.
    expect(s.p.map((p) => p.hand.length)).toEqual([3, 3]);
    expect(s.phase).toBe('turns');
    expect(s.turn?.seat).toBe(first);
  });
});
