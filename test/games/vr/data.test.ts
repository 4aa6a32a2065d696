import { describe, expect, it } from 'vitest';
import { font, palette, registerFonts, withAlpha } from '../../../renderers/kit/index.ts';
import {
  ACTIONS,
  AGENT_LIST,
  AGENT_TRIO_VP,
  AGENT_TYPES,
  AGENTS,
  agentSchema,
  areAdjacent,
  BOOST_CARD_LIST,
  BOOST_CARDS,
  BOROUGH_LIST,
  BOROUGHS,
  boroughsWithin,
  CORRUPTION,
  CORRUPTION_LIST,
  COSTS,
  corruptionSchema,
  DIRECTORS,
  DISTRICT_IDS,
  DISTRICT_LIST,
  DISTRICT_NAMES,
  DISTRICTS,
  type DistrictId,
  districtOf,
  districtsAdjacent,
  INFLUENCE_BY_PLAYERS,
  LOCALIZATION_CARDS,
  LOCALIZATION_PER_PLAYER,
  NECRO,
  NECRO_DECK,
  NECRO_LIST,
  OBJECTIVE_LIST,
  OBJECTIVE_VP_CAP,
  OBJECTIVES,
  ROUNDS,
  SEINE,
  SERVER_VP,
  SERVERS,
  START_IMMUNITY,
  START_INCOME,
  START_MONEY,
  TITLE_LIST,
  TITLE_VP,
  TITLES,
  VERSE_LIST,
  VERSE_TYPES,
  VERSE_VP_CAP,
  VERSES,
  WORK_GAIN,
} from '../../../src/games/vr/data/index.ts';
import type { Corruption } from '../../../src/games/vr/data/types.ts';
import { virtualRevolution as vr } from '../../../src/games/vr/game.ts';
import { saveArtifact } from '../../render/artifacts.ts';
import { en } from '../../support/words.ts';

type Pt = readonly [number, number];

/** The `key` of each of `xs` whose `flag` is set (starred, designed), sorted. */
const flagged = <T, K extends keyof T>(xs: readonly T[], flag: keyof T, key: K): T[K][] =>
  xs
    .filter((x) => x[flag])
    .map((x) => x[key])
    .sort();

const count = <T>(xs: readonly T[], f: (x: T) => unknown): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const x of xs) {
    const k = String(f(x));
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
};

function contains(poly: readonly Pt[], [x, y]: Pt): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const edges = (poly: readonly Pt[]): [Pt, Pt][] => poly.map((p, i) => [p, poly[(i + 1) % poly.length]!]);
const near = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]) <= 1;
const sameSegment = ([a, b]: [Pt, Pt], [c, d]: [Pt, Pt]) => (near(a, c) && near(b, d)) || (near(a, d) && near(b, c));
const sharesEdge = (p: readonly Pt[], q: readonly Pt[]) =>
  edges(p).some((e) => edges(q).some((f) => sameSegment(e, f)));

function properlyCross([a, b]: [Pt, Pt], [c, d]: [Pt, Pt]): boolean {
  const o = (p: Pt, q: Pt, r: Pt) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
}

