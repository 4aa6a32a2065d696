import { describe, expect, it } from 'vitest';
import { PRISON_AREA } from '../../../src/games/axon/data/index.ts';
import { reachable } from '../../../src/games/axon/graph.ts';
import { handLimit, isCriminal } from '../../../src/games/axon/resources.ts';
import { activate, ch, hack, keys, pending, pick, placed, put, scene, skillKeys, table } from './charKit.ts';

// Areas used (data/city.ts): 1 Fort Plissken (Prison), 2 Ares Arcology (Corporate), 8 North Gate
// (Exit: Phishing, Leave), 10 Microbionics Inc (Shop), 11 Neon Bazaar (Shop), 12 Underground
// Market (Shop, no GUARD), 13 Precinct 13, 14 The Sprawl, 15 Glass Heights, 16 Rust Docks (no FLY).

describe('AUGMENT, BUY, DRUGS (rules 36-38)', () => {
  it('rule 36: AUGMENT at a Shop: +1 Augment, counter and Stress +1', () => {
    const s = scene('hack', ['rich-kid', 11]);
    expect(skillKeys(s)).toContain('skill:augment');
    const stress = s.stress;
    const r = pick(s, 'skill:augment');
    expect(ch(r.s, 'rich-kid')!.tokens.augments).toBe(1);
    expect(r.s.counter.augments).toBe(1);
    expect(r.s.stress).toBe(stress + 1);
  });

  it('rule 36: AUGMENT with a Merchant in the Area; not elsewhere; a Merchant does not serve itself (36a)', () => {
    const s = scene('hack', ['rich-kid', 14]);
    expect(skillKeys(s)).not.toContain('skill:augment');
    const t = scene('hack', ['rich-kid', 14], ['fixer', 14]);
    expect(skillKeys(t)).toContain('skill:augment');
    // The Ripperdoc is a Merchant with AUGMENT: alone outside a Shop he cannot serve himself.
    const u = scene('hack', ['ripperdoc', 14]);
    expect(skillKeys(u)).not.toContain('skill:augment');
  });

  it('rule 37: BUY at a Shop or with a Merchant: +1 Products', () => {
    const s = scene('hack', ['tourist', 14], ['pleasure-droid', 14]);
    const r = pick(s, 'skill:buy');
    expect(ch(r.s, 'tourist')!.tokens.products).toBe(1);
    expect(r.s.counter.products).toBe(1);
  });

  it('rule 38: DRUGS at a Shop or with a Dealer (not a Merchant): +1 Drugs', () => {
    const s = scene('hack', ['junkie', 14], ['fixer', 14]);
    expect(skillKeys(s)).not.toContain('skill:drugs');
    const t = scene('hack', ['junkie', 14], ['chemist', 14]);
    const r = pick(t, 'skill:drugs');
    expect(ch(r.s, 'junkie')!.tokens.drugs).toBe(1);
    expect(r.s.counter.drugs).toBe(1);
  });
});

