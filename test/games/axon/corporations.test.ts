import { describe, expect, it } from 'vitest';
import { vpBreakdown, vpOf } from '../../../src/games/axon/score.ts';
import type { AxonState } from '../../../src/games/axon/state.ts';
import {
  actedWith,
  active,
  asCorp,
  choose,
  FIREWALLS,
  finishRound,
  give,
  keys,
  place,
  run,
  started,
  toEndOfRound,
  topKind,
} from './tableKit.ts';

const CARDS = FIREWALLS;
/** Create Monopoly, paid with the first four of CARDS. */
const MONOPOLY = ['monopoly', 'pay:firewall-1', 'pay:firewall-2', 'pay:firewall-3', 'pay:firewall-4'];

/** A 3-player game at the first turn, the active seat running `corp` with 2 cards, the city emptied. */
function scene(corp: string, seed = 'corp'): { s: AxonState; me: number } {
  const { s, me } = asCorp(3, seed, corp, CARDS.slice(0, 2));
  s.chars = [];
  return { s, me };
}
const targets = (s: AxonState, me: number) => run(s, me, 'corp', 'pay:firewall-1').s;

describe('Corporation Special Abilities', () => {
  it('rule 25: costs 1 card, puts the Activation Token on the Corporation card; once per round, again after the End of Round', () => {
    let { s, me } = scene('datastream', 'corp-once');
    place(s, 'tourist', 14);
    place(s, 'rich-kid', 15);
    place(s, 'fixer', 15);
    place(s, 'cop', 13);
    s = run(s, me, 'corp', 'pay:firewall-1', 'corp:draw').s;
    expect(s.p[me]!.corpUsed).toBe(true);
    expect(s.p[me]!.hand).toHaveLength(3);
    s = run(s, me, keys(s, me)[0]!).s;
    expect(s.p[me]!.hand).toHaveLength(2);
    s = choose(actedWith(s, 'tourist'), me, 'end').state;
    // A later turn of the same round: no second use.
    s = choose(actedWith(s, 'rich-kid'), active(s), 'end').state;
    s = choose(actedWith(s, 'fixer'), active(s), 'end').state;
    expect(active(s)).toBe(me);
    expect(keys(s, me)).not.toContain('corp');
    s = finishRound(toEndOfRound(s));
    expect(s.p[me]!.corpUsed).toBe(false);
  });

  it('ARES: hacks a Character that could MURDER or AUGMENT where it stands (not in the Prison, not under Guard)', () => {
    let { s, me } = scene('ares');
    place(s, 'yakuza', 12); // MURDER, with a victim
    place(s, 'tourist', 12);
    place(s, 'rich-kid', 11); // AUGMENT at a Shop
    place(s, 'ripperdoc', 16); // AUGMENT, no Shop but himself a Merchant
    place(s, 'reporter', 16); // neither Skill
    place(s, 'hitman', 13); // MURDER under the Security Droid's Guard; AUGMENT without Shop or Merchant
    place(s, 'security-droid', 13);
    place(s, 'clone-soldier', 1); // in the Prison
    place(s, 'serial-killer', 1);
    s = targets(s, me);
    expect(topKind(s)).toBe('corpAbility');
    expect(keys(s, me).sort()).toEqual(['corp:rich-kid', 'corp:ripperdoc', 'corp:yakuza']);
    s = run(s, me, 'corp:yakuza').s;
    expect(s.turn!.special).toBe(true);
    expect(s.p[me]!.corpUsed).toBe(true);
    expect(s.chars.find((c) => c.id === 'yakuza')!.activated).toBe(false);
  });

  it('ARES: not offered when no Character could MURDER or AUGMENT', () => {
    const { s, me } = scene('ares');
    place(s, 'reporter', 16);
    expect(keys(s, me)).not.toContain('corp');
  });

  it('MEDIA NET: 1 Scandal on a Character with a Violence token (counter and Stress +1)', () => {
    let { s, me } = scene('media-net');
    place(s, 'tourist', 12);
    expect(keys(s, me)).not.toContain('corp');
    place(s, 'yakuza', 12);
    s.chars.find((c) => c.id === 'yakuza')!.tokens.violence = 1;
    s.counter.violence = 1;
    const stress = s.stress;
    s = targets(s, me);
    expect(keys(s, me)).toEqual(['corp:yakuza']);
    s = run(s, me, 'corp:yakuza').s;
    expect(s.chars.find((c) => c.id === 'yakuza')!.tokens.scandal).toBe(1);
    expect(s.counter.scandal).toBe(1);
    expect(s.stress).toBe(stress + 1);
  });

  it('Helix Pharma: a Character with Drugs moves along 1 street, never into or out of the Prison', () => {
    let { s, me } = scene('helix');
    place(s, 'junkie', 14);
    place(s, 'pusher', 13);
    place(s, 'chemist', 1);
    place(s, 'tourist', 16);
    for (const id of ['junkie', 'pusher', 'chemist']) s.chars.find((c) => c.id === id)!.tokens.drugs = 1;
    s.counter.drugs = 3;
    s = targets(s, me);
    const ks = keys(s, me);
    expect(ks.filter((k) => k.startsWith('corp:junkie:')).sort()).toEqual([
      'corp:junkie:10',
      'corp:junkie:16',
      'corp:junkie:4',
      'corp:junkie:6',
    ]);
    expect(ks).not.toContain('corp:pusher:1');
    expect(ks.some((k) => k.startsWith('corp:chemist') || k.startsWith('corp:tourist'))).toBe(false);
    s = run(s, me, 'corp:junkie:16').s;
    expect(s.chars.find((c) => c.id === 'junkie')!.area).toBe(16);
  });

  it('Omnicorp: moves 1 Data token from its Corporate Area to another; the counter stays', () => {
    let { s, me } = scene('omnicorp');
    place(s, 'tourist', 16);
    expect(keys(s, me)).not.toContain('corp');
    s.areas[4]!.data = 2;
    s.counter.data = 2;
    const vp = vpOf(s, me);
    s = targets(s, me);
    expect(keys(s, me)).toHaveLength(5);
    s = run(s, me, 'corp:a7').s;
    expect(s.areas[4]!.data).toBe(1);
    expect(s.areas[6]!.data).toBe(1);
    expect(s.counter.data).toBe(2);
    expect(vpOf(s, me)).toBe(vp + 1);
  });

  it('The Syndicate: a Prison inmate goes to an Area adjacent to the Prison', () => {
    let { s, me } = scene('syndicate');
    place(s, 'tourist', 16);
    expect(keys(s, me)).not.toContain('corp');
    place(s, 'yakuza', 1);
    s.chars.find((c) => c.id === 'yakuza')!.section = 1;
    s = targets(s, me);
    expect(keys(s, me).sort()).toEqual(['corp:yakuza:13', 'corp:yakuza:8']);
    s = run(s, me, 'corp:yakuza:8').s;
    expect(s.chars.find((c) => c.id === 'yakuza')).toMatchObject({ area: 8, section: null });
  });

  it('Datastream: draw 2 Software cards, then discard 1', () => {
    let { s, me } = scene('datastream');
    place(s, 'tourist', 16);
    s = run(s, me, 'corp', 'pay:firewall-1', 'corp:draw').s;
    expect(s.p[me]!.hand).toHaveLength(3);
    expect(keys(s, me).every((k) => k.startsWith('corp:discard:'))).toBe(true);
    const drop = s.p[me]!.hand[1]!;
    s = run(s, me, `corp:discard:${drop}`).s;
    expect(s.p[me]!.hand).toHaveLength(2);
    expect(s.discard.at(-1)).toBe(drop);
    expect(topKind(s)).toBe('turn');
  });
});

