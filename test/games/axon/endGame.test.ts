import { describe, expect, it } from 'vitest';
import { axon } from '../../../src/games/axon/game.ts';
import { triggerEnd } from '../../../src/games/axon/resources.ts';
import type { AxonState } from '../../../src/games/axon/state.ts';
import { en } from '../../support/words.ts';
import { actedWith, active, choose, give, rule, started } from './tableKit.ts';

/** A 3-player game (ARES, MEDIA NET, Omnicorp at seats 0-2), nothing in play. */
function table(seed: string): AxonState {
  const s = started(3, {}, seed);
  ['ares', 'media-net', 'omnicorp'].forEach((c, i) => (s.p[i]!.corp = c));
  for (const p of s.p) p.permVp = 0;
  return s;
}

/** Triggers the end (Stress) in the current turn and plays the last turns through. */
function endGame(s: AxonState): AxonState {
  rule(s, (ctx) => triggerEnd(s, ctx, 'stress'));
  while (!s.over) s = choose(actedWith(s), active(s), 'end').state;
  return s;
}

describe('End of the game', () => {
  it("rule 97: scoring: +1 per token of the 2 Resources, +1 per Permanent VP, -1 per Data on one's Corporate Area; one line per seat", () => {
    let s = table('end-1');
    Object.assign(s.counter, { augments: 2, violence: 3, scandal: 1, products: 4, data: 2 });
    s.areas[4]!.data = 1; // Omnicorp Plaza
    s.areas[3]!.data = 1; // Helix Pharma Labs: nobody's
    s.p[0]!.permVp = 1;
    s = endGame(s);
    expect(s.phase).toBe('over');
    expect(s.result!.scores).toEqual([6, 4, 5]);
    expect(s.result!.winners).toEqual([0]);
    expect(s.result!.lines).toHaveLength(3);
    expect(en(s.result!.lines[0]!)).toMatch(/^🏆 \{seat:0\} \(ARES\): 6 VP = augments 2, violence 3, Permanent VP 1/);
    expect(en(s.result!.lines[2]!)).toContain('Data −1');
    const o = axon.outcome(s);
    expect(o).toMatchObject({ over: true, winners: [0], scores: [6, 4, 5] });
    expect(axon.awaiting(s)).toEqual([]);
    expect(axon.legalActions(s, 0)).toEqual([]);
  });

  it('rule 98: a tie goes to the most Software cards in hand', () => {
    let s = table('end-2');
    s.p[0]!.permVp = 2;
    s.p[1]!.permVp = 2;
    give(s, 0, ['firewall-1']);
    give(s, 1, ['firewall-2', 'firewall-3']);
    s = endGame(s);
    expect(s.result!.winners).toEqual([1]);
  });

  it('rule 98: then the most Permanent VP', () => {
    let s = table('end-3');
    s.p[0]!.permVp = 2;
    s.p[1]!.permVp = 1;
    s.counter.scandal = 1; // MEDIA NET: 1 + 1
    give(s, 0, ['firewall-1']);
    give(s, 1, ['firewall-2']);
    s = endGame(s);
    expect(s.result!.scores.slice(0, 2)).toEqual([2, 2]);
    expect(s.result!.winners).toEqual([0]);
  });

  it('rule 98: still tied after both tie-breaks: a shared win', () => {
    let s = table('end-4');
    s.p[0]!.permVp = 2;
    s.p[2]!.permVp = 2;
    give(s, 0, ['firewall-1']);
    give(s, 2, ['firewall-2']);
    s = endGame(s);
    expect(s.result!.winners).toEqual([0, 2]);
    expect(axon.outcome(s)).toMatchObject({ over: true, winners: [0, 2] });
  });
});
