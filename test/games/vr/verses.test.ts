import { describe, expect, it } from 'vitest';
import * as boosts from '../../../src/games/vr/boosts.ts';
import { BOOST_CARD_LIST, DISTRICTS, VERSE_LIST, VERSES } from '../../../src/games/vr/data/index.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { verseBonus as verseBonusRule, verseConditionMet, verseScore } from '../../../src/games/vr/verses.ts';
import { choose, emptied, inMove, keys, server, tokens, turnAt, vr } from './helpers.ts';

const discardBoost = inMove(boosts.discardBoost);
const verseBonus = inMove(verseBonusRule);

// ---- Building situations --------------------------------------------------------------------

/** An empty Neo Paris (no tokens, Servers or Titles), `seat` to play its turn at `stage`. */
function blank(players = 2, seat = 0, stage: 'director' | 'action' | 'end' = 'action'): VrState {
  const s = emptied(players, 'verses', { serverSupply: 7 });
  turnAt(s, seat, stage, 1);
  return s;
}

const duty = (s: VrState, seat: number, ...ids: string[]) => {
  s.p[seat]!.onDuty.push(...ids.map((id) => ({ id, turned: false })));
};
const verse = (s: VrState, seat: number, id: string, online = false) => {
  s.p[seat]!.verses.push({ id, online });
};
const online = (s: VrState, seat: number, id: string) => s.p[seat]!.verses.find((v) => v.id === id)?.online;
const cardBoost = (s: VrState, seat: number, id: string) => {
  s.boostCards = s.boostCards.filter((c) => c !== id);
  s.p[seat]!.boosts.push({ source: 'card', id, action: BOOST_CARD_LIST.find((b) => b.id === id)!.effect.action });
};
const agentBoost = (
  s: VrState,
  seat: number,
  id: string,
  action: 'work' | 'recruit' | 'server' | 'verse' | 'donation',
) => {
  s.p[seat]!.boosts.push({ source: 'agent', id, action });
};

/** Puts `id` Online through the turn menu. */
const goOnline = (s: VrState, seat: number, id: string) => choose(s, seat, `verse:online:${id}`).state;

// ---- The Verse free actions -----------------------------------------------------------------

