/**
 * What players read and may take back while they play (found playing the offline table): every
 * offer's detail shows what it pays, its contracts and its illness threat within a choice's 100
 * characters; a counteroffer's cost is on its button; the public lines say where an emergency
 * action goes; the status line charges a discount asset's owner what the deal charges; and the step
 * that reveals the support votes cannot be taken back.
 */
import { describe, expect, it } from 'vitest';
import { decisionText } from '../../../renderers/newangeles/status.ts';
import { stepFinality } from '../../../src/engine/undo.ts';
import { ACTION_CARDS } from '../../../src/games/newangeles/data/index.ts';
import { top } from '../../../src/games/newangeles/flow.ts';
import { closesVote, newAngeles } from '../../../src/games/newangeles/game.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { naView } from '../../../src/games/newangeles/view.ts';
import { en } from '../../support/words.ts';
import { act, assetBy, bare, CURES, give, own, PLACERS, publicText, put, settle } from './kit.ts';

const placers = PLACERS.filter((id) => ACTION_CARDS.find((c) => c.id === id)!.pay > 0);
const cures = CURES;
const prize = assetBy((a) => a.timing === 'endOfTurn' && a.power.kind === 'capital');
const SICK = 5;
const E = (s: NaState, seat: number) => `E-${s.corps[seat]}`;

/** A bare 4-player table at seat 0's deal: empty hands, emergency actions face down, illness in district 5. */
function table(): NaState {
  const s = bare(4);
  s.active = 0;
  s.hands = s.hands.map(() => []);
  s.emergencyUp = s.emergencyUp.map(() => false);
  s.capital = s.capital.map(() => 10);
  put(s, 'illness', SICK);
  s.track = [assetBy((a) => a.timing === 'passive' && a.power.kind === 'resolveBonus'), prize, null, null, null, null];
  s.assetDeck = s.assetDeck.filter((a) => !s.track.includes(a));
  s.queue = [{ k: 'reveal' }];
  return s;
}

/** The table settled, seat 0 offering `placers[0]` on its first target: the counteroffers are open. */
function offered(s: NaState): NaState {
  settle(s);
  const state = act(s, 0, `offer:${placers[0]}`).state;
  return act(state, 0, own(state, 0)[0]!).state;
}

/** Seat 0 holding `placers[0]`, seat 1 `cures[0]`: the offer made, the counteroffers open. */
function counterOpen(): NaState {
  const s = table();
  give(s, 0, placers[0]!);
  give(s, 1, cures[0]!);
  return offered(s);
}

/** Seat 1 counteroffers its cure, the others pass: the support vote is open. */
function toSupport(state: NaState): NaState {
  state = act(state, 1, `counter:${cures[0]}`).state;
  for (const seat of [2, 3]) if (top(state)?.kind === 'counter') state = act(state, seat, 'counter:pass').state;
  expect(top(state)?.kind).toBe('support');
  return state;
}

const choices = (s: NaState, seat: number) => newAngeles.legalActions(s, seat);

