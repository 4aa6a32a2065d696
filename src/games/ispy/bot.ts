import { pickBest } from '../../engine/computer.ts';
import type { ComputerChoice, ComputerInput, LegalAction } from '../../engine/types.ts';
import {
  ACTION_CARDS,
  ASSETS,
  CAPITAL_INFO,
  CAPITALS,
  type CapitalId,
  CONTACT_AT,
  CONTACT_LIST,
  NATIONS,
  type Nation,
  PHASE_SPACES,
  POLITICIANS,
  SCORING_ROUNDS,
} from './data/index.ts';
import type { IspyAction } from './game.ts';
import { capitalOf, neighbours, outletsOf } from './graph.ts';
import type { IspyView } from './view.ts';

/**
 * I, Spy's greedy computer player. It sees only its seat's view (its own Alignment in `view.me`)
 * and the legal actions, and scores each action by the Influence it moves: its own Nation's up,
 * the leading rival's down, everyone else's slightly down (they may be an opponent's). It heads
 * for a useful Capital (its own Nation's agent, or the leading rival's Capital with Sabotage in
 * hand), Controls the Politicians of the next Scoring Phase, recruits when it can pay, applies
 * Assets to its Nation and retrieves a rival's card just before a Scoring Phase. One pass over
 * the legal actions with precomputed distances: no search over states.
 */
export function ispyGreedy(input: ComputerInput<IspyView, IspyAction>): ComputerChoice {
  const { legal, rng } = input;
  if (legal.length === 0) throw new Error('ispyGreedy: no legal action');
  const ctx = context(input.view);
  const scores = legal.map((a) => score(ctx, a));
  return { key: pickBest(legal, scores, rng).key };
}

/** Routes from every Region to each Capital's nearest Outlet (0 inside the Capital). */
const DIST: Readonly<Record<CapitalId, ReadonlyMap<string, number>>> = Object.fromEntries(
  CAPITALS.map((c) => {
    const d = new Map<string, number>();
    const q = outletsOf(c);
    for (const o of q) d.set(o, 0);
    for (let i = 0; i < q.length; i++)
      for (const n of neighbours(q[i]!))
        if (!d.has(n)) {
          d.set(n, d.get(q[i]!)! + 1);
          q.push(n);
        }
    return [c, d];
  }),
) as Record<CapitalId, Map<string, number>>;

function routesTo(region: string | null | undefined, c: CapitalId): number {
  if (!region) return 20;
  if (capitalOf(region) === c) return 0;
  return DIST[c].get(region) ?? 20;
}

interface Ctx {
  v: IspyView;
  me: Nation | null;
  seat: number;
  /** Weight of one Influence per Nation: own +2, the leading rival -1.5, the rest -0.3. */
  w: Record<Nation, number>;
  leader: Nation;
  targets: CapitalId[];
  region: string | null;
  /** A Scoring Phase follows this round. */
  scoringSoon: boolean;
}

function context(v: IspyView): Ctx {
  const me = v.me?.alignment ?? null;
  const seat = v.me?.seat ?? 0;
  const rivals = NATIONS.filter((n) => n !== me);
  const strength = (n: Nation) => v.power[n] * 2 + v.influence[n];
  const leader = rivals.reduce((a, b) => (strength(b) > strength(a) ? b : a));
  const w = Object.fromEntries(NATIONS.map((n) => [n, n === me ? 2 : n === leader ? -1.5 : -0.3])) as Record<
    Nation,
    number
  >;
  const hand = new Set(v.me?.hand.map((h) => h.id) ?? []);
  const targets: CapitalId[] = [];
  const own = CONTACT_LIST.find((c) => c.nation === me);
  if (own) targets.push(own.capital);
  if (hand.has('sabotage')) {
    const cap = CAPITALS.find((c) => CAPITAL_INFO[c].nation === leader);
    if (cap) targets.push(cap);
  }
  const region = v.spies[seat]?.region ?? null;
  return { v, me, seat, w, leader, targets, region, scoringSoon: SCORING_ROUNDS.includes(v.round) };
}

const cardIn = (key: string): string | undefined => key.split(':').find((p) => ACTION_CARDS[p]);
const regionIn = (key: string): string => key.split(':').slice(1).join(':');
/** The last part of a key, e.g. the seat of "target:2" or the Nation of "apply:france". */
const lastOf = (key: string): string => key.split(':').at(-1) ?? '';
const near = (ctx: Ctx, region: string | null): number =>
  ctx.targets.length ? Math.min(...ctx.targets.map((c) => routesTo(region, c))) : 0;

/** What a card's Influence (and a Sabotage where it is played) is worth to this spy. */
function cardValue(ctx: Ctx, card: string): number {
  const c = ACTION_CARDS[card];
  if (!c) return 0;
  let v = c.influence.reduce((t, i) => t + i.n * ctx.w[i.nation], 0);
  if (card === 'sabotage') {
    const cap = ctx.region ? capitalOf(ctx.region) : undefined;
    const loss = cap === 'berlin' || cap === 'petersburg' ? 6 : cap === 'london' || cap === 'paris' ? 5 : 4;
    v += cap ? -loss * ctx.w[CAPITAL_INFO[cap].nation] : -3;
    // Kept for a rival's Capital when it is not in one.
    if (!cap) v -= 3;
  }
  if (c.types.includes('travel') && near(ctx, ctx.region) > 0) v += 2;
  return v;
}

