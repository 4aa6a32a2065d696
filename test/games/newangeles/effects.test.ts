import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/engine/rng.ts';
import {
  ACTION_CARDS,
  type ActionCard,
  ASSETS,
  COMPONENTS,
  CORPS,
  type Component,
  type ContractOn,
  type CorpId,
  type Effect,
  EMERGENCIES,
  TOTALS,
} from '../../../src/games/newangeles/data/index.ts';
import { cardText } from '../../../src/games/newangeles/describe.ts';
import {
  assetTargets,
  offerLine,
  resolveCard as resolveCardRule,
  targetsOf,
  useAssetPower as useAssetPowerRule,
} from '../../../src/games/newangeles/effects.ts';
import { componentCounts } from '../../../src/games/newangeles/setup.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { en } from '../../support/words.ts';
import { bare, newGame, put, recorded, ruled, stage } from './kit.ts';

const resolveCard = ruled(resolveCardRule);
const useAssetPower = ruled(useAssetPowerRule);

/** Cards by what they do (never by id: the balance work may retune the data). */
const find = (what: string, pred: (c: ActionCard) => boolean): string => {
  const c = ACTION_CARDS.find(pred);
  if (!c) throw new Error(`no action card that ${what}`);
  return c.id;
};
const only = (e: Partial<Effect> & { op: Effect['op'] }) => (c: ActionCard) =>
  c.effects.length === 1 &&
  Object.entries(e).every(([k, v]) => (c.effects[0] as Record<string, unknown>)[k] === v) &&
  !('scope' in c.effects[0]! && c.effects[0].scope);
const firstIs = (e: Partial<Effect> & { op: Effect['op'] }) => (c: ActionCard) =>
  Object.entries(e).every(([k, v]) => (c.effects[0] as Record<string, unknown>)[k] === v);
const notRoot = (c: ActionCard) => c.where.some((w) => 'notRoot' in w);
const emergency = (corp: CorpId) => EMERGENCIES.find((e) => e.corp === corp)!.id;

const PLACE_ANDROID = find('only places an android', only({ op: 'place', what: 'android' }));
const PLACE_DEVELOPMENT = find('only places a development', only({ op: 'place', what: 'development' }));
const PLACE_ILLNESS = find('only places illness', only({ op: 'place', what: 'illness' }));
const PLACE_OUTAGE = find('only places an outage', only({ op: 'place', what: 'outage' }));
const PLACE_PRISEC = find('only places Prisec', only({ op: 'place', what: 'prisec' }));
const CURE = find(
  'only removes illness (not The Root)',
  (c) => only({ op: 'remove', what: 'illness' })(c) && notRoot(c),
);
const CURE_ANYWHERE = find(
  'removes illness first, The Root allowed',
  (c) =>
    firstIs({ op: 'remove', what: 'illness' })(c) && !notRoot(c) && !('scope' in c.effects[0]! && c.effects[0].scope),
);
const CALM = find('only lowers unrest by 1', only({ op: 'unrest', by: -1 }));
const CALM_ALL = find('lowers unrest everywhere such', (c) =>
  firstIs({ op: 'unrest', by: -1, scope: 'all' } as never)(c),
);
const STIR = find('only raises unrest by 1', only({ op: 'unrest', by: 1 }));
const EXPLOIT = find('only exploits', only({ op: 'exploit' }));
const DIRTY_EXPLOIT = find(
  'exploits then raises threat',
  (c) => c.effects[0]!.op === 'exploit' && c.effects.some((e) => e.op === 'threat' && e.by > 0),
);
const RAID = find('only removes Human First', (c) => only({ op: 'remove', what: 'humanFirst' })(c) && notRoot(c));
const SWEEP = find('removes Orgcrime along the path', (c) =>
  firstIs({ op: 'remove', what: 'orgcrime', scope: 'path' } as never)(c),
);
const DISPERSE = find(
  'moves Human First out',
  (c) => c.effects[0]!.op === 'moveOut' && c.effects[0]!.what === 'humanFirst',
);
const DRAW_CARD = find('draws a card', (c) => c.effects.some((e) => e.op === 'draw' && e.deck !== 'general'));

const seatOf = (s: NaState, corp: CorpId) => s.corps.indexOf(corp);
const contractOf = (corp: CorpId) => CORPS.find((c) => c.id === corp)!.contract.capital;
const payOf = (id: string) =>
  (id.startsWith('E-') ? EMERGENCIES.find((e) => e.id === id)! : ACTION_CARDS.find((c) => c.id === id)!).pay;
