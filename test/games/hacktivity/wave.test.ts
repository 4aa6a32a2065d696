import { describe, expect, it } from 'vitest';
import { CHARACTER_CARD_LIST } from '../../../src/games/hacktivity/data/index.ts';
import type { HackState } from '../../../src/games/hacktivity/state.ts';
import { en } from '../../support/words.ts';
import { choose, fresh, hack, keys, play, settle, started, testAnomalies, testCharacters } from './waveHelpers.ts';

/** Test cards with no icons (their names are their ids, so a leaked name shows as SECRET). */
const fake = (tag: string, n: number): string[] =>
  tag.includes('-a-') ? testAnomalies(tag, n) : testCharacters(tag, n);

/** 3 players (CyberLink, DrPower, ArTeMiS) at the first draw, with large fake decks. */
function threeAtDraw(): HackState {
  const s = started(3, 'wave-3', ['cyberlink', 'drpower', 'artemis']);
  s.p.forEach((p, i) => (p.deck = fake(`SECRET-c${i}-`, 13)));
  s.anomalyDeck = fake('SECRET-a-', 30);
  return s;
}

/** `threeAtDraw` once every seat has drawn 3: seat 0's first Play turn. */
const threeAtPlay = (): HackState =>
  play(threeAtDraw(), [
    [0, 'draw:3'],
    [1, 'draw:3'],
    [2, 'draw:3'],
  ]).state;

/** A move's public lines, one a line. */
const publicText = (events: readonly { to: unknown; text: string }[]): string =>
  events
    .filter((e) => e.to === 'public')
    .map((e) => en(e.text))
    .join('\n');

describe('Hacktivity set-up through the character choice', () => {
  it('the character offers read "Choose X (0N)", never "Play" (the word of a card played)', () => {
    const s = fresh(2, 'labels');
    const labels = hack.legalActions(s, 0).map((o) => en((o as { label?: string }).label ?? ''));
    expect(labels).toContain('Choose CyberLink (01)');
    expect(labels.some((l) => /^Play/.test(l ?? ''))).toBe(false);
    const r = choose(s, 0, 'character:drpower');
    expect(r.events.some((e) => /chooses DrPower \(02\)/.test(en(e.text)))).toBe(true);
  });

  it('each seat picks a different Character in seat order; the play order follows the characters', () => {
    let s = fresh(3, 'pick');
    expect(hack.awaiting(s)).toEqual([0]);
    expect(keys(s, 0)).toEqual(['character:cyberlink', 'character:drpower', 'character:blaast', 'character:artemis']);
    s = choose(s, 0, 'character:artemis').state;
    expect(keys(s, 1)).not.toContain('character:artemis');
    s = play(s, [
      [1, 'character:blaast'],
      [2, 'character:cyberlink'],
    ]).state;
    expect(s.order).toEqual([2, 1, 0]);
    expect(s.p.map((p) => p.firewall)).toEqual([3, 3, 3]);
    expect(s.p[2]!.cubes).toBe(4);
    expect(s.phase).toBe('draw');
    expect(hack.awaiting(s)).toEqual([2]);
  });

  it("decks are the Characters' cards, shuffled; DrPower starts at load 0 with every program", () => {
    const s = started(2, 'decks', ['drpower', 'cyberlink']);
    const own = (c: string) =>
      CHARACTER_CARD_LIST.filter((x) => x.character === c)
        .map((x) => x.id)
        .sort();
    expect([...s.p[0]!.deck].sort()).toEqual(own('drpower'));
    expect([...s.p[1]!.deck].sort()).toEqual(own('cyberlink'));
    expect(s.p[0]!.load).toBe(0);
    expect(s.p[0]!.programsUsed).toEqual([]);
    expect(s.order).toEqual([1, 0]);
  });
});

