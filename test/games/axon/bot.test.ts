import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/engine/rng.ts';
import { CHARACTER_LIST, SOFTWARE_LIST } from '../../../src/games/axon/data/index.ts';
import { ask, type Link } from '../../../src/games/axon/flow.ts';
import { CHOICE_KINDS } from '../../../src/games/axon/kinds.ts';
import { act, greedy, type Table, table } from './discordKit.ts';

/** Seat 0 is Omnicorp (Products, Data); seat 1 ARES (Augments, Violence); seat 2 Helix Pharma (Drugs, Products). */
const CORPS = ['omnicorp', 'ares', 'helix'];
const none = { augments: 0, drugs: 0, products: 0, scandal: 0, violence: 0 };
/** ARES's Gang Boss, carrying its Violence; a Tourist with nothing. */
const GANG_BOSS = { id: 'gang-boss', area: 12, tokens: { ...none, violence: 3 } };
const TOURIST = { id: 'tourist', area: 11 };
/** Seat 0's Brain Burn on Character `on`: the Attack opening the Counter window the bot reads. */
const brainBurn = (on: string): Link => ({ seat: 0, card: 'brain-burn-1', target: { char: on } });
/** A Counter window: these hands and Characters, the chain (the Attack, then each Counter) being answered. */
const inWindow = (hands: string[][], chars: Table['chars'], chain: Link[]) =>
  table({ corps: CORPS, hands, chars: structuredClone(chars) }, (x) => {
    ask(x, 'respond', [0, 1], { chain });
  });

