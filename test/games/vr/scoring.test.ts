import { describe, expect, it } from 'vitest';
import { objectiveScore, scoreSeat } from '../../../src/games/vr/scoring.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { en } from '../../support/words.ts';
import {
  agentBoost,
  blank,
  cardBoost,
  duty,
  endRound,
  hand,
  necro,
  publicTexts,
  server,
  tokens,
  verse,
} from './endHelpers.ts';
import { awaited, choose, keys, verseTypeKeys, vr } from './helpers.ts';

/** Johann's 8 Agents, on Duty, turned into Boosts and retired: 2 Fighters, 3 Techs, 3 Diplomats. */
function johannsAgents(s: VrState, seat: number): void {
  duty(s, seat, 'dina', 'ivan', 'slade');
  agentBoost(s, seat, 'miss-yoshida', 'recruit');
  agentBoost(s, seat, 'leslie', 'work');
  s.p[seat]!.retired.push('delta', 'pixel', 'jade');
}

/** Round 5's last turn about to end, with known Objectives and no Necro card unless one is given. */
function lastRound(players = 2, card?: string): VrState {
  const s = blank(players);
  s.round = 5;
  s.p.forEach((p) => {
    p.objectives = [];
  });
  s.p[0]!.objectives = ['verses', 'servers'];
  s.p[1]!.objectives = ['money', 'verse-of-type'];
  if (players > 2) s.p[2]!.objectives = ['income', 'titles'];
  if (card) necro(s, card);
  return s;
}

const labels = (s: VrState, seat: number) => vr.legalActions(s, seat).map((a) => en(a.label));

describe("Scoring: the rulebook's examples", () => {
  it("Johann's 8 Agents score 8 + 5 + 5 = 18 VP", () => {
    const s = blank(2);
    johannsAgents(s, 0);
    expect(scoreSeat(s, 0).agents).toBe(18);
  });

  it("Johann's Objectives: 7 Verses would give 35, capped at 30; 3 Servers give 15", () => {
    const s = lastRound();
    for (const id of ['westland', 'exoplanet', 'elven-lands', 'venizia', 'the-rift', 'mythologia', 'the-howling'])
      verse(s, 0, id);
    for (const b of [1, 9, 11]) server(s, 0, b);
    const st = endRound(s).state;
    expect(keys(st, 0)).toEqual(['obj:verses', 'obj:servers']);
    expect(labels(st, 0)).toEqual(['Score 5 VP per Verse: 30 VP', 'Score 5 VP per Server: 15 VP']);
    const done = choose(choose(st, 0, 'obj:verses').state, 1, 'obj:money').state;
    expect(done.scores![0]!.objective).toBe(30);
  });
});

describe('Scoring: the items', () => {
  it('+2 VP tokens, Eurocredits, Income, Boroughs, Titles, Servers and the total', () => {
    const s = blank(2);
    const p = s.p[0]!;
    Object.assign(p, { vpTokens: 3, money: 17, income: 9 });
    for (const b of [5, 6, 7]) tokens(s, 0, b);
    s.titles.QL = 0;
    server(s, 0, 1);
    server(s, 0, 9);
    server(s, 0, 5);
    p.objectiveChoice = { id: 'income', type: null };
    const x = scoreSeat(s, 0);
    expect(x).toEqual({
      vpTokens: 6,
      money: 3,
      income: 9,
      boroughs: 2 * 5,
      titles: 10,
      agents: 0,
      servers: 6,
      verses: 0,
      objective: 3 * 4,
      necro: 0,
      total: 6 + 3 + 9 + 10 + 10 + 6 + 12,
    });
  });

  it('Servers in Neo Paris: 1, 3, 6, 10, 15, 21, 28 VP', () => {
    const s = blank(2);
    const got: number[] = [];
    for (const b of [1, 2, 5, 9, 11, 13, 21]) {
      server(s, 0, b);
      got.push(scoreSeat(s, 0).servers!);
    }
    expect(got).toEqual([1, 3, 6, 10, 15, 21, 28]);
  });

  it('every Agent counts, on Duty, as a Boost or retired; Boost cards are not Agents', () => {
    const s = blank(2);
    duty(s, 0, 'leslie');
    agentBoost(s, 0, 'pixel', 'verse');
    s.p[0]!.retired.push('dina');
    cardBoost(s, 0, 'work-money');
    expect(scoreSeat(s, 0).agents).toBe(3 + 5);
  });

  it('an Online Verse scores at most 10 VP; a Loading one nothing', () => {
    const s = blank(2);
    for (const b of [1, 2, 3, 4, 5]) tokens(s, 0, b, 2);
    verse(s, 0, 'the-archipelago', true); // 3 VP per Borough with 2 tokens: 15
    verse(s, 0, 'outpost-53'); // Loading
    server(s, 0, 9);
    expect(scoreSeat(s, 0).verses).toBe(10);
  });
});