describe('CRIME (rules 39, 62, 70)', () => {
  it('rule 39: 1 Violence on the box and 1 on the Character: counter and Stress +2; it becomes a Criminal; the box is blocked', () => {
    const s = scene('hack', ['junkie', 14]);
    const stress = s.stress;
    const r = pick(s, 'skill:crime:b0');
    expect(r.s.areas[13]!.boxes[0]!.violence).toBe(true);
    expect(ch(r.s, 'junkie')!.tokens.violence).toBe(1);
    expect(isCriminal(ch(r.s, 'junkie')!)).toBe(true);
    expect(r.s.counter.violence).toBe(2);
    expect(r.s.stress).toBe(stress + 2);
    // The counter reached the reward space 2: the acting player places the reward token.
    expect(r.s.stack[r.s.stack.length - 1]).toMatchObject({ kind: 'reward', seats: [0] });
    const after = pick(r.s, 'reward:junkie');
    expect(after.s.counter.violence).toBe(3);
    // The Sprawl's box now holds Violence: no Area Action is offered after the crime.
    expect(pending(after.s)).toBeUndefined();
    expect(after.s.turn).toMatchObject({ acted: true, acting: null });
  });

  it('rule 39: Crime twice in an Exit Area, refused the third time', () => {
    const s = scene('hack', ['junkie', 8], ['pusher', 8], ['gang-boss', 8]);
    expect(skillKeys(s).filter((k) => k.startsWith('skill:crime'))).toEqual(['skill:crime:b0', 'skill:crime:b1']);
    let r = pick(s, 'skill:crime:b0');
    activate(r.s, 'pusher', 'hack');
    expect(skillKeys(r.s).filter((k) => k.startsWith('skill:crime'))).toEqual(['skill:crime:b1']);
    r = pick(r.s, 'skill:crime:b1');
    expect(r.s.areas[7]!.boxes.map((b) => b.violence)).toEqual([true, true]);
    activate(r.s, 'gang-boss', 'hack');
    expect(skillKeys(r.s).filter((k) => k.startsWith('skill:crime'))).toEqual([]);
    expect(r.s.counter.violence).toBe(4);
  });

  it('rule 69: no CRIME in an Area with a permanent effect (no box)', () => {
    const s = scene('hack', ['junkie', 16]);
    expect(skillKeys(s).filter((k) => k.startsWith('skill:crime'))).toEqual([]);
  });

  it("rule 49: GUARD stops CRIME in its Area (but not the guard's own)", () => {
    const s = placed(['junkie', 14]);
    put(s, 'politician', 14, {}, { guarding: true });
    activate(s, 'junkie', 'hack');
    expect(skillKeys(s).filter((k) => k.startsWith('skill:crime'))).toEqual([]);
    const t = table();
    put(t, 'rogue-ai', 14, {}, { guarding: true });
    activate(t, 'rogue-ai', 'hack');
    expect(skillKeys(t)).toContain('skill:crime:b0');
  });
});

