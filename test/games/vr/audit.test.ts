import { describe, expect, it } from 'vitest';
import { drawCorruption } from '../../../src/games/vr/econ.ts';
import { vrFlow } from '../../../src/games/vr/game.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { en } from '../../support/words.ts';
import { blank as endBlank, endRound, necro } from './endHelpers.ts';
import { choose, emptied, keys, moves, turnAt } from './helpers.ts';

/**
 * Rules found deviating in the rules audit, each pinned by a test that fails without its fix.
 */

/** An empty Neo Paris, no Agents in Neo Paris, seat 0 to place its Director. */
function blank(players = 2): VrState {
  const s = emptied(players, 'audit', { serverSupply: 7, money: 30, onDuty: [], boosts: [], verses: [] });
  s.agentSpaces = Array.from({ length: 5 }, () => ({ agent: null, borough: null }));
  turnAt(s, 0, 'director', null);
  return s;
}

describe('Create a Verse: the refresh Boosts', () => {
  it('the Boost card refreshes exactly 2 Verse cards ("you may refresh 2"), never just 1', () => {
    let s = blank();
    s.boostCards = s.boostCards.filter((c) => c !== 'verse-refresh');
    s.p[0]!.boosts = [{ source: 'card', id: 'verse-refresh', action: 'verse' }];
    s = moves(s, 0, 'dir:5', 'inf:skip', 'act:verse');
    const row = [...s.verseDisplay] as string[];
    expect(keys(s, 0).filter((k) => k.startsWith('verse-swap:'))).toEqual([]);
    expect(keys(s, 0)).toContain('verse-pair:0');
    s = choose(s, 0, 'verse-pair:0').state;
    // The second card must be chosen now: nothing else is offered (no Verse taken after 1 refresh).
    expect(keys(s, 0).sort()).toEqual(['verse-pair2:1', 'verse-pair2:2', 'verse-pair2:3', 'verse-pair2:4']);
    s = choose(s, 0, 'verse-pair2:3').state;
    expect([s.verseDisplay[1], s.verseDisplay[2], s.verseDisplay[4]]).toEqual([row[1], row[2], row[4]]);
    expect(s.verseDisplay[0]).not.toBe(row[0]);
    expect(s.verseDisplay[3]).not.toBe(row[3]);
    expect(s.verseDeck.slice(-2)).toEqual([row[0], row[3]]);
    // Used once: no more free refresh.
    expect(keys(s, 0).filter((k) => k.startsWith('verse-pair'))).toEqual([]);
    s = choose(s, 0, `verse:${s.verseDisplay[2]}`).state;
    expect(s.p[0]!.verses.map((v) => v.id)).toEqual([row[2]]);
  });

  it('Professor Shane turned into a Boost refreshes 1 or 2 Verse cards, one at a time', () => {
    let s = blank();
    s.p[0]!.boosts = [{ source: 'agent', id: 'professor-shane', action: 'verse' }];
    s = moves(s, 0, 'dir:5', 'inf:skip', 'act:verse');
    expect(keys(s, 0).filter((k) => k.startsWith('verse-pair'))).toEqual([]);
    const row = [...s.verseDisplay];
    s = choose(s, 0, 'verse-swap:1').state;
    expect(s.verseDisplay[1]).not.toBe(row[1]);
    // After one, the Verse may be taken at once (1 refresh), or a second card replaced.
    expect(keys(s, 0)).toContain(`verse:${row[0]}`);
    s = choose(s, 0, 'verse-swap:2').state;
    expect(keys(s, 0).filter((k) => k.startsWith('verse-swap:'))).toEqual([]);
  });
});

describe('One-time bonuses improve one Action only', () => {
  it("Don Armondo's +2 Range serves the next Recruit an Agent, not a second one this turn", () => {
    let s = blank();
    s.p[0]!.onDuty = [{ id: 'don-armondo', turned: false }];
    // Both Agents are 3 steps from Borough 5 (5-4-12-23 and 5-4-11-20).
    s.agentSpaces[0] = { agent: 'the-mole', borough: 23 };
    s.agentSpaces[1] = { agent: 'corto', borough: 20 };
    s = moves(
      s,
      0,
      'dir:5',
      'inf:skip',
      'agent:promote:don-armondo',
      'promo:use',
      'fate:retire',
      'act:recruit',
      'recruit:the-mole',
    );
    expect(s.p[0]!.onDuty.map((d) => d.id)).toEqual(['the-mole']);
    // An extra Recruit this turn (as Stilson's Promotion grants) has the usual Range of 1 again.
    s.turn!.extra.push({ action: 'recruit', source: 'Stilson' });
    expect(keys(s, 0)).not.toContain('extra:recruit:Stilson');
  });

  it("Delta's Promotion serves one Build a Server: an extra one (Ivan) needs an Influence token again", () => {
    let s = blank();
    s.p[0]!.onDuty = [{ id: 'delta', turned: false }];
    s = moves(s, 0, 'dir:5', 'inf:skip', 'agent:promote:delta', 'promo:use', 'fate:retire', 'act:server');
    expect(s.boroughs[4]!.servers).toEqual([0]);
    s.turn!.extra.push({ action: 'server', source: 'Ivan' });
    s.turn!.borough = 1; // another District, no token of seat 0 there
    expect(keys(s, 0)).not.toContain('extra:server:Ivan');
  });
});

