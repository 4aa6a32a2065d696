import { describe, expect, it } from 'vitest';
import { recruitCost } from '../../../src/games/vr/costs.ts';
import { virtualRevolution as vr } from '../../../src/games/vr/game.ts';
import type { PlayerState, VrState } from '../../../src/games/vr/state.ts';
import { en } from '../../support/words.ts';
import {
  agentBoost,
  blank,
  blankWith,
  cardBoost,
  duty,
  endGame,
  endRound,
  hand,
  necro,
  publicTexts,
  quartierLatin,
  server,
  settleTurnOrder,
  three,
  tokens,
  verse,
} from './endHelpers.ts';
import { awaited, choose, keys } from './helpers.ts';

/** Three players: seat 0 has the lowest Income (MINIMUM), seat 2 the highest (MAXIMUM). */

const modifiers = (s: VrState, seat: number) => s.p[seat]!.modifiers.map((m) => `${m.kind}@${m.round}`);
const pendingKind = (s: VrState) => s.stack.at(-1)?.kind;

/** `three(card)` with `seat` edited: it is offered to ignore GLOBAL or nothing, and ignores GLOBAL; the state after. */
function ignoringGlobal(card: string, seat: number, edit: Partial<PlayerState>): VrState {
  const s = three(card);
  Object.assign(s.p[seat]!, edit);
  const st = endRound(s).state;
  expect(keys(st, seat)).toEqual(['necro:ignore2', 'necro:none']);
  return choose(st, seat, 'necro:ignore2').state;
}

/** A blank table of one seat per value, `field` set to it (and what `edit` sets), `card` the next Necro card: the state after its attack. */
function attackedWith(
  card: string,
  field: Parameters<typeof blankWith>[0],
  values: number[],
  edit: (s: VrState) => void = () => {},
): VrState {
  const s = blankWith(field, values);
  edit(s);
  necro(s, card);
  return endRound(s).state;
}

/** The rulebook example: Orange (seat 0) at Income 3, Red and Green at 7, Red with 3 Immunity, "Corruption" next. */
function corruptionExample(): VrState {
  const s = blankWith('income', [3, 7, 7]);
  s.p[1]!.immunity = 3;
  necro(s, 'corruption');
  return s;
}

describe('Necro attack: revealing the card', () => {
  it('takes the top card, makes it public and clears every secret peek', () => {
    const s = three('blackmail');
    s.necroDeck = ['blackmail', 'uprising', 'computer-virus'];
    s.p[1]!.peek = 'blackmail';
    const { state, events } = endRound(s);
    expect(state.necroRevealed).toEqual(['blackmail']);
    expect(state.necroDeck).toEqual(['uprising', 'computer-virus']);
    expect(state.p.every((p) => p.peek === null)).toBe(true);
    expect(publicTexts(events).join('\n')).toContain('Necro attack: Blackmail');
  });
});

describe('Necro attack: the rulebook example ("Corruption")', () => {
  it('Orange gains Immunity; all draw; Red spends 3 Immunity; Green takes the Recruit marker', () => {
    const [orange, red, green] = [0, 1, 2];
    let st = endRound(corruptionExample()).state;
    // Only Red can pay: a decision for Red alone, with both ways to ignore.
    expect(awaited(st)).toEqual([red]);
    expect(keys(st, red)).toEqual(['necro:ignore2', 'necro:ignore3', 'necro:none']);
    st = choose(st, red, 'necro:ignore3').state;
    expect(st.p[orange]!.immunity).toBe(1);
    expect(st.p[orange]!.corruption).toHaveLength(1);
    expect(st.p[red]!.immunity).toBe(0);
    expect(st.p[red]!.corruption).toHaveLength(0);
    expect(modifiers(st, red)).toEqual([]);
    expect(st.p[green]!.corruption).toHaveLength(1);
    expect(modifiers(st, green)).toEqual(['recruit8@2']);
    // Next Round, Recruit an Agent costs Green 8 Eurocredits, the others 4.
    st = settleTurnOrder(st);
    expect(st.round).toBe(2);
    expect(recruitCost(st, green)).toBe(8);
    expect(recruitCost(st, red)).toBe(4);
  });
});