/** A seat other than the given ones. */
const other = (s: NaState, ...not: number[]) => s.corps.findIndex((_c, i) => !not.includes(i));
const gains = (before: NaState, after: NaState) => after.capital.map((c, i) => c - before.capital[i]!);
const resolve = (s: NaState, seat: number, card: string, target: number | null) => {
  const before = structuredClone(s);
  const [, events] = recorded(s, (ctx) => resolveCardRule(s, ctx, seat, card, target));
  return { gained: gains(before, s), threat: s.threat - before.threat, events };
};

describe('targets (rule 55)', () => {
  it('rule 55: a card may target only where its conditions hold and its first effect does something', () => {
    const s = put(put(bare(), 'android', 1), 'android', 5);
    const t = targetsOf(s, PLACE_ANDROID);
    expect(t).not.toContain(1);
    expect(t).not.toContain(5);
    expect(t).toContain(0);
    expect(t).toHaveLength(11);
    s.reserve.android = 0;
    expect(targetsOf(s, PLACE_ANDROID)).toEqual([]);
  });

  it('rule 55: conditions holding is not enough: raising unrest with no unrest token left targets nothing', () => {
    const s = bare();
    expect(targetsOf(s, STIR).length).toBeGreaterThan(0);
    s.reserve.unrest = 0;
    expect(targetsOf(s, STIR)).toEqual([]);
  });

  it('rule 55: cures marked "not The Root" never target The Root; exploiting skips outages and strikes', () => {
    const s = stage(put(put(put(bare(), 'illness', 0), 'illness', 5), 'outage', 7), 8, 2);
    expect(targetsOf(s, CURE)).toEqual([5]);
    expect(targetsOf(s, CURE_ANYWHERE)).toEqual([0, 5]);
    const t = targetsOf(s, EXPLOIT);
    expect(t).not.toContain(7);
    expect(t).not.toContain(8);
    expect(t).toContain(4);
  });

  it('rule 55: emergency actions have targets too, ascending', () => {
    const s = put(put(bare(), 'illness', 9), 'illness', 2);
    expect(targetsOf(s, emergency('jinteki'))).toEqual([2, 9]);
  });
});

