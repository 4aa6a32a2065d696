import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, shuffle } from '../../../src/engine/rng.ts';
import { corpsInPlay, DEMANDS, perCount, type Rival, RULES } from '../../../src/games/newangeles/data/index.ts';
import * as endGame from '../../../src/games/newangeles/endGame.ts';
import { newAngeles } from '../../../src/games/newangeles/game.ts';
import * as primitives from '../../../src/games/newangeles/primitives.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { en } from '../../support/words.ts';
import { bare, recorded, ruled, settle } from './kit.ts';

const endByThreat = ruled(endGame.endByThreat);
const endNormally = ruled(endGame.endNormally);
const changeThreat = ruled(primitives.changeThreat);

/** A bare table whose rival cards are `rivals` (by seat) and `under`; capital by seat. */
function table(players: number, rivals: Rival[], under: Rival, capital: number[]): NaState {
  const s = bare(players, 'end');
  s.rivals = rivals;
  s.under = under;
  s.capital = capital;
  s.stack = [{ kind: 'main', seats: [s.active], data: {} }];
  s.queue = [{ k: 'event' }, { k: 'newRound' }];
  return s;
}

/** 4 players: seat 0 the Federalist; the rest hold corps; NBN under the board. */
const withFederalist = (fedCapital: number): NaState => {
  const s = bare(4, 'end');
  const corps = s.corps;
  const others = corps.filter((c) => c !== 'nbn');
  return table(4, ['federalist', others[0]!, others[1]!, others[2]!], 'nbn', [fedCapital, 30, 30, 30]);
};

const outcome = (s: NaState) => newAngeles.outcome(s);

describe('New Angeles: the end at threat 25 (rules 82, 84)', () => {
  it('rule 82: threat reaches 25 with the Federalist at 25 capital: only the Federalist wins', () => {
    const s = withFederalist(RULES.federalistCapital);
    s.threat = 23;
    const [, events] = recorded(s, (ctx) => primitives.changeThreat(s, ctx, 2, 'test'));
    expect(s.over).toBe(true);
    expect(s.phase).toBe('over');
    expect(s.result?.reason).toBe('threat');
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.results.map(en)).toEqual(['won', 'lost', 'lost', 'lost']);
    expect(outcome(s)).toMatchObject({ over: true, winners: [0] });
    expect(s.stack).toEqual([]);
    expect(s.queue).toEqual([]);
    expect(events.some((e) => e.to === 'public' && en(e.text).includes('{seat:0}'))).toBe(true);
  });

  it('rule 82: at 24 capital the Federalist does not win: everyone loses (the table lost)', () => {
    const s = withFederalist(RULES.federalistCapital - 1);
    s.threat = 24;
    changeThreat(s, 3, 'test');
    expect(s.threat).toBe(25);
    expect(s.result?.winners).toEqual([]);
    expect(s.result?.results.map(en)).toEqual(['lost', 'lost', 'lost', 'lost']);
    expect(outcome(s).results?.map(en)).toEqual(['lost', 'lost', 'lost', 'lost']);
    expect(outcome(s)).toMatchObject({ over: true, winners: [] });
  });

  it('rules 35, 85: no Federalist in the game (its card under the board): everyone loses; the card under the board is never shown', () => {
    const s = bare(4, 'end');
    const s2 = table(4, [s.corps[1]!, s.corps[2]!, s.corps[3]!, s.corps[0]!], 'federalist', [40, 40, 40, 40]);
    s2.threat = 24;
    const [, events] = recorded(s2, (ctx) => primitives.changeThreat(s2, ctx, 1, 'test'));
    expect(outcome(s2).results?.map(en)).toEqual(['lost', 'lost', 'lost', 'lost']);
    expect(outcome(s2)).toMatchObject({ over: true, winners: [] });
    const text = [...s2.result!.lines, ...events.map((e) => e.text)].map(en).join('\n');
    expect(text).not.toMatch(/federalist/i);
  });

  it('rule 84: threat 25 during the third Demand round: everyone loses, the Federalist too', () => {
    const s = withFederalist(40);
    s.round = RULES.demandAfter[RULES.demandAfter.length - 1]!;
    s.demandRounds = RULES.demandAfter.length - 1;
    s.stack = [];
    s.queue = [{ k: 'demand' }, { k: 'finish' }];
    s.demand = DEMANDS[0]!.id;
    s.threat = 25 - DEMANDS[0]!.threat;
    settle(s);
    expect(s.threat).toBe(25);
    expect(s.result?.reason).toBe('threat');
    expect(s.result?.winners).toEqual([]);
    expect(outcome(s)).toMatchObject({ winners: [] });
    expect(outcome(s).team).toBeUndefined();
  });

  it('rule 82: threat 25 in an earlier Demand round still lets a rich Federalist win', () => {
    const s = withFederalist(40);
    s.round = RULES.demandAfter[0]!;
    s.stack = [];
    s.queue = [{ k: 'demand' }, { k: 'event' }];
    s.demand = DEMANDS[0]!.id;
    s.threat = 25 - DEMANDS[0]!.threat;
    settle(s);
    expect(s.result?.winners).toEqual([0]);
  });
});

