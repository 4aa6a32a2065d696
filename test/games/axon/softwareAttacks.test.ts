import { describe, expect, it } from 'vitest';
import { axon } from '../../../src/games/axon/game.ts';
import { charAt } from '../../../src/games/axon/resources.ts';
import { respondTimeLimit, softwareChoices } from '../../../src/games/axon/software.ts';
import type { AxonState } from '../../../src/games/axon/state.ts';
import { en } from '../../support/words.ts';
import {
  answer,
  table as bare,
  choose,
  give,
  keys,
  pendingKind,
  play,
  privateTo,
  publicTexts,
  put,
  turnOn,
  unanswered,
} from './softwareKit.ts';

/**
 * The kit's table with a card (Scout or Patch, neither one answering an Attack) in every hand,
 * so each Counter window asks every other player: a seat with no card is passed at once.
 */
const table = (players = 4, seed?: string): AxonState => {
  const s = bare(players, seed);
  for (let seat = players - 1; seat >= 0; seat--)
    give(s, seat, s.deck.find((c) => c.startsWith('scout-') || c.startsWith('patch-'))!);
  return s;
};

/** A Cop at Precinct 13, these cards dealt (by seat), then `seat` plays `card` (its targets next). */
const copUnder = (seat: number, card: string, hands: Record<number, string[]>): AxonState => {
  const s = table();
  put(s, 'cop', 13);
  for (const [x, cards] of Object.entries(hands)) give(s, Number(x), ...cards);
  play(s, seat, card);
  return s;
};
const respondSeats = (s: AxonState) => {
  const p = s.stack.at(-1)!;
  expect(p.kind).toBe('respond');
  return [...p.seats].sort();
};
// Pass names the window it answers: 'counter:pass' on the Attack, 'counter:pass:N' once the chain holds N cards.
const passAll = (s: AxonState, seats: number[], pass = 'counter:pass') =>
  answer(
    s,
    seats.map((x) => [x, pass] as const),
  );

