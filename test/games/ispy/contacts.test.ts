import { describe, expect, it } from 'vitest';
import { ASSETS, type CapitalId, CONTACT_AT, type Nation } from '../../../src/games/ispy/data/index.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { atTurn, choose, keys, legal } from './turnKit.ts';

/**
 * The six Contact Actions through the real turn (no mocks): `ispy.legalActions` / `ispy.apply`
 * only. Each agent's Influence is scored at once to its Nation, and each of its two rewards is
 * taken; then Courier Line, the prerequisites of rewards, and where a Contact may be taken.
 */

/** Seat 0 in a Capital Region of `cap` (entered this turn), seat 1 undeployed unless placed. */
function inCapital(cap: CapitalId, other: string | null = null): IspyState {
  const s = atTurn(2, 0, [`${cap}-1`, other], `contact-${cap}`);
  s.turn!.visit = 'in';
  s.spies[0]!.supply = 20;
  return s;
}

const go = (s: IspyState, ...ks: string[]): IspyState =>
  ks.reduce((st, k) => choose(st, st.stack.at(-1)?.seats[0] ?? st.turn!.seat, k).state, s);

/** Contacts, checks the Influence scored at once, and returns the state at the reward choice. */
function contact(s: IspyState, nation: Nation, n: number): IspyState {
  const before = s.influence[nation];
  const others = { ...s.influence };
  s = go(s, 'contact');
  expect(s.influence[nation]).toBe(Math.min(38, before + n));
  for (const k of Object.keys(others) as Nation[]) if (k !== nation) expect(s.influence[k]).toBe(others[k]);
  expect(s.stack.at(-1)?.kind).toBe('reward');
  expect(s.turn!.third).toBe('contact');
  return s;
}

const stackFirst = (s: IspyState, cap: 'berlin' | 'london' | 'budapest'): string => s.stacks[cap][0]!;

describe('each Contact through the real turn', () => {
  it('Marthe Richard (Berlin): France +3 at once; Recruit an Asset paying its cost, or 2 Tickets', () => {
    let s = contact(inCapital('berlin'), 'france', 3);
    expect(keys(s, 0)).toEqual(['reward:0', 'reward:1']);
    const id = stackFirst(s, 'berlin');
    s = go(s, 'reward:0', `recruit:${id}`);
    expect(s.spies[0]!.assets.map((a) => a.id)).toEqual([id]);
    expect(s.spies[0]!.supply).toBe(20 - ASSETS[id]!.cost);
    expect(s.stacks.berlin).not.toContain(id);
    let t = contact(inCapital('berlin'), 'france', 3);
    t = go(t, 'reward:1');
    expect(t.turn!.tickets).toBe(2);
    expect(t.stack).toHaveLength(0);
  });

  it('Maximilian Ronge (Paris): Austria-Hungary +2 at once; Resupply, or Scandalize a Politician you Control', () => {
    let s = inCapital('paris');
    s.spaces[2]!.tokens = [0];
    s.spies[0]!.tokens -= 1;
    s = contact(s, 'austria', 2);
    const r = go(s, 'reward:0');
    expect(r.spies[0]!.supply).toBe(21);
    const tile = s.spaces[2]!.tile;
    const sc = go(s, 'reward:1', 'scandalize:2');
    expect(sc.spaces[2]!.tile).not.toBe(tile);
    expect(sc.spaces[2]!.tokens).toEqual([]);
    expect(sc.politicianDiscard).toContainEqual({ id: tile, revealed: false });
  });

  it('Sidney Reilly (St. Petersburg): Britain +2 at once; Resupply, or Control', () => {
    const s = contact(inCapital('petersburg'), 'britain', 2);
    expect(go(s, 'reward:0').spies[0]!.supply).toBe(21);
    const c = go(s, 'reward:1', 'control:4');
    expect(c.spaces[4]!.tokens).toEqual([0]);
    expect(c.spies[0]!.tokens).toBe(s.spies[0]!.tokens - 1);
  });

  it(`${CONTACT_AT.london.name} (London): Germany +2 at once; Recruit, or In The Wind`, () => {
    const s = contact(inCapital('london'), 'germany', 2);
    const id = stackFirst(s, 'london');
    const r = go(s, 'reward:0', `recruit:${id}`);
    expect(r.spies[0]!.assets.map((a) => a.id)).toEqual([id]);
    expect(r.spies[0]!.supply).toBe(20 - ASSETS[id]!.cost);
    const w = go(s, 'reward:1', `initiative:${1 - s.initiative}`);
    expect(w.initiative).toBe(1 - s.initiative);
  });

  it(`${CONTACT_AT.rome.name} (Rome): Russia +2 at once; Control, or Empower`, () => {
    const s = contact(inCapital('rome'), 'russia', 2);
    const c = go(s, 'reward:0', 'control:0');
    expect(c.spaces[0]!.tokens).toEqual([0]);
    const [a, b] = [s.spaces[0]!.tile, s.spaces[3]!.tile];
    const e = go(s, 'reward:1', 'empower:0', 'empower:3');
    expect([e.spaces[0]!.tile, e.spaces[3]!.tile]).toEqual([b, a]);
  });

  it(`${CONTACT_AT.budapest.name} (Budapest): Italy +3 at once; Recruit, or 2 Tickets`, () => {
    const s = contact(inCapital('budapest'), 'italy', 3);
    const id = stackFirst(s, 'budapest');
    const r = go(s, 'reward:0', `recruit:${id}`);
    expect(r.spies[0]!.assets.map((a) => a.id)).toEqual([id]);
    expect(go(s, 'reward:1').turn!.tickets).toBe(2);
  });
});

