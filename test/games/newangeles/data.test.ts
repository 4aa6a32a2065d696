import { describe, expect, it } from 'vitest';
import {
  ACTION_CARDS,
  ACTION_TYPES,
  ASSETS,
  actionCardSchema,
  assetSchema,
  CORPS,
  type Cond,
  DEMANDS,
  DISTRICTS,
  demandSchema,
  type Effect,
  EMERGENCIES,
  EVENT_CARDS,
  emergencySchema,
  eventCardSchema,
  INVESTMENTS,
  investmentSchema,
  PRINTED,
  RIVALS,
  SETUP_CARDS,
  setupCardSchema,
  TOKENS,
  TOTALS,
} from '../../../src/games/newangeles/data/index.ts';

const unique = (ids: (string | number)[]) => expect(new Set(ids).size).toBe(ids.length);
const pieces: { designed: true; note: string }[] = [
  ...ACTION_CARDS,
  ...EMERGENCIES,
  ...ASSETS,
  ...EVENT_CARDS,
  ...DEMANDS,
  ...INVESTMENTS,
  ...SETUP_CARDS,
  ...CORPS,
  ...DISTRICTS,
];

/** Rule 55: `where` must say where the first effect does something. */
const fits = (where: Cond[], e: Effect): boolean => {
  const has = (c: Cond) => where.some((w) => JSON.stringify(w) === JSON.stringify(c));
  const unrestIs = (...s: string[]) => where.some((w) => 'unrest' in w && s.includes(w.unrest));
  switch (e.op) {
    case 'place':
      return has({ lacks: e.what });
    case 'remove':
    case 'moveOut':
      return has({ has: e.what });
    case 'unrest':
      return e.by < 0
        ? unrestIs('unrest', 'protest', 'strike')
        : has({ lacks: 'outage' }) && unrestIs('stable', 'protest');
    case 'exploit':
      return has({ lacks: 'outage' }) && unrestIs('stable', 'protest', 'working');
    default:
      return true;
  }
};

describe('New Angeles printed counts', () => {
  it('100 action cards, 20 per type, ids per type letter', () => {
    expect(ACTION_CARDS).toHaveLength(PRINTED.actions);
    for (const t of ACTION_TYPES) {
      const cards = ACTION_CARDS.filter((c) => c.type === t);
      expect(cards, t).toHaveLength(20);
      for (const c of cards) expect(c.id[0]).toBe(t[0]!.toUpperCase());
    }
  });

  it('copies of a design share everything but the id', () => {
    const byDesign = new Map<string, string>();
    for (const { id, ...rest } of ACTION_CARDS) {
      const key = id.slice(0, 3);
      const body = JSON.stringify(rest);
      expect(byDesign.get(key) ?? body, id).toBe(body);
      byDesign.set(key, body);
    }
    const names = [...byDesign.values()].map((b) => JSON.parse(b).name as string);
    unique(names);
  });

  it('6 emergencies, one per corp, each named on its corp sheet', () => {
    expect(EMERGENCIES).toHaveLength(PRINTED.emergencies);
    expect(CORPS).toHaveLength(PRINTED.corps);
    for (const c of CORPS) {
      const e = EMERGENCIES.find((x) => x.id === c.emergency);
      expect(e, c.id).toBeDefined();
      expect(e!.corp).toBe(c.id);
    }
    unique(EMERGENCIES.map((e) => e.corp));
  });

  it('34 assets, 16 events, 9 demands (threat 5-7), 12 investments, 6 setup cards, 7 rivals', () => {
    expect(ASSETS).toHaveLength(PRINTED.assets);
    expect(EVENT_CARDS).toHaveLength(PRINTED.events);
    expect(DEMANDS).toHaveLength(PRINTED.demands);
    for (const d of DEMANDS) expect(d.threat >= 5 && d.threat <= 7, d.id).toBe(true);
    expect(INVESTMENTS).toHaveLength(PRINTED.investments);
    expect(SETUP_CARDS).toHaveLength(PRINTED.setup);
    expect(RIVALS).toHaveLength(PRINTED.rivals);
  });

  it('79 tokens (public fact): the designed inventory adds up to the printed total', () => {
    expect(PRINTED.tokens).toBe(79);
    expect(TOKENS.designed).toBe(true);
    expect(Object.values(TOKENS.counts).reduce((a, b) => a + b, 0)).toBe(79);
    for (const k of ['android', 'development', 'outage', 'illness', 'unrest'] as const)
      expect(TOKENS.counts[k]).toBe(TOTALS[k]);
  });

  it('unit totals', () => {
    expect(TOTALS.humanFirst).toBe(9);
    expect(TOTALS.orgcrime).toBe(9);
    expect(TOTALS.prisec).toBe(6);
  });
});