describe('Scoring: End of Game Necro effects', () => {
  const rich = () => {
    const s = blank(2);
    johannsAgents(s, 0);
    for (const b of [5, 6, 7]) tokens(s, 0, b, 2);
    s.titles.QL = 0;
    for (const b of [1, 2]) tokens(s, 0, b, 2);
    verse(s, 0, 'the-archipelago', true);
    s.p[0]!.objectives = ['verses', 'boroughs'];
    for (const id of ['westland', 'exoplanet', 'elven-lands', 'venizia', 'the-rift', 'mythologia']) verse(s, 0, id);
    return s;
  };

  it('Computer Virus: Verses capped at 8, and -5 VP without a Server', () => {
    const s = rich();
    s.p[0]!.eog = { verseCap: 8, vpLoss: 5 };
    const x = scoreSeat(s, 0);
    expect(x.verses).toBe(8);
    expect(x.necro).toBe(-5);
  });

  it("New Year's Eve Sabotage: Objective capped at 25, trios worth 3", () => {
    const s = rich();
    s.p[0]!.objectiveChoice = { id: 'verses', type: null };
    expect(scoreSeat(s, 0).objective).toBe(30);
    s.p[0]!.eog = { objectiveCap: 25, trioPenalty: true };
    const x = scoreSeat(s, 0);
    expect(x.objective).toBe(25);
    expect(x.agents).toBe(8 + 3 + 3);
  });

  it('Shootout: Titles worth 7', () => {
    const s = rich();
    s.p[0]!.eog = { titlePenalty: true };
    expect(scoreSeat(s, 0).titles).toBe(7);
  });
});

describe('Scoring: the Objectives', () => {
  it('Income: 3 VP per 2 levels (Income 15: 21 VP)', () => {
    const s = blank(2);
    s.p[0]!.income = 15;
    expect(objectiveScore(s, 0, 'income', null)).toBe(21);
  });

  it('Verses, Verse types, Verses of a chosen type', () => {
    const s = blank(2);
    for (const id of ['westland', 'space-conquest', 'exoplanet', 'jurassic-land']) verse(s, 0, id);
    expect(objectiveScore(s, 0, 'verses', null)).toBe(20);
    expect(objectiveScore(s, 0, 'verse-types', null)).toBe(21);
    expect(objectiveScore(s, 0, 'verse-of-type', 'scifi')).toBe(14);
    expect(objectiveScore(s, 0, 'verse-of-type-2', 'fantasy')).toBe(0);
  });

  it('Boroughs, Districts without tokens and Titles depend on the number of players', () => {
    for (const [players, borough, empty, title] of [
      [2, 2, 7, 8],
      [3, 3, 6, 10],
      [4, 4, 5, 12],
    ] as const) {
      const s = blank(players);
      for (const b of [5, 6, 7]) tokens(s, 0, b);
      s.titles.QL = 0;
      server(s, 0, 1); // a Server controls a Borough, but its District stays without tokens
      expect(objectiveScore(s, 0, 'boroughs', null)).toBe(4 * borough);
      expect(objectiveScore(s, 0, 'empty-districts', null)).toBe(6 * empty);
      expect(objectiveScore(s, 0, 'titles', null)).toBe(title);
    }
  });

  it('Agents of a chosen type: 5+2 per Level 1, 7+3 per Level 2', () => {
    const s = blank(2);
    johannsAgents(s, 0);
    // Techs: Delta, Pixel (Level 1), Ivan (Level 2).
    expect(objectiveScore(s, 0, 'agent-type', 'tech')).toBe(7 + 7 + 10);
    // Diplomats: Miss Yoshida (Level 1), Dina and Slade (Level 2).
    expect(objectiveScore(s, 0, 'agent-type-2', 'diplomat')).toBe(7 + 10 + 10);
  });

  it('Eurocredits and Income: 1 VP per 2 Eurocredits and 1 per level', () => {
    const s = blank(2);
    Object.assign(s.p[0]!, { money: 15, income: 12 });
    expect(objectiveScore(s, 0, 'money', null)).toBe(7 + 12);
  });

  it('a "choose a type" card offers one option per type, each with its VPs', () => {
    const s = lastRound();
    verse(s, 1, 'westland');
    verse(s, 1, 'space-conquest');
    s.p[1]!.money = 9;
    const st = endRound(s).state;
    expect(keys(st, 1)).toEqual(['obj:money', ...verseTypeKeys('verse-of-type')]);
    expect(labels(st, 1)[1]).toBe('Score 7 VP per Science Fiction Verse: 14 VP');
    const done = choose(choose(st, 1, 'obj:verse-of-type:scifi').state, 0, 'obj:servers').state;
    expect(done.scores![1]!.objective).toBe(14);
    expect(done.p[1]!.objectiveChoice).toEqual({ id: 'verse-of-type', type: 'scifi' });
    expect(done.p[1]!.objectives[0]).toBe('verse-of-type');
  });
});

