import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import { nextInt, seedRng } from '../../../src/engine/rng.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { newlyPushed } from '../../../src/engine/waiting.ts';
import { ASSETS, CORPS } from '../../../src/games/newangeles/data/index.ts';
import { top } from '../../../src/games/newangeles/flow.ts';
import { newAngeles } from '../../../src/games/newangeles/game.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { hasTradeChoices, tradeOptions } from '../../../src/games/newangeles/trade.ts';
import { naView } from '../../../src/games/newangeles/view.ts';
import { en } from '../../support/words.ts';
import { act, bare, keys, newGame } from './kit.ts';

const [A, B, C] = [ASSETS[0]!, ASSETS[1]!, ASSETS[2]!];

/** 4 players, nothing pending; seat 0 holds asset A, seat 1 holds B and C; 10 capital each. */
function table(): NaState {
  const s = bare(4, 'trade');
  const held = [A.id, B.id, C.id];
  s.assetDeck = s.assetDeck.filter((id) => !held.includes(id));
  s.track = s.track.map((id) => (id && held.includes(id) ? null : id));
  s.assets = [[A.id], [B.id, C.id], [], []];
  s.capital = [10, 10, 10, 10];
  return s;
}

/** Plays `moves` ([seat, key, amount?]) in order, with every event raised. */
function play(s: NaState, ...moves: [number, string, number?][]): { state: NaState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [seat, key, amount] of moves) {
    const r = act(s, seat, key, amount);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const isPublic = (e: GameEvent) => e.to === 'public';

describe('New Angeles trading (rules 71-75)', () => {
  it('rule 71: every seat may propose a trade at any time, also while another seat is awaited', () => {
    const s = table();
    s.stack = [{ kind: 'invest', seats: [0], data: {} }];
    for (let seat = 0; seat < 4; seat++) expect(keys(s, seat)).toContain('trade');
    expect(newAngeles.awaiting(s)).toEqual([0]);
  });

  it('rule 71: a draft names its partner first: only partners and cancel until then', () => {
    const { state } = play(table(), [0, 'trade']);
    expect(
      keys(state, 0)
        .filter((k) => k.startsWith('terms:'))
        .sort(),
    ).toEqual(['terms:cancel', 'terms:to:1', 'terms:to:2', 'terms:to:3']);
    expect(keys(state, 0)).not.toContain('trade');
    const then = play(state, [0, 'terms:to:1']).state;
    expect(keys(then, 0)).toEqual(
      expect.arrayContaining([
        'terms:give',
        'terms:ask',
        `terms:giveAsset:${A.id}`,
        `terms:askAsset:${B.id}`,
        `terms:askAsset:${C.id}`,
        'terms:cancel',
      ]),
    );
    // Nothing would move yet: no send.
    expect(keys(then, 0)).not.toContain('terms:send');
    expect(play(then, [0, 'terms:cancel']).state.drafts[0]).toBeNull();
  });

  it('rule 73: a gift (asking nothing) happens when sent, with no acceptance; an exhausted asset stays exhausted', () => {
    const s = table();
    s.exhausted = [A.id];
    const { state: d } = play(s, [0, 'trade'], [0, 'terms:to:1'], [0, 'terms:give', 3], [0, `terms:giveAsset:${A.id}`]);
    const send = newAngeles.legalActions(d, 0).find((a) => a.key === 'terms:send')!;
    expect(en(send.label)).toBe(`Send gift: you give 3 capital + ${en(A.name)}`);
    const { state, events } = play(d, [0, 'terms:send']);
    expect(state.capital).toEqual([7, 13, 10, 10]);
    expect(state.assets[0]).toEqual([]);
    expect(state.assets[1]).toContain(A.id);
    expect(state.exhausted).toContain(A.id);
    expect(state.proposals[0]).toBeNull();
    expect(state.drafts[0]).toBeNull();
    expect(events.some((e) => isPublic(e) && en(e.text).includes('{seat:0} gives {seat:1}'))).toBe(true);
  });

  it('rule 72: accepting completes the trade at once, both sides; a completed trade is public', () => {
    const { state: p, events: sent } = play(
      table(),
      [0, 'trade'],
      [0, 'terms:to:1'],
      [0, 'terms:give', 3],
      [0, `terms:askAsset:${B.id}`],
    );
    expect(en(newAngeles.legalActions(p, 0).find((a) => a.key === 'terms:send')!.label)).toBe(
      `Send: you give 3 capital for ${en(B.name)}`,
    );
    const { state: q, events } = play(p, [0, 'terms:send']);
    expect(q.proposals[0]).toEqual({ to: 1, giveCapital: 3, askCapital: 0, give: [], ask: [B.id] });
    expect(q.capital).toEqual([10, 10, 10, 10]);
    expect([...sent, ...events].filter(isPublic)).toEqual([]);
    expect(keys(q, 1)).toEqual(expect.arrayContaining(['answer:0:yes', 'answer:0:no']));
    const { state, events: done } = play(q, [1, 'answer:0:yes']);
    expect(state.capital).toEqual([7, 13, 10, 10]);
    expect(state.assets[0]).toEqual([A.id, B.id]);
    expect(state.assets[1]).toEqual([C.id]);
    expect(state.proposals[0]).toBeNull();
    expect(done.some((e) => isPublic(e) && en(e.text).includes('{seat:0} and {seat:1} trade'))).toBe(true);
  });

  it('rule 72: refused when one side can no longer pay: nothing moves, both are told why', () => {
    const { state: q } = play(
      table(),
      [0, 'trade'],
      [0, 'terms:to:1'],
      [0, `terms:giveAsset:${A.id}`],
      [0, 'terms:ask', 4],
      [0, 'terms:send'],
    );
    q.capital[1] = 2;
    const before = structuredClone({ capital: q.capital, assets: q.assets });
    const yes = newAngeles.legalActions(q, 1).find((a) => a.key === 'answer:0:yes')!;
    expect(en(yes.detail!)).toMatch(/^Cannot be completed now/);
    const { state, events } = play(q, [1, 'answer:0:yes']);
    expect({ capital: state.capital, assets: state.assets }).toEqual(before);
    expect(state.proposals[0]).toBeNull();
    const told = events.find((e) => en(e.text).includes('cannot be completed'))!;
    expect(told.to).toEqual([0, 1]);
  });

  it('rule 72: declining drops the proposal; nothing moves', () => {
    const { state: q } = play(
      table(),
      [0, 'trade'],
      [0, 'terms:to:1'],
      [0, 'terms:give', 2],
      [0, 'terms:ask', 5],
      [0, 'terms:send'],
    );
    const { state, events } = play(q, [1, 'answer:0:no']);
    expect(state.capital).toEqual([10, 10, 10, 10]);
    expect(state.proposals[0]).toBeNull();
    expect(keys(state, 1).some((k) => k.startsWith('answer:'))).toBe(false);
    expect(events.filter(isPublic)).toEqual([]);
  });

  it('rule 75: one open proposal per seat: a new one replaces it', () => {
    const { state: q } = play(table(), [0, 'trade'], [0, 'terms:to:1'], [0, 'terms:ask', 1], [0, 'terms:send']);
    const { state } = play(q, [0, 'trade'], [0, 'terms:to:2'], [0, 'terms:ask', 2], [0, 'terms:send']);
    expect(state.proposals[0]).toMatchObject({ to: 2, askCapital: 2 });
    expect(keys(state, 1).some((k) => k.startsWith('answer:'))).toBe(false);
    expect(keys(state, 2)).toContain('answer:0:yes');
  });

  it('rule 75: proposals are seen by both sides only: no other view and no public line shows them', () => {
    const { state, events } = play(
      table(),
      [0, 'trade'],
      [0, 'terms:to:1'],
      [0, 'terms:give', 3],
      [0, `terms:askAsset:${C.id}`],
      [0, 'terms:send'],
    );
    expect(events.filter(isPublic)).toEqual([]);
    for (const e of events) if (e.to !== 'public') expect([...e.to].every((x) => x === 0 || x === 1)).toBe(true);
    expect(naView(state, 0).mine?.proposal).toMatchObject({ to: 1 });
    expect(naView(state, 1).mine?.incoming).toEqual([{ from: 0, trade: state.proposals[0] }]);
    for (const viewer of [2, 3, 'spectator'] as const) {
      const v = naView(state, viewer);
      expect(v.mine?.incoming ?? []).toEqual([]);
      expect(JSON.stringify(v)).not.toContain('"askCapital"');
    }
    expect(state.recent).toEqual([]);
  });

  it('rule 74: action and emergency cards are never tradable: only capital and claimed assets are offered', () => {
    const { state } = play(table(), [0, 'trade'], [0, 'terms:to:1']);
    const cards = [...state.hands[0]!, ...state.hands[1]!, ...CORPS.map((c) => c.emergency)];
    for (const k of keys(state, 0)) {
      for (const id of cards) expect(k).not.toContain(id);
      const m = /^terms:(giveAsset|askAsset):(.+)$/.exec(k);
      if (m) expect(m[1] === 'giveAsset' ? state.assets[0] : state.assets[1]).toContain(m[2]);
    }
  });

  it('rules 71-75: seats with a draft open or a proposal to answer may act (urgent); choices fit Discord', () => {
    const s = table();
    s.stack = [{ kind: 'invest', seats: [3], data: {} }];
    const { state } = play(s, [0, 'trade'], [2, 'trade'], [2, 'terms:to:1'], [2, 'terms:ask', 1], [2, 'terms:send']);
    expect(newAngeles.mayAct!(state)).toEqual([0, 1]);
    expect(newAngeles.awaiting(state)).toEqual([3]);
    for (let seat = 0; seat < 4; seat++) {
      for (const a of newAngeles.legalActions(state, seat)) {
        expect(en(a.label).length).toBeLessThanOrEqual(80);
        expect(en(a.detail ?? '').length).toBeLessThanOrEqual(100);
        expect(a.key.length).toBeLessThanOrEqual(90);
      }
    }
    const over = structuredClone(state);
    over.over = true;
    expect(newAngeles.mayAct!(over)).toEqual([]);
    expect(keys(over, 0)).toEqual([]);
  });

  it('hasTradeChoices says whether tradeOptions offers anything, through random games (the flow asks it instead)', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      playRandomGame(newAngeles, 4 + (g % 3), {}, `has-trade-${g}`, {
        onStep: ({ after }) => {
          for (let seat = 0; seat < after.players; seat++)
            expect(hasTradeChoices(after, seat)).toBe(tradeOptions(after, seat).length > 0);
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('rules 71-75: random trading conserves capital and assets, never goes negative, keeps proposals private', () => {
    const rng = seedRng('random trades');
    let s = table();
    s.assets[2] = [ASSETS[3]!.id];
    s.assetDeck = s.assetDeck.filter((id) => id !== ASSETS[3]!.id);
    s.track = s.track.map((id) => (id === ASSETS[3]!.id ? null : id));
    const total = () => s.capital.reduce((a, b) => a + b, 0);
    const held = () => s.assets.flat().sort();
    const capital = total();
    const assets = held();
    let trades = 0;
    for (let step = 0; step < 3000; step++) {
      const seat = nextInt(rng, 4);
      const legal = newAngeles.legalActions(s, seat);
      if (legal.length === 0) continue;
      const a = legal[nextInt(rng, legal.length)]!;
      const amount = a.amount ? a.amount.min + nextInt(rng, a.amount.max - a.amount.min + 1) : undefined;
      const r = act(s, seat, a.key, amount);
      s = r.state;
      for (const e of r.events) if (e.to === 'public' && / trade: | gives /.test(en(e.text))) trades++;
      for (const e of r.events)
        if (e.to === 'public') expect(en(e.text)).not.toMatch(/propos|declin|cannot be completed/);
      expect(total()).toBe(capital);
      expect(held()).toEqual(assets);
      expect(s.capital.every((c) => c >= 0)).toBe(true);
    }
    expect(trades).toBeGreaterThan(10);
  });
});

describe('a trade proposal reaches its partner with the buttons to answer (issue 21 §5)', () => {
  it('the player on their own turn, awaited, is pushed the Accept and Decline buttons when a proposal arrives', () => {
    const s = table();
    // Seat 0's turn: its decision stands (awaited alone, the active player).
    s.active = 0;
    s.stack = [{ kind: 'invest', seats: [0], data: {} }];
    const drafted = play(s, [1, 'trade'], [1, 'terms:to:0'], [1, 'terms:give', 2], [1, 'terms:ask', 1]).state;
    const { state: sent, events } = play(drafted, [1, 'terms:send']);
    expect(newAngeles.awaiting(sent)).toEqual([0]);
    expect(
      events.some((e) => e.to !== 'public' && e.to.includes(0) && en(e.text).includes('Answer with Accept or Decline')),
    ).toBe(true);
    // The platform DMs seat 0 its prompt (newlyPushed), which holds the answers as buttons.
    expect(newlyPushed(newAngeles, drafted, sent, 1, [])).toEqual([0]);
    expect(keys(sent, 0)).toEqual(expect.arrayContaining(['answer:1:yes', 'answer:1:no']));
    // Pushed once: a later move by someone else while it stays so pushes nothing again.
    const later = play(sent, [2, 'trade']).state;
    expect(newlyPushed(newAngeles, sent, later, 2, [])).toEqual([]);
  });
});

describe('a trade proposal to a seat already on a pushed decision is pushed too (issue 21)', () => {
  it('the seat on its counteroffer chance, and on its secret vote, is pushed the new proposal; its decision stays answerable', () => {
    // A real game, played by its first choices until a counteroffer chance stands.
    let s = newGame(4, 'push-counter');
    for (let i = 0; i < 200 && top(s)?.kind !== 'counter'; i++) {
      const seat = newAngeles.awaiting(s)[0]!;
      s = act(s, seat, newAngeles.legalActions(s, seat).find((a) => a.kind !== 'trade')!.key).state;
    }
    expect(top(s)?.kind).toBe('counter');
    const partner = newAngeles.awaiting(s)[0]!;
    const from = (partner + 1) % 4;
    expect(newAngeles.pushPrompt!(s, partner)).toBeTruthy();
    const counters = keys(s, partner).filter((k) => k.startsWith('counter:'));
    /** `seat` drafts 1 for 1 to the partner and sends it: the partner is pushed the proposal. */
    const propose = (state: NaState, seat: number): NaState => {
      const drafted = play(
        state,
        [seat, 'trade'],
        [seat, `terms:to:${partner}`],
        [seat, 'terms:give', 1],
        [seat, 'terms:ask', 1],
      ).state;
      const sent = play(drafted, [seat, 'terms:send']).state;
      expect(newlyPushed(newAngeles, drafted, sent, seat, [])).toEqual([partner]);
      return sent;
    };
    const sent = propose(s, from);
    expect(keys(sent, partner)).toEqual(
      expect.arrayContaining([`answer:${from}:yes`, `answer:${from}:no`, ...counters]),
    );
    // A second sender to the same partner: pushed again; an unrelated move after it: not.
    const other = (partner + 2) % 4;
    const second = propose(sent, other);
    const quiet = play(second, [(partner + 3) % 4, 'trade']).state;
    expect(newlyPushed(newAngeles, second, quiet, (partner + 3) % 4, [])).toEqual([]);
    // Declining leaves the counteroffer chance in place.
    const declined = play(quiet, [partner, `answer:${from}:no`]).state;
    expect(keys(declined, partner)).toEqual(expect.arrayContaining(counters));
  });
});
