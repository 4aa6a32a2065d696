import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../../src/games/hacktivity/data/index.ts';
import { hacktivity } from '../../../src/games/hacktivity/game.ts';
import { programOptions } from '../../../src/games/hacktivity/powers.ts';
import { en } from '../../support/words.ts';
import {
  addAnomaly,
  addCharacter,
  addTopCard,
  choose,
  keys,
  pending,
  play,
  program,
  put,
  resolve,
  table,
  texts,
} from './iconKit.ts';

describe('DrPower', () => {
  it('the printed example: load 6, program 1 (cost 5): load 1, its hexagon removed, Destroy distributed 6 and Alert down 2', () => {
    const s = table();
    s.p[1]!.load = 6;
    s.turn = { seat: 1, played: 0 };
    put(s, 1, 2);
    put(s, 2, 3);
    s.purple = 0;
    const p1 = PROGRAMS[0]!;
    expect(p1.cost).toBe(5);
    expect(p1.icons).toEqual([
      { k: 'distributed', n: 6 },
      { k: 'alertDown', n: 2 },
    ]);
    expect(p1.once).toBe(true);
    // At load 6 every program costing 6 or less is offered (the real Experimental card).
    expect(programOptions(s, 1).map((o) => o.key)).toEqual(
      PROGRAMS.filter((g) => g.cost <= 6).map((g) => `program:${g.id}`),
    );
    expect(programOptions(s, 1).map((o) => o.key)).toContain(`program:${p1.id}`);
    expect(programOptions(s, 0)).toEqual([]);
    program(s, 1, p1.id);
    expect(s.p[1]!.load).toBe(1);
    expect(s.p[1]!.programsUsed).toEqual([p1.id]);
    expect(pending(s)).toBe('distribute');
    choose(s, 1, 'd:b1', 2);
    // 4 left, one target (3 nodes): taken at once, 1 lost; then Alert down 2 on column c (4 → 2).
    expect(s.blocks.every((b) => b.card === null || b.forbidden)).toBe(true);
    expect(s.alert[2]).toBe(2);
    // Once per game: not offered again.
    s.p[1]!.load = 7;
    expect(programOptions(s, 1).map((o) => o.key)).not.toContain(`program:${p1.id}`);
  });

  it("programs are offered only on DrPower's own Play turn with enough load", () => {
    const s = table();
    s.turn = { seat: 1, played: 0 };
    put(s, 1, 3);
    const cheapest = Math.min(...PROGRAMS.map((g) => g.cost));
    for (let load = 0; load <= 7; load++) {
      s.p[1]!.load = load;
      expect(
        programOptions(s, 1).map((o) => o.key),
        `load ${load}`,
      ).toEqual(PROGRAMS.filter((g) => g.cost <= load).map((g) => `program:${g.id}`));
    }
    s.p[1]!.load = cheapest - 1;
    expect(programOptions(s, 1)).toEqual([]);
    // The repeatable program stays on offer after use; a once-per-game one does not.
    s.p[1]!.load = 7;
    const again = PROGRAMS.find((g) => !g.once)!;
    const once = PROGRAMS.find((g) => g.once)!;
    s.p[1]!.programsUsed = [once.id];
    expect(programOptions(s, 1).map((o) => o.key)).toContain(`program:${again.id}`);
    expect(programOptions(s, 1).map((o) => o.key)).not.toContain(`program:${once.id}`);
    s.turn = { seat: 0, played: 0 };
    expect(programOptions(s, 1)).toEqual([]);
  });
});

