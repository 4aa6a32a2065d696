import { describe, expect, it } from 'vitest';
import type { HackState } from '../../../src/games/hacktivity/state.ts';
import { addCharacter } from './iconKit.ts';
import { choose, hack, play, started, testAnomalies, testCharacters } from './waveHelpers.ts';

// Test cards through the real rules: quiet cards, and three that end the game.
testCharacters('c', 3);
testCharacters('d', 3);
testAnomalies('x', 8);
addCharacter({ id: 'burn', character: 'cyberlink', name: 'Burn', top: [{ k: 'damage', n: 9 }], bottom: [] });
addCharacter({ id: 'plague', character: 'cyberlink', name: 'Plague', top: [{ k: 'spread', n: 99 }], bottom: [] });
addCharacter({ id: 'noise', character: 'cyberlink', name: 'Noise', top: [], bottom: [{ k: 'alertUp', n: 99 }] });

/** 2 players in the Play phase; seat 0 (CyberLink) holds `card` first. */
function playing(card: string, anomalies = 5): HackState {
  let s = started(2, 'end', ['cyberlink', 'drpower']);
  s.p[0]!.deck = ['c0', 'c1', 'c2'];
  s.p[1]!.deck = ['d0', 'd1', 'd2'];
  s.anomalyDeck = Array.from({ length: anomalies }, (_, i) => `x${i}`);
  s = play(s, [[0, 'draw:3'], [1, 'draw:3']]).state;
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