describe('Draw phase', () => {
  it('the printed 3-player example at Tension 3: CyberLink 1+2, DrPower 3+0, ArTeMiS 0+3, faces hidden until all have drawn', () => {
    let s = threeAtDraw();
    expect(keys(s, 0)).toEqual(['draw:0', 'draw:1', 'draw:2', 'draw:3']);
    const r1 = choose(s, 0, 'draw:1');
    s = r1.state;
    expect(s.p[0]!.split).toEqual({ character: 1, anomaly: 2 });
    expect(s.p[0]!.drawn).toHaveLength(3);
    expect(s.p[0]!.hand).toEqual([]);
    expect(hack.view(s, 0).me!.hand).toEqual([]);
    expect(en(r1.events.find((e) => e.to === 'public')!.text)).toContain(
      'draws 1 from the Character deck and 2 from the Anomaly deck',
    );
    s = choose(s, 1, 'draw:3').state;
    expect(s.p[1]!.split).toEqual({ character: 3, anomaly: 0 });
    expect(s.p[0]!.hand).toEqual([]);
    const last = choose(s, 2, 'draw:0');
    s = last.state;
    expect(s.p[2]!.split).toEqual({ character: 0, anomaly: 3 });
    // Everyone has drawn: each owner sees their cards at once.
    expect(s.p.map((p) => p.hand.length)).toEqual([3, 3, 3]);
    expect(s.p.map((p) => p.drawn.length)).toEqual([0, 0, 0]);
    for (const seat of [0, 1, 2])
      expect(
        last.events.some(
          (e) => Array.isArray(e.to) && (e.to as number[]).includes(seat) && en(e.text).startsWith('You drew'),
        ),
      ).toBe(true);
    // Hands are private: no public event names a drawn card; others see only counts.
    for (const e of [...r1.events, ...last.events].filter((x) => x.to === 'public'))
      expect(en(e.text)).not.toContain('SECRET');
    const v = hack.view(s, 1);
    expect(v.me!.hand).toEqual(s.p[1]!.hand);
    expect(v.p[0]!.handAnomaly + v.p[0]!.handCharacter).toBe(3);
    expect(JSON.stringify(hack.view(s, 'spectator'))).not.toContain('SECRET');
    expect(JSON.stringify({ ...v, me: null })).not.toContain('SECRET');
    expect(s.phase).toBe('play');
    expect(s.turn).toEqual({ seat: 0, played: 0 });
  });

  it('no Character card left: only Anomalies', () => {
    const s = threeAtDraw();
    s.p[0]!.deck = [];
    expect(keys(s, 0)).toEqual(['draw:0']);
    expect(en(hack.legalActions(s, 0)[0]!.label)).toBe('Draw 0 Character + 3 Anomaly');
  });

  it('the last turn: "discuss with your group and decide who will draw the remaining Anomaly card": the group decides, not the character order', () => {
    let s = threeAtDraw();
    s.anomalyDeck = fake('SECRET-a-', 1);
    s.p[0]!.deck = [];
    s.p[1]!.deck = fake('SECRET-c1-', 1);
    s.p[2]!.deck = fake('SECRET-c2-', 2);
    // Restart the Draw with this board: 1 Anomaly card, 9 cards wanted.
    s.stack = [];
    s.wave = 0;
    s.queue = [{ k: 'startWave' }];
    s = settle(s);
    // Every player who could take it is asked at once; CyberLink (deck empty) is not made to take it.
    expect(s.stack.at(-1)?.kind).toBe('lastDraw');
    expect(hack.awaiting(s)).toEqual([0, 1, 2]);
    expect(keys(s, 2)).toEqual(['last:0:0', 'last:0:1', 'last:0:2']);
    expect(hack.legalActions(s, 2).map((a) => en(a.label))).toContain('I take a remaining Anomaly card (1 left)');
    // ArTeMiS (seat 2) hands it to DrPower (seat 1): one answer counts for the group.
    const r = choose(s, 2, 'last:0:1');
    s = r.state;
    expect(s.phase).toBe('play');
    expect(s.p.map((p) => p.hand.length)).toEqual([0, 2, 2]);
    expect(s.anomalyDeck).toEqual([]);
    const pub = publicText(r.events);
    expect(pub).toMatch(/\{seat:2\} gives \{seat:1\} one of the remaining Anomaly cards/);
    expect(pub).not.toContain('SECRET');
  });

  it('the last turn, several cards: one at a time, a stale button is refused, a lone taker gets the rest without asking', () => {
    let s = threeAtDraw();
    s.anomalyDeck = fake('SECRET-a-', 4);
    s.p.forEach((p) => (p.deck = []));
    s.stack = [];
    s.wave = 0;
    s.queue = [{ k: 'startWave' }];
    s = settle(s);
    s = choose(s, 0, 'last:0:0').state;
    s = choose(s, 1, 'last:1:0').state;
    // A press left from the first card is stale now.
    expect(hack.apply(s, 2, { k: 'last:0:2' }).ok).toBe(false);
    s = choose(s, 2, 'last:2:0').state;
    // CyberLink has 3 (the Tension level): only DrPower and ArTeMiS are asked for the last one.
    expect(hack.awaiting(s)).toEqual([1, 2]);
    s = choose(s, 1, 'last:3:1').state;
    expect(s.p.map((p) => p.hand.length)).toEqual([3, 1, 0]);
    expect(s.phase).toBe('play');
  });

  it('solo on the last turn: the only player draws what is left, no question asked', () => {
    let s = started(1, 'solo-last');
    s.stack = [];
    s.p[0]!.deck = fake('SECRET-c0-', 1);
    s.anomalyDeck = fake('SECRET-a-', 1);
    s.wave = 0;
    s.queue = [{ k: 'startWave' }];
    s = settle(s);
    expect(s.p[0]!.hand.length).toBe(2);
    expect(s.phase).toBe('play');
  });
});

