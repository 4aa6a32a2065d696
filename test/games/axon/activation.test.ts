import { describe, expect, it } from 'vitest';
import { startActivation } from '../../../src/games/axon/activation.ts';
import { CHARACTER_LIST, NEXUS_CITY, PRISON_AREA, RESOURCES } from '../../../src/games/axon/data/index.ts';
import { axonFlow } from '../../../src/games/axon/game.ts';
import { en, fr } from '../../support/words.ts';
import { activate, ch, keys, offered, pending, pick, placed, put, scene, table } from './charKit.ts';

describe('Activate Character choices (rule 21)', () => {
  it('one "activate" per unactivated Character, a "hack" only with a Software card in hand; value { char, mode }', () => {
    const s = placed(['cop', 13]);
    put(s, 'tourist', 11, {}, { activated: true });
    expect(offered(s).map((o) => [o.key, o.kind])).toEqual([['act:cop', 'activate']]);
    s.p[0]!.hand = [s.deck.shift()!];
    const list = offered(s);
    expect(list.map((o) => o.key)).toEqual(['act:cop', 'hack:cop']);
    expect(list[0]!.value).toEqual({ char: 'cop', mode: 'routine' });
    expect(list[1]!.value).toEqual({ char: 'cop', mode: 'hack' });
    expect(en(list[1]!.label)).toBe('Hack Cop (1 Software card): ARREST, DRIVE, INVESTIGATE');
    expect(en(list[1]!.detail ?? '')).toMatch(/usable now: DRIVE \(\d+\)/);
  });

  it('labels <= 80 and details <= 100 for every Character in every Area, keys unique', () => {
    for (const area of NEXUS_CITY.areas.map((a) => a.id)) {
      const s = table();
      s.p[0]!.hand = [s.deck.shift()!];
      for (const c of CHARACTER_LIST)
        put(s, c.id, area, {
          violence: c.initiative % 2,
          products: c.initiative % 3,
          scandal: c.initiative % 4 === 0 ? 1 : 0,
        });
      const list = offered(s);
      expect(new Set(list.map((o) => o.key)).size).toBe(list.length);
      for (const o of list) {
        for (const say of [en, fr]) {
          expect(say(o.label).length, say(o.label)).toBeLessThanOrEqual(80);
          expect(say(o.detail ?? '').length, say(o.detail ?? '')).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('rule 58: with 3 or more Drugs the offer says it dies of an overdose, and no hack is offered', () => {
    const s = table();
    s.p[0]!.hand = [s.deck.shift()!];
    put(s, 'junkie', 11, { drugs: 3 });
    expect(offered(s).map((o) => [o.key, en(o.label)])).toEqual([
      ['act:junkie', 'Junkie dies of an overdose (3 Drugs)'],
    ]);
  });
});

describe('an activation, start to end', () => {
  it("rule 21: the Routine, the optional Area Action, then the Activation Token; the turn's action is used", () => {
    const s = scene('routine', ['tourist', 11]);
    // BUY at a Shop: one use, done; the Area Action (draw 1 Software card) is offered.
    expect(ch(s, 'tourist')!.tokens.products).toBe(1);
    expect(s.turn!.acting).toBe('tourist');
    expect(keys(s, 0)).toEqual(['area:b0', 'area:skip']);
    const r = pick(s, 'area:skip');
    expect(ch(r.s, 'tourist')!.activated).toBe(true);
    expect(r.s.turn).toMatchObject({ acted: true, acting: null });
    expect(r.s.areas[10]!.boxes[0]!.activated).toBe(false);
  });

  it('rule 58-59: an overdose on activation: it dies (Augments do not help), Products to the pool; the activation is used, no Area Action', () => {
    const s = placed(['junkie', 11, { drugs: 3, products: 2, augments: 1 }]);
    const events = activate(s, 'junkie');
    expect(ch(s, 'junkie')).toBeUndefined();
    expect(s.charDiscard).toContain('junkie');
    expect(s.counter).toMatchObject({ drugs: 0, products: 0, augments: 0 });
    expect(events.some((e) => e.includes('dies of an overdose'))).toBe(true);
    expect(pending(s)).toBeUndefined();
    expect(s.turn).toMatchObject({ acted: true, acting: null });
    expect(s.areas[10]!.boxes[0]!.activated).toBe(false);
  });

  it('rule 32: a hack offers every Skill use plus "nothing"; a hack that does nothing may still take the Area Action', () => {
    const s = scene('hack', ['rich-kid', 11]);
    const k = keys(s, 0);
    expect(k).toContain('skill:buy');
    expect(k).toContain('skill:augment');
    expect(k).toContain('skill:drive:13');
    expect(k[k.length - 1]).toBe('skill:nothing');
    let r = pick(s, 'skill:nothing');
    expect(ch(r.s, 'rich-kid')!.tokens).toMatchObject({ products: 0, augments: 0 });
    r = pick(r.s, 'area:b0');
    expect(r.s.p[0]!.hand.length).toBe(1);
    expect(r.s.areas[10]!.boxes[0]!.activated).toBe(true);
    expect(ch(r.s, 'rich-kid')!.activated).toBe(true);
  });

  it("rule 71: an inmate acts on another inmate, then from the lowest section is released to an Area of the acting player's choice", () => {
    const s = table();
    put(s, 'clone-soldier', PRISON_AREA, {}, { section: 1 });
    put(s, 'yakuza', PRISON_AREA, { products: 1 });
    put(s, 'gang-boss', 13);
    // Clone Soldier: MURDER a Criminal: only the inmate Yakuza, never the Gang Boss outside.
    activate(s, 'clone-soldier');
    expect(ch(s, 'yakuza')).toBeUndefined();
    expect(ch(s, 'gang-boss')).toBeDefined();
    expect(pending(s)).toBe('release');
    const k = keys(s, 0);
    expect(k).toHaveLength(NEXUS_CITY.areas.length - 1);
    expect(k).not.toContain(`release:${PRISON_AREA}`);
    const r = pick(s, 'release:9');
    expect(ch(r.s, 'clone-soldier')).toMatchObject({
      area: 9,
      section: null,
      activated: true,
      tokens: { products: 1 },
    });
    expect(r.s.turn).toMatchObject({ acted: true, acting: null });
  });

  it('a Character gone during its own activation simply stops (Leave): no token, the action is used', () => {
    const s = scene('hack', ['tourist', 8]);
    let r = pick(s, 'skill:nothing');
    r = pick(r.s, 'area:b1');
    expect(ch(r.s, 'tourist')).toBeUndefined();
    expect(r.s.charStack).toContain('tourist');
    expect(r.s.turn).toMatchObject({ acted: true, acting: null });
  });
});

describe('random activations keep the Resource tokens consistent', () => {
  it('200 seeded sequences: counters equal the tokens in play, every decision offers something, nothing throws', () => {
    let seed = 12345;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor(seed / 65536) % n;
    };
    for (let game = 0; game < 200; game++) {
      let s = table();
      const ids = CHARACTER_LIST.map((c) => c.id);
      for (let i = ids.length - 1; i > 0; i--) {
        const j = rnd(i + 1);
        [ids[i], ids[j]] = [ids[j]!, ids[i]!];
      }
      ids.length = 8;
      for (const id of ids)
        put(s, id, 1 + rnd(16), { drugs: rnd(4) === 0 ? rnd(4) : 0, violence: rnd(5) === 0 ? 1 : 0, products: rnd(3) });
      for (let step = 0; step < 25 && s.chars.length > 0; step++) {
        let ready = s.chars.filter((c) => !c.activated);
        if (ready.length === 0) {
          for (const c of s.chars) {
            c.activated = false;
            c.guarding = false;
          }
          for (const a of s.areas) for (const b of a.boxes) b.activated = false;
          ready = s.chars;
        }
        const c = ready[rnd(ready.length)]!;
        s.turn = { seat: 0, acted: false, special: false, reverse: false, acting: null };
        axonFlow.record(s, (ctx) => {
          startActivation(s, ctx, 0, c.id, rnd(2) ? 'routine' : 'hack');
          axonFlow.settle(s, ctx);
        });
        for (let guard = 0; s.stack.length > 0; guard++) {
          expect(guard).toBeLessThan(50);
          const seatNow = s.stack[s.stack.length - 1]!.seats[0]!;
          const k = keys(s, seatNow);
          expect(k.length).toBeGreaterThan(0);
          s = pick(s, k[rnd(k.length)]!, seatNow).s;
        }
        expect(s.turn).toMatchObject({ acted: true, acting: null });
        for (const r of RESOURCES) {
          const onChars = r === 'data' ? 0 : s.chars.reduce((n, x) => n + x.tokens[r], 0);
          const onAreas =
            r === 'data'
              ? s.areas.reduce((n, a) => n + a.data, 0)
              : r === 'violence'
                ? s.areas.reduce((n, a) => n + a.boxes.filter((b) => b.violence).length, 0)
                : 0;
          expect(s.counter[r], `${game} ${r}`).toBe(onChars + onAreas);
        }
        for (const x of s.chars) expect(x.section === null, x.id).toBe(x.area !== PRISON_AREA);
      }
    }
  });
});
