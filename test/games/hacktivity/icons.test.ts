import { describe, expect, it } from 'vitest';
import { cardOptions } from '../../../src/games/hacktivity/cards.ts';
import type { Icon } from '../../../src/games/hacktivity/data/index.ts';
import { checkEnd, describeIcons } from '../../../src/games/hacktivity/icons.ts';
import type { HackState } from '../../../src/games/hacktivity/state.ts';
import { en } from '../../support/words.ts';
import {
  addAnomaly,
  addCharacter,
  addTopCard,
  choose,
  keys,
  labels,
  pending,
  play,
  put,
  resolve,
  resolveEach,
  rule,
  table,
  texts,
} from './iconKit.ts';

describe('Hacktivity icons', () => {
  it('Destroy X: one choice per target, Anomalies by block and the Critical interface; the excess is lost', () => {
    const s = table();
    put(s, 1, 4);
    put(s, 2, 3);
    s.purple = 2;
    resolve(s, 0, [{ k: 'destroy', n: 3, anomalyOnly: false }]);
    expect(pending(s)).toBe('target');
    expect(keys(s, 0)).toEqual(['t:b1', 't:b2', 't:purple']);
    expect(labels(s, 0)[0]).toBe('Destroy 3 on BugB (block B, 4 nodes → 1)');
    expect(labels(s, 0)[2]).toBe('Destroy 3 on the Critical interface (purple 2 → 0)');
    choose(s, 0, 't:b1');
    expect(s.blocks[1]!.nodes).toBe(1);
  });

  it('Golden Rule: Destroy 5 on an Anomaly of 3 nodes deactivates it and 2 are lost; its block is freed', () => {
    const s = table();
    const id = put(s, 2, 3);
    s.purple = 0;
    const ev = resolve(s, 0, [{ k: 'destroy', n: 5, anomalyOnly: false }]);
    expect(s.blocks[2]).toMatchObject({ card: null, nodes: 0 });
    expect(s.enemyDiscard).toContain(id);
    expect(texts(ev)).toMatch(/2 lost/);
  });

  it('Destroy X : Anomaly never targets the Critical interface; with no Anomaly it is skipped', () => {
    const s = table();
    s.purple = 5;
    put(s, 1, 4);
    resolve(s, 0, [
      { k: 'destroy', n: 1, anomalyOnly: true },
      { k: 'destroy', n: 1, anomalyOnly: true },
      { k: 'destroy', n: 1, anomalyOnly: true },
      { k: 'destroy', n: 1, anomalyOnly: true },
    ]);
    expect(s.blocks[1]).toMatchObject({ card: null });
    expect(s.purple).toBe(5);
    const ev = resolve(s, 0, [{ k: 'destroy', n: 2, anomalyOnly: true }]);
    expect(texts(ev)).toMatch(/cannot apply/);
    expect(s.purple).toBe(5);
  });

  it('Destroy X + Destroy Y: two picks on different targets; one may be the purple cube; with one target Y is lost', () => {
    const s = table();
    put(s, 0, 4);
    put(s, 3, 2);
    s.purple = 3;
    resolve(s, 0, [{ k: 'destroy2', n: 3, m: 1 }]);
    expect(keys(s, 0)).toEqual(['t:b0', 't:b3', 't:purple']);
    choose(s, 0, 't:purple');
    expect(s.purple).toBe(0);
    expect(keys(s, 0)).toEqual(['t:b0', 't:b3']);
    expect(labels(s, 0)[0]).toBe('Destroy 1 on BugA (block A, 4 nodes → 3)');
    choose(s, 0, 't:b0');
    expect(s.blocks[0]!.nodes).toBe(3);
    // Only one target: the second Destroy is lost.
    const t = table();
    put(t, 1, 5);
    t.purple = 0;
    const ev = resolve(t, 0, [{ k: 'destroy2', n: 3, m: 1 }]);
    expect(t.blocks[1]!.nodes).toBe(2);
    expect(texts(ev)).toMatch(/Destroy 1 is lost/);
  });

  it('Destroy distributed X: target then amount until X is spent or no target remains', () => {
    const s = table();
    put(s, 1, 4);
    put(s, 2, 1);
    s.purple = 1;
    resolve(s, 0, [{ k: 'distributed', n: 6 }]);
    expect(pending(s)).toBe('distribute');
    expect(keys(s, 0)).toEqual(['d:b1', 'd:b2', 'd:purple']);
    choose(s, 0, 'd:b1', 3);
    expect(s.blocks[1]!.nodes).toBe(1);
    choose(s, 0, 'd:b2');
    expect(s.blocks[2]!.card).toBeNull();
    expect(labels(s, 0)).toEqual([
      'Destroy 1 on BugB (block B, 1 node)',
      'Destroy 1 on the Critical interface (purple 1 → 0)',
    ]);
    choose(s, 0, 'd:purple');
    // 1 left, one target left: taken at once.
    expect(s.blocks[1]!.card).toBeNull();
    expect(s.purple).toBe(0);
    expect(pending(s)).toBeUndefined();
  });

  it('Destroy and reduce infection; destroy or reduce infection', () => {
    const s = table();
    put(s, 1, 4);
    s.purple = 4;
    resolve(s, 0, [{ k: 'destroyReduce', n: 2, m: 1 }]);
    expect(s.blocks[1]!.nodes).toBe(2);
    expect(s.purple).toBe(3);
    resolve(s, 0, [{ k: 'destroyOrReduce', n: 2 }]);
    expect(labels(s, 0)).toContain('Reduce infection 2 on the Critical interface (purple 3 → 1)');
    choose(s, 0, 't:purple');
    expect(s.purple).toBe(1);
  });

  it('Spread infection: purple 2 + Spread 8 reaches 10 with 2 players (loss)', () => {
    const s = table();
    expect(s.purple).toBe(2);
    expect(s.grey).toBe(10);
    resolve(s, 0, [{ k: 'spread', n: 8 }]);
    expect(s.purple).toBe(10);
    expect(s.over).toBe(true);
    expect(s.result?.won).toBe(false);
  });

  /** One track a row: seat 0's icons in turn with the value after each, then the icon that cannot apply any more. */
  type Track = [string, (s: HackState) => number, [Icon, number][], Icon];
  const TRACKS: Track[] = [
    [
      'Reduce infection stops at 0 (purple 2 + Spread 2, Reduce 6)',
      (x) => x.purple,
      [
        [{ k: 'spread', n: 2 }, 4],
        [{ k: 'reduce', n: 6 }, 0],
      ],
      { k: 'reduce', n: 1 },
    ],
    [
      'Tension up moves the red cube along the track (and stops at its end)',
      (x) => x.tension,
      [
        [{ k: 'tension', n: 2 }, 2],
        [{ k: 'tension', n: 9 }, 4],
      ],
      { k: 'tension', n: 1 },
    ],
  ];
  it.each(TRACKS)('%s', (_name, read, rows, stuck) => {
    const s = table();
    resolveEach(s, 0, read, rows);
    expect(texts(resolve(s, 0, [stuck]))).toMatch(/cannot apply/);
  });

  it("Damage: the player's own Firewall (3 → 2); a Firewall at 0 loses the game", () => {
    const s = table();
    resolve(s, 1, [{ k: 'damage', n: 1 }]);
    expect(s.p[1]!.firewall).toBe(2);
    expect(s.p[0]!.firewall).toBe(3);
    resolve(s, 1, [{ k: 'damage', n: 2 }]);
    expect(s.over).toBe(true);
  });

  it("Damage shared: the card's player splits it point by point", () => {
    const s = table([['cyberlink'], ['drpower'], ['artemis']]);
    resolve(s, 0, [{ k: 'damageShared', n: 2 }]);
    expect(pending(s)).toBe('share');
    expect(keys(s, 0)).toEqual(['s:0', 's:1', 's:2']);
    expect(labels(s, 0)[1]).toBe('Damage 1 to {seat:1} (Firewall 3 → 2)');
    choose(s, 0, 's:1');
    choose(s, 0, 's:2');
    expect(s.p.map((p) => p.firewall)).toEqual([3, 2, 2]);
  });

  it('Fortify: capped at 4; at 4 it cannot apply (Golden Rule); shared Fortify skips full Firewalls', () => {
    const s = table();
    resolve(s, 0, [{ k: 'fortify', n: 3 }]);
    expect(s.p[0]!.firewall).toBe(4);
    expect(texts(resolve(s, 0, [{ k: 'fortify', n: 1 }]))).toMatch(/cannot apply/);
    resolve(s, 0, [{ k: 'fortifyShared', n: 2 }]);
    // Only seat 1 can take it: both points to seat 1 (3 → 4, 1 lost).
    expect(s.p[1]!.firewall).toBe(4);
  });

  it("Charge and Discharge move DrPower's load, up to 7 and down to 0", () => {
    const s = table();
    resolveEach(s, 1, (x) => x.p[1]!.load, [
      [{ k: 'charge', n: 4 }, 5],
      [{ k: 'charge', n: 4 }, 7],
      [{ k: 'discharge', n: 9 }, 0],
    ]);
    expect(texts(resolve(s, 0, [{ k: 'charge', n: 1 }]))).toMatch(/not DrPower/);
  });

  it("Discard Character card: from the hand or the deck top, the player's choice; none → skipped", () => {
    const s = table();
    const c1 = addTopCard('tc-d1', 'cyberlink', 'Spare', { k: 'destroy', n: 1, anomalyOnly: false });
    s.p[0]!.hand = [c1];
    s.p[0]!.deck = ['tc-deck'];
    resolve(s, 0, [{ k: 'discard', n: 1 }]);
    expect(keys(s, 0)).toEqual(['discard:tc-d1', 'discard:deck']);
    choose(s, 0, 'discard:deck');
    expect(s.p[0]!.deck).toEqual([]);
    expect(s.enemyDiscard).toContain('tc-deck');
    resolve(s, 0, [{ k: 'discard', n: 2 }]);
    expect(s.p[0]!.hand).toEqual([]);
    expect(s.enemyDiscard).toContain(c1);
    expect(texts(resolve(s, 0, [{ k: 'discard', n: 1 }]))).toMatch(/cannot apply/);
  });

  it('Additional node: another Anomaly under 5 nodes; none (or only 5+) → cancelled', () => {
    const s = table();
    expect(texts(resolve(s, 0, [{ k: 'addNode', n: 1 }]))).toMatch(/cannot apply/);
    put(s, 1, 5);
    expect(texts(resolve(s, 0, [{ k: 'addNode', n: 1 }]))).toMatch(/cannot apply/);
    expect(s.blocks[1]!.nodes).toBe(5);
    put(s, 2, 4);
    resolve(s, 0, [{ k: 'addNode', n: 2 }]);
    // One target under 5: 4 → 5, then none left.
    expect(s.blocks[2]!.nodes).toBe(5);
  });

  it('Tension up between two boxes of the same draw says the draw stays (never "now draws 3 (was 3)")', () => {
    const s = table();
    const said = texts(resolve(s, 0, [{ k: 'tension', n: 1 }]));
    expect(said).toMatch(/moves to box 2; each player still draws 3/);
    expect(said).not.toMatch(/was 3/);
    expect(texts(resolve(s, 0, [{ k: 'tension', n: 1 }]))).toMatch(/now draws 4 \(was 3\)/);
  });

  it('Alert up and Alert down are icons too (details in alert.test.ts)', () => {
    const s = table();
    resolveEach(s, 0, (x) => x.alert[2], [
      [{ k: 'alertUp', n: 1 }, 5],
      [{ k: 'alertDown', n: 2 }, 3],
    ]);
  });

  it('describeIcons: with numbers for the owner, without for the communication rule', () => {
    const icons = [
      { k: 'alertDown', n: 1 },
      { k: 'destroy', n: 3, anomalyOnly: false },
      { k: 'destroy2', n: 3, m: 1 },
    ] as const;
    expect(en(describeIcons([...icons]))).toBe('Alert down 1, Destroy 3, Destroy 3 + Destroy 1');
    expect(en(describeIcons([...icons], false))).toBe('Alert down, Destroy, Destroy + Destroy');
    expect(en(describeIcons([...icons], false))).not.toMatch(/\d/);
  });
});

