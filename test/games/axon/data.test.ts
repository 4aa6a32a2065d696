import { describe, expect, it } from 'vitest';
import {
  AREA_TYPES,
  areaSchema,
  CHARACTER_CARDS,
  CHARACTER_LIST,
  CORPORATION_LIST,
  COST,
  type Corporation,
  characterSchema,
  citySchema,
  corporationSchema,
  HAND_LIMIT,
  MICROBIONICS,
  NEXUS_CITY,
  PRISON_AREA,
  RESOURCE_CUBES,
  RESOURCES,
  SCOREBOARD,
  SETUP,
  SOFTWARE_DECK_SIZE,
  SOFTWARE_LIST,
  scoreboardSchema,
  softwareSchema,
  TOKENS_PER_RESOURCE,
  TYPE_TOKENS,
} from '../../../src/games/axon/data/index.ts';
import { en } from '../../support/words.ts';

const areas = NEXUS_CITY.areas;
const area = (id: number) => areas.find((a) => a.id === id)!;

describe('Nexus City', () => {
  it('parses; Area numbers unique and 1..n; links join existing Areas, once each', () => {
    expect(() => citySchema.parse(NEXUS_CITY)).not.toThrow();
    for (const a of areas) expect(() => areaSchema.parse(a)).not.toThrow();
    expect(areas.map((a) => a.id).sort((x, y) => x - y)).toEqual(areas.map((_, i) => i + 1));
    const seen = new Set<string>();
    for (const l of NEXUS_CITY.links) {
      expect(l.a).not.toBe(l.b);
      expect(area(l.a)).toBeDefined();
      expect(area(l.b)).toBeDefined();
      const k = [l.a, l.b].sort().join('|');
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
    }
  });

  it('is connected by streets alone', () => {
    const reach = new Set([1]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const l of NEXUS_CITY.links)
        if (l.kind === 'street' && reach.has(l.a) !== reach.has(l.b)) {
          reach.add(l.a);
          reach.add(l.b);
          grew = true;
        }
    }
    expect(reach.size).toBe(areas.length);
  });

  it('has all five Area types; Fort Plissken is city area 1 and the only Prison, with 2 sections', () => {
    for (const t of AREA_TYPES)
      expect(
        areas.some((a) => a.type === t),
        t,
      ).toBe(true);
    expect(en(area(PRISON_AREA).name)).toBe('Fort Plissken');
    expect(areas.filter((a) => a.type === 'prison').map((a) => a.id)).toEqual([1]);
    expect(area(1).sections).toBe(2);
  });

  it('one Corporate Area per Corporation, matching each other', () => {
    const corp = areas.filter((a) => a.type === 'corporate');
    expect(corp.length).toBe(6);
    for (const c of CORPORATION_LIST) expect(area(c.area).corporation).toBe(c.id);
  });

  it('Exit Areas have two boxes, Phishing and Leave', () => {
    for (const a of areas.filter((x) => x.type === 'exit'))
      expect(a.boxes.map((b) => b.kind)).toEqual(['phishing', 'leave']);
    expect(
      areas
        .filter((a) => a.type !== 'exit')
        .every((a) => a.boxes.every((b) => b.kind !== 'phishing' && b.kind !== 'leave')),
    ).toBe(true);
  });

  it('Areas with a permanent effect have no box; every other Area has one', () => {
    for (const a of areas) expect(a.boxes.length > 0, a.name).toBe(a.permanent === undefined);
  });

  it('Microbionics Inc has a Skill Action needing AUGMENT or HACK', () => {
    const m = area(MICROBIONICS);
    expect(en(m.name)).toBe('Microbionics Inc');
    expect(m.boxes[0]!.kind).toBe('skill');
    expect([...m.boxes[0]!.skills].sort()).toEqual(['augment', 'hack']);
  });

  it('has freeways, two of them meeting at an Area (so the Drugs example "never 2 freeways" can be played)', () => {
    const fw = NEXUS_CITY.links.filter((l) => l.kind === 'freeway');
    expect(areas.some((a) => fw.filter((l) => l.a === a.id || l.b === a.id).length >= 2)).toBe(true);
  });

  it('has Shops; Skill Actions print at least one icon', () => {
    expect(areas.some((a) => a.shop)).toBe(true);
    for (const a of areas) for (const b of a.boxes) if (b.kind === 'skill') expect(b.skills.length).toBeGreaterThan(0);
  });
});

