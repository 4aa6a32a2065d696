import { describe, expect, it } from 'vitest';
import { SOFTWARE_LIST } from '../../../src/games/axon/data/index.ts';
import { axon, axonFlow } from '../../../src/games/axon/game.ts';
import { charAt, costOf, drawSoftware, handLimit, kill, randomNumber } from '../../../src/games/axon/resources.ts';
import { softwareChoices } from '../../../src/games/axon/software.ts';
import { en } from '../../support/words.ts';
import { answer, give, keys, pendingKind, play, privateTo, publicTexts, put, table, turnOn } from './softwareKit.ts';
import { rule } from './tableKit.ts';

const offered = (s: Parameters<typeof softwareChoices>[0], seat: number) => softwareChoices(s, seat).map((o) => o.key);

describe('playing Software: when and what is offered', () => {
  it('rule 74: only in the Turn Phase, never in the End of Round Phase', () => {
    const s = table();
    put(s, 'cop', 13);
    give(s, 0, 'smear-campaign-1');
    turnOn(s);
    expect(offered(s, 0)).toEqual(['play:smear-campaign-1']);
    s.phase = 'endRound';
    expect(offered(s, 0)).toEqual([]);
    s.phase = 'setup';
    expect(offered(s, 0)).toEqual([]);
  });

  it("rule 19: in one's own or another's turn, before or after an action, never during one", () => {
    const s = table();
    put(s, 'cop', 13);
    give(s, 0, 'smear-campaign-1');
    give(s, 2, 'smear-campaign-2');
    // No 'turn' decision on top: not now.
    expect(offered(s, 0)).toEqual([]);
    turnOn(s, 0);
    expect(offered(s, 0)).toEqual(['play:smear-campaign-1']);
    expect(offered(s, 2)).toEqual(['play:smear-campaign-2']);
    // After the action (acted) still fine; while a Character acts, not.
    s.turn!.acted = true;
    expect(offered(s, 2)).toEqual(['play:smear-campaign-2']);
    s.turn!.acting = 'cop';
    expect(offered(s, 0)).toEqual([]);
    expect(offered(s, 2)).toEqual([]);
    s.turn!.acting = null;
    // Another decision on top of the turn (a Routine's choice): not in the middle of it.
    s.stack.push({ kind: 'choose', seats: [0], data: { char: 'cop', mode: 'routine', uses: [], nothing: false } });
    expect(offered(s, 0)).toEqual([]);
  });

  it("rule 80g: Scout only in one's own turn; Counters are never played for their text outside the Counter window", () => {
    const s = table();
    give(s, 0, 'scout-1', 'firewall-1', 'backtrace-1', 'mirror-1');
    give(s, 1, 'scout-2', 'firewall-2');
    turnOn(s, 0);
    expect(offered(s, 0)).toEqual(['play:scout-1']);
    expect(offered(s, 1)).toEqual([]);
  });

  it('rule 80i: a card that would do nothing is not offered; copies are offered once', () => {
    const s = table();
    turnOn(s);
    give(
      s,
      0,
      'brain-burn-1',
      'brain-burn-2',
      'wipe-1',
      'ransomware-1',
      'logic-bomb-1',
      'patch-1',
      'overclock-1',
      'bribe-1',
      'cloud-storage-1',
      'proxy-server-1',
    );
    // No Character at all, no other hand, no Desktop card, no activated box.
    expect(offered(s, 0)).toEqual(['play:cloud-storage-1', 'play:proxy-server-1']);
    // A prisoner and the Rogue AI (never killed, never moved) are no Brain Burn or Overclock targets; nobody holds a token.
    put(s, 'yakuza', 1);
    put(s, 'rogue-ai', 7);
    expect(offered(s, 0)).toEqual(['play:bribe-1', 'play:cloud-storage-1', 'play:proxy-server-1']);
    put(s, 'cop', 13, { augments: 1 });
    const now = offered(s, 0);
    expect(now).toContain('play:brain-burn-1');
    expect(now).not.toContain('play:brain-burn-2');
    expect(now).toContain('play:wipe-1');
    expect(now).toContain('play:overclock-1');
    // One Cloud Storage in the Desktop: a second would do nothing.
    s.p[0]!.desktop.push({ card: 'cloud-storage-2' });
    s.deck = s.deck.filter((c) => c !== 'cloud-storage-2');
    expect(offered(s, 0)).not.toContain('play:cloud-storage-1');
    expect(
      softwareChoices(s, 0).every(
        (o) => o.kind === 'play' && en(o.detail ?? '').length <= 100 && en(o.label).length <= 80,
      ),
    ).toBe(true);
  });

  it("every card's text fits an offer's detail (100 characters)", () => {
    for (const c of SOFTWARE_LIST) expect(c.text.length, c.id).toBeLessThanOrEqual(100);
  });

  it('rule 73: a card discarded as a cost has its text ignored (only playing it applies it)', () => {
    const s = table();
    give(s, 0, 'proxy-server-1', 'proxy-server-2');
    // Paid as a cost: straight from the hand to the discard pile.
    s.p[0]!.hand.splice(s.p[0]!.hand.indexOf('proxy-server-1'), 1);
    s.discard.push('proxy-server-1');
    expect(s.p[0]!.desktop).toEqual([]);
    expect(costOf(s, 0, 'phishing')).toBe(1);
    // Played for its text: it takes effect.
    play(s, 0, 'proxy-server-2');
    expect(costOf(s, 0, 'phishing')).toBe(0);
  });
});

