import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/engine/rng.ts';
import * as city from '../../../src/games/newangeles/city.ts';
import { COMPONENTS, type Component, MOVING, RULES, TOTALS } from '../../../src/games/newangeles/data/index.ts';
import { componentCounts } from '../../../src/games/newangeles/setup.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { bare, put, ruled, stage } from './kit.ts';

const { newLog, route, wouldChange } = city;
const changeUnrest = ruled(city.changeUnrest);
const exploit = ruled(city.exploit);
const moveOut = ruled(city.moveOut);
const place = ruled(city.place);
const remove = ruled(city.remove);

/**
 * The board used: 1 Laguna Velasco (Energy; Food) and 2 Guayaquil exit to 3 Quinde (Tech; Goods),
 * which exits to The Root; 4 Manta (Food only) and 5 Bellamy (Energy; Tech) exit to 6 Mercado
 * (Goods; Food), which exits to The Root; 8 Tierra Alta (Energy only).
 */
const log = () => newLog({ quiet: true });
const total = (s: NaState) => ({ ...s.supply });

describe('unrest (rules 9-10)', () => {
  it('rule 9: rising from stable places a token protest side up, rising again flips it to strike', () => {
    const s = bare();
    const tokens = s.reserve.unrest;
    expect(changeUnrest(s, 5, 1, log())).toBe(1);
    expect(s.city.unrest[5]).toBe(1);
    expect(s.reserve.unrest).toBe(tokens - 1);
    expect(changeUnrest(s, 5, 1, log())).toBe(1);
    expect(s.city.unrest[5]).toBe(2);
    expect(s.reserve.unrest).toBe(tokens - 1);
  });

  it('rule 9: falling goes strike → protest → stable, the token returned', () => {
    const s = stage(bare(), 5, 2);
    const tokens = s.reserve.unrest;
    expect(changeUnrest(s, 5, -1, log())).toBe(-1);
    expect(s.city.unrest[5]).toBe(1);
    expect(s.reserve.unrest).toBe(tokens);
    changeUnrest(s, 5, -1, log());
    expect(s.city.unrest[5]).toBe(0);
    expect(s.reserve.unrest).toBe(tokens + 1);
  });

  it('rule 9: a protest district produces normally, a district in strike produces nothing', () => {
    const s = stage(bare(), 5, 1);
    exploit(s, 5, log());
    expect(total(s)).toEqual({ energy: 2, food: 0, goods: 0, tech: 1 });
    expect(s.city.unrest[5]).toBe(2);
    exploit(s, 5, log());
    expect(total(s)).toEqual({ energy: 2, food: 0, goods: 0, tech: 1 });
  });

  it('rule 10: unrest cannot rise above strike nor fall below stable; ±2 goes as far as it can', () => {
    const s = stage(bare(), 5, 2);
    expect(changeUnrest(s, 5, 1, log())).toBe(0);
    expect(changeUnrest(s, 4, -1, log())).toBe(0);
    stage(s, 6, 1);
    expect(changeUnrest(s, 6, 2, log())).toBe(1);
    expect(s.city.unrest[6]).toBe(2);
    expect(changeUnrest(s, 5, -2, log())).toBe(-2);
    expect(s.city.unrest[5]).toBe(0);
  });

  it('rule 10: with no unrest token in the reserve a stable district cannot rise (a protest can still become a strike)', () => {
    const s = stage(bare(), 6, 1);
    s.reserve.unrest = 0;
    expect(changeUnrest(s, 5, 1, log())).toBe(0);
    expect(s.city.unrest[5]).toBe(0);
    expect(changeUnrest(s, 6, 1, log())).toBe(1);
  });
});

describe('outages (rules 11-12)', () => {
  it('rule 11: a district in outage produces nothing', () => {
    const s = put(bare(), 'outage', 5);
    exploit(s, 5, log());
    expect(total(s)).toEqual({ energy: 0, food: 0, goods: 0, tech: 0 });
  });

  it('rule 11: placing an outage returns the unrest token there', () => {
    const s = stage(bare(), 5, 2);
    const tokens = s.reserve.unrest;
    place(s, 'outage', 5, log());
    expect(s.city.outage[5]).toBe(1);
    expect(s.city.unrest[5]).toBe(0);
    expect(s.reserve.unrest).toBe(tokens + 1);
  });

  it('rule 11: an outage moving into a district also returns the unrest token there', () => {
    const s = stage(put(bare(), 'outage', 5), 6, 1);
    place(s, 'outage', 5, log());
    expect(s.city.outage[6]).toBe(1);
    expect(s.city.unrest[6]).toBe(0);
  });

  it('rule 12: while in outage unrest cannot rise; removing the outage leaves it stable', () => {
    const s = put(bare(), 'outage', 5);
    expect(changeUnrest(s, 5, 1, log())).toBe(0);
    exploit(s, 5, log());
    expect(s.city.unrest[5]).toBe(0);
    remove(s, 'outage', 5, log());
    expect(s.city.outage[5]).toBe(0);
    expect(s.city.unrest[5]).toBe(0);
  });
});

