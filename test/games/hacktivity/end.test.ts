import { describe, expect, it } from 'vitest';
import type { Icon } from '../../../src/games/hacktivity/data/index.ts';
import type { HackState } from '../../../src/games/hacktivity/state.ts';
import { addCharacter, addTopCard } from './iconKit.ts';
import { choose, hack, play, started, testAnomalies, testCharacters } from './waveHelpers.ts';

// Test cards through the real rules: quiet cards, and three that end the game.
testCharacters('c', 3);
testCharacters('d', 3);
testAnomalies('x', 8);
addTopCard('burn', 'cyberlink', 'Burn', { k: 'damage', n: 9 });
addTopCard('plague', 'cyberlink', 'Plague', { k: 'spread', n: 99 });
addCharacter({ id: 'noise', character: 'cyberlink', name: 'Noise', top: [], bottom: [{ k: 'alertUp', n: 99 }] });

/** 2 players in the Play phase; seat 0 (CyberLink) holds `card` first. */
function playing(card: string, anomalies = 5): HackState {
  let s = started(2, 'end', ['cyberlink', 'drpower']);
  s.p[0]!.deck = ['c0', 'c1', 'c2'];
  s.p[1]!.deck = ['d0', 'd1', 'd2'];
  s.anomalyDeck = Array.from({ length: anomalies }, (_, i) => `x${i}`);
  s = play(s, [
    [0, 'draw:3'],
    [1, 'draw:3'],
  ]).state;
  s.p[0]!.hand[0] = card;
  return s;
}

describe('End of the game', () => {
  it('a Firewall at 0: lost', () => {
    const s = choose(playing('burn'), 0, 'play:burn:top').state;
    expect(s.over).toBe(true);
    expect(s.result!.won).toBe(false);
    expect(hack.outcome(s)).toMatchObject({ over: true, team: 'lost' });
    expect(hack.awaiting(s)).toEqual([]);
  });
  it('the purple cube reaching the grey cube: lost', () => {
    const s = choose(playing('plague'), 0, 'play:plague:top').state;
    expect(s.result).toMatchObject({ won: false });
  });
  it('no orange cube left: lost', () => {
    const s = choose(playing('noise'), 0, 'play:noise:bottom').state;
    expect(s.result).toMatchObject({ won: false });
  });
  it('the Anomaly deck played out and every hand empty: Scenario 1 won', () => {
    let s = playing('c0', 3);
    s.anomalyDeck = [];
    for (let i = 0; i < 20 && !s.over; i++) {
      const seat = hack.awaiting(s)[0]!;
      s = choose(s, seat, `play:${s.p[seat]!.hand[0]}:top`).state;
    }
    expect(s.result).toMatchObject({ won: true });
    expect(s.phase).toBe('over');
  });
  it('Anomaly cards left at the end of a wave: a new wave', () => {
    let s = playing('c0', 8);
    for (let i = 0; i < 20 && s.wave === 1; i++) {
      const seat = hack.awaiting(s)[0]!;
      s = choose(s, seat, `play:${s.p[seat]!.hand[0]}:top`).state;
    }
    expect(s.over).toBe(false);
    expect(s.wave).toBe(2);
  });
});

describe("the end check runs after a card's whole resolution", () => {
  /** Cyberlink card `id`: a Destroy 1 first (it asks its target), then `then`. */
  const destroyThen = (id: string, name: string, then: Icon) =>
    addTopCard(id, 'cyberlink', name, { k: 'destroy', n: 1, anomalyOnly: false }, then);
  /** Anomaly x7 of `nodes` nodes at block 1 (the only target), 2 purple cubes. */
  const oneTarget = (s: HackState, nodes: number) => {
    s.blocks[1] = { ...s.blocks[1]!, card: 'x7', nodes };
    s.purple = 2;
  };

  it('a card whose first icon asks a target: its later Damage ends the game only after the choice', () => {
    destroyThen('late-burn', 'Late Burn', { k: 'damage', n: 9 });
    let s = playing('late-burn');
    oneTarget(s, 1);
    s = choose(s, 0, 'play:late-burn:top').state;
    expect(s.over).toBe(false);
    expect(s.stack.at(-1)!.kind).toBe('target');
    s = choose(s, 0, 't:b1').state;
    expect(s.blocks[1]!.card).toBeNull();
    expect(s.result).toMatchObject({ won: false });
    expect(s.phase).toBe('over');
    expect(s.turn).toBeNull();
  });
  it('the second card of a turn passes the turn only once its decisions are answered', () => {
    destroyThen('two-step', 'Two Step', { k: 'alertDown', n: 1 });
    let s = playing('c0');
    s.p[0]!.hand[1] = 'two-step';
    oneTarget(s, 2);
    s = choose(s, 0, 'play:c0:top').state;
    s = choose(s, 0, 'play:two-step:top').state;
    expect(s.turn).toEqual({ seat: 0, played: 2 });
    expect(hack.awaiting(s)).toEqual([0]);
    s = choose(s, 0, 't:b1').state;
    expect(s.alert[2]).toBe(3);
    expect(s.turn!.seat).toBe(1);
  });
});
