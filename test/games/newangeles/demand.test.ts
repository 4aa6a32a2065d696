import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import { demandOf } from '../../../src/games/newangeles/cards.ts';
import {
  ASSETS,
  DEMANDS,
  INVESTMENTS,
  type Investment,
  type InvestScore,
  RESOURCES,
  RULES,
} from '../../../src/games/newangeles/data/index.ts';
import { newAngeles } from '../../../src/games/newangeles/game.ts';
import { investText } from '../../../src/games/newangeles/secrets.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { naView } from '../../../src/games/newangeles/view.ts';
import { en } from '../../support/words.ts';
import { act, bare, keys, newGame, put, settled, stage } from './kit.ts';

type Kind = InvestScore['kind'];
const invOf = (kind: Kind, also: (c: Investment) => boolean = () => true): Investment =>
  INVESTMENTS.find((c) => c.score.kind === kind && also(c))!;
const score = <K extends Kind>(c: Investment) => c.score as Extract<InvestScore, { kind: K }>;

/** A bare table about to hold a Demand round (round 2), with the demand's targets exactly met unless told. */
function atDemand(players = 4, met = true): NaState {
  const s = bare(players);
  s.round = 2;
  s.phase = 'production';
  s.threat = 5;
  s.demand = DEMANDS[0]!.id;
  s.demandDeck = DEMANDS.slice(1).map((d) => d.id);
  s.supply = met ? { ...DEMANDS[0]!.targets } : { energy: 0, food: 0, goods: 0, tech: 0 };
  s.invest = s.invest.map(() => null);
  s.investOffer = s.investOffer.map(() => []);
  s.investDeck = INVESTMENTS.map((c) => c.id);
  s.queue = [{ k: 'demand' }];
  return s;
}

/** Holds `s`'s investments: seat 0 holds `id` (taken out of the deck). */
function hold(s: NaState, seat: number, id: string): NaState {
  s.investDeck = s.investDeck.filter((x) => x !== id);
  s.invest[seat] = id;
  return s;
}

/** Runs the queued steps, with the events they raise. */
function run(s: NaState): GameEvent[] {
  const events = settled(s);
  return events;
}

/** Seat 0's capital gained from investment `c` in a Demand round on `s`. */
function gained(s: NaState, c: Investment): number {
  hold(s, 0, c.id);
  const before = s.capital[0]!;
  run(s);
  return s.capital[0]! - before;
}

describe('New Angeles investments (rules 42, 79)', () => {
  it('rule 42: every seat is asked at once to keep 1 of the 2 investment cards dealt, each offered with its text', () => {
    const s = newGame(4, 'inv');
    expect(newAngeles.awaiting(s)).toEqual([0, 1, 2, 3]);
    for (let seat = 0; seat < 4; seat++) {
      expect(s.investOffer[seat]).toHaveLength(RULES.investDeal);
      const legal = newAngeles.legalActions(s, seat);
      expect(legal.filter((a) => a.kind === 'invest').map((a) => a.key)).toEqual(
        s.investOffer[seat]!.map((id) => `invest:${id}`),
      );
      for (const a of legal.filter((x) => x.kind === 'invest'))
        expect(a.detail).toBe(INVESTMENTS.find((c) => `invest:${c.id}` === a.key)!.text);
    }
  });

  it("rule 79: the choice is secret: stored committed, nobody else's view or any public line shows it", () => {
    const s = newGame(4, 'inv');
    const kept = s.investOffer[0]![1]!;
    const { state, events } = act(s, 0, `invest:${kept}`);
    expect(state.invest[0]).toBeNull();
    expect(newAngeles.awaiting(state)).toEqual([1, 2, 3]);
    expect(keys(state, 0).filter((k) => k.startsWith('invest:'))).toEqual([]);
    const name = INVESTMENTS.find((c) => c.id === kept)!.name;
    for (const e of events) if (e.to === 'public') expect(e.text).not.toContain(name);
    expect(events.some((e) => Array.isArray(e.to) && e.to.length === 1 && e.to[0] === 0 && e.text.includes(name))).toBe(
      true,
    );
    for (const viewer of [1, 2, 3, 'spectator'] as const) {
      const json = JSON.stringify(naView(state, viewer));
      for (const id of state.investOffer[0]!) expect(json).not.toContain(investText(id));
      expect(json).not.toContain(name);
      expect(naView(state, viewer).pending?.answered).toEqual([0]);
    }
    expect(naView(state, 0).pending?.mine).toBe(kept);
  });

  it('rule 42: once everyone has chosen, the choices are filed together and the unchosen cards go to the bottom of the deck', () => {
    let s = newGame(4, 'inv');
    const deck = [...s.investDeck];
    const offers = s.investOffer.map((o) => [...o]);
    for (let seat = 0; seat < 4; seat++) s = act(s, seat, `invest:${offers[seat]![0]}`).state;
    expect(s.invest).toEqual(offers.map((o) => o[0]));
    expect(s.investOffer).toEqual([[], [], [], []]);
    expect(s.investDeck).toEqual([...deck, ...offers.map((o) => o[1])]);
    expect(s.stack.some((p) => p.kind === 'invest')).toBe(false);
    expect(naView(s, 0).mine?.investment?.id).toBe(offers[0]![0]);
    expect(naView(s, 1).corps[0]!.invested).toBe(true);
    expect(JSON.stringify(naView(s, 1))).not.toContain(investText(offers[0]![0]!));
  });
});