describe('Verses: putting Online and trading', () => {
  it('offers a Loading Verse whose condition holds, and only then (the choice stays voluntary)', () => {
    const s = blank();
    verse(s, 0, 'jurassic-land');
    s.p[0]!.immunity = 4;
    expect(keys(s, 0)).not.toContain('verse:online:jurassic-land');
    s.p[0]!.immunity = 5;
    expect(keys(s, 0)).toContain('verse:online:jurassic-land');
    // Ending the turn without it leaves it Loading.
    const after = choose(s, 0, 'end').state;
    expect(online(after, 0, 'jurassic-land')).toBe(false);
  });

  it('only on your own turn', () => {
    const s = blank(2, 0);
    verse(s, 1, 'jurassic-land');
    s.p[1]!.immunity = 6;
    expect(keys(s, 1)).toEqual([]);
    s.turn!.seat = 1;
    expect(keys(s, 1)).toContain('verse:online:jurassic-land');
  });

  it('several Verses can go Online in the same turn, each with its bonus at once', () => {
    let s = blank();
    verse(s, 0, 'jurassic-land');
    verse(s, 0, 'outpost-53');
    s.p[0]!.immunity = 5;
    server(s, 0, 9); // Pigalle
    server(s, 0, 2); // Marais, adjacent to Pigalle
    const money = s.p[0]!.money;
    s = goOnline(s, 0, 'jurassic-land');
    s = goOnline(s, 0, 'outpost-53');
    expect(online(s, 0, 'jurassic-land')).toBe(true);
    expect(online(s, 0, 'outpost-53')).toBe(true);
    expect(s.p[0]!.immunity).toBe(6);
    expect(s.p[0]!.money).toBe(money + 5);
    expect(keys(s, 0).filter((k) => k.startsWith('verse:online:'))).toEqual([]);
  });

  it('trades a Loading or an Online Verse for 1 Immunity; it goes under the Verse deck and scores nothing', () => {
    let s = blank();
    verse(s, 0, 'the-codex', true);
    verse(s, 0, 'westland');
    s = choose(s, 0, 'verse:trade:the-codex').state;
    expect(s.p[0]!.immunity).toBe(1);
    expect(s.p[0]!.verses.map((v) => v.id)).toEqual(['westland']);
    expect(s.verseDeck.at(-1)).toBe('the-codex');
    expect(verseScore(s, 0, 'the-codex')).toBe(0);
    s = choose(s, 0, 'verse:trade:westland').state;
    expect(s.p[0]!.immunity).toBe(2);
    expect(s.p[0]!.verses).toEqual([]);
    expect(s.verseDeck.slice(-2)).toEqual(['the-codex', 'westland']);
  });

  it('trading works at any point of the turn, even before the Director', () => {
    const s = blank(2, 0, 'director');
    verse(s, 0, 'westland');
    expect(keys(s, 0)).toContain('verse:trade:westland');
  });

  it('a Verse with no condition is Online as soon as it is acquired by Create a Verse; others arrive Loading', () => {
    for (const [id, on] of [
      ['the-codex', true],
      ['steampunk-worlds', true],
      ['multiverse', true],
      ['the-cyclades', true],
      ['westland', false],
    ] as const) {
      let s = blank(2, 0, 'action');
      s.p[0]!.money = 20;
      s.verseDisplay = [id, null, null, null, null];
      s.verseDeck = s.verseDeck.filter((v) => v !== id);
      s = choose(s, 0, 'act:verse').state;
      s = choose(s, 0, `verse:${id}`).state;
      expect(s.p[0]!.verses).toEqual([{ id, online: on }]);
      expect(keys(s, 0).includes(`verse:online:${id}`)).toBe(false);
    }
  });

  it('a Verse acquired with its condition already met can go Online at once', () => {
    let s = blank(2, 0, 'action');
    s.p[0]!.money = 20;
    s.p[0]!.immunity = 5;
    s.verseDisplay = ['jurassic-land', null, null, null, null];
    s = choose(s, 0, 'act:verse').state;
    s = choose(s, 0, 'verse:jurassic-land').state;
    expect(online(s, 0, 'jurassic-land')).toBe(false);
    s = goOnline(s, 0, 'jurassic-land');
    expect(online(s, 0, 'jurassic-land')).toBe(true);
  });

  it('a Loading Verse scores nothing at the end', () => {
    const s = blank();
    verse(s, 0, 'jurassic-land');
    s.p[0]!.immunity = 5;
    expect(verseScore(s, 0, 'jurassic-land')).toBe(0);
    s.p[0]!.verses[0]!.online = true;
    expect(verseScore(s, 0, 'jurassic-land')).toBe(10);
  });

  it('every Verse has a known family', () => {
    const s = blank();
    for (const v of VERSE_LIST) expect(() => verseConditionMet(s, 0, v.id)).not.toThrow();
  });
});

// ---- Each Verse: condition, bonus, score ----------------------------------------------------

describe('Westland / Exoplanet / Elven Lands (2 Agents of a type)', () => {
  const cases = [
    ['westland', 'tech', ['pixel', 'hassan'], 'leslie'],
    ['exoplanet', 'fighter', ['leslie', 'nash'], 'pixel'],
    ['elven-lands', 'diplomat', ['lance', 'morel'], 'nash'],
  ] as const;

  for (const [id, type, pair, other] of cases) {
    it(`${id}: 2 ${type} Agents on Duty (turned or not), not 1`, () => {
      const s = blank();
      expect(VERSES[id]!.agentTypes).toEqual([type]);
      verse(s, 0, id);
      duty(s, 0, pair[0], other);
      expect(verseConditionMet(s, 0, id)).toBe(false);
      s.p[0]!.onDuty = [
        { id: pair[0], turned: true },
        { id: pair[1], turned: true },
      ];
      expect(verseConditionMet(s, 0, id)).toBe(true);
      // Retired Agents are not on Duty.
      s.p[0]!.onDuty = [{ id: pair[0], turned: false }];
      s.p[0]!.retired = [pair[1]];
      expect(verseConditionMet(s, 0, id)).toBe(false);
    });
  }

  it('bonus: choose one of the available Boost cards; it slides under its Action', () => {
    let s = blank();
    verse(s, 0, 'westland');
    duty(s, 0, 'pixel', 'hassan');
    cardBoost(s, 1, 'verse-money');
    s = goOnline(s, 0, 'westland');
    expect(vr.awaiting(s)).toEqual([0]);
    expect(keys(s, 0).sort()).toEqual(s.boostCards.map((c) => `boost:${c}`).sort());
    expect(keys(s, 0)).not.toContain('boost:verse-money');
    s = choose(s, 0, 'boost:work-money').state;
    expect(s.p[0]!.boosts).toEqual([{ source: 'card', id: 'work-money', action: 'work' }]);
    expect(s.boostCards).not.toContain('work-money');
    // The Boost works from then on.
    const money = s.p[0]!.money;
    s = choose(s, 0, 'act:work').state;
    expect(s.p[0]!.money).toBe(money + 5 + 3);
  });

  it('bonus with no Boost card left: nothing to choose, the Verse is Online all the same', () => {
    let s = blank();
    verse(s, 0, 'westland');
    duty(s, 0, 'pixel', 'hassan');
    for (const b of [...s.boostCards]) cardBoost(s, 1, b);
    s = goOnline(s, 0, 'westland');
    expect(online(s, 0, 'westland')).toBe(true);
    expect(s.stack).toEqual([]);
  });

  it('score: 3 VPs per Agent of the type owned (on Duty, Boost, retired), not others', () => {
    const s = blank();
    verse(s, 0, 'westland', true);
    duty(s, 0, 'pixel', 'leslie');
    s.p[0]!.retired = ['hassan', 'lance'];
    agentBoost(s, 0, 'delta', 'server');
    expect(verseScore(s, 0, 'westland')).toBe(9);
  });
});

