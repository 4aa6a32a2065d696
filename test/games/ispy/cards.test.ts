import { describe, expect, it } from 'vitest';
import { playableCards } from '../../../src/games/ispy/cards.ts';
import { self } from '../../../src/games/ispy/movement.ts';
import { en } from '../../support/words.ts';
import { choose, fresh, give, keys, pending, place, play, publicText, turnFor } from './helpers.ts';
import { bare, onTurn } from './scoringFixtures.ts';

/** Seat 0 in Frankfurt, seat 1 next door in Nuremberg, seat 2 far off in Vienna. */
function table() {
  const s = place(fresh(), { 0: 'frankfurt', 1: 'nuremberg', 2: 'vienna' });
  turnFor(s, 0);
  return s;
}
const playable = (s: ReturnType<typeof table>, seat = 0) =>
  playableCards(s, self(seat), s.spies[seat]!.hand).map((p) => p.card);

describe('I, Spy Action Cards', () => {
  it('Evade: lose up to 2 Tags (the chooser says how many), then 1 Ticket', () => {
    const s = table();
    give(s, 0, { tags: 3 });
    play(s, 'evade', 0);
    expect(keys(s, 0)).toEqual(['evade:2', 'evade:1', 'evade:0']);
    choose(s, 0, 'evade:2');
    expect(s.spies[0]!.tags).toBe(1);
    expect(s.turn!.tickets).toBe(1);
  });

  it("Courier Line: 1 Ticket and this turn's Contact gives its reward twice", () => {
    const s = table();
    play(s, 'courier', 0);
    expect(s.turn!.tickets).toBe(1);
    expect(s.turn!.courier).toBe(true);
  });

  it('Overnight Line: 4 Tickets, no Influence scored at play', () => {
    const s = table();
    const before = { ...s.influence };
    play(s, 'overnight', 0);
    expect(s.turn!.tickets).toBe(4);
    expect(s.influence).toEqual(before);
    expect(s.spies[0]!.agenda).toEqual(['overnight']);
  });

  it('Extort: needs an adjacent Tagged spy; takes 2 Supply (all they have, if fewer)', () => {
    const s = table();
    expect(playable(s)).not.toContain('extort');
    give(s, 1, { tags: 1, supply: 1 });
    expect(playable(s)).toContain('extort');
    play(s, 'extort', 0);
    expect(s.spies[1]!.supply).toBe(0);
    expect(s.spies[0]!.supply).toBe(4);
  });

  it('Smuggle: Resupply, +1 Supply', () => {
    const s = table();
    play(s, 'smuggle', 0);
    expect(s.spies[0]!.supply).toBe(4);
  });

  it('Sabotage: Berlin loses 6 for Germany; outside a Capital the player receives a Tag', () => {
    const s = table();
    s.spies[0]!.region = 'berlin-1';
    play(s, 'sabotage', 0);
    expect(s.influence.germany).toBe(0); // 4 - 6, clamped at 0
    s.influence.russia = 20;
    s.spies[0]!.region = 'petersburg-2';
    play(s, 'sabotage', 0);
    expect(s.influence.russia).toBe(14);
    s.influence.italy = 20;
    s.spies[0]!.region = 'rome-1';
    play(s, 'sabotage', 0);
    expect(s.influence.italy).toBe(16);
    s.spies[0]!.region = 'frankfurt';
    play(s, 'sabotage', 0);
    expect(s.spies[0]!.tags).toBe(1);
  });

  it('Private Line: 3 Tickets and the Tag option opens for the turn', () => {
    const s = table();
    play(s, 'private', 0);
    expect(s.turn!.tickets).toBe(3);
    expect(s.turn!.privateTag).toBe('open');
  });

  it('Blackmail: needs an adjacent Tagged spy; two icons, one resolved fully before the second choice', () => {
    const s = table();
    expect(playable(s)).not.toContain('blackmail');
    give(s, 1, { tags: 1 });
    play(s, 'blackmail', 0);
    expect(pending(s)).toEqual({ kind: 'icon', seats: [0] });
    expect(keys(s, 0)).toEqual(['icon:control', 'icon:empower']); // no token of 0's yet: no Scandalize
    choose(s, 0, 'icon:control');
    choose(s, 0, 'control:16');
    expect(s.spaces[16]!.tokens).toEqual([0]);
    expect(keys(s, 0)).toContain('icon:scandalize');
    choose(s, 0, 'icon:empower');
    choose(s, 0, 'empower:16');
    choose(s, 0, 'empower:0');
    expect(s.spaces[0]!.tile).toBe('p16');
    expect(s.spaces[0]!.tokens).toEqual([0]);
    expect(s.stack).toEqual([]);
  });

  it('Airship Line: 1 Ticket, and from an Airship Region a flight that Tags and relocates the spy there', () => {
    const s = place(fresh(), { 0: 'zurich', 1: 'munich', 2: 'vienna' });
    turnFor(s, 0);
    play(s, 'airship', 0);
    expect(s.turn!.tickets).toBe(1);
    expect(keys(s, 0)).toEqual(['fly:geneva', 'fly:munich', 'fly:innsbruck', 'fly:florence', 'fly:stay']);
    choose(s, 0, 'fly:munich');
    expect(s.spies[0]!.region).toBe('munich');
    expect(s.spies[1]!.tags).toBe(1);
    expect(pending(s)).toEqual({ kind: 'relocate', seats: [0] });
    choose(s, 0, 'reloc:nuremberg');
    expect(s.spies[1]!.region).toBe('nuremberg');
    // Not in an Airship Region: the Ticket only.
    const t = table();
    play(t, 'airship', 0);
    expect(t.turn!.tickets).toBe(1);
    expect(t.stack).toEqual([]);
  });

  it('Misdirect: needs an adjacent Tagged spy; In The Wind, then Coerce', () => {
    const s = table();
    expect(playable(s)).not.toContain('misdirect');
    give(s, 1, { tags: 1 });
    play(s, 'misdirect', 0);
    expect(pending(s)!.kind).toBe('initiative');
    choose(s, 0, 'initiative:2');
    expect(s.initiative).toBe(2);
    expect(pending(s)!.kind).toBe('coerce');
  });

  it('Trace: 2 Tags to an adjacent spy; at 5 Tags the second option strips the Tags and an Asset', () => {
    const s = table();
    play(s, 'trace', 0);
    expect(s.spies[1]!.tags).toBe(2);
    give(s, 1, { tags: 5 });
    s.spies[1]!.assets = [{ id: 'labor', applied: false }];
    play(s, 'trace', 0);
    expect(keys(s, 0)).toEqual(['trace:1', 'burn:1']);
    choose(s, 0, 'burn:1');
    choose(s, 0, 'discard:labor');
    expect(s.spies[1]!.tags).toBe(0);
    expect(s.spies[1]!.assets).toEqual([]);
    expect(playable(place(fresh(), { 0: 'frankfurt', 2: 'vienna' }))).not.toContain('trace');
  });

  it('Incite Sedition: Scandalize, or 1 Tag to an adjacent spy', () => {
    const s = table();
    play(s, 'incite', 0);
    expect(keys(s, 0)).toEqual(['incite:1']);
    choose(s, 0, 'incite:1');
    expect(s.spies[1]!.tags).toBe(1);
    s.spaces[3]!.tokens = [0];
    play(s, 'incite', 0);
    choose(s, 0, 'incite:scandalize');
    choose(s, 0, 'scandalize:3');
    expect(s.spaces[3]).toEqual({ tile: 'p20', tokens: [] });
    // Alone and with no Politician to Scandalize: not playable.
    const lone = place(fresh(), { 0: 'frankfurt', 2: 'vienna' });
    expect(playable(lone)).not.toContain('incite');
  });

  it('Nord Express: 5 Tickets', () => {
    const s = table();
    play(s, 'nord', 0);
    expect(s.turn!.tickets).toBe(5);
  });

  it('Seduce: an adjacent spy (Tagged or not) receives a Tag, then two of Control/Empower', () => {
    const s = table();
    play(s, 'seduce', 0);
    expect(s.spies[1]!.tags).toBe(1);
    expect(keys(s, 0)).toEqual(['icon:control', 'icon:empower']);
    choose(s, 0, 'icon:control');
    choose(s, 0, 'control:0');
    choose(s, 0, 'icon:control');
    choose(s, 0, 'control:0');
    expect(s.spaces[0]!.tokens).toEqual([0, 0]);
    expect(s.spies[0]!.tokens).toBe(19);
  });

  it('Zeppelin Raid: fly to any Airship Region from anywhere', () => {
    const s = table();
    s.spies[1]!.region = 'florence';
    play(s, 'zeppelin', 0);
    expect(keys(s, 0)).toHaveLength(5);
    choose(s, 0, 'fly:florence');
    expect(s.spies[1]!.tags).toBe(1);
    choose(s, 0, 'reloc:venice');
    expect(s.spies.map((p) => p.region)).toEqual(['florence', 'venice', 'vienna']);
  });

  it('Photograph: a spy within 2 routes receives 2 Tags', () => {
    const s = place(fresh(), { 0: 'frankfurt', 1: 'munich', 2: 'vienna' });
    turnFor(s, 0);
    play(s, 'photograph', 0);
    expect(s.spies[1]!.tags).toBe(2);
  });

  it('Hold-Up: take 2 Supply from an adjacent spy, Tagged or not', () => {
    const s = table();
    play(s, 'holdup', 0);
    expect(s.spies[0]!.supply).toBe(5);
    expect(s.spies[1]!.supply).toBe(1);
  });

  it("Mercenary Raid: Resupply, then the Capital's Nation loses 3", () => {
    const s = table();
    s.spies[0]!.region = 'london-1';
    s.influence.britain = 10;
    const ev = play(s, 'mercenary', 0);
    expect(s.spies[0]!.supply).toBe(4);
    expect(s.influence.britain).toBe(7);
    expect(publicText(ev)).toContain('Britain loses 3');
  });
});

describe("a card's choice says the Tickets it really gives (issue 21 §5)", () => {
  it('Border Guard: "Play Private Line" says 4 Tickets, not 3', () => {
    const s = bare(2);
    s.spies[0]!.region = 'frankfurt';
    onTurn(s, 0);
    s.spies[0]!.assets = [{ id: 'guard', applied: false }];
    expect(en(playableCards(s, self(0), ['private'])[0]!.detail)).toMatch(
      /^4 Tickets \(1 from Assets\); once this turn a Tag for 2 more\./,
    );
    s.spies[0]!.assets = [];
    expect(en(playableCards(s, self(0), ['private'])[0]!.detail)).toMatch(/^3 Tickets;/);
  });
});