describe('Hacktivity cards', () => {
  it('the printed card: bottom option Alert down 1 then Destroy 3, on the bottom pile', () => {
    const s = table();
    const id = addCharacter({
      id: 'tc-print',
      character: 'cyberlink',
      name: 'Printed',
      top: [{ k: 'destroy', n: 2, anomalyOnly: false }],
      bottom: [
        { k: 'alertDown', n: 1 },
        { k: 'destroy', n: 3, anomalyOnly: false },
      ],
    });
    s.p[0]!.hand = [id];
    put(s, 1, 4);
    s.purple = 0;
    expect(cardOptions(s, 0, id).map((o) => o.key)).toEqual([`play:${id}:top`, `play:${id}:bottom`]);
    expect(en(cardOptions(s, 0, id)[1]!.detail ?? '')).toBe('Bottom pile: Alert down 1, Destroy 3');
    play(s, 0, id, 'bottom');
    expect(s.p[0]!.bottom).toEqual([id]);
    expect(s.p[0]!.top).toEqual([]);
    expect(s.p[0]!.hand).toEqual([]);
    expect(s.alert[2]).toBe(3);
    expect(s.blocks[1]!.nodes).toBe(1);
  });

  it("Damage 1 takes a Firewall 3 → 2; an Anomaly's bottom Damage 2 takes it 3 → 1 and goes to the Enemy Discard", () => {
    const s = table();
    const c = addTopCard('tc-dmg', 'drpower', 'Overheat', { k: 'damage', n: 1 });
    const a = addAnomaly({ id: 'ta-dmg', name: 'Biter', nodes: 3, top: [], bottom: [{ k: 'damage', n: 2 }] });
    play(s, 0, c, 'top');
    expect(s.p[0]!.firewall).toBe(2);
    play(s, 1, a, 'bottom');
    expect(s.p[1]!.firewall).toBe(1);
    expect(s.enemyDiscard).toEqual([a]);
  });

  it('the 4-node Anomaly: placed in a free block (the hexagon at 4), then its Destroy 1; bottom Damage 2 and Spread 2 (2 → 4)', () => {
    const s = table();
    const a = addAnomaly({
      id: 'ta-4',
      name: 'Worm4',
      nodes: 4,
      top: [{ k: 'destroy', n: 1, anomalyOnly: false }],
      bottom: [
        { k: 'damage', n: 2 },
        { k: 'spread', n: 2 },
      ],
    });
    s.purple = 0;
    put(s, 1, 3);
    // Blocks C and D free (A Forbidden with 2 players, B taken).
    play(s, 0, a, 'top');
    expect(pending(s)).toBe('block');
    expect(keys(s, 0)).toEqual(['block:b2', 'block:b3']);
    choose(s, 0, 'block:b2');
    expect(s.blocks[2]).toMatchObject({ card: a, nodes: 4 });
    // Its Destroy 1: two Anomalies, the player's choice (itself included).
    expect(keys(s, 0)).toEqual(['t:b1', 't:b2']);
    choose(s, 0, 't:b2');
    expect(s.blocks[2]!.nodes).toBe(3);
    const t = table();
    t.purple = 2;
    play(t, 0, 'ta-4', 'bottom');
    expect(t.p[0]!.firewall).toBe(1);
    expect(t.purple).toBe(4);
  });

  it("an Anomaly's top option is offered only while a data block is free; a Character card always offers both", () => {
    const s = table();
    const a = addAnomaly({ id: 'ta-x', name: 'Pest', nodes: 2, top: [], bottom: [{ k: 'spread', n: 1 }] });
    put(s, 1, 1);
    put(s, 2, 1);
    expect(cardOptions(s, 0, a).map((o) => o.key)).toEqual([`play:${a}:top`, `play:${a}:bottom`]);
    put(s, 3, 1);
    expect(cardOptions(s, 0, a).map((o) => o.key)).toEqual([`play:${a}:bottom`]);
    const c = addCharacter({
      id: 'tc-void',
      character: 'artemis',
      name: 'Void',
      top: [{ k: 'addNode', n: 1 }],
      bottom: [{ k: 'fortify', n: 1 }],
    });
    s.p[0]!.firewall = 4;
    expect(cardOptions(s, 0, c)).toHaveLength(2);
    // Every icon fails: the card is still played (Golden Rule cancels icons, never the card).
    s.blocks = s.blocks.map((b) => ({ ...b, card: null, nodes: 0 }));
    play(s, 0, c, 'top');
    expect(s.p[0]!.top).toEqual([c]);
  });

  it('Additional node on a placed Anomaly goes to another Anomaly, never itself', () => {
    const s = table();
    const a = addAnomaly({ id: 'ta-add', name: 'Grower', nodes: 2, top: [{ k: 'addNode', n: 1 }], bottom: [] });
    play(s, 0, a, 'top');
    expect(pending(s)).toBe('block');
    choose(s, 0, 'block:b1');
    expect(s.blocks[1]!.nodes).toBe(2);
    put(s, 3, 2);
    const b = addAnomaly({ id: 'ta-add2', name: 'Grower2', nodes: 2, top: [{ k: 'addNode', n: 1 }], bottom: [] });
    play(s, 0, b, 'top');
    expect(s.blocks[2]!.card).toBe(b);
    expect(keys(s, 0)).toEqual(['t:b1', 't:b3']);
  });

  it('checkEnd: no orange cube left is a loss', () => {
    const s = table();
    s.alert = [null, null, null, null, null, null];
    expect(rule(s, (ctx) => checkEnd(s, ctx))).toBe(true);
    expect(en(s.result?.reason ?? '')).toMatch(/orange/);
  });
});
