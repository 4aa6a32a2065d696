import { describe, expect, it } from 'vitest';
import { MICROBIONICS, PRISON_AREA } from '../../../src/games/axon/data/index.ts';
import { axon } from '../../../src/games/axon/game.ts';
import { handLimit } from '../../../src/games/axon/resources.ts';
import { en } from '../../support/words.ts';
import { activate, ch, keys, pending, pick, placed, put, scene, table } from './charKit.ts';

const box = (s: ReturnType<typeof table>, area: number, i = 0) => s.areas[area - 1]!.boxes[i]!;

describe('Area Actions (rules 67-70)', () => {
  it("Microbionics Inc: the Street Samurai's AUGMENT icon allows the Skill Action (AUGMENT or HACK)", () => {
    const s = placed(['street-samurai', MICROBIONICS], ['yakuza', MICROBIONICS]);
    activate(s, 'street-samurai');
    let r = pick(s, 'skill:arrest:yakuza');
    expect(keys(r.s, 0)).toEqual(['area:b0', 'area:skip']);
    r = pick(r.s, 'area:b0');
    expect(ch(r.s, 'street-samurai')!.tokens.augments).toBe(1);
    expect(box(r.s, MICROBIONICS).activated).toBe(true);
    // The Cop has neither icon: no Area Action is offered there.
    const t = placed(['cop', MICROBIONICS], ['yakuza', MICROBIONICS]);
    activate(t, 'cop');
    expect(ch(t, 'yakuza')!.area).toBe(PRISON_AREA);
    expect(pending(t)).toBeUndefined();
  });

  it('Leave with 2 Augments and 1 Violence: all tokens to the pool, Augment counter -2, Violence -1; the card back into the stack', () => {
    const s = placed(['street-samurai', 9, { augments: 2, violence: 1 }]);
    expect(s.counter).toMatchObject({ augments: 2, violence: 1 });
    const stress = s.stress;
    activate(s, 'street-samurai', 'hack');
    let r = pick(s, 'skill:nothing');
    expect(keys(r.s, 0)).toEqual(['area:b0', 'area:b1', 'area:skip']);
    // The offer names the tokens as the Scoreboard does ("2 Augment tokens", not "2 augments").
    expect(en(axon.legalActions(r.s, 0).find((a) => a.key === 'area:b1')?.detail ?? '')).toBe(
      'Card back into the stack; tokens to the pool: 2 Augment tokens, 1 Violence token',
    );
    r = pick(r.s, 'area:b1');
    expect(ch(r.s, 'street-samurai')).toBeUndefined();
    expect(r.s.counter).toMatchObject({ augments: 0, violence: 0 });
    expect(r.s.stress).toBe(stress);
    expect(r.s.charStack).toContain('street-samurai');
    expect(r.s.charDiscard).not.toContain('street-samurai');
    expect(box(r.s, 9, 1).activated).toBe(true);
  });

  it('rule 67: a box with an Activation Token or a Violence token offers nothing; using it puts an Activation Token on it', () => {
    const s = table();
    // Every reward already claimed: no reward token to place after the second BUY.
    for (const res of Object.keys(s.claimed) as (keyof typeof s.claimed)[])
      s.claimed[res] = s.claimed[res].map(() => true);
    put(s, 'tourist', 11);
    activate(s, 'tourist');
    const r = pick(s, 'area:b0');
    expect(box(r.s, 11).activated).toBe(true);
    put(r.s, 'rich-kid', 11);
    r.s.turn!.acted = false;
    activate(r.s, 'rich-kid');
    expect(pending(r.s)).toBeUndefined();
    const t = table();
    box(t, 11).violence = true;
    t.counter.violence = 1;
    put(t, 'tourist', 11);
    activate(t, 'tourist');
    expect(pending(t)).toBeUndefined();
  });

  it('rule 68: a Free Action is for any Character (Neon Bazaar: the acting player draws 1 Software card)', () => {
    const s = scene('routine', ['rogue-ai', 11]);
    const r = pick(s, 'area:b0');
    expect(r.s.p[0]!.hand).toHaveLength(1);
  });

  it('rule 68: a Phishing Action is for any Character (its box gets the Activation Token); not offered with an empty stack', () => {
    const s = scene('hack', ['tourist', 8]);
    let r = pick(s, 'skill:nothing');
    expect(keys(r.s, 0)).toContain('area:b0');
    r = pick(r.s, 'area:b0');
    expect(box(r.s, 8, 0).activated).toBe(true);
    expect(box(r.s, 8, 1).activated).toBe(false);
    const t = table();
    t.charStack = [];
    put(t, 'tourist', 8);
    activate(t, 'tourist', 'hack');
    r = pick(t, 'skill:nothing');
    expect(keys(r.s, 0)).toEqual(['area:b1', 'area:skip']);
  });

  it("rule 70: an Exit Area's two boxes hold their own Violence: a crimescene Phishing box still leaves Leave usable", () => {
    const s = table();
    box(s, 9, 0).violence = true;
    s.counter.violence = 1;
    put(s, 'tourist', 9);
    activate(s, 'tourist', 'hack');
    const r = pick(s, 'skill:nothing');
    expect(keys(r.s, 0)).toEqual(['area:b1', 'area:skip']);
  });

  it('rule 69: an Area with a permanent effect has no Area Action (Underground Market, Rust Docks, the Prison)', () => {
    for (const area of [12, 16, PRISON_AREA]) {
      const s = placed(['rogue-ai', area]);
      activate(s, 'rogue-ai');
      expect(pending(s), String(area)).toBeUndefined();
      expect(s.turn!.acted).toBe(true);
    }
  });
});

