import { describe, expect, it } from 'vitest';
import { AGENTS, BOROUGHS, INFLUENCE_BY_PLAYERS, LOCALIZATION_PER_PLAYER } from '../../../src/games/vr/data/index.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { awaited, choose, expectPublicClean, fresh, keys, moves, play, vr } from './helpers.ts';

const tokensOf = (s: VrState, seat: number) => s.boroughs.reduce((n, b) => n + (b.owner === seat ? b.count : 0), 0);

/** A state where `seat` is to play and has placed nothing yet. */
function onTurn(players = 3, seed = 'turn'): [VrState, number] {
  const s = fresh(players, seed);
  return [s, s.turn!.seat];
}

/** What `seat` may choose once its Director is in Borough `b` and its Influence manoeuvre skipped. */
const actionsAt = (s: VrState, seat: number, b: number): string[] => keys(moves(s, seat, `dir:${b}`, 'inf:skip'), seat);

/** Clears Borough `b` and gives it `count` tokens of `owner`. */
function setBorough(s: VrState, b: number, owner: number | null, count: number): void {
  const x = s.boroughs[b - 1]!;
  const prev = x.owner;
  if (prev !== null) s.p[prev]!.reserve += x.count;
  x.owner = owner;
  x.count = count;
  if (owner !== null) s.p[owner]!.reserve -= count;
}

describe('setup', () => {
  for (const n of [2, 3, 4] as const) {
    it(`${n} players: ${INFLUENCE_BY_PLAYERS[n]} tokens each, ${LOCALIZATION_PER_PLAYER[n]} Localization cards each`, () => {
      const s = fresh(n, `setup-${n}`);
      const placed = s.p.map((_p, seat) => tokensOf(s, seat));
      expect(placed.reduce((a, b) => a + b, 0)).toBe(23);
      s.p.forEach((p, seat) => {
        expect(p.reserve + placed[seat]!).toBe(INFLUENCE_BY_PLAYERS[n]);
        expect([LOCALIZATION_PER_PLAYER[n], LOCALIZATION_PER_PLAYER[n] - 1]).toContain(placed[seat]);
        expect(p.money).toBe(10);
        expect(p.immunity).toBe(1);
        expect(p.income).toBe(5);
        expect(p.serverSupply).toBe(7);
        expect(p.directorsLeft).toBe(3);
        expect(p.objectives).toHaveLength(2);
      });
      // The holder of the 1st Player card (the one dealt a card short of a Borough) starts.
      const first = placed.findIndex((x) => x === LOCALIZATION_PER_PLAYER[n] - 1);
      expect(s.order[0]).toBe(first);
      expect(s.order).toEqual(Array.from({ length: n }, (_x, i) => (first + i) % n));
    });
  }

  it('Agent deck: 15 Level 1 over 9 Level 2; 5 revealed, each in the Borough of a Localization card', () => {
    const s = fresh(3, 'agents');
    const shown = s.agentSpaces.filter((a) => a.agent).length;
    const intercepted = s.agentSpaces.filter((a) => !a.agent).length;
    expect(shown + intercepted).toBe(5);
    expect(s.agentDeck.length + 5).toBe(24);
    expect(s.agentDeck.slice(-9).every((id) => AGENTS[id]!.level === 2)).toBe(true);
    for (const a of s.agentSpaces) if (a.agent) expect(a.borough).not.toBeNull();
    expect(s.loc).toHaveLength(19);
  });

  it('an intercepted Agent (the 1st Player card) leaves its space empty this Round', () => {
    for (let i = 0; i < 60; i++) {
      const s = fresh(2, `intercept-${i}`);
      const empty = s.agentSpaces.findIndex((a) => !a.agent);
      if (empty < 0) continue;
      expect(s.agentSpaces[empty]).toEqual({ agent: null, borough: null });
      expect(s.agentDiscard).toHaveLength(1);
      return;
    }
    throw new Error('no seed intercepted an Agent');
  });

  it('Verse row of 5, Necro deck of 4 Standard cards over 1 End of Game card, 36 Corruption cards', () => {
    const s = fresh(4, 'decks');
    expect(s.verseDisplay.filter(Boolean)).toHaveLength(5);
    expect(s.verseDeck).toHaveLength(19);
    expect(s.necroDeck).toHaveLength(5);
    expect(['computer-virus', 'sabotage', 'shootout']).toContain(s.necroDeck[4]);
    expect(s.corruptionDeck).toHaveLength(36);
    expect(s.boostCards).toHaveLength(7);
  });

  it('the same seed deals the same game', () => {
    expect(fresh(3, 'same')).toEqual(fresh(3, 'same'));
  });
});