describe('New Angeles: the normal end (rules 34-36, 84, 85)', () => {
  it('rule 84: after the third Demand round each player compares capital with their rival; the Federalist loses', () => {
    const c = bare(4, 'end').corps as Rival[];
    // Seat 1 beats seat 2's corporation, seat 2 beats seat 3's, seat 3 does not beat seat 1's.
    const s = table(4, ['federalist', c[2]!, c[3]!, c[1]!], c[0]!, [50, 20, 15, 10]);
    s.round = 6;
    s.demandRounds = RULES.demandAfter.length - 1;
    s.stack = [];
    s.demand = DEMANDS[0]!.id;
    s.supply = { ...DEMANDS[0]!.targets };
    s.threat = 5;
    s.queue = [{ k: 'demand' }, { k: 'finish' }];
    settle(s);
    expect(s.over).toBe(true);
    expect(s.phase).toBe('over');
    expect(s.result?.reason).toBe('end');
    expect(s.result?.winners).toEqual([1, 2]);
    expect(s.result?.results.map(en)).toEqual(['lost', 'won', 'won', 'lost']);
    expect(en(s.result!.lines[0]!)).toContain('The Federalist');
    expect(outcome(s)).toMatchObject({ over: true, winners: [1, 2] });
    expect(s.stack).toEqual([]);
    expect(s.queue).toEqual([]);
  });

  it('rule 34: tied capital does not beat a rival', () => {
    const s = bare(4, 'end');
    const [c0, c1, c2, c3] = s.corps as [Rival, Rival, Rival, Rival];
    const t = table(4, [c1, c2, c3, c0], 'federalist', [20, 20, 10, 5]);
    endNormally(t);
    expect(en(t.result!.results[0]!)).toBe('lost');
    expect(en(t.result!.results[1]!)).toBe('won');
    expect(en(t.result!.lines[0]!)).toMatch(/tie/);
    expect(t.stack).toEqual([]);
    expect(t.queue).toEqual([]);
  });

  for (const players of [4, 5, 6]) {
    it(`rule 34: own corporation as rival at ${players} players: must beat ${perCount(RULES.ownRivalBeats, players)} others strictly`, () => {
      const need = perCount(RULES.ownRivalBeats, players);
      const s = bare(players, 'end');
      const rivals = [...s.corps] as Rival[];
      // Seat 0 beats exactly `need` others (the rest above it); then one fewer (a tie).
      const capital = s.corps.map((_c, i) => (i === 0 ? 20 : i <= need ? 10 : 30));
      const t = table(players, rivals, 'federalist', capital);
      endNormally(t);
      expect(en(t.result!.results[0]!)).toBe('won');
      const u = table(
        players,
        rivals,
        'federalist',
        capital.map((c, i) => (i === need ? 20 : c)),
      );
      endNormally(u);
      expect(en(u.result!.results[0]!)).toBe('lost');
    });
  }

  it('rule 85: every dealt rival card is shown in the result lines, never the card under the board', () => {
    const s = bare(5, 'end');
    const [c0, c1, c2, c3, c4] = s.corps as [Rival, Rival, Rival, Rival, Rival];
    const t = table(5, ['federalist', c0, c1, c2, c3], c4, [1, 2, 3, 4, 5]);
    endNormally(t);
    const names = {
      haas: 'Haas-Bioroid',
      jinteki: 'Jinteki',
      nbn: 'NBN',
      weyland: 'Weyland Consortium',
      globalsec: 'Globalsec',
      melange: 'Melange Mining',
    } as Record<string, string>;
    t.rivals.forEach((r, seat) =>
      expect(en(t.result!.lines[seat]!)).toContain(`rival: ${r === 'federalist' ? 'The Federalist' : names[r]}`),
    );
    expect(t.result!.lines.map(en).join('\n')).not.toContain(`rival: ${names[c4]}`);
    // The secret wording of a rival card stays out of the summary.
    for (let seat = 0; seat < 5; seat++)
      for (const x of newAngeles.secrets(t, seat)) expect(t.result!.lines.join('\n')).not.toContain(x);
  });

  it('rule 84: the finish step after a threat end changes nothing', () => {
    const s = withFederalist(30);
    endByThreat(s);
    const before = structuredClone(s.result);
    s.queue = [{ k: 'finish' }];
    settle(s);
    expect(s.result).toEqual(before);
  });

  it('rule 36: at least one player loses every game (random rival deals and capitals)', () => {
    const rng = seedRng('losers');
    for (let game = 0; game < 1000; game++) {
      const players = 4 + nextInt(rng, 3);
      const deck = shuffle<Rival>(rng, [...corpsInPlay(players), 'federalist']);
      const under = deck.shift()!;
      const s = bare(players, `g${game % 7}`);
      const t = table(
        players,
        deck.slice(0, players),
        under,
        s.corps.map(() => nextInt(rng, 8)),
      );
      if (nextInt(rng, 4) === 0) {
        t.threat = 24;
        changeThreat(t, 1, 'test');
      } else endNormally(t);
      expect(t.result!.results.map(en)).toContain('lost');
    }
  });
});
