import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import { ACTION_CARDS, RULES } from '../../../src/games/newangeles/data/index.ts';
import { registerDeal } from '../../../src/games/newangeles/deal.ts';
import { targetsOf } from '../../../src/games/newangeles/effects.ts';
import { type Handler, type NaDecision, type NaFlow, top } from '../../../src/games/newangeles/flow.ts';
import { newAngeles } from '../../../src/games/newangeles/game.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { naView } from '../../../src/games/newangeles/view.ts';
import { en } from '../../support/words.ts';
import { act, assetBy, bare, CURES, give, own, PLACERS, put, settle } from './kit.ts';

const [placers, cures] = [PLACERS, CURES];
/** An End of Turn asset for the track: whoever claims it is asked at the end of the turn, so the table stops there. */
const prize = assetBy((a) => a.timing === 'endOfTurn' && a.power.kind === 'capital');
const E = (s: NaState, seat: number) => `E-${s.corps[seat]}`;
const SICK = 5;

/**
 * A bare table at the deal of seat 0's turn: empty hands, emergency actions face down, 10 capital
 * each, illness in district 5 only (a cure there has that one target), `prize` on top of the track.
 */
function table(players = 4): NaState {
  const s = bare(players);
  s.active = 0;
  s.hands = s.hands.map(() => []);
  s.emergencyUp = s.emergencyUp.map(() => false);
  s.capital = s.capital.map(() => 10);
  put(s, 'illness', SICK);
  const other = assetBy((a) => a.timing === 'passive' && a.power.kind === 'resolveBonus');
  s.track = [other, prize, null, null, null, null];
  s.assetDeck = s.assetDeck.filter((a) => !s.track.includes(a));
  s.queue = [{ k: 'reveal' }];
  return s;
}

/** Plays `key` for `seat`, and the first district when a target is asked. */
function offer(s: NaState, seat: number, key: string): { state: NaState; text: string } {
  let r = act(s, seat, key);
  let text = r.events
    .filter((e) => e.to === 'public')
    .map((e) => en(e.text))
    .join('\n');
  if (top(r.state)?.kind === 'target' && top(r.state)!.seats.includes(seat)) {
    r = act(r.state, seat, own(r.state, seat)[0]!);
    text += `\n${r.events
      .filter((e) => e.to === 'public')
      .map((e) => en(e.text))
      .join('\n')}`;
  }
  return { state: r.state, text };
}

/** Seats 1.. each hold one cure (a single target: district 5). */
function curesFor(s: NaState, ...seats: number[]): void {
  seats.forEach((seat, i) => give(s, seat, cures[i]!));
}

describe('New Angeles deal: reveal and the main offer (rules 53-55)', () => {
  it('rule 53: the highest-numbered filled slot is revealed; the active player is asked the main offer', () => {
    const s = table();
    give(s, 0, placers[0]!);
    const [low, high] = [s.track[0]!, s.track[1]!];
    settle(s);
    expect(s.deal?.asset).toBe(high);
    expect(s.track).toEqual([low, null, null, null, null, null]);
    expect(s.deal?.chances).toEqual([1, 2, 3]);
    expect(top(s)?.kind).toBe('main');
    expect(top(s)?.seats).toEqual([0]);
  });

  it('rule 55: the main offer must be a card with a target; several targets ask the district', () => {
    const s = table();
    give(s, 0, placers[0]!, cures[0]!);
    put(s, 'illness', SICK, -1);
    settle(s);
    expect(targetsOf(s, cures[0]!)).toEqual([]);
    expect(own(s, 0)).toEqual([`offer:${placers[0]}`]);
    const r = act(s, 0, `offer:${placers[0]}`);
    expect(top(r.state)?.kind).toBe('target');
    expect(own(r.state, 0)).toEqual(targetsOf(s, placers[0]!).map((n) => `target:${n}`));
    const { state, events } = act(r.state, 0, 'target:7');
    expect(events.some((e) => e.to === 'public' && /Main offer/.test(en(e.text)))).toBe(true);
    expect(state.hands[0]).toEqual([cures[0]]);
    // Nobody else can counteroffer: the main offer won and resolved at district 7.
    expect(state.assets[0]).toContain(prize);
    expect(state.city.android[7]).toBe(1);
  });

  it('rule 54: a card with one target is placed there at once, and the channel sees what it would do', () => {
    const s = table();
    give(s, 0, cures[0]!);
    settle(s);
    const { state, text } = offer(s, 0, `offer:${cures[0]}`);
    expect(text).toMatch(/Main offer/);
    expect(text).toContain(en(ACTION_CARDS.find((c) => c.id === cures[0])!.name));
    expect(state.city.illness[SICK]).toBe(0);
  });

  it('rule 55: with no card that has a target, the face-up emergency action must be offered', () => {
    const s = table();
    put(s, 'illness', SICK, -1);
    give(s, 0, cures[0]!, cures[1]!);
    s.emergencyUp[0] = true;
    settle(s);
    expect(own(s, 0)).toEqual([`offer:${E(s, 0)}`]);
  });

  it('rule 55: with no card that has a target and the emergency face down, any card is offered with no effect', () => {
    const s = table();
    put(s, 'illness', SICK, -1);
    give(s, 0, cures[0]!);
    settle(s);
    expect(own(s, 0)).toEqual([`offer:${cures[0]}`]);
    const r = act(s, 0, `offer:${cures[0]}`);
    expect(r.state.discard).toContain(cures[0]);
    expect(r.events.some((e) => e.to === 'public' && /no effect/.test(en(e.text)))).toBe(true);
  });
});

