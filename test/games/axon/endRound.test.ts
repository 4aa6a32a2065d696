import { describe, expect, it } from 'vitest';
import { axon } from '../../../src/games/axon/game.ts';
import type { AxonState } from '../../../src/games/axon/state.ts';
import { en } from '../../support/words.ts';
import { active, awaited, finishRound, give, keys, run, started, toEndOfRound, topKind } from './tableKit.ts';

const CARDS = ['firewall-1', 'firewall-2', 'firewall-3', 'firewall-4', 'firewall-5', 'firewall-6', 'backtrace-1'];

/** Each seat's VP as Permanent VP (no Resource in play). */
function vps(s: AxonState, list: number[]): AxonState {
  list.forEach((v, seat) => (s.p[seat]!.permVp = v));
  return s;
}

describe('End of Round steps 1-3 (per player, in turn order from the first player)', () => {
  it('rule 88 step 1: each discarded card is one Phishing with its box, as normally; without a free box no discard is offered', () => {
    let s = started(3, {}, 'eor-1');
    const first = s.first;
    s = toEndOfRound(s);
    expect(s.phase).toBe('endRound');
    expect(awaited(s)).toEqual([first]);
    expect(topKind(s)).toBe('roundDiscard');
    const [a, b] = s.p[first]!.hand;
    expect(keys(s, first)).toEqual([...s.p[first]!.hand.map((id) => `discard:${id}`), 'discard:done']);
    s = run(s, first, `discard:${a}`).s;
    expect(keys(s, first)).toEqual(['box:8', 'box:9']);
    s = run(s, first, 'box:8').s;
    expect(topKind(s)).toBe('phish');
    const display = s.chars.length;
    s = run(s, first, keys(s, first)[0]!).s;
    expect(s.chars).toHaveLength(display + 1);
    expect(topKind(s)).toBe('roundDiscard');
    // The one box left is used without asking.
    s = run(s, first, `discard:${b}`).s;
    expect(topKind(s)).toBe('phish');
    s = run(s, first, keys(s, first)[0]!).s;
    // No free box: step 1 is over; step 2 drew 3 (1 + 3 = 4, within the limit); the next seat has nothing to discard for.
    expect(s.p[first]!.hand).toHaveLength(4);
    const next = (first + 1) % 3;
    expect(awaited(s)).toEqual([next]);
    expect(topKind(s)).toBe('handLimit');
  });

  it('rule 88 step 1: Cloud Storage stays on the Desktop (only an Attack discards it); nothing to discard without a Phishing', () => {
    let s = started(3, {}, 'eor-2');
    const first = s.first;
    s.p[first]!.desktop.push({ card: 'cloud-storage-1' });
    for (const a of s.areas) for (const b of a.boxes) b.activated = true;
    s = toEndOfRound(s);
    expect(s.p[first]!.desktop).toEqual([{ card: 'cloud-storage-1' }]);
    expect(keys(s, first).some((k) => k.startsWith('drop:'))).toBe(false);
  });

  it('rule 88 steps 2-3: draw 3, then discard down to the hand limit 4 (6 with Cloud Storage)', () => {
    let s = started(3, {}, 'eor-3');
    const first = s.first;
    const second = (first + 1) % 3;
    for (const a of s.areas) for (const b of a.boxes) b.activated = true; // no Phishing in step 1
    give(s, first, CARDS.slice(0, 3));
    give(s, second, CARDS.slice(3, 6));
    s.p[second]!.desktop.push({ card: 'cloud-storage-2' });
    s = toEndOfRound(s);
    expect(awaited(s)).toEqual([first]);
    expect(topKind(s)).toBe('handLimit');
    expect(s.p[first]!.hand).toHaveLength(6);
    s = run(s, first, 'discard:firewall-1').s;
    expect(topKind(s)).toBe('handLimit');
    s = run(s, first, 'discard:firewall-2').s;
    expect(s.p[first]!.hand).toHaveLength(4);
    // The second player keeps Cloud Storage and 6 cards; the third must discard.
    expect(s.p[second]!.hand).toHaveLength(6);
    expect(awaited(s)).toEqual([(first + 2) % 3]);
    expect(topKind(s)).toBe('handLimit');
  });

  it('rule 88: the order follows the turn order (counterclockwise after a Reverse)', () => {
    let s = started(4, {}, 'eor-4');
    const first = s.first;
    s.dir = -1;
    for (const a of s.areas) for (const b of a.boxes) b.activated = true;
    s = toEndOfRound(s);
    const asked: number[] = [];
    while (s.phase === 'endRound') {
      const seat = awaited(s)[0]!;
      if (asked.at(-1) !== seat) asked.push(seat);
      s = run(s, seat, keys(s, seat)[0]!).s;
    }
    expect(asked).toEqual([0, 3, 2, 1].map((i) => (first + i) % 4));
  });

  it('rule 74: no Software is played during the End of Round', () => {
    let s = started(4, {}, 'eor-5');
    s = toEndOfRound(s);
    while (s.phase === 'endRound') {
      for (let seat = 0; seat < 4; seat++) {
        for (const a of axon.legalActions(s, seat)) expect(['discard', 'box', 'phish']).toContain(a.kind);
      }
      expect(axon.mayAct!(s)).toEqual([]);
      const seat = awaited(s)[0]!;
      s = run(s, seat, keys(s, seat)[0]!).s;
    }
  });
});

