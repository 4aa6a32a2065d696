import { describe, expect, it } from 'vitest';
import {
  ALERT_DECK,
  ALERT_SETUP,
  ANOMALIES,
  ANOMALY_LIST,
  ANOMALY_SETS,
  anomalyCardSchema,
  CARD_IDS,
  CHARACTER_CARD_LIST,
  CHARACTER_CARDS,
  CHARACTER_DECKS,
  CHARACTERS,
  cardName,
  characterCardSchema,
  GREY_START,
  type Icon,
  PROGRAMS,
  PURPLE_START,
  programSchema,
  SOLO_CARD_COUNT,
  SOLO_SPARES,
  SOLO_ZERO,
  STRANGE_PHENOMENON,
  TENSION_TRACK,
} from '../../../src/games/hacktivity/data/index.ts';

const icons = (c: { top: Icon[]; bottom: Icon[] }): Icon[] => [...c.top, ...c.bottom];
const has = (c: { top: Icon[]; bottom: Icon[] }, k: Icon['k']): boolean => icons(c).some((i) => i.k === k);
const total = (list: readonly { top: Icon[]; bottom: Icon[] }[], k: Icon['k'], side: 'top' | 'bottom') =>
  list.reduce(
    (a, c) => a + c[side].filter((i) => i.k === k).reduce((b, i) => b + ('n' in i ? i.n : 0) + ('m' in i ? i.m : 0), 0),
    0,
  );
const destroyOf = (ic: Icon[]) =>
  ic.reduce(
    (a, i) =>
      a +
      (['destroy', 'distributed', 'destroyOrReduce'].includes(i.k)
        ? (i as { n: number }).n
        : i.k === 'destroy2' || i.k === 'destroyReduce'
          ? i.n + (i.k === 'destroy2' ? i.m : 0)
          : 0),
    0,
  );

describe('Hacktivity data: the Character decks', () => {
  it('holds 53 Character cards: 13/13/13/14, each deck 12-14, ArTeMiS 14', () => {
    expect(CHARACTER_CARD_LIST).toHaveLength(53);
    const counts = CHARACTERS.map((ch) => CHARACTER_CARD_LIST.filter((c) => c.character === ch).length);
    expect(counts).toEqual([13, 13, 13, 14]);
    for (const n of counts) {
      expect(n).toBeGreaterThanOrEqual(12);
      expect(n).toBeLessThanOrEqual(14);
    }
    for (const ch of CHARACTERS)
      expect(CHARACTER_DECKS[ch]).toEqual(CHARACTER_CARD_LIST.filter((c) => c.character === ch).map((c) => c.id));
  });

  it('parses, every card with a top and a bottom option that differ', () => {
    for (const c of CHARACTER_CARD_LIST) {
      expect(characterCardSchema.parse(c)).toEqual(c);
      expect(c.top.length).toBeGreaterThan(0);
      expect(c.bottom.length).toBeGreaterThan(0);
      expect(c.top).not.toEqual(c.bottom);
      expect(CHARACTER_CARDS[c.id]).toBe(c);
    }
  });

  it('includes the printed card whose bottom is Alert down 1 then Destroy 3', () => {
    const printed = CHARACTER_CARD_LIST.filter(
      (c) =>
        JSON.stringify(c.bottom) ===
        JSON.stringify([
          { k: 'alertDown', n: 1 },
          { k: 'destroy', n: 3, anomalyOnly: false },
        ]),
    );
    expect(printed.map((c) => c.id)).toContain('cl01');
    expect(CHARACTER_CARDS.cl01!.note).toMatch(/printed/);
  });

  it('gives BLAAST!! a card with Duplicate on top and Put back on its bottom', () => {
    const c = CHARACTER_CARD_LIST.find(
      (x) =>
        x.character === 'blaast' && x.top.some((i) => i.k === 'duplicate') && x.bottom.some((i) => i.k === 'putBack'),
    );
    expect(c).toBeDefined();
    expect(c!.top.some((i) => i.k === 'putBack')).toBe(false);
  });

  it('keeps the special icons with their characters; ArTeMiS has none and the most Alert down', () => {
    const owner: Partial<Record<Icon['k'], string>> = {
      chain: 'cyberlink',
      charge: 'drpower',
      discharge: 'drpower',
      duplicate: 'blaast',
      putBack: 'blaast',
    };
    for (const c of CHARACTER_CARD_LIST)
      for (const i of icons(c)) if (owner[i.k]) expect(c.character, `${c.id} ${i.k}`).toBe(owner[i.k]);
    for (const ch of ['cyberlink', 'drpower', 'blaast'] as const)
      expect(
        CHARACTER_CARD_LIST.some(
          (c) =>
            c.character === ch && has(c, Object.keys(owner).find((k) => owner[k as Icon['k']] === ch) as Icon['k']),
        ),
      ).toBe(true);
    const downs = CHARACTERS.map((ch) => {
      const l = CHARACTER_CARD_LIST.filter((c) => c.character === ch);
      return total(l, 'alertDown', 'top') + total(l, 'alertDown', 'bottom');
    });
    expect(Math.max(...downs)).toBe(downs[3]);
    expect(downs[3]).toBeGreaterThan(downs[0]! + downs[1]! + downs[2]!);
    const artemis = CHARACTER_CARD_LIST.filter((c) => c.character === 'artemis');
    expect(artemis.some((c) => has(c, 'destroy2'))).toBe(true);
    expect(artemis.some((c) => has(c, 'distributed'))).toBe(true);
    // No Character card uses the Anomalies' own icons.
    for (const c of CHARACTER_CARD_LIST)
      for (const k of ['spread', 'addNode', 'tension', 'damageShared'] as const)
        expect(has(c, k), `${c.id} ${k}`).toBe(false);
  });

  it('makes powerful options cause interference (Destroy 5+ carries Alert up)', () => {
    for (const c of CHARACTER_CARD_LIST)
      for (const side of [c.top, c.bottom])
        if (destroyOf(side) >= 5)
          expect(
            side.some((i) => i.k === 'alertUp' || i.k === 'discharge'),
            c.id,
          ).toBe(true);
  });
});