describe('New Angeles Demand round step 1: investments (rules 76, 80)', () => {
  it('rule 76: each investment is revealed publicly, scored and returned to the bottom of the deck', () => {
    const s = atDemand();
    const c = invOf('demandMet');
    hold(s, 2, c.id);
    const events = run(s);
    expect(events.some((e) => e.to === 'public' && e.text.includes('{seat:2}') && e.text.includes(c.name))).toBe(true);
    expect(s.capital[2]).toBe(RULES.startCapital + score<'demandMet'>(c).n);
    expect(s.invest[2]).toBeNull();
    expect(s.investDeck).toContain(c.id);
  });

  it('rule 80 supply: per resource in the supply, at most max', () => {
    const c = invOf('supply');
    const sc = score<'supply'>(c);
    const s = atDemand();
    s.supply[sc.resource] = 2;
    expect(gained(s, c)).toBe(Math.min(sc.max, 2 * sc.per));
    const t = atDemand();
    t.supply[sc.resource] = 100;
    expect(gained(t, c)).toBe(sc.max);
  });

  it('rule 80 demandMet / demandUnmet: judged before demand is paid', () => {
    const met = invOf('demandMet');
    const unmet = invOf('demandUnmet');
    expect(gained(atDemand(4, true), met)).toBe(score<'demandMet'>(met).n);
    expect(gained(atDemand(4, false), met)).toBe(0);
    expect(gained(atDemand(4, false), unmet)).toBe(score<'demandUnmet'>(unmet).n);
    expect(gained(atDemand(4, true), unmet)).toBe(0);
  });

  it('rule 80 count: per district holding the component (or in that unrest stage), at most max', () => {
    const comp = invOf('count', (c) => score<'count'>(c).what !== 'protest' && score<'count'>(c).what !== 'strike');
    const sc = score<'count'>(comp);
    const s = atDemand();
    if (sc.what !== 'protest' && sc.what !== 'strike') {
      put(s, sc.what, 1);
      put(s, sc.what, 5);
    }
    expect(gained(s, comp)).toBe(Math.min(sc.max, 2 * sc.per));
    const prot = invOf('count', (c) => score<'count'>(c).what === 'protest');
    const t = atDemand();
    stage(t, 1, 1);
    stage(t, 2, 1);
    stage(t, 3, 2);
    expect(gained(t, prot)).toBe(Math.min(score<'count'>(prot).max, 2 * score<'count'>(prot).per));
  });

  it("rule 80 threat: when threat is at least the card's number", () => {
    const c = invOf('threat');
    const sc = score<'threat'>(c);
    const s = atDemand();
    s.threat = sc.atLeast;
    expect(gained(s, c)).toBe(sc.n);
    const t = atDemand();
    t.threat = sc.atLeast - 1;
    expect(gained(t, c)).toBe(0);
  });

  it('rule 80 assets: per asset its owner holds, at most max', () => {
    const c = invOf('assets');
    const sc = score<'assets'>(c);
    const s = atDemand();
    s.assets[0] = ASSETS.slice(0, 2).map((a) => a.id);
    expect(gained(s, c)).toBe(Math.min(sc.max, 2 * sc.per));
    const t = atDemand();
    t.assets[0] = ASSETS.slice(0, 10).map((a) => a.id);
    expect(gained(t, c)).toBe(sc.max);
  });
});

describe('New Angeles Demand round step 2: paying demand (rule 77)', () => {
  it('rule 77: met when every resource reaches its target: threat does not rise', () => {
    const s = atDemand(4, true);
    const events = run(s);
    expect(s.threat).toBe(5);
    expect(s.phase).toBe('demand');
    expect(events.some((e) => e.to === 'public' && en(e.text).startsWith('Demand met'))).toBe(true);
  });

  it("rule 77: one resource short of its target and the demand is unmet: threat rises by the card's amount", () => {
    for (const r of RESOURCES) {
      const s = atDemand(4, true);
      s.supply = { energy: 50, food: 50, goods: 50, tech: 50 };
      s.supply[r] = demandOf(s.demand).targets[r] - 1;
      run(s);
      expect(s.threat).toBe(5 + DEMANDS[0]!.threat);
    }
  });

  it('rule 82: an unmet demand taking threat to 25 ends the game at once: nothing after it happens', () => {
    const s = atDemand(4, false);
    s.threat = 25 - DEMANDS[0]!.threat;
    run(s);
    expect(s.threat).toBe(25);
    expect(s.over).toBe(true);
    expect(s.demand).toBe(DEMANDS[0]!.id);
    expect(s.demandRounds).toBe(0);
    expect(s.investOffer.every((o) => o.length === 0)).toBe(true);
    expect(s.stack).toEqual([]);
  });
});