describe('End of Round steps 4-7', () => {
  it('rule 89 step 4: every Activation Token removed (Characters, boxes, Corporation cards); Guard ends; Proxy Server leaves', () => {
    let s = started(3, {}, 'eor-6');
    s.areas[10]!.boxes[0]!.activated = true;
    s.areas[7]!.boxes[0]!.activated = true;
    s.chars[0]!.guarding = true;
    s.p[1]!.corpUsed = true;
    s.p[2]!.desktop.push({ card: 'proxy-server-1' }, { card: 'bodyguard-protocol-1', target: s.chars[1]!.id });
    s = finishRound(toEndOfRound(s));
    expect(s.chars.every((c) => !c.activated && !c.guarding)).toBe(true);
    expect(s.areas.every((a) => a.boxes.every((b) => !b.activated))).toBe(true);
    expect(s.p.every((p) => !p.corpUsed)).toBe(true);
    expect(s.p[2]!.desktop.map((d) => d.card)).toEqual(['bodyguard-protocol-1']);
    expect(s.discard).toContain('proxy-server-1');
    expect(s.round).toBe(2);
    expect(s.phase).toBe('turns');
    expect(active(s)).toBe(s.first);
  });

  it('rule 90 step 5: the Breaking Point token moves down 1 once, however many counters are in the Red Zone', () => {
    let s = started(3, {}, 'eor-7');
    const breaking = s.breaking;
    s.counter.scandal = 6;
    s.counter.drugs = 9;
    s = finishRound(toEndOfRound(s));
    expect(s.breaking).toBe(breaking - 1);
    expect(en(s.recent.join('\n'))).toContain(
      `🔻 The Drugs, Scandal counters are in the Red Zone: the Breaking Point token moves down to ${breaking - 1}.`,
    );
    s = finishRound(toEndOfRound(s));
    expect(s.breaking).toBe(breaking - 2);
    s.counter.scandal = 5;
    s.counter.drugs = 5;
    s = finishRound(toEndOfRound(s));
    expect(s.breaking).toBe(breaking - 2);
  });

  it('rule 90: the Red Zone end without extra turns: the game ends at once, steps 6-7 skipped', () => {
    let s = started(4, {}, 'eor-8');
    s.stress = s.breaking - 1;
    s.counter.violence = 6;
    vps(s, [0, 0, 0, 5]);
    const first = s.first;
    const stack = s.charStack.length;
    s = finishRound(toEndOfRound(s));
    expect(s.over).toBe(true);
    expect(s.end).toMatchObject({ why: 'redzone', last: [] });
    expect(s.round).toBe(1);
    expect(s.first).toBe(first);
    expect(s.charStack.length).toBeLessThanOrEqual(stack);
    expect(axon.outcome(s).over).toBe(true);
  });

  it('rule 91 step 6: the lowest VP takes the First Player Token; a tie goes to the first in turn order from the first player', () => {
    let s = started(4, {}, 'eor-9');
    const f = s.first;
    s.p[f]!.permVp = 2;
    s.p[(f + 1) % 4]!.permVp = 1;
    s = finishRound(toEndOfRound(s));
    expect(s.first).toBe((f + 2) % 4);
    // Counterclockwise, the tie between f+2 and f+3 goes to f+3.
    let t = started(4, {}, 'eor-9');
    t.p[f]!.permVp = 2;
    t.p[(f + 1) % 4]!.permVp = 1;
    t.dir = -1;
    t = finishRound(toEndOfRound(t));
    expect(t.first).toBe((f + 3) % 4);
  });

  it('rule 91: step 6 is skipped when the First Player Token was taken by action this round', () => {
    let s = started(4, {}, 'eor-10');
    const f = s.first;
    s.p[(f + 2) % 4]!.permVp = 0;
    for (let i = 0; i < 4; i++) if (i !== (f + 2) % 4) s.p[i]!.permVp = 5;
    s.tookFirst = f;
    s = finishRound(toEndOfRound(s));
    expect(s.first).toBe(f);
    expect(s.tookFirst).toBe(null);
  });

  it('rule 92 step 7: the lowest VP phishes for free, without a Phishing box', () => {
    let s = started(3, {}, 'eor-11');
    s.areas[7]!.boxes[0]!.violence = true;
    s.areas[8]!.boxes[0]!.violence = true;
    const low = (s.first + 1) % 3;
    vps(s, [1, 1, 1]).p[low]!.permVp = 0;
    s = toEndOfRound(s);
    while (topKind(s) !== 'phish') s = run(s, awaited(s)[0]!, keys(s, awaited(s)[0]!)[0]!).s;
    expect(awaited(s)).toEqual([low]);
    const hand = s.p[low]!.hand.length;
    const display = s.chars.length;
    s = run(s, low, keys(s, low)[0]!).s;
    expect(s.chars).toHaveLength(display + 1);
    expect(s.p[low]!.hand).toHaveLength(hand);
    expect(s.areas.every((a) => a.boxes.every((b) => !b.activated))).toBe(true);
    expect(s.round).toBe(2);
  });

  it('rule 92 step 7: tied for the lowest VP, the top Character of the stack enters at its Starting Location', () => {
    let s = started(3, {}, 'eor-12');
    for (const a of s.areas) for (const b of a.boxes) b.activated = true;
    vps(s, [0, 0, 2]);
    s = finishRound(toEndOfRound(s));
    expect(s.phase).toBe('turns');
    const top = started(3, {}, 'eor-12');
    expect(s.chars.map((c) => c.id)).toContain(top.charStack[0]);
    expect(s.chars).toHaveLength(top.chars.length + 1);
  });

  it('rule 93: an empty Character stack: step 7 does nothing', () => {
    let s = started(3, {}, 'eor-13');
    s.charStack = [];
    const display = s.chars.length;
    s.p[s.first]!.permVp = 0;
    s.p[(s.first + 1) % 3]!.permVp = 1;
    s.p[(s.first + 2) % 3]!.permVp = 1;
    s = finishRound(toEndOfRound(s));
    expect(s.chars).toHaveLength(display);
    expect(s.round).toBe(2);
  });

  it('rule 93a: no Character in the city nor in the stack at the start of a round: the game ends', () => {
    let s = started(3, {}, 'eor-14');
    s.chars = [];
    s.charStack = [];
    s.p[0]!.permVp = 1;
    s = finishRound(toEndOfRound(s));
    expect(s.over).toBe(true);
    expect(s.result!.winners).toEqual([0]);
  });
});