describe('Utilities (rule 78: never countered)', () => {
  it('rule 78: a Utility resolves at once, no Counter window even when others hold Counters', () => {
    const s = table();
    put(s, 'cop', 13);
    give(s, 1, 'firewall-1', 'backtrace-1');
    give(s, 0, 'overclock-1');
    turnOn(s);
    play(s, 0, 'overclock-1');
    expect(pendingKind(s)).toBe('software');
    const { state, events } = answer(s, [
      [0, 'target:cop'],
      [0, 'target:to:11'],
    ]);
    expect(charAt(state, 'cop')!.area).toBe(11);
    expect(state.stack.some((p) => p.kind === 'respond')).toBe(false);
    expect(state.discard.at(-1)).toBe('overclock-1');
    expect(publicTexts(events).join('\n')).toMatch(/plays Overclock \(Utility\) on Cop, to Neon Bazaar/);
  });

  it('rule 80f: Overclock moves a Character one street, never into or out of the Prison', () => {
    const s = table();
    put(s, 'cop', 13);
    put(s, 'yakuza', 1);
    put(s, 'rogue-ai', 7);
    give(s, 0, 'overclock-1');
    play(s, 0, 'overclock-1');
    // The prisoner and the AI that never moves are not offered.
    expect(keys(s, 0)).toEqual(['target:cop']);
    const st = answer(s, [[0, 'target:cop']]).state;
    // Precinct 13's streets: 1 (the Prison, refused), 10, 11, 16.
    expect(keys(st, 0).sort()).toEqual(['target:to:10', 'target:to:11', 'target:to:16']);
  });

  it("rule 80e: Bribe moves an inmate down a section; from the lowest it is released to an Area of the player's choice", () => {
    const s = table();
    put(s, 'yakuza', 1, {}, 0);
    put(s, 'pusher', 1, {}, 1);
    give(s, 2, 'bribe-1', 'bribe-2');
    play(s, 2, 'bribe-1');
    expect(keys(s, 2).sort()).toEqual(['target:pusher', 'target:yakuza']);
    let st = answer(s, [[2, 'target:yakuza']]).state;
    expect(charAt(st, 'yakuza')).toMatchObject({ area: 1, section: 1 });
    play(st, 2, 'bribe-2');
    st = answer(st, [[2, 'target:pusher']]).state;
    // Any Area but the Prison.
    expect(keys(st, 2)).toHaveLength(15);
    expect(keys(st, 2)).not.toContain('target:to:1');
    st = answer(st, [[2, 'target:to:16']]).state;
    expect(charAt(st, 'pusher')).toMatchObject({ area: 16, section: null });
  });

  it("Patch removes the Activation Token from one Action Box (each of an Exit Area's two boxes apart)", () => {
    const s = table();
    s.areas[7]!.boxes[0]!.activated = true;
    s.areas[7]!.boxes[1]!.activated = true;
    s.areas[10]!.boxes[0]!.activated = true;
    give(s, 0, 'patch-1');
    play(s, 0, 'patch-1');
    expect(keys(s, 0).sort()).toEqual(['target:box:11:0', 'target:box:8:0', 'target:box:8:1']);
    const st = answer(s, [[0, 'target:box:8:1']]).state;
    expect(st.areas[7]!.boxes.map((b) => b.activated)).toEqual([true, false]);
    expect(st.areas[10]!.boxes[0]!.activated).toBe(true);
  });

  it('rule 80g: Scout: the top 3 Character cards seen privately and put back in the chosen order, a secret of that seat', () => {
    const s = table();
    const [a, b, c, d] = s.charStack;
    give(s, 0, 'scout-1');
    turnOn(s);
    const events = play(s, 0, 'scout-1');
    expect(privateTo(events, 0).join()).toContain('look at the top');
    // Nobody else learns the cards: not in public events, nor in another seat's view.
    for (const id of [a!, b!, c!]) {
      const name = axon.view(s, 'spectator');
      expect(publicTexts(events).join()).not.toMatch(new RegExp(id));
      expect(JSON.stringify(name)).not.toContain(`"${id}"`);
      expect(JSON.stringify(axon.view(s, 1))).not.toContain(`"${id}"`);
    }
    expect(JSON.stringify(axon.view(s, 0))).toContain(`"${a}"`);
    expect(keys(s, 0).sort()).toEqual([`target:peek:${a}`, `target:peek:${b}`, `target:peek:${c}`].sort());
    const st = answer(s, [
      [0, `target:peek:${c}`],
      [0, `target:peek:${a}`],
    ]).state;
    expect(st.charStack.slice(0, 4)).toEqual([c, a, b, d]);
    expect(st.stack.filter((p) => p.kind !== 'turn')).toEqual([]);
    expect(st.discard.at(-1)).toBe('scout-1');
  });
});