describe('New Angeles in play: what the choices say', () => {
  it("rule 54: a target's detail shows the whole effect (pay, contract, illness threat) without the card and district again", () => {
    const s = table();
    give(s, 0, placers[0]!);
    settle(s);
    let r = act(s, 0, `offer:${placers[0]}`);
    const sick = en(choices(r.state, 0).find((a) => a.key === `target:${SICK}`)!.detail!);
    expect(sick.length).toBeLessThanOrEqual(100);
    expect(sick).not.toMatch(/…$/);
    expect(sick).toMatch(/capital|pays/);
    expect(sick).toContain('contract +');
    expect(sick).toContain('threat +2 (illness)');
    expect(sick).not.toContain(en(ACTION_CARDS.find((c) => c.id === placers[0])!.name));
    r = act(r.state, 0, `target:${SICK}`);
    // The channel still reads the card, its district and its whole effect.
    expect(en(publicText(r.events))).toContain(en(ACTION_CARDS.find((c) => c.id === placers[0])!.name));
  });

  it('rule 54: over many random deals, offer, target, counter and support details fit 100 characters with their pay kept', () => {
    let clipped = 0;
    let total = 0;
    for (let g = 0; g < 6; g++) {
      let s = newAngeles.setup(4 + (g % 3), {}, `details-${g}`);
      for (let step = 0; step < 250 && !newAngeles.outcome(s).over; step++) {
        const seat = newAngeles.awaiting(s)[0];
        if (seat === undefined) break;
        const legal = choices(s, seat).filter((a) => a.kind !== 'trade');
        for (const a of legal.filter((x) => ['offer', 'target', 'counter', 'support'].includes(x.kind))) {
          total++;
          const detail = en(a.detail!);
          expect(detail.length).toBeLessThanOrEqual(100);
          if (detail.endsWith('…')) clipped++;
        }
        const pick = legal[(step * 7 + g) % legal.length]!;
        s = act(s, seat, pick.key).state;
      }
    }
    expect(total).toBeGreaterThan(500);
    expect(clipped / total).toBeLessThan(0.02);
  });

  it("rule 57: a counteroffer's cost is on its button; the status line charges a discount asset's owner what the deal does", () => {
    const s = table();
    give(s, 0, placers[0]!);
    cures.slice(0, 3).forEach((c, i) => give(s, i + 1, c));
    s.assets[2] = [assetBy((a) => a.power.kind === 'counterDiscount' && a.power.n === 1)];
    let state = offered(s);
    expect(en(choices(state, 1).find((a) => a.key === `counter:${cures[0]}`)!.label)).toMatch(/^Counter \(free\): /);
    state = act(state, 1, `counter:${cures[0]}`).state;
    // Seat 2's second counteroffer costs 1, less its discount: free, on its button and in the status line.
    expect(en(choices(state, 2).find((a) => a.key === `counter:${cures[1]}`)!.label)).toMatch(/^Counter \(free\): /);
    expect(en(decisionText(naView(state, 'spectator'), 'counter'))).toBe('counteroffer (free) or pass');
    state = act(state, 2, 'counter:pass').state;
    expect(en(choices(state, 3).find((a) => a.key === `counter:${cures[2]}`)!.label)).toMatch(
      /^Counter \(1 capital\): /,
    );
    expect(en(decisionText(naView(state, 'spectator'), 'counter'))).toBe('counteroffer (costs 1 capital) or pass');
  });

  it('rule 63: the channel is told that a losing emergency action returns face up', () => {
    const s = table();
    give(s, 0, placers[0]!);
    s.emergencyUp[1] = true;
    let state = offered(s);
    const counter = choices(state, 1).find((a) => a.key.startsWith(`counter:${E(s, 1)}`))!;
    let r = act(state, 1, counter.key);
    if (top(r.state)?.kind === 'target') r = act(r.state, 1, own(r.state, 1)[0]!);
    expect(publicText(r.events)).toMatch(/emergency action/);
    state = r.state;
    let text = '';
    for (const seat of [0, 1, 2, 3]) {
      r = act(state, seat, 'support:main');
      state = r.state;
      text += publicText(r.events);
    }
    expect(state.emergencyUp[1]).toBe(true);
    expect(text).toMatch(/returns face up/);
  });
});

describe('New Angeles in play: prompts by DM', () => {
  it('rule 59: the vote is pushed to every seat, the active player too; a counteroffer chance to its seat', () => {
    const open = counterOpen();
    expect(top(open)?.kind).toBe('counter');
    expect(newAngeles.pushPrompt!(open, 1)).toBe(true);
    const state = toSupport(open);
    for (const seat of [0, 1, 2, 3]) expect(newAngeles.pushPrompt!(state, seat)).toBe(true);
  });

  it('rule 79: the secret investment is pushed to every seat, the next active player too', () => {
    const s = bare(4);
    s.active = 1;
    s.stack = [{ kind: 'invest', seats: [0, 1, 2, 3], data: {} }];
    for (const seat of [0, 1, 2, 3]) expect(newAngeles.pushPrompt!(s, seat)).toBe(true);
  });
});

describe('New Angeles in play: undo', () => {
  it('rule 59: the vote that reveals every vote is final; an earlier vote may be taken back', () => {
    let state = toSupport(counterOpen());
    for (const seat of [0, 1, 2]) {
      const r = act(state, seat, 'support:counter');
      expect(closesVote(state, r.state)).toBe(false);
      expect(stepFinality(newAngeles, 4, state, r.state, seat, r.events)).toBeNull();
      state = r.state;
    }
    const last = act(state, 3, 'support:main');
    expect(closesVote(state, last.state)).toBe(true);
    const final = stepFinality(newAngeles, 4, state, last.state, 3, last.events);
    expect(final && { ...final, why: en(final.why) }).toEqual({
      reason: 'game',
      why: 'it revealed every vote of the support vote (rule 59), and the reveal is final',
    });
  });
});