describe('Attacks (rule 76)', () => {
  it('rule 76: Brain Burn kills its target after the Counter window (Products to the pool, card to the discard pile)', () => {
    const s = table();
    put(s, 'cop', 13, { products: 2 });
    give(s, 0, 'brain-burn-1');
    turnOn(s);
    const ev = play(s, 0, 'brain-burn-1');
    expect(ev).toEqual([]);
    const r1 = answer(s, [[0, 'target:cop']]);
    expect(publicTexts(r1.events).join()).toMatch(/plays Brain Burn \(Attack\) on Cop\. Counter window/);
    expect(respondSeats(r1.state)).toEqual([1, 2, 3]);
    expect(charAt(r1.state, 'cop')).toBeDefined();
    const { state } = passAll(r1.state, [1, 2, 3]);
    expect(charAt(state, 'cop')).toBeUndefined();
    expect(state.charDiscard).toContain('cop');
    expect(state.counter.products).toBe(0);
    expect(state.discard.at(-1)).toBe('brain-burn-1');
    // Only the turn is left (the stubbed turn is dropped by the flow).
    expect(state.stack.filter((p) => p.kind !== 'turn')).toEqual([]);
  });

  it('rule 80a: Brain Burn: an Augment absorbs it; never on a prisoner or a guarded Character', () => {
    const s = table();
    put(s, 'cop', 13, { augments: 1 });
    put(s, 'yakuza', 1);
    put(s, 'security-droid', 5);
    put(s, 'tourist', 5);
    // GUARD has no effect at the Underground Market.
    put(s, 'politician', 12);
    put(s, 'rich-kid', 12);
    s.chars.find((c) => c.id === 'politician')!.guarding = true;
    give(s, 0, 'brain-burn-1');
    play(s, 0, 'brain-burn-1');
    // The droid may be killed (a guard does not protect itself); the tourist beside it may not.
    expect(keys(s, 0).sort()).toEqual(['target:cop', 'target:politician', 'target:rich-kid', 'target:security-droid']);
    const { state } = unanswered(s, 0, 'target:cop');
    expect(charAt(state, 'cop')!.tokens.augments).toBe(0);
    expect(state.counter.augments).toBe(0);
  });

  it('Smear Campaign: 1 Scandal on a Character (counter and Stress up)', () => {
    const s = table();
    put(s, 'cop', 1);
    give(s, 1, 'smear-campaign-1');
    play(s, 1, 'smear-campaign-1');
    const { state, events } = unanswered(s, 1, 'target:cop');
    // What the Attack did is told, not only drawn.
    expect(publicTexts(events).at(-1)).toBe('📰 Smear Campaign: 1 Scandal token on Cop.');
    expect(charAt(state, 'cop')!.tokens.scandal).toBe(1);
    expect(state.counter.scandal).toBe(1);
    expect(state.stress).toBe(1);
  });

  it('event text: Smear Campaign with an empty Scandal pool says no token was placed', () => {
    const s = table();
    put(s, 'cop', 1);
    s.counter.scandal = 8; // with the 2 reward tokens still on the Scoreboard: none left in the pool
    give(s, 1, 'smear-campaign-1');
    play(s, 1, 'smear-campaign-1');
    const { state, events } = unanswered(s, 1, 'target:cop');
    expect(publicTexts(events).join('\n')).toContain(
      '📰 Smear Campaign: no Scandal token is left in the pool for Cop.',
    );
    expect(publicTexts(events).join('\n')).not.toContain('1 Scandal token on Cop');
    expect(charAt(state, 'cop')!.tokens.scandal).toBe(0);
  });

  it('event text: Frame Job on a Character already Criminal does not call it "a Criminal now"', () => {
    const s = table();
    put(s, 'yakuza', 9);
    give(s, 2, 'frame-job-1');
    turnOn(s, 0);
    play(s, 2, 'frame-job-1');
    const { events } = unanswered(s, 2, 'target:yakuza');
    expect(publicTexts(events).join('\n')).toContain('🩸 Frame Job: 1 Violence token on Yakuza.');
  });

  it('Data Leak: 1 Data on a Corporate Area', () => {
    const s = table();
    give(s, 0, 'data-leak-1');
    play(s, 0, 'data-leak-1');
    expect(keys(s, 0)).toHaveLength(6);
    const { state, events } = unanswered(s, 0, 'target:area:3');
    expect(publicTexts(events).at(-1)).toBe('💾 Data Leak: 1 Data token on Media Net Tower (3).');
    expect(state.areas[2]!.data).toBe(1);
    expect(state.counter.data).toBe(1);
  });

  it('Frame Job: 1 Violence on a Character; the Scoreboard reward goes to the player who played it', () => {
    const s = table();
    put(s, 'tourist', 9);
    s.counter.violence = 4;
    give(s, 2, 'frame-job-1');
    turnOn(s, 0);
    play(s, 2, 'frame-job-1');
    const { state, events } = unanswered(s, 2, 'target:tourist');
    expect(publicTexts(events).join('\n')).toContain('🩸 Frame Job: 1 Violence token on Tourist (a Criminal now).');
    expect(charAt(state, 'tourist')!.tokens.violence).toBe(1);
    expect(state.counter.violence).toBe(5);
    expect(state.p[2]!.permVp).toBe(1);
    expect(state.p[0]!.permVp).toBe(0);
  });

  it('Frame Job on a Character that is a Criminal already says so (no "it becomes a Criminal")', () => {
    const s = table();
    put(s, 'tourist', 9);
    put(s, 'serial-killer', 14, { violence: 1 });
    give(s, 0, 'frame-job-1');
    play(s, 0, 'frame-job-1');
    const detail = (id: string) => en(axon.legalActions(s, 0).find((a) => a.key === `target:${id}`)!.detail ?? '');
    expect(detail('tourist')).toMatch(/\+1 Violence: it becomes a Criminal$/);
    expect(detail('serial-killer')).toMatch(/\+1 Violence \(1 now; a Criminal already\)$/);
  });

  it('Wipe: the attacker chooses the Character, then which of its tokens goes back to the pool', () => {
    const s = table();
    put(s, 'cop', 13, { augments: 1, drugs: 2 });
    put(s, 'tourist', 13);
    give(s, 0, 'wipe-1');
    play(s, 0, 'wipe-1');
    expect(keys(s, 0)).toEqual(['target:cop']);
    let st = answer(s, [[0, 'target:cop']]).state;
    expect(keys(st, 0).sort()).toEqual(['target:token:augments', 'target:token:drugs']);
    const r = answer(st, [[0, 'target:token:drugs']]);
    expect(publicTexts(r.events).join()).toContain('plays Wipe (Attack) on Cop (1 Drugs token)');
    st = passAll(r.state, [1, 2, 3]).state;
    expect(charAt(st, 'cop')!.tokens).toMatchObject({ augments: 1, drugs: 1 });
    expect(st.counter.drugs).toBe(1);
  });

  it("Ransomware: a random card of the target's hand, told privately to both, never publicly", () => {
    // Seats 1 and 3 hold no card: only the target is asked.
    const s = bare();
    give(s, 0, 'ransomware-1');
    give(s, 2, 'patch-1', 'scout-1');
    play(s, 0, 'ransomware-1');
    expect(keys(s, 0)).toEqual(['target:seat:2']);
    const { state, events } = answer(s, [
      [0, 'target:seat:2'],
      [2, 'counter:pass'],
    ]);
    expect(state.p[0]!.hand).toHaveLength(1);
    expect(state.p[2]!.hand).toHaveLength(1);
    const got = state.p[0]!.hand[0]!;
    expect(['patch-1', 'scout-1']).toContain(got);
    const name = got === 'patch-1' ? 'Patch' : 'Scout';
    expect(privateTo(events, 0).join()).toContain(`You take ${name}`);
    expect(privateTo(events, 2).join()).toContain(`takes your ${name}`);
    expect(privateTo(events, 1).join()).not.toContain(name);
    expect(publicTexts(events).join()).not.toMatch(/Patch|Scout/);
  });

  it('an Attack whose target is gone at resolution does nothing', () => {
    // Seats 2 and 3 hold no card; once seat 1 has played its Firewall, nobody is left to ask.
    const s = bare();
    give(s, 0, 'ransomware-1', 'backtrace-1');
    give(s, 1, 'firewall-1');
    play(s, 0, 'ransomware-1');
    // The target's only card is its Firewall; Backtraced, the Attack stands but finds an empty hand.
    const { state, events } = answer(s, [
      [0, 'target:seat:1'],
      [1, 'counter:firewall-1'],
      [0, 'counter:backtrace-1'],
    ]);
    expect(state.p[0]!.hand).toEqual([]);
    expect(publicTexts(events).join()).toContain('Ransomware does nothing');
    expect(state.discard.slice(-3).sort()).toEqual(['backtrace-1', 'firewall-1', 'ransomware-1']);
  });

  it('rule 76: Attacks do not stack: none is offered during the Counter window; a responding Attack is played afterwards', () => {
    const s = table();
    put(s, 'cop', 13);
    give(s, 0, 'smear-campaign-1');
    give(s, 1, 'brain-burn-1', 'firewall-1');
    turnOn(s);
    play(s, 0, 'smear-campaign-1');
    let st = answer(s, [[0, 'target:cop']]).state;
    expect(keys(st, 1)).toEqual(['counter:firewall-1', 'counter:pass']);
    expect(softwareChoices(st, 1)).toEqual([]);
    st = passAll(st, [1, 2, 3]).state;
    // The window closed (back to the turn): the answering Attack may now be played.
    st.stack = [];
    turnOn(st);
    expect(softwareChoices(st, 1).map((o) => o.key)).toEqual(['play:brain-burn-1']);
  });
});