describe('DrPower\'s turn: "during your turn, you can spend the blue cube to activate one of the 4 programs"', () => {
  const trickle = PROGRAMS.find((g) => !g.once)!;
  /** CyberLink (seat 0) and DrPower (seat 1), DrPower's Play turn, an Anomaly of 5 nodes in block B. */
  function drTurn(hand: string[], load: number) {
    const s = table();
    s.turn = { seat: 1, played: 0 };
    put(s, 1, 5);
    s.purple = 0;
    s.p[0]!.hand = ['tq-other'];
    s.p[1]!.hand = hand;
    s.p[1]!.load = load;
    return s;
  }
  addTopCard('tq-other', 'cyberlink', 'Idle');
  const charger = addTopCard('tq-charge', 'drpower', 'Charger', { k: 'charge', n: 2 });

  it('load charged by the last card can be spent before the turn passes; End turn then passes it', () => {
    const s = drTurn([charger], trickle.cost - 2);
    choose(s, 1, `play:${charger}:top`);
    expect(s.p[1]!.load).toBe(trickle.cost);
    // The hand is empty, but the turn is still DrPower's: a program or End turn.
    expect(s.turn?.seat).toBe(1);
    expect(keys(s, 1)).toEqual(['end', `program:${trickle.id}`]);
    choose(s, 1, 'end');
    expect(s.turn?.seat).toBe(0);
  });

  it('after the second card too, and the program run passes the turn (no End turn needed)', () => {
    const s = drTurn([charger, charger], trickle.cost - 4);
    s.p[1]!.hand = [charger, 'tq-charge2'];
    addTopCard('tq-charge2', 'drpower', 'Charger 2', { k: 'charge', n: 2 });
    s.p[1]!.hand.push('tq-other');
    choose(s, 1, `play:${charger}:top`);
    choose(s, 1, 'play:tq-charge2:top');
    expect(s.turn).toEqual({ seat: 1, played: 2 });
    // Destroy 2 with one target only: taken at once.
    choose(s, 1, `program:${trickle.id}`);
    expect(s.blocks[1]!.nodes).toBe(3);
    expect(s.turn?.seat).toBe(0);
  });

  it('one program per turn: after one runs, no other is offered that turn, though the load allows it', () => {
    const s = drTurn([charger, charger], 7);
    // Destroy 2 with one target only: taken at once.
    choose(s, 1, `program:${trickle.id}`);
    expect(s.p[1]!.load).toBe(7 - trickle.cost);
    expect(keys(s, 1).filter((k) => k.startsWith('program:'))).toEqual([]);
    expect(hacktivity.unavailable!(s, 1).some((u) => /one program per turn/.test(en(u.reason)))).toBe(true);
  });

  it('an empty hand: DrPower still gets a turn to run a program while another player holds cards', () => {
    const s = drTurn([], trickle.cost);
    s.turn = { seat: 0, played: 0 };
    s.p[0]!.hand = ['tq-other', 'tq-other'];
    choose(s, 0, 'play:tq-other:top');
    choose(s, 0, 'end');
    // DrPower's turn comes with a program and End turn; CyberLink still holds a card.
    expect(s.turn?.seat).toBe(1);
    expect(keys(s, 1)).toEqual(['end', `program:${trickle.id}`]);
    choose(s, 1, 'end');
    choose(s, 0, 'play:tq-other:top');
    // Every hand is empty: the Play phase ends, however much load is left.
    expect(s.turn?.seat).not.toBe(1);
  });
});

describe('CyberLink', () => {
  it('a chain cube: on deactivation Destroy 1 to both neighbours, the cube back in reserve', () => {
    const s = table();
    put(s, 1, 3);
    put(s, 2, 1);
    put(s, 3, 2);
    resolve(s, 0, [{ k: 'chain' }]);
    expect(keys(s, 0)).toEqual(['t:b1', 't:b2', 't:b3']);
    choose(s, 0, 't:b2');
    expect(s.p[0]!.cubes).toBe(3);
    expect(s.blocks[2]!.chains).toBe(1);
    s.purple = 0;
    resolve(s, 0, [{ k: 'destroy', n: 1, anomalyOnly: true }]);
    choose(s, 0, 't:b2');
    expect(s.blocks[2]!.card).toBeNull();
    expect(s.blocks[1]!.nodes).toBe(2);
    expect(s.blocks[3]!.nodes).toBe(1);
    expect(s.p[0]!.cubes).toBe(4);
  });

  it('a missing neighbour: that Destroy 1 is lost; in Scenario 1 block D does not chain to the Critical interface ("In some scenarios")', () => {
    const s = table();
    put(s, 1, 1);
    put(s, 2, 2);
    s.blocks[1]!.chains = 1;
    s.p[0]!.cubes = 3;
    s.purple = 0;
    resolve(s, 0, [{ k: 'destroy', n: 1, anomalyOnly: true }]);
    const ev = choose(s, 0, 't:b1');
    expect(texts(ev)).toMatch(/block A is lost: no adjacent Anomaly/);
    expect(s.blocks[2]!.nodes).toBe(1);
    const t = table();
    put(t, 2, 2);
    put(t, 3, 1);
    t.blocks[3]!.chains = 1;
    t.purple = 3;
    resolve(t, 0, [{ k: 'destroyReduce', n: 1, m: 1 }]);
    const chained = choose(t, 0, 't:b3');
    // Chain: block C 2 → 1; the right of block D is lost (no chain to the Critical interface in Scenario 1); then Reduce 1: 3 → 2.
    expect(t.blocks[2]!.nodes).toBe(1);
    expect(t.purple).toBe(2);
    expect(texts(chained)).toMatch(/on the right .* is lost/);
    // Nor does the block choice promise it: block D beside the Critical interface is "no Anomaly next to it".
    const u = table();
    put(u, 1, 2);
    const bug = addAnomaly({ id: 'tq-bug', name: 'Bug', nodes: 2, top: [], bottom: [] });
    u.p[0]!.hand = [bug];
    play(u, 0, bug, 'top');
    expect(en(hacktivity.legalActions(u, 0).find((a) => a.key === 'block:b3')?.detail ?? '')).toBe(
      'No Anomaly next to it.',
    );
  });

  it('lost on the left of block A; an automatic chain needs no cube; chains cascade', () => {
    const s = table([['cyberlink'], ['drpower'], ['artemis']]);
    expect(s.blocks[0]!.forbidden).toBe(false);
    put(s, 0, 1, 'auto-a', true);
    put(s, 1, 1, 'auto-b', true);
    put(s, 2, 2);
    s.purple = 0;
    resolve(s, 0, [{ k: 'destroy', n: 1, anomalyOnly: true }]);
    const ev = choose(s, 0, 't:b0');
    expect(texts(ev)).toMatch(/on the left is lost/);
    // A deactivated: its chain is lost on the left and hits B (1 → 0), whose chain hits C (2 → 1).
    expect(s.blocks[0]!.card).toBeNull();
    expect(s.blocks[1]!.card).toBeNull();
    expect(s.blocks[2]!.nodes).toBe(1);
  });

  it('Chain (place cube) needs a cube in reserve and an Anomaly', () => {
    const s = table();
    expect(texts(resolve(s, 0, [{ k: 'chain' }]))).toMatch(/cannot apply/);
    put(s, 1, 2);
    s.p[0]!.cubes = 0;
    expect(texts(resolve(s, 0, [{ k: 'chain' }]))).toMatch(/no grey cube/);
  });
});