describe('exploiting (rules 13-17)', () => {
  /** One exploit a row: the rule, the table, the district exploited, the supply after, its unrest after (where the rule says). */
  type Exploit = [string, () => NaState, number, NaState['supply'], number | null];
  // biome-ignore format: one row per exploit
  const EXPLOITS: Exploit[] = [
    ['rule 13: exploiting produces, then unrest rises one stage', () => bare(), 1, { energy: 2, food: 1, goods: 0, tech: 0 }, 1],
    ['rule 14: 2 of the primary, 3 with a development, 1 of each other resource', () => put(bare(), 'development', 12), 12, { energy: 3, food: 1, goods: 1, tech: 0 }, null],
    ['rule 17: Orgcrime: no primary resource, the others still produced (a development does not help)', () => put(put(bare(), 'orgcrime', 12), 'development', 12), 12, { energy: 0, food: 1, goods: 1, tech: 0 }, 1],
    ['rule 17: Orgcrime in a single-resource district: it produces nothing (unrest still rises)', () => put(bare(), 'orgcrime', 4), 4, { energy: 0, food: 0, goods: 0, tech: 0 }, 1],
    ['rule 14: The Root produces like any district', () => bare(), 0, { energy: 0, food: 0, goods: 1, tech: 2 }, null],
  ];
  it.each(EXPLOITS)('%s', (_rule, build, district, supply, unrest) => {
    const s = build();
    exploit(s, district, log());
    expect(total(s)).toEqual(supply);
    if (unrest !== null) expect(s.city.unrest[district]).toBe(unrest);
  });

  it('rule 15: Human First: unrest rises two stages from stable', () => {
    const s = put(bare(), 'humanFirst', 5);
    const tokens = s.reserve.unrest;
    exploit(s, 5, log());
    expect(s.city.unrest[5]).toBe(2);
    expect(s.reserve.unrest).toBe(tokens - 1);
    expect(s.city.outage[5]).toBe(0);
  });

  it('rule 15: Human First in protest cannot rise two: an outage instead, the unrest token returned', () => {
    const s = stage(put(bare(), 'humanFirst', 5), 5, 1);
    const tokens = s.reserve.unrest;
    exploit(s, 5, log());
    expect(total(s)).toEqual({ energy: 2, food: 0, goods: 0, tech: 1 });
    expect(s.city.outage[5]).toBe(1);
    expect(s.city.unrest[5]).toBe(0);
    expect(s.reserve.unrest).toBe(tokens + 1);
  });

  it('rule 15: Human First in strike: nothing produced, an outage instead', () => {
    const s = stage(put(bare(), 'humanFirst', 5), 5, 2);
    exploit(s, 5, log());
    expect(total(s)).toEqual({ energy: 0, food: 0, goods: 0, tech: 0 });
    expect(s.city.outage[5]).toBe(1);
    expect(s.city.unrest[5]).toBe(0);
  });

  it('rule 15: Human First with no unrest token left cannot rise two: an outage instead', () => {
    const s = put(bare(), 'humanFirst', 5);
    s.reserve.unrest = 0;
    exploit(s, 5, log());
    expect(s.city.outage[5]).toBe(1);
  });

  it('rule 16: Human First in a district already in outage: the new outage moves on', () => {
    const s = put(put(bare(), 'humanFirst', 5), 'outage', 5);
    exploit(s, 5, log());
    expect(s.city.outage[5]).toBe(1);
    expect(s.city.outage[6]).toBe(1);
  });
});