describe('contracts (rules 30-32)', () => {
  const cases: { on: ContractOn; corp: CorpId; card: string; board: (s: NaState) => NaState }[] = [
    { on: 'androidPlaced', corp: 'haas', card: PLACE_ANDROID, board: (s) => s },
    { on: 'illnessRemoved', corp: 'jinteki', card: CURE, board: (s) => put(s, 'illness', 5) },
    { on: 'unrestFell', corp: 'nbn', card: CALM, board: (s) => stage(s, 5, 1) },
    { on: 'developmentPlaced', corp: 'weyland', card: PLACE_DEVELOPMENT, board: (s) => s },
    { on: 'enemyRemoved', corp: 'globalsec', card: RAID, board: (s) => put(s, 'humanFirst', 5) },
    { on: 'exploited', corp: 'melange', card: EXPLOIT, board: (s) => s },
  ];
  for (const c of cases) {
    it(`rule 31: ${c.on} pays ${c.corp} its contract, whoever resolves the card`, () => {
      const s = c.board(bare(6));
      const owner = seatOf(s, c.corp);
      const resolver = other(s, owner);
      expect(CORPS.find((x) => x.id === c.corp)!.contract.on).toBe(c.on);
      const { gained } = resolve(s, resolver, c.card, 5);
      const want = s.corps.map(
        (_c, i) => (i === owner ? contractOf(c.corp) : 0) + (i === resolver ? payOf(c.card) : 0),
      );
      expect(gained).toEqual(want);
    });
  }

  it("rule 31: the resolver may be the contract's owner: pay and contract both", () => {
    const s = bare(6);
    const haas = seatOf(s, 'haas');
    const { gained } = resolve(s, haas, PLACE_ANDROID, 5);
    expect(gained[haas]).toBe(payOf(PLACE_ANDROID) + contractOf('haas'));
  });

  it('rule 31: removing illness from The Root does not satisfy the contract', () => {
    const s = put(bare(6), 'illness', 0);
    const jinteki = seatOf(s, 'jinteki');
    const resolver = other(s, jinteki);
    const { gained } = resolve(s, resolver, CURE_ANYWHERE, 0);
    expect(s.city.illness[0]).toBe(0);
    expect(gained[jinteki]).toBe(0);
  });

  it('rule 31: removing an enemy unit from The Root does not satisfy the contract; from a district on the path it does, once', () => {
    const s = put(bare(6), 'orgcrime', 0);
    const globalsec = seatOf(s, 'globalsec');
    const resolver = other(s, globalsec);
    expect(resolve(s, resolver, SWEEP, 0).gained[globalsec]).toBe(0);
    put(put(s, 'orgcrime', 0), 'orgcrime', 6);
    expect(resolve(s, resolver, SWEEP, 6).gained[globalsec]).toBe(contractOf('globalsec'));
    expect(s.city.orgcrime[0]).toBe(0);
  });

  it('rule 32: moving an enemy unit out is not removing it', () => {
    const s = put(bare(6), 'humanFirst', 5);
    const globalsec = seatOf(s, 'globalsec');
    const { gained } = resolve(s, other(s, globalsec), DISPERSE, 5);
    expect(s.city.humanFirst[6]).toBe(1);
    expect(gained[globalsec]).toBe(0);
  });

  it('rule 32: Prisec pushing enemy units out is not removing them', () => {
    const s = put(put(bare(6), 'humanFirst', 5), 'orgcrime', 5);
    const globalsec = seatOf(s, 'globalsec');
    const { gained } = resolve(s, other(s, globalsec), PLACE_PRISEC, 5);
    expect(s.city.humanFirst[6]! + s.city.orgcrime[6]!).toBe(2);
    expect(gained[globalsec]).toBe(0);
  });

  it('rule 32: an unrest token returned because of an outage is not a fall in unrest', () => {
    const s = stage(bare(6), 5, 2);
    const nbn = seatOf(s, 'nbn');
    const { gained } = resolve(s, other(s, nbn), PLACE_OUTAGE, 5);
    expect(s.city.unrest[5]).toBe(0);
    expect(gained[nbn]).toBe(0);
  });

  it('rule 32: a contract pays once per card however often its condition is met', () => {
    const s = stage(stage(stage(bare(6), 2, 2), 5, 2), 7, 2);
    const nbn = seatOf(s, 'nbn');
    const resolver = other(s, nbn);
    expect(resolve(s, resolver, CALM_ALL, 5).gained[nbn]).toBe(contractOf('nbn'));
    expect(s.city.unrest.filter((u) => u === 1)).toHaveLength(3);
    const t = put(put(put(bare(6), 'illness', 1), 'illness', 5), 'illness', 7);
    const jinteki = seatOf(t, 'jinteki');
    const r = resolve(t, other(t, jinteki), emergency('jinteki'), 5);
    expect(r.gained[jinteki]).toBe(contractOf('jinteki'));
    expect(t.city.illness.every((n) => n === 0)).toBe(true);
  });

  it('rule 30: a corporation not in play collects nothing', () => {
    const s = put(bare(4), 'humanFirst', 5);
    expect(s.corps).not.toContain('globalsec');
    const resolver = 0;
    const { gained } = resolve(s, resolver, RAID, 5);
    expect(gained).toEqual(s.corps.map((_c, i) => (i === resolver ? payOf(RAID) : 0)));
  });

  it("rule 70: passive assets: contractBonus raises its owner's contract, resolveBonus the resolver's pay", () => {
    const s = bare(6);
    const haas = seatOf(s, 'haas');
    const resolver = other(s, haas);
    const contractBonus = ASSETS.find((a) => a.power.kind === 'contractBonus')!;
    const resolveBonus = ASSETS.find((a) => a.power.kind === 'resolveBonus')!;
    s.assets[haas]!.push(contractBonus.id);
    s.assets[resolver]!.push(resolveBonus.id);
    const n = (p: { kind: string }) => (p as unknown as { n: number }).n;
    const { gained } = resolve(s, resolver, PLACE_ANDROID, 5);
    expect(gained[haas]).toBe(contractOf('haas') + n(contractBonus.power));
    expect(gained[resolver]).toBe(payOf(PLACE_ANDROID) + n(resolveBonus.power));
  });
});