describe('BLAAST!!', () => {
  /** A BLAAST!! card whose top is Duplicate. */
  const copycat = (): string =>
    addCharacter({
      id: 'tb-dup',
      character: 'blaast',
      name: 'Copycat',
      top: [{ k: 'duplicate' }],
      bottom: [{ k: 'putBack' }],
    });
  it("Duplicate: any visible top or bottom discard, another player's included, resolved as if played", () => {
    const s = table([['blaast'], ['artemis']]);
    const dup = copycat();
    const other = addCharacter({
      id: 'ta-hit',
      character: 'artemis',
      name: 'Lance',
      top: [{ k: 'destroy', n: 2, anomalyOnly: false }],
      bottom: [
        { k: 'alertDown', n: 1 },
        { k: 'spread', n: 1 },
      ],
    });
    const hidden = addTopCard('ta-old', 'artemis', 'Buried', { k: 'reduce', n: 5 });
    s.p[1]!.top = [hidden, other];
    s.p[1]!.bottom = [other];
    put(s, 1, 3);
    s.purple = 0;
    s.p[0]!.hand = [dup];
    play(s, 0, dup, 'top');
    expect(pending(s)).toBe('duplicate');
    expect(keys(s, 0)).toEqual(['dup:1:top', 'dup:1:bottom']);
    choose(s, 0, 'dup:1:top');
    expect(s.blocks[1]!.nodes).toBe(1);
  });

  it("Duplicate offers only options with an effect: another Character's Chain or Charge copies nothing, and the choice says so", () => {
    const s = table([['blaast'], ['cyberlink'], ['drpower']]);
    const dup = copycat();
    const chainOnly = addCharacter({
      id: 'tc-chain',
      character: 'cyberlink',
      name: 'Linker',
      top: [{ k: 'chain' }],
      bottom: [{ k: 'destroy', n: 1, anomalyOnly: false }],
    });
    const charge = addCharacter({
      id: 'td-charge',
      character: 'drpower',
      name: 'Booster',
      top: [
        { k: 'charge', n: 2 },
        { k: 'destroy', n: 1, anomalyOnly: false },
      ],
      bottom: [{ k: 'charge', n: 3 }],
    });
    s.p[1]!.top = [chainOnly];
    s.p[1]!.bottom = [chainOnly];
    s.p[2]!.top = [charge];
    s.p[2]!.bottom = [charge];
    put(s, 1, 3);
    s.p[0]!.hand = [dup];
    play(s, 0, dup, 'top');
    // Linker's Chain and Booster's lone Charge 3 would copy nothing for BLAAST!!: not offered.
    expect(keys(s, 0)).toEqual(['dup:1:bottom', 'dup:2:top']);
    const offer = hacktivity.legalActions(s, 0)[1]!;
    expect(en(offer.detail ?? '')).toMatch(/Charge 2 copies nothing \(not DrPower\)/);
  });

  it('Put back: the card goes back into its deck, shuffled (cards conserved)', () => {
    const s = table([['blaast'], ['artemis']]);
    s.p[0]!.hand = ['tb-dup'];
    s.p[0]!.deck = ['k1', 'k2', 'k3'];
    play(s, 0, 'tb-dup', 'bottom');
    expect(s.p[0]!.bottom).toEqual([]);
    expect([...s.p[0]!.deck].sort()).toEqual(['k1', 'k2', 'k3', 'tb-dup']);
    expect(s.p[0]!.hand).toEqual([]);
  });

  it('Duplicate with nothing visible is skipped; it never copies a Duplicate', () => {
    const s = table([['blaast'], ['artemis']]);
    s.p[0]!.hand = ['tb-dup'];
    const ev = play(s, 0, 'tb-dup', 'top');
    expect(texts(ev)).toMatch(/Duplicate cannot apply/);
  });
});

describe('ArTeMiS', () => {
  it('multi-target icons: Destroy X + Y and distributed reach several Anomalies', () => {
    const s = table([['artemis'], ['drpower']]);
    put(s, 1, 2);
    put(s, 2, 2);
    s.purple = 0;
    resolve(s, 0, [{ k: 'destroy2', n: 2, m: 1 }]);
    choose(s, 0, 't:b2');
    expect(s.blocks[2]!.card).toBeNull();
    expect(s.blocks[1]!.nodes).toBe(1);
  });
});
