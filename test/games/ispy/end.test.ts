import { describe, expect, it } from 'vitest';
import { pendingView } from '../../../src/engine/flow.ts';
import type { Nation } from '../../../src/games/ispy/data/index.ts';
import { decide, matches } from '../../../src/games/ispy/endGame.ts';
import { ispy } from '../../../src/games/ispy/game.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { en } from '../../support/words.ts';
import { legalEn } from './helpers.ts';
import { answer, bare, run, track } from './scoringFixtures.ts';

function aligned(
  alignments: readonly Nation[],
  power: readonly number[],
  influence: readonly number[],
  options = {},
): IspyState {
  const s = bare(alignments.length, options);
  alignments.forEach((n, i) => (s.spies[i]!.alignment = n));
  s.power = track(power);
  s.influence = track(influence);
  s.initiative = 0;
  return s;
}

describe('Apply Assets', () => {
  it('one Asset per spy at a time, clockwise from the Initiative, each +1 Power to a Nation chosen', () => {
    const s = aligned(['germany', 'france', 'russia'], [0, 0, 0, 0, 0, 0], [5, 5, 5, 5, 5, 5]);
    s.initiative = 1;
    s.spies[0]!.assets = [{ id: 'labor', applied: false }];
    s.spies[1]!.assets = [
      { id: 'forger', applied: false },
      { id: 'lawyer', applied: false },
    ];
    s.spies[2]!.assets = [{ id: 'ferryman', applied: false }];
    run(s, [{ k: 'applyAssets', data: {} }, { k: 'revealAlignments' }]);
    const order: number[] = [];
    const picks = ['apply:italy', 'apply:italy', 'apply:britain', 'apply:france'];
    for (const key of picks) {
      const seat = s.stack[s.stack.length - 1]!.seats[0]!;
      order.push(seat);
      expect(legalEn(s, seat).map((a) => a.key)).toHaveLength(6);
      answer(s, seat, key);
    }
    expect(order).toEqual([1, 2, 0, 1]);
    expect(s.spies.flatMap((p) => p.assets.map((a) => a.applied))).toEqual([true, true, true, true]);
    expect(s.power).toEqual(track([0, 0, 2, 1, 0, 1]));
    expect(s.over).toBe(true);
    expect(s.result!.winners).toEqual([1]); // France 1 Power; Germany and Russia 0
  });

  it('no Assets: nobody is asked', () => {
    const s = aligned(['germany', 'france'], [0, 3, 0, 0, 0, 0], [5, 5, 5, 5, 5, 5]);
    run(s, [{ k: 'applyAssets', data: {} }, { k: 'revealAlignments' }]);
    expect(s.stack).toEqual([]);
    expect(s.result!.winners).toEqual([0]);
  });
});

describe('Reveal Alignments and the tie rules', () => {
  it('the most Power among the Alignments held wins; a Nation no one holds does not count', () => {
    const s = aligned(['germany', 'france', 'russia'], [0, 9, 20, 8, 3, 38], [5, 5, 5, 5, 5, 5]);
    run(s, [{ k: 'revealAlignments' }]);
    expect(s.result!.winners).toEqual([0]);
    expect(en(s.result!.lines.join(' '))).toContain('{seat:1} worked for France');
    expect(ispy.outcome(s)).toMatchObject({ over: true, winners: [0], scores: [9, 8, 3] });
  });

  it('tied Power: the tied Alignment with less Influence wins', () => {
    const s = aligned(['germany', 'france', 'russia'], [0, 9, 0, 9, 3, 0], [5, 12, 5, 11, 5, 5]);
    expect(decide(s).winners).toEqual([1]);
  });

  it('still tied: a standstill drops the tied Nations to 0 and the comparison repeats among the Alignments held', () => {
    const s = aligned(['germany', 'france', 'russia'], [0, 9, 12, 9, 3, 0], [5, 11, 5, 11, 5, 5]);
    const r = decide(s);
    expect(r.winners).toEqual([2]);
    expect([s.power.germany, s.power.france, s.power.italy]).toEqual([0, 0, 12]);
    expect(en(r.lines.join(' '))).toContain('Standstill');
  });

  it('after a standstill, a new tie is settled by less Influence again', () => {
    const s = aligned(['germany', 'france', 'russia', 'britain'], [0, 9, 0, 9, 4, 4], [5, 11, 5, 11, 8, 6]);
    expect(decide(s).winners).toEqual([3]);
  });

  it('a tie that persists lets every tied spy win', () => {
    const s = aligned(['germany', 'france'], [0, 9, 0, 9, 0, 0], [5, 11, 5, 11, 5, 5]);
    run(s, [{ k: 'revealAlignments' }]);
    expect(s.result!.winners).toEqual([0, 1]);
    expect(en(s.result!.lines.join(' '))).toContain('The tie persists');
  });
});

