import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import type { Icon } from '../../../src/games/ispy/data/index.ts';
import { ASSETS } from '../../../src/games/ispy/data/index.ts';
import { ispyFlow } from '../../../src/games/ispy/game.ts';
import { canResolveIcon, isProtected, resolveIcon } from '../../../src/games/ispy/icons.ts';
import { self } from '../../../src/games/ispy/movement.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { en } from '../../support/words.ts';
import { choose, fresh, keys, place, publicText, turnFor } from './helpers.ts';

function icon(s: IspyState, seat: number, i: Icon): GameEvent[] {
  return ispyFlow.record(s, (ctx) => {
    resolveIcon(s, ctx, self(seat), i, 'test');
    ispyFlow.settle(s, ctx);
  })[1];
}
const table = () => {
  const s = place(fresh(), { 0: 'frankfurt', 1: 'nuremberg', 2: 'vienna' });
  turnFor(s, 0);
  return s;
};

describe('I, Spy icons', () => {
  it('Resupply: +1 Supply', () => {
    const s = table();
    icon(s, 0, 'resupply');
    expect(s.spies[0]!.supply).toBe(4);
  });

  it('In The Wind: the chosen player takes the Initiative', () => {
    const s = table();
    icon(s, 0, 'inTheWind');
    expect(keys(s, 0)).toEqual(['initiative:0', 'initiative:1', 'initiative:2']);
    choose(s, 0, 'initiative:1');
    expect(s.initiative).toBe(1);
  });

  it('Recruit: only in a Capital with an Asset stack, an affordable Asset, paid and put face up', () => {
    const s = table();
    s.stacks.berlin = ['labor'];
    expect(canResolveIcon(s, self(0), 'recruit')).toBe(false); // not in Berlin
    s.spies[0]!.region = 'paris-1';
    expect(canResolveIcon(s, self(0), 'recruit')).toBe(false); // Paris has no stack
    s.spies[0]!.region = 'berlin-2';
    s.spies[0]!.supply = 4;
    expect(canResolveIcon(s, self(0), 'recruit')).toBe(false); // Labor Organizer costs 5
    s.spies[0]!.supply = 6;
    icon(s, 0, 'recruit');
    const ev = choose(s, 0, 'recruit:labor');
    expect(s.spies[0]!.supply).toBe(1);
    expect(s.spies[0]!.assets).toEqual([{ id: 'labor', applied: false }]);
    expect(s.stacks.berlin).toEqual([]);
    expect(publicText(ev)).toContain('Labor Organizer');
  });

  it("Recruit: a starred Asset's Special Action Card joins the hand", () => {
    const s = fresh(3, 'star', true);
    place(s, { 0: 'london-1' });
    turnFor(s, 0);
    const table = ASSETS as Record<string, (typeof ASSETS)[string]>;
    table['test-star'] = {
      id: 'test-star',
      name: 'Test Star',
      cost: 4,
      text: 'Gives Nord Express.',
      starred: true,
      specialCard: 'nord',
      designed: true,
    };
    try {
      s.stacks.london = ['test-star'];
      s.spies[0]!.supply = 4;
      icon(s, 0, 'recruit');
      choose(s, 0, 'recruit:test-star');
      expect(s.spies[0]!.hand).toContain('nord');
    } finally {
      delete table['test-star'];
    }
  });

  it("Control: up to 3 tokens per Politician, from the actor's tokens, inspected privately", () => {
    const s = table();
    s.spaces[5]!.tokens = [1, 2];
    icon(s, 0, 'control');
    const ev = choose(s, 0, 'control:5');
    expect(s.spaces[5]!.tokens).toEqual([1, 2, 0]);
    expect(s.spies[0]!.tokens).toBe(20);
    expect(ev.some((e) => Array.isArray(e.to) && e.to[0] === 0 && e.text.includes('p5'))).toBe(true);
    expect(publicText(ev)).not.toContain('p5');
    icon(s, 0, 'control');
    expect(keys(s, 0)).not.toContain('control:5');
    s.stack = [];
    s.spies[0]!.tokens = 0;
    expect(canResolveIcon(s, self(0), 'control')).toBe(false);
  });

  it('Empower: swaps any two Politicians, tokens move with the tiles; protected tiles are not offered', () => {
    const s = table();
    s.spaces[2]!.tokens = [1];
    s.spaces[15]!.tokens = [0];
    expect(isProtected(s, 2, 0)).toBe(true);
    expect(isProtected(s, 2, 1)).toBe(false);
    icon(s, 0, 'empower');
    expect(keys(s, 0)).not.toContain('empower:2');
    choose(s, 0, 'empower:15');
    expect(keys(s, 0)).not.toContain('empower:15');
    choose(s, 0, 'empower:0');
    expect(s.spaces[0]).toEqual({ tile: 'p15', tokens: [0] });
    expect(s.spaces[15]).toEqual({ tile: 'p0', tokens: [] });
  });

  it('Scandalize: a Politician with your token, not protected; discarded face down unnamed, replaced, tokens lost', () => {
    const s = table();
    expect(canResolveIcon(s, self(0), 'scandalize')).toBe(false);
    s.spaces[4]!.tokens = [0, 1, 1];
    expect(canResolveIcon(s, self(0), 'scandalize')).toBe(false); // seat 1 has more there
    s.spaces[7]!.tokens = [1, 0];
    icon(s, 0, 'scandalize');
    expect(keys(s, 0)).toEqual(['scandalize:7']);
    const ev = choose(s, 0, 'scandalize:7');
    expect(s.spaces[7]).toEqual({ tile: 'p20', tokens: [] });
    expect(s.politicianDiscard).toEqual([{ id: 'p7', revealed: false }]);
    expect(ev.map((e) => en(e.text)).join(' ')).not.toContain('p7');
  });
});
