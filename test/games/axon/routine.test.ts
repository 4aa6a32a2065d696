import { describe, expect, it } from 'vitest';
import { CHARACTER_LIST, PRISON_AREA } from '../../../src/games/axon/data/index.ts';
import { reachable } from '../../../src/games/axon/graph.ts';
import { en } from '../../support/words.ts';
import { activate, ch, keys, offered, pending, pick, placed, put, scene, skillKeys, table } from './charKit.ts';

const label = (s: Parameters<typeof offered>[0], key: string) => en(offered(s).find((o) => o.key === key)?.label ?? '');

describe('the Street Samurai\'s printed Routine: "ARREST or EXECUTE / Else: DRIVE to closest Criminal / Else: DRIVE"', () => {
  it('step 1: ARREST or EXECUTE on a Criminal in her Area (the acting player chooses; no "nothing": rule 27)', () => {
    const s = placed(['street-samurai', 11], ['yakuza', 11, { products: 2 }], ['tourist', 11]);
    expect(label(s, 'act:street-samurai')).toBe('Street Samurai: ARREST or EXECUTE (2 choices)');
    activate(s, 'street-samurai');
    expect(pending(s)).toBe('choose');
    expect(keys(s, 0)).toEqual(['skill:arrest:yakuza', 'skill:execute:yakuza']);
    const r = pick(s, 'skill:execute:yakuza');
    expect(ch(r.s, 'yakuza')).toBeUndefined();
    expect(ch(r.s, 'street-samurai')!.tokens).toMatchObject({ products: 2, violence: 0 });
  });

  it('step 2: drives to the closest Criminal, by the shortest way, with no choice (a closer non-Criminal is ignored)', () => {
    const s = placed(['street-samurai', 14], ['yakuza', 3], ['tourist', 10]);
    // 14 to 3 is 3 links (14-4=5-3 or 14-4-2=3); driving to 2 leaves 1 (the freeway 2=3).
    expect(label(s, 'act:street-samurai')).toBe('Street Samurai: DRIVE to Ares Arcology (2)');
    activate(s, 'street-samurai');
    expect(ch(s, 'street-samurai')!.area).toBe(2);
    // No Skill choice was asked: next is the Area Action at Ares Arcology (her AUGMENT icon).
    expect(pending(s)).toBe('areaAction');
  });

  it('step 2: Criminals at the same distance: the acting player chooses', () => {
    const s = scene('routine', ['street-samurai', 14], ['yakuza', 3], ['gang-boss', 9]);
    // Toward the Yakuza: 2; toward the Gang Boss (14 to 9 is 3 too): 8 or 12.
    expect(keys(s, 0)).toEqual(['skill:drive:2', 'skill:drive:8', 'skill:drive:12']);
    const r = pick(s, 'skill:drive:12');
    expect(ch(r.s, 'street-samurai')!.area).toBe(12);
  });

  it('step 3: no Criminal in the city: she drives anywhere she can', () => {
    const s = scene('routine', ['street-samurai', 14], ['tourist', 14]);
    expect(skillKeys(s)).toEqual(reachable(14, 'drive', 0).map((a) => `skill:drive:${a}`));
  });

  it('in the Prison she does not act: she moves down a section, and from the lowest she is released after acting (rule 71)', () => {
    const s = placed(['street-samurai', PRISON_AREA], ['yakuza', 13]);
    expect(label(s, 'act:street-samurai')).toBe('Street Samurai does nothing (no Routine step possible)');
    activate(s, 'street-samurai');
    expect(ch(s, 'street-samurai')).toMatchObject({ area: PRISON_AREA, section: 1, activated: true });
    expect(pending(s)).toBeUndefined();
    ch(s, 'street-samurai')!.activated = false;
    s.turn!.acted = false;
    activate(s, 'street-samurai');
    expect(pending(s)).toBe('release');
    const r = pick(s, 'release:13');
    expect(ch(r.s, 'street-samurai')).toMatchObject({ area: 13, section: null });
  });

  it('the printed example: "if there is no Criminal Character in the same area, neither ARREST nor EXECUTE are possible" (a non-Criminal Android beside her is left alone; rule 52a)', () => {
    const s = placed(['street-samurai', 14], ['pleasure-droid', 14, { products: 1 }], ['yakuza', 3]);
    expect(label(s, 'act:street-samurai')).toBe('Street Samurai: DRIVE to Ares Arcology (2)');
    activate(s, 'street-samurai');
    expect(ch(s, 'street-samurai')!.area).toBe(2);
    expect(ch(s, 'pleasure-droid')).toBeDefined();
  });

  it('the printed example, third step: no Criminal in the city, an Android beside her: "Else: DRIVE"', () => {
    const s = scene('routine', ['street-samurai', 14], ['courier-drone', 14]);
    expect(skillKeys(s)).toEqual(reachable(14, 'drive', 0).map((a) => `skill:drive:${a}`));
  });

  it('her ability: hacked, she may EXECUTE a non-Criminal Android ("she can kill Characters of the type Android")', () => {
    const s = scene('hack', ['street-samurai', 11], ['pleasure-droid', 11, { products: 1 }]);
    const r = pick(s, 'skill:execute:pleasure-droid');
    expect(ch(r.s, 'pleasure-droid')).toBeUndefined();
    expect(ch(r.s, 'street-samurai')!.tokens).toMatchObject({ products: 1, violence: 0 });
  });

  it('step 2 never targets herself: a Criminal by her own Violence, she still drives anywhere', () => {
    const s = scene('routine', ['street-samurai', 14, { violence: 1 }]);
    expect(skillKeys(s)).toEqual(reachable(14, 'drive', 0).map((a) => `skill:drive:${a}`));
  });

  it('rule 71: she never heads for an inmate, even the only Criminal in the city', () => {
    const s = placed(['street-samurai', 13], ['yakuza', PRISON_AREA]);
    activate(s, 'street-samurai');
    expect(skillKeys(s)).toEqual(reachable(13, 'drive', 0).map((a) => `skill:drive:${a}`));
  });
});

