import { describe, expect, it } from 'vitest';
import { discardAgentOnDuty } from '../../../src/games/vr/losses.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { en } from '../../support/words.ts';
import {
  agentBoost,
  blank,
  cardBoost,
  duty,
  endRound,
  hand,
  publicTexts,
  quartierLatin,
  server,
  tokens,
  verse,
} from './endHelpers.ts';
import { awaited, choose, inMove, keys, vr } from './helpers.ts';

/** Cards that do nothing to a player with no Verse (to reach the 5 cards that trigger a Raid). */
const NO_VERSE_PAD = ['discard-verse-1', 'discard-verse-2', 'discard-verse-3', 'discard-verse-4'];

const raidPending = (s: VrState) => s.stack.at(-1)?.kind === 'raid';

/** Seat 0 with `immunity` Immunity tokens and these Corruption cards: the state once the End of Round has raided it. */
function raidOf(immunity: number, ...cards: string[]): VrState {
  const s = blank();
  s.p[0]!.immunity = immunity;
  hand(s, 0, ...cards);
  return endRound(s).state;
}

describe('Interpol Raid: who is raided', () => {
  it('raids nobody holding 4 cards: they keep them', () => {
    const s = blank();
    hand(s, 0, 'lose-money-1', 'lose-money-2', 'lose-money-3', 'lose-money-4');
    const after = endRound(s).state;
    expect(after.p[0]!.corruption).toHaveLength(4);
    expect(after.p[0]!.money).toBe(10);
    expect(raidPending(after)).toBe(false);
  });

  it('raids every player with 5 or more cards, in turn order', () => {
    const s = blank();
    s.order = [2, 0, 1];
    s.p[2]!.immunity = 1;
    hand(s, 2, 'lose-money-1', 'lose-money-2', 'lose-money-3', 'lose-money-4', 'lose-money-5');
    s.p[0]!.immunity = 3;
    hand(s, 0, 'lose-income-1', 'lose-income-2', 'lose-immunity-1', 'lose-immunity-2', 'discard-agent-tech');
    let r = endRound(s).state;
    expect(awaited(r)).toEqual([2]);
    // Ignoring says what is going on and what it costs out of what the player has.
    expect(en(vr.legalActions(r, 2).find((a) => a.key === 'raid:ignore:lose-money-1')?.detail ?? '')).toBe(
      'Interpol Raid, 5 cards left: spend 1 of your 1 Immunity token to ignore this card.',
    );
    r = choose(r, 2, 'raid:ignore:lose-money-1').state;
    // Immunity spent: the four other cards cost 2 each.
    expect(r.p[2]!.money).toBe(2);
    expect(r.p[2]!.corruption).toEqual([]);
    expect(awaited(r)).toEqual([0]);
    // Seat 0 lost 2 Immunity to the two "Lose 1 Immunity token" cards first; 1 is left for one Income card.
    expect(r.p[0]!.immunity).toBe(1);
    r = choose(r, 0, 'raid:ignore:lose-income-1').state;
    expect(r.p[0]!.income).toBe(4);
    expect(r.p[0]!.corruption).toEqual([]);
  });

  it('reveals the cards publicly when the Raid begins, and discards them all afterwards', () => {
    const s = blank();
    hand(s, 1, 'lose-income-1', ...NO_VERSE_PAD);
    const { state, events } = endRound(s);
    const texts = publicTexts(events).join('\n');
    expect(texts).toContain('reveals 5 Corruption cards');
    expect(texts).toContain('Decrease your Income by 1');
    expect(texts).toContain('Discard a Science Fiction or Horror Verse');
    expect(state.p[1]!.corruption).toEqual([]);
    expect(state.corruptionDiscard).toEqual(expect.arrayContaining(['lose-income-1', ...NO_VERSE_PAD]));
    expect(state.p[1]!.income).toBe(4);
  });
});