describe('Necro attack: Immunity', () => {
  it('each choice says what the player avoids or takes', () => {
    const st = endRound(corruptionExample()).state;
    const details = Object.fromEntries(vr.legalActions(st, 1).map((a) => [a.key, en(a.detail ?? '')]));
    expect(details['necro:ignore2']).toBe('You avoid GLOBAL: Draw 1 Corruption card.');
    expect(details['necro:ignore3']).toBe('You avoid both the GLOBAL and the MAXIMUM effect.');
    expect(details['necro:none']).toBe('You take the GLOBAL and MAXIMUM effects.');
  });

  it('2 Immunity ignore the GLOBAL effect (a player not at the MAXIMUM is offered only that)', () => {
    const st = ignoringGlobal('blackmail', 1, { immunity: 2 });
    expect(st.p[1]!.money).toBe(10);
    expect(st.p[1]!.immunity).toBe(0);
    expect(st.p[0]!.money).toBe(10); // +5 -5
    expect(st.p[2]!.money).toBe(0); // -5 -10
  });

  it('3 Immunity ignore GLOBAL and MAXIMUM; the players concerned decide at the same time', () => {
    const s = three('blackmail');
    s.p[1]!.immunity = 3;
    s.p[2]!.immunity = 3;
    s.p[2]!.money = 30; // enough that ignoring GLOBAL alone also changes something
    let st = endRound(s).state;
    expect(awaited(st)).toEqual([1, 2]);
    expect(keys(st, 2)).toEqual(['necro:ignore2', 'necro:ignore3', 'necro:none']);
    st = choose(st, 2, 'necro:ignore3').state;
    expect(awaited(st)).toEqual([1]);
    st = choose(st, 1, 'necro:none').state;
    expect(st.p[2]!.money).toBe(30);
    expect(st.p[2]!.immunity).toBe(0);
    expect(st.p[1]!.money).toBe(5);
    expect(st.p[1]!.immunity).toBe(3);
  });

  it('2 Immunity on the MAXIMUM player ignore only GLOBAL', () => {
    expect(ignoringGlobal('blackmail', 2, { immunity: 2, money: 30 }).p[2]!.money).toBe(20);
  });

  it('nobody is asked to pay for an effect that would change nothing for them', () => {
    const s = three('hostile-ai');
    s.p[1]!.immunity = 5; // no Verse to lose
    const st = endRound(s).state;
    expect(pendingKind(st)).toBe('turnOrder');
    expect(st.p[1]!.immunity).toBe(5);
  });
});

describe('Necro attack: Immunity judged on the net effect, MINIMUM gain included', () => {
  it('Blackmail: a lowest-Income player with no money may keep the 5 the MINIMUM effect gives', () => {
    expect(ignoringGlobal('blackmail', 0, { money: 0, immunity: 2 }).p[0]!.money).toBe(5);
  });

  it('Revelations: a lowest-Income player at Income 0 may keep the +1', () => {
    expect(ignoringGlobal('revelations', 0, { income: 0, immunity: 2 }).p[0]!.income).toBe(1);
  });

  it('Revelations, all Incomes 1: only ignoring GLOBAL and MAXIMUM changes anything (+1 -1 -2 and +1 -2 both end at 0)', () => {
    const s = blankWith('income', [1, 1]);
    s.p[0]!.immunity = 3;
    s.p[1]!.immunity = 2;
    necro(s, 'revelations');
    let st = endRound(s).state;
    expect(awaited(st)).toEqual([0]);
    expect(keys(st, 0)).toEqual(['necro:ignore3', 'necro:none']);
    st = choose(st, 0, 'necro:ignore3').state;
    expect(st.p.map((p) => p.income)).toEqual([2, 0]);
  });

  it('Uprising: a lowest-Income player with an empty hand would discard the card GLOBAL draws: not asked', () => {
    const s = three('uprising');
    s.p[0]!.immunity = 2;
    s.p[1]!.immunity = 2;
    const st = endRound(s).state;
    // Seat 1 (middle Income) would keep a card: asked; seat 0 would end with no card either way.
    expect(awaited(st)).toEqual([1]);
    const held = three('uprising');
    held.p[0]!.immunity = 2;
    held.p[0]!.corruption = [held.corruptionDeck.shift()!];
    expect(awaited(endRound(held).state)).toEqual([0]);
  });

  it('Blackmail: a MAXIMUM player with 5 Eurocredits pays 2 to keep them, never 3 for nothing', () => {
    const s = three('blackmail');
    s.p[2]!.money = 5;
    s.p[2]!.immunity = 3;
    const st = endRound(s).state;
    // -5 then -10 from 5 ends at 0; without GLOBAL, -10 from 5 ends at 0 too: only both together help.
    expect(keys(st, 2)).toEqual(['necro:ignore3', 'necro:none']);
  });
});