describe('the Security Droid (designed; guards permanently): every Routine step can fire', () => {
  it('step 1 EXECUTE a Criminal; step 2 MOVE to closest Crimescene; step 3 INVESTIGATE (at the Crimescene)', () => {
    const s = placed(['security-droid', 11], ['yakuza', 11]);
    expect(label(s, 'act:security-droid')).toBe('Security Droid: EXECUTE Yakuza');
    const t = placed(['security-droid', 11]);
    t.areas[12]!.boxes[0]!.violence = true; // Area 13 is a Crimescene, one street away
    expect(label(t, 'act:security-droid')).toMatch(/^Security Droid: MOVE to .*\(13\)$/);
    const u = placed(['security-droid', 13]);
    u.areas[12]!.boxes[0]!.violence = true;
    expect(label(u, 'act:security-droid')).toMatch(/^Security Droid: INVESTIGATE/);
  });

  it('no Character that guards permanently has a GUARD step (it could never fire: rule 49a)', () => {
    for (const c of CHARACTER_LIST)
      if (c.abilities.some((a) => a.id === 'guard-permanent'))
        expect(
          c.routine.some((r) => r.skills.includes('guard')),
          c.id,
        ).toBe(false);
  });
});

describe('Routines (rules 27-29)', () => {
  it('rule 29a: "to closest X" with an X in its own Area is not possible (already there): the next step fires', () => {
    // The Cop: ARREST a Criminal / DRIVE to closest Crimescene / INVESTIGATE.
    const s = table();
    s.areas[10]!.boxes[0]!.violence = true;
    s.counter.violence = 1;
    put(s, 'cop', 11);
    expect(label(s, 'act:cop')).toBe('Cop: INVESTIGATE: clear the Violence at Neon Bazaar');
    activate(s, 'cop');
    expect(s.areas[10]!.boxes[0]!.violence).toBe(false);
    // A Criminal it cannot touch (the Rogue AI) in the Street Samurai's Area: step 2 is not possible either.
    const t = scene('routine', ['street-samurai', 14], ['rogue-ai', 14], ['yakuza', 3]);
    expect(skillKeys(t)).toEqual(reachable(14, 'drive', 0).map((a) => `skill:drive:${a}`));
  });

  it('rule 29b: a move that cannot bring it closer is not possible (MOVE cannot use the freeway)', () => {
    // The Serial Killer: MURDER / MOVE to closest Character / CRIME. From North Gate (8) the only
    // other Character is at the Spaceport (9), one freeway away: MOVE reaches 2 or 10, both farther.
    const s = scene('routine', ['serial-killer', 8], ['tourist', 9]);
    expect(keys(s, 0)).toEqual(['skill:crime:b0', 'skill:crime:b1']);
  });

  it('rule 27: a step with one use is performed without asking; a target restricts the victims (Yakuza: MURDER a Merchant)', () => {
    const s = table();
    // Underground Market has no box: no CRIME, so step 2 fires; only the Fixer is a Merchant.
    put(s, 'yakuza', 12);
    put(s, 'tourist', 12);
    put(s, 'fixer', 12, { products: 1 });
    activate(s, 'yakuza');
    expect(ch(s, 'fixer')).toBeUndefined();
    expect(ch(s, 'tourist')).toBeDefined();
    expect(ch(s, 'yakuza')!.tokens).toMatchObject({ products: 1, violence: 1 });
  });

  it('rule 29c: "the richest" is the Character with the most Products (the Hitman drives toward the Rich Kid)', () => {
    const s = scene('routine', ['hitman', 14], ['tourist', 14, { products: 1 }], ['rich-kid', 10, { products: 3 }]);
    expect(ch(s, 'hitman')!.area).toBe(10);
    expect(ch(s, 'tourist')).toBeDefined();
  });

  it('rule 27: no step possible: the Character does nothing (and may still take its Area Action)', () => {
    // The Rogue AI: HACK / DATA. Alone at The Sprawl it can do neither.
    const s = placed(['rogue-ai', 14]);
    expect(label(s, 'act:rogue-ai')).toBe('Rogue AI does nothing (no Routine step possible)');
    const events = activate(s, 'rogue-ai');
    expect(events.some((e) => e.includes('it does nothing'))).toBe(true);
    expect(keys(s, 0)).toEqual(['area:b0', 'area:skip']);
  });

  it('rule 28: "A or B" offers both Skills, every target of each', () => {
    const s = scene('routine', ['street-samurai', 11], ['yakuza', 11], ['tourist', 11, { violence: 1 }]);
    expect(keys(s, 0)).toEqual([
      'skill:arrest:yakuza',
      'skill:arrest:tourist',
      'skill:execute:yakuza',
      'skill:execute:tourist',
    ]);
  });

  it('rule 30: a permanent ability applies to a hack too (the Street Samurai hacked may EXECUTE an Android)', () => {
    const s = scene('hack', ['street-samurai', 11], ['courier-drone', 11]);
    expect(keys(s, 0)).toContain('skill:execute:courier-drone');
  });

  it('the Taxi Driver heads for the closest Exit Area and may take a rider', () => {
    const s = scene('routine', ['taxi-driver', 14], ['tourist', 14]);
    expect(ch(s, 'taxi-driver')!.area).toBe(8);
    expect(keys(s, 0)).toEqual(['skill:ride:tourist', 'skill:ride:none']);
  });
});
