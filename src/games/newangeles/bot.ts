import { nextInt } from '../../engine/rng.ts';
import type { ComputerChoice, ComputerInput, LegalAction } from '../../engine/types.ts';
import { ACTION_CARDS, ASSETS, CORPS, EMERGENCIES, INVESTMENTS, RULES, type ActionType, type CorpId, type Effect } from './data/index.ts';
import type { NaAction } from './game.ts';
import type { NaView } from './view.ts';

/**
 * New Angeles' greedy computer player: it pursues its own capital, from its seat's view only.
 * Each choice is scored by the capital it brings this seat (a card's pay and the asset when its
 * own offer wins, its own contract when any card triggers it, an investment's likely score),
 * minus what it hands the corporation on its rival card, and by threat: the Federalist wants
 * threat to rise; everyone else fears it more as it nears 25 (steeply: at 5-6 players threat starts
 * at 12-14) and values producing toward the demand while the supply is short (an unmet demand is
 * +5-7 threat). It never trades, never passes up a
 * free asset use, and votes for the offer that serves it best.
 */
export function naGreedy(input: ComputerInput<NaView, NaAction>): ComputerChoice {
  const { legal, rng } = input;
  if (legal.length === 0) throw new Error('naGreedy: no legal action');
  const ctx = context(input.view, input.seat);
  const scores = legal.map((a) => score(ctx, a));
  const best = Math.max(...scores);
  const top = legal.filter((_a, i) => scores[i]! >= best - 1e-9);
  const pick = top[nextInt(rng, top.length)]!;
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
}

const CARD = new Map<string, { type: ActionType; effects: readonly Effect[]; pay: number }>([...ACTION_CARDS, ...EMERGENCIES].map((c) => [c.id, c]));
const ASSET = new Map(ASSETS.map((a) => [a.id, a]));
const INVEST = new Map(INVESTMENTS.map((c) => [c.id, c]));
const CONTRACT = new Map(CORPS.map((c) => [c.id, c.contract]));

function context(v: NaView, seat: number): Ctx {
  const mine = v.mine;
  const corp = v.corps[seat]!.id;
  const rival = mine?.rival ?? 'federalist';
  const fed = rival === 'federalist';
  const rivalSeat = fed || rival === corp ? undefined : v.corps.findIndex((c) => c.id === rival);
  const danger = v.threat / RULES.threatEnd;
  const threatValue = fed ? (v.corps[seat]!.capital >= RULES.federalistCapital ? 3 : 0.5) : -(0.5 + 14 * danger * danger);
  return { v, seat, corp, fed, rivalSeat: rivalSeat === -1 ? undefined : rivalSeat, threatValue };
}

/** Whose contract a card's effects meet (a rough reading of the effects, without the board). */
function contractsMet(effects: readonly Effect[]): CorpId[] {
  const out: CorpId[] = [];
  for (const [id, c] of CONTRACT) {
    const hit = effects.some((e) =>
      (c.on === 'androidPlaced' && e.op === 'place' && e.what === 'android')
      || (c.on === 'developmentPlaced' && e.op === 'place' && e.what === 'development')
      || (c.on === 'illnessRemoved' && e.op === 'remove' && e.what === 'illness')
      || (c.on === 'enemyRemoved' && e.op === 'remove' && (e.what === 'humanFirst' || e.what === 'orgcrime'))
      || (c.on === 'unrestFell' && e.op === 'unrest' && e.by < 0)
      || (c.on === 'exploited' && e.op === 'exploit'));
    if (hit) out.push(id);
  }
  return out;
}

/** Threat a card adds by itself (its threat effects, illness it places). */
const threatOf = (effects: readonly Effect[]): number =>
  effects.reduce((t, e) => t + (e.op === 'threat' ? e.by : e.op === 'place' && e.what === 'illness' ? RULES.illnessThreat : 0), 0);

/** What `card` resolving for `owner` is worth to this seat. */
function cardValue(ctx: Ctx, card: string, owner: number, withAsset: boolean): number {
  const c = CARD.get(card);
  if (!c) return 0;
  const gains = new Map<number, number>();
  const add = (seat: number | undefined, n: number) => {
    if (seat !== undefined && seat >= 0) gains.set(seat, (gains.get(seat) ?? 0) + n);
  };
  add(owner, c.pay + (withAsset ? 3 : 0));
  for (const corp of contractsMet(c.effects)) add(ctx.v.corps.findIndex((x) => x.id === corp), CONTRACT.get(corp)!.capital);
  let v = (gains.get(ctx.seat) ?? 0) + ctx.threatValue * threatOf(c.effects);
  // Producing toward the demand keeps its threat (5-7) off the track: worth it while the supply is short.
  if (c.effects.some((e) => e.op === 'exploit' || (e.op === 'place' && e.what === 'android'))) v -= 4 * ctx.threatValue * shortOf(ctx.v);
  if (ctx.rivalSeat !== undefined) v -= 0.8 * (gains.get(ctx.rivalSeat) ?? 0);
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
  if (a.kind === 'trade' || a.kind === 'terms') return -100;
  if (k.startsWith('answer:')) return k.endsWith(':no') ? 1 : 0;
  if (k.startsWith('invest:')) {
    const c = INVEST.get(after(k, 'invest:'));
    if (!c) return 0;
    const s = c.score;
    switch (s.kind) {
      case 'supply': return Math.min(s.max, 5 * s.per);
      case 'demandMet': return ctx.fed ? s.n * 0.3 : s.n * 0.6;
      case 'demandUnmet': return ctx.fed ? s.n : s.n * 0.4;
      case 'count': return Math.min(s.max, 3 * s.per);
      case 'threat': return v.threat >= s.atLeast - 5 ? s.n : s.n * 0.3;
      case 'assets': return Math.min(s.max, (v.corps[seat]!.assets.length + 2) * s.per);
    }
    return 0;
  }
  if (k.startsWith('general:')) {
    const deck = after(k, 'general:') as ActionType;
    const favoured = CORPS.find((c) => c.id === ctx.corp)!.draw.includes(deck);
    return (favoured ? 1 : 0) + (v.decks[deck] ?? 0) / 100;
  }
  if (k.startsWith('discard:')) return -cardValue(ctx, after(k, 'discard:'), seat, false);
  if (k.startsWith('offer:')) return cardValue(ctx, after(k, 'offer:'), seat, true) - (after(k, 'offer:').startsWith('E-') ? 2 : 0);
  // Going back from a counteroffer's district is never the better choice (it would only ask again).
  if (k === 'target:back') return -100;
  if (k.startsWith('target:')) {
    const d = v.districts[Number(after(k, 'target:'))];
    // A sick district raises threat when the card involves it.
    return d?.illness ? 2 * ctx.threatValue : 0;
  }
  if (k.startsWith('counter:')) {
    if (k === 'counter:pass') return 0.5;
    const [, card, free] = k.split(':');
    const cost = free ? 0 : (RULES.counterCost[deal?.counters.length ?? 0] ?? 4);
    return cardValue(ctx, card!, seat, true) - cost - (card!.startsWith('E-') ? 2 : 0) - 1;
  }
  if (k.startsWith('support:') && deal) {
    const [, which, asset] = k.split(':');
    const offer = which === 'main' ? deal.main : deal.counters[deal.counters.length - 1];
    if (!offer) return 0;
    return cardValue(ctx, offer.card.id, offer.seat, true) - (asset ? 0.5 : 0);
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
