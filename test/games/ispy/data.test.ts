import { describe, expect, it } from 'vitest';
import {
  ACTION_CARD_LIST,
  ACTION_CARDS,
  ADVANTAGES,
  ASSET_LIST,
  ASSETS,
  actionCardSchema,
  assetSchema,
  BASE_CARDS,
  CAPITAL_INFO,
  CAPITALS,
  type CapitalId,
  CONTACT_AT,
  CONTACT_LIST,
  contactSchema,
  MAP,
  mapSchema,
  NATION_NAMES,
  NATIONS,
  type Nation,
  PHASE_SPACES,
  POLITICIAN_LIST,
  POLITICIANS,
  politicianSchema,
  regionSchema,
  routeSchema,
  SHADOW_SPACES,
  SPECIAL_CARDS,
  STACK_START,
} from '../../../src/games/ispy/data/index.ts';
import { distance, neighbours, outletsOf, region } from '../../../src/games/ispy/graph.ts';

/** The components the rulebook does not print (issue 10): every constraint, on the data as shipped. */

const regions = MAP.regions;
const outlets = (c: CapitalId) => outletsOf(c);
const capRegions = (c: CapitalId) => regions.filter((r) => r.kind === 'capital' && r.capital === c);
const minDist = (as: readonly string[], bs: readonly string[]) =>
  Math.min(...as.flatMap((a) => bs.map((b) => distance(a, b))));

/** Routes travelled from `from` to `to` when one Airship flight (not a route) may be taken on the way. */
function viaAirship(from: string, to: string): number {
  return Math.min(
    ...MAP.airship.flatMap((a) => MAP.airship.filter((b) => b !== a).map((b) => distance(from, a) + distance(b, to))),
  );
}

/** Whether segments p1-p2 and q1-q2 properly cross (interiors intersect). */
function cross(
  p1: { x: number; y: number },
  p2: { x: number; y: number },
  q1: { x: number; y: number },
  q2: { x: number; y: number },
): boolean {
  const o = (a: { x: number; y: number }, b: { x: number; y: number }, c: { x: number; y: number }) =>
    Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
  return o(p1, p2, q1) * o(p1, p2, q2) < 0 && o(q1, q2, p1) * o(q1, q2, p2) < 0;
}