describe('Prisec (rules 18-19)', () => {
  it('rule 18: an enemy unit placed where Prisec is moves on at once', () => {
    const s = put(bare(), 'prisec', 5);
    expect(place(s, 'humanFirst', 5, log())).toBe(6);
    expect(s.city.humanFirst[5]).toBe(0);
    expect(s.city.humanFirst[6]).toBe(1);
  });

  it('rule 18: placing Prisec moves every enemy unit there at once', () => {
    const s = put(put(bare(), 'humanFirst', 1), 'orgcrime', 1);
    const l = log();
    place(s, 'prisec', 1, l);
    expect(s.city.prisec[1]).toBe(1);
    expect(s.city.humanFirst[1]).toBe(0);
    expect(s.city.orgcrime[1]).toBe(0);
    expect(s.city.humanFirst[3]).toBe(1);
    expect(s.city.orgcrime[3]).toBe(1);
    expect(l.facts.filter((f) => f.k === 'removed')).toEqual([]);
  });

  it('rule 18: an enemy unit passes through Prisec districts', () => {
    const s = put(put(bare(), 'prisec', 3), 'humanFirst', 1);
    const threat = s.threat;
    place(s, 'humanFirst', 1, log());
    expect(s.city.humanFirst[3]).toBe(0);
    expect(s.city.humanFirst[1]).toBe(1);
    expect(s.threat).toBe(threat + RULES.rootThreat);
    expect(s.reserve.humanFirst).toBe(TOTALS.humanFirst - 1);
  });

  it('rule 18: Prisec does not push outages or illness', () => {
    const s = put(put(bare(), 'outage', 5), 'illness', 5);
    place(s, 'prisec', 5, log());
    expect(s.city.outage[5]).toBe(1);
    expect(s.city.illness[5]).toBe(1);
  });

  it('rule 24: Prisec placed in The Root with an enemy unit there: it cannot move on, back to the reserve, threat +2', () => {
    const s = put(bare(), 'orgcrime', 0);
    const threat = s.threat;
    place(s, 'prisec', 0, log());
    expect(s.city.orgcrime[0]).toBe(0);
    expect(s.reserve.orgcrime).toBe(TOTALS.orgcrime);
    expect(s.threat).toBe(threat + 2);
  });

  it('rule 19: Prisec has no cap', () => {
    const s = put(bare(), 'prisec', 5);
    expect(place(s, 'prisec', 5, log())).toBe(5);
    expect(s.city.prisec[5]).toBe(2);
  });
});

describe('androids and developments (rules 20-21)', () => {
  for (const what of ['android', 'development'] as const) {
    it(`rule ${what === 'android' ? 20 : 21}: at most one ${what} per district; a second is not placed and nothing moves`, () => {
      const s = put(bare(), what, 5);
      const before = structuredClone(s.city);
      const l = log();
      expect(place(s, what, 5, l)).toBeNull();
      expect(s.city).toEqual(before);
      expect(s.reserve[what]).toBe(TOTALS[what] - 1);
      expect(l.involved.size).toBe(0);
      expect(l.facts).toEqual([]);
    });
  }

  it('rule 20: androids exploit in production (rule 50 covers it); a placed android stays where it is put', () => {
    const s = bare();
    expect(place(s, 'android', 3, log())).toBe(3);
    expect(s.city.android[3]).toBe(1);
  });
});

describe('space and movement (rules 22-25)', () => {
  for (const what of MOVING) {
    it(`rule 22: one ${what} per district; a new copy moves along the exiting path to the first district without one`, () => {
      const s = put(bare(), what, 1);
      expect(place(s, what, 1, log())).toBe(3);
      expect(s.city[what][1]).toBe(1);
      expect(s.city[what][3]).toBe(1);
      // Again and again: 1 and 3 full now, so the next copy goes on into The Root (rule 23).
      const threat = s.threat;
      expect(place(s, what, 1, log())).toBeNull();
      expect(s.threat).toBe(threat + RULES.rootThreat);
      expect(s.reserve[what]).toBe(TOTALS[what] - 2);
    });

    it(`rule 23: ${what} moving into The Root goes back to the reserve and threat rises by 2`, () => {
      const s = put(bare(), what, 6);
      const threat = s.threat;
      expect(place(s, what, 6, log())).toBeNull();
      expect(s.city[what][0]).toBe(0);
      expect(s.reserve[what]).toBe(TOTALS[what] - 1);
      expect(s.threat).toBe(threat + 2);
    });

    it(`rule 24: ${what} placed directly in The Root stays when there is none; a second goes to the reserve, threat +2`, () => {
      const s = bare();
      const threat = s.threat;
      expect(place(s, what, 0, log())).toBe(0);
      expect(s.city[what][0]).toBe(1);
      expect(s.threat).toBe(threat);
      expect(place(s, what, 0, log())).toBeNull();
      expect(s.city[what][0]).toBe(1);
      expect(s.reserve[what]).toBe(TOTALS[what] - 1);
      expect(s.threat).toBe(threat + 2);
    });
  }

  it('rule 22: the chain runs on through several full districts', () => {
    const s = put(put(bare(), 'illness', 4), 'illness', 6);
    expect(route(s, 'illness', 4)).toEqual([6, 0]);
    expect(route(s, 'illness', 5)).toEqual([6, 0]);
    const t = put(put(bare(), 'orgcrime', 10), 'prisec', 12);
    expect(route(t, 'orgcrime', 10)).toEqual([12, 0]);
    expect(route(t, 'illness', 10)).toEqual([12]);
  });

  it('rule 23: a component moved out (not placed) into The Root also goes back, threat +2', () => {
    const s = put(bare(), 'humanFirst', 6);
    const threat = s.threat;
    expect(moveOut(s, 'humanFirst', 6, log())).toBeNull();
    expect(s.city.humanFirst[6]).toBe(0);
    expect(s.reserve.humanFirst).toBe(TOTALS.humanFirst);
    expect(s.threat).toBe(threat + 2);
  });

  it('rule 25: nothing is placed when the reserve is empty (no movement, no threat, nothing involved)', () => {
    for (const what of COMPONENTS) {
      const s = put(bare(), what, 6);
      s.reserve[what] = 0;
      const before = structuredClone(s.city);
      const threat = s.threat;
      const l = log();
      expect(place(s, what, 6, l), what).toBeNull();
      expect(s.city).toEqual(before);
      expect(s.threat).toBe(threat);
      expect(l.involved.size).toBe(0);
      expect(wouldChange(s, { op: 'place', what }, 5)).toBe(false);
    }
  });

  it('rule 23: threat reaching 25 as a component moves into The Root ends the game', () => {
    const s = put(bare(), 'illness', 6);
    s.threat = 23;
    place(s, 'illness', 6, log());
    expect(s.threat).toBe(25);
    expect(s.over).toBe(true);
  });

  it('rule 18: placing Prisec stops pushing enemy units once the game has ended', () => {
    const s = put(put(bare(), 'humanFirst', 0), 'orgcrime', 0);
    s.threat = 23;
    place(s, 'prisec', 0, log());
    expect(s.over).toBe(true);
    expect(s.threat).toBe(25);
    expect(s.city.orgcrime[0]).toBe(1);
  });
});

