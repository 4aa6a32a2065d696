import { describe, expect, it } from 'vitest';
import { ASSETS, type Asset } from '../../../src/games/newangeles/data/index.ts';
import { assetTargets } from '../../../src/games/newangeles/effects.ts';
import { top } from '../../../src/games/newangeles/flow.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { act, bare, own, put, settle } from './kit.ts';

const assetBy = (f: (a: Asset) => boolean): string => ASSETS.find(f)!.id;
const income = assetBy((a) => a.timing === 'endOfTurn' && a.power.kind === 'capital');
const supply = assetBy((a) => a.timing === 'endOfTurn' && a.power.kind === 'supply');
const exhaustDraw = assetBy((a) => a.timing === 'exhaust' && a.power.kind === 'draw');
const windfall = assetBy((a) => a.timing === 'discard' && a.power.kind === 'capital');
const flip = assetBy((a) => a.timing === 'discard' && a.power.kind === 'flip');
/** An Exhaust asset removing an outage at a district the owner picks. */
const repair = assetBy(
  (a) =>
    a.timing === 'exhaust' &&
    a.power.kind === 'city' &&
    a.power.effects[0]!.op === 'remove' &&
    a.power.effects[0]!.what === 'outage',
);

/** Seat 0's end of turn on a bare table; two assets stay on the track so the next turn starts (and waits on its General draw). */
function endOfTurn(owned: string[]): NaState {
  const s = bare(4);
  s.active = 0;
  s.hands = s.hands.map(() => []);
  s.assets[0] = [...owned];
  const spare = ASSETS.filter((a) => a.timing === 'passive')
    .slice(0, 2)
    .map((a) => a.id);
  s.track = [spare[0]!, spare[1]!, null, null, null, null];
  s.assetDeck = s.assetDeck.filter((a) => !s.track.includes(a) && !owned.includes(a));
  s.queue = [{ k: 'endTurn' }];
  return settle(s);
}

describe('New Angeles end of turn (rules 66-69)', () => {
  it("rule 66: each End of Turn ability is used once at the end of its owner's turn", () => {
    const s = endOfTurn([income, supply]);
    expect(top(s)?.kind).toBe('endTurn');
    expect(own(s, 0)).toEqual([`asset:${income}`, `asset:${supply}`, 'end']);
    let state = act(s, 0, `asset:${income}`).state;
    expect(state.capital[0]).toBeGreaterThan(s.capital[0]!);
    expect(own(state, 0)).toEqual([`asset:${supply}`, 'end']);
    state = act(state, 0, 'end').state;
    expect(state.active).toBe(1);
    expect(state.usedThisTurn).toEqual([]);
  });

  it('rule 66: after the last usable ability the turn passes on its own', () => {
    const s = endOfTurn([income]);
    const { state } = act(s, 0, `asset:${income}`);
    expect(state.active).toBe(1);
    expect(state.stack.some((p) => p.kind === 'endTurn')).toBe(false);
  });

  it('rule 46: with no usable asset nobody is asked and the token passes left', () => {
    const s = endOfTurn([]);
    expect(s.active).toBe(1);
    expect(s.stack.some((p) => p.kind === 'endTurn')).toBe(false);
  });

  it("rule 67: an exhausted asset stays exhausted through other turns and is readied at its owner's turn start", () => {
    const s = endOfTurn([exhaustDraw, income]);
    let state = act(s, 0, `asset:${exhaustDraw}`).state;
    expect(state.exhausted).toContain(exhaustDraw);
    expect(own(state, 0)).not.toContain(`asset:${exhaustDraw}`);
    state = act(state, 0, 'end').state;
    // Seat 1's turn has started: seat 0's asset is still exhausted.
    expect(state.active).toBe(1);
    expect(state.exhausted).toContain(exhaustDraw);
    const mine = structuredClone(state);
    mine.stack = [];
    mine.queue = [{ k: 'startTurn' }];
    mine.active = 0;
    settle(mine);
    expect(mine.exhausted).not.toContain(exhaustDraw);
  });

  it('rule 68: a discarded asset goes to the bottom of the asset deck', () => {
    const s = endOfTurn([windfall, income]);
    const { state } = act(s, 0, `asset:${windfall}`);
    expect(state.assets[0]).toEqual([income]);
    expect(state.assetDeck[state.assetDeck.length - 1]).toBe(windfall);
    expect(state.capital[0]).toBeGreaterThan(s.capital[0]!);
  });

  it('rule 69: a flip is offered only while the emergency action is face down', () => {
    const up = endOfTurn([flip, income]);
    expect(own(up, 0)).not.toContain(`asset:${flip}`);
    const down = endOfTurn([flip, income]);
    down.emergencyUp[0] = false;
    expect(own(down, 0)).toContain(`asset:${flip}`);
    const { state } = act(down, 0, `asset:${flip}`);
    expect(state.emergencyUp[0]).toBe(true);
  });

  it('rule 69: a city power is offered only where it has a target; several targets ask the district', () => {
    expect(endOfTurn([repair]).stack.some((p) => p.kind === 'endTurn')).toBe(false);
    const t = endOfTurn([repair, income]);
    put(t, 'outage', 2);
    put(t, 'outage', 3);
    expect(own(t, 0)).toContain(`asset:${repair}`);
    const r = act(t, 0, `asset:${repair}`);
    expect(top(r.state)?.kind).toBe('assetTarget');
    expect(own(r.state, 0)).toEqual(assetTargets(t, repair).map((n) => `atarget:${n}`));
    const { state } = act(r.state, 0, 'atarget:3');
    expect(state.city.outage[3]).toBe(0);
    expect(state.city.outage[2]).toBe(1);
    expect(state.exhausted).toContain(repair);
    expect(top(state)?.kind).toBe('endTurn');
  });

  it('rule 69: a city power with one target uses it there at once', () => {
    const t = endOfTurn([repair, income]);
    put(t, 'outage', 4);
    const { state } = act(t, 0, `asset:${repair}`);
    expect(state.city.outage[4]).toBe(0);
    expect(top(state)?.kind).toBe('endTurn');
  });
});
