import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/games/axon/data/index.ts';
import { axon } from '../../../src/games/axon/game.ts';
import { gain } from '../../../src/games/axon/resources.ts';
import type { AxonState } from '../../../src/games/axon/state.ts';
import { en } from '../../support/words.ts';
import {
  actedWith,
  active,
  asCorp,
  awaited,
  choose,
  FIREWALLS,
  give,
  keys,
  publicText,
  rule,
  run,
  started,
  topKind,
} from './tableKit.ts';

const CARDS = FIREWALLS;
const turnOf = (s: AxonState) => s.turn!.seat;
const actions = (s: AxonState, seat: number) =>
  keys(s, seat).filter((k) => ['phishing', 'first', 'reverse'].includes(k) || /^(act|hack):/.test(k));

describe('Player turn', () => {
  it('rule 17: the active player must act; the others are not awaited', () => {
    const s = started(4, {}, 'turn-1');
    expect(awaited(s)).toEqual([active(s)]);
    expect(topKind(s)).toBe('turn');
    for (let seat = 0; seat < 4; seat++)
      if (seat !== active(s)) expect(keys(s, seat).filter((k) => !k.startsWith('play:'))).toEqual([]);
    expect(keys(s, active(s))).toEqual(expect.arrayContaining(['phishing', 'reverse']));
  });

  it('rule 17: exactly one action; End turn only once it is taken', () => {
    let s = started(4, {}, 'turn-2');
    const me = active(s);
    expect(keys(s, me)).not.toContain('end');
    s = actedWith(s);
    expect(actions(s, me)).toEqual([]);
    expect(keys(s, me)).toContain('end');
    s = choose(s, me, 'end').state;
    expect(turnOf(s)).toBe((me + 1) % 4);
    expect(s.turn).toMatchObject({ acted: false, special: false, reverse: false });
  });

  it('rule 17: with no action possible (no card, no Phishing), End turn is offered anyway', () => {
    const s = started(3, {}, 'turn-3');
    const me = active(s);
    for (const c of s.chars) c.activated = true;
    give(s, me, []);
    expect(keys(s, me).filter((k) => !k.startsWith('play:'))).toEqual(['end']);
  });

  it('rule 16: turns go clockwise from the first player', () => {
    let s = started(5, {}, 'turn-4');
    const seen = [active(s)];
    for (let i = 0; i < 4; i++) {
      s = choose(actedWith(s), active(s), 'end').state;
      seen.push(active(s));
    }
    expect(seen).toEqual([0, 1, 2, 3, 4].map((i) => (s.first + i) % 5));
  });
});

describe('Phishing (action)', () => {
  it("rule 22: discard 1 card, an Exit Area's Phishing box gets an Activation Token, top 5 seen privately, 1 kept and not activated", () => {
    let s = started(3, {}, 'phish-1');
    const me = active(s);
    give(s, me, ['firewall-1', 'patch-1']);
    const display = s.chars.length;
    s = run(s, me, 'phishing').s;
    expect(topKind(s)).toBe('pay');
    expect(keys(s, me)).toEqual(['pay:firewall-1', 'pay:patch-1', 'pay:cancel']);
    expect(en(axon.legalActions(s, me)[0]!.label)).toBe('Discard Firewall');
    s = run(s, me, 'pay:patch-1').s;
    expect(s.p[me]!.hand).toEqual(['firewall-1']);
    expect(s.discard.at(-1)).toBe('patch-1');
    expect(keys(s, me)).toEqual(['box:8', 'box:9']);
    s = run(s, me, 'box:9').s;
    expect(s.areas[8]!.boxes[0]!.activated).toBe(true);
    expect(topKind(s)).toBe('phish');
    const five = keys(s, me).map((k) => k.slice(6));
    expect(five).toHaveLength(5);
    for (const viewer of [(me + 1) % 3, 'spectator'] as const) {
      const text = JSON.stringify(axon.view(s, viewer));
      for (const id of five) expect(text).not.toContain(id);
    }
    const r = run(s, me, `phish:${five[2]}`);
    s = r.s;
    const kept = s.chars.find((c) => c.id === five[2])!;
    expect(s.chars).toHaveLength(display + 1);
    expect(kept.activated).toBe(false);
    const start = CHARACTERS[five[2]!]!.start;
    if (start !== 'random') expect(kept.area).toBe(start);
    expect(s.charStack).toHaveLength(30 - display - 1);
    for (const id of [five[0], five[1], five[3], five[4]])
      expect(publicText(r.events)).not.toContain(CHARACTERS[id!]!.name);
    expect(s.turn!.acted).toBe(true);
    expect(keys(s, me)).toContain('end');
  });

  it('rule 22: one free Phishing box is used without asking; none free (Activation or Violence): no Phishing', () => {
    let s = started(3, {}, 'phish-2');
    const me = active(s);
    s.areas[7]!.boxes[0]!.violence = true;
    s = run(s, me, 'phishing', `pay:${s.p[me]!.hand[0]}`).s;
    expect(topKind(s)).toBe('phish');
    expect(s.areas[8]!.boxes[0]!.activated).toBe(true);
    const t = started(3, {}, 'phish-2');
    t.areas[7]!.boxes[0]!.violence = true;
    t.areas[8]!.boxes[0]!.activated = true;
    expect(keys(t, active(t))).not.toContain('phishing');
  });

  it('rule 93: an empty Character stack: no Phishing action', () => {
    const s = started(3, {}, 'phish-3');
    s.charStack = [];
    expect(keys(s, active(s))).not.toContain('phishing');
  });

  it('Proxy Server: Phishing costs no card', () => {
    let s = started(3, {}, 'phish-4');
    const me = active(s);
    s.p[me]!.desktop.push({ card: 'proxy-server-1' });
    expect(en(axon.legalActions(s, me).find((a) => a.key === 'phishing')!.label)).toContain('free');
    const hand = [...s.p[me]!.hand];
    s = run(s, me, 'phishing').s;
    expect(topKind(s)).toBe('phishBox');
    expect(s.p[me]!.hand).toEqual(hand);
  });
});