describe('MURDER and EXECUTE (rules 40, 47, 54-55, 60, 62)', () => {
  it('rule 40: MURDER kills a Character in the Area; the murderer gets 1 Violence; the card to the discard pile', () => {
    const s = scene('hack', ['clone-soldier', 14], ['tourist', 14, { scandal: 2 }]);
    expect(skillKeys(s)).toContain('skill:murder:tourist');
    expect(skillKeys(s)).not.toContain('skill:murder:clone-soldier');
    const r = pick(s, 'skill:murder:tourist');
    expect(ch(r.s, 'tourist')).toBeUndefined();
    expect(r.s.charDiscard).toContain('tourist');
    expect(r.s.counter.scandal).toBe(0);
    expect(ch(r.s, 'clone-soldier')!.tokens.violence).toBe(1);
    expect(r.s.counter.violence).toBe(1);
  });

  it("rule 40: the murderer's Violence token is told in the log, not only drawn", () => {
    const s = scene('hack', ['clone-soldier', 14], ['tourist', 14]);
    const r = pick(s, 'skill:murder:tourist');
    expect(r.events.join('\n')).toMatch(/Clone Soldier gets 1 Violence token for the murder/);
  });

  it('event text: a murderer already Criminal (the Yakuza) is not called "a Criminal now"; one who was not is', () => {
    const s = scene('hack', ['yakuza', 14], ['tourist', 14]);
    const r = pick(s, 'skill:murder:tourist');
    expect(r.events.join('\n')).toContain('Yakuza gets 1 Violence token for the murder.');
    const t = scene('hack', ['clone-soldier', 14], ['tourist', 14]);
    expect(pick(t, 'skill:murder:tourist').events.join('\n')).toContain(
      'Clone Soldier gets 1 Violence token for the murder (a Criminal now).',
    );
  });

  it('event text: a reward token is "an Augment token", not "a augments token"', () => {
    const s = placed(['rich-kid', 11]);
    s.counter.augments = 1;
    activate(s, 'rich-kid', 'hack');
    const text = pick(s, 'skill:augment').events.join('\n');
    expect(text).toContain("claims the augments track's reward: an Augment token to place.");
    expect(text).not.toMatch(/a augments token/);
  });

  it('rule 62: killing a Criminal: no Violence, the Products go to the killer', () => {
    const s = scene('hack', ['clone-soldier', 14], ['yakuza', 14, { products: 3, drugs: 1 }]);
    const r = pick(s, 'skill:murder:yakuza');
    expect(ch(r.s, 'yakuza')).toBeUndefined();
    expect(ch(r.s, 'clone-soldier')!.tokens).toMatchObject({ violence: 0, products: 3 });
    expect(r.s.counter).toMatchObject({ violence: 0, products: 3, drugs: 0 });
  });

  it('rule 54: an Augment absorbs a murder (the Street Samurai with 2 Augments): 1 Augment back to the pool; rule 55: the murderer still gets its Violence', () => {
    const s = scene('hack', ['clone-soldier', 14], ['street-samurai', 14, { augments: 2 }]);
    const r = pick(s, 'skill:murder:street-samurai');
    expect(ch(r.s, 'street-samurai')!.tokens.augments).toBe(1);
    expect(r.s.counter.augments).toBe(1);
    expect(ch(r.s, 'clone-soldier')!.tokens.violence).toBe(1);
  });

  it("rule 49b: a guard's own GUARD does not stop its own EXECUTE (the Security Droid guards permanently)", () => {
    const s = placed(['security-droid', 11], ['yakuza', 11]);
    put(s, 'politician', 11, {}, { guarding: true });
    activate(s, 'security-droid', 'hack');
    // Another guard (the Politician) still protects the Yakuza.
    expect(skillKeys(s).filter((k) => k.startsWith('skill:execute'))).toEqual([]);
  });

  it('rule 49: GUARD protects the others in its Area from killing, not itself; rule 49 permanent (Security Droid); Underground Market cancels GUARD', () => {
    const s = placed(['clone-soldier', 14], ['tourist', 14]);
    put(s, 'politician', 14, {}, { guarding: true });
    activate(s, 'clone-soldier', 'hack');
    expect(skillKeys(s).filter((k) => k.startsWith('skill:murder'))).toEqual(['skill:murder:politician']);
    const t = scene('hack', ['clone-soldier', 13], ['tourist', 13], ['security-droid', 13]);
    expect(skillKeys(t).filter((k) => k.startsWith('skill:murder'))).toEqual(['skill:murder:security-droid']);
    const u = scene('hack', ['clone-soldier', 12], ['tourist', 12], ['security-droid', 12]);
    expect(skillKeys(u).filter((k) => k.startsWith('skill:murder'))).toEqual([
      'skill:murder:tourist',
      'skill:murder:security-droid',
    ]);
  });

  it('the Rogue AI (incorporeal) cannot be killed or arrested', () => {
    const s = scene('hack', ['clone-soldier', 14], ['street-samurai', 14], ['rogue-ai', 14]);
    expect(skillKeys(s)).not.toContain('skill:murder:rogue-ai');
    const t = scene('hack', ['street-samurai', 14], ['rogue-ai', 14]);
    expect(skillKeys(t).filter((k) => /arrest|execute/.test(k))).toEqual([]);
  });

  it('rule 47: EXECUTE kills a Criminal (printed or by Violence) without Violence, Products to the executioner; never a non-Criminal', () => {
    const s = scene(
      'hack',
      ['security-droid', 11],
      ['tourist', 11, { violence: 1, products: 2 }],
      ['yakuza', 11],
      ['rich-kid', 11],
    );
    expect(skillKeys(s).filter((k) => k.startsWith('skill:execute'))).toEqual([
      'skill:execute:tourist',
      'skill:execute:yakuza',
    ]);
    const r = pick(s, 'skill:execute:tourist');
    expect(ch(r.s, 'tourist')).toBeUndefined();
    expect(ch(r.s, 'security-droid')!.tokens).toMatchObject({ violence: 0, products: 2 });
    expect(r.s.counter.violence).toBe(0);
  });

  it('rule 52: the Street Samurai may EXECUTE a non-Criminal Android (kills-androids); no one else may', () => {
    const s = scene('hack', ['street-samurai', 11], ['pleasure-droid', 11]);
    expect(skillKeys(s)).toContain('skill:execute:pleasure-droid');
    expect(skillKeys(s)).not.toContain('skill:arrest:pleasure-droid');
    const t = table();
    put(t, 'security-droid', 11, {}, {});
    put(t, 'pleasure-droid', 11);
    activate(t, 'security-droid', 'hack');
    expect(skillKeys(t)).not.toContain('skill:execute:pleasure-droid');
  });
});