describe('Necro attack: all Incomes equal', () => {
  it('every player suffers the three effects (Revelations: +1 -1 -2)', () => {
    const s = blank(3);
    necro(s, 'revelations');
    const st = endRound(s).state;
    expect(st.p.map((p) => p.income)).toEqual([3, 3, 3]);
  });

  it('every player suffers the three effects (Blackmail: +5 -5 -10)', () => {
    const st = attackedWith('blackmail', 'money', [20, 4]);
    // (Income comes later, after the turn order.)
    expect(st.p.map((p) => p.money)).toEqual([10, 0]);
  });
});

describe('Necro attack: each Standard card', () => {
  it('Corruption', () => {
    const st = endRound(three('corruption')).state;
    expect(st.p[0]!.immunity).toBe(1);
    expect(st.p.map((p) => p.corruption.length)).toEqual([1, 1, 1]);
    expect(modifiers(st, 2)).toEqual(['recruit8@2']);
    expect(modifiers(st, 1)).toEqual([]);
  });

  it('Insurrections', () => {
    const st = endRound(three('insurrections')).state;
    expect(st.p[0]!.immunity).toBe(1);
    expect(modifiers(st, 0)).toEqual(['donationUp@2']);
    expect(modifiers(st, 1)).toEqual(['donationUp@2']);
    expect(modifiers(st, 2)).toEqual(['donationUp@2', 'server20@2']);
  });

  it('Disruption of Transports', () => {
    const st = endRound(three('disruption')).state;
    expect(st.p[0]!.immunity).toBe(1);
    expect(modifiers(st, 1)).toEqual(['work3@2']);
    expect(modifiers(st, 2)).toEqual(['work3@2', 'verse14@2']);
  });

  it('Embezzlement: Income +1 for the lowest, no more than 5 Eurocredits, the highest loses all', () => {
    const s = three('embezzlement');
    s.p.forEach((p) => {
      p.money = 12;
    });
    s.p[1]!.money = 4;
    const st = endRound(s).state;
    expect(st.p.map((p) => p.income)).toEqual([4, 5, 8]);
    expect(st.p.map((p) => p.money)).toEqual([5, 4, 0]);
  });

  it('Embezzlement is simultaneous: the Income gained does not change who is the lowest', () => {
    const st = attackedWith('embezzlement', 'income', [4, 5], (s) => {
      s.p[0]!.money = 12;
      s.p[1]!.money = 12;
    });
    // Seat 0 becomes 5 like seat 1, yet only seat 1 loses everything.
    expect(st.p.map((p) => p.income)).toEqual([5, 5]);
    expect(st.p.map((p) => p.money)).toEqual([5, 0]);
  });

  it('Revelations: Income changes decided from the Incomes before the card', () => {
    const st = attackedWith('revelations', 'income', [4, 5]);
    // Seat 0: +1 -1; seat 1: -1 -2. Applied one after the other with new groups, seat 0 would have been hit again.
    expect(st.p.map((p) => p.income)).toEqual([4, 2]);
  });

  it('Revelations (three Incomes)', () => {
    const st = endRound(three('revelations')).state;
    expect(st.p.map((p) => p.income)).toEqual([3, 4, 5]);
  });

  it('Anonymous Tip-off: a Corruption card of your choice; 1 token; 2 tokens', () => {
    const s = three('tip-off');
    hand(s, 0, 'lose-money-1', 'lose-income-1');
    tokens(s, 1, 1);
    tokens(s, 1, 2);
    tokens(s, 2, 9, 2);
    tokens(s, 2, 10);
    tokens(s, 2, 11);
    let { state: st, events } = endRound(s);
    // Token choices first, both players at once; seat 2 removes 3 (GLOBAL and MAXIMUM).
    expect(awaited(st)).toEqual([1, 2]);
    expect(keys(st, 1)).toEqual(['nl:token:1', 'nl:token:2']);
    st = choose(st, 1, 'nl:token:2').state;
    st = choose(st, 2, 'nl:token:9').state;
    expect(awaited(st)).toEqual([2]);
    st = choose(st, 2, 'nl:token:9').state;
    st = choose(st, 2, 'nl:token:11').state;
    expect(st.boroughs[1]!.count).toBe(0);
    expect(st.boroughs[8]!.count).toBe(0);
    expect(st.boroughs[9]!.count).toBe(1);
    expect(st.boroughs[10]!.count).toBe(0);
    expect(st.recycle).toEqual([0, 1, 3]);
    expect(awaited(st)).toEqual([0]);
    expect(keys(st, 0)).toEqual(['nl:card:lose-money-1', 'nl:card:lose-income-1']);
    const r = choose(st, 0, 'nl:card:lose-income-1');
    st = r.state;
    events = r.events;
    expect(st.p[0]!.corruption).toEqual(['lose-money-1']);
    // Which card was discarded stays secret.
    expect(publicTexts(events).join('\n')).not.toContain('Income by 1');
  });

  it('Anonymous Tip-off: with no more tokens than required, all go without a question', () => {
    const s = three('tip-off');
    tokens(s, 1, 4);
    tokens(s, 2, 9, 2);
    const st = endRound(s).state;
    expect(st.boroughs[3]!.count).toBe(0);
    expect(st.boroughs[8]!.count).toBe(0);
    expect(pendingKind(st)).toBe('turnOrder');
  });

  it('Uprising: the lowest draws then discards a card of their choice; 1 card; 2 cards', () => {
    const s = three('uprising');
    hand(s, 0, 'lose-money-1');
    let st = endRound(s).state;
    expect(st.p.map((p) => p.corruption.length)).toEqual([2, 1, 3]);
    expect(awaited(st)).toEqual([0]);
    const card = keys(st, 0)[0]!;
    st = choose(st, 0, card).state;
    expect(st.p.map((p) => p.corruption.length)).toEqual([1, 1, 3]);
  });

  it('Blackmail', () => {
    const s = three('blackmail');
    s.p[2]!.money = 30;
    const st = endRound(s).state;
    // +5 -5 / -5 / -5 -10.
    expect(st.p.map((p) => p.money)).toEqual([10, 5, 15]);
  });

  it('Hostile AI: a Verse lost to GLOBAL, two to GLOBAL and MAXIMUM; forced choices happen at once', () => {
    const s = three('hostile-ai');
    verse(s, 0, 'the-curse');
    verse(s, 1, 'multiverse', true);
    verse(s, 1, 'jurassic-land');
    verse(s, 2, 'westland');
    verse(s, 2, 'exoplanet');
    let st = endRound(s).state;
    expect(st.p[0]!.immunity).toBe(1);
    expect(st.p[0]!.verses).toEqual([]);
    expect(st.p[2]!.verses).toEqual([]);
    expect(awaited(st)).toEqual([1]);
    st = choose(st, 1, 'nl:verse:jurassic-land').state;
    expect(st.p[1]!.verses.map((v) => v.id)).toEqual(['multiverse']);
    expect(st.verseDeck.slice(-5)).toEqual(
      expect.arrayContaining(['the-curse', 'westland', 'exoplanet', 'jurassic-land']),
    );
  });

  it('Assassination: Agents on Duty discarded, the players concerned choosing at once', () => {
    const s = three('assassination');
    duty(s, 0, 'pixel');
    duty(s, 1, 'leslie', 'dina');
    duty(s, 2, 'jade', 'slade', 'ivan');
    let st = endRound(s).state;
    expect(awaited(st)).toEqual([0, 1, 2]);
    expect(keys(st, 0)).toEqual(['nl:agent:pixel']);
    st = choose(st, 0, 'nl:agent:pixel').state;
    st = choose(st, 1, 'nl:agent:dina').state;
    st = choose(st, 2, 'nl:agent:jade').state;
    expect(awaited(st)).toEqual([2]);
    st = choose(st, 2, 'nl:agent:ivan').state;
    expect(st.p.map((p) => p.onDuty.map((a) => a.id))).toEqual([[], ['leslie'], ['slade']]);
    expect(st.agentDiscard).toEqual(expect.arrayContaining(['pixel', 'dina', 'jade', 'ivan']));
    expect(st.p[0]!.immunity).toBe(1);
  });

  it('Elimination: Boosts discarded; the Quartier Latin holder may keep one', () => {
    const s = three('elimination');
    cardBoost(s, 1, 'work-money');
    quartierLatin(s, 2);
    cardBoost(s, 2, 'server-money');
    agentBoost(s, 2, 'leslie', 'work');
    let st = endRound(s).state;
    expect(awaited(st)).toEqual([1, 2]);
    st = choose(st, 2, 'nl:boost:agent:leslie').state;
    // The Quartier Latin question comes first.
    expect(awaited(st)).toEqual([2]);
    expect(keys(st, 2)).toEqual(['ql:keep', 'ql:discard']);
    st = choose(st, 2, 'ql:keep').state;
    expect(st.titlesTurned).toEqual(['QL']);
    expect(awaited(st)).toEqual([1, 2]);
    st = choose(st, 2, 'nl:boost:card:server-money').state;
    // The Title is turned: the second Boost goes.
    expect(st.p[2]!.boosts.map((b) => b.id)).toEqual(['leslie']);
    expect(st.boostCards).toContain('server-money');
    st = choose(st, 1, 'nl:boost:card:work-money').state;
    expect(st.p[1]!.boosts).toEqual([]);
    expect(pendingKind(st)).toBe('turnOrder');
  });

  it('Assassination: the Quartier Latin holder keeps an Agent', () => {
    const s = three('assassination');
    quartierLatin(s, 1);
    duty(s, 1, 'leslie');
    let st = endRound(s).state;
    st = choose(st, 1, 'nl:agent:leslie').state;
    st = choose(st, 1, 'ql:keep').state;
    expect(st.p[1]!.onDuty.map((a) => a.id)).toEqual(['leslie']);
  });
});