describe('a turn: Director, Influence, Action, end', () => {
  it('a Director may go to any Borough', () => {
    const [s, seat] = onTurn();
    expect(keys(s, seat).filter((k) => k.startsWith('dir:'))).toHaveLength(23);
    const after = choose(s, seat, 'dir:7').state;
    expect(after.directors).toEqual([{ seat, borough: 7 }]);
    expect(after.p[seat]!.directorsLeft).toBe(2);
  });

  it('Influence: add one token where only you (or nobody) have tokens, drawing a Corruption card', () => {
    const [s, seat] = onTurn();
    setBorough(s, 7, seat, 1);
    let t = choose(s, seat, 'dir:7');
    t = choose(t.state, seat, 'inf:add');
    expect(t.state.boroughs[6]).toMatchObject({ owner: seat, count: 2 });
    expect(t.state.p[seat]!.corruption).toHaveLength(1);
    expectPublicClean(t.events, t.state.p[seat]!.corruption);
  });

  it('Influence: never add beside another player’s tokens; remove one (opposing or not) to the Recycle Area instead', () => {
    const [s, seat] = onTurn();
    const other = (seat + 1) % 3;
    setBorough(s, 7, other, 2);
    const t = choose(s, seat, 'dir:7');
    expect(keys(t.state, seat)).not.toContain('inf:add');
    const r = choose(t.state, seat, 'inf:remove').state;
    expect(r.boroughs[6]).toMatchObject({ owner: other, count: 1 });
    expect(r.recycle[other]).toBe(1);
    expect(r.p[seat]!.corruption).toHaveLength(1);
  });

  it('Influence: move one of your tokens from any Borough, with no Corruption card', () => {
    const [s, seat] = onTurn();
    setBorough(s, 3, seat, 2);
    setBorough(s, 7, null, 0);
    const t = choose(choose(s, seat, 'dir:7').state, seat, 'inf:move:3').state;
    expect(t.boroughs[2]).toMatchObject({ owner: seat, count: 1 });
    expect(t.boroughs[6]).toMatchObject({ owner: seat, count: 1 });
    expect(t.p[seat]!.corruption).toHaveLength(0);
  });

  it('only one manoeuvre, then one Action, then an explicit end of turn passes to the next player', () => {
    const [s, seat] = onTurn();
    let t = moves(s, seat, 'dir:7', 'inf:skip');
    expect(keys(t, seat).some((k) => k.startsWith('inf:'))).toBe(false);
    t = choose(t, seat, 'act:work').state;
    expect(t.p[seat]!.money).toBe(15);
    expect(keys(t, seat).some((k) => k.startsWith('act:'))).toBe(false);
    expect(awaited(t)).toEqual([seat]);
    t = choose(t, seat, 'end').state;
    expect(awaited(t)).toEqual([t.order[1]]);
  });

  it('each player plays 3 turns a Round, in turn order', () => {
    let [s] = onTurn(2, 'three');
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      const seat = s.turn!.seat;
      seen.push(seat);
      s = moves(s, seat, `dir:${i + 1}`, 'inf:skip', 'act:work', 'end');
    }
    expect(seen).toEqual([...s.order, ...s.order, ...s.order].slice(0, 6));
  });
});