describe('End of the game', () => {
  it('everyone is raided, even with fewer than 5 cards; The Curse counts the cards held', () => {
    const s = lastRound();
    hand(s, 0, 'lose-money-1', 'lose-money-2', 'lose-money-3');
    verse(s, 0, 'the-curse', true);
    const st = endRound(s).state;
    expect(st.p[0]!.money).toBe(4);
    expect(st.p[0]!.curseCards).toBe(3);
    expect(st.p[0]!.corruption).toEqual([]);
    expect(st.p[1]!.curseCards).toBe(0);
    expect(scoreSeat(st, 0).verses).toBe(6);
  });

  it('final choices are one simultaneous decision; then the scores and the end', () => {
    const s = lastRound(3, 'sabotage');
    s.p[0]!.money = 100;
    let { state: st } = endRound(s);
    expect(st.necroRevealed).toEqual(['sabotage']);
    expect(awaited(st)).toEqual([0, 1, 2]);
    const r = choose(st, 2, 'obj:titles');
    // The choice is secret until the scoring.
    expect(publicTexts(r.events).join('\n')).not.toContain('Title');
    st = choose(r.state, 1, 'obj:money').state;
    expect(st.over).toBe(false);
    const end = choose(st, 0, 'obj:servers');
    st = end.state;
    expect(st.over).toBe(true);
    expect(st.scores).toHaveLength(3);
    expect(st.scores![0]!.total).toBe(scoreSeat(st, 0).total);
    const out = vr.outcome(st);
    expect(out.over).toBe(true);
    expect(out.winners).toEqual([0]);
    expect(publicTexts(end.events).some((t) => t.includes('{seat:0} scores'))).toBe(true);
  });

  it('Mme Tropovicz retired: her type is chosen first, and counts everywhere', () => {
    const s = lastRound();
    s.p[0]!.retired.push('mme-tropovicz');
    duty(s, 0, 'pixel', 'dina');
    let st = endRound(s).state;
    expect(keys(st, 0)).toEqual(['trop:fighter', 'trop:tech', 'trop:diplomat']);
    expect(keys(st, 1)).toEqual(['obj:money', ...verseTypeKeys('verse-of-type')]);
    st = choose(st, 0, 'trop:fighter').state;
    expect(st.p[0]!.tropovicz).toBe('fighter');
    expect(keys(st, 0)).toEqual(['obj:verses', 'obj:servers']);
    st = choose(choose(st, 0, 'obj:servers').state, 1, 'obj:money').state;
    // Pixel (Tech), Dina (Diplomat) and Mme Tropovicz as a Fighter: a trio.
    expect(st.scores![0]!.agents).toBe(3 + 5);
  });

  it('a tie goes to the most Eurocredits, then is shared', () => {
    const s = blank(2);
    s.over = true;
    s.scores = [{ total: 50 }, { total: 50 }];
    s.p[0]!.money = 12;
    s.p[1]!.money = 10;
    expect(vr.outcome(s).winners).toEqual([0]);
    s.p[1]!.money = 12;
    expect(vr.outcome(s).winners).toEqual([0, 1]);
  });
});