describe('Conquistadores / Space Conquest / Elassar (a pair of Agent types)', () => {
  it('condition: 1 Agent on Duty of each indicated type at once', () => {
    const s = blank();
    expect(VERSES.conquistadores!.agentTypes).toEqual(['fighter', 'diplomat']);
    verse(s, 0, 'conquistadores');
    duty(s, 0, 'leslie', 'nash');
    expect(verseConditionMet(s, 0, 'conquistadores')).toBe(false);
    s.p[0]!.retired = ['lance'];
    expect(verseConditionMet(s, 0, 'conquistadores')).toBe(false);
    duty(s, 0, 'lance');
    expect(verseConditionMet(s, 0, 'conquistadores')).toBe(true);
    // Each card its own pair.
    const t = blank();
    duty(t, 0, 'pixel', 'lance');
    expect(verseConditionMet(t, 0, 'elassar')).toBe(true);
    expect(verseConditionMet(t, 0, 'space-conquest')).toBe(false);
  });

  it('bonus: a +2 VPs token', () => {
    let s = blank();
    verse(s, 0, 'space-conquest');
    duty(s, 0, 'leslie', 'pixel');
    s = goOnline(s, 0, 'space-conquest');
    expect(s.p[0]!.vpTokens).toBe(1);
  });

  it('score: 3 VPs per Verse of the indicated type owned, Online or not', () => {
    const s = blank();
    expect(VERSES.conquistadores!.verseType).toBe('scifi');
    verse(s, 0, 'conquistadores', true);
    verse(s, 0, 'westland');
    verse(s, 0, 'multiverse', true);
    verse(s, 0, 'the-codex', true);
    expect(verseScore(s, 0, 'conquistadores')).toBe(6);
  });
});

describe('Venizia / Olmeta Worlds / The Rift (Server in one of 2 Districts)', () => {
  it('condition: a Server in one of the 2 indicated Districts', () => {
    const s = blank();
    expect(VERSES.venizia!.districts).toEqual(['PI', 'DR']);
    verse(s, 0, 'venizia');
    server(s, 0, 1); // Champs-Élysées
    tokens(s, 0, 9, 2); // tokens are not Servers
    expect(verseConditionMet(s, 0, 'venizia')).toBe(false);
    server(s, 0, 14); // Denfert Rochereau
    expect(verseConditionMet(s, 0, 'venizia')).toBe(true);
  });

  it('bonus: add 1 Influence token to a Borough of the 2 Districts (never beside an opponent)', () => {
    let s = blank();
    verse(s, 0, 'venizia');
    server(s, 0, 14);
    tokens(s, 1, 9, 1);
    s = goOnline(s, 0, 'venizia');
    const offered = keys(s, 0)
      .map((k) => Number(k.split(':')[1]))
      .sort((a, b) => a - b);
    expect(offered).toEqual(
      [...DISTRICTS.PI.boroughs, ...DISTRICTS.DR.boroughs].filter((b) => b !== 9).sort((a, b) => a - b),
    );
    const reserve = s.p[0]!.reserve;
    s = choose(s, 0, 'vinf:10').state;
    expect(s.boroughs[9]).toMatchObject({ owner: 0, count: 1 });
    expect(s.p[0]!.reserve).toBe(reserve - 1);
  });

  it('score: 2 VPs per Borough controlled in the 2 Districts (tokens or Server)', () => {
    const s = blank();
    verse(s, 0, 'the-rift', true); // QL, MA
    server(s, 0, 5);
    tokens(s, 0, 6, 1);
    tokens(s, 0, 2, 3);
    tokens(s, 0, 9, 1); // Pigalle: not indicated
    tokens(s, 1, 5, 1); // shared Borough 5: still controlled through the Server
    expect(verseScore(s, 0, 'the-rift')).toBe(6);
  });
});