describe('New Angeles designed pieces', () => {
  it('parse with their schemas', () => {
    for (const c of ACTION_CARDS) actionCardSchema.parse(c);
    for (const c of EMERGENCIES) emergencySchema.parse(c);
    for (const c of ASSETS) assetSchema.parse(c);
    for (const c of EVENT_CARDS) eventCardSchema.parse(c);
    for (const c of DEMANDS) demandSchema.parse(c);
    for (const c of INVESTMENTS) investmentSchema.parse(c);
    for (const c of SETUP_CARDS) setupCardSchema.parse(c);
  });

  it('ids are unique in each deck', () => {
    for (const deck of [ACTION_CARDS, EMERGENCIES, ASSETS, EVENT_CARDS, DEMANDS, INVESTMENTS, SETUP_CARDS])
      unique(deck.map((c) => c.id));
  });

  it('every piece is designed with a note', () => {
    for (const p of pieces) {
      expect(p.designed).toBe(true);
      expect(p.note.length).toBeGreaterThan(0);
    }
  });

  it('action cards and emergencies: the first effect applies wherever the card may target (rule 55)', () => {
    for (const c of [...ACTION_CARDS, ...EMERGENCIES]) expect(fits(c.where, c.effects[0]!), c.id).toBe(true);
  });

  it('setup cards: one copy per district, within the totals, Prisec apart from enemy units', () => {
    for (const s of SETUP_CARDS) {
      const keys = s.place.map((p) => `${p.what}@${p.district}`);
      unique(keys);
      unique(s.unrest.map((u) => u.district));
      for (const [what, total] of Object.entries(TOTALS)) {
        const n = what === 'unrest' ? s.unrest.length : s.place.filter((p) => p.what === what).length;
        expect(n, `${s.id} ${what}`).toBeLessThanOrEqual(total);
      }
      for (const p of s.place.filter((x) => x.what === 'prisec')) {
        expect(
          s.place.some((q) => (q.what === 'humanFirst' || q.what === 'orgcrime') && q.district === p.district),
          s.id,
        ).toBe(false);
      }
    }
  });

  it('events: 2-4 lines, districts in 0..12, every district named', () => {
    const seen = new Set<number>();
    for (const e of EVENT_CARDS) {
      expect(e.steps.length >= 2 && e.steps.length <= 4, e.id).toBe(true);
      for (const st of e.steps)
        if ('district' in st) {
          expect(st.district >= 0 && st.district <= 12, e.id).toBe(true);
          seen.add(st.district);
        }
    }
    expect(seen.size).toBe(DISTRICTS.length);
  });

  it('at least one asset flips an emergency action; timing and power combine as rule 69 allows', () => {
    expect(ASSETS.some((a) => a.power.kind === 'flip')).toBe(true);
    const allowed: Record<string, string[]> = {
      endOfTurn: ['city', 'capital', 'draw', 'supply', 'threat'],
      exhaust: ['vote', 'freeCounter', 'city', 'capital', 'draw'],
      discard: ['capital', 'flip', 'threat', 'city', 'supply', 'draw'],
      passive: ['counterDiscount', 'contractBonus', 'handLimit', 'resolveBonus'],
    };
    for (const a of ASSETS) {
      expect(allowed[a.timing], a.id).toContain(a.power.kind);
      expect(a.text.length, a.id).toBeLessThanOrEqual(100);
    }
  });

  it('the board has a single-resource district', () => {
    expect(DISTRICTS.some((d) => d.others.length === 0)).toBe(true);
  });
});