describe("Interpol Raid: the rulebook's example (Cyril's six cards)", () => {
  const CYRIL = [
    'lose-immunity-1',
    'lose-income-1',
    'discard-agent-diplomat',
    'lose-money-1',
    'lose-money-2',
    'remove-server-3',
  ];
  it('Immunity lost first, one card ignored, one without effect, money lost to zero, the Nation Server lost', () => {
    const s = blank();
    const cyril = 0;
    Object.assign(s.p[cyril]!, { immunity: 2, money: 3, income: 5 });
    tokens(s, cyril, 11);
    server(s, cyril, 11); // Nation; none in Quartier Latin.
    // A: lose Immunity; B: Income -1; C: a Diplomat (he has none); D, E: -2 each; F: a Server in Quartier Latin or Nation.
    hand(s, cyril, ...CYRIL);
    let r = endRound(s);
    let st = r.state;
    // Card A took priority: 1 Immunity left.
    expect(st.p[cyril]!.immunity).toBe(1);
    expect(publicTexts(r.events).join('\n')).toContain('"Discard a Diplomat Agent on Duty" has no effect');
    expect(keys(st, cyril).sort()).toEqual([
      'raid:ignore:lose-income-1',
      'raid:ignore:lose-money-1',
      'raid:ignore:remove-server-3',
      'raid:suffer:lose-income-1',
      'raid:suffer:lose-money-1',
      'raid:suffer:remove-server-3',
    ]);
    // He spends his last Immunity token to ignore card B.
    st = choose(st, cyril, 'raid:ignore:lose-income-1').state;
    expect(st.p[cyril]!.immunity).toBe(0);
    // No Immunity left: only "suffer" choices.
    expect(keys(st, cyril).every((k) => k.startsWith('raid:suffer:'))).toBe(true);
    st = choose(st, cyril, 'raid:suffer:lose-money-1').state;
    expect(st.p[cyril]!.money).toBe(1);
    // Card E takes his last Eurocredit; card F, the only one left, then has a single target: his Server in Nation.
    r = choose(st, cyril, 'raid:suffer:lose-money-2');
    st = r.state;
    expect(st.p[cyril]!.money).toBe(0);
    expect(st.boroughs[10]!.servers).toEqual([]);
    expect(st.p[cyril]!.serverSupply).toBe(7);
    expect(st.p[cyril]!.income).toBe(5);
    // Finally all six cards go to the discard pile.
    expect(st.p[cyril]!.corruption).toEqual([]);
    expect(st.corruptionDiscard).toEqual(expect.arrayContaining(CYRIL));
    expect(st.p[cyril]!.raidedClean).toBe(false);
    expect(raidPending(st)).toBe(false);
  });
});

describe('Interpol Raid: Immunity', () => {
  it('"Lose 1 Immunity token" comes first: with 1 Immunity, nothing can be ignored', () => {
    const st = raidOf(1, 'lose-immunity-1', 'lose-money-1', 'lose-money-2', 'lose-money-3', 'lose-money-4');
    expect(st.p[0]!.immunity).toBe(0);
    // Nothing left to choose: the four identical cards were suffered at once.
    expect(st.p[0]!.money).toBe(2);
    expect(raidPending(st)).toBe(false);
  });

  it('identical cards make one pair of buttons', () => {
    const st = raidOf(1, 'lose-money-1', 'lose-money-2', 'lose-money-3', 'lose-money-4', 'lose-money-5');
    expect(keys(st, 0)).toEqual(['raid:suffer:lose-money-1', 'raid:ignore:lose-money-1']);
  });

  it('a Raid without spending Immunity meets The Curse; 7 cards or more meet Mythologia', () => {
    const s = blank();
    hand(s, 0, 'lose-money-1', 'lose-money-2', 'lose-money-3', ...NO_VERSE_PAD);
    hand(
      s,
      1,
      'lose-money-4',
      'lose-money-5',
      'lose-income-1',
      'lose-income-2',
      'discard-agent-tech',
      'discard-agent-fighter',
    );
    s.p[1]!.immunity = 1;
    let st = endRound(s).state;
    expect(st.p[0]!.raidedWith7).toBe(true);
    expect(st.p[0]!.raidedClean).toBe(true);
    st = choose(st, 1, 'raid:ignore:lose-income-1').state;
    expect(st.p[1]!.raidedWith7).toBe(false);
    expect(st.p[1]!.raidedClean).toBe(false);
  });
});