describe('New Angeles Demand round steps 3-4 (rules 78, 79)', () => {
  it('rule 78: the demand goes to the bottom of its deck, the supply to 0, the next demand is revealed', () => {
    const s = atDemand(4, false);
    const next = s.demandDeck[0]!;
    const events = run(s);
    expect(s.demand).toBe(next);
    expect(s.demandDeck[s.demandDeck.length - 1]).toBe(DEMANDS[0]!.id);
    expect(s.demandDeck).toHaveLength(DEMANDS.length - 1);
    expect(s.supply).toEqual({ energy: 0, food: 0, goods: 0, tech: 0 });
    expect(s.demandRounds).toBe(1);
    expect(events.some((e) => e.to === 'public' && e.text.includes(demandOf(next).name))).toBe(true);
  });

  it('rule 79: new investments are dealt and chosen secretly by every seat at once', () => {
    const s = atDemand(4, true);
    s.queue.push({ k: 'event' });
    const events = run(s);
    expect(s.investOffer.every((o) => o.length === RULES.investDeal)).toBe(true);
    expect(new Set(s.investOffer.flat()).size).toBe(4 * RULES.investDeal);
    expect(newAngeles.awaiting(s)).toEqual([0, 1, 2, 3]);
    expect(s.queue).toEqual([{ k: 'event' }]);
    // Each seat is told its own cards privately; the public lines name none of them.
    for (const e of events.filter((x) => x.to === 'public'))
      for (const id of s.investOffer.flat()) expect(e.text).not.toContain(investText(id));
    for (let seat = 0; seat < 4; seat++)
      expect(keys(s, seat).filter((k) => k.startsWith('invest:'))).toEqual(
        s.investOffer[seat]!.map((id) => `invest:${id}`),
      );
  });

  it('rule 79: 6 players: the scored investments return in time for everyone to be dealt 2; no secret in a public line', () => {
    let s = newGame(6, 'six');
    for (let seat = 0; seat < 6; seat++) s = act(s, seat, `invest:${s.investOffer[seat]![0]}`).state;
    const t = structuredClone(s);
    t.stack = [];
    t.round = 2;
    t.queue = [{ k: 'demand' }];
    const events = run(t);
    expect(t.investOffer.every((o) => o.length === RULES.investDeal)).toBe(true);
    expect(t.investOffer.flat().length + t.investDeck.length).toBe(INVESTMENTS.length);
    const publicText = events
      .filter((e) => e.to === 'public')
      .map((e) => e.text)
      .join('\n');
    for (let seat = 0; seat < 6; seat++)
      for (const secret of newAngeles.secrets(t, seat)) expect(publicText).not.toContain(secret);
    for (let seat = 0; seat < 6; seat++) {
      const json = JSON.stringify(naView(t, seat));
      for (let other = 0; other < 6; other++)
        if (other !== seat) for (const id of t.investOffer[other]!) expect(json).not.toContain(investText(id));
    }
  });

  it('rule 79: after the third Demand round no investment is chosen', () => {
    const s = atDemand(4, true);
    s.round = 6;
    s.demandRounds = RULES.demandAfter.length - 1;
    hold(s, 0, invOf('demandMet').id);
    run(s);
    expect(s.demandRounds).toBe(RULES.demandAfter.length);
    expect(s.investOffer.every((o) => o.length === 0)).toBe(true);
    expect(s.invest.every((x) => x === null)).toBe(true);
  });
});

describe('rules 79, 84: after the third Demand round the game is over, so no next demand is announced (issue 22)', () => {
  it('no "Next demand" line, the last demand and its supply stay on the board, and the words and help say nothing of a next one', () => {
    const s = atDemand(4, true);
    s.round = 6;
    s.demandRounds = RULES.demandAfter.length - 1;
    const last = s.demand;
    const supply = { ...s.supply };
    const events = run(s);
    expect(s.demandRounds).toBe(RULES.demandAfter.length);
    expect(events.map((e) => en(e.text)).join('\n')).not.toMatch(/next demand/i);
    expect(s.demand).toBe(last);
    expect(s.supply).toEqual(supply);
    const words = newAngeles.describe!(naView(s, 'spectator'), 'spectator');
    expect(en(`${words.summary}\n${words.full}`)).not.toMatch(/next demand|rounds? left/i);
    expect(en(words.summary)).toContain(`The last demand, ${en(demandOf(last).name)}`);
  });

  it('before the last one, the next demand is announced and the rounds left are counted', () => {
    const s = atDemand(4, true);
    const events = run(s);
    expect(events.map((e) => en(e.text)).join('\n')).toMatch(/Next demand/);
    expect(en(newAngeles.describe!(naView(s, 'spectator'), 'spectator').summary)).toMatch(/2 demand rounds left/);
  });
});
