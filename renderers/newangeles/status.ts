/**
 * Whose move it is and what they are asked, in words, from the public view only; the caption; and
 * the /hand text from the seat's own view.
 */
import type { Seat } from '../../src/engine/types.ts';
import { assetOf } from '../../src/games/newangeles/cards.ts';
import { corpOf, perCount, type Rival, RULES } from '../../src/games/newangeles/data/index.ts';
import type { NaView } from '../../src/games/newangeles/view.ts';
import { fillSeatNames, type TurnStatus, tr } from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { r } from './messages.ts';
import { TIMING_WORD } from './style.ts';

/** What each decision asks, in a few words. */
export const DECISION_TEXT: Readonly<Record<string, string>> = {
  general: r('na.render.decision.general'),
  handLimit: r('na.render.decision.handLimit'),
  main: r('na.render.decision.main'),
  target: r('na.render.decision.target'),
  counter: r('na.render.decision.counter'),
  support: r('na.render.decision.support'),
  endTurn: r('na.render.decision.endTurn'),
  assetTarget: r('na.render.decision.assetTarget'),
  invest: r('na.render.decision.invest'),
};

const PHASE_TEXT: Readonly<Record<string, string>> = {
  action: r('na.render.phase.action'),
  production: r('na.render.phase.production'),
  demand: r('na.render.phase.demand'),
  event: r('na.render.phase.event'),
  over: r('na.render.phase.over'),
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
    return r('na.render.decision.counterCost', { cost });
  }
  return DECISION_TEXT[kind] ?? r('na.render.decide');
}

export function status(view: NaView, ctx: RenderContext): TurnStatus {
  if (view.result || ctx.outcome || view.phase === 'over')
    return { seats: [], what: ctx.outcome?.headline ?? r('na.render.phase.over') };
  const p = view.pending;
  if (p) {
    const seats = ctx.awaiting.length ? ctx.awaiting : p.seats;
    return { seats, what: p.text ?? decisionText(view, p.kind) };
  }
  // Between steps nobody is asked: the active player's turn goes on.
  const seats = ctx.awaiting.length ? [...ctx.awaiting] : view.phase === 'action' ? [view.active] : [];
  return { seats, what: PHASE_TEXT[view.phase] ?? r('na.render.round', { n: view.round }) };
}

/** The caption: what the awaited seats are asked, the round and the threat. */
export function caption(view: NaView, ctx: RenderContext): string {
  const s = status(view, ctx);
  if (view.result || ctx.outcome) {
    const first = view.result?.lines[0];
    return first ? r('na.render.captionResult', { what: s.what, line: fillSeatNames(tr(first), ctx) }) : s.what;
  }
  return r('na.render.caption', {
    what: s.what,
    round: view.round,
    rounds: RULES.rounds,
    threat: view.threat,
    end: RULES.threatEnd,
  });
}

/** What a rival card asks of its owner (rule 34-35), in words. */
export function rivalGoal(rival: Rival, ownCorp: string, players: number): string {
  if (rival === 'federalist')
    return r('na.render.goal.federalist', { end: RULES.threatEnd, capital: RULES.federalistCapital });
  if (rival === ownCorp) return r('na.render.goal.own', { n: perCount(RULES.ownRivalBeats, players) });
  return r('na.render.goal.other', { corp: corpOf(rival).name });
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
  out.push(r('na.render.text.corp', { corp: corp.name, n: corp.capital, contract: corp.contract }));
  out.push(r('na.render.text.rival', { rival: me.rivalText, goal: rivalGoal(me.rival, corp.id, view.players) }));
  if (me.investment) out.push(r('na.render.text.investment', { label: me.investment.label, text: me.investment.text }));
  else if (me.investOffer.length)
    out.push(
      r('na.render.text.chooseInvestment', {
        list: me.investOffer.map((i) => r('na.render.text.investOffer', { label: i.label, text: i.text })).join(' · '),
      }),
    );
  // Copies of a card as one entry ("2× Field Trial"); types and texts are in the picture.
  const counts = new Map<string, number>();
  for (const c of me.hand) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const cards = [...counts].map(([n, k]) => (k > 1 ? r('na.render.text.copies', { k, name: n }) : n)).join(' · ');
  out.push(r('na.render.text.hand', { n: me.hand.length, empty: me.hand.length ? 'n' : 'y', cards }));
  out.push(r('na.render.text.emergency', { card: corp.emergency.name, up: corp.emergencyUp ? 'y' : 'n' }));
  if (corp.assets.length)
    out.push(
      r('na.render.text.assets', {
        list: corp.assets
          .map((a) =>
            r('na.render.text.asset', {
              name: tr(a.name).split(',')[0]!,
              timing: TIMING_WORD[a.timing] ?? a.timing,
              exhausted: a.exhausted ? 'y' : 'n',
            }),
          )
          .join(' · '),
      }),
    );
  return out;
}
