import type { FlowContext } from '../../engine/events.ts';
import { listToken } from '../../engine/messages.ts';
import type { Seat } from '../../engine/types.ts';
import { demandOf, investmentOf } from './cards.ts';
import { RESOURCE_NAMES } from './city.ts';
import { type InvestScore, RESOURCES, RULES } from './data/index.ts';
import { investClauseOf } from './data/messages.ts';
import { ask, commit, committed, type NaFlow, type Opt } from './flow.ts';
import { m } from './messages.ts';
import { changeThreat, who } from './primitives.ts';
import type { NaState, Supply } from './state.ts';

/** Demand rounds (rules 76-80) and the secret investment choice (rules 42, 79). */

/** Rule 77: met only if every resource in the supply is at or above its target. */
export function demandMet(s: NaState): boolean {
  const t = demandOf(s.demand).targets;
  return RESOURCES.every((r) => s.supply[r] >= t[r]);
}

/** "Energy 5/6, Food 3/3, ..." — the supply against the targets. */
const against = (supply: Supply, targets: Supply): string =>
  RESOURCES.map((r) => m('na.against', { r: RESOURCE_NAMES[r], n: supply[r], of: targets[r] })).join(', ');

/** A demand card as the channel reads it. */
export function demandLine(id: string): string {
  const d = demandOf(id);
  const targets = RESOURCES.map((r) => m('na.target', { r: RESOURCE_NAMES[r], n: d.targets[r] })).join(', ');
  return m('na.demandLine', { name: d.name, targets, threat: d.threat });
}

/** How many districts (The Root included) hold the component, or are in that unrest stage. */
function districtsWith(s: NaState, what: Extract<InvestScore, { kind: 'count' }>['what']): number {
  if (what === 'protest' || what === 'strike') {
    const stage = what === 'protest' ? 1 : 2;
    return s.city.unrest.filter((u) => u === stage).length;
  }
  return s.city[what].filter((n) => n > 0).length;
}

/** Rule 80: what `seat`'s investment `id` pays now; `met` is judged before demand is paid. */
export function investmentScore(s: NaState, seat: Seat, id: string, met: boolean): number {
  const sc = investmentOf(id).score;
  switch (sc.kind) {
    case 'supply':
      return Math.min(sc.max, sc.per * s.supply[sc.resource]);
    case 'demandMet':
      return met ? sc.n : 0;
    case 'demandUnmet':
      return met ? 0 : sc.n;
    case 'count':
      return Math.min(sc.max, sc.per * districtsWith(s, sc.what));
    case 'threat':
      return s.threat >= sc.atLeast ? sc.n : 0;
    case 'assets':
      return Math.min(sc.max, sc.per * s.assets[seat]!.length);
  }
}

/** Rule 79: deals RULES.investDeal investment cards to every seat and asks each to keep one, all at once. */
export function dealInvestments(s: NaState, ctx: FlowContext): void {
  for (let seat = 0; seat < s.players; seat++) {
    s.investOffer[seat] = s.investDeck.splice(0, RULES.investDeal);
    const names = s.investOffer[seat]!.map((id) => investmentOf(id).name);
    if (names.length) ctx.event(m('na.event.dealtInvest', { cards: listToken(names) }), [seat]);
  }
  ctx.event(m('na.event.chooseInvest'));
  ask(
    s,
    'invest',
    Array.from({ length: s.players }, (_v, i) => i),
  );
}

/** Rule 76: every seat's investment revealed and scored, then returned to the bottom of its deck. */
function scoreInvestments(s: NaState, ctx: FlowContext, met: boolean): void {
  for (let seat = 0; seat < s.players; seat++) {
    const id = s.invest[seat];
    if (!id) continue;
    const card = investmentOf(id);
    const n = investmentScore(s, seat, id, met);
    s.capital[seat] = s.capital[seat]! + n;
    ctx.event(m('na.event.revealInvest', { who: who(seat), card: card.name, text: investClauseOf(id), n }));
    // Scored for its two rounds: back under the deck, so the next deal (6 players take all 12) can use it.
    s.invest[seat] = null;
    s.investDeck.push(id);
  }
}

/** The Demand round (rules 76-79), step by step. */
function demandRound(s: NaState, ctx: FlowContext): void {
  s.phase = 'demand';
  const d = demandOf(s.demand);
  ctx.event(m('na.event.demandRound', { n: s.demandRounds + 1, name: d.name, supply: against(s.supply, d.targets) }));
  // 1. Investments are judged against the board before demand is paid (rule 80).
  const met = demandMet(s);
  scoreInvestments(s, ctx, met);
  // 2. Pay demand (rule 77); an unmet demand may end the game at threat 25 (rule 82).
  if (met) ctx.event(m('na.event.demandMet', { name: d.name }));
  else {
    ctx.event(m('na.event.demandUnmet', { name: d.name }));
    changeThreat(s, ctx, d.threat, m('na.why.unmet', { name: d.name }));
    if (s.over) return;
  }
  // After the last Demand round the game ends (rule 84): no next demand is revealed; the board keeps
  // the last demand and the supply it was judged against (rule 79).
  if (s.demandRounds + 1 >= RULES.demandAfter.length) {
    s.demandRounds++;
    ctx.event(m('na.event.lastDemand'));
    return;
  }
  // 3. The demand to the bottom of its deck, the supply reset, the next demand revealed (rule 78).
  s.demandDeck.push(s.demand);
  s.demand = s.demandDeck.shift()!;
  s.supply = { energy: 0, food: 0, goods: 0, tech: 0 };
  s.demandRounds++;
  ctx.event(m('na.event.nextDemand', { line: demandLine(s.demand) }));
  // 4. New investments, unless that was the last Demand round (rule 79).
  if (s.demandRounds < RULES.demandAfter.length) dealInvestments(s, ctx);
}

/** Choosing: the seat's choice is only committed (secret); `done` files every choice at once. */
const investOptions = (s: NaState, seat: Seat): Opt[] =>
  s.investOffer[seat]!.map((id) => {
    const c = investmentOf(id);
    return {
      key: `invest:${id}`,
      kind: 'invest',
      label: m('na.choice.keep', { card: c.name }),
      detail: c.text,
      value: id,
    };
  });

export function registerDemand(flow: NaFlow): void {
  flow.defineDecision('invest', {
    options: (s, p, seat) => (committed(p, seat) === undefined ? investOptions(s, seat) : []),
    resolve: (_s, p, seat, c, _n, ctx) => {
      const id = c.value as string;
      commit(p, seat, id);
      ctx.event(m('na.event.youKeep', { card: investmentOf(id).name }), [seat]);
    },
    // Rules 42, 79: the choices are filed together; the unchosen cards go to the bottom of the deck.
    done: (s, p, ctx) => {
      for (let seat = 0; seat < s.players; seat++) {
        const kept = committed<string>(p, seat) ?? null;
        const offer = s.investOffer[seat]!;
        if (kept !== null && offer.includes(kept)) s.invest[seat] = kept;
        s.investDeck.push(...offer.filter((id) => id !== kept));
        s.investOffer[seat] = [];
      }
      ctx.event(m('na.event.allInvested'));
    },
  });
  flow.defineStep('demand', (s, _step, ctx) => demandRound(s, ctx));
}