describe('Characters', () => {
  it('30 cards, parse, unique ids and Initiatives; Starting Locations exist', () => {
    expect(CHARACTER_LIST.length).toBe(CHARACTER_CARDS);
    for (const c of CHARACTER_LIST) expect(() => characterSchema.parse(c)).not.toThrow();
    expect(new Set(CHARACTER_LIST.map((c) => c.id)).size).toBe(30);
    expect(new Set(CHARACTER_LIST.map((c) => c.initiative)).size).toBe(30);
    for (const c of CHARACTER_LIST) if (c.start !== 'random') expect(area(c.start), c.id).toBeDefined();
    for (const c of CHARACTER_LIST) expect(c.start, c.id).not.toBe(PRISON_AREA);
  });

  it("the Street Samurai's printed Routine, pronoun, AUGMENT icon and Android-killing ability", () => {
    const s = CHARACTER_LIST.find((c) => en(c.name) === 'Street Samurai')!;
    expect(s.routine.map((r) => en(r.text))).toEqual([
      'ARREST or EXECUTE',
      'Else: DRIVE to closest Criminal',
      'Else: DRIVE',
    ]);
    expect(s.pronoun).toBe('she');
    expect(s.skills).toContain('augment');
    expect(s.abilities.map((a) => a.id)).toContain('kills-androids');
    expect(s.types).not.toContain('criminal');
  });

  it('the public archetypes are all present', () => {
    const names = CHARACTER_LIST.map((c) => en(c.name));
    for (const n of [
      'Cop',
      'Reporter',
      'Rockstar',
      'Yakuza',
      'Serial Killer',
      'Corporate Assassin',
      'Rich Kid',
      'Private Investigator',
      'Taxi Driver',
      'Street Samurai',
    ])
      expect(names).toContain(n);
  });

  it('Routine Skills are icons the Character has; Criminal, Merchant, Dealer, Android, Bioroid and AI types exist; advanced and beginner Characters both exist', () => {
    for (const c of CHARACTER_LIST)
      for (const st of c.routine) for (const s of st.skills) expect(c.skills, `${c.id} ${s}`).toContain(s);
    for (const t of ['criminal', 'merchant', 'dealer', 'android', 'bioroid', 'ai'] as const)
      expect(
        CHARACTER_LIST.some((c) => c.types.includes(t)),
        t,
      ).toBe(true);
    expect(CHARACTER_LIST.some((c) => c.advanced)).toBe(true);
    expect(CHARACTER_LIST.filter((c) => !c.advanced).length).toBeGreaterThanOrEqual(SETUP[6].characters + 5);
  });

  it('Android, Bioroid and AI tokens: one per such Character, never more than the 10 printed', () => {
    for (const t of ['android', 'bioroid', 'ai'] as const) {
      const n = CHARACTER_LIST.filter((c) => c.types.includes(t));
      for (const c of n) expect(c.token).toBe(t);
      expect(n.length).toBeLessThanOrEqual(TYPE_TOKENS[t]);
    }
  });
});

describe('Corporations', () => {
  it('6, parse; each scores two different Resources; each Resource scored by exactly two; ARES and MEDIA NET as public sources say', () => {
    expect(CORPORATION_LIST.length).toBe(6);
    for (const c of CORPORATION_LIST) {
      expect(() => corporationSchema.parse(c)).not.toThrow();
      expect(c.scores[0]).not.toBe(c.scores[1]);
    }
    for (const r of RESOURCES) expect(CORPORATION_LIST.filter((c) => c.scores.includes(r)).length, r).toBe(2);
    expect([...CORPORATION_LIST.find((c) => en(c.name) === 'ARES')!.scores].sort()).toEqual(['augments', 'violence']);
    expect([...CORPORATION_LIST.find((c) => en(c.name) === 'MEDIA NET')!.scores].sort()).toEqual([
      'scandal',
      'violence',
    ]);
    expect(new Set(CORPORATION_LIST.map((c) => c.ability.id)).size).toBe(6);
  });

  it('setup step 5\'s advice ("shares exactly 1 scoring resource with another Corporation already chosen") can hold for all 6: no pair shares both, and some choice order shares exactly 1 at each step', () => {
    const overlap = (a: Corporation, b: Corporation) => a.scores.filter((r) => b.scores.includes(r)).length;
    for (const a of CORPORATION_LIST)
      for (const b of CORPORATION_LIST) if (a !== b) expect(overlap(a, b), `${a.id}/${b.id}`).toBeLessThanOrEqual(1);
    // Search the choice orders: each Corporation after the first shares exactly 1 with one already chosen.
    const orders = (chosen: Corporation[]): Corporation[] | null => {
      if (chosen.length === CORPORATION_LIST.length) return chosen;
      for (const c of CORPORATION_LIST) {
        if (chosen.includes(c) || (chosen.length > 0 && !chosen.some((d) => overlap(c, d) === 1))) continue;
        const found = orders([...chosen, c]);
        if (found) return found;
      }
      return null;
    };
    expect(orders([])).not.toBeNull();
    // And at the table each shares exactly 1 with another.
    for (const a of CORPORATION_LIST)
      expect(
        CORPORATION_LIST.some((b) => b !== a && overlap(a, b) === 1),
        a.id,
      ).toBe(true);
  });

  it('Two Player Mode: any Corporation has a partner sharing no Resource', () => {
    for (const a of CORPORATION_LIST)
      expect(
        CORPORATION_LIST.some((b) => b !== a && !b.scores.some((r) => a.scores.includes(r))),
        a.id,
      ).toBe(true);
  });
});

