import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/play.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import {
  awaitedOrMay,
  canAct,
  hiddenAskers,
  mayActSeats,
  publicWaiting,
  pushedMaySeats,
} from '../../src/engine/waiting.ts';
import { barter } from '../fixture/barter.ts';
import { heist } from '../fixture/heist.ts';
import { type ParleyState, parley } from '../fixture/parley.ts';
import { enAll } from '../support/words.ts';

const fresh = (): ParleyState => parley.setup(3, parley.optionsSchema.parse({}), 'decisions');

function play(s: ParleyState, seat: number, action: unknown): ParleyState {
  const r = applyAction(parley, s, seat, action);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('typed amounts', () => {
  it('applies the template with a number in range, and refuses one out of range or missing', () => {
    const s = fresh();
    expect(enAll(applyAction(parley, s, 0, { type: 'offer', amount: 6 }))).toEqual({
      ok: false,
      error: 'Credits to offer: give a whole number from 1 to 5.',
    });
    // The game would take 0 (its schema allows it) but the offered range starts at 1.
    const lax = { ...parley, apply: () => ({ ok: true as const, state: s, events: [] }) };
    expect(enAll(applyAction(lax, s, 0, { type: 'offer', amount: 6 }))).toEqual({
      ok: false,
      error: 'Credits to offer: give a whole number from 1 to 5.',
    });
    expect(applyAction(parley, s, 0, { type: 'offer' }).ok).toBe(false);
    expect(applyAction(parley, s, 0, { type: 'offer', amount: 2.5 }).ok).toBe(false);
    const after = play(s, 0, { type: 'offer', amount: 3 });
    expect(after.offer).toEqual({ seat: 0, amount: 3 });
  });

  it('random play types numbers in range and reaches the end', () => {
    for (const seed of ['a', 'b', 'c']) {
      const game = playRandomGame(parley, 3, {}, seed);
      expect(game.outcome.over).toBe(true);
      expect(game.outcome.team).toMatch(/won|lost/);
    }
    expect(playRandomGame(heist, 2, {}, 'still').outcome.over).toBe(true);
  });
});

describe('may act, and a secret asker', () => {
  it('lets a seat in an open window act without being awaited', () => {
    const s = play(fresh(), 0, { type: 'offer', amount: 2 });
    expect(parley.awaiting(s)).toEqual([0]);
    expect(mayActSeats(parley, s)).toEqual([1, 2]);
    expect(canAct(parley, s, 2)).toBe(true);
    const countered = play(s, 2, { type: 'counter' });
    expect(countered.credits[0]).toBe(5);
    expect(countered.current).toBe(1);
    // The window is closed: the counter is refused now.
    expect(enAll(applyAction(parley, countered, 2, { type: 'counter' }))).toEqual({
      ok: false,
      error: 'The table is not waiting for you right now.',
    });
  });

  it('keeps the vault keeper out of what the public sees awaited', () => {
    let s = fresh();
    for (const seat of [0, 1, 2]) s = play(s, seat, { type: 'pass' });
    expect(parley.awaiting(s)).toEqual([s.keeper]);
    expect(publicWaiting(parley, s)).toEqual({ seats: [], text: 'the secret vault keeper' });
    expect(hiddenAskers(parley, s)).toEqual([s.keeper]);
    expect(publicWaiting(heist, heist.setup(2, heist.optionsSchema.parse({}), 'x'))).toEqual({ seats: [0] });
  });
});

describe('choices open at any time', () => {
  it('let a seat neither awaited nor in a window act, without making it awaited or may-act', () => {
    const s = fresh();
    // Parley with a choice open to Cy at any time (the game says so; its choices are its own business).
    const open = { ...parley, anytime: (_s: ParleyState, seat: number) => seat === 2 };
    expect(canAct(parley, s, 2)).toBe(false);
    expect(canAct(open, s, 2)).toBe(true);
    expect(awaitedOrMay(open, s, 2)).toBe(false);
    expect(canAct(open, s, 1)).toBe(false);
    expect(mayActSeats(open, s)).toEqual([]);
    expect(awaitedOrMay(open, s, 0)).toBe(true);
  });

  it("lists pushed may-seats as the game's pushPrompt says (all of them by default)", () => {
    const s = play(fresh(), 0, { type: 'offer', amount: 2 });
    expect(pushedMaySeats(parley, s)).toEqual([1, 2]);
    expect(pushedMaySeats({ ...parley, pushPrompt: (_s: ParleyState, seat: number) => seat === 2 }, s)).toEqual([2]);
  });

  it('random play picks awaited and may-act seats only, and takes their anytime choices among the others', () => {
    let anytimeOnly = 0;
    let trades = 0;
    let answered = 0;
    for (const seed of ['t1', 't2', 't3', 't4', 't5', 't6']) {
      playRandomGame(barter, 3, { rounds: 3 }, seed, {
        onStep: ({ seat, before, action }) => {
          const key = (action as { k: string }).k;
          expect([...barter.awaiting(before), ...mayActSeats(barter, before)]).toContain(seat);
          for (const other of [0, 1, 2])
            if (canAct(barter, before, other) && !awaitedOrMay(barter, before, other)) anytimeOnly++;
          if (key.startsWith('give:')) trades++;
          if ((key === 'accept' || key === 'decline') && !barter.awaiting(before).includes(seat)) answered++;
        },
      });
    }
    // Seats with anytime choices only were there to pick, and never picked.
    expect(anytimeOnly).toBeGreaterThan(0);
    expect(trades).toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(0);
  });
});
