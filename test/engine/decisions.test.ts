import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/play.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import { canAct, hiddenAskers, mayActSeats, publicWaiting } from '../../src/engine/waiting.ts';
import { heist } from '../fixture/heist.ts';
import { parley, type ParleyState } from '../fixture/parley.ts';

const fresh = (): ParleyState => parley.setup(3, parley.optionsSchema.parse({}), 'decisions');

function play(s: ParleyState, seat: number, action: unknown): ParleyState {
  const r = applyAction(parley, s, seat, action);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('typed amounts', () => {
  it('applies the template with a number in range, and refuses one out of range or missing', () => {
    const s = fresh();
    expect(applyAction(parley, s, 0, { type: 'offer', amount: 6 })).toEqual({ ok: false, error: 'Credits to offer: give a whole number from 1 to 5.' });
    // The game would take 0 (its schema allows it) but the offered range starts at 1.
    const lax = { ...parley, apply: () => ({ ok: true as const, state: s, events: [] }) };
    expect(applyAction(lax, s, 0, { type: 'offer', amount: 6 })).toEqual({ ok: false, error: 'Credits to offer: give a whole number from 1 to 5.' });
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
    expect(applyAction(parley, countered, 2, { type: 'counter' })).toEqual({ ok: false, error: 'The table is not waiting for you right now.' });
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