describe('Interpol Raid: each Corruption effect', () => {
  it('Lose 1 Immunity token', () => {
    const st = raidOf(3, 'lose-immunity-1', 'lose-immunity-2', ...NO_VERSE_PAD.slice(0, 3));
    expect(st.p[0]!.immunity).toBe(1);
  });

  it('Remove 1 Influence token: the District that affects you is forced; its token goes to the Recycle Area', () => {
    const s = blank();
    tokens(s, 0, 21, 2); // Néo District only; the card says Pigalle or Néo District.
    hand(s, 0, 'remove-influence-1', ...NO_VERSE_PAD);
    const st = endRound(s).state;
    expect(st.boroughs[20]!.count).toBe(1);
    expect(st.recycle[0]).toBe(1);
  });

  it('Remove 1 Influence token: tokens in both Districts, the player chooses the Borough', () => {
    const s = blank();
    tokens(s, 0, 9);
    tokens(s, 0, 21);
    hand(s, 0, 'remove-influence-1', ...NO_VERSE_PAD);
    let st = endRound(s).state;
    expect(keys(st, 0).sort()).toEqual(['raid:target:21', 'raid:target:9']);
    // The targets' page comes alone: each button says which card of the Raid it answers.
    expect(vr.legalActions(st, 0).map((a) => en(a.detail ?? ''))).toEqual([
      'Interpol Raid: Remove 1 Influence token (Pigalle or Néo District).',
      'Interpol Raid: Remove 1 Influence token (Pigalle or Néo District).',
    ]);
    st = choose(st, 0, 'raid:target:9').state;
    expect(st.boroughs[8]!.count).toBe(0);
    expect(st.boroughs[8]!.owner).toBeNull();
    expect(st.boroughs[20]!.count).toBe(1);
  });

  it('Discard a Boost under one of 2 Actions: a Boost card returns to the available ones, an Agent Boost to the discard pile', () => {
    const s = blank();
    cardBoost(s, 0, 'work-money');
    agentBoost(s, 0, 'leslie', 'work');
    cardBoost(s, 0, 'verse-money'); // not under Work or Recruit: safe.
    hand(s, 0, 'discard-boost-1', 'discard-boost-5', ...NO_VERSE_PAD.slice(0, 3));
    let st = endRound(s).state;
    st = choose(st, 0, 'raid:suffer:discard-boost-1').state;
    expect(keys(st, 0).sort()).toEqual(['raid:target:agent:leslie', 'raid:target:card:work-money']);
    st = choose(st, 0, 'raid:target:agent:leslie').state;
    expect(st.agentDiscard).toContain('leslie');
    // The second card (Make a Donation or Work) has a single Boost left to take.
    expect(st.p[0]!.boosts.map((b) => b.id)).toEqual(['verse-money']);
    expect(st.boostCards).toContain('work-money');
  });

  it.each([
    ['Lose 2 Eurocredits', 'lose-money-1', 'money', 8],
    ['Decrease your Income by 1', 'lose-income-1', 'income', 4],
  ] as const)('%s', (_name, card, what, left) => {
    const s = blank();
    hand(s, 0, card, ...NO_VERSE_PAD);
    expect(endRound(s).state.p[0]![what]).toBe(left);
  });

  it('Remove a Server: back to the supply, and the District Title is checked', () => {
    const s = blank();
    // Seat 0 controls Pigalle (9, 10, 17, 18) through tokens, and 9 and 10 through Servers only.
    tokens(s, 0, 17);
    tokens(s, 0, 18);
    server(s, 0, 9);
    s.titles.PI = 0;
    hand(s, 0, 'remove-server-1', ...NO_VERSE_PAD); // Pigalle or Champs-Élysées
    const st = endRound(s).state;
    expect(st.boroughs[8]!.servers).toEqual([]);
    expect(st.p[0]!.serverSupply).toBe(7);
    // Two Boroughs lost (9 and 10, never controlled): no Title.
    expect(st.titles.PI).toBeNull();
  });

  it('Discard a Verse of one of 2 types: it goes under the Verse deck', () => {
    const s = blank();
    verse(s, 0, 'the-curse', true); // Horror
    verse(s, 0, 'multiverse', true); // Science Fiction
    verse(s, 0, 'jurassic-land'); // Adventure: safe from card 1
    hand(
      s,
      0,
      'discard-verse-1',
      'discard-agent-tech',
      'discard-agent-fighter',
      'discard-agent-diplomat',
      'lose-income-1',
    );
    let st = endRound(s).state;
    st = choose(st, 0, 'raid:suffer:discard-verse-1').state;
    expect(keys(st, 0).sort()).toEqual(['raid:target:multiverse', 'raid:target:the-curse']);
    st = choose(st, 0, 'raid:target:the-curse').state;
    expect(st.verseDeck.at(-1)).toBe('the-curse');
    expect(st.p[0]!.verses.map((v) => v.id)).toEqual(['multiverse', 'jurassic-land']);
  });

  it('Discard an Agent on Duty of the indicated type', () => {
    const s = blank();
    duty(s, 0, 'leslie', 'pixel');
    hand(s, 0, 'discard-agent-fighter', ...NO_VERSE_PAD);
    const st = endRound(s).state;
    expect(st.p[0]!.onDuty.map((a) => a.id)).toEqual(['pixel']);
    expect(st.agentDiscard).toContain('leslie');
  });
});