describe('DATA, SCANDAL (rules 41-42, 56, 61)', () => {
  it('rule 41: DATA only at a Corporate Area: +1 Data on the Area', () => {
    const s = scene('hack', ['reporter', 14]);
    expect(skillKeys(s)).not.toContain('skill:data');
    const t = scene('hack', ['reporter', 2]);
    const r = pick(t, 'skill:data');
    expect(r.s.areas[1]!.data).toBe(1);
    expect(r.s.counter.data).toBe(1);
  });

  it('rule 56: Data tokens never block an Action Box', () => {
    const s = table();
    s.areas[1]!.data = 3;
    s.counter.data = 3;
    put(s, 'clone-soldier', 2);
    activate(s, 'clone-soldier', 'hack');
    const r = pick(s, 'skill:nothing');
    expect(keys(r.s, 0)).toContain('area:b0');
  });

  it('rule 42: SCANDAL: 1 Scandal on another Character; Scandal doubling: 2 if the actor has Scandal', () => {
    const s = scene('hack', ['reporter', 14], ['tourist', 14]);
    expect(skillKeys(s).filter((k) => k.startsWith('skill:scandal'))).toEqual(['skill:scandal:tourist']);
    let r = pick(s, 'skill:scandal:tourist');
    expect(ch(r.s, 'tourist')!.tokens.scandal).toBe(1);
    expect(r.s.counter.scandal).toBe(1);
    // A Reporter who has Scandal herself gives 2.
    ch(r.s, 'reporter')!.tokens.scandal = 1;
    r.s.counter.scandal++;
    ch(r.s, 'reporter')!.activated = false;
    activate(r.s, 'reporter', 'hack');
    const stress = r.s.stress;
    r = pick(r.s, 'skill:scandal:tourist');
    expect(ch(r.s, 'tourist')!.tokens.scandal).toBe(3);
    expect(r.s.counter.scandal).toBe(4);
    expect(r.s.stress).toBe(stress + 2);
  });
});

/** The movement keys offered now for `skill`, and the keys for these destinations. */
const movesOf = (s: Parameters<typeof skillKeys>[0], skill: string) =>
  skillKeys(s).filter((k) => k.startsWith(`skill:${skill}`));
const movesTo = (skill: string, areas: number[]) => areas.map((a) => `skill:${skill}:${a}`);