describe('Dark Kingdom', () => {
  it('condition: one Agent of each type on Duty at once', () => {
    const s = blank();
    verse(s, 0, 'dark-kingdom');
    duty(s, 0, 'leslie', 'pixel');
    s.p[0]!.retired = ['lance'];
    expect(verseConditionMet(s, 0, 'dark-kingdom')).toBe(false);
    duty(s, 0, 'lance');
    expect(verseConditionMet(s, 0, 'dark-kingdom')).toBe(true);
  });

  it('bonus: every opponent with something chooses at once an Agent on Duty, a Boost or an Immunity token; the others nothing', () => {
    let s = blank(4, 0);
    verse(s, 0, 'dark-kingdom');
    duty(s, 0, 'leslie', 'pixel', 'lance');
    s.p[0]!.immunity = 3;
    duty(s, 1, 'nash');
    cardBoost(s, 1, 'work-money');
    s.p[1]!.immunity = 2;
    agentBoost(s, 2, 'delta', 'server');
    // Seat 3 has no Agent on Duty, no Boost, no Immunity.
    s = goOnline(s, 0, 'dark-kingdom');
    expect([...vr.awaiting(s)].sort()).toEqual([1, 2]);
    expect(keys(s, 1).sort()).toEqual(['dk:agent:nash', 'dk:boost:card:work-money', 'dk:immunity']);
    expect(keys(s, 2)).toEqual(['dk:boost:agent:delta']);
    expect(keys(s, 0)).toEqual([]);
    // Either may answer first.
    s = choose(s, 2, 'dk:boost:agent:delta').state;
    expect(s.p[2]!.boosts).toEqual([]);
    expect(s.agentDiscard).toContain('delta');
    expect(vr.awaiting(s)).toEqual([1]);
    s = choose(s, 1, 'dk:boost:card:work-money').state;
    expect(s.p[1]!.boosts).toEqual([]);
    expect(s.boostCards).toContain('work-money');
    expect(s.p[1]!.onDuty).toHaveLength(1);
    expect(s.p[1]!.immunity).toBe(2);
    // Back to seat 0's turn; the bonus player loses nothing.
    expect(vr.awaiting(s)).toEqual([0]);
    expect(s.p[0]!.onDuty).toHaveLength(3);
    expect(s.p[0]!.immunity).toBe(3);
  });

  it('bonus: a discarded Agent on Duty goes to the Agent discard pile; an Immunity token is lost', () => {
    let s = blank(3, 0);
    verse(s, 0, 'dark-kingdom');
    duty(s, 0, 'leslie', 'pixel', 'lance');
    duty(s, 1, 'nash');
    s.p[2]!.immunity = 1;
    s = goOnline(s, 0, 'dark-kingdom');
    s = choose(s, 1, 'dk:agent:nash').state;
    s = choose(s, 2, 'dk:immunity').state;
    expect(s.p[1]!.onDuty).toEqual([]);
    expect(s.agentDiscard).toContain('nash');
    expect(s.p[2]!.immunity).toBe(0);
  });

  it('bonus with no opponent holding anything: nothing is asked', () => {
    let s = blank(2, 0);
    verse(s, 0, 'dark-kingdom');
    duty(s, 0, 'leslie', 'pixel', 'lance');
    s = goOnline(s, 0, 'dark-kingdom');
    expect(s.stack).toEqual([]);
    expect(vr.awaiting(s)).toEqual([0]);
  });

  it('score: 5 VPs per trio of Agents of 3 different types owned', () => {
    const s = blank();
    verse(s, 0, 'dark-kingdom', true);
    duty(s, 0, 'leslie', 'pixel');
    s.p[0]!.retired = ['lance', 'nash', 'hassan'];
    expect(verseScore(s, 0, 'dark-kingdom')).toBe(5);
    agentBoost(s, 0, 'don-armondo', 'recruit');
    expect(verseScore(s, 0, 'dark-kingdom')).toBe(10);
  });
});

