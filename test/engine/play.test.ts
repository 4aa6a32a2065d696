import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applyAction,
  canonical,
  checkLegal,
  cloneJson,
  fillSeats,
  INTERNAL_ERROR,
  loadState,
  sameJson,
} from '../../src/engine/play.ts';
import type { GameDefinition } from '../../src/engine/types.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { enAll } from '../support/words.ts';

const fresh = () => heist.setup(3, heist.optionsSchema.parse({}), 'seed-1');

/** Data Heist counting its calls of apply and legalActions. */
function counted(): { game: GameDefinition<HeistState>; calls: { apply: number; legalActions: number } } {
  const calls = { apply: 0, legalActions: 0 };
  const game: GameDefinition<HeistState> = {
    ...heist,
    apply: (...args) => {
      calls.apply++;
      return heist.apply(...args);
    },
    legalActions: (...args) => {
      calls.legalActions++;
      return heist.legalActions(...args);
    },
  };
  return { game, calls };
}

describe('applyAction', () => {
  it('applies a legal action without changing its input', () => {
    const s = fresh();
    const before = JSON.stringify(s);
    const r = applyAction(heist, s, 0, { type: 'pass' });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    if (r.ok) expect(r.state.current).toBe(1);
  });

  it('refuses a seat that is not awaited', () => {
    const r = applyAction(heist, fresh(), 1, { type: 'pass' });
    expect(enAll(r)).toEqual({ ok: false, error: 'The table is not waiting for you right now.' });
  });

  it('refuses a malformed action', () => {
    const r = applyAction(heist, fresh(), 0, { type: 'explode' });
    expect(r.ok).toBe(false);
  });

  it("gives the game's own sentence when a legal action is refused", () => {
    const picky: GameDefinition<HeistState> = { ...heist, apply: () => ({ ok: false, error: 'Not today.' }) };
    expect(enAll(applyAction(picky, fresh(), 0, { type: 'pass' }))).toEqual({ ok: false, error: 'Not today.' });
  });

  it('never calls apply with an illegal action', () => {
    const { game, calls } = counted();
    const r = applyAction(game, fresh(), 0, { type: 'play', serial: 'SN-none' });
    expect(enAll(r)).toEqual({ ok: false, error: 'That move is not allowed at this point.' });
    expect(calls.apply).toBe(0);
  });

  it("uses the caller's legal list instead of computing it again", () => {
    const { game, calls } = counted();
    const s = fresh();
    const legal = game.legalActions(s, 0);
    expect(applyAction(game, s, 0, { type: 'pass' }, legal).ok).toBe(true);
    expect(calls.legalActions).toBe(1);
    // The list given is the one checked.
    expect(
      enAll(
        applyAction(
          game,
          s,
          0,
          { type: 'pass' },
          legal.filter((a) => a.key !== 'pass'),
        ),
      ),
    ).toEqual({ ok: false, error: 'That move is not allowed at this point.' });
  });

  it('checks a chosen action against the listed action of its key, and the whole list only when that one does not match', () => {
    const s = fresh();
    const legal = heist.legalActions(s, 0);
    const pass = legal.find((a) => a.key === 'pass')!;
    expect(checkLegal(legal, { type: 'pass' }, 'pass')).toEqual({ ok: true, legal: pass });
    // A key that names another listed action does not make a move legal or illegal: the list decides.
    expect(checkLegal(legal, { type: 'pass' }, 'draw')).toEqual({ ok: true, legal: pass });
    expect(enAll(checkLegal(legal, { type: 'play', serial: 'SN-none' }, 'pass'))).toEqual({
      ok: false,
      error: 'That move is not allowed at this point.',
    });
    expect(applyAction(heist, s, 0, { type: 'pass' }, legal, 'pass').ok).toBe(true);
  });

  it('lets a seat that may act (an open window) move, though it is not awaited', () => {
    const open: GameDefinition<HeistState> = {
      ...heist,
      mayAct: () => [1],
      legalActions: (s, seat) => heist.legalActions({ ...s, current: seat }, seat),
      apply: (s) => ({ ok: true, state: s, events: [] }),
    };
    expect(applyAction(open, fresh(), 1, { type: 'pass' }).ok).toBe(true);
    expect(enAll(applyAction(open, fresh(), 2, { type: 'pass' }))).toEqual({
      ok: false,
      error: 'The table is not waiting for you right now.',
    });
  });

  it('refuses an action the game would accept but did not list as legal', () => {
    const lax: GameDefinition<HeistState> = { ...heist, legalActions: () => [] };
    const r = applyAction(lax, fresh(), 0, { type: 'pass' });
    expect(enAll(r)).toEqual({ ok: false, error: 'That move is not allowed at this point.' });
  });

  it('never throws: a crashing game comes back as an internal error', () => {
    const broken: GameDefinition<HeistState> = {
      ...heist,
      apply: () => {
        throw new Error('boom');
      },
    };
    const r = applyAction(broken, fresh(), 0, { type: 'pass' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(INTERNAL_ERROR);
  });

  it('refuses every move once the game is over', () => {
    const s = { ...fresh(), turn: 99 };
    expect(enAll(applyAction(heist, s, 0, { type: 'pass' }))).toEqual({ ok: false, error: 'This game is over.' });
  });
});

describe('applyAction with a typed amount', () => {
  // A one-seat game whose only choice is a bid of 2 to 5, plus a plain pass.
  type Bid = { k: string; amount?: number };
  const bids: number[] = [];
  const bidding: GameDefinition<{ done: boolean }, Bid> = {
    ...(heist as unknown as GameDefinition<{ done: boolean }, Bid>),
    actionSchema: z.object({ k: z.string(), amount: z.number().optional() }),
    awaiting: (s) => (s.done ? [] : [0]),
    mayAct: undefined,
    outcome: (s) => ({ over: s.done }),
    legalActions: () => [
      { key: 'bid', kind: 'bid', label: 'Bid', action: { k: 'bid' }, amount: { min: 2, max: 5, prompt: 'Your bid' } },
      { key: 'pass', kind: 'pass', label: 'Pass', action: { k: 'pass' } },
    ],
    apply: (_s, _seat, a) => {
      bids.push(a.amount ?? 0);
      return { ok: true, state: { done: true }, events: [] };
    },
  };

  it('accepts the action with a whole number within its bounds', () => {
    for (const n of [2, 5]) expect(applyAction(bidding, { done: false }, 0, { k: 'bid', amount: n }).ok).toBe(true);
    expect(bids).toEqual([2, 5]);
  });

  it('refuses a number out of bounds, a fraction, a missing number and a number on a plain choice, without calling apply', () => {
    bids.length = 0;
    for (const n of [1, 6, 3.5]) {
      expect(enAll(applyAction(bidding, { done: false }, 0, { k: 'bid', amount: n }))).toEqual({
        ok: false,
        error: 'Your bid: give a whole number from 2 to 5.',
      });
    }
    expect(enAll(applyAction(bidding, { done: false }, 0, { k: 'bid' }))).toEqual({
      ok: false,
      error: 'That move is not allowed at this point.',
    });
    expect(enAll(applyAction(bidding, { done: false }, 0, { k: 'pass', amount: 3 }))).toEqual({
      ok: false,
      error: 'That move is not allowed at this point.',
    });
    expect(enAll(applyAction(bidding, { done: false }, 0, { k: 'other', amount: 3 }))).toEqual({
      ok: false,
      error: 'That move is not allowed at this point.',
    });
    expect(bids).toEqual([]);
  });
});

describe('helpers', () => {
  it('canonical ignores key order', () => {
    expect(canonical({ b: 1, a: { d: 2, c: 3 } })).toBe(canonical({ a: { c: 3, d: 2 }, b: 1 }));
  });

  it('cloneJson copies plain JSON as a JSON round trip would, sharing nothing', () => {
    const value = {
      a: [1, 'x', null, undefined, { b: true }],
      c: undefined,
      d: { e: [[2]], f: null },
      ['__proto__']: { g: 1 },
    };
    const copy = cloneJson(value);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
    expect(copy).toEqual(JSON.parse(JSON.stringify(value)));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy.d.e).not.toBe(value.d.e);
    expect(cloneJson(7)).toBe(7);
    expect(cloneJson(null)).toBe(null);
  });

  it('sameJson compares as JSON, whatever the key order, an undefined property counting as absent', () => {
    expect(sameJson({ b: 1, a: { d: [2, { x: 1 }], c: 3 } }, { a: { c: 3, d: [2, { x: 1 }] }, b: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });

  it('fillSeats names seats', () => {
    expect(fillSeats('{seat:0} attacks {seat:2}', (s) => ['Ann', 'Bo', 'Cy'][s]!)).toBe('Ann attacks Cy');
  });

  it('loadState checks the schema and refuses a newer version', () => {
    expect(loadState(heist, fresh(), 1).ok).toBe(true);
    expect(loadState(heist, { nonsense: true }, 1).ok).toBe(false);
    expect(loadState(heist, fresh(), 2).ok).toBe(false);
  });

  it('loadState migrates an older state first', () => {
    const migrating: GameDefinition<HeistState> = {
      ...heist,
      schemaVersion: 2,
      migrate: (raw) => ({ ...(raw as object), v: 1 }),
    };
    const old = { ...fresh(), v: 0 };
    expect(loadState(migrating, old, 1).ok).toBe(true);
  });
});