describe('the Counter window (rule 77)', () => {
  it('every other player is asked privately and must answer; Pass is offered to all, so nobody learns who holds a Counter', () => {
    const s = copUnder(0, 'smear-campaign-1', { 0: ['smear-campaign-1'], 2: ['firewall-1'] });
    const st = answer(s, [[0, 'target:cop']]).state;
    expect([...axon.awaiting(st)].sort()).toEqual([1, 2, 3]);
    expect(keys(st, 1)).toEqual(['counter:pass']);
    expect(keys(st, 2)).toEqual(['counter:firewall-1', 'counter:pass']);
    expect(keys(st, 3)).toEqual(['counter:pass']);
    expect(keys(st, 0)).toEqual([]);
    // What seat 1, seat 3 and the spectator see of the pending window is the same (no hand, no Counter).
    const pending = (v: 'spectator' | number) => JSON.stringify(axon.view(st, v).pending);
    expect(pending(1)).toBe(pending('spectator'));
    expect(pending(3)).toBe(pending('spectator'));
    for (const v of ['spectator', 1, 3] as const) expect(JSON.stringify(axon.view(st, v))).not.toContain('firewall-1');
    // A pass removes only that seat.
    const after = answer(st, [[2, 'counter:pass']]).state;
    expect([...axon.awaiting(after)].sort()).toEqual([1, 3]);
  });

  it('rule 77: Firewall cancels the Attack; both cards go face up to the discard pile', () => {
    const s = copUnder(0, 'brain-burn-1', { 0: ['brain-burn-1'], 3: ['firewall-1'] });
    const { state, events } = answer(s, [
      [0, 'target:cop'],
      [1, 'counter:pass'],
      [3, 'counter:firewall-1'],
      [0, 'counter:pass:2'],
      [1, 'counter:pass:2'],
      [2, 'counter:pass:2'],
    ]);
    expect(charAt(state, 'cop')).toBeDefined();
    expect(publicTexts(events).join('\n')).toMatch(/counters Brain Burn with Firewall/);
    expect(publicTexts(events).join('\n')).toMatch(/Firewall \(\{seat:3\}\) cancels Brain Burn/);
    expect(state.discard.slice(-2)).toEqual(['firewall-1', 'brain-burn-1']);
    expect(state.p[3]!.hand).not.toContain('firewall-1');
  });

  it('rule 77: the window reopens after each Counter for every player but its owner, the attacker included', () => {
    const s = copUnder(0, 'brain-burn-1', { 0: ['brain-burn-1'], 1: ['firewall-1'], 2: ['backtrace-1'] });
    let st = answer(s, [
      [0, 'target:cop'],
      [3, 'counter:pass'],
      [1, 'counter:firewall-1'],
    ]).state;
    // Seat 3 already passed, but is asked again; seat 1 (the Counter's owner) is not.
    expect(respondSeats(st)).toEqual([0, 2, 3]);
    // Firewall answers an Attack only: with a Counter on top only Backtrace is offered.
    expect(keys(st, 2)).toEqual(['counter:backtrace-1', 'counter:pass:2']);
    st = answer(st, [[2, 'counter:backtrace-1']]).state;
    expect(respondSeats(st)).toEqual([0, 1, 3]);
    const { state } = passAll(st, [0, 1, 3], 'counter:pass:3');
    // Backtrace cancels Firewall: the Attack stands.
    expect(charAt(state, 'cop')).toBeUndefined();
    expect(state.discard.slice(-3)).toEqual(['firewall-1', 'backtrace-1', 'brain-burn-1']);
  });

  it('rule 77: Counters stack and counter Counters: Firewall, Backtrace, Backtrace leaves the Attack cancelled', () => {
    const s = copUnder(0, 'brain-burn-1', {
      0: ['brain-burn-1', 'backtrace-2'],
      1: ['firewall-1'],
      2: ['backtrace-1'],
    });
    const st = answer(s, [
      [0, 'target:cop'],
      [1, 'counter:firewall-1'],
      [2, 'counter:backtrace-1'],
    ]).state;
    // The attacker answers the Backtrace with its own, against the Firewall's canceller.
    expect(keys(st, 0)).toEqual(['counter:backtrace-2', 'counter:pass:3']);
    const r = answer(st, [[0, 'counter:backtrace-2']]);
    expect(respondSeats(r.state)).toEqual([1, 2, 3]);
    const { state, events } = passAll(r.state, [1, 2, 3], 'counter:pass:4');
    expect(charAt(state, 'cop')).toBeDefined();
    const lines = publicTexts(events).join('\n');
    expect(lines).toMatch(/Backtrace \(\{seat:0\}\) cancels Backtrace/);
    expect(lines).toMatch(/Firewall \(\{seat:1\}\) cancels Brain Burn/);
  });

  it('rule 80c: Mirror counters only an Attack on its holder (hand, Desktop or Corporate Area), cancels it and draws 1', () => {
    const s = table();
    put(s, 'cop', 13);
    give(s, 0, 'ransomware-1', 'smear-campaign-1', 'data-leak-1');
    give(s, 1, 'mirror-1', 'patch-1');
    give(s, 2, 'mirror-2');
    // A Character attack: Mirror is no answer.
    play(s, 0, 'smear-campaign-1');
    let st = answer(s, [[0, 'target:cop']]).state;
    expect(keys(st, 1)).toEqual(['counter:pass']);
    st = passAll(st, [1, 2, 3]).state;
    // Ransomware on seat 1: only seat 1's Mirror answers.
    play(st, 0, 'ransomware-1');
    st = answer(st, [[0, 'target:seat:1']]).state;
    expect(keys(st, 1)).toEqual(['counter:mirror-1', 'counter:pass']);
    expect(keys(st, 2)).toEqual(['counter:pass']);
    const r = answer(st, [
      [1, 'counter:mirror-1'],
      [0, 'counter:pass:2'],
      [2, 'counter:pass:2'],
      [3, 'counter:pass:2'],
    ]);
    st = r.state;
    // Beside the table's card in every hand (see table above).
    expect(st.p[0]!.hand).toHaveLength(2);
    expect(st.p[0]!.hand).toContain('data-leak-1');
    // Patch kept, plus the card Mirror drew.
    expect(st.p[1]!.hand).toHaveLength(3);
    expect(st.p[1]!.hand).toContain('patch-1');
    // Data Leak on seat 2's Corporate Area (Helix Pharma Labs, Area 4): seat 2's Mirror answers.
    play(st, 0, 'data-leak-1');
    st = answer(st, [[0, 'target:area:4']]).state;
    expect(keys(st, 2)).toEqual(['counter:mirror-2', 'counter:pass']);
    st = answer(st, [
      [2, 'counter:mirror-2'],
      [0, 'counter:pass:2'],
      [1, 'counter:pass:2'],
      [3, 'counter:pass:2'],
    ]).state;
    expect(st.areas[3]!.data).toBe(0);
    expect(st.p[2]!.hand).toHaveLength(2);
  });

  it('a cancelled Mirror draws nothing', () => {
    // Seats 2 and 3 hold no card: only seats 0 and 1 are asked.
    const s = bare();
    give(s, 0, 'ransomware-1', 'backtrace-1');
    give(s, 1, 'mirror-1', 'patch-1');
    play(s, 0, 'ransomware-1');
    const { state } = answer(s, [
      [0, 'target:seat:1'],
      [1, 'counter:mirror-1'],
      [0, 'counter:backtrace-1'],
      [1, 'counter:pass:3'],
    ]);
    // Mirror cancelled: no draw; the Ransomware takes the Patch.
    expect(state.p[1]!.hand).toEqual([]);
    expect(state.p[0]!.hand).toEqual(['patch-1']);
  });

  it("the window's time limit: the table's option in minutes for an awaited seat, passing when it runs out", () => {
    const s = table();
    put(s, 'cop', 13);
    give(s, 0, 'smear-campaign-1');
    expect(respondTimeLimit(s, 1)).toBeUndefined();
    play(s, 0, 'smear-campaign-1');
    let st = answer(s, [[0, 'target:cop']]).state;
    expect(respondTimeLimit(st, 1)).toEqual({ ms: 60 * 60_000, key: 'counter:pass' });
    expect(respondTimeLimit(st, 0)).toBeUndefined();
    st = answer(st, [[1, 'counter:pass']]).state;
    expect(respondTimeLimit(st, 1)).toBeUndefined();
    st.options.window = 5;
    expect(respondTimeLimit(st, 2)).toEqual({ ms: 5 * 60_000, key: 'counter:pass' });
    st.options.window = 0;
    expect(respondTimeLimit(st, 2)).toBeUndefined();
  });

  it('a reopened window is a new decision: Pass names it, a stale Pass is refused, and everyone asked (the attacker and the active player too) is told', () => {
    const s = table();
    put(s, 'cop', 13);
    give(s, 1, 'brain-burn-1');
    give(s, 2, 'firewall-1');
    turnOn(s, 0);
    // Seat 1 attacks during seat 0's turn: the active player is asked like everyone else, and pushed.
    play(s, 1, 'brain-burn-1');
    let st = answer(s, [[1, 'target:cop']]).state;
    expect(keys(st, 0)).toEqual(['counter:pass']);
    expect(axon.pushPrompt!(st, 0)).toBe(true);
    st = answer(st, [
      [3, 'counter:pass'],
      [2, 'counter:firewall-1'],
    ]).state;
    // Seat 3 only ever holds Pass, yet the window changed (it now answers Firewall): a new key.
    expect(keys(st, 3)).toEqual(['counter:pass:2']);
    expect(() => choose(st, 3, 'counter:pass')).toThrow();
    // The attacker, asked again after the Counter, is pushed too.
    expect(respondSeats(st)).toEqual([0, 1, 3]);
    expect(axon.pushPrompt!(st, 1)).toBe(true);
    expect(respondTimeLimit(st, 1)).toEqual({ ms: 60 * 60_000, key: 'counter:pass:2' });
    const { state } = passAll(st, [0, 1, 3], 'counter:pass:2');
    expect(charAt(state, 'cop')).toBeDefined();
  });

  it('two players: after a Counter only the attacker is asked', () => {
    const s = table(2);
    put(s, 'cop', 13);
    give(s, 0, 'brain-burn-1');
    give(s, 1, 'firewall-1');
    play(s, 0, 'brain-burn-1');
    let st = answer(s, [[0, 'target:cop']]).state;
    expect(respondSeats(st)).toEqual([1]);
    st = answer(st, [[1, 'counter:firewall-1']]).state;
    expect(respondSeats(st)).toEqual([0]);
    expect(pendingKind(passAll(st, [0], 'counter:pass:2').state)).toBeUndefined();
  });
});