describe('Play phase', () => {
  it('playing a card is announced once (the card rules announce it), an Anomaly waiting for its block once before', () => {
    const s = threeAtPlay();
    const r = choose(s, 0, `play:${s.p[0]!.hand[0]}:top`);
    expect(publicText(r.events)).not.toMatch(/\(top option\)/);
  });

  it('a share offer quotes the whole posted text, never cut off (qa: a long card lost its last icons)', () => {
    const s = threeAtPlay();
    const long = [...CHARACTER_CARD_LIST].sort(
      (a, b) => b.top.length + b.bottom.length - a.top.length - a.bottom.length,
    )[0]!;
    s.p[0]!.hand[0] = long.id;
    const offer = hack.legalActions(s, 0).find((o) => o.key === `share:${long.id}`)! as { detail?: string };
    const r = choose(s, 0, `share:${long.id}`);
    const posted = en(r.events.find((e) => e.to === 'public')!.text)
      .replace(/^\{seat:\d\} shares /, '')
      .replace(/\.$/, '');
    expect(en(offer.detail!).length).toBeLessThanOrEqual(100);
    if (posted.length <= 96) expect(en(offer.detail!)).toContain(`"${posted}"`);
    expect(en(offer.detail!)).not.toMatch(/\d/);
  });

  it('the printed sequence C2/D1/A1, C1/D1/A1, C skips/D1/A1, then a new wave', () => {
    let s = threeAtPlay();
    const turns: [number, number][] = [];
    const playOne = (seat: number) => {
      expect(s.turn!.seat).toBe(seat);
      s = choose(s, seat, `play:${s.p[seat]!.hand[0]}:top`).state;
    };
    // Round 1: C plays 2 (the turn ends by itself), D 1 then ends, A 1 then ends.
    playOne(0);
    expect(keys(s, 0)).toContain('end');
    playOne(0);
    turns.push([0, 2]);
    playOne(1);
    s = choose(s, 1, 'end').state;
    turns.push([1, 1]);
    playOne(2);
    s = choose(s, 2, 'end').state;
    // Round 2: C's last card ends the turn (empty hand); D 1; A 1.
    playOne(0);
    expect(s.turn!.seat).toBe(1);
    playOne(1);
    s = choose(s, 1, 'end').state;
    playOne(2);
    s = choose(s, 2, 'end').state;
    // Round 3: C skips; D and A play their last card.
    expect(s.turn!.seat).toBe(1);
    playOne(1);
    expect(s.turn!.seat).toBe(2);
    playOne(2);
    expect(s.p.map((p) => p.top.length)).toEqual([3, 3, 3]);
    expect(s.wave).toBe(2);
    expect(s.phase).toBe('draw');
    expect(hack.awaiting(s)).toEqual([0]);
  });

  it('no "end" before the first card; at most 2 cards a turn', () => {
    const s = threeAtPlay();
    expect(keys(s, 0)).not.toContain('end');
    expect(keys(s, 1)).toEqual([]);
  });

  it('share posts the icons without numbers and changes nothing else', () => {
    const s = threeAtPlay();
    const card = CHARACTER_CARD_LIST[0]!.id;
    s.p[0]!.hand[0] = card;
    const before = JSON.stringify(s);
    const r = choose(s, 0, `share:${card}`);
    const pub = r.events.filter((e) => e.to === 'public');
    expect(pub).toHaveLength(1);
    expect(pub[0]!.text.replace(/\{seat:\d\}/g, '')).not.toMatch(/\d/);
    expect(pub[0]!.text).not.toContain(CHARACTER_CARD_LIST[0]!.name);
    expect(JSON.stringify(r.state)).toBe(before);
  });
});
