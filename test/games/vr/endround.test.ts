import { describe, expect, it } from 'vitest';
import type { VrState } from '../../../src/games/vr/state.ts';
import { choosingOrder } from '../../../src/games/vr/turnOrder.ts';
import { blank, blankWith, duty, endRound, hand, necro, publicTexts, settleTurnOrder } from './endHelpers.ts';
import { awaited, choose, keys } from './helpers.ts';

const pendingKind = (s: VrState) => s.stack.at(-1)?.kind;

describe('End of Round: the order of the steps', () => {
  it('Raid, then Necro attack, then turn order, then Income', () => {
    const s = blank(3);
    s.p[0]!.income = 6;
    // The Raid lowers seat 0's Income from the highest to the lowest before the Necro card is read.
    hand(s, 0, 'lose-income-1', 'lose-income-2', 'discard-verse-1', 'discard-verse-2', 'discard-verse-3');
    necro(s, 'revelations');
    let st = endRound(s).state;
    // Seat 0 (now 4, the lowest): +1 -1; seats 1 and 2 (5, the highest): -1 -2.
    expect(st.p.map((p) => p.income)).toEqual([4, 2, 2]);
    expect(pendingKind(st)).toBe('turnOrder');
    expect(st.p.map((p) => p.money)).toEqual([10, 10, 10]);
    st = settleTurnOrder(st);
    // Income is collected with the Incomes after the attack.
    expect(st.p.map((p) => p.money)).toEqual([14, 12, 12]);
    expect(st.round).toBe(2);
  });
});

describe('End of Round: turn order', () => {
  it('the most Influence tokens on the Player Board chooses first; the last takes what is left', () => {
    const s = blankWith('reserve', [10, 12, 8]);
    let st = endRound(s).state;
    expect(awaited(st)).toEqual([1]);
    expect(keys(st, 1)).toEqual(['order:1', 'order:2', 'order:3']);
    st = choose(st, 1, 'order:3').state;
    expect(awaited(st)).toEqual([0]);
    expect(keys(st, 0)).toEqual(['order:1', 'order:2']);
    const r = choose(st, 0, 'order:1');
    st = r.state;
    // Seat 2 is not asked: it takes 2nd.
    expect(st.order).toEqual([0, 2, 1]);
    expect(publicTexts(r.events).join('\n')).toContain('takes the last position left');
    // Round 2 begins with the new first player.
    expect(st.round).toBe(2);
    expect(st.turn?.seat).toBe(0);
    expect(st.turn?.stage).toBe('director');
    expect(st.turnsPlayed).toBe(0);
  });

  it('ties: the lower Income chooses first, then the fewer Eurocredits, then the current order', () => {
    const s = blank(4);
    s.order = [3, 2, 1, 0];
    for (const p of s.p) p.reserve = 10;
    s.p[0]!.income = 7;
    s.p[1]!.income = 4;
    // Seats 2 and 3 tie on everything: the current order puts 3 first.
    expect(choosingOrder(s)).toEqual([1, 3, 2, 0]);
    s.p[2]!.money = 3;
    expect(choosingOrder(s)).toEqual([1, 2, 3, 0]);
    s.p[0]!.reserve = 11;
    expect(choosingOrder(s)).toEqual([0, 1, 2, 3]);
    s.p[0]!.reserve = 10;
    const st = endRound(s).state;
    expect(awaited(st)).toEqual([1]);
  });

  it('with 2 players only the first chooser is asked', () => {
    const s = blank(2);
    s.p[1]!.reserve = 30;
    let st = endRound(s).state;
    expect(awaited(st)).toEqual([1]);
    st = choose(st, 1, 'order:2').state;
    expect(st.order).toEqual([0, 1]);
    expect(pendingKind(st)).toBeUndefined();
    expect(st.turn?.seat).toBe(0);
  });
});

describe('End of Round: Income', () => {
  it('each player gains Eurocredits equal to their Income', () => {
    const s = blankWith('income', [0, 3, 12]);
    const st = settleTurnOrder(endRound(s).state);
    expect(st.p.map((p) => p.money)).toEqual([10, 13, 22]);
  });
});

describe('End of Round: Maintenance', () => {
  function maintained(prepare: (s: VrState) => void = () => {}): { before: VrState; after: VrState } {
    const s = blank(2);
    prepare(s);
    const before = structuredClone(s);
    const st = settleTurnOrder(endRound(s).state);
    return { before, after: st };
  }

  it('Verse row: the rightmost goes under the deck, the others slide right, a new one comes leftmost', () => {
    const { before, after } = maintained();
    expect(after.verseDisplay).toEqual([before.verseDeck[0], ...before.verseDisplay.slice(0, 4)]);
    expect(after.verseDeck.at(-1)).toBe(before.verseDisplay[4]);
    expect(after.verseDeck).toHaveLength(before.verseDeck.length);
  });

  it('Agents: those not recruited are discarded and 5 new ones revealed where the Localization cards say', () => {
    const { before, after } = maintained((s) => {
      s.loc = [3, 7, 11, 15, 19, ...s.loc.filter((x) => x === 'first' || ![3, 7, 11, 15, 19].includes(x))];
      s.agentSpaces[1] = { agent: null, borough: null }; // recruited this Round
    });
    const left = before.agentSpaces.flatMap((a) => (a.agent ? [a.agent] : []));
    expect(after.agentDiscard).toEqual([...before.agentDiscard, ...left]);
    expect(after.agentSpaces).toEqual(
      before.agentDeck.slice(0, 5).map((agent, i) => ({ agent, borough: [3, 7, 11, 15, 19][i] })),
    );
    expect(after.agentDeck).toEqual(before.agentDeck.slice(5));
  });

  it('after Round 4 only 4 Agents are placed: the deck runs out and space #5 stays empty', () => {
    const { before, after } = maintained((s) => {
      s.round = 4;
      s.agentDeck = s.agentDeck.slice(0, 4);
      s.loc = [1, 2, 3, 4, 5, 6];
    });
    expect(after.round).toBe(5);
    expect(after.agentSpaces.map((a) => a.agent)).toEqual([...before.agentDeck, null]);
    expect(after.agentSpaces[4]).toEqual({ agent: null, borough: null });
    expect(after.agentDeck).toEqual([]);
  });

  it("Directors come back, Agents and Titles stand upright, the Round's Necro markers go", () => {
    const { after } = maintained((s) => {
      s.directors = [
        { seat: 0, borough: 1 },
        { seat: 1, borough: 9 },
      ];
      for (const p of s.p) Object.assign(p, { directorsLeft: 0, directorDistricts: ['CE', 'PI', 'PI'] });
      duty(s, 0, 'leslie', 'pixel');
      s.p[0]!.onDuty[0]!.turned = true;
      s.titlesTurned = ['QL', 'PI'];
      s.p[1]!.modifiers = [{ kind: 'recruit8', round: 1 }];
      necro(s, 'disruption'); // equal Incomes: everyone takes markers for Round 2
    });
    expect(after.directors).toEqual([]);
    expect(after.p.map((p) => p.directorsLeft)).toEqual([3, 3]);
    expect(after.p.map((p) => p.directorDistricts)).toEqual([[], []]);
    expect(after.p[0]!.onDuty.every((a) => !a.turned)).toBe(true);
    expect(after.titlesTurned).toEqual([]);
    expect(after.p[1]!.modifiers).toEqual([
      { kind: 'work3', round: 2 },
      { kind: 'verse14', round: 2 },
    ]);
  });
});
