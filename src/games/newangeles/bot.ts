import { pickBest } from '../../engine/computer.ts';
import { localize } from '../../engine/messages.ts';
import type { ComputerChoice, ComputerInput, LegalAction } from '../../engine/types.ts';
import {
  ACTION_CARDS,
  type ActionType,
  ASSETS,
  CORPS,
  type CorpId,
  type Effect,
  EMERGENCIES,
  INVESTMENTS,
  RESOURCES,
  type Resource,
  RULES,
} from './data/index.ts';
import type { NaAction } from './game.ts';
import type { NaView } from './view.ts';

/**
 * New Angeles' greedy computer player: it pursues its own capital, from its seat's view only.
 * Each choice is scored by the capital it brings this seat (a card's pay and the asset when its
 * own offer wins, its own contract when any card triggers it, an investment's likely score),
 * minus what it hands the corporation on its rival card, and by threat: the Federalist wants
 * threat to rise; everyone else fears it more as it nears 25 (steeply: at 5-6 players threat starts
 * at 12-14) and values producing what the demand still lacks (an unmet demand is +5-7 threat).
 * Where a choice shows its dry run on the board (the detail of a card with one district, a
 * district, an offer to support: public, as the channel shows it) it reads the threat, pay,
 * contracts and resources from it instead of guessing from the card. It values the deal's asset
 * by what it does (a threat asset in another's hands may be used against it), never trades, never
 * passes up a free asset use, counters an offer by what its own card would do better than it (a
 * costly offer on the table is worth answering), votes for the offer that serves it best, and
 * spends a vote asset when the two offers differ by much.
 */
export function naGreedy(input: ComputerInput<NaView, NaAction>): ComputerChoice {
  const { legal, rng } = input;
  if (legal.length === 0) throw new Error('naGreedy: no legal action');
  const ctx = context(input.view, input.seat, legal);
  const scores = legal.map((a) => score(ctx, a));
  const pick = pickBest(legal, scores, rng, 1e-9);
  return pick.amount ? { key: pick.key, amount: pick.amount.min } : { key: pick.key };
}

interface Ctx {
  v: NaView;
  seat: number;
  corp: CorpId;
  fed: boolean;
  /** The seat whose corporation is on this seat's rival card (none for the Federalist or one's own corporation). */
  rivalSeat: number | undefined;
  /** What one point of threat is worth to this seat (negative for everyone but the Federalist). */
  threatValue: number;
  /** Each legal choice's detail by key (the support vote compares both offers' previews). */
  details: Map<string, string | undefined>;
}

/** How much more one offer must be worth than the other before a vote asset is spent on it. */
const VOTE_STAKES = 4;

/**
 * What a counteroffer is worth against the offer it answers, as a share of the difference between
 * the two: the vote decides, and the offer on the table has its proposer's and the first votes.
 */
const COUNTER_ODDS = 0.3;

const CARD = new Map<string, { type: ActionType; effects: readonly Effect[]; pay: number }>(
  [...ACTION_CARDS, ...EMERGENCIES].map((c) => [c.id, c]),
);
const ASSET = new Map(ASSETS.map((a) => [a.id, a]));
const INVEST = new Map(INVESTMENTS.map((c) => [c.id, c]));
const CONTRACT = new Map(CORPS.map((c) => [c.id, c.contract]));

function context(v: NaView, seat: number, legal: readonly LegalAction<NaAction>[]): Ctx {
  const mine = v.mine;
  const corp = v.corps[seat]!.id;
  const rival = mine?.rival ?? 'federalist';
  const fed = rival === 'federalist';
  const rivalSeat = fed || rival === corp ? undefined : v.corps.findIndex((c) => c.id === rival);
  const danger = v.threat / RULES.threatEnd;
  const threatValue = fed
    ? v.corps[seat]!.capital >= RULES.federalistCapital
      ? 3
      : 0.5
    : -(0.5 + 14 * danger * danger);
  const details = new Map(legal.map((a) => [a.key, a.detail]));
  return { v, seat, corp, fed, rivalSeat: rivalSeat === -1 ? undefined : rivalSeat, threatValue, details };
}