describe('Mythologia', () => {
  it('condition: undergone an Interpol Raid with 7+ Corruption cards (set by the Raid)', () => {
    const s = blank();
    verse(s, 0, 'mythologia');
    expect(verseConditionMet(s, 0, 'mythologia')).toBe(false);
    s.p[0]!.raidedWith7 = true;
    expect(verseConditionMet(s, 0, 'mythologia')).toBe(true);
  });

  it('bonus: Income +2', () => {
    let s = blank();
    verse(s, 0, 'mythologia');
    s.p[0]!.raidedWith7 = true;
    const income = s.p[0]!.income;
    s = goOnline(s, 0, 'mythologia');
    expect(s.p[0]!.income).toBe(income + 2);
  });

  it('score: 3 VPs per Horror Verse owned, Online or not', () => {
    const s = blank();
    verse(s, 0, 'mythologia', true);
    verse(s, 0, 'the-howling');
    verse(s, 0, 'london-1884', true);
    verse(s, 0, 'westland');
    expect(verseScore(s, 0, 'mythologia')).toBe(6);
  });
});

describe('Verses without a condition (The Codex, Steampunk Worlds, Multiverse, The Cyclades)', () => {
  it('have no condition and no bonus', () => {
    const s = blank();
    for (const id of ['the-codex', 'steampunk-worlds', 'multiverse', 'the-cyclades']) {
      expect(verseConditionMet(s, 0, id)).toBe(true);
      const before = JSON.stringify(s);
      verseBonus(s, 0, id);
      expect(JSON.stringify(s)).toBe(before);
    }
  });

  it('The Codex: 7 VPs with the fewest Eurocredits, even tied', () => {
    const s = blank(3);
    verse(s, 0, 'the-codex', true);
    [s.p[0]!.money, s.p[1]!.money, s.p[2]!.money] = [4, 4, 9];
    expect(verseScore(s, 0, 'the-codex')).toBe(7);
    s.p[1]!.money = 3;
    expect(verseScore(s, 0, 'the-codex')).toBe(0);
  });

  it('Multiverse: 7 VPs with the most Eurocredits, even tied', () => {
    const s = blank(3);
    verse(s, 0, 'multiverse', true);
    [s.p[0]!.money, s.p[1]!.money, s.p[2]!.money] = [9, 9, 2];
    expect(verseScore(s, 0, 'multiverse')).toBe(7);
    s.p[2]!.money = 10;
    expect(verseScore(s, 0, 'multiverse')).toBe(0);
  });

  it('Steampunk Worlds: 7 VPs with the most tokens in Neo Paris, even tied', () => {
    const s = blank(2);
    verse(s, 0, 'steampunk-worlds', true);
    tokens(s, 0, 1, 3);
    tokens(s, 1, 2, 2);
    tokens(s, 1, 3, 1);
    server(s, 1, 4); // Servers are not tokens
    expect(verseScore(s, 0, 'steampunk-worlds')).toBe(7);
    tokens(s, 1, 3, 1);
    expect(verseScore(s, 0, 'steampunk-worlds')).toBe(0);
  });

  it('The Cyclades: 7 VPs with the fewest tokens in Neo Paris, even tied', () => {
    const s = blank(2);
    verse(s, 0, 'the-cyclades', true);
    tokens(s, 0, 1, 2);
    tokens(s, 1, 2, 2);
    s.recycle[1] = 5; // tokens in the Recycle Area are not in Neo Paris
    expect(verseScore(s, 0, 'the-cyclades')).toBe(7);
    tokens(s, 0, 1, 1);
    expect(verseScore(s, 0, 'the-cyclades')).toBe(0);
  });
});

describe('Paris 1920', () => {
  it('condition: a Server in Néo District', () => {
    const s = blank();
    verse(s, 0, 'paris-1920');
    server(s, 0, 13);
    tokens(s, 0, 21, 1);
    expect(verseConditionMet(s, 0, 'paris-1920')).toBe(false);
    server(s, 0, 22);
    expect(verseConditionMet(s, 0, 'paris-1920')).toBe(true);
  });

  it('bonus: add 1 Influence token in any Borough where it may go', () => {
    let s = blank();
    verse(s, 0, 'paris-1920');
    server(s, 0, 22);
    tokens(s, 1, 7, 1);
    s = goOnline(s, 0, 'paris-1920');
    expect(keys(s, 0)).toHaveLength(22);
    expect(keys(s, 0)).not.toContain('vinf:7');
    s = choose(s, 0, 'vinf:3').state;
    expect(s.boroughs[2]).toMatchObject({ owner: 0, count: 1 });
  });

  it('score: 3 VPs per Borough controlled in Néo District', () => {
    const s = blank();
    verse(s, 0, 'paris-1920', true);
    server(s, 0, 22);
    tokens(s, 0, 21, 2);
    tokens(s, 1, 23, 1);
    tokens(s, 0, 1, 1);
    expect(verseScore(s, 0, 'paris-1920')).toBe(6);
  });
});