describe('Paying costs', () => {
  it('Cancel before the first card changes nothing', () => {
    const s = started(3, {}, 'pay-1');
    const me = active(s);
    const after = run(s, me, 'reverse', 'pay:cancel').s;
    expect(after.p).toEqual(s.p);
    expect(after.turn).toEqual(s.turn);
    expect(after.discard).toEqual(s.discard);
    expect(topKind(after)).toBe('turn');
    expect(keys(after, me)).toEqual(keys(s, me));
  });

  it("rule 26: a Monopoly's 4 cards are paid one at a time; no Cancel once paying started", () => {
    let s = started(3, {}, 'pay-2');
    const me = active(s);
    give(s, me, ['firewall-1', 'firewall-2', 'firewall-3', 'patch-1', 'scout-1']);
    s = run(s, me, 'monopoly', 'pay:firewall-1').s;
    expect(keys(s, me)).not.toContain('pay:cancel');
    s = run(s, me, 'pay:firewall-2', 'pay:firewall-3').s;
    expect(topKind(s)).toBe('pay');
    s = run(s, me, 'pay:scout-1').s;
    expect(s.p[me]!.hand).toEqual(['patch-1']);
    expect(topKind(s)).toBe('monopoly');
  });
});

describe('Take First Player Token', () => {
  it('rule 23: 1 card; the token moves at once; then no other player may take it by action this round', () => {
    let s = started(4, {}, 'first-1');
    const first = s.first;
    s = choose(actedWith(s), first, 'end').state;
    const me = active(s);
    expect(keys(s, me)).toContain('first');
    const hand = s.p[me]!.hand.length;
    s = run(s, me, 'first', `pay:${s.p[me]!.hand[0]}`).s;
    expect(s.first).toBe(me);
    expect(s.tookFirst).toBe(me);
    expect(s.p[me]!.hand).toHaveLength(hand - 1);
    expect(s.turn!.acted).toBe(true);
    s = choose(s, me, 'end').state;
    // Turn order is unchanged this round; nobody else may take it by action.
    expect(active(s)).toBe((me + 1) % 4);
    expect(keys(s, active(s))).not.toContain('first');
  });

  it('rule 23a: "cannot be used if another player has already taken the First Player Token using this action this round" is the only limit: its holder may take it (step 6 is then skipped)', () => {
    let s = started(4, {}, 'first-2');
    const me = s.first;
    expect(keys(s, me)).toContain('first');
    s = run(s, me, 'first', `pay:${s.p[me]!.hand[0]}`).s;
    expect(s.first).toBe(me);
    expect(s.tookFirst).toBe(me);
    expect(s.turn!.acted).toBe(true);
  });
});

describe('Paying with copies of one card', () => {
  it('two copies of a card are one choice, not two identical buttons ("Discard Scout (2 held)")', () => {
    let s = started(4, {}, 'copies-1');
    const me = active(s);
    give(s, me, ['scout-1', 'scout-2', 'patch-1']);
    s = run(s, me, 'reverse').s;
    expect(keys(s, me)).toEqual(['pay:scout-1', 'pay:patch-1', 'pay:cancel']);
    const labels = axon.legalActions(s, me).map((a) => en(a.label));
    expect(labels).toContain('Discard Scout (2 held)');
    expect(labels).toContain('Discard Patch');
  });
});