describe('illness (rules 26-28)', () => {
  it('rule 26: a card placing illness raises threat by 2', () => {
    const s = bare();
    expect(resolve(s, 0, PLACE_ILLNESS, 5).threat).toBe(2);
  });

  it('rule 27: placing into a district with illness involves it: threat +2', () => {
    const s = put(bare(), 'illness', 5);
    expect(resolve(s, 0, PLACE_ANDROID, 5).threat).toBe(2);
  });

  it('rule 27: curing the only sick district involved raises no threat', () => {
    const s = put(bare(), 'illness', 5);
    expect(resolve(s, 0, CURE, 5).threat).toBe(0);
  });

  it('rule 27: exploiting alone does not involve: a sick district in strike exploited raises no threat', () => {
    const s = stage(put(bare(), 'illness', 5), 5, 2);
    expect(resolve(s, 0, EXPLOIT, 5).threat).toBe(0);
    const t = put(bare(), 'illness', 5);
    expect(resolve(t, 0, EXPLOIT, 5).threat).toBe(2);
  });

  it('rule 26: once per card, however many sick districts it involves', () => {
    const s = stage(stage(put(put(bare(), 'illness', 2), 'illness', 5), 2, 1), 5, 1);
    expect(resolve(s, 0, emergency('nbn'), 5).threat).toBe(2);
  });

  it('rule 26: emergency actions count', () => {
    const s = put(bare(), 'illness', 5);
    expect(resolve(s, 0, emergency('haas'), 5).threat).toBe(2);
  });

  it('rule 28: a component moving through a sick district involves it', () => {
    const s = put(put(put(put(bare(), 'humanFirst', 1), 'humanFirst', 3), 'illness', 3), 'humanFirst', 0);
    // Prisec in 1 pushes Human First through 3 (which has one) into The Root: +2 there, +2 for the illness passed.
    expect(resolve(s, 0, PLACE_PRISEC, 1).threat).toBe(4);
    const t = put(put(put(bare(), 'humanFirst', 1), 'humanFirst', 3), 'humanFirst', 0);
    expect(resolve(t, 0, PLACE_PRISEC, 1).threat).toBe(2);
  });

  it('rule 70: asset powers never raise threat for illness nor pay contracts', () => {
    const s = put(stage(put(bare(6), 'illness', 5), 5, 1), 'illness', 9);
    const calm = ASSETS.find((a) => a.power.kind === 'city' && a.power.effects[0]!.op === 'unrest')!;
    const dev = ASSETS.find(
      (a) =>
        a.power.kind === 'city' && a.power.effects[0]!.op === 'place' && a.power.effects[0]!.what === 'development',
    )!;
    const before = structuredClone(s);
    useAssetPower(s, 0, calm.id, 5);
    useAssetPower(s, 0, dev.id, 9);
    expect(s.city.unrest[5]).toBe(0);
    expect(s.city.development[9]).toBe(1);
    expect(s.threat).toBe(before.threat);
    expect(s.capital).toEqual(before.capital);
  });
});

describe('threat 25 mid-card (rule 83)', () => {
  it('rule 83: threat reaching 25 during the effects stops the card: no pay, no contracts, no illness', () => {
    const s = put(bare(6), 'illness', 1);
    s.threat = 24;
    const { gained } = resolve(s, 0, DIRTY_EXPLOIT, 1);
    expect(s.over).toBe(true);
    expect(s.threat).toBe(25);
    expect(s.supply.energy).toBe(2);
    expect(gained.every((g) => g === 0)).toBe(true);
  });

  it('rule 83: effects stop at once: a later effect of the same card is not applied', () => {
    const s = put(put(bare(6), 'humanFirst', 6), 'orgcrime', 0);
    s.threat = 23;
    const globalsec = seatOf(s, 'globalsec');
    const { gained } = resolve(s, globalsec, emergency('globalsec'), 6);
    expect(s.over).toBe(true);
    expect(s.city.prisec[6]).toBe(1);
    expect(s.city.orgcrime[0]).toBe(1);
    expect(gained[globalsec]).toBe(0);
  });

  it('rule 83: effects, then contracts, then illness: capital gained before threat reaches 25 counts', () => {
    const s = put(bare(6), 'illness', 5);
    s.threat = 23;
    const haas = seatOf(s, 'haas');
    const resolver = other(s, haas);
    const { gained } = resolve(s, resolver, PLACE_ANDROID, 5);
    expect(gained[resolver]).toBe(payOf(PLACE_ANDROID));
    expect(gained[haas]).toBe(contractOf('haas'));
    expect(s.threat).toBe(25);
    expect(s.over).toBe(true);
  });
});