describe('The Howling', () => {
  it('condition: the 3 Directors in the same District this Round', () => {
    const s = blank();
    verse(s, 0, 'the-howling');
    s.p[0]!.directorDistricts = ['PI', 'PI', 'MA'];
    expect(verseConditionMet(s, 0, 'the-howling')).toBe(false);
    s.p[0]!.directorDistricts = ['MA', 'MA', 'MA'];
    expect(verseConditionMet(s, 0, 'the-howling')).toBe(true);
  });

  it('condition met by placing the third Director through the turn', () => {
    let s = blank(2, 0, 'director');
    verse(s, 0, 'the-howling');
    s.p[0]!.directorDistricts = ['PI', 'PI'];
    s.p[0]!.directorsLeft = 1;
    expect(keys(s, 0)).not.toContain('verse:online:the-howling');
    s = choose(s, 0, 'dir:18').state;
    expect(keys(s, 0)).toContain('verse:online:the-howling');
  });

  it('bonus: a +2 VPs token', () => {
    let s = blank();
    verse(s, 0, 'the-howling');
    s.p[0]!.directorDistricts = ['NA', 'NA', 'NA'];
    s = goOnline(s, 0, 'the-howling');
    expect(s.p[0]!.vpTokens).toBe(1);
  });

  it('score: 2 VPs per District with none of your Influence tokens (Servers do not count)', () => {
    const s = blank();
    verse(s, 0, 'the-howling', true);
    tokens(s, 0, 9, 1); // Pigalle
    tokens(s, 0, 2, 1); // Marais
    server(s, 0, 21); // Néo District: a Server only
    expect(verseScore(s, 0, 'the-howling')).toBe(10);
  });
});

describe('The Curse', () => {
  it('condition: undergone an Interpol Raid without spending Immunity (set by the Raid)', () => {
    const s = blank();
    verse(s, 0, 'the-curse');
    expect(verseConditionMet(s, 0, 'the-curse')).toBe(false);
    s.p[0]!.raidedClean = true;
    expect(verseConditionMet(s, 0, 'the-curse')).toBe(true);
  });

  it('bonus: 2 Immunity tokens', () => {
    let s = blank();
    verse(s, 0, 'the-curse');
    s.p[0]!.raidedClean = true;
    s = goOnline(s, 0, 'the-curse');
    expect(s.p[0]!.immunity).toBe(2);
  });

  it('score: 2 VPs per Corruption card held during the End of Game Raid', () => {
    const s = blank();
    verse(s, 0, 'the-curse', true);
    s.p[0]!.curseCards = 6;
    expect(verseScore(s, 0, 'the-curse')).toBe(12);
  });
});

describe('The Archipelago', () => {
  it('condition: 3 Influence tokens in the same Borough', () => {
    const s = blank();
    verse(s, 0, 'the-archipelago');
    tokens(s, 0, 1, 2);
    tokens(s, 0, 2, 2);
    expect(verseConditionMet(s, 0, 'the-archipelago')).toBe(false);
    tokens(s, 0, 2, 1);
    expect(verseConditionMet(s, 0, 'the-archipelago')).toBe(true);
  });

  it('bonus: 3 tokens, one at a time, to Boroughs you control (a Server-only Borough too, never beside an opponent)', () => {
    let s = blank();
    verse(s, 0, 'the-archipelago');
    tokens(s, 0, 1, 3);
    server(s, 0, 9); // controlled through a Server only
    server(s, 0, 13);
    tokens(s, 1, 13, 1); // controlled, but an opponent's tokens are there
    s = goOnline(s, 0, 'the-archipelago');
    expect(keys(s, 0).sort()).toEqual(['arch:1', 'arch:9']);
    s = choose(s, 0, 'arch:9').state;
    s = choose(s, 0, 'arch:9').state;
    expect(keys(s, 0).sort()).toEqual(['arch:1', 'arch:9']);
    s = choose(s, 0, 'arch:1').state;
    expect(s.boroughs[8]).toMatchObject({ owner: 0, count: 2 });
    expect(s.boroughs[0]).toMatchObject({ owner: 0, count: 4 });
    expect(s.stack).toEqual([]);
    expect(s.p[0]!.reserve).toBe(20 - 3 - 3);
  });

  it('bonus stops when the reserve runs out', () => {
    let s = blank();
    verse(s, 0, 'the-archipelago');
    tokens(s, 0, 1, 19);
    s = goOnline(s, 0, 'the-archipelago');
    s = choose(s, 0, 'arch:1').state;
    expect(s.stack).toEqual([]);
    expect(s.p[0]!.reserve).toBe(0);
  });

  it('score: 3 VPs per Borough with 2 or more of your tokens', () => {
    const s = blank();
    verse(s, 0, 'the-archipelago', true);
    tokens(s, 0, 1, 2);
    tokens(s, 0, 2, 5);
    tokens(s, 0, 3, 1);
    tokens(s, 1, 4, 3);
    expect(verseScore(s, 0, 'the-archipelago')).toBe(6);
  });
});