describe('New Angeles deal: counteroffers (rules 56-58)', () => {
  it("rule 56/57: counteroffers go clockwise from the active player's left, each covering the previous, costing 0, 1, 2, 3", () => {
    const s = table(5);
    s.active = 2;
    give(s, 2, placers[0]!);
    curesFor(s, 3, 4, 0, 1);
    settle(s);
    let state = offer(s, 2, `offer:${placers[0]}`).state;
    const order = [3, 4, 0, 1];
    order.forEach((seat, i) => {
      expect(top(state)?.kind).toBe('counter');
      expect(top(state)?.seats).toEqual([seat]);
      expect(own(state, seat)).toEqual([`counter:${cures[i]}`, 'counter:pass']);
      const r = offer(state, seat, `counter:${cures[i]}`);
      state = r.state;
      if (i < order.length - 1) {
        expect(state.capital[seat]).toBe(10 - RULES.counterCost[i]!);
        expect(state.deal!.counters.map((o) => o.seat)).toEqual(order.slice(0, i + 1));
        expect(state.deal!.counters[i]!.paid).toBe(RULES.counterCost[i]);
      }
      if (i > 0) expect(r.text).toMatch(/covers/);
    });
    expect(RULES.counterCost.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(top(state)?.kind).toBe('support');
  });

  it('rule 57: a counterDiscount asset lowers the cost; a freeCounter asset is exhausted instead of paying', () => {
    const s = table(4);
    give(s, 0, placers[0]!);
    curesFor(s, 1, 2, 3);
    const discount = assetBy((a) => a.power.kind === 'counterDiscount' && a.power.n === 1);
    const free = assetBy((a) => a.power.kind === 'freeCounter');
    s.assets[2] = [discount];
    s.assets[3] = [free];
    settle(s);
    let state = offer(s, 0, `offer:${placers[0]}`).state;
    state = offer(state, 1, `counter:${cures[0]}`).state;
    expect(state.capital[1]).toBe(10);
    state = offer(state, 2, `counter:${cures[1]}`).state;
    expect(state.capital[2]).toBe(10 - Math.max(0, RULES.counterCost[1]! - 1));
    expect(own(state, 3)).toEqual([`counter:${cures[2]}`, `counter:${cures[2]}:free:${free}`, 'counter:pass']);
    state = offer(state, 3, `counter:${cures[2]}:free:${free}`).state;
    expect(state.capital[3]).toBe(10);
    expect(state.exhausted).toContain(free);
    expect(state.deal!.counters).toHaveLength(3);
  });

  it('rule 57: a seat that cannot pay, or has no card with a target, is passed over with a public line', () => {
    const s = table(4);
    give(s, 0, placers[0]!);
    curesFor(s, 1, 2);
    s.capital[2] = 0;
    settle(s);
    let r = offer(s, 0, `offer:${placers[0]}`);
    r = offer(r.state, 1, `counter:${cures[0]}`);
    expect(r.text).toMatch(/\{seat:2\} cannot counteroffer/);
    expect(r.text).toMatch(/\{seat:3\} cannot counteroffer/);
    expect(r.state.capital[2]).toBe(0);
    expect(top(r.state)?.kind).toBe('support');
  });

  it("rule 57: a counteroffer's cost is paid once its district is chosen, so going back from the district is free (issue 21 §5)", () => {
    const s = table(4);
    give(s, 0, cures[0]!);
    give(s, 1, cures[1]!);
    give(s, 2, placers[0]!);
    settle(s);
    let state = offer(s, 0, `offer:${cures[0]}`).state;
    state = offer(state, 1, `counter:${cures[1]}`).state;
    // Seat 2's counteroffer costs 1; its android placer has several districts to choose from.
    state = act(state, 2, `counter:${placers[0]}`).state;
    expect(top(state)?.kind).toBe('target');
    expect(state.capital[2]).toBe(10);
    expect(own(state, 2).at(-1)).toBe('target:back');
    // Back: nothing was paid, and the counteroffer (or Pass) is chosen again.
    state = act(state, 2, 'target:back').state;
    expect(top(state)?.kind).toBe('counter');
    expect(state.capital[2]).toBe(10);
    expect(own(state, 2)).toEqual([`counter:${placers[0]}`, 'counter:pass']);
    // Chosen again, with a district: paid as it is placed.
    state = act(state, 2, `counter:${placers[0]}`).state;
    const district = own(state, 2)[0]!;
    state = act(state, 2, district).state;
    expect(state.capital[2]).toBe(10 - RULES.counterCost[1]!);
    expect(state.deal!.counters.at(-1)).toMatchObject({ seat: 2, card: placers[0], paid: RULES.counterCost[1] });
  });

  it('a free counteroffer asset is exhausted only when the counteroffer is placed', () => {
    const s = table(4);
    give(s, 0, cures[0]!);
    give(s, 1, cures[1]!);
    give(s, 2, placers[0]!);
    const free = assetBy((a) => a.power.kind === 'freeCounter');
    s.assets[2] = [free];
    settle(s);
    let state = offer(s, 0, `offer:${cures[0]}`).state;
    state = offer(state, 1, `counter:${cures[1]}`).state;
    state = act(state, 2, `counter:${placers[0]}:free:${free}`).state;
    expect(state.exhausted).not.toContain(free);
    state = act(state, 2, 'target:back').state;
    expect(state.exhausted).not.toContain(free);
    state = act(act(state, 2, `counter:${placers[0]}:free:${free}`).state, 2, 'target:1').state;
    expect(state.exhausted).toContain(free);
    expect(state.capital[2]).toBe(10);
  });

  it('rule 58: a covered emergency action returns face up at once', () => {
    const s = table(4);
    give(s, 0, placers[0]!);
    curesFor(s, 2);
    const seat = 1;
    s.emergencyUp[seat] = true;
    settle(s);
    expect(targetsOf(s, E(s, seat)).length).toBeGreaterThan(0);
    let state = offer(s, 0, `offer:${placers[0]}`).state;
    state = offer(state, seat, `counter:${E(s, seat)}`).state;
    expect(state.emergencyUp[seat]).toBe(false);
    const r = offer(state, 2, `counter:${cures[0]}`);
    expect(r.state.emergencyUp[seat]).toBe(true);
    expect(r.text).toMatch(/returns face up/);
  });
});

/** Seat 0 offers a placer, seat 1 counteroffers a cure, seats 2 and 3 pass: the support vote is open. */
function atVote(): NaState {
  const s = table(4);
  give(s, 0, placers[0]!);
  curesFor(s, 1);
  settle(s);
  let state = offer(s, 0, `offer:${placers[0]}`).state;
  state = offer(state, 1, `counter:${cures[0]}`).state;
  return state;
}

describe('New Angeles deal: support and resolution (rules 59-63)', () => {
  it('rule 59: with no counteroffer the main offer wins without a vote', () => {
    const s = table(4);
    give(s, 0, placers[0]!);
    curesFor(s, 1);
    settle(s);
    let state = offer(s, 0, `offer:${placers[0]}`).state;
    const r = act(state, 1, 'counter:pass');
    state = r.state;
    expect(r.events.some((e) => /no counteroffer: the main offer wins/i.test(en(e.text)))).toBe(true);
    expect(state.stack.some((p) => p.kind === 'support')).toBe(false);
    expect(state.assets[0]).toContain(prize);
  });

  it("rule 59: every seat supports at once and secretly; another seat's view never shows a vote", () => {
    let state = atVote();
    expect(top(state)?.kind).toBe('support');
    expect(top(state)?.seats).toEqual([0, 1, 2, 3]);
    expect(own(state, 2)).toEqual(['support:main', 'support:counter']);
    const r = act(state, 2, 'support:counter');
    state = r.state;
    expect(r.events.filter((e) => e.to === 'public')).toEqual([]);
    expect(naView(state, 2).pending?.mine).toEqual({ which: 'counter', asset: null });
    for (const viewer of [0, 1, 3, 'spectator'] as const) {
      const json = JSON.stringify(naView(state, viewer));
      expect(json).not.toContain('"which"');
      expect(naView(state, viewer).pending?.answered).toEqual([2]);
    }
  });

  it('rule 59: the votes are revealed together in one public line; a tie goes to the main offer', () => {
    let state = atVote();
    state = act(state, 1, 'support:counter').state;
    state = act(state, 2, 'support:counter').state;
    state = act(state, 0, 'support:main').state;
    const r = act(state, 3, 'support:main');
    const lines = r.events.filter((e) => e.to === 'public' && /Support:/.test(en(e.text)));
    expect(lines).toHaveLength(1);
    for (const seat of [0, 1, 2, 3]) expect(en(lines[0]!.text)).toContain(`{seat:${seat}}`);
    expect(en(lines[0]!.text)).toMatch(/tie/);
    expect(r.state.assets[0]).toContain(prize);
  });

  it('rule 59: a vote asset adds its votes, exhausted at the reveal', () => {
    let state = atVote();
    const vote = assetBy((a) => a.power.kind === 'vote' && a.power.n === 2);
    state.assets[1] = [vote];
    expect(own(state, 1)).toContain(`support:counter:${vote}`);
    state = act(state, 1, `support:counter:${vote}`).state;
    expect(state.exhausted).not.toContain(vote);
    state = act(state, 0, 'support:main').state;
    state = act(state, 2, 'support:main').state;
    const r = act(state, 3, 'support:main');
    expect(r.state.exhausted).toContain(vote);
    expect(r.events.some((e) => /Main 3, counteroffer 3/.test(en(e.text)))).toBe(true);
  });

  it('rule 60-62: the winning counteroffer resolves, its owner claims the asset, every proposed card is discarded face down', () => {
    let state = atVote();
    const deal = state.deal!;
    for (const seat of [1, 2, 3]) state = act(state, seat, 'support:counter').state;
    state = act(state, 0, 'support:main').state;
    expect(state.assets[1]).toContain(deal.asset);
    expect(state.assets[0]).not.toContain(deal.asset);
    expect(state.city.illness[SICK]).toBe(0);
    expect(state.deals).toBe(1);
    expect(state.discard).toEqual(expect.arrayContaining([placers[0], cures[0]]));
    for (const h of state.hands) expect(h).not.toContain(placers[0]);
  });

  it('rule 62: covered counteroffers are discarded too', () => {
    const s = table(4);
    give(s, 0, placers[0]!);
    curesFor(s, 1, 2, 3);
    settle(s);
    let state = offer(s, 0, `offer:${placers[0]}`).state;
    for (const seat of [1, 2, 3]) state = offer(state, seat, `counter:${cures[seat - 1]}`).state;
    for (const seat of [0, 1, 2, 3]) state = act(state, seat, 'support:main').state;
    expect(state.discard).toEqual(expect.arrayContaining([placers[0], cures[0], cures[1], cures[2]]));
  });

  it('rule 63: an emergency action that won returns face down', () => {
    const s = table(4);
    put(s, 'illness', SICK, -1);
    s.emergencyUp[0] = true;
    settle(s);
    const state = offer(s, 0, `offer:${E(s, 0)}`).state;
    expect(state.deals).toBe(1);
    expect(state.emergencyUp[0]).toBe(false);
    expect(state.discard).not.toContain(E(s, 0));
  });

  it('rule 63: an emergency action that lost returns face up', () => {
    const s = table(4);
    give(s, 0, placers[0]!);
    s.emergencyUp[1] = true;
    settle(s);
    let state = offer(s, 0, `offer:${placers[0]}`).state;
    state = offer(state, 1, `counter:${E(s, 1)}`).state;
    for (const seat of [0, 1, 2, 3]) state = act(state, seat, 'support:main').state;
    expect(state.emergencyUp[1]).toBe(true);
    expect(state.assets[0]).toContain(prize);
  });

  it("each deal decision's `has` agrees with its choices, through random games (settle asks it instead)", () => {
    const decisions = new Map<NaDecision, Handler>();
    registerDeal({
      defineDecision: (kind: NaDecision, d: Handler) => decisions.set(kind, d),
      defineStep: () => undefined,
    } as unknown as NaFlow);
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      playRandomGame(newAngeles, 4 + (g % 3), {}, `deal-has-${g}`, {
        onStep: ({ after }) => {
          const p = top(after);
          for (const [kind, d] of decisions) {
            // 'target' reads its pending decision's targets: only on one.
            if (kind === 'target' && p?.kind !== 'target') continue;
            // With nothing asked, any entry will do: the handlers checked here do not read theirs.
            const pending = p ?? { kind: 'main' as const, seats: [] as number[], data: {} };
            for (let seat = 0; seat < after.players; seat++) {
              expect(d.has!(after, pending, seat)).toBe(d.options(after, pending, seat).length > 0);
              checked++;
            }
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(10_000);
    // Six whole games: the default limit is too tight for a loaded machine.
  }, 120_000);
});