describe('Reverse the Turn Order', () => {
  it('rule 24: 1 card; takes effect right after the turn', () => {
    let s = started(4, {}, 'rev-1');
    const me = active(s);
    s = run(s, me, 'reverse', `pay:${s.p[me]!.hand[0]}`).s;
    expect(s.dir).toBe(1);
    expect(s.turn!.reverse).toBe(true);
    s = choose(s, me, 'end').state;
    expect(s.dir).toBe(-1);
    expect(active(s)).toBe((me + 3) % 4);
    // Reversing again goes back to clockwise.
    const next = active(s);
    s = run(s, next, 'reverse', `pay:${s.p[next]!.hand[0]}`, 'end').s;
    expect(s.dir).toBe(1);
    expect(active(s)).toBe((next + 1) % 4);
  });

  it('rule 12: no Reverse in Two Player Mode', () => {
    const s = started(2, {}, 'rev-2');
    expect(keys(s, active(s))).not.toContain('reverse');
    expect(keys(s, active(s))).toContain('phishing');
  });
});

describe('Special Actions', () => {
  it('rule 18: one Special Action per turn, before or after the action', () => {
    let { s, me } = asCorp(4, 'special-1', 'datastream');
    expect(keys(s, me)).toEqual(expect.arrayContaining(['corp', 'monopoly']));
    s = run(s, me, 'corp', 'pay:firewall-1', 'corp:draw').s;
    s = run(s, me, keys(s, me)[0]!).s; // Datastream: discard 1 of the cards
    expect(s.turn!.special).toBe(true);
    expect(keys(s, me)).not.toContain('monopoly');
    expect(keys(s, me)).not.toContain('corp');
    s = actedWith(s);
    expect(keys(s, me).filter((k) => !k.startsWith('play:'))).toEqual(['end']);
    // After the action instead: still allowed.
    let t = started(4, {}, 'special-1');
    t.p[me]!.corp = 'datastream';
    give(t, active(t), CARDS);
    t = actedWith(t);
    expect(keys(t, me)).toEqual(expect.arrayContaining(['corp', 'monopoly', 'end']));
  });
});

describe('The end of the Turn Phase and the last turns', () => {
  it('rule 20: the Turn Phase ends when every Character in the Display is activated', () => {
    let s = started(3, {}, 'phase-1');
    for (const c of s.chars.slice(1)) c.activated = true;
    s = choose(actedWith(s, s.chars[0]!.id), active(s), 'end').state;
    expect(s.phase).toBe('endRound');
  });

  it('rule 95: trigger 2 with last turns: every other player one last turn in turn order, then the game ends (no End of Round)', () => {
    let s = started(4, {}, 'last-1');
    const by = active(s);
    // Every violence token in play or claimed: the next one cannot be generated.
    s.claimed.violence = s.claimed.violence.map(() => true);
    s.counter.violence = 10;
    rule(s, (ctx) => gain(s, ctx, 'violence', { char: s.chars[0]!.id }, by));
    expect(s.end).toMatchObject({ by, why: 'resource', last: [1, 2, 3].map((i) => (by + i) % 4) });
    s = choose(actedWith(s), by, 'end').state;
    const order: number[] = [];
    while (!s.over) {
      order.push(active(s));
      s = choose(actedWith(s), active(s), 'end').state;
    }
    expect(order).toEqual([1, 2, 3].map((i) => (by + i) % 4));
    expect(s.round).toBe(1);
    expect(s.phase).toBe('over');
    expect(axon.outcome(s).over).toBe(true);
  });

  it('rule 95: a last turn with no unactivated Character left: the Turn Phase and the game end', () => {
    let s = started(4, {}, 'last-2');
    const by = active(s);
    s.stress = s.breaking - 1;
    rule(s, (ctx) => gain(s, ctx, 'scandal', { char: s.chars[0]!.id }, by));
    expect(s.end?.why).toBe('stress');
    s = actedWith(s);
    s = choose(s, by, 'end').state;
    for (const c of s.chars) c.activated = true;
    s = choose(actedWith(s, s.chars[0]!.id), active(s), 'end').state;
    expect(s.over).toBe(true);
    expect(s.round).toBe(1);
  });

  it('rule 95: a Reverse in the triggering turn reorders the last turns', () => {
    let s = started(4, {}, 'last-3');
    const by = active(s);
    s.stress = s.breaking - 1;
    s = run(s, by, 'reverse', `pay:${s.p[by]!.hand[0]}`).s;
    rule(s, (ctx) => gain(s, ctx, 'scandal', { char: s.chars[0]!.id }, by));
    s = choose(s, by, 'end').state;
    expect(s.end!.last).toEqual([3, 2, 1].map((i) => (by + i) % 4));
    expect(active(s)).toBe((by + 3) % 4);
  });
});

describe('Prompts', () => {
  it("the turn is never pushed by DM; a decision out of one's own turn is", () => {
    const s = started(3, {}, 'push-1');
    const me = active(s);
    for (let seat = 0; seat < 3; seat++) expect(axon.pushPrompt!(s, seat)).toBe(false);
    const c = started(3, {}, 'push-1');
    c.stack.push({ kind: 'reward', seats: [(me + 1) % 3], data: { res: 'scandal' } });
    expect(axon.pushPrompt!(c, (me + 1) % 3)).toBe(true);
    expect(axon.pushPrompt!(c, me)).toBe(false);
  });
});