describe('Final Report', () => {
  it("a card matches an Alignment when that Nation is among the Nations it owes (any of a Special Action Card's)", () => {
    expect(matches('smuggle', 'france')).toBe(true);
    expect(matches('smuggle', 'germany')).toBe(false);
    expect(['france', 'germany', 'russia', 'italy'].map((n) => matches('nord', n as Nation))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("Records back first, secret simultaneous gifts, then +1 per miss, +1 if all missed, +1 if all one's guesses were right", () => {
    const s = aligned(['germany', 'france', 'russia'], [0, 0, 0, 0, 0, 0], [5, 5, 5, 5, 5, 5], { finalReport: true });
    s.spies[0]!.hand = s.spies[0]!.hand.filter((c) => c !== 'smuggle');
    s.spies[0]!.records = [{ card: 'smuggle', rotated: false }];
    s.spies[1]!.hand.push('nord');
    run(s, [{ k: 'finalReport' }, { k: 'applyAssets', data: {} }, { k: 'revealAlignments' }]);
    expect(s.spies[0]!.records).toEqual([]);
    expect(s.stack[0]!.kind).toBe('finalReport');
    expect(s.stack[0]!.seats).toEqual([0, 1, 2]);
    answer(s, 0, 'report:smuggle'); // to seat 1 (France): right
    answer(s, 0, 'report:trace'); // to seat 2 (Russia): right
    // Seat 0's gifts are its own secret until all have given.
    expect(pendingView(s.stack[0]!, 1).mine).toBeUndefined();
    expect(pendingView(s.stack[0]!, 0).mine).toEqual({ 1: 'smuggle', 2: 'trace' });
    expect(legalEn(s, 0)).toEqual([]);
    answer(s, 1, 'report:nord'); // to seat 2 (Russia): matches through Russia
    answer(s, 1, 'report:evade'); // to seat 0 (Germany): wrong
    answer(s, 2, 'report:overnight'); // to seat 0: right
    const ev = answer(s, 2, 'report:airship'); // to seat 1: wrong
    // Seat 0 (Germany): 1 miss + all its guesses right = 2; seat 1 (France): 1 miss; seat 2 (Russia): 0.
    expect(s.power).toEqual(track([0, 2, 0, 1, 0, 0]));
    expect(ev.some((e) => en(e.text).includes('{seat:1} gave {seat:2} Nord Express'))).toBe(true);
    expect(ev.filter((e) => e.text.includes('Final Report')).every((e) => !/Germany|France|Russia/.test(e.text))).toBe(
      true,
    );
    expect(s.over).toBe(true);
    expect(s.result!.winners).toEqual([0]);
  });

  it('all deceived: +1 per card and +1 more', () => {
    const s = aligned(['germany', 'france'], [0, 0, 0, 0, 0, 0], [5, 5, 5, 5, 5, 5], { finalReport: true });
    run(s, [{ k: 'finalReport' }]);
    answer(s, 0, 'report:evade');
    answer(s, 1, 'report:evade');
    expect(s.power).toEqual(track([0, 2, 0, 2, 0, 0]));
  });

  it('without the option the step does nothing', () => {
    const s = aligned(['germany', 'france'], [0, 0, 0, 0, 0, 0], [5, 5, 5, 5, 5, 5]);
    s.spies[0]!.records = [{ card: 'trace', rotated: false }];
    run(s, [{ k: 'finalReport' }]);
    expect(s.stack).toEqual([]);
    expect(s.spies[0]!.records).toHaveLength(1);
  });
});