describe('Courier Line and Contacts', () => {
  it('scores the Influence once and lets the spy choose a reward twice (then the Contact is over)', () => {
    let s = atTurn(2, 0, ['hamburg', null], 'courier');
    s = go(s, 'play:courier');
    expect(s.turn!.tickets).toBe(1);
    const before = s.influence.france;
    s = go(s, 'enter:berlin-1', 'contact');
    expect(s.influence.france).toBe(before + 3);
    s = go(s, 'reward:1');
    expect(s.stack.at(-1)?.kind).toBe('reward');
    s = go(s, 'reward:1');
    expect(s.turn!.tickets).toBe(5);
    expect(s.stack).toHaveLength(0);
    expect(s.influence.france).toBe(before + 3);
    expect(keys(s, 0)).not.toContain('contact');
  });

  it("Courier Line's second reward prompt says it is the second and what the first was (issue 21)", () => {
    let s = atTurn(2, 0, ['hamburg', null], 'courier-words');
    s = go(s, 'play:courier', 'enter:berlin-1', 'contact');
    const first = legal(s, 0);
    expect(first.length).toBeGreaterThan(0);
    for (const a of first) expect(a.label).toMatch(/^Marthe Richard: .* \(1st of 2 rewards\)$/);
    s = go(s, 'reward:1');
    const second = legal(s, 0);
    expect(second.length).toBeGreaterThan(0);
    for (const a of second) {
      expect(a.label).toContain('2nd of 2 rewards');
      expect(a.detail).toContain('the first was 2 Tickets');
    }
    // No label of the second prompt reads like one of the first.
    for (const a of second) expect(first.map((f) => f.label)).not.toContain(a.label);
  });

  it("an opponent's Courier Line played through Coerce does not compound with one's own: still two rewards", () => {
    let s = atTurn(2, 0, ['berlin-1', 'berlin-2'], 'courier-coerce');
    s.turn!.visit = 'in';
    s.spies[1]!.tags = 1;
    s.spies[1]!.hand = ['courier'];
    s = go(s, 'play:courier', 'play:misdirect');
    expect(s.stack.at(-1)?.kind).toBe('initiative');
    s = go(s, 'initiative:0');
    expect(keys(s, 0)).toContain('coerce:courier');
    s = go(s, 'coerce:courier', 'coercewho:me');
    expect(s.spies[1]!.records).toContainEqual({ card: 'courier', rotated: false });
    expect(s.turn!.courier).toBe(true);
    const before = s.influence.france;
    s = go(s, 'contact');
    expect(s.influence.france).toBe(before + 3);
    const tickets = s.turn!.tickets;
    s = go(s, 'reward:1', 'reward:1');
    expect(s.turn!.tickets).toBe(tickets + 4);
    expect(s.stack).toHaveLength(0);
  });
});

describe('Contact prerequisites and place', () => {
  it('a reward that cannot be completed is not offered (Recruit without Supply; Control without tokens)', () => {
    const s = inCapital('berlin');
    s.spies[0]!.supply = 0;
    expect(keys(go(s, 'contact'), 0)).toEqual(['reward:1']);
    const p = inCapital('petersburg');
    p.spies[0]!.tokens = 0;
    expect(keys(go(p, 'contact'), 0)).toEqual(['reward:0']);
  });

  it("the Contact's offer names only the rewards it can give, and why the other is missing", () => {
    const s = inCapital('berlin');
    s.spies[0]!.supply = 0;
    const offer = legal(s, 0).find((a) => a.key === 'contact')!;
    expect(offer.detail).toBe('France +3 Influence now; you get 2 Tickets (Recruit: no Asset here you can afford).');
    s.spies[0]!.supply = 20;
    expect(legal(s, 0).find((a) => a.key === 'contact')!.detail).toContain('Recruit (buy an Asset here) or 2 Tickets.');
  });

  it('a Contact with no possible reward is not offered at all', () => {
    const s = inCapital('rome');
    s.spies[0]!.tokens = 0;
    // Every Politician protected by the opponent: no Empower either.
    for (const sp of s.spaces) sp.tokens = [1];
    expect(keys(s, 0)).not.toContain('contact');
    expect(keys(s, 0).some((k) => k.startsWith('retrieve:'))).toBe(true);
  });

  it('no Contact outside a Capital (an Outlet, a Normal Region)', () => {
    for (const at of ['hamburg', 'frankfurt', 'florence']) {
      const s = atTurn(2, 0, [at, null], `outside-${at}`);
      expect(keys(s, 0)).not.toContain('contact');
    }
  });

  it('the turn cannot end before a Contact or Retrieval Action', () => {
    let s = atTurn(2, 0, ['frankfurt', null], 'needs-third');
    s = go(s, 'play:overnight', 'play:smuggle');
    expect(keys(s, 0)).not.toContain('end');
    expect(keys(s, 0)).toContain('retrieve:none');
    // Its offer says why a player would take an action that does nothing: the turn cannot end without it.
    expect(legal(s, 0).find((a) => a.key === 'retrieve:none')!.detail).toMatch(
      /^Required to end a turn without a Contact/,
    );
    s = go(s, 'retrieve:none');
    expect(keys(s, 0)).toContain('end');
    // And the same after a Contact.
    let c = atTurn(2, 0, ['hamburg', null], 'needs-third-2');
    c = go(c, 'play:overnight', 'play:smuggle', 'enter:berlin-1');
    expect(keys(c, 0)).not.toContain('end');
    c = go(c, 'contact', 'reward:1');
    expect(keys(c, 0)).toContain('end');
  });
});