/** Whose contract a card's effects meet (a rough reading of the effects, without the board). */
function contractsMet(effects: readonly Effect[]): CorpId[] {
  const out: CorpId[] = [];
  for (const [id, c] of CONTRACT) {
    const hit = effects.some(
      (e) =>
        (c.on === 'androidPlaced' && e.op === 'place' && e.what === 'android') ||
        (c.on === 'developmentPlaced' && e.op === 'place' && e.what === 'development') ||
        (c.on === 'illnessRemoved' && e.op === 'remove' && e.what === 'illness') ||
        (c.on === 'enemyRemoved' && e.op === 'remove' && (e.what === 'humanFirst' || e.what === 'orgcrime')) ||
        (c.on === 'unrestFell' && e.op === 'unrest' && e.by < 0) ||
        (c.on === 'exploited' && e.op === 'exploit'),
    );
    if (hit) out.push(id);
  }
  return out;
}

/** What a choice's detail previews when it is the dry run of a card on the board (effectDetail), else null. */
interface Preview {
  threat: number;
  pay: number;
  contracts: [CorpId, number][];
  made: Partial<Record<Resource, number>>;
}

/** Corporations as the previews name their contracts: by the first word of the name ("Haas contract +2"). */
const CONTRACT_NAMES = new Map(CORPS.map((c) => [c.name.split(/[- ]/)[0]!, c.id]));

/** Reads a detail: the card text of a card with several districts (capitalised sentences, "(N districts)") is no preview. */
export function preview(token: string | undefined, v: NaView, here: number | null = null): Preview | null {
  // Stopgap: details are message tokens now; this reads them formatted in English with the regexes
  // below. It should read the previews' data (the tokens' arguments, or the dry run itself) instead.
  const detail = token === undefined ? undefined : localize(token, 'en');
  if (!detail || /^Target: |^Forced|^No card|\. [A-Z]|\(\d+ districts\)$/.test(detail)) return null;
  let threat = 0;
  for (const m of detail.matchAll(/threat ([+-]\d+)/g)) threat += Number(m[1]);
  const pay = Number(/(?:resolver \+|pays )(\d+)/.exec(detail)?.[1] ?? 0);
  const contracts: [CorpId, number][] = [];
  for (const m of detail.matchAll(/([A-Z][A-Za-z]+)(?:[- ][A-Z][a-z]+)? contract \+(\d+)/g)) {
    const id = CONTRACT_NAMES.get(m[1]!);
    if (id) contracts.push([id, Number(m[2])]);
  }
  const made: Partial<Record<Resource, number>> = {};
  const add = (r: Resource, n: number) => (made[r] = (made[r] ?? 0) + n);
  for (const m of detail.matchAll(/\+(\d+) (Energy|Food|Goods|Tech)/g))
    add(m[2]!.toLowerCase() as Resource, Number(m[1]));
  // An android produces in every Production phase left before the demand is judged.
  const android = /an android placed (?:in (\d+)|here)/.exec(detail);
  const at = android ? (android[1] ? Number(android[1]) : here) : null;
  if (at !== null) {
    const times = productionsLeft(v);
    for (const [r, n] of Object.entries(districtOutput(v, at))) add(r as Resource, n * times);
  }
  return { threat, pay, contracts, made };
}

/** Threat a card adds by itself (its threat effects, illness it places). */
const threatOf = (effects: readonly Effect[]): number =>
  effects.reduce(
    (t, e) => t + (e.op === 'threat' ? e.by : e.op === 'place' && e.what === 'illness' ? RULES.illnessThreat : 0),
    0,
  );

/** What `card` resolving for `owner` is worth to this seat; `seen`: its preview on the board, when the choice shows one. */
function cardValue(ctx: Ctx, card: string, owner: number, withAsset: boolean, seen: Preview | null = null): number {
  const c = CARD.get(card);
  if (!c) return 0;
  const gains = new Map<number, number>();
  const add = (seat: number | undefined, n: number) => {
    if (seat !== undefined && seat >= 0) gains.set(seat, (gains.get(seat) ?? 0) + n);
  };
  const seatOf = (corp: CorpId) => ctx.v.corps.findIndex((x) => x.id === corp);
  add(owner, seen ? seen.pay : c.pay);
  if (seen) for (const [corp, n] of seen.contracts) add(seatOf(corp), n);
  else for (const corp of contractsMet(c.effects)) add(seatOf(corp), CONTRACT.get(corp)!.capital);
  let v = (gains.get(ctx.seat) ?? 0) + ctx.threatValue * (seen ? seen.threat : threatOf(c.effects));
  if (withAsset) v += assetWorth(ctx, owner);
  // Producing toward the demand keeps its threat (5-7) off the track: worth it while the supply is short.
  if (seen) v += supplyValue(ctx, seen.made);
  else if (c.effects.some((e) => e.op === 'exploit' || (e.op === 'place' && e.what === 'android')))
    v -= 4 * ctx.threatValue * shortOf(ctx.v);
  if (ctx.rivalSeat !== undefined) v -= 0.8 * (gains.get(ctx.rivalSeat) ?? 0);
  return v;
}