describe('MOVE, DRIVE, FLY (rules 43-45, 57)', () => {
  it('rule 43: MOVE along one street', () => {
    const s = scene('hack', ['tourist', 14]);
    expect(movesOf(s, 'move')).toEqual(movesTo('move', [4, 6, 10, 16]));
    const r = pick(s, 'skill:move:16');
    expect(ch(r.s, 'tourist')!.area).toBe(16);
  });

  it('rule 44: DRIVE up to two streets or one freeway', () => {
    const s = scene('hack', ['rich-kid', 2]);
    // Streets 2-8, 2-10, 2-4 and on (2-8-1 into Fort Plissken: rule 71b); the freeway 2-3.
    expect(movesOf(s, 'drive')).toEqual(movesTo('drive', [1, 3, 4, 8, 10, 13, 14]));
  });

  it('rule 57: Drugs: 1 Drug DRIVEs 3 streets or freeway+street, never 2 freeways', () => {
    const s = scene('hack', ['rich-kid', 2, { drugs: 1 }]);
    const to = skillKeys(s)
      .filter((k) => k.startsWith('skill:drive'))
      .map((k) => Number(k.split(':')[2]));
    // 3 streets: 2-10-13-16, 2-4-14-6; freeway then street: 2=3-11, 2=3-5; street then freeway: 2-8=9, 2-4=5.
    for (const a of [16, 6, 11, 5, 9]) expect(to).toContain(a);
    // 2=3=7 would be two freeways.
    expect(to).not.toContain(7);
    expect(to).toEqual(reachable(2, 'drive', 1));
    // MOVE gets the extra street too; FLY ignores Drugs.
    const t = scene('hack', ['tourist', 14, { drugs: 1 }]);
    expect(skillKeys(t).filter((k) => k.startsWith('skill:move')).length).toBe(reachable(14, 'move', 1).length);
    expect(reachable(14, 'move', 1)).toContain(12);
  });

  it('rule 45: FLY to any Area except the Prison (and not onto Rust Docks, no-fly)', () => {
    const s = scene('hack', ['courier-drone', 14]);
    const to = skillKeys(s)
      .filter((k) => k.startsWith('skill:fly'))
      .map((k) => Number(k.split(':')[2]));
    expect(to).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15]);
  });

  it('rule 71b: only FLY is barred from the Prison: MOVE may enter it, "a Character who gets into a Prison is placed in the topmost section"', () => {
    const s = scene('hack', ['tourist', 13]);
    expect(skillKeys(s)).toContain('skill:move:1');
    const r = pick(s, 'skill:move:1');
    // It got in during this activation: it is not yet an inmate activated, so it stays on top.
    expect(ch(r.s, 'tourist')).toMatchObject({ area: PRISON_AREA, section: 0, activated: true });
    // Nothing goes on through the Prison: from it no movement at all.
    expect(reachable(PRISON_AREA, 'drive', 2)).toEqual([]);
    // Activated as an inmate next time, it moves down a section (rule 71).
    ch(r.s, 'tourist')!.activated = false;
    r.s.turn!.acted = false;
    activate(r.s, 'tourist');
    expect(ch(r.s, 'tourist')).toMatchObject({ area: PRISON_AREA, section: 1 });
  });

  it('rule 71: no DRIVE, MOVE or FLY in the Prison', () => {
    const s = placed(['paparazzo', PRISON_AREA]);
    activate(s, 'paparazzo', 'hack');
    expect(pending(s)).toBeUndefined();
  });

  it('the Taxi Driver (carries): when he DRIVEs, one Character from his Area may ride along (or nobody)', () => {
    const s = scene('hack', ['taxi-driver', 14], ['tourist', 14], ['rogue-ai', 14]);
    let r = pick(s, 'skill:drive:12');
    // The Rogue AI never moves: only the Tourist is offered.
    expect(keys(r.s, 0)).toEqual(['skill:ride:tourist', 'skill:ride:none']);
    r = pick(r.s, 'skill:ride:tourist');
    expect(ch(r.s, 'taxi-driver')!.area).toBe(12);
    expect(ch(r.s, 'tourist')!.area).toBe(12);
    const t = scene('hack', ['taxi-driver', 14], ['tourist', 14]);
    r = pick(pick(t, 'skill:drive:12').s, 'skill:ride:none');
    expect(ch(r.s, 'tourist')!.area).toBe(14);
  });
});

describe('ARREST, INVESTIGATE, GUARD (rules 46, 48, 49)', () => {
  it('rule 46: ARREST a Criminal: top section of Fort Plissken; its Violence and Drugs to the pool (counters down); rule 63: a printed Criminal stays one', () => {
    const s = scene(
      'hack',
      ['cop', 11],
      ['tourist', 11, { violence: 2, drugs: 1, products: 1 }],
      ['yakuza', 11, { drugs: 2 }],
    );
    expect(skillKeys(s).filter((k) => k.startsWith('skill:arrest'))).toEqual([
      'skill:arrest:tourist',
      'skill:arrest:yakuza',
    ]);
    let r = pick(s, 'skill:arrest:tourist');
    expect(ch(r.s, 'tourist')).toMatchObject({ area: PRISON_AREA, section: 0 });
    expect(ch(r.s, 'tourist')!.tokens).toMatchObject({ violence: 0, drugs: 0, products: 1 });
    expect(r.s.counter).toMatchObject({ violence: 0, drugs: 2, products: 1 });
    expect(isCriminal(ch(r.s, 'tourist')!)).toBe(false);
    ch(r.s, 'cop')!.activated = false;
    r.s.areas[10]!.boxes[0]!.activated = false;
    activate(r.s, 'cop', 'hack');
    r = pick(r.s, 'skill:arrest:yakuza');
    expect(isCriminal(ch(r.s, 'yakuza')!)).toBe(true);
  });

  it('rule 52: ARREST never targets oneself; rule 52b: nor an inmate (inmates only meet inmates)', () => {
    const s = scene('hack', ['cop', 11, { violence: 1 }]);
    expect(skillKeys(s).filter((k) => k.startsWith('skill:arrest'))).toEqual([]);
    const t = placed(['cop', PRISON_AREA, { violence: 1 }], ['yakuza', PRISON_AREA]);
    activate(t, 'cop', 'hack');
    expect(skillKeys(t).filter((k) => k.startsWith('skill:arrest'))).toEqual([]);
  });

  it("rule 48: INVESTIGATE at a Crimescene removes the box's Violence (counter -1); the Area Action is usable again", () => {
    const s = table();
    s.areas[10]!.boxes[0]!.violence = true;
    s.counter.violence = 1;
    put(s, 'cop', 11);
    activate(s, 'cop', 'hack');
    expect(skillKeys(s)).toContain('skill:investigate:b0');
    const stress = s.stress;
    const r = pick(s, 'skill:investigate:b0');
    expect(r.s.areas[10]!.boxes[0]!.violence).toBe(false);
    expect(r.s.counter.violence).toBe(0);
    expect(r.s.stress).toBe(stress);
    expect(keys(r.s, 0)).toContain('area:b0');
  });

  it('rule 49: GUARD: the Character guards its Area until the End of Round; rule 49a: not offered when already guarding', () => {
    const s = scene('hack', ['politician', 14]);
    const r = pick(s, 'skill:guard');
    expect(ch(r.s, 'politician')!.guarding).toBe(true);
    const t = scene('hack', ['security-droid', 14]);
    expect(skillKeys(t)).not.toContain('skill:guard');
  });
});