function score(ctx: Ctx, a: LegalAction<IspyAction>): number {
  const { v } = ctx;
  const card = cardIn(a.key);
  switch (a.kind) {
    case 'deploy':
    case 'flee':
      return -near(ctx, regionIn(a.key));
    case 'play':
      return 10 + (card ? cardValue(ctx, card) : 0);
    case 'extra':
      return 8 + (card ? cardValue(ctx, card) : 0);
    case 'move': {
      const gain = near(ctx, ctx.region) - near(ctx, regionIn(a.key));
      return gain > 0 ? 6 + gain : -1;
    }
    case 'enter': {
      const cap = ctx.region ? outletCapital(ctx.region) : undefined;
      return cap && ctx.targets.includes(cap) ? 20 : v.turn?.third === null ? 3 : -2;
    }
    case 'exit':
      return v.turn?.third !== null && (v.turn?.played ?? 0) >= 2 ? 1 : -2;
    case 'contact': {
      const cap = ctx.region ? capitalOf(ctx.region) : undefined;
      const c = cap ? CONTACT_AT[cap] : undefined;
      return c ? 9 + c.influence * ctx.w[c.nation] : 4;
    }
    case 'retrieve': {
      if (!card) return 0;
      const c = ACTION_CARDS[card]!;
      const denied = -c.influence.reduce((t, i) => t + i.n * ctx.w[i.nation], 0);
      return (ctx.scoringSoon ? 2 : 1) * denied - 1;
    }
    case 'privateTag':
      return near(ctx, ctx.region) > (v.turn?.tickets ?? 0) ? 1 : -3;
    case 'end':
      return 0;
    case 'region':
      // A bumped rival goes far from where this spy is heading; a flight goes towards it.
      return a.key.startsWith('reloc:') ? near(ctx, regionIn(a.key)) : -near(ctx, regionIn(a.key));
    case 'reward':
      // The key names the reward of the Contact where this spy stands ("reward:1").
      return rewardScore(ctx, Number(lastOf(a.key)));
    case 'asset':
      return ASSETS[lastOf(a.key)]?.cost ?? 1;
    case 'space':
    case 'shadow':
      return politicianScore(ctx, a);
    case 'politician':
      // Joffre and the like: losing Tags is always safer.
      return a.key === 'tags:lose' ? 1 : 0;
    case 'target':
    case 'player':
    case 'seat': {
      const who = Number(lastOf(a.key));
      if (a.kind === 'seat') return who === ctx.seat ? 3 : 0;
      if (a.key.startsWith('coercewho:')) return a.key.endsWith(':me') ? 1 : 0;
      return who === ctx.seat
        ? -5
        : 1 + (Number.isInteger(who) ? (v.spies[who]?.tags ?? 0) * 0.1 : 0) + (a.key.startsWith('burn:') ? 3 : 0);
    }
    case 'option': {
      // Evade: shed as many Tags as offered; Private Line: the 2 more Tickets when the road is long.
      const n = Number(a.key.split(':').at(-1));
      if (a.key.startsWith('evade:')) return n;
      if (a.key === 'private:5') return near(ctx, ctx.region) > 3 ? 1 : -1;
      if (a.key.startsWith('discard:')) return 0;
      return 0;
    }
    case 'icon':
      return a.key === 'icon:control' ? 3 : a.key === 'icon:empower' ? 1 : 0;
    case 'nation': {
      const n = NATIONS.find((x) => x === lastOf(a.key));
      return n ? ctx.w[n] : 0;
    }
    case 'card':
      // Coerce: the drawn card worth most to this spy; Final Report: guess the leading rival's Nation.
      if (a.key.startsWith('report:'))
        return card && ACTION_CARDS[card]!.influence.some((i) => i.nation === ctx.leader) ? 1 : 0;
      return card ? cardValue(ctx, card) : -1;
    case 'reveal':
      return -1;
    case 'crypto':
      // The effect again with no Influence owed: as good as the card's use.
      return 7;
    case 'tickets':
      return -1;
    default:
      return 0;
  }
}

function outletCapital(region: string): CapitalId | undefined {
  return CAPITALS.find((c) => outletsOf(c).includes(region));
}

function rewardScore(ctx: Ctx, i: number): number {
  const supply = ctx.v.spies[ctx.seat]?.supply ?? 0;
  const cap = ctx.region ? capitalOf(ctx.region) : undefined;
  const r = cap ? CONTACT_AT[cap].rewards[i] : undefined;
  if (!r) return 1;
  if (!('icon' in r)) return near(ctx, ctx.region) > 0 ? 3 : 1;
  switch (r.icon) {
    case 'recruit':
      return supply >= 5 ? 6 : -1;
    case 'control':
      return 4;
    case 'resupply':
      return 3;
    case 'empower':
      return 2;
    default:
      return 1;
  }
}

/** Control the Politicians of the next Scoring Phase; Scandalize a known one that hurts. */
function politicianScore(ctx: Ctx, a: LegalAction<IspyAction>): number {
  const [kind] = a.key.split(':');
  const m = /(\d+)(?!.*\d)/.exec(a.key);
  const idx = m ? Number(m[1]) : -1;
  const space = ctx.v.spaces[idx];
  const next = PHASE_SPACES[ctx.v.phase];
  let s = next?.includes(idx) ? 5 : space?.phase ? 2 : 0;
  const known = space?.known ? POLITICIANS[space.known.id] : undefined;
  if (known) {
    const worth = (Object.entries(known.influence) as [Nation, number][]).reduce((t, [n, d]) => t + d * ctx.w[n], 0);
    if (kind === 'scandalize') s -= worth;
    else if (kind === 'empower') s += worth / 2;
  }
  if (space && space.tokens.filter((t) => t === ctx.seat).length > 0 && kind === 'control') s -= 2;
  return s;
}