/**
 * What resources added toward the demand are worth: the unmet demand's threat, in proportion to the
 * shortfall they cover (only what is still missing counts).
 */
function supplyValue(ctx: Ctx, made: Partial<Record<Resource, number>>): number {
  const { targets, threat } = ctx.v.demand;
  let short = 0;
  let covered = 0;
  for (const r of RESOURCES) {
    const miss = Math.max(0, targets[r] - ctx.v.supply[r]);
    short += miss;
    covered += Math.min(miss, made[r] ?? 0);
  }
  return short === 0 ? 0 : (-ctx.threatValue * threat * SUPPLY_WEIGHT * covered) / short;
}

const SUPPLY_WEIGHT = 1.2;

/** Productions left before the next Demand round (androids produce in each). */
function productionsLeft(v: NaView): number {
  const next = RULES.demandAfter.find((r) => r >= v.round) ?? v.round;
  return Math.max(0, next - v.round + (v.phase === 'action' ? 1 : 0));
}

/** What one production of district `n` adds to the supply (rules 14, 17, 9, 11). */
function districtOutput(v: NaView, n: number): Partial<Record<Resource, number>> {
  const d = v.districts[n];
  if (!d || d.outage || d.unrest >= 2) return {};
  const out: Partial<Record<Resource, number>> = {};
  if (!d.orgcrime) out[d.primary] = 2 + (d.development ? 1 : 0);
  for (const r of d.others) out[r] = (out[r] ?? 0) + 1;
  return out;
}

/** A district choice for one's own card, by its preview alone (the asset goes with the deal whatever the district). */
function previewValue(ctx: Ctx, seen: Preview, _detail: string): number {
  let v = ctx.threatValue * seen.threat;
  const gains = new Map<number, number>([[ctx.seat, seen.pay]]);
  for (const [corp, n] of seen.contracts) {
    const at = ctx.v.corps.findIndex((x) => x.id === corp);
    gains.set(at, (gains.get(at) ?? 0) + n);
  }
  v += gains.get(ctx.seat) ?? 0;
  if (ctx.rivalSeat !== undefined) v -= 0.8 * (gains.get(ctx.rivalSeat) ?? 0);
  return v + supplyValue(ctx, seen.made);
}

/**
 * What the deal's asset going to `owner` is worth to this seat: its capital for this seat, and a
 * threat asset by the threat it may move (used each remaining turn; another's perhaps half the time).
 */
function assetWorth(ctx: Ctx, owner: number): number {
  const a = ctx.v.deal ? ASSET.get(ctx.v.deal.asset.id) : undefined;
  const mine = owner === ctx.seat;
  let v = mine ? 3 : owner === ctx.rivalSeat ? -2.4 : 0;
  if (a?.power.kind === 'threat') {
    const turns =
      a.timing === 'discard' ? 1 : Math.max(1, Math.min(3, ((RULES.rounds - ctx.v.round + 1) * 5) / ctx.v.players));
    const moved = a.power.by * turns * (mine ? 1 : 0.5);
    // Only the threat it can move my way counts: one I would not use is worth its 3 capital-ish claim alone.
    v += mine ? Math.max(0, moved * ctx.threatValue) : moved * ctx.threatValue;
  }
  return v;
}

/** How far the supply is from the demand's targets, 0 (met) to 1 (nothing yet). */
function shortOf(v: NaView): number {
  const t = v.demand.targets;
  const keys = Object.keys(t) as (keyof typeof t)[];
  const total = keys.reduce((n, r) => n + t[r], 0);
  return total === 0 ? 0 : keys.reduce((n, r) => n + Math.max(0, t[r] - v.supply[r]), 0) / total;
}

const after = (key: string, prefix: string) => key.slice(prefix.length);