describe('Necro attack: End of Game cards', () => {
  it('the End of Game attack takes the last card of the deck', () => {
    const st = endRound(endGame('sabotage')).state;
    expect(st.necroRevealed).toEqual(['sabotage']);
    expect(pendingKind(st)).toBe('finalChoice');
  });

  it('Computer Virus: Verses capped at 8; the highest Income loses a Server', () => {
    const s = endGame('computer-virus');
    tokens(s, 2, 9);
    server(s, 2, 9);
    const st = endRound(s).state;
    expect(st.p.map((p) => p.eog.verseCap)).toEqual([8, 8, 8]);
    expect(st.boroughs[8]!.servers).toEqual([]);
    expect(st.p[2]!.serverSupply).toBe(7);
    expect(st.p[2]!.eog.vpLoss).toBeUndefined();
  });

  it('Computer Virus: without a Server in Neo Paris, the highest Income loses 5 VPs', () => {
    const st = endRound(endGame('computer-virus')).state;
    expect(st.p[2]!.eog.vpLoss).toBe(5);
    expect(st.p[1]!.eog.vpLoss).toBeUndefined();
  });

  it('Computer Virus: a choice between two Servers', () => {
    const s = endGame('computer-virus');
    server(s, 2, 9);
    server(s, 2, 1);
    let st = endRound(s).state;
    expect(keys(st, 2)).toEqual(['nl:server:1', 'nl:server:9']);
    st = choose(st, 2, 'nl:server:1').state;
    expect(st.boroughs[0]!.servers).toEqual([]);
    expect(st.boroughs[8]!.servers).toEqual([2]);
  });

  it("New Year's Eve Sabotage: Objectives capped at 25; trios of the highest Income worth 3", () => {
    const st = endRound(endGame('sabotage')).state;
    expect(st.p.map((p) => p.eog.objectiveCap)).toEqual([25, 25, 25]);
    expect(st.p.map((p) => !!p.eog.trioPenalty)).toEqual([false, false, true]);
  });

  it('Shootout: Titles worth 7; the highest Income discards all tokens from 2 Boroughs of their choice', () => {
    const s = endGame('shootout');
    tokens(s, 2, 9, 3);
    tokens(s, 2, 10);
    tokens(s, 2, 11, 2);
    let st = endRound(s).state;
    expect(st.p.map((p) => !!p.eog.titlePenalty)).toEqual([true, true, true]);
    expect(keys(st, 2)).toEqual(['nl:borough:9', 'nl:borough:10', 'nl:borough:11']);
    st = choose(st, 2, 'nl:borough:9').state;
    st = choose(st, 2, 'nl:borough:11').state;
    expect(st.boroughs[8]!.count).toBe(0);
    expect(st.boroughs[10]!.count).toBe(0);
    expect(st.boroughs[9]!.count).toBe(1);
    // Like every token leaving a Borough, they go to the Recycle Area.
    expect(st.recycle[2]).toBe(5);
    expect(pendingKind(st)).toBe('finalChoice');
  });

  it('Shootout: 3 Immunity spare the highest Income', () => {
    const s = endGame('shootout');
    s.p[2]!.immunity = 3;
    tokens(s, 2, 9, 3);
    s.titles.PI = 2;
    let st = endRound(s).state;
    st = choose(st, 2, 'necro:ignore3').state;
    expect(st.p[2]!.eog.titlePenalty).toBeUndefined();
    expect(st.boroughs[8]!.count).toBe(3);
  });
});