function connected(nodes: readonly number[]): boolean {
  if (nodes.length === 0) return true;
  const set = new Set(nodes);
  const seen = new Set([nodes[0]!]);
  const stack = [nodes[0]!];
  while (stack.length) {
    for (const n of BOROUGHS[stack.pop()!]!.adjacent) {
      if (set.has(n) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === set.size;
}

describe('Virtual Revolution data: counts', () => {
  it('has the rulebook component counts', () => {
    expect(AGENT_LIST).toHaveLength(33);
    expect(VERSE_LIST).toHaveLength(24);
    expect(OBJECTIVE_LIST).toHaveLength(12);
    expect(NECRO_LIST).toHaveLength(14);
    expect(CORRUPTION_LIST).toHaveLength(36);
    expect(TITLE_LIST).toHaveLength(7);
    expect(BOOST_CARD_LIST).toHaveLength(7);
    expect(BOROUGH_LIST).toHaveLength(23);
    expect(DISTRICT_LIST).toHaveLength(7);
    expect(LOCALIZATION_CARDS).toHaveLength(24);
  });

  it('has unique ids in every list, and by-id maps matching the lists', () => {
    for (const list of [AGENT_LIST, VERSE_LIST, OBJECTIVE_LIST, NECRO_LIST, CORRUPTION_LIST, BOOST_CARD_LIST]) {
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
    }
    expect(Object.keys(AGENTS)).toHaveLength(33);
    expect(Object.keys(VERSES)).toHaveLength(24);
    expect(Object.keys(OBJECTIVES)).toHaveLength(12);
    expect(Object.keys(NECRO)).toHaveLength(14);
    expect(Object.keys(CORRUPTION)).toHaveLength(36);
    expect(Object.keys(BOOST_CARDS)).toHaveLength(7);
    expect(Object.keys(TITLES).sort()).toEqual([...DISTRICT_IDS].sort());
    expect(Object.keys(DISTRICTS).sort()).toEqual([...DISTRICT_IDS].sort());
    expect(
      Object.keys(BOROUGHS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
  });

  it('validates with the zod schemas (a wrong entry throws)', () => {
    expect(() => agentSchema.parse({ ...AGENTS.leslie, type: 'hacker' })).toThrow();
    expect(() => corruptionSchema.parse({ ...CORRUPTION['lose-money-1'], effect: 'loseEverything' })).toThrow();
    expect(agentSchema.parse(AGENTS.leslie)).toEqual(AGENTS.leslie);
  });
});

describe('Virtual Revolution data: Neo Paris', () => {
  it('has 7 Districts of 3-4 Boroughs covering 1..23 exactly once, agreeing with each Borough', () => {
    const all = DISTRICT_LIST.flatMap((d) => d.boroughs).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    for (const d of DISTRICT_LIST) {
      expect(d.boroughs.length).toBeGreaterThanOrEqual(3);
      expect(d.boroughs.length).toBeLessThanOrEqual(4);
      for (const b of d.boroughs) expect(districtOf(b)).toBe(d.id);
      expect(d.name).toBe(DISTRICT_NAMES[d.id]);
      expect(d.designed).toBe(true);
      expect(d.note).toBeTruthy();
    }
    expect(DISTRICTS.ND.boroughs).toEqual([21, 22, 23]);
    expect(DISTRICT_LIST.map((d) => d.name)).toEqual([
      'Pigalle',
      'Néo District',
      'Quartier Latin',
      'Champs-Élysées',
      'Marais',
      'Denfert Rochereau',
      'Nation',
    ]);
  });

  it('has the real arrondissements grouped by geography', () => {
    expect(DISTRICTS.PI.boroughs).toEqual(expect.arrayContaining([9, 17, 18]));
    expect(DISTRICTS.QL.boroughs).toEqual(expect.arrayContaining([5, 6]));
    expect(DISTRICTS.CE.boroughs).toEqual(expect.arrayContaining([8, 16]));
    expect(DISTRICTS.MA.boroughs).toEqual(expect.arrayContaining([3, 4]));
    expect(DISTRICTS.DR.boroughs).toEqual(expect.arrayContaining([14, 15]));
    expect(DISTRICTS.NA.boroughs).toEqual(expect.arrayContaining([11, 12, 20]));
  });

  it('has symmetric adjacency, no self-loops, a connected map', () => {
    for (const b of BOROUGH_LIST) {
      expect(b.adjacent).not.toContain(b.id);
      expect(new Set(b.adjacent).size).toBe(b.adjacent.length);
      for (const n of b.adjacent) expect(BOROUGHS[n]!.adjacent).toContain(b.id);
    }
    expect(connected(BOROUGH_LIST.map((b) => b.id))).toBe(true);
  });

  it('has the real borders: 13-14 adjacent (the Recruit example), the Seine crossings, corners not adjacent', () => {
    expect(areAdjacent(13, 14)).toBe(true);
    for (const [a, b] of [
      [1, 6],
      [1, 7],
      [4, 5],
      [7, 8],
      [7, 16],
      [12, 13],
      [15, 16],
      [1, 2],
      [3, 4],
      [10, 19],
    ] as const)
      expect(areAdjacent(a, b)).toBe(true);
    // Place de Clichy (8/9/17/18), Belleville (10/11/19/20), Pont Saint-Michel (1/4/5/6), Pont d'Austerlitz (4/5/12/13).
    for (const [a, b] of [
      [8, 18],
      [9, 17],
      [10, 20],
      [11, 19],
      [1, 5],
      [4, 6],
      [4, 13],
      [5, 12],
    ] as const)
      expect(areAdjacent(a, b)).toBe(false);
  });

  it('puts Néo District on the edge, bordering real arrondissements', () => {
    const neighbours = new Set(DISTRICTS.ND.boroughs.flatMap((b) => BOROUGHS[b]!.adjacent).filter((b) => b <= 20));
    expect([...neighbours].sort((a, b) => a - b)).toEqual([12, 13]);
    expect(BOROUGHS[23]!.adjacent).toContain(12);
    expect(BOROUGHS[21]!.adjacent).toContain(13);
    expect(districtsAdjacent('ND', 'NA')).toBe(true);
    expect(districtsAdjacent('ND', 'DR')).toBe(true);
    expect(districtsAdjacent('ND', 'PI')).toBe(false);
    for (const b of [21, 22, 23]) expect(BOROUGHS[b]!.name).toMatch(/^2\d(st|nd|rd) · .+/);
  });

  it('has contiguous Districts', () => {
    for (const d of DISTRICT_LIST) expect(connected(d.boroughs), d.id).toBe(true);
  });

  it('computes Recruit ranges by adjacency', () => {
    expect(boroughsWithin(13, 0)).toEqual([13]);
    expect(boroughsWithin(13, 1)).toEqual([5, 12, 13, 14, 21, 22]);
    expect(boroughsWithin(14, 1)).toContain(13);
    expect(boroughsWithin(1, 2)).toEqual(expect.arrayContaining([1, 2, 5, 15, 16, 17, 18]));
    expect(boroughsWithin(1, 2)).not.toContain(21);
    expect(boroughsWithin(1, 99)).toHaveLength(23);
    expect(() => boroughsWithin(24, 1)).toThrow();
  });

  it('computes District adjacency symmetrically, never a District with itself', () => {
    for (const a of DISTRICT_IDS) {
      expect(districtsAdjacent(a, a)).toBe(false);
      for (const b of DISTRICT_IDS) expect(districtsAdjacent(a, b)).toBe(districtsAdjacent(b, a));
    }
    expect(districtsAdjacent('QL', 'CE')).toBe(true);
    expect(districtsAdjacent('PI', 'DR')).toBe(false);
  });

  it('draws every Borough as a simple polygon in the 1000x1000 space with its label inside', () => {
    for (const b of BOROUGH_LIST) {
      for (const [x, y] of b.shape) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1000);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(1000);
      }
      expect(contains(b.shape, b.label), `label of ${b.id}`).toBe(true);
      const es = edges(b.shape);
      for (let i = 0; i < es.length; i++)
        for (let j = i + 1; j < es.length; j++)
          expect(properlyCross(es[i]!, es[j]!), `${b.id} self-crosses`).toBe(false);
    }
  });

  it('draws shared edges exactly for adjacent Boroughs, and none for the others', () => {
    for (const a of BOROUGH_LIST) {
      for (const b of BOROUGH_LIST) {
        if (a.id >= b.id) continue;
        expect(sharesEdge(a.shape, b.shape), `${a.id}/${b.id}`).toBe(areAdjacent(a.id, b.id));
      }
    }
  });

  it('draws Boroughs that do not overlap', () => {
    for (let x = 3.37; x < 1000; x += 7) {
      for (let y = 2.71; y < 1000; y += 7) {
        const hits = BOROUGH_LIST.filter((b) => contains(b.shape, [x, y]));
        expect(hits.length, `(${x}, ${y})`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('has 24 Localization cards: the 23 Boroughs and the 1st Player card', () => {
    expect(LOCALIZATION_CARDS.filter((c) => c === 'first')).toHaveLength(1);
    expect(LOCALIZATION_CARDS.filter((c): c is number => c !== 'first').sort((a, b) => a - b)).toEqual(
      Array.from({ length: 23 }, (_, i) => i + 1),
    );
    for (const n of [2, 3, 4] as const) expect(LOCALIZATION_PER_PLAYER[n] * n).toBe(24);
  });

  it('renders the map (test-artifacts/vr-map.png)', async () => {
    registerFonts();
    const { createCanvas } = await import('@napi-rs/canvas');
    const colours: Record<DistrictId, string> = {
      PI: palette.magenta,
      ND: palette.cyan,
      QL: palette.lime,
      CE: palette.amber,
      MA: palette.violet,
      DR: palette.red,
      NA: '#3d9bff',
    };
    const canvas = createCanvas(1000, 1000);
    const g = canvas.getContext('2d');
    g.fillStyle = palette.bg;
    g.fillRect(0, 0, 1000, 1000);
    const path = (pts: readonly Pt[], close: boolean) => {
      g.beginPath();
      pts.forEach(([x, y], i) => (i ? g.lineTo(x, y) : g.moveTo(x, y)));
      if (close) g.closePath();
    };
    for (const b of BOROUGH_LIST) {
      path(b.shape, true);
      g.fillStyle = withAlpha(colours[b.district], 0.45);
      g.fill();
      g.strokeStyle = withAlpha(palette.text, 0.6);
      g.lineWidth = 1.5;
      g.stroke();
    }
    // District outlines: edges not shared with a Borough of the same District.
    g.strokeStyle = palette.text;
    g.lineWidth = 4;
    for (const b of BOROUGH_LIST) {
      const mates = BOROUGH_LIST.filter((o) => o.district === b.district && o.id !== b.id);
      for (const e of edges(b.shape)) {
        if (mates.some((m) => edges(m.shape).some((f) => sameSegment(e, f)))) continue;
        path(e, false);
        g.stroke();
      }
    }
    path(SEINE, false);
    g.strokeStyle = withAlpha(palette.cyan, 0.9);
    g.lineWidth = 6;
    g.stroke();
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = palette.text;
    g.font = font(22, 700);
    for (const b of BOROUGH_LIST) g.fillText(String(b.id), b.label[0], b.label[1]);
    g.textAlign = 'left';
    g.font = font(20, 600);
    DISTRICT_LIST.forEach((d, i) => {
      g.fillStyle = colours[d.id];
      g.fillRect(40, 800 + i * 26, 18, 18);
      g.fillStyle = palette.text;
      g.fillText(`${d.id} ${d.name} (${d.boroughs.join(', ')})`, 66, 810 + i * 26);
    });
    const file = await saveArtifact('vr-map', await canvas.encode('png'));
    expect(file).toMatch(/vr-map\.png$/);
  });
});

describe('Virtual Revolution data: Agents', () => {
  it('has 18 Level 1 and 15 Level 2 Agents, 6/6/6 and 5/5/5 by type', () => {
    const l1 = AGENT_LIST.filter((a) => a.level === 1);
    const l2 = AGENT_LIST.filter((a) => a.level === 2);
    expect(l1).toHaveLength(18);
    expect(l2).toHaveLength(15);
    expect(count(l1, (a) => a.type)).toEqual({ fighter: 6, tech: 6, diplomat: 6 });
    expect(count(l2, (a) => a.type)).toEqual({ fighter: 5, tech: 5, diplomat: 5 });
  });

  it("fits the rulebook's Agent scoring example (8 Agents, 2 trios)", () => {
    const johann = ['delta', 'dina', 'leslie', 'miss-yoshida', 'pixel', 'jade', 'slade', 'ivan'].map(
      (id) => AGENTS[id]!.type,
    );
    const byType = count(johann, (t) => t);
    expect(Math.min(...AGENT_TYPES.map((t) => byType[t] ?? 0))).toBe(2);
  });

  it('uses lower-kebab ids of the printed names', () => {
    for (const a of AGENT_LIST)
      expect(a.id).toBe(
        en(a.name)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
      );
    expect(en(AGENTS['miss-yoshida']!.name)).toBe('Miss Yoshida');
    expect(en(AGENTS['don-armondo']!.name)).toBe('Don Armondo');
  });

  it('gives Level 1 Agents a Boost and Level 2 Agents none', () => {
    for (const a of AGENT_LIST) expect(a.boost === undefined, a.id).toBe(a.level === 2);
    const boost = (id: string) => AGENTS[id]!.boost!;
    for (const id of ['leslie', 'camille', 'zero', 'jade', 'muriel'])
      expect(boost(id)).toMatchObject({ action: 'work', money: 3 });
    expect(boost('droid-ft2-465')).toMatchObject({ action: 'donation', donationDiscard: true });
    expect(boost('pixel')).toMatchObject({ action: 'verse', money: 2 });
    expect(boost('professor-shane')).toMatchObject({ action: 'verse', verseRefresh: 2, money: 0 });
    for (const id of ['sx-1248', 'delta']) expect(boost(id)).toMatchObject({ action: 'server', money: 2 });
    for (const id of ['baron-dimka', 'megabyte'])
      expect(boost(id)).toMatchObject({ action: 'server', income: 1, money: 0 });
    for (const id of ['don-armondo', 'miss-yoshida', 'the-weasel', 'lance'])
      expect(boost(id)).toMatchObject({ action: 'recruit', money: 2, range: 1 });
    for (const id of ['clarisse', 'princess'])
      expect(boost(id)).toMatchObject({ action: 'donation', donationDiscard: true });
  });

  it('names the ability families', () => {
    const ability = Object.fromEntries(AGENT_LIST.map((a) => [a.id, a.ability]));
    for (const id of ['leslie', 'camille', 'zero', 'jade', 'muriel']) expect(ability[id]).toBe('fighterL1');
    for (const id of ['nash', 'benedict', 'doc-slice']) expect(ability[id]).toBe('fighterL2donation');
    expect(ability['droid-ft2-465']).toBe('droid');
    expect(ability['sx-1248']).toBe('sx1248');
    expect(ability['mme-tropovicz']).toBe('tropovicz');
    expect(ability['the-mole']).toBe('mole');
    expect(ability['professor-shane']).toBe('shane');
    expect(new Set(AGENT_LIST.map((a) => a.ability)).size).toBe(33 - 4 - 2);
  });

  it('marks the starred Agents', () => {
    const starred = flagged(AGENT_LIST, 'star', 'id');
    expect(starred).toEqual(
      [
        'leslie',
        'camille',
        'zero',
        'jade',
        'muriel',
        'droid-ft2-465',
        'nash',
        'benedict',
        'doc-slice',
        'tanaka',
        'trunk',
        'viscount',
        'ivan',
        'miss-yoshida',
        'slade',
        'mme-tropovicz',
      ].sort(),
    );
  });

  it('spreads the designed indicated Districts and marks them designed', () => {
    const l1 = ['leslie', 'camille', 'zero', 'jade', 'muriel'].map((id) => AGENTS[id]!);
    for (const a of l1) {
      expect(a.districts).toHaveLength(1);
      expect(a.designed).toBe(true);
      expect(a.note).toBeTruthy();
    }
    expect(AGENTS['droid-ft2-465']!.districts).toEqual(['PI', 'MA']);
    expect(AGENTS['droid-ft2-465']!.designed).toBe(false);
    const l1All = [...l1.flatMap((a) => a.districts), 'PI', 'MA'].sort();
    expect(l1All).toEqual([...DISTRICT_IDS].sort());
    const l2 = ['nash', 'benedict', 'doc-slice'].map((id) => AGENTS[id]!);
    for (const a of l2) {
      expect(a.districts).toHaveLength(2);
      expect(a.designed).toBe(true);
    }
    expect(new Set(l2.flatMap((a) => a.districts)).size).toBe(6);
    const designed = AGENT_LIST.filter((a) => a.designed).map((a) => a.id);
    expect(designed.sort()).toEqual(['benedict', 'camille', 'doc-slice', 'jade', 'leslie', 'muriel', 'nash', 'zero']);
    for (const a of AGENT_LIST)
      if (!['fighterL1', 'droid', 'fighterL2donation'].includes(a.ability)) expect(a.districts, a.id).toEqual([]);
  });
});

describe('Virtual Revolution data: Verses', () => {
  it('has 6 Verses of each type', () => {
    expect(count(VERSE_LIST, (v) => v.type)).toEqual({ scifi: 6, horror: 6, fantasy: 6, adventure: 6 });
  });

  it('makes Dark Kingdom Horror, marked designed', () => {
    expect(VERSES['dark-kingdom']).toMatchObject({ type: 'horror', family: 'darkKingdom', designed: true });
    expect(VERSES['dark-kingdom']!.note).toMatch(/Fantasy/);
  });

  it('spreads the twoAgents indicated types', () => {
    const v = VERSE_LIST.filter((x) => x.family === 'twoAgents');
    expect(v.map((x) => x.id).sort()).toEqual(['elven-lands', 'exoplanet', 'westland']);
    expect(v.map((x) => x.type).sort()).toEqual(['fantasy', 'horror', 'scifi']);
    for (const x of v) expect(x).toMatchObject({ designed: true, agentTypes: [expect.any(String)] });
    expect(v.flatMap((x) => x.agentTypes).sort()).toEqual([...AGENT_TYPES].sort());
  });

  it('spreads the agentPair indicated types and scored Verse types', () => {
    const v = VERSE_LIST.filter((x) => x.family === 'agentPair');
    expect(v.map((x) => x.id).sort()).toEqual(['conquistadores', 'elassar', 'space-conquest']);
    for (const x of v) {
      expect(x.designed).toBe(true);
      expect(new Set(x.agentTypes).size).toBe(2);
      expect(x.verseType).toBeDefined();
      expect(x.verseType).not.toBe(x.type);
    }
    expect(
      count(
        v.flatMap((x) => x.agentTypes),
        (t) => t,
      ),
    ).toEqual({ fighter: 2, tech: 2, diplomat: 2 });
    const scored = [...v.map((x) => x.verseType!), 'horror'].sort(); // Mythologia scores Horror
    expect(scored).toEqual([...VERSE_TYPES].sort());
  });

  it('spreads the serverDistricts indicated Districts, Paris 1920 covering Néo District', () => {
    const v = VERSE_LIST.filter((x) => x.family === 'serverDistricts');
    expect(v.map((x) => x.id).sort()).toEqual(['olmeta-worlds', 'the-rift', 'venizia']);
    for (const x of v) expect(x).toMatchObject({ star: true, designed: true });
    const all = [...v.flatMap((x) => x.districts), ...VERSES['paris-1920']!.districts].sort();
    expect(all).toEqual([...DISTRICT_IDS].sort());
  });

  it('gives every single-card family exactly one Verse', () => {
    const singles = [
      'darkKingdom',
      'mythologia',
      'codex',
      'paris1920',
      'howling',
      'curse',
      'archipelago',
      'london',
      'steampunk',
      'ashes',
      'multiverse',
      'outpost',
      'jurassic',
      'cyclades',
      'castle',
    ];
    for (const f of singles)
      expect(
        VERSE_LIST.filter((v) => v.family === f),
        f,
      ).toHaveLength(1);
    expect(flagged(VERSE_LIST, 'designed', 'id')).toEqual([
      'conquistadores',
      'dark-kingdom',
      'elassar',
      'elven-lands',
      'exoplanet',
      'olmeta-worlds',
      'space-conquest',
      'the-rift',
      'venizia',
      'westland',
    ]);
    expect(flagged(VERSE_LIST, 'star', 'id')).toEqual(['olmeta-worlds', 'paris-1920', 'the-rift', 'venizia']);
  });
});

describe('Virtual Revolution data: Objectives, Necro, Corruption, Titles, Boosts', () => {
  it('has 12 Objectives from 10 texts, the two "Choose a type" cards repeated and marked designed', () => {
    expect(new Set(OBJECTIVE_LIST.map((o) => o.text)).size).toBe(10);
    expect(count(OBJECTIVE_LIST, (o) => o.family)).toEqual({
      income: 1,
      servers: 1,
      verses: 1,
      verseTypes: 1,
      verseOfType: 2,
      boroughs: 1,
      emptyDistricts: 1,
      titles: 1,
      agentType: 2,
      money: 1,
    });
    const designed = OBJECTIVE_LIST.filter((o) => o.designed);
    expect(designed.map((o) => o.family).sort()).toEqual(['agentType', 'verseOfType']);
    for (const o of designed) expect(o.note).toBeTruthy();
  });

  it('has 11 Standard and 3 End of Game Necro cards', () => {
    expect(NECRO_LIST.filter((n) => !n.endOfGame)).toHaveLength(11);
    expect(NECRO_LIST.filter((n) => n.endOfGame).map((n) => en(n.name))).toEqual([
      'Computer Virus',
      "New Year's Eve Sabotage",
      'Shootout',
    ]);
    expect(flagged(NECRO_LIST, 'star', 'name').map(en).sort()).toEqual([
      'Anonymous Tip-off',
      'Computer Virus',
      'Shootout',
    ]);
    expect(NECRO.corruption!.maximum).toMatch(/cost you 8 Eurocredits/);
    expect(en(NECRO.disruption!.name)).toBe('Disruption of Transports');
  });

  it('marks the designed Necro deck make-up: one Standard card per end of Rounds 1-4, one End of Game card', () => {
    expect(NECRO_DECK).toMatchObject({
      standard: ROUNDS - 1,
      endOfGame: 1,
      designed: true,
      note: expect.stringContaining('Designed'),
    });
    const s = vr.setup(3, {}, 'necro-deck');
    expect(s.necroDeck).toHaveLength(NECRO_DECK.standard + NECRO_DECK.endOfGame);
    expect(s.necroDeck.slice(0, -1).every((id) => !NECRO[id]!.endOfGame)).toBe(true);
    expect(NECRO[s.necroDeck.at(-1)!]!.endOfGame).toBe(true);
  });

  it('has 36 Corruption cards in the designed distribution', () => {
    expect(count(CORRUPTION_LIST, (c) => c.effect)).toEqual({
      loseImmunity: 3,
      removeInfluence: 7,
      discardBoost: 5,
      loseMoney: 5,
      removeServer: 7,
      discardVerse: 4,
      loseIncome: 2,
      discardAgent: 3,
    });
    for (const c of CORRUPTION_LIST) {
      expect(c.designed).toBe(true);
      expect(c.note).toBeTruthy();
    }
    /** Each card names 2 different `of`, and each of `all` is named on exactly 2 cards. */
    const twoEach = <T extends string>(
      cards: readonly Corruption[],
      of: (c: Corruption) => readonly T[],
      all: readonly T[],
    ) => {
      for (const c of cards) expect(new Set(of(c)).size).toBe(2);
      expect(count(cards.flatMap(of), (x) => x)).toEqual(Object.fromEntries(all.map((x) => [x, 2])));
    };
    const pairs = (effect: string) =>
      CORRUPTION_LIST.filter((c) => c.effect === effect).map((c) => [...c.districts].sort().join('+'));
    for (const effect of ['removeInfluence', 'removeServer']) {
      twoEach(
        CORRUPTION_LIST.filter((c) => c.effect === effect),
        (c) => c.districts,
        DISTRICT_IDS,
      );
      expect(new Set(pairs(effect)).size).toBe(7);
    }
    for (const p of pairs('removeServer')) expect(pairs('removeInfluence')).not.toContain(p);
    expect(pairs('removeServer')).toContain(['QL', 'NA'].sort().join('+')); // the rulebook's Raid example
    twoEach(
      CORRUPTION_LIST.filter((c) => c.effect === 'discardBoost'),
      (c) => c.actions,
      ACTIONS,
    );
    twoEach(
      CORRUPTION_LIST.filter((c) => c.effect === 'discardVerse'),
      (c) => c.verseTypes,
      VERSE_TYPES,
    );
    expect(
      CORRUPTION_LIST.filter((c) => c.effect === 'discardAgent')
        .map((c) => c.agentType)
        .sort(),
    ).toEqual([...AGENT_TYPES].sort());
  });

  it('spells out the indicated names in Corruption texts', () => {
    for (const c of CORRUPTION_LIST) {
      for (const d of c.districts) expect(c.text).toContain(DISTRICT_NAMES[d]);
      expect(c.text).not.toMatch(/undefined/);
    }
    expect(
      CORRUPTION_LIST.find(
        (c) => c.effect === 'removeServer' && c.districts.includes('QL') && c.districts.includes('NA'),
      )!.text,
    ).toBe(
      'Remove one of your Servers in one of the 2 indicated Districts: Quartier Latin or Nation. Return it to your Supply.',
    );
    expect(CORRUPTION['discard-agent-diplomat']!.text).toBe(
      'Discard one of your Agents on Duty of the indicated type: Diplomat.',
    );
    expect(CORRUPTION_LIST.filter((c) => c.effect === 'loseMoney').every((c) => c.text === 'Lose 2 Eurocredits.')).toBe(
      true,
    );
  });

  it('has one Title per District with the District name', () => {
    expect(TITLE_LIST.map((t) => t.district).sort()).toEqual([...DISTRICT_IDS].sort());
    for (const t of TITLE_LIST) {
      expect(t.name).toBe(DISTRICT_NAMES[t.district]);
      expect(t.designed).toBe(false);
    }
    expect(TITLES.ND.text).toBe('Secretely look at the top Necro card.');
  });

  it('has the 7 printed Boost cards', () => {
    const effects = BOOST_CARD_LIST.map(({ effect: e }) => [
      e.action,
      e.money,
      e.income,
      e.range,
      e.donationDiscard,
      e.verseRefresh,
    ]);
    expect(effects).toEqual([
      ['donation', 0, 0, 0, true, 0],
      ['server', 0, 1, 0, false, 0],
      ['work', 3, 0, 0, false, 0],
      ['recruit', 1, 0, 1, false, 0],
      ['server', 2, 0, 0, false, 0],
      ['verse', 2, 0, 0, false, 0],
      ['verse', 0, 0, 0, false, 2],
    ]);
    for (const b of BOOST_CARD_LIST) expect(b.designed).toBe(false);
  });
});

describe('Virtual Revolution data: rulebook numbers', () => {
  it('exports the setup, cost and scoring constants', () => {
    expect(INFLUENCE_BY_PLAYERS).toEqual({ 2: 20, 3: 18, 4: 15 });
    expect(LOCALIZATION_PER_PLAYER).toEqual({ 2: 12, 3: 8, 4: 6 });
    expect([START_MONEY, START_IMMUNITY, START_INCOME, DIRECTORS, SERVERS, ROUNDS]).toEqual([10, 1, 5, 3, 7, 5]);
    expect(SERVER_VP).toEqual([0, 1, 3, 6, 10, 15, 21, 28]);
    expect(SERVER_VP).toHaveLength(SERVERS + 1);
    const { recruit, server, verse, verseRefresh, donationOne, donationTwo, donationImmunity, ...other } = COSTS;
    expect([recruit, server, verse, verseRefresh, donationOne, donationTwo, donationImmunity]).toEqual([
      4, 10, 7, 2, 1, 3, 3,
    ]);
    expect(other).toEqual({});
    expect([WORK_GAIN, VERSE_VP_CAP, OBJECTIVE_VP_CAP, TITLE_VP, AGENT_TRIO_VP]).toEqual([5, 10, 30, 10, 5]);
  });
});