describe('Interpol Raid: the Quartier Latin Title', () => {
  const situation = () => {
    const s = blank();
    quartierLatin(s, 0);
    duty(s, 0, 'leslie', 'pixel');
    hand(s, 0, 'discard-agent-fighter', 'discard-agent-tech', ...NO_VERSE_PAD.slice(0, 3));
    return s;
  };

  it('keeps 1 Agent that should be discarded, once per Round (the Title is turned)', () => {
    let st = endRound(situation()).state;
    st = choose(st, 0, 'raid:suffer:discard-agent-fighter').state;
    expect(keys(st, 0)).toEqual(['ql:keep', 'ql:discard']);
    st = choose(st, 0, 'ql:keep').state;
    expect(st.titlesTurned).toContain('QL');
    // Leslie stays; the next card (a Tech) takes Pixel without a question: the Title is turned.
    expect(st.p[0]!.onDuty.map((a) => a.id)).toEqual(['leslie']);
    expect(st.agentDiscard).toContain('pixel');
    expect(st.agentDiscard).not.toContain('leslie');
    expect(st.stack.some((d) => d.kind === 'quartierLatin' || d.kind === 'raid')).toBe(false);
  });

  it('may be declined, keeping the Title upright for a later loss', () => {
    let st = endRound(situation()).state;
    st = choose(st, 0, 'raid:suffer:discard-agent-fighter').state;
    st = choose(st, 0, 'ql:discard').state;
    expect(st.agentDiscard).toContain('leslie');
    expect(st.titlesTurned).not.toContain('QL');
    expect(keys(st, 0)).toEqual(['ql:keep', 'ql:discard']);
    st = choose(st, 0, 'ql:keep').state;
    expect(st.p[0]!.onDuty.map((a) => a.id)).toEqual(['pixel']);
  });

  it('does not step in outside a Raid or a Necro attack', () => {
    const s = blank();
    quartierLatin(s, 0);
    duty(s, 0, 'leslie');
    inMove(discardAgentOnDuty)(s, 0, 'leslie', 'Dark Kingdom');
    expect(s.stack).toEqual([]);
    expect(s.agentDiscard).toContain('leslie');
  });

  it('protects a Boost too', () => {
    const s = blank();
    quartierLatin(s, 0);
    cardBoost(s, 0, 'work-money');
    hand(s, 0, 'discard-boost-1', ...NO_VERSE_PAD);
    let st = endRound(s).state;
    expect(keys(st, 0)).toEqual(['ql:keep', 'ql:discard']);
    st = choose(st, 0, 'ql:keep').state;
    expect(st.p[0]!.boosts.map((b) => b.id)).toEqual(['work-money']);
  });
});