function score(ctx: Ctx, a: LegalAction<NaAction>): number {
  const { v, seat } = ctx;
  const k = a.key;
  const deal = v.deal;
  // Far below any real choice's score, however much threat is at stake.
  if (a.kind === 'trade' || a.kind === 'terms') return -1e6;
  if (k.startsWith('answer:')) return k.endsWith(':no') ? 1 : 0;
  if (k.startsWith('invest:')) {
    const c = INVEST.get(after(k, 'invest:'));
    if (!c) return 0;
    const s = c.score;
    switch (s.kind) {
      case 'supply':
        return Math.min(s.max, 5 * s.per);
      case 'demandMet':
        return ctx.fed ? s.n * 0.3 : s.n * 0.6;
      case 'demandUnmet':
        return ctx.fed ? s.n : s.n * 0.4;
      case 'count':
        return Math.min(s.max, 3 * s.per);
      case 'threat':
        return v.threat >= s.atLeast - 5 ? s.n : s.n * 0.3;
      case 'assets':
        return Math.min(s.max, (v.corps[seat]!.assets.length + 2) * s.per);
    }
    return 0;
  }
  if (k.startsWith('general:')) {
    const deck = after(k, 'general:') as ActionType;
    const favoured = CORPS.find((c) => c.id === ctx.corp)!.draw.includes(deck);
    return (favoured ? 1 : 0) + (v.decks[deck] ?? 0) / 100;
  }
  if (k.startsWith('discard:')) return -cardValue(ctx, after(k, 'discard:'), seat, false);
  if (k.startsWith('offer:'))
    return (
      cardValue(ctx, after(k, 'offer:'), seat, true, preview(a.detail, v)) -
      (after(k, 'offer:').startsWith('E-') ? 2 : 0)
    );
  // Going back from a counteroffer's district is never the better choice (it would only ask again).
  if (k === 'target:back') return -1e5;
  if (k.startsWith('target:')) {
    const seen = preview(a.detail, v, Number(after(k, 'target:')));
    if (seen) return previewValue(ctx, seen, a.detail!);
    const d = v.districts[Number(after(k, 'target:'))];
    // A sick district raises threat when the card involves it.
    return d?.illness ? 2 * ctx.threatValue : 0;
  }
  if (k.startsWith('counter:')) {
    if (k === 'counter:pass') return 0.5;
    const [, card, free] = k.split(':');
    const cost = free ? 0 : (RULES.counterCost[deal?.counters.length ?? 0] ?? 4);
    const mine = cardValue(ctx, card!, seat, true, preview(a.detail, v)) - (card!.startsWith('E-') ? 2 : 0);
    // Worth its difference from the offer on the table, which the vote may still keep.
    const standing = deal?.counters.at(-1) ?? deal?.main;
    const theirs = standing ? cardValue(ctx, standing.card.id, standing.seat, true, null) : 0;
    return COUNTER_ODDS * (mine - theirs) - cost - 1 + 0.5;
  }
  if (k.startsWith('support:') && deal) {
    const [, which, asset] = k.split(':');
    const offer = which === 'main' ? deal.main : deal.counters[deal.counters.length - 1];
    const other = which === 'main' ? deal.counters[deal.counters.length - 1] : deal.main;
    if (!offer || !other) return 0;
    const mine = cardValue(ctx, offer.card.id, offer.seat, true, preview(a.detail, v, offer.target));
    if (!asset) return mine;
    // A vote asset readies at this seat's next turn: worth spending when the two offers differ by much.
    const theirs = cardValue(
      ctx,
      other.card.id,
      other.seat,
      true,
      preview(ctx.details.get(`support:${which === 'main' ? 'counter' : 'main'}`), v, other.target),
    );
    return mine + (mine - theirs > VOTE_STAKES ? 0.5 : -0.5);
  }
  if (k.startsWith('asset:')) {
    const asset = ASSET.get(after(k, 'asset:'));
    if (!asset) return 0;
    const p = asset.power;
    if (p.kind === 'threat') return p.by * ctx.threatValue;
    if (p.kind === 'capital') return asset.timing === 'discard' ? p.n - 2 : p.n;
    if (p.kind === 'flip') return v.corps[seat]!.emergencyUp ? -1 : 2;
    return 1;
  }
  if (k.startsWith('atarget:')) return 0;
  if (k === 'end') return 0.1;
  return 0;
}