describe('targeting', () => {
  it('a targeting left with nothing to pick ends: the card is spent to the discard pile', () => {
    const s = table();
    put(s, 'cop', 13, { scandal: 1 });
    give(s, 0, 'wipe-1');
    play(s, 0, 'wipe-1');
    const { state } = answer(s, [[0, 'target:cop']]);
    expect(keys(state, 0)).toEqual(['target:token:scandal']);
    // Between the picks the Character loses its last token (a test setup only).
    state.chars[0]!.tokens.scandal = 0;
    state.counter.scandal = 0;
    axonFlow.record(state, (ctx) => axonFlow.settle(state, ctx));
    expect(state.stack).toEqual([]);
    expect(state.discard.at(-1)).toBe('wipe-1');
  });
});

describe('Desktop cards (rule 75)', () => {
  it('rule 75: Cloud Storage enters the Desktop Area, its effect lasts while there (hand limit 6), a Logic Bomb makes it leave', () => {
    const s = table();
    give(s, 1, 'cloud-storage-1');
    give(s, 0, 'logic-bomb-1');
    expect(handLimit(s, 1)).toBe(4);
    play(s, 1, 'cloud-storage-1');
    expect(s.p[1]!.desktop).toEqual([{ card: 'cloud-storage-1' }]);
    expect(handLimit(s, 1)).toBe(6);
    expect(s.discard).not.toContain('cloud-storage-1');
    play(s, 0, 'logic-bomb-1');
    expect(keys(s, 0)).toEqual(['target:desk:1:cloud-storage-1']);
    // Nobody else holds a card: no Counter window, the Attack resolves at once.
    const st = answer(s, [[0, 'target:desk:1:cloud-storage-1']]).state;
    expect(st.p[1]!.desktop).toEqual([]);
    expect(handLimit(st, 1)).toBe(4);
    expect(st.discard.slice(-2).sort()).toEqual(['cloud-storage-1', 'logic-bomb-1']);
  });

  it('rule 75: Bodyguard Protocol names a Character and saves it the next time it would die, then leaves', () => {
    const s = table();
    put(s, 'cop', 13);
    give(s, 2, 'bodyguard-protocol-1');
    play(s, 2, 'bodyguard-protocol-1');
    const st = answer(s, [[2, 'target:cop']]).state;
    expect(st.p[2]!.desktop).toEqual([{ card: 'bodyguard-protocol-1', target: 'cop' }]);
    expect(rule(st, (ctx) => kill(st, ctx, 'cop', { cause: 'murder', causer: 0 }))).toBe('shielded');
    expect(charAt(st, 'cop')).toBeDefined();
    expect(st.p[2]!.desktop).toEqual([]);
    expect(st.discard.at(-1)).toBe('bodyguard-protocol-1');
  });

  it('rule 75: Proxy Server makes Phishing free while in the Desktop Area', () => {
    const s = table();
    give(s, 3, 'proxy-server-1');
    expect(costOf(s, 3, 'phishing')).toBe(1);
    play(s, 3, 'proxy-server-1');
    expect(costOf(s, 3, 'phishing')).toBe(0);
    expect(costOf(s, 0, 'phishing')).toBe(1);
  });
});

describe('Random Numbers and the deck', () => {
  it("rule 79: a Random Number is the top card's number; the card is discarded face up", () => {
    const s = table();
    const top = s.deck[0]!;
    const n = SOFTWARE_LIST.find((c) => c.id === top)!.random;
    const [got, events] = axonFlow.record(s, (ctx) => randomNumber(s, ctx));
    expect(got).toBe(n);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(16);
    expect(s.discard.at(-1)).toBe(top);
    expect(publicTexts(events).join()).toContain(`shows ${n}`);
  });

  it("rule 80: an empty Software deck: the discard pile is shuffled into a new deck (a Mirror's draw, a Random Number)", () => {
    const s = table();
    s.discard = [...s.deck];
    s.deck = [];
    const before = s.discard.length;
    expect(rule(s, (ctx) => drawSoftware(s, ctx, 0, 1))).toBe(1);
    expect(s.discard).toEqual([]);
    expect(s.deck.length).toBe(before - 1);
    s.discard = [...s.deck];
    s.deck = [];
    rule(s, (ctx) => randomNumber(s, ctx));
    expect(s.deck.length).toBe(before - 2);
    expect(s.discard.length).toBe(1);
  });
});