describe('Create Monopoly', () => {
  it("rule 26: 4 cards, one of the Corporation's 2 Resources scored alone at 2 VP per token; once per game", () => {
    let { s, me } = asCorp(3, 'mono-1', 'syndicate');
    s.counter.drugs = 3;
    s.counter.scandal = 2;
    expect(vpOf(s, me)).toBe(5);
    s = run(s, me, ...MONOPOLY).s;
    expect(keys(s, me)).toEqual(['monopoly:drugs', 'monopoly:scandal']);
    s = run(s, me, 'monopoly:drugs').s;
    expect(s.p[me]!.monopoly).toBe('drugs');
    expect(vpOf(s, me)).toBe(6);
    give(s, me, CARDS);
    s.turn!.special = false;
    expect(keys(s, me)).not.toContain('monopoly');
  });

  it('Monopoly is unique (a second Drugs Monopoly is refused)', () => {
    let s = started(3, {}, 'mono-2');
    const me = active(s);
    const other = (me + 1) % 3;
    s.p[me]!.corp = 'helix';
    s.p[other]!.corp = 'syndicate';
    give(s, me, CARDS);
    s = run(s, me, ...MONOPOLY, 'monopoly:drugs').s;
    s = choose(actedWith(s), me, 'end').state;
    give(s, other, CARDS);
    s = run(s, other, ...MONOPOLY).s;
    expect(keys(s, other)).toEqual(['monopoly:scandal']);
    // With both its Resources taken, no Monopoly is offered at all.
    s.p[(me + 2) % 3]!.monopoly = 'scandal';
    const t = started(3, {}, 'mono-2');
    t.p[active(t)]!.corp = 'syndicate';
    t.p[(active(t) + 1) % 3]!.monopoly = 'drugs';
    t.p[(active(t) + 2) % 3]!.monopoly = 'scandal';
    give(t, active(t), CARDS);
    expect(keys(t, active(t))).not.toContain('monopoly');
  });

  it('rule 13: Two Player Mode: the Monopoly keeps 1 of the 3 Resources', () => {
    let { s, me } = asCorp(2, 'mono-3', 'syndicate', CARDS, 'violence');
    s.counter.violence = 3;
    s.counter.drugs = 2;
    s.counter.scandal = 1;
    expect(vpOf(s, me)).toBe(6);
    s = run(s, me, ...MONOPOLY).s;
    expect(keys(s, me).sort()).toEqual(['monopoly:drugs', 'monopoly:scandal', 'monopoly:violence']);
    s = run(s, me, 'monopoly:violence').s;
    expect(vpBreakdown(s, me).resources).toEqual([{ res: 'violence', tokens: 3, each: 2 }]);
    expect(vpOf(s, me)).toBe(6);
  });

  it("rule 26: a Data Monopoly scores 2 per Data token in play, and each on one's own Corporate Area still -1", () => {
    let { s, me } = asCorp(2, 'mono-4', 'omnicorp', CARDS, 'scandal');
    s.areas[4]!.data = 3; // Omnicorp Plaza
    s.areas[1]!.data = 2;
    s.counter.data = 5;
    s = run(s, me, ...MONOPOLY, 'monopoly:data').s;
    expect(vpBreakdown(s, me)).toMatchObject({ resources: [{ res: 'data', tokens: 5, each: 2 }], data: 3, total: 7 });
  });
});