describe('London 1884', () => {
  it('condition: 3 or more of your tokens in the Recycle Area', () => {
    const s = blank();
    verse(s, 0, 'london-1884');
    s.recycle[0] = 2;
    s.recycle[1] = 5;
    expect(verseConditionMet(s, 0, 'london-1884')).toBe(false);
    s.recycle[0] = 3;
    expect(verseConditionMet(s, 0, 'london-1884')).toBe(true);
  });

  it('bonus: 3 tokens from the reserve into the Recycle Area (as many as are left)', () => {
    let s = blank();
    verse(s, 0, 'london-1884');
    s.recycle[0] = 3;
    s.p[0]!.reserve = 10;
    s = goOnline(s, 0, 'london-1884');
    expect(s.recycle[0]).toBe(6);
    expect(s.p[0]!.reserve).toBe(7);
    const t = blank();
    t.p[0]!.reserve = 2;
    verseBonus(t, 0, 'london-1884');
    expect(t.recycle[0]).toBe(2);
    expect(t.p[0]!.reserve).toBe(0);
  });

  it('score: 3 VPs per token in your Recycle pile at the end', () => {
    const s = blank();
    verse(s, 0, 'london-1884', true);
    s.recycle[0] = 4;
    expect(verseScore(s, 0, 'london-1884')).toBe(12);
  });
});

describe('From Ashes to Ashes', () => {
  it('condition: no Agent on Duty (retired and Boost Agents do not count)', () => {
    const s = blank();
    verse(s, 0, 'from-ashes-to-ashes');
    duty(s, 0, 'pixel');
    expect(verseConditionMet(s, 0, 'from-ashes-to-ashes')).toBe(false);
    s.p[0]!.onDuty = [];
    s.p[0]!.retired = ['nash'];
    agentBoost(s, 0, 'pixel', 'verse');
    expect(verseConditionMet(s, 0, 'from-ashes-to-ashes')).toBe(true);
  });

  it('bonus: a Boost card', () => {
    let s = blank();
    verse(s, 0, 'from-ashes-to-ashes');
    s = goOnline(s, 0, 'from-ashes-to-ashes');
    s = choose(s, 0, 'boost:recruit-range').state;
    expect(s.p[0]!.boosts).toEqual([{ source: 'card', id: 'recruit-range', action: 'recruit' }]);
  });

  it('score: 2 VPs per Boost (card or Agent)', () => {
    const s = blank();
    verse(s, 0, 'from-ashes-to-ashes', true);
    cardBoost(s, 0, 'work-money');
    cardBoost(s, 0, 'server-money');
    agentBoost(s, 0, 'pixel', 'verse');
    expect(verseScore(s, 0, 'from-ashes-to-ashes')).toBe(6);
  });
});

describe('Outpost 53', () => {
  it('condition: 2 of your Servers in adjacent Districts', () => {
    const s = blank();
    verse(s, 0, 'outpost-53');
    server(s, 0, 9); // Pigalle
    server(s, 0, 21); // Néo District: not adjacent to Pigalle
    server(s, 1, 2); // an opponent's Server in Marais
    expect(verseConditionMet(s, 0, 'outpost-53')).toBe(false);
    server(s, 0, 3); // Marais borders Pigalle
    expect(verseConditionMet(s, 0, 'outpost-53')).toBe(true);
  });

  it('bonus: 5 Eurocredits', () => {
    let s = blank();
    verse(s, 0, 'outpost-53');
    server(s, 0, 9);
    server(s, 0, 3);
    const money = s.p[0]!.money;
    s = goOnline(s, 0, 'outpost-53');
    expect(s.p[0]!.money).toBe(money + 5);
  });

  it('score: 2 VPs per Server in Neo Paris', () => {
    const s = blank();
    verse(s, 0, 'outpost-53', true);
    server(s, 0, 9);
    server(s, 0, 3);
    server(s, 0, 21);
    expect(verseScore(s, 0, 'outpost-53')).toBe(6);
  });
});