describe('HACK (rules 50-51)', () => {
  it('rule 50-51: HACK a Character in the same Area, even an activated one: one of its Skills or nothing; it is not activated, takes no Area Action', () => {
    const s = placed(['netrunner', 11]);
    put(s, 'rich-kid', 11, {}, { activated: true });
    put(s, 'tourist', 13);
    activate(s, 'netrunner', 'hack');
    expect(skillKeys(s).filter((k) => k.startsWith('skill:hack'))).toEqual(['skill:hack:rich-kid']);
    let r = pick(s, 'skill:hack:rich-kid');
    expect(keys(r.s, 0)).toContain('skill:nothing');
    expect(keys(r.s, 0)).toContain('skill:buy');
    r = pick(r.s, 'skill:buy');
    expect(ch(r.s, 'rich-kid')!.tokens.products).toBe(1);
    // Then the Netrunner's own Area Action (Neon Bazaar), not the Rich Kid's.
    expect(r.s.stack[r.s.stack.length - 1]).toMatchObject({ kind: 'areaAction', data: { char: 'netrunner' } });
  });

  it('rule 52d: a Character hacked by HACK may not HACK in turn; HACK never targets oneself', () => {
    const s = scene('hack', ['netrunner', 14], ['ripperdoc', 14]);
    // The Ripperdoc could only HACK (no Shop, no Merchant for him, MOVE yes): MOVE is his use.
    let r = pick(s, 'skill:hack:ripperdoc');
    expect(keys(r.s, 0).some((k) => k.startsWith('skill:hack'))).toBe(false);
    expect(keys(r.s, 0)).toContain('skill:move:16');
    r = pick(r.s, 'skill:nothing');
    const t = scene('hack', ['netrunner', 1]);
    expect(keys(t, 0)).toEqual([]);
  });

  it('hackWith (a Corporation ability): limited to the given Skills, no activation', () => {
    const s = placed(['clone-soldier', 11], ['tourist', 11]);
    hack(s, 'clone-soldier', ['murder', 'augment']);
    expect(keys(s, 0)).toEqual(['skill:murder:tourist', 'skill:augment', 'skill:nothing']);
    const r = pick(s, 'skill:augment');
    expect(ch(r.s, 'clone-soldier')).toMatchObject({ activated: false, tokens: { augments: 1 } });
    expect(pending(r.s)).toBeUndefined();
  });
});

describe('Resources (rules 53, 58, 60, 64)', () => {
  it('rule 53: the Stress token never goes down when tokens leave', () => {
    const s = placed(['cop', 11], ['tourist', 11, { violence: 2 }]);
    s.stress = 5;
    activate(s, 'cop', 'hack');
    const r = pick(s, 'skill:arrest:tourist');
    expect(r.s.stress).toBe(5);
    expect(r.s.counter.violence).toBe(0);
  });

  it("The Sprawl's flag raises the hand limit to 5 (rule 67c)", () => {
    const s = table();
    expect(handLimit(s, 0)).toBe(4);
    s.p[0]!.sprawl = true;
    expect(handLimit(s, 0)).toBe(5);
  });
});
