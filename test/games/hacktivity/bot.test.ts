import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src/engine/rng.ts';
import type { LegalAction } from '../../../src/engine/types.ts';
import { unavailable } from '../../../src/games/hacktivity/blocked.ts';
import { hackGreedy } from '../../../src/games/hacktivity/bot.ts';
import type { HackAction } from '../../../src/games/hacktivity/game.ts';
import { setupHack } from '../../../src/games/hacktivity/setup.ts';
import type { HackState } from '../../../src/games/hacktivity/state.ts';
import { hackView } from '../../../src/games/hacktivity/view.ts';
import { checkUnavailable } from '../../contract/limits.ts';
import { en } from '../../support/words.ts';

const act = (
  key: string,
  kind: string,
  label: string,
  detail?: string,
  amount?: LegalAction['amount'],
): LegalAction<HackAction> => ({
  key,
  kind,
  label,
  action: { key } as unknown as HackAction,
  ...(detail ? { detail } : {}),
  ...(amount ? { amount } : {}),
});

function table(edit?: (s: HackState) => void): HackState {
  const s = setupHack(2, { difficult: false, protocol: 'none' }, 'bot');
  for (const p of s.p) {
    p.characters = ['artemis'];
    p.firewall = 3;
    p.deck = ['x1', 'x2', 'x3', 'x4', 'x5', 'x6'];
  }
  s.p[1]!.characters = ['drpower'];
  s.phase = 'play';
  s.queue = [];
  s.turn = { seat: 0, played: 0 };
  edit?.(s);
  return s;
}
const choose = (s: HackState, legal: LegalAction<HackAction>[], seed = 'x') =>
  hackGreedy({ seat: 0, view: hackView(s, 0), legal, rng: seedRng(seed) });

describe('Hacktivity greedy computer player', () => {
  it('aims Destroy at the Anomaly it can finish, and at the purple cube when it is close to the grey one', () => {
    const s = table((x) => {
      x.blocks[1] = { card: 'a1', nodes: 2, chains: 0, forbidden: false };
      x.blocks[2] = { card: 'a1', nodes: 5, chains: 0, forbidden: false };
    });
    const legal = [
      act('t:b1', 'target', 'Destroy 2 on Rust Worm (block B, 2 nodes → 0)'),
      act('t:b2', 'target', 'Destroy 2 on Rust Worm (block C, 5 nodes → 3)'),
      act('t:purple', 'target', 'Destroy 2 on the Critical interface (purple 2 → 0)'),
    ];
    expect(choose(s, legal).key).toBe('t:b1');
    s.purple = 9;
    legal[2] = act('t:purple', 'target', 'Destroy 2 on the Critical interface (purple 9 → 7)');
    expect(choose(s, legal).key).toBe('t:purple');
  });

  it('keeps the Alert interface and Firewalls safe: never the card that loses, a second card only when it helps', () => {
    const s = table((x) => {
      x.turn = { seat: 0, played: 1 };
      x.p[0]!.firewall = 2;
      x.p[0]!.hand = ['a1'];
    });
    // The placeholder Anomaly: bottom Damage 2 (Firewall 2 → 0: lost), top into a free block.
    const legal = [
      act('play:a1:bottom', 'play', 'Play Worm: bottom'),
      act('play:a1:top', 'play', 'Play Worm: top'),
      act('end', 'end', 'End turn'),
    ];
    expect(choose(s, legal).key).not.toBe('play:a1:bottom');
    s.turn = { seat: 0, played: 0 };
    expect(choose(s, legal.slice(0, 2)).key).toBe('play:a1:top');
  });

  it('splits its draw by its deck and the Anomaly deck, within the legal range', () => {
    const s = table((x) => {
      x.phase = 'draw';
      x.turn = null;
    });
    const legal = [0, 1, 2, 3].map((k) => act(`draw:${k}`, 'draw', `${k} Character, ${3 - k} Anomaly`));
    const k = Number(choose(s, legal).key.split(':')[1]);
    expect(k).toBeGreaterThanOrEqual(0);
    expect(k).toBeLessThanOrEqual(3);
    s.p[0]!.deck = [];
    expect(choose(s, legal).key).toBe('draw:0');
    const typed = choose(s, [
      act('draw', 'draw', 'Split your draw', undefined, { min: 0, max: 0, prompt: 'Cards from your Character deck' }),
    ]);
    expect(typed.amount).toBe(0);
  });

  it('always returns one of the legal keys, for every kind and many seeds', () => {
    const s = table();
    const legal = [
      act('character:cyberlink', 'character', 'CyberLink'),
      act('draw:1', 'draw', '1 Character, 2 Anomaly'),
      act('play:cl01:top', 'play', 'Play Ping: top'),
      act('end', 'end', 'End turn'),
      act('program:p1', 'program', 'Overload'),
      act('share:cl01', 'share', "Share Ping's icons"),
      act('distribute:1', 'distribute', 'Block 2'),
      act('block:2', 'block', 'Block 3'),
      act('discard:deck', 'discard', 'Top of your deck'),
      act('dup:1:bottom', 'duplicate', 'Duplicate Ping (bottom, {seat:1})'),
      act('option:yes', 'option', 'Yes'),
      act('odd', 'somethingNew', 'An unknown kind'),
    ];
    for (let i = 0; i < 40; i++) {
      const sub = legal.filter((_a, j) => (i >> (j % 5)) & 1 || j === i % legal.length);
      expect(sub.map((a) => a.key)).toContain(choose(s, sub, `seed${i}`).key);
    }
  });
});

describe('Hacktivity blocked choices', () => {
  it('say why an Anomaly cannot go on top, a program cannot run, and the turn cannot end yet', () => {
    const s = table((x) => {
      x.turn = { seat: 1, played: 0 };
      x.p[1]!.hand = ['a1'];
      x.p[1]!.load = 2;
      for (const i of [1, 2, 3]) x.blocks[i] = { card: 'a1', nodes: 1, chains: 0, forbidden: false };
    });
    const list = unavailable(s, 1);
    checkUnavailable(list, 'blocked');
    expect(en(list.find((u) => u.kind === 'play')?.reason ?? '')).toMatch(/no free data block/);
    expect(en(list.find((u) => u.kind === 'program')?.reason ?? '')).toMatch(/needs load/);
    expect(en(list.find((u) => u.kind === 'end')?.reason ?? '')).toMatch(/at least one card/);
    expect(unavailable(s, 0)).toEqual([]);
    for (const u of list) expect(en(u.label) + en(u.reason)).not.toMatch(/Damage 2|Spread 2/);
  });
});