describe('involvement (rules 27-28)', () => {
  it('rule 27: placed into, removed from, unrest changed: involved; exploiting alone is not', () => {
    const s = stage(bare(), 2, 2);
    const l = log();
    place(s, 'android', 5, l);
    remove(s, 'android', 5, l);
    changeUnrest(s, 7, 1, l);
    exploit(s, 2, l); // a strike: produces nothing, cannot rise
    expect([...l.involved].sort((a, b) => a - b)).toEqual([5, 7]);
  });

  it('rule 27: an exploit that raises unrest involves the district (the token is placed)', () => {
    const s = bare();
    const l = log();
    exploit(s, 5, l);
    expect([...l.involved]).toEqual([5]);
  });

  it('rule 28: a moving component involves every district it leaves, passes through and enters (The Root too)', () => {
    const s = put(put(put(bare(), 'illness', 4), 'illness', 6), 'humanFirst', 1);
    const l = log();
    place(s, 'illness', 4, l);
    expect([...l.involved].sort((a, b) => a - b)).toEqual([0, 4, 6]);
    const m = log();
    moveOut(s, 'humanFirst', 1, m);
    expect([...m.involved].sort((a, b) => a - b)).toEqual([1, 3]);
  });

  it('rule 28: an enemy unit pushed by Prisec through a Prisec district involves it', () => {
    const s = put(put(put(bare(), 'prisec', 3), 'humanFirst', 1), 'humanFirst', 0);
    const l = log();
    place(s, 'prisec', 1, l);
    expect([...l.involved].sort((a, b) => a - b)).toEqual([0, 1, 3]);
  });
});

describe('the city stays within the rules (rules 3, 20-22)', () => {
  it('random operations keep the caps and conserve every component between board and reserve', () => {
    const rng = seedRng('city-invariants');
    const ops = ['place', 'remove', 'moveOut', 'unrest', 'exploit'] as const;
    for (let game = 0; game < 40; game++) {
      const s = bare(4, `inv-${game}`);
      s.threat = 0;
      for (let i = 0; i < 150 && !s.over; i++) {
        const d = nextInt(rng, 13);
        const what = COMPONENTS[nextInt(rng, COMPONENTS.length)]! as Component;
        const op = ops[nextInt(rng, ops.length)]!;
        const l = log();
        if (op === 'place') place(s, what, d, l);
        else if (op === 'remove') remove(s, what, d, l);
        else if (op === 'moveOut') moveOut(s, MOVING[nextInt(rng, MOVING.length)]!, d, l);
        else if (op === 'unrest') changeUnrest(s, d, [-2, -1, 1, 2][nextInt(rng, 4)]!, l);
        else exploit(s, d, l);
        expect(componentCounts(s)).toEqual({ ...TOTALS });
        for (const c of COMPONENTS) if (c !== 'prisec') expect(Math.max(...s.city[c]), c).toBeLessThanOrEqual(1);
        for (let x = 0; x < 13; x++) {
          if (s.city.prisec[x]! > 0) expect(s.city.humanFirst[x]! + s.city.orgcrime[x]!).toBe(0);
          if (s.city.outage[x]! > 0) expect(s.city.unrest[x]).toBe(0);
        }
        expect(s.threat).toBeLessThanOrEqual(25);
      }
    }
  });
});