describe('Hacktivity data: DrPower and the Solo cards', () => {
  it('has four programs: the printed one first, three once per game, the fourth repeatable and weaker', () => {
    expect(PROGRAMS).toHaveLength(4);
    for (const p of PROGRAMS) expect(programSchema.parse(p)).toEqual(p);
    expect(PROGRAMS[0]).toMatchObject({
      id: 'p1',
      cost: 5,
      once: true,
      icons: [
        { k: 'distributed', n: 6 },
        { k: 'alertDown', n: 2 },
      ],
    });
    expect(PROGRAMS.map((p) => p.once)).toEqual([true, true, true, false]);
    const value = (p: (typeof PROGRAMS)[number]) => destroyOf(p.icons) / p.cost;
    expect(value(PROGRAMS[3]!)).toBeLessThan(value(PROGRAMS[0]!));
    // The printed example: load 6, program 1, load 1 after (the scale is 1-7).
    expect(6 - PROGRAMS[0]!.cost).toBe(1);
  });

  it('has 4 Solo Zero cards, one per Character back, and accounts for the 10 Solo cards', () => {
    expect(SOLO_ZERO).toHaveLength(4);
    expect(SOLO_ZERO.map((z) => z.back)).toEqual([...CHARACTERS]);
    const viruses = ANOMALY_LIST.filter((c) => c.set === 'soloVirus');
    expect(viruses).toHaveLength(3);
    for (const v of viruses) expect(v).toMatchObject({ nodes: 0, top: [], bottom: [] });
    expect(SOLO_ZERO.length + viruses.length + SOLO_SPARES.length).toBe(SOLO_CARD_COUNT);
    expect(SOLO_CARD_COUNT).toBe(10);
  });
});