describe('Axon greedy computer player', () => {
  it("activates the Character whose Routine adds its own Resource, not a rival's", () => {
    const s = table({
      corps: CORPS,
      chars: [
        { id: 'rich-kid', area: 11 },
        { id: 'yakuza', area: 12 },
      ],
    });
    expect(greedy(s, 0, [act('act:yakuza', 'activate'), act('act:rich-kid', 'activate')])).toBe('act:rich-kid');
  });

  it("removes rivals' Resources: the Cop arrests a Criminal carrying rivals' Violence and Drugs", () => {
    const s = table({
      corps: CORPS,
      chars: [
        { id: 'cop', area: 13 },
        { id: 'pusher', area: 13, tokens: { ...none, violence: 2, drugs: 1 } },
        { id: 'tourist', area: 11 },
      ],
    });
    expect(greedy(s, 0, [act('act:tourist', 'activate'), act('act:cop', 'activate')])).toBe('act:cop');
    // Inside the Routine: ARREST the Pusher rather than drive away.
    expect(greedy(s, 0, [act('move:10', 'skill'), act('skill:arrest:pusher', 'skill')], 'x')).toBe(
      'skill:arrest:pusher',
    );
  });

  it('hacks when a card is spare and the Routine would help a rival; keeps its last card for a good Routine', () => {
    const chars = [
      { id: 'rockstar', area: 11 },
      { id: 'tourist', area: 11 },
    ];
    const spare = table({ corps: CORPS, chars, hands: [['patch-1', 'scout-1', 'bribe-1']] });
    expect(greedy(spare, 0, [act('act:rockstar', 'activate'), act('hack:rockstar', 'hack')])).toBe('hack:rockstar');
    const last = table({ corps: CORPS, chars, hands: [['patch-1']] });
    expect(greedy(last, 0, [act('act:tourist', 'activate'), act('hack:rockstar', 'hack')])).toBe('act:tourist');
  });

  it("places a Data reward token on the leading rival's Corporate Area, never on its own", () => {
    const s = table(
      { corps: CORPS, chars: [{ id: 'ripperdoc', area: 10, tokens: { ...none, augments: 3 } }] },
      (x) => (x.counter.augments = 3),
    );
    const legal = [act('reward:a5', 'reward'), act('reward:a4', 'reward'), act('reward:a2', 'reward')];
    for (const seed of ['a', 'b', 'c']) expect(greedy(s, 0, legal, seed)).not.toBe('reward:a5');
    // ARES scores the 3 Augments: its Area.
    expect(greedy(s, 0, legal)).toBe('reward:a2');
  });

  it('passes in a Counter window unless the Attack destroys its own Resources', () => {
    const legal = [
      act('counter:pass', 'counter', 'Pass'),
      act('counter:firewall-1', 'counter', 'Firewall: cancel the Attack'),
    ];
    // Seat 1 is ARES: the Gang Boss carries its Violence.
    const hit = inWindow([[], ['firewall-1']], [GANG_BOSS, TOURIST], [brainBurn('gang-boss')]);
    expect(greedy(hit, 1, legal)).toBe('counter:firewall-1');
    const harmless = inWindow([[], ['firewall-1']], [GANG_BOSS, TOURIST], [brainBurn('tourist')]);
    expect(greedy(harmless, 1, legal)).toBe('counter:pass');
    // Seat 0 attacked ARES's Gang Boss and seat 1 countered: seat 0 counters the Counter.
    const countered = inWindow(
      [['backtrace-1']],
      [GANG_BOSS],
      [brainBurn('gang-boss'), { seat: 1, card: 'firewall-1' }],
    );
    expect(
      greedy(countered, 0, [
        act('counter:pass', 'counter', 'Pass'),
        act('counter:backtrace-1', 'counter', 'Backtrace: counter Firewall'),
      ]),
    ).toBe('counter:backtrace-1');
    // With no Counter played yet, its own Attack needs none.
    const own = inWindow([['firewall-2']], [GANG_BOSS], [brainBurn('gang-boss')]);
    expect(
      greedy(own, 0, [
        act('counter:pass', 'counter', 'Pass'),
        act('counter:firewall-2', 'counter', 'Firewall: counter Brain Burn'),
      ]),
    ).toBe('counter:pass');
  });

  it('pays with its least useful card, keeps its Counter, and never cancels', () => {
    const s = table({ corps: CORPS, hands: [['firewall-1', 'patch-1']], chars: [{ id: 'tourist', area: 11 }] });
    expect(greedy(s, 0, [act('pay:firewall-1', 'pay'), act('pay:cancel', 'pay'), act('pay:patch-1', 'pay')])).toBe(
      'pay:patch-1',
    );
    expect(greedy(s, 0, [act('pay:cancel', 'pay'), act('pay:firewall-1', 'pay')])).toBe('pay:firewall-1');
  });

  it('creates a Monopoly of the Resource that pays, then picks that Resource', () => {
    const hands = [['patch-1', 'scout-1', 'bribe-1', 'wipe-1']];
    const s = table(
      {
        corps: ['helix', 'ares', 'omnicorp'],
        hands,
        chars: [{ id: 'pusher', area: 12, tokens: { ...none, drugs: 2 } }],
      },
      (x) => {
        x.counter.drugs = 6;
        x.turn!.acted = true;
      },
    );
    expect(greedy(s, 0, [act('end', 'end'), act('monopoly', 'monopoly')])).toBe('monopoly');
    const choosing = table({ corps: ['helix', 'ares', 'omnicorp'], hands }, (x) => {
      x.counter.drugs = 6;
      x.stack.push({ kind: 'monopoly', seats: [0], data: {} });
    });
    expect(greedy(choosing, 0, [act('monopoly:augments', 'monopoly'), act('monopoly:drugs', 'monopoly')])).toBe(
      'monopoly:drugs',
    );
  });

  it('End of Round: discards down to the hand limit its least useful cards', () => {
    const s = table({ corps: CORPS, hands: [['firewall-1', 'patch-1', 'scout-1', 'bribe-1', 'overclock-1']] }, (x) =>
      x.stack.push({ kind: 'handLimit', seats: [0], data: {} }),
    );
    const legal = ['firewall-1', 'patch-1', 'scout-1', 'bribe-1', 'overclock-1'].map((c) =>
      act(`discard:${c}`, 'discard'),
    );
    expect(greedy(s, 0, legal)).not.toBe('discard:firewall-1');
  });

  it("chooses a Corporation sharing exactly one Resource with those already chosen (the rulebook's advice)", () => {
    const s = table({ corps: ['ares', 'media-net'] }, (x) => (x.p[0]!.corp = null));
    const legal = ['helix', 'omnicorp', 'syndicate', 'datastream'].map((c) => act(`corp:${c}`, 'corporation'));
    // ARES (Augments, Violence) and MEDIA NET (Violence, Scandal) are chosen: The Syndicate (Scandal) and Datastream (Augments) share one.
    for (const seed of ['a', 'b', 'c', 'd'])
      expect(['corp:syndicate', 'corp:datastream']).toContain(greedy(s, 0, legal, seed));
  });

  it('never stalls: any list of legal choices of any kind gets one of its keys', () => {
    const rng = seedRng('fuzz');
    // Every kind the game offers, and one it never does.
    const kinds = [...CHOICE_KINDS, 'mystery'];
    const words = [
      'cancel',
      'pass',
      'skip',
      'take',
      'leave',
      'nothing',
      ...CHARACTER_LIST.map((c) => c.id),
      ...SOFTWARE_LIST.map((c) => c.id),
      'a2',
      '7',
      'drugs',
      'murder',
    ];
    const s = table({
      corps: CORPS,
      hands: [['firewall-1', 'brain-burn-1']],
      chars: [
        { id: 'cop', area: 13 },
        { id: 'yakuza', area: 13, tokens: { ...none, violence: 1, products: 2 } },
      ],
    });
    for (let i = 0; i < 300; i++) {
      const n = 1 + nextInt(rng, 6);
      const legal = Array.from({ length: n }, (_v, k) => {
        const kind = kinds[nextInt(rng, kinds.length)]!;
        return act(`${kind}:${words[nextInt(rng, words.length)]}:${words[nextInt(rng, words.length)]}:${k}`, kind);
      });
      expect(legal.map((a) => a.key)).toContain(greedy(s, i % 3, legal, `f${i}`));
    }
  });
});