describe('resolving (rule 60)', () => {
  it('rule 60: effects in order at the target; public lines name the districts', () => {
    const s = bare();
    const { events } = resolve(s, 1, PLACE_ANDROID, 5);
    const pub = events.filter((e) => e.to === 'public').map((e) => en(e.text));
    expect(pub[0]).toMatch(/^\{seat:1\} resolves .* at 5 Bellamy\.$/);
    expect(pub).toContain('An android placed in 5 Bellamy.');
    expect(pub.some((l) => l.startsWith('{seat:1} gains'))).toBe(true);
  });

  it('rule 55: with no target the card does nothing in the city; its pay still does', () => {
    const s = bare(6);
    const before = structuredClone(s.city);
    const { gained, threat } = resolve(s, 2, DIRTY_EXPLOIT, null);
    expect(s.city).toEqual(before);
    expect(threat).toBe(0);
    expect(gained).toEqual(s.corps.map((_c, i) => (i === 2 ? payOf(DIRTY_EXPLOIT) : 0)));
  });

  it("rule 49: a draw effect draws into the resolver's hand; the card is named only to them", () => {
    const s = stage(bare(), 5, 1);
    const hand = s.hands[1]!.length;
    const { events } = resolve(s, 1, DRAW_CARD, 5);
    expect(s.hands[1]!.length).toBe(hand + 1);
    const drawn = s.hands[1]!.at(-1)!;
    const name = ACTION_CARDS.find((c) => c.id === drawn)!.name;
    const priv = events.filter((e) => e.to !== 'public');
    expect(priv.some((e) => e.text.includes(name) && JSON.stringify(e.to) === '[1]')).toBe(true);
    for (const e of events.filter((x) => x.to === 'public')) expect(e.text).not.toContain(drawn);
  });

  it('offerLine: says exactly what the card would do at the district, and changes nothing', () => {
    const s = put(bare(6), 'illness', 5);
    const before = structuredClone(s);
    const line = en(offerLine(s, PLACE_ANDROID, 5));
    expect(line).toContain('→ 5 Bellamy');
    expect(line).toContain('an android placed in 5 Bellamy');
    expect(line).toContain(`resolver +${payOf(PLACE_ANDROID)} capital`);
    expect(line).toContain(`Haas-Bioroid contract +${contractOf('haas')}`);
    expect(line).toMatch(/threat \+2/);
    expect(s).toEqual(before);
    const t = put(bare(), 'outage', 1);
    expect(en(offerLine(t, PLACE_OUTAGE, 1))).toContain('moves to 3 Quinde');
  });

  it('offerLine: a card ending the game says so and changes nothing', () => {
    const s = put(bare(), 'illness', 6);
    s.threat = 24;
    const before = structuredClone(s);
    expect(en(offerLine(s, PLACE_ILLNESS, 6))).toContain('the game ends');
    expect(s).toEqual(before);
  });
});

/** A few set-up boards: games as dealt, and a crowded one. */
function boards(): NaState[] {
  const out = [newGame(4, 'sweep-a'), newGame(5, 'sweep-b'), newGame(6, 'sweep-c')];
  const rng = seedRng('sweep-busy');
  const busy = bare(6, 'sweep-d');
  for (let i = 0; i < 40; i++) {
    const what = COMPONENTS[nextInt(rng, COMPONENTS.length)]! as Component;
    const d = nextInt(rng, 13);
    if (
      busy.reserve[what] > 0 &&
      busy.city[what][d] === 0 &&
      !((what === 'humanFirst' || what === 'orgcrime') && busy.city.prisec[d]! > 0) &&
      !(what === 'prisec' && busy.city.humanFirst[d]! + busy.city.orgcrime[d]! > 0)
    )
      put(busy, what, d);
  }
  for (let d = 1; d < 13; d++) if (busy.city.outage[d] === 0) stage(busy, d, nextInt(rng, 3) as 0 | 1 | 2);
  out.push(busy);
  for (const s of out) {
    s.stack = [];
    s.queue = [];
    s.threat = 3;
  }
  return out;
}