describe('Hacktivity data: the Anomaly deck', () => {
  const scenario = ANOMALY_LIST.filter((c) => ['A1+', 'A2+', 'A3+', 'A4'].includes(c.set));

  it('holds 43 Anomalies (12/11/10/10), 4 Alphas, 12 Alert cards (3 X2, 4 X3, 5 X4), 3 Solo Virus', () => {
    expect(scenario).toHaveLength(43);
    const count = (set: string) => ANOMALY_LIST.filter((c) => c.set === set).length;
    expect(['A1+', 'A2+', 'A3+', 'A4'].map(count)).toEqual([12, 11, 10, 10]);
    expect(count('alpha')).toBe(4);
    expect(['X2', 'X3', 'X4'].map(count)).toEqual([3, 4, 5]);
    expect(count('X2') + count('X3') + count('X4')).toBe(12);
    expect(count('soloVirus')).toBe(3);
    expect(ANOMALY_LIST).toHaveLength(43 + 4 + 12 + 3);
  });

  it('gives each player count an Alert deck at least as big as its set-up needs (one fewer than the cubes)', () => {
    for (const k of [1, 2, 3, 4] as const)
      expect(ANOMALY_LIST.filter((c) => c.set === ALERT_DECK[k]).length).toBe(ALERT_SETUP[k].length - 1);
  });

  it('parses, nodes 1-6 with some of 5 or more in every set, top and bottom differ, some automatic chains', () => {
    for (const c of ANOMALY_LIST) expect(anomalyCardSchema.parse(c)).toEqual(c);
    for (const c of scenario) {
      expect(c.nodes).toBeGreaterThanOrEqual(1);
      expect(c.nodes).toBeLessThanOrEqual(6);
      expect(c.bottom.length).toBeGreaterThan(0);
      expect(c.top).not.toEqual(c.bottom);
      expect(ANOMALIES[c.id]).toBe(c);
    }
    for (const set of ['A1+', 'A2+', 'A3+', 'A4'])
      expect(
        scenario.some((c) => c.set === set && c.nodes >= 5),
        set,
      ).toBe(true);
    expect(scenario.filter((c) => c.chain).length).toBeGreaterThanOrEqual(4);
    // Anomalies never carry the characters' special icons.
    for (const c of ANOMALY_LIST)
      for (const k of ['chain', 'charge', 'discharge', 'duplicate', 'putBack'] as const)
        expect(has(c, k), c.id).toBe(false);
  });

  it('includes the printed 4-node Anomaly: top Destroy 1, bottom Damage 2 and Spread 2', () => {
    expect(ANOMALIES.a1).toMatchObject({
      set: 'A1+',
      nodes: 4,
      top: [{ k: 'destroy', n: 1 }],
      bottom: [
        { k: 'damage', n: 2 },
        { k: 'spread', n: 2 },
      ],
    });
  });

  it('lets the Alert cards, and only them, raise the Tension, first on both options', () => {
    for (const c of ANOMALY_LIST) {
      const alert = ['X2', 'X3', 'X4'].includes(c.set);
      expect(has(c, 'tension'), c.id).toBe(alert);
      if (alert) {
        expect(c.nodes).toBeGreaterThanOrEqual(1);
        expect(c.top[0]).toEqual({ k: 'tension', n: 1 });
        expect(c.bottom[0]).toEqual({ k: 'tension', n: 1 });
      }
    }
    expect(TENSION_TRACK[0]).toBe(3);
    expect(TENSION_TRACK[1]).toBe(3);
  });

  it('keeps the Alphas optionless at 1 node (the scenario sets them)', () => {
    for (const c of ANOMALY_LIST.filter((x) => x.set === 'alpha'))
      expect(c).toMatchObject({ nodes: 1, top: [], bottom: [] });
  });

  it('gives a careless group more harm than it can survive and a careful one a margin (the totals)', () => {
    for (const k of [2, 3, 4] as const) {
      const deck = scenario.filter((c) => (ANOMALY_SETS[k] as readonly string[]).includes(c.set));
      const damage = total(deck, 'damage', 'bottom') + total(deck, 'damageShared', 'bottom');
      const spread = total(deck, 'spread', 'bottom') + total(deck, 'spread', 'top');
      const room = GREY_START[k] - PURPLE_START[k];
      // Self-destructing every Anomaly would kill the group twice over, on Firewalls and on the purple scale ...
      expect(damage).toBeGreaterThan(2 * 3 * k);
      expect(spread).toBeGreaterThan(2 * room);
      // ... and half of them alone reaches the limits.
      expect(damage / 2).toBeGreaterThanOrEqual(3 * k - k);
      expect(spread / 2).toBeGreaterThanOrEqual(room);
      // Topping them instead is affordable: the nodes are within the Destroy of k decks at their best options.
      const nodes = deck.reduce((a, c) => a + c.nodes, 0);
      const decks = CHARACTERS.slice(0, k).map((ch) =>
        CHARACTER_CARD_LIST.filter((c) => c.character === ch).reduce(
          (a, c) => a + Math.max(destroyOf(c.top), destroyOf(c.bottom)),
          0,
        ),
      );
      expect(nodes).toBeLessThan(decks.reduce((a, b) => a + b, 0));
    }
  });

  it('describes the Strange Phenomenon', () => {
    expect(STRANGE_PHENOMENON.name).toBe('Strange Phenomenon');
    expect(STRANGE_PHENOMENON.text.length).toBeGreaterThan(20);
    expect(STRANGE_PHENOMENON.designed).toBe(true);
  });
});

describe('Hacktivity data: names and marks', () => {
  it('marks every designed piece with a note', () => {
    const all = [...CHARACTER_CARD_LIST, ...ANOMALY_LIST, ...PROGRAMS, ...SOLO_ZERO, ...SOLO_SPARES];
    for (const c of all) {
      expect(c.designed, c.id).toBe(true);
      expect(c.note, c.id).toMatch(/designed|printed/);
    }
  });

  it('names every card uniquely, short, and cardName resolves every id', () => {
    const ids = [...CHARACTER_CARD_LIST, ...ANOMALY_LIST, ...PROGRAMS, ...SOLO_ZERO, ...SOLO_SPARES].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(CARD_IDS)).toEqual(new Set(ids));
    const names = ids.map(cardName);
    expect(new Set(names).size).toBe(names.length);
    for (const [i, nm] of names.entries()) {
      expect(nm, ids[i]).not.toBe(ids[i]);
      expect(nm.length, nm).toBeLessThanOrEqual(24);
    }
    expect(cardName('cl01')).toBe('Ghost Ping');
    expect(cardName('a1')).toBe('Rust Worm');
    expect(cardName('zero1')).toBe('Dead Link');
    expect(cardName('x2-1')).toBe('Sentinel Eye');
    expect(cardName('nope')).toBe('nope');
  });
});