describe('Area Action effects (data/city.ts)', () => {
  it('Helix Pharma Labs (DRUGS or DATA): +1 Drugs on the Character', () => {
    const s = scene('hack', ['chemist', 4]);
    const r = pick(pick(s, 'skill:data').s, 'area:b0');
    expect(ch(r.s, 'chemist')!.tokens.drugs).toBe(1);
    expect(r.s.counter).toMatchObject({ drugs: 1, data: 1 });
  });

  it('Omnicorp Plaza (BUY or DATA): +1 Products; a Character without the icons gets no offer', () => {
    const s = scene('hack', ['tourist', 5]);
    const r = pick(pick(s, 'skill:nothing').s, 'area:b0');
    expect(ch(r.s, 'tourist')!.tokens.products).toBe(1);
    const t = scene('hack', ['cop', 5]);
    expect(keys(pick(t, 'skill:nothing').s, 0)).toEqual([]);
  });

  it('Datastream Core (DATA or HACK): move 1 Data to another Corporate Area (counters unchanged); nothing to move, no offer', () => {
    const s = scene('hack', ['netrunner', 7]);
    let r = pick(s, 'skill:data');
    expect(keys(r.s, 0)).toEqual(['area:b0:2', 'area:b0:3', 'area:b0:4', 'area:b0:5', 'area:b0:6', 'area:skip']);
    const stress = r.s.stress;
    r = pick(r.s, 'area:b0:3');
    expect(r.s.areas[6]!.data).toBe(0);
    expect(r.s.areas[2]!.data).toBe(1);
    expect(r.s.counter.data).toBe(1);
    expect(r.s.stress).toBe(stress);
    const t = scene('hack', ['netrunner', 7]);
    expect(keys(pick(t, 'skill:nothing').s, 0)).toEqual([]);
  });

  it('Precinct 13 (ARREST or INVESTIGATE): remove 1 Violence from a Character there', () => {
    const s = scene('hack', ['cop', 13], ['tourist', 13, { violence: 1 }], ['rogue-ai', 13, { violence: 2 }]);
    let r = pick(s, 'skill:nothing');
    expect(keys(r.s, 0)).toEqual(['area:b0:tourist', 'area:b0:rogue-ai', 'area:skip']);
    r = pick(r.s, 'area:b0:tourist');
    expect(ch(r.s, 'tourist')!.tokens.violence).toBe(0);
    expect(r.s.counter.violence).toBe(2);
  });

  it("The Sprawl (Free): the acting player's hand limit is 5 at this End of Round", () => {
    const s = scene('hack', ['tourist', 14]);
    const r = pick(pick(s, 'skill:nothing').s, 'area:b0');
    expect(r.s.p[0]!.sprawl).toBe(true);
    expect(handLimit(r.s, 0)).toBe(5);
    expect(handLimit(r.s, 1)).toBe(4);
  });

  it('Glass Heights (Free): take the First Player Token, counting as taken this round; not offered once someone took it', () => {
    const s = table();
    s.first = 2;
    put(s, 'tourist', 15);
    activate(s, 'tourist', 'hack');
    const r = pick(pick(s, 'skill:nothing').s, 'area:b0');
    expect(r.s.first).toBe(0);
    expect(r.s.tookFirst).toBe(0);
    const t = table();
    t.tookFirst = 1;
    put(t, 'tourist', 15);
    activate(t, 'tourist', 'hack');
    expect(keys(pick(t, 'skill:nothing').s, 0)).toEqual([]);
  });
});

describe('Area types (rule 66)', () => {
  it('Public Shop: AUGMENT, BUY and DRUGS work there without a Merchant or Dealer', () => {
    const s = scene('hack', ['gene-diva', 12]);
    expect(keys(s, 0)).toContain('skill:drugs');
    const t = scene('hack', ['gene-diva', 13]);
    expect(keys(t, 0)).not.toContain('skill:drugs');
  });

  it('Corporate: DATA only there', () => {
    const s = scene('routine', ['vat-worker', 6]);
    expect(s.areas[5]!.data).toBe(1);
  });

  it('Private: an ordinary Area, no Shop (The Sprawl: no BUY without a Merchant)', () => {
    const s = scene('hack', ['tourist', 14]);
    expect(keys(s, 0)).not.toContain('skill:buy');
  });

  it('Exit: Phishing and Leave boxes (above); Prison: no movement, sections (routine tests)', () => {
    const s = placed(['taxi-driver', PRISON_AREA]);
    activate(s, 'taxi-driver', 'hack');
    expect(keys(s, 0)).toEqual([]);
    expect(ch(s, 'taxi-driver')!.section).toBe(1);
  });
});