describe('every card (rules 55, 60, 86-87)', () => {
  const cards = [...ACTION_CARDS.map((c) => c.id), ...EMERGENCIES.map((e) => e.id)];
  it('rule 86: every action card and emergency action has a text and resolves at each of its targets without breaking the city', () => {
    let resolved = 0;
    for (const board of boards()) {
      for (const id of cards) {
        const c = id.startsWith('E-') ? EMERGENCIES.find((e) => e.id === id)! : ACTION_CARDS.find((x) => x.id === id)!;
        expect(cardText(c).length, id).toBeGreaterThan(10);
        for (const t of targetsOf(board, id)) {
          const s = structuredClone(board);
          expect(offerLine(s, id, t)).toContain(c.name);
          resolveCard(s, 0, id, t);
          expect(componentCounts(s), `${id} at ${t}`).toEqual({ ...TOTALS });
          for (const k of COMPONENTS)
            if (k !== 'prisec') expect(Math.max(...s.city[k]), `${id} ${k}`).toBeLessThanOrEqual(1);
          expect(s.threat).toBeLessThanOrEqual(25);
          resolved++;
        }
      }
    }
    expect(resolved).toBeGreaterThan(500);
  });

  it('rule 55: every design has a target on some dealt or crowded board', () => {
    const bs = boards();
    const designs = new Map(ACTION_CARDS.map((c) => [c.id.slice(0, 3), c.id]));
    for (const id of [...designs.values(), ...EMERGENCIES.map((e) => e.id)])
      expect(
        bs.some((b) => targetsOf(b, id).length > 0),
        id,
      ).toBe(true);
  });
});

describe('asset powers (rule 70)', () => {
  it('rule 70: every asset power is usable and does what it says', () => {
    const s0 = stage(put(put(put(bare(6), 'outage', 2), 'humanFirst', 5), 'illness', 7), 9, 1);
    s0.emergencyUp = s0.emergencyUp.map(() => false);
    for (const a of ASSETS) {
      const s = structuredClone(s0);
      const p = a.power;
      const targets = assetTargets(s, a.id);
      if (p.kind !== 'city') expect(targets, a.id).toEqual([]);
      switch (p.kind) {
        case 'city': {
          expect(targets.length, a.id).toBeGreaterThan(0);
          for (const t of targets) {
            const c = structuredClone(s0);
            useAssetPower(c, 0, a.id, t);
            expect(c.city, `${a.id} at ${t}`).not.toEqual(s0.city);
            expect(c.capital).toEqual(s0.capital);
            expect(componentCounts(c)).toEqual({ ...TOTALS });
          }
          break;
        }
        case 'capital':
          useAssetPower(s, 3, a.id, null);
          expect(s.capital[3]).toBe(s0.capital[3]! + p.n);
          break;
        case 'draw':
          useAssetPower(s, 3, a.id, null);
          expect(s.hands[3]!.length).toBe(s0.hands[3]!.length + p.n);
          break;
        case 'flip':
          useAssetPower(s, 3, a.id, null);
          expect(s.emergencyUp[3]).toBe(true);
          break;
        case 'threat':
          useAssetPower(s, 3, a.id, null);
          expect(s.threat).toBe(s0.threat + p.by);
          break;
        case 'supply':
          useAssetPower(s, 3, a.id, null);
          expect(s.supply[p.resource]).toBe(p.n);
          break;
        default:
          useAssetPower(s, 3, a.id, null);
          expect(s.capital).toEqual(s0.capital); // read by the deal, not used here
      }
    }
  });
});

describe('rule 9: a district in protest functions normally, so exploit cards may target it (issue 22)', () => {
  const OVERTIME = 'L03-01';
  it('Overtime Mandate targets a protest district, not a strike or outage one; with Human First the exploit places an outage (rule 15)', () => {
    const s = bare(4, 'protest-exploit');
    expect(en(ACTION_CARDS.find((c) => c.id === OVERTIME)!.name)).toBe('Overtime Mandate');
    stage(s, 1, 1);
    put(s, 'humanFirst', 1);
    stage(s, 2, 2);
    put(s, 'outage', 4);
    stage(s, 5, 1);
    const t = targetsOf(s, OVERTIME);
    expect(t).toContain(1);
    expect(t).toContain(5);
    expect(t).not.toContain(2);
    expect(t).not.toContain(4);
    // Protest + Human First: it produces (Energy 2, Food 1), cannot rise two stages: an outage instead, the unrest token returned.
    resolveCard(s, 0, OVERTIME, 1);
    expect(s.supply.energy).toBe(2);
    expect(s.supply.food).toBe(1);
    expect(s.city.outage[1]).toBe(1);
    expect(s.city.unrest[1]).toBe(0);
    // Protest without Human First: it produces and goes on strike.
    resolveCard(s, 0, OVERTIME, 5);
    expect(s.city.unrest[5]).toBe(2);
    expect(en(cardText(ACTION_CARDS.find((c) => c.id === OVERTIME)!))).toMatch(/not in strike/);
  });
});