describe('Jurassic Land', () => {
  it('condition: 5 or more Immunity tokens', () => {
    const s = blank();
    verse(s, 0, 'jurassic-land');
    s.p[0]!.immunity = 4;
    expect(verseConditionMet(s, 0, 'jurassic-land')).toBe(false);
    s.p[0]!.immunity = 5;
    expect(verseConditionMet(s, 0, 'jurassic-land')).toBe(true);
  });

  it('bonus: 1 Immunity token', () => {
    let s = blank();
    verse(s, 0, 'jurassic-land');
    s.p[0]!.immunity = 5;
    s = goOnline(s, 0, 'jurassic-land');
    expect(s.p[0]!.immunity).toBe(6);
  });

  it('score: 2 VPs per Immunity token', () => {
    const s = blank();
    verse(s, 0, 'jurassic-land', true);
    s.p[0]!.immunity = 3;
    expect(verseScore(s, 0, 'jurassic-land')).toBe(6);
  });
});

describe('Castle in the Air', () => {
  it('condition: 4 or more Boosts (cards or Agents)', () => {
    const s = blank();
    verse(s, 0, 'castle-in-the-air');
    cardBoost(s, 0, 'work-money');
    agentBoost(s, 0, 'pixel', 'verse');
    agentBoost(s, 0, 'lance', 'recruit');
    expect(verseConditionMet(s, 0, 'castle-in-the-air')).toBe(false);
    agentBoost(s, 0, 'leslie', 'work');
    expect(verseConditionMet(s, 0, 'castle-in-the-air')).toBe(true);
  });

  it('bonus: a Boost card', () => {
    let s = blank();
    verse(s, 0, 'castle-in-the-air');
    for (const [id, a] of [
      ['pixel', 'verse'],
      ['lance', 'recruit'],
      ['leslie', 'work'],
      ['delta', 'server'],
    ] as const)
      agentBoost(s, 0, id, a);
    s = goOnline(s, 0, 'castle-in-the-air');
    s = choose(s, 0, 'boost:donation-discard').state;
    expect(s.p[0]!.boosts).toHaveLength(5);
    expect(s.boostCards).not.toContain('donation-discard');
  });

  it('score: 3 VPs per Action with a Boost under it (several under one Action count once)', () => {
    const s = blank();
    verse(s, 0, 'castle-in-the-air', true);
    agentBoost(s, 0, 'leslie', 'work');
    cardBoost(s, 0, 'work-money');
    agentBoost(s, 0, 'lance', 'recruit');
    agentBoost(s, 0, 'delta', 'server');
    expect(verseScore(s, 0, 'castle-in-the-air')).toBe(9);
  });
});

describe('Boost cards', () => {
  it('a discarded Boost card returns to the available ones; a discarded Agent Boost goes to the Agent discard', () => {
    const s = blank();
    cardBoost(s, 0, 'server-income');
    agentBoost(s, 0, 'pixel', 'verse');
    expect(s.boostCards).not.toContain('server-income');
    expect(discardBoost(s, 0, { source: 'card', id: 'server-income' })).toBe(true);
    expect(s.boostCards).toContain('server-income');
    expect(discardBoost(s, 0, { source: 'agent', id: 'pixel' })).toBe(true);
    expect(s.agentDiscard).toContain('pixel');
    expect(s.p[0]!.boosts).toEqual([]);
    expect(discardBoost(s, 0, { source: 'card', id: 'server-income' })).toBe(false);
  });

  it('a returned Boost card can be gained again', () => {
    let s = blank();
    for (const b of [...s.boostCards]) cardBoost(s, 1, b);
    discardBoost(s, 1, { source: 'card', id: 'verse-refresh' });
    verse(s, 0, 'from-ashes-to-ashes');
    s = goOnline(s, 0, 'from-ashes-to-ashes');
    expect(keys(s, 0)).toEqual(['boost:verse-refresh']);
  });
});

describe('verseBonus (Hassan gains a bonus again)', () => {
  it('gives an Online Verse its bonus again, without its condition', () => {
    const s = blank();
    verse(s, 0, 'jurassic-land', true);
    verseBonus(s, 0, 'jurassic-land');
    expect(s.p[0]!.immunity).toBe(1);
    verseBonus(s, 0, 'outpost-53');
    expect(s.p[0]!.money).toBe(15);
    verseBonus(s, 0, 'castle-in-the-air');
    expect(s.stack.at(-1)).toMatchObject({ kind: 'gainBoostCard', seats: [0] });
  });
});
