/**
 * Whose move it is and what they are asked, in words, from the public view only; the caption; and
 * the /hand text from the seat's own view.
 */
import type { Seat } from '../../src/engine/types.ts';
import { assetOf } from '../../src/games/newangeles/cards.ts';
import { corpOf, perCount, type Rival, RULES } from '../../src/games/newangeles/data/index.ts';
import type { NaView } from '../../src/games/newangeles/view.ts';
import { fillSeatNames, type TurnStatus } from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { TIMING_WORD } from './style.ts';

/** What each decision asks, in a few words. */
export const DECISION_TEXT: Readonly<Record<string, string>> = {
  general: 'choose a deck for the General draw',
  handLimit: 'discard down to the hand limit',
  main: 'make the main offer',
  target: "choose the offer's target district",
  counter: 'counteroffer or pass',
  support: 'support the main offer or the counteroffer',
  endTurn: 'use End of Turn assets, or end the turn',
  assetTarget: "choose the asset's target district",
  invest: 'choose a secret investment',
};

const PHASE_TEXT: Readonly<Record<string, string>> = {
  action: 'Action phase',
  production: 'Production',
  demand: 'Demand round',
  event: 'Event',
  over: 'Game over',
};

/**
 * What the next counteroffer costs now (rule 57): for `seat`, less its passive discount assets
 * (public: assets lie face up), as the deal charges it; without a seat, before any discount.
 */
export function counterCost(view: NaView, seat?: Seat): number {
  const base = RULES.counterCost[Math.min(view.deal?.counters.length ?? 0, RULES.counterCost.length - 1)] ?? 0;
  if (seat === undefined) return base;
  let off = 0;
  for (const a of view.corps[seat]?.assets ?? []) {
    const p = assetOf(a.id).power;
    if (a.timing === 'passive' && p.kind === 'counterDiscount') off += p.n;
  }
  return Math.max(0, base - off);
}

export function decisionText(view: NaView, kind: string): string {
  if (kind === 'counter') {
    const cost = counterCost(view, view.pending?.kind === 'counter' ? view.pending.seats[0] : undefined);
    return `counteroffer (${cost ? `costs ${cost} capital` : 'free'}) or pass`;
  }
  return DECISION_TEXT[kind] ?? 'decide';
}

export function status(view: NaView, ctx: RenderContext): TurnStatus {
  if (view.result || ctx.outcome || view.phase === 'over')
    return { seats: [], what: ctx.outcome?.headline ?? 'Game over' };
  const p = view.pending;
  if (p) {
    const seats = ctx.awaiting.length ? ctx.awaiting : p.seats;
    return { seats, what: p.text ?? decisionText(view, p.kind) };
  }
  // Between steps nobody is asked: the active player's turn goes on.
  const seats = ctx.awaiting.length ? [...ctx.awaiting] : view.phase === 'action' ? [view.active] : [];
  return { seats, what: PHASE_TEXT[view.phase] ?? `Round ${view.round}` };
}

/** The caption: what the awaited seats are asked, the round and the threat. */
export function caption(view: NaView, ctx: RenderContext): string {
  const s = status(view, ctx);
  if (view.result || ctx.outcome) {
    const first = view.result?.lines[0];
    return first ? `${s.what}: ${fillSeatNames(first, ctx)}` : s.what;
  }
  return `${s.what} · Round ${view.round}/${RULES.rounds} · threat ${view.threat}/${RULES.threatEnd}`;
}

/** What a rival card asks of its owner (rule 34-35), in words. */
export function rivalGoal(rival: Rival, ownCorp: string, players: number): string {
  if (rival === 'federalist')
    return `You are the Federalist: you win only if threat reaches ${RULES.threatEnd} while you hold at least ${RULES.federalistCapital} capital. You lose every normal end.`;
  if (rival === ownCorp)
    return `Your own corporation: at the end, beat (strictly more capital than) ${perCount(RULES.ownRivalBeats, players)} other corporations.`;
  return `At the end, have strictly more capital than ${corpOf(rival).name}.`;
}

/**
 * The seat's secrets and holdings as text lines for /hand, from its own view only. The platform
 * keeps about 700 characters of it, so hand cards go by name (their type and whole text are in the
 * hand picture and under each offer) and the public assets, by short name, come last.
 */
export function handText(view: NaView, ctx: HandContext): string[] {
  const me = view.mine;
  if (!me || me.seat !== ctx.seat || view.viewer !== ctx.seat) return [];
  const corp = view.corps[me.seat]!;
  const out: string[] = [];
  out.push(`🏢 ${corp.name} · ${corp.capital} capital · contract: ${corp.contract}`);
  out.push(`🎴 ${me.rivalText}. ${rivalGoal(me.rival, corp.id, view.players)}`);
  if (me.investment) out.push(`💼 ${me.investment.label}: ${me.investment.text}`);
  else if (me.investOffer.length)
    out.push(`💼 Choose an investment: ${me.investOffer.map((i) => `${i.label} (${i.text})`).join(' · ')}`);
  // Copies of a card as one entry ("2× Field Trial"); types and texts are in the picture.
  const counts = new Map<string, number>();
  for (const c of me.hand) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const cards = [...counts].map(([n, k]) => (k > 1 ? `${k}× ${n}` : n)).join(' · ');
  out.push(`🂠 Hand (${me.hand.length})${me.hand.length ? `: ${cards}` : ': empty'}`);
  out.push(
    `🚨 Emergency action ${corp.emergency.name}: ${corp.emergencyUp ? 'face up' : 'face down (not usable until flipped)'}`,
  );
  if (corp.assets.length)
    out.push(
      `◆ Assets: ${corp.assets.map((a) => `${a.name.split(',')[0]} (${TIMING_WORD[a.timing] ?? a.timing}${a.exhausted ? ', exhausted' : ''})`).join(' · ')}`,
    );
  return out;
}
