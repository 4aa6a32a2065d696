import { describe, expect, it } from 'vitest';
import { applyAction, canonical, fillSeats, INTERNAL_ERROR, loadState } from '../../src/engine/play.ts';
import type { GameDefinition } from '../../src/engine/types.ts';
import { heist, type HeistState } from '../fixture/heist.ts';

const fresh = () => heist.setup(3, heist.optionsSchema.parse({}), 'seed-1');

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
    expect(r).toEqual({ ok: false, error: 'The table is not waiting for you right now.' });
  });

  it('refuses a malformed action', () => {
    const r = applyAction(heist, fresh(), 0, { type: 'explode' });
    expect(r.ok).toBe(false);
  });

  it("gives the game's own sentence for an illegal action", () => {
    const r = applyAction(heist, fresh(), 0, { type: 'play', serial: 'SN-none' });
    expect(r).toEqual({ ok: false, error: 'You do not hold that chip.' });
  });

  it('refuses an action the game would accept but did not list as legal', () => {
    const lax: GameDefinition<HeistState> = { ...heist, legalActions: () => [] };
    const r = applyAction(lax, fresh(), 0, { type: 'pass' });
    expect(r).toEqual({ ok: false, error: 'That move is not allowed at this point.' });
  });

  it('never throws: a crashing game comes back as an internal error', () => {
    const broken: GameDefinition<HeistState> = { ...heist, apply: () => { throw new Error('boom'); } };
    const r = applyAction(broken, fresh(), 0, { type: 'pass' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(INTERNAL_ERROR);
  });

  it('refuses every move once the game is over', () => {
    const s = { ...fresh(), turn: 99 };
    expect(applyAction(heist, s, 0, { type: 'pass' })).toEqual({ ok: false, error: 'This game is over.' });
  });
});

describe('helpers', () => {
  it('canonical ignores key order', () => {
    expect(canonical({ b: 1, a: { d: 2, c: 3 } })).toBe(canonical({ a: { c: 3, d: 2 }, b: 1 }));
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
    const migrating: GameDefinition<HeistState> = { ...heist, schemaVersion: 2, migrate: (raw) => ({ ...(raw as object), v: 1 }) };
    const old = { ...fresh(), v: 0 };
    expect(loadState(migrating, old, 1).ok).toBe(true);
  });
});