describe('the Counter window passes a seat that cannot answer (issue 21 §5)', () => {
  /** Empties `seat`'s hand (hand sizes are public: everyone knows it cannot Counter). */
  const emptyHand = (s: AxonState, seat: number) => {
    s.deck.push(...s.p[seat]!.hand);
    s.p[seat]!.hand = [];
  };
  /** A Cop at Precinct 13; the `empty` seats' hands emptied, then `hands` dealt; seat 0 plays Brain Burn on its turn. */
  const brainBurnWith = (empty: number[], hands: Record<number, string[]> = {}): AxonState => {
    const s = table();
    put(s, 'cop', 13);
    give(s, 0, 'brain-burn-1');
    for (const x of empty) emptyHand(s, x);
    for (const [x, cards] of Object.entries(hands)) give(s, Number(x), ...cards);
    turnOn(s);
    play(s, 0, 'brain-burn-1');
    return s;
  };

  it('a seat with no card is not asked: it passes at once, said in public', () => {
    const s = brainBurnWith([2]);
    const r = answer(s, [[0, 'target:cop']]);
    expect(respondSeats(r.state)).toEqual([1, 3]);
    expect(axon.awaiting(r.state)).not.toContain(2);
    expect(axon.legalActions(r.state, 2).filter((a) => a.kind === 'counter')).toEqual([]);
    expect(publicTexts(r.events).join('\n')).toContain('{seat:2} holds no card and passes at once.');
    const { state } = passAll(r.state, [1, 3]);
    expect(charAt(state, 'cop')).toBeUndefined();
  });

  it('nobody else holds a card: the Attack resolves at once, with no window', () => {
    const s = brainBurnWith([1, 2, 3]);
    const { state } = answer(s, [[0, 'target:cop']]);
    expect(state.stack.some((p) => p.kind === 'respond')).toBe(false);
    expect(charAt(state, 'cop')).toBeUndefined();
  });

  it('a reopened window skips a seat left without cards', () => {
    const s = brainBurnWith([1, 3], { 1: ['firewall-1'] });
    // Seat 1 counters with its only card; the window reopens for 2 and 0 (the attacker), not 1 or 3.
    const { state } = answer(s, [
      [0, 'target:cop'],
      [1, 'counter:firewall-1'],
    ]);
    expect(respondSeats(state).filter((x) => x !== 0)).toEqual([2]);
  });
});