describe('the map', () => {
  it('parses with its schemas; ids unique; routes join existing non-Capital Regions, once each', () => {
    expect(() => mapSchema.parse(MAP)).not.toThrow();
    for (const r of regions) expect(() => regionSchema.parse(r)).not.toThrow();
    for (const r of MAP.routes) expect(() => routeSchema.parse(r)).not.toThrow();
    expect(new Set(regions.map((r) => r.id)).size).toBe(regions.length);
    const seen = new Set<string>();
    for (const { a, b } of MAP.routes) {
      expect(a).not.toBe(b);
      expect(region(a).kind).not.toBe('capital');
      expect(region(b).kind).not.toBe('capital');
      const k = [a, b].sort().join('|');
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
    }
  });

  it("Regions are coloured by country: all six Nations appear; Outlets and Capital Regions take their Capital's Nation", () => {
    for (const n of NATIONS)
      expect(
        regions.some((r) => r.country === n && r.kind !== 'capital'),
        n,
      ).toBe(true);
    for (const r of regions)
      if (r.kind === 'outlet' || r.kind === 'capital') expect(r.country, r.id).toBe(CAPITAL_INFO[r.capital!].nation);
  });

  it('six Capitals (Rome, Paris, St. Petersburg, London, Berlin, Budapest), each with Capital Regions and Outlets', () => {
    expect([...CAPITALS].sort()).toEqual(['berlin', 'budapest', 'london', 'paris', 'petersburg', 'rome']);
    expect(Object.keys(MAP.capitals).sort()).toEqual([...CAPITALS].sort());
    expect(CAPITAL_INFO.petersburg.name).toBe('St. Petersburg');
    for (const c of CAPITALS) {
      expect(capRegions(c).length, c).toBeGreaterThanOrEqual(1);
      expect(outlets(c).length, c).toBeGreaterThanOrEqual(1);
      // Outlets are not adjacent to Capital Regions (no route touches one).
      for (const cr of capRegions(c)) expect(neighbours(cr.id)).toEqual([]);
    }
    expect(Object.keys(STACK_START).sort()).toEqual(['berlin', 'budapest', 'london']);
  });

  it('at least 4 Start Regions, in the centre of the map; 5 Supply Caches', () => {
    const starts = regions.filter((r) => r.kind === 'start');
    expect(starts.length).toBeGreaterThanOrEqual(4);
    for (const r of starts) {
      expect(r.x, r.id).toBeGreaterThan(250);
      expect(r.x, r.id).toBeLessThan(750);
      expect(r.y, r.id).toBeGreaterThan(150);
      expect(r.y, r.id).toBeLessThan(475);
    }
    expect(regions.filter((r) => r.kind === 'cache')).toHaveLength(5);
  });

  it('some Normal Routes cross water; exactly one tunnel and one archway, whose drawn segments cross without sharing a Region', () => {
    expect(MAP.routes.some((r) => r.water)).toBe(true);
    const tunnels = MAP.routes.filter((r) => r.crossing === 'tunnel');
    const arches = MAP.routes.filter((r) => r.crossing === 'archway');
    expect(tunnels).toHaveLength(1);
    expect(arches).toHaveLength(1);
    const [t, a] = [tunnels[0]!, arches[0]!];
    expect(new Set([t.a, t.b, a.a, a.b]).size).toBe(4);
    expect(cross(region(t.a), region(t.b), region(a.a), region(a.b))).toBe(true);
  });

  it('one Airship Route of five distinct non-Capital Regions over the Alps; one Airship Region has at least 4 Normal Routes', () => {
    expect(MAP.airship).toHaveLength(5);
    expect(new Set(MAP.airship).size).toBe(5);
    // Never a Capital Region; Florence, a Rome Outlet, is one (designed: the Rome-Berlin example).
    for (const r of MAP.airship) expect(['normal', 'start', 'cache', 'outlet'], r).toContain(region(r).kind);
    expect(MAP.airship.some((r) => neighbours(r).length >= 4)).toBe(true);
  });

  it('Berlin has at least 2 Outlets, one southern, leading to a Region that has a western neighbour', () => {
    const b = MAP.capitals.berlin!;
    expect(outlets('berlin').length).toBeGreaterThanOrEqual(2);
    const south = outlets('berlin').filter((o) => region(o).y > b.y);
    const ok = south.some((o) =>
      neighbours(o).some((n) => region(n).y > region(o).y && neighbours(n).some((w) => region(w).x < region(n).x)),
    );
    expect(ok).toBe(true);
  });

  it("Emily's route: a Rome Outlet at most 4 routes from a Berlin Outlet, and faster by Airship", () => {
    const pairs = outlets('rome')
      .flatMap((r) => outlets('berlin').map((b) => [r, b] as const))
      .filter(([r, b]) => distance(r, b) <= 4);
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.some(([r, b]) => viaAirship(r, b) < distance(r, b))).toBe(true);
  });

  it('a London Outlet is 1 route from a Berlin Outlet', () => {
    expect(minDist(outlets('london'), outlets('berlin'))).toBe(1);
  });

  it("Adam's Overnight Line: some Region is exactly 4 routes from a Paris Outlet", () => {
    const far4 = regions.filter((r) => r.kind !== 'capital' && minDist([r.id], outlets('paris')) === 4);
    expect(far4.length).toBeGreaterThan(0);
  });

  it('the map is connected (every Region reachable; Capital Regions through their Outlets)', () => {
    const open = regions.filter((r) => r.kind !== 'capital');
    for (const r of open) expect(distance(open[0]!.id, r.id), r.id).toBeLessThan(Infinity);
  });

  it('the map and its Regions are marked designed with a note', () => {
    expect(MAP.designed).toBe(true);
    expect(MAP.note).toBeTruthy();
    for (const r of regions) expect(r.designed && !!r.note, r.id).toBe(true);
  });
});