describe('the Actions', () => {
  it('Recruit: Pixel in the 13th, the Director in the adjacent 14th, Range 1 (the rulebook example)', () => {
    const [s, seat] = onTurn();
    s.agentSpaces[2] = { agent: 'pixel', borough: 13 };
    expect(BOROUGHS[14]!.adjacent).toContain(13);
    let t = moves(s, seat, 'dir:14', 'inf:skip', 'act:recruit');
    t = choose(t, seat, 'recruit:pixel').state;
    expect(t.p[seat]!.money).toBe(6);
    expect(t.p[seat]!.onDuty).toEqual([{ id: 'pixel', turned: false }]);
    expect(t.agentSpaces[2]).toEqual({ agent: null, borough: null });
  });

  it('Recruit: out of range, not enough money or 3 Agents on Duty block it', () => {
    const [s, seat] = onTurn();
    s.agentSpaces = s.agentSpaces.map(() => ({ agent: null, borough: null }));
    s.agentSpaces[0] = { agent: 'pixel', borough: 19 };
    const far = moves(s, seat, 'dir:14', 'inf:skip');
    expect(keys(far, seat)).not.toContain('act:recruit');
    const near = structuredClone(s);
    near.agentSpaces[0]!.borough = 14;
    near.p[seat]!.money = 3;
    expect(actionsAt(near, seat, 14)).not.toContain('act:recruit');
    near.p[seat]!.money = 10;
    near.p[seat]!.onDuty = [
      { id: 'zero', turned: false },
      { id: 'jade', turned: false },
      { id: 'lance', turned: false },
    ];
    expect(actionsAt(near, seat, 14)).not.toContain('act:recruit');
  });

  it('Build a Server: pay 10, Income +2, a +2 VPs token, a Corruption card, the Server placed', () => {
    const [s, seat] = onTurn();
    setBorough(s, 7, seat, 1);
    s.p[seat]!.money = 12;
    const t = moves(s, seat, 'dir:7', 'inf:skip', 'act:server');
    const p = t.p[seat]!;
    expect([p.money, p.income, p.vpTokens, p.corruption.length, p.serverSupply]).toEqual([2, 7, 1, 1, 6]);
    expect(t.boroughs[6]!.servers).toEqual([seat]);
  });

  it('Build a Server: needs your token there, no other player’s Server, and none of yours in the District', () => {
    const [s, seat] = onTurn();
    s.p[seat]!.money = 50;
    setBorough(s, 7, null, 0);
    expect(actionsAt(s, seat, 7)).not.toContain('act:server');
    setBorough(s, 7, seat, 1);
    s.boroughs[5]!.servers = [seat]; // Borough 6, same District (Quartier Latin)
    s.p[seat]!.serverSupply = 6;
    expect(actionsAt(s, seat, 7)).not.toContain('act:server');
    s.boroughs[5]!.servers = [];
    s.p[seat]!.serverSupply = 7;
    s.boroughs[6]!.servers = [(seat + 1) % 3];
    expect(actionsAt(s, seat, 7)).not.toContain('act:server');
  });

  it('a Server keeps its Borough controlled by its owner, also shared with another player’s tokens', () => {
    const [s, seat] = onTurn();
    const other = (seat + 1) % 3;
    setBorough(s, 7, seat, 1);
    s.p[seat]!.money = 12;
    let t = moves(s, seat, 'dir:7', 'inf:remove'); // removes own token... then cannot build
    expect(keys(t, seat)).not.toContain('act:server');
    t = moves(s, seat, 'dir:7', 'inf:skip', 'act:server');
    const x = t.boroughs[6]!;
    x.owner = other;
    x.count = 1;
    const view = vr.view(t, 'spectator');
    expect(view.boroughs[6]).toMatchObject({ owner: other, servers: [seat] });
  });

  it('Create a Verse: refresh for 2 as often as wanted, then pay 7: Income +1, a Corruption card, the row slides right', () => {
    const [s, seat] = onTurn();
    s.p[seat]!.money = 10;
    let t = moves(s, seat, 'dir:7', 'inf:skip', 'act:verse');
    const before = [...t.verseDisplay];
    t = choose(t, seat, 'verse-refresh').state;
    expect(t.p[seat]!.money).toBe(8);
    expect(t.verseDisplay).not.toEqual(before);
    expect(keys(t, seat)).not.toContain('verse-refresh'); // a second refresh would leave less than 7
    const row = [...t.verseDisplay];
    t = choose(t, seat, `verse:${row[2]}`).state;
    const p = t.p[seat]!;
    expect([p.money, p.income, p.corruption.length]).toEqual([1, 6, 1]);
    expect(p.verses.map((v) => v.id)).toEqual([row[2]]);
    expect(t.verseDisplay.slice(1)).toEqual([row[0], row[1], row[3], row[4]]);
    expect(t.verseDisplay[0]).not.toBeNull();
  });

  it('Make a Donation: Cassandra pays 3 to discard 2 cards of her choice, and may skip the Immunity (rulebook example)', () => {
    const [s, seat] = onTurn();
    s.p[seat]!.corruption = s.corruptionDeck.splice(0, 4);
    s.p[seat]!.money = 6;
    const [a, b] = s.p[seat]!.corruption;
    let t = play(s, [
      [seat, 'dir:7'],
      [seat, 'inf:skip'],
      [seat, 'act:donation'],
      [seat, 'don-2'],
    ]);
    t = play(t.state, [
      [seat, `discard:${a}`],
      [seat, `discard:${b}`],
    ]);
    expect(keys(t.state, seat)).toContain('don-imm');
    t = play(t.state, [[seat, 'don-done']]);
    expect(t.state.p[seat]!.money).toBe(3);
    expect(t.state.p[seat]!.corruption).toHaveLength(2);
    expectPublicClean(t.events, [a!, b!]);
  });

  it('Make a Donation: 1 to discard 1, 3 for an Immunity token', () => {
    const [s, seat] = onTurn();
    s.p[seat]!.corruption = s.corruptionDeck.splice(0, 1);
    s.p[seat]!.money = 4;
    const t = moves(
      s,
      seat,
      'dir:7',
      'inf:skip',
      'act:donation',
      'don-1',
      `discard:${s.p[seat]!.corruption[0]}`,
      'don-imm',
      'don-done',
    );
    expect(t.p[seat]!.money).toBe(0);
    expect(t.p[seat]!.immunity).toBe(2);
    expect(t.p[seat]!.corruption).toHaveLength(0);
  });
});
