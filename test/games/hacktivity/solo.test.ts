import { describe, expect, it } from 'vitest';
import { ANOMALY_LIST, CHARACTER_CARD_LIST, SOLO_ZERO } from '../../../src/games/hacktivity/data/index.ts';
import { choose, fresh, hack, keys, started, testAnomalies, testCharacters } from './waveHelpers.ts';

const virus = ANOMALY_LIST.find((c) => c.set === 'soloVirus')!.id;
testCharacters('c', 3);
testAnomalies('x', 4);

describe('Solo mode', () => {
  it('two Characters, one deck of both decks plus the 4 Solo Zero cards, Firewall 4, the Solo Virus cards in the Anomaly deck', () => {
    let s = fresh(1, 'solo');
    s = choose(s, 0, 'character:blaast').state;
    expect(hack.awaiting(s)).toEqual([0]);
    expect(keys(s, 0)).not.toContain('character:blaast');
    s = choose(s, 0, 'character:cyberlink').state;
    const own = CHARACTER_CARD_LIST.filter((c) => c.character === 'blaast' || c.character === 'cyberlink').map(
      (c) => c.id,
    );
    expect([...s.p[0]!.deck].sort()).toEqual([...own, ...SOLO_ZERO.map((z) => z.id)].sort());
    expect(s.p[0]!.firewall).toBe(4);
    expect(s.p[0]!.cubes).toBe(4);
    expect(s.order).toEqual([0]);
    for (const v of ANOMALY_LIST.filter((c) => c.set === 'soloVirus')) expect(s.anomalyDeck).toContain(v.id);
  });

  it('a drawn Solo Zero goes to the Enemy Discard at once; a Solo Virus is played first and the top Anomaly resolves', () => {
    let s = started(1, 'solo2', ['cyberlink', 'artemis']);
    s.p[0]!.deck = [SOLO_ZERO[0]!.id, 'c1', 'c2'];
    s.anomalyDeck = [virus, 'x1', 'x2', 'x3'];
    s = choose(s, 0, 'draw:2').state; // Solo Zero, c1 and the Solo Virus
    expect(s.p[0]!.hand).toEqual(['c1', virus]);
    expect(s.enemyDiscard).toContain(SOLO_ZERO[0]!.id);
    expect(keys(s, 0).filter((k) => !k.startsWith('share:'))).toEqual([`virus:${virus}`]);
    s = choose(s, 0, `virus:${virus}`).state;
    expect(s.enemyDiscard).toContain(virus);
    expect(s.stack.at(-1)!.kind).toBe('option');
    expect(keys(s, 0)).toEqual(['play:x1:top', 'play:x1:bottom']);
    s = choose(s, 0, 'play:x1:bottom').state;
    expect(s.anomalyDeck).toEqual(['x2', 'x3']);
    expect(s.turn).toEqual({ seat: 0, played: 1 });
    expect(keys(s, 0)).toContain('end');
    expect(keys(s, 0)).toContain('play:c1:top');
  });
});