describe('Software', () => {
  it('50 cards, parse, unique ids; all three types; Random Numbers point at existing Areas and cover every Area', () => {
    expect(SOFTWARE_LIST.length).toBe(SOFTWARE_DECK_SIZE);
    for (const s of SOFTWARE_LIST) expect(() => softwareSchema.parse(s)).not.toThrow();
    expect(new Set(SOFTWARE_LIST.map((s) => s.id)).size).toBe(50);
    for (const t of ['attack', 'counter', 'utility'] as const)
      expect(
        SOFTWARE_LIST.some((s) => s.type === t),
        t,
      ).toBe(true);
    for (const s of SOFTWARE_LIST) expect(area(s.random), s.id).toBeDefined();
    expect(new Set(SOFTWARE_LIST.map((s) => s.random)).size).toBe(areas.length);
  });

  it('Attacks name their target; some Counters counter Counters; Utilities are never responses; Desktop cards have a way to leave', () => {
    for (const s of SOFTWARE_LIST.filter((x) => x.type === 'attack'))
      expect(['character', 'player', 'area', 'desktop']).toContain(s.target);
    for (const s of SOFTWARE_LIST.filter((x) => x.type === 'counter')) {
      expect(s.timing).toBe('response');
      expect(['attack', 'counter']).toContain(s.target);
    }
    expect(SOFTWARE_LIST.some((s) => s.type === 'counter' && s.target === 'counter')).toBe(true);
    for (const s of SOFTWARE_LIST.filter((x) => x.type !== 'counter')) expect(s.timing).not.toBe('response');
    expect(SOFTWARE_LIST.some((s) => s.desktop)).toBe(true);
    for (const s of SOFTWARE_LIST.filter((x) => x.desktop)) expect(s.leaves, s.id).toBeTruthy();
  });

  it('something can change the hand limit of 4', () => {
    expect(HAND_LIMIT).toBe(4);
    expect(
      SOFTWARE_LIST.some((s) => s.effect === 'hand-limit-plus') ||
        areas.some((a) => a.boxes.some((b) => b.effect === 'hand-limit')),
    ).toBe(true);
  });
});

describe('Scoreboard and counts', () => {
  it('parses; six tracks 0-10, each with two Resource-token spaces, one Permanent VP, one Card space; Red Zone is the upper half', () => {
    expect(() => scoreboardSchema.parse(SCOREBOARD)).not.toThrow();
    expect(SCOREBOARD.tracks.map((t) => t.resource).sort()).toEqual([...RESOURCES].sort());
    for (const t of SCOREBOARD.tracks) {
      expect(t.rewards.filter((r) => r.kind === 'token').length).toBe(2);
      expect(t.rewards.filter((r) => r.kind === 'vp').length).toBe(1);
      expect(t.rewards.filter((r) => r.kind === 'card').length).toBe(1);
      expect(new Set(t.rewards.map((r) => r.space)).size).toBe(4);
      expect(t.redFrom).toBe(6);
      for (const r of t.rewards) expect(r.space).toBeLessThan(t.redFrom);
    }
  });

  it('reward tokens cannot run the pool dry: when a token reward is claimed, in play + remaining rewards <= total', () => {
    expect(TOKENS_PER_RESOURCE * RESOURCES.length).toBe(RESOURCE_CUBES);
    for (const t of SCOREBOARD.tracks) {
      const spaces = t.rewards.filter((r) => r.kind === 'token').map((r) => r.space);
      // Counter at the highest token space, the claimed token placed (+1), the other still on the board (or already placed).
      expect(Math.max(...spaces) + 1 + 1).toBeLessThanOrEqual(TOKENS_PER_RESOURCE);
    }
  });

  it('Breaking Point start spaces for 2-6 players, rising with the player count, within the track', () => {
    const s = SCOREBOARD.breakingStart;
    const v = (['2', '3', '4', '5', '6'] as const).map((k) => s[k]);
    for (const x of v) {
      expect(x).toBeDefined();
      expect(x!).toBeLessThanOrEqual(SCOREBOARD.breakingLength);
    }
    for (let i = 1; i < v.length; i++) expect(v[i]!).toBeGreaterThan(v[i - 1]!);
  });

  it('printed costs: 1 Software card each, 4 for a Monopoly; Two Player setup keeps 4 Characters', () => {
    expect(COST).toEqual({ hack: 1, phishing: 1, takeFirstPlayer: 1, reverse: 1, corporation: 1, monopoly: 4 });
    expect(SETUP[2].characters).toBe(4);
  });
});