describe('the Action Cards', () => {
  const base = BASE_CARDS.map((id) => ACTION_CARDS[id]!);
  const card = (id: string) => ACTION_CARDS[id]!;

  it('12 base cards, two per Nation, each owing Influence to exactly its one Nation; 6 special', () => {
    expect(base).toHaveLength(12);
    for (const n of NATIONS)
      expect(
        base.filter((c) => c.nation === n),
        n,
      ).toHaveLength(2);
    for (const c of base) {
      expect(c.special).toBe(false);
      expect(c.influence.map((i) => i.nation)).toEqual([c.nation]);
    }
    expect(SPECIAL_CARDS).toHaveLength(6);
    expect(ACTION_CARD_LIST).toHaveLength(18);
  });

  it("the Nations' cards as printed", () => {
    const byNation = (n: string) =>
      base
        .filter((c) => c.nation === n)
        .map((c) => c.id)
        .sort();
    expect(byNation('britain')).toEqual(['courier', 'evade']);
    expect(byNation('germany')).toEqual(['extort', 'overnight']);
    expect(byNation('france')).toContain('smuggle');
    expect(byNation('austria')).toContain('private');
    expect(byNation('italy')).toContain('airship');
    expect(byNation('russia')).toContain('trace');
    expect(base.map((c) => c.name).sort()).toEqual([
      'Airship Line',
      'Blackmail',
      'Courier Line',
      'Evade',
      'Extort',
      'Incite Sedition',
      'Misdirect',
      'Overnight Line',
      'Private Line',
      'Sabotage',
      'Smuggle',
      'Trace',
    ]);
  });

  it('types: Misdirect, Incite Sedition and Airship Line have two; the rest one; Blackmail, Extort and Misdirect are Counters', () => {
    for (const c of base) expect(c.types.length, c.id).toBe(['misdirect', 'incite', 'airship'].includes(c.id) ? 2 : 1);
    for (const id of ['blackmail', 'extort', 'misdirect']) expect(card(id).types).toContain('counter');
    for (const id of ['overnight', 'private', 'courier', 'airship']) expect(card(id).types).toContain('travel');
    for (const t of ['travel', 'counter', 'espionage'] as const)
      expect(base.some((c) => c.types.includes(t))).toBe(true);
  });

  it("the pinned values: Overnight Line 4 Tickets and 3 Germany; Smuggle 3 France and 1 Supply; Private Line 1 or 2; Airship Line 2 Italy; Extort not 3; France's second card neither 3 nor 4", () => {
    expect(card('overnight').influence).toEqual([{ nation: 'germany', n: 3 }]);
    expect(card('overnight').text).toMatch(/4 Tickets/);
    expect(card('smuggle').influence).toEqual([{ nation: 'france', n: 3 }]);
    expect(card('smuggle').icons).toEqual(['resupply']);
    expect([1, 2]).toContain(card('private').influence[0]!.n);
    expect(card('private').text).toMatch(/3 Tickets/);
    expect(card('private').text).toMatch(/Tag to gain 2 more Tickets/);
    expect(card('airship').influence).toEqual([{ nation: 'italy', n: 2 }]);
    expect(card('extort').influence[0]!.n).not.toBe(3);
    const france2 = base.find((c) => c.nation === 'france' && c.id !== 'smuggle')!;
    expect([3, 4]).not.toContain(france2.influence[0]!.n);
    // 3 is high-cost: the rulebook's examples of high-cost cards.
    expect(Math.max(...base.map((c) => c.influence[0]!.n))).toBe(3);
  });

  it('the printed effects: Trace 2 Tags adjacent; Sabotage Berlin and St. Petersburg 6, not all equal; Blackmail two icons incl. Control and Empower; Evade loses Tags', () => {
    expect(card('trace').text).toMatch(/adjacent spy receives 2 Tags/);
    const sab = card('sabotage').text;
    expect(sab).toMatch(/Berlin and St\. Petersburg 6/);
    expect(sab).toMatch(/Rome and Budapest 4/);
    expect(sab).toMatch(/Tag/);
    expect(card('blackmail').text).toMatch(/Control/);
    expect(card('blackmail').text).toMatch(/Empower/);
    expect(card('blackmail').text).toMatch(/choose again/);
    expect(card('evade').text).toMatch(/Lose up to 2 Tags/);
    expect(card('misdirect').icons).toContain('inTheWind');
  });

  it('the special cards: Nord Express and Seduce among them; each owes Influence to several Nations', () => {
    const special = SPECIAL_CARDS.map((id) => card(id));
    expect(special.map((c) => c.name)).toEqual(expect.arrayContaining(['Nord Express', 'Seduce']));
    for (const c of special) {
      expect(c.special).toBe(true);
      expect(new Set(c.influence.map((i) => i.nation)).size, c.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('every card parses; every designed card has a note; the undesigned ones are fully printed', () => {
    for (const c of ACTION_CARD_LIST) {
      expect(() => actionCardSchema.parse(c)).not.toThrow();
      if (c.designed) expect(c.note, c.id).toBeTruthy();
      else expect(['overnight', 'smuggle'], c.id).toContain(c.id);
    }
  });
});

describe('the Contacts', () => {
  it('six, one per Capital, each a foreign agent, all six Nations once', () => {
    expect(CONTACT_LIST).toHaveLength(6);
    expect(CONTACT_LIST.map((c) => c.capital).sort()).toEqual([...CAPITALS].sort());
    expect(CONTACT_LIST.map((c) => c.nation).sort()).toEqual([...NATIONS].sort());
    for (const c of CONTACT_LIST) {
      expect(c.nation, c.id).not.toBe(CAPITAL_INFO[c.capital].nation);
      expect(() => contactSchema.parse(c)).not.toThrow();
    }
  });

  it('the printed ones exactly', () => {
    expect(CONTACT_AT.berlin).toMatchObject({
      name: 'Marthe Richard',
      nation: 'france',
      influence: 3,
      rewards: [{ icon: 'recruit' }, { tickets: 2 }],
    });
    expect(CONTACT_AT.paris).toMatchObject({
      name: 'Maximilian Ronge',
      nation: 'austria',
      influence: 2,
      rewards: [{ icon: 'resupply' }, { icon: 'scandalize' }],
    });
    expect(CONTACT_AT.petersburg).toMatchObject({
      name: 'Sidney Reilly',
      nation: 'britain',
      influence: 2,
      rewards: [{ icon: 'resupply' }, { icon: 'control' }],
    });
    for (const c of ['berlin', 'paris', 'petersburg'] as const) expect(CONTACT_AT[c].designed).toBe(false);
  });

  it('the designed ones: Germany, Italy and Russia in Rome, London and Budapest; Rome has Control; London and Budapest Recruit; marked designed', () => {
    const designed = (['rome', 'london', 'budapest'] as const).map((c) => CONTACT_AT[c]);
    expect(designed.map((c) => c.nation).sort()).toEqual(['germany', 'italy', 'russia']);
    expect(CONTACT_AT.rome.rewards).toContainEqual({ icon: 'control' });
    expect(CONTACT_AT.london.rewards).toContainEqual({ icon: 'recruit' });
    expect(CONTACT_AT.budapest.rewards).toContainEqual({ icon: 'recruit' });
    for (const c of designed) expect(c.designed && !!c.note, c.id).toBe(true);
  });
});

describe('the Assets', () => {
  it('35: 29 basic and the 6 starred by name, each giving a distinct Special Action Card', () => {
    expect(ASSET_LIST).toHaveLength(35);
    const starred = ASSET_LIST.filter((a) => a.starred);
    expect(starred.map((a) => a.name).sort()).toEqual([
      'CIWL Agent',
      'Femme Fatale',
      'Photographer',
      'Soldier of Fortune',
      'Train Robber',
      'Zeppelin Pilot',
    ]);
    expect(starred.map((a) => a.specialCard).sort()).toEqual([...SPECIAL_CARDS].sort());
    for (const a of ASSET_LIST.filter((x) => !x.starred)) expect(a.specialCard).toBeUndefined();
    // The fitting pairs: the CIWL ran the Nord Express; the Femme Fatale seduces.
    expect(ASSETS.ciwl!.specialCard).toBe('nord');
    expect(ASSETS.femme!.specialCard).toBe('seduce');
  });

  it('Labor Organizer costs 5 and improves Smuggle; costs 4-10; unique names; the Cryptologist; an extra Card Action Asset; card triggers', () => {
    const labor = ASSET_LIST.find((a) => a.name === 'Labor Organizer')!;
    expect(labor.cost).toBe(5);
    expect(labor.text).toMatch(/Smuggle/);
    for (const a of ASSET_LIST) {
      expect(a.cost).toBeGreaterThanOrEqual(4);
      expect(a.cost).toBeLessThanOrEqual(10);
      expect(() => assetSchema.parse(a)).not.toThrow();
      expect(a.designed && !!a.note, a.id).toBe(true);
    }
    expect(new Set(ASSET_LIST.map((a) => a.name)).size).toBe(35);
    expect(ASSET_LIST.find((a) => a.name === 'Cryptologist')!.text).toMatch(/never triggers another Asset/);
    expect(ASSET_LIST.some((a) => /extra Card Action/.test(a.text))).toBe(true);
    expect(
      ASSET_LIST.filter((a) => /After you play (a|an) (Travel|Counter|Espionage) card/.test(a.text)).length,
    ).toBeGreaterThan(0);
    expect(
      ASSET_LIST.filter((a) => /After you play [A-Z]/.test(a.text) && !/ card/.test(a.text)).length,
    ).toBeGreaterThan(0);
  });
});

describe('the Politicians', () => {
  const byName = (n: string) => POLITICIAN_LIST.find((p) => p.name === n || p.name.includes(n))!;

  it('39, each parsing, unique names and texts, each designed with a note', () => {
    expect(POLITICIAN_LIST).toHaveLength(39);
    expect(new Set(POLITICIAN_LIST.map((p) => p.name)).size).toBe(39);
    expect(new Set(POLITICIAN_LIST.map((p) => p.text)).size).toBe(39);
    for (const p of POLITICIAN_LIST) {
      expect(() => politicianSchema.parse(p)).not.toThrow();
      expect(p.designed && !!p.note, p.id).toBe(true);
    }
  });

  it('every named one with its printed effect', () => {
    expect(byName('Ferdinand Foch').influence).toEqual({ france: 3, britain: 2, russia: 1 });
    expect(byName('Ferdinand Foch').effect).toBeUndefined();
    expect(byName('Joseph Joffre').influence).toEqual({ germany: -3, italy: -3 });
    expect(byName('Joseph Joffre').effect).toBe('joffre');
    expect(byName('Joseph Joffre').text).toMatch(/lose 2 Tags/);
    expect(byName('Fritz Haber').influence).toEqual({ france: -3, germany: -3 });
    expect(byName('Fritz Haber').text).toMatch(/least Power gains 5 Power \(every tied Nation\)/);
    expect(byName('Leopold Berchtold').influence).toEqual({ austria: 3, britain: 2, russia: 1 });
    expect(byName('Leopold Berchtold').effect).toBeUndefined();
    expect(byName('Alfred von Tirpitz').effect).toBe('tirpitz');
    expect(byName('Alfred von Tirpitz').text).toMatch(/most Power loses 2 Power/);
    const george = byName('King George');
    expect(george.influence.britain!).toBeGreaterThanOrEqual(5);
    expect(POLITICIAN_LIST.some((p) => p.influence.italy === 3)).toBe(true);
    // Every Influence change names only known Nations, and every named effect is implemented.
    for (const p of POLITICIAN_LIST) for (const n of Object.keys(p.influence)) expect(NATIONS).toContain(n);
  });

  it("every tile's text states its Influence numbers", () => {
    for (const p of POLITICIAN_LIST) {
      for (const [n, v] of Object.entries(p.influence))
        expect(p.text, p.id).toContain(`${NATION_NAMES[n as Nation]} ${v > 0 ? '+' : ''}${v}`);
    }
    expect(Object.keys(POLITICIANS)).toHaveLength(39);
  });
});

describe('secret names stay distinguishable', () => {
  it("no Politician name lies in another Politician's name or text, nor in any Asset or card text; no Asset name in another Asset's name or text", () => {
    const texts = [...ASSET_LIST.map((a) => a.text), ...ACTION_CARD_LIST.map((c) => c.text)];
    for (const p of POLITICIAN_LIST) {
      for (const q of POLITICIAN_LIST)
        if (q !== p) expect(q.name.includes(p.name) || q.text.includes(p.name), `${p.name} in ${q.id}`).toBe(false);
      for (const x of texts) expect(x.includes(p.name), p.name).toBe(false);
    }
    for (const a of ASSET_LIST)
      for (const b of ASSET_LIST)
        if (a !== b) expect(b.name.includes(a.name) || b.text.includes(a.name), `${a.name} in ${b.id}`).toBe(false);
  });
});

describe('the Scoring Phases', () => {
  it('Advantages: phases 1 and 2 +5..+1, the last +10 first; five per phase', () => {
    expect(ADVANTAGES).toHaveLength(5);
    expect(ADVANTAGES[0]).toEqual([5, 4, 3, 2, 1]);
    expect(ADVANTAGES[1]).toEqual([5, 4, 3, 2, 1]);
    expect(ADVANTAGES[4]![0]).toBe(10);
    for (const a of ADVANTAGES) {
      expect(a).toHaveLength(5);
      for (let i = 1; i < a.length; i++) expect(a[i]!).toBeLessThanOrEqual(a[i - 1]!);
    }
  });

  it('phase 2 reveals exactly 2; the five phases reveal the 14 scheduled spaces once each; 6 in the shadows', () => {
    expect(PHASE_SPACES[1]).toHaveLength(2);
    const all = PHASE_SPACES.flat();
    expect(all).toHaveLength(14);
    expect(new Set([...all, ...SHADOW_SPACES]).size).toBe(20);
    expect(SHADOW_SPACES).toHaveLength(6);
  });
});