describe('Corruption deck', () => {
  it('with every card in hand, a draw draws nothing and the public event says so', () => {
    const s = blank();
    s.p[1]!.corruption = [...s.corruptionDeck];
    s.corruptionDeck = [];
    s.corruptionDiscard = [];
    const [, events] = vrFlow.record(s, (ctx) => drawCorruption(s, ctx, 0, 1, 'Influence'));
    expect(s.p[0]!.corruption).toEqual([]);
    expect(events.map((e) => en(e.text))).toEqual(['{seat:0} draws no Corruption card: none is left (Influence).']);
  });
});

describe("New Year's Eve Sabotage and a promoted Mme Tropovicz", () => {
  it('her type is still to choose: a trio she could complete may be spared with 3 Immunity', () => {
    const s = endBlank(3);
    s.round = 5;
    s.p[2]!.income = 8;
    s.p[2]!.immunity = 3;
    // Leslie (Fighter), Slade (Diplomat) and Mme Tropovicz, retired: declared a Tech she makes a trio.
    s.p[2]!.retired = ['leslie', 'slade', 'mme-tropovicz'];
    necro(s, 'sabotage');
    let st = endRound(s).state;
    expect(keys(st, 2)).toEqual(['necro:ignore2', 'necro:ignore3', 'necro:none']);
    st = choose(st, 2, 'necro:ignore3').state;
    expect(st.p[2]!.eog.trioPenalty).toBeUndefined();
  });
});

describe('"You may receive the bonus before or after performing the action": money bonuses help pay', () => {
  /** Seat 0 with `money` (and what `edit` gives it), its Director moved to Borough 5 where it has a token. */
  const inServerBorough = (money: number, edit: (s: VrState) => void): VrState => {
    const s = blank();
    s.p[0]!.money = money;
    edit(s);
    s.boroughs[4] = { owner: 0, count: 1, servers: [] };
    s.p[0]!.reserve -= 1;
    return moves(s, 0, 'dir:5', 'inf:skip');
  };
  /** Seat 0 may build the Server in Borough 5, and it takes every Eurocredit left. */
  const buildsServerWithAll = (s: VrState): void => {
    expect(keys(s, 0)).toContain('act:server');
    const built = choose(s, 0, 'act:server').state;
    expect(built.boroughs[4]!.servers).toEqual([0]);
    expect(built.p[0]!.money).toBe(0);
  };

  it('8 Eurocredits and a +2 Server Boost build a Server (10)', () => {
    const s = inServerBorough(8, (x) => {
      x.boostCards = x.boostCards.filter((c) => c !== 'server-money');
      x.p[0]!.boosts = [{ source: 'card', id: 'server-money', action: 'server' }];
    });
    buildsServerWithAll(s);
  });

  it('SX 1248 promoted first: its 3 Eurocredits count towards the Server', () => {
    let s = inServerBorough(7, (x) => {
      x.p[0]!.onDuty = [{ id: 'sx-1248', turned: true }];
    });
    expect(keys(s, 0)).not.toContain('act:server');
    s = moves(s, 0, 'agent:promote:sx-1248', 'promo:use', 'fate:retire');
    buildsServerWithAll(s);
  });

  it('2 Eurocredits and a Recruit Boost (+2) recruit an Agent (4)', () => {
    let s = blank();
    s.p[0]!.money = 2;
    s.p[0]!.boosts = [{ source: 'agent', id: 'lance', action: 'recruit' }];
    s.agentSpaces[0] = { agent: 'the-mole', borough: 5 };
    s = moves(s, 0, 'dir:5', 'inf:skip', 'act:recruit', 'recruit:the-mole');
    expect(s.p[0]!.onDuty.map((d) => d.id)).toEqual(['the-mole']);
    expect(s.p[0]!.money).toBe(0);
  });

  it('5 Eurocredits and Pixel turned into a Boost (+2) create a Verse (7)', () => {
    let s = blank();
    s.p[0]!.money = 5;
    s.p[0]!.boosts = [{ source: 'agent', id: 'pixel', action: 'verse' }];
    s = moves(s, 0, 'dir:5', 'inf:skip', 'act:verse');
    const v = s.verseDisplay[0]!;
    s = choose(s, 0, `verse:${v}`).state;
    expect(s.p[0]!.verses.map((x) => x.id)).toEqual([v]);
    expect(s.p[0]!.money).toBe(0);
  });
});
