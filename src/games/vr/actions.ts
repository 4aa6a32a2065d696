import { AGENTS, BOROUGHS, COSTS, VERSES, boroughsWithin } from './data/index.ts';
import type { ActionId } from './data/types.ts';
import { boostsUnder, placeServer, serverBlock } from './board.ts';
import { donationExtra, recruitCost, serverCost, verseCost, workGain } from './costs.ts';
import { changeIncome, corruptionText, discardCorruption, drawCorruption, gainImmunity, gainMoney, gainVpToken, pay } from './econ.ts';
import { event } from './events.ts';
import { ask, defineDecision, type Opt } from './flow.ts';
import type { VrState } from './state.ts';
import { BOOST_CARDS } from './data/index.ts';
import { acquireVerse } from './verseRow.ts';

/** The five Actions. Choices inside an Action (which Agent, which Verse, what to donate) are decisions. */

export const ACTION_NAMES: Record<ActionId, string> = {
  work: 'Work', recruit: 'Recruit an Agent', server: 'Build a Server', verse: 'Create a Verse', donation: 'Make a Donation',
};

/** The boost effect of a Boost slot (a Boost card, or a Level 1 Agent's Boost line). */
export function boostEffect(slot: { source: 'card' | 'agent'; id: string }) {
  return slot.source === 'card' ? BOOST_CARDS[slot.id]!.effect : AGENTS[slot.id]!.boost!;
}

const boostSum = (s: VrState, seat: number, action: ActionId, f: 'money' | 'income' | 'range' | 'verseRefresh') =>
  boostsUnder(s, seat, action).reduce((n, b) => n + (boostEffect(b)[f] ?? 0), 0);
export const donationBoosts = (s: VrState, seat: number) => boostsUnder(s, seat, 'donation').filter((b) => boostEffect(b).donationDiscard).length;

export function recruitRange(s: VrState, seat: number): number {
  return 1 + boostSum(s, seat, 'recruit', 'range') + (s.turn?.seat === seat ? s.turn.bonus.range : 0);
}

/** Agents `seat` could recruit now: in range of this turn's Director (or, for Morel, from the discard pile). */
export function recruitable(s: VrState, seat: number, discardPile = false): { agent: string; space: number | null }[] {
  const p = s.p[seat]!;
  if (p.onDuty.length >= 3 || p.money < recruitCost(s, seat)) return [];
  if (discardPile) return s.agentDiscard.map((agent) => ({ agent, space: null }));
  const at = s.turn?.borough;
  if (!at) return [];
  const reach = new Set(boroughsWithin(at, recruitRange(s, seat)));
  return s.agentSpaces.flatMap((sp, i) => (sp.agent && sp.borough !== null && reach.has(sp.borough) ? [{ agent: sp.agent, space: i }] : []));
}

/** Why an Action cannot be performed now (null: it can). */
export function actionBlock(s: VrState, seat: number, action: ActionId, discardPile = false): string | null {
  const p = s.p[seat]!;
  switch (action) {
    case 'work': return null;
    case 'recruit':
      if (p.onDuty.length >= 3) return 'you already have 3 Agents on Duty';
      if (p.money < recruitCost(s, seat)) return `it costs ${recruitCost(s, seat)} Eurocredits`;
      return recruitable(s, seat, discardPile).length ? null : discardPile ? 'the discard pile holds no Agent' : 'no Agent is within range';
    case 'server': {
      if (p.money < serverCost(s, seat)) return `it costs ${serverCost(s, seat)} Eurocredits`;
      const b = s.turn?.borough;
      return b ? serverBlock(s, seat, b, serverAnywhere(s, seat)) : 'place your Director first';
    }
    case 'verse':
      if (p.money < verseCost(s, seat)) return `it costs ${verseCost(s, seat)} Eurocredits`;
      return s.verseDisplay.some((v) => v) ? null : 'no Verse is available';
    case 'donation': return null;
  }
}

/** Delta's promotion or the Nation Title: this turn's Server needs no Influence token. */
const serverAnywhere = (s: VrState, seat: number) => s.turn?.seat === seat && s.turn.bonus.serverAnywhere;

/** One-time bonuses waiting for this Action, and the Boosts under it. */
function actionBonuses(s: VrState, seat: number, action: ActionId): void {
  const money = boostSum(s, seat, action, 'money');
  if (money) gainMoney(s, seat, money, 'Boost');
  const income = boostSum(s, seat, action, 'income');
  if (income) changeIncome(s, seat, income, 'Boost');
  const t = s.turn;
  if (!t || t.seat !== seat) return;
  if (action === 'work' && t.bonus.workMoney) gainMoney(s, seat, t.bonus.workMoney, 'Denfert-Rochereau');
  for (const b of t.bonus.onAction.filter((x) => x.action === action && x.money > 0)) gainMoney(s, seat, b.money, b.source);
  t.bonus.onAction = t.bonus.onAction.filter((x) => x.action !== action || x.refreshVerses);
  t.performed.push(action);
}

/** "If you perform X this turn, gain ...": paid now if X was performed already, else when it is. */
export function onAction(s: VrState, seat: number, bonus: { action: ActionId; money: number; refreshVerses?: boolean; source: string }): void {
  const t = s.turn!;
  if (t.performed.includes(bonus.action) && !bonus.refreshVerses) gainMoney(s, seat, bonus.money, bonus.source);
  else t.bonus.onAction.push(bonus);
}

/** Starts an Action; those with choices continue as decisions. */
export function performAction(s: VrState, seat: number, action: ActionId, discardPile = false): void {
  event(s, `{seat:${seat}} performs ${ACTION_NAMES[action]}.`);
  switch (action) {
    case 'work':
      gainMoney(s, seat, workGain(s, seat), 'Work');
      actionBonuses(s, seat, 'work');
      return;
    case 'server': {
      const b = s.turn!.borough!;
      pay(s, seat, serverCost(s, seat));
      changeIncome(s, seat, 2, 'Server');
      gainVpToken(s, seat, 'Server');
      drawCorruption(s, seat, 1, 'Server');
      placeServer(s, seat, b);
      actionBonuses(s, seat, 'server');
      return;
    }
    case 'recruit': return ask(s, 'recruit', [seat], { discardPile });
    case 'verse': return ask(s, 'createVerse', [seat], { refreshesLeft: boostSum(s, seat, 'verse', 'verseRefresh') });
    case 'donation': return ask(s, 'donation', [seat], { paid: false, immunity: false, boostUses: donationBoosts(s, seat), discarding: 0 });
  }
}

defineDecision('recruit', {
  options(s, p, seat) {
    const cost = recruitCost(s, seat);
    return recruitable(s, seat, !!p.data.discardPile).map(({ agent, space }) => ({
      key: `recruit:${agent}`, kind: 'recruit', value: { agent, space },
      label: `Recruit ${AGENTS[agent]!.name}${space !== null ? ` (#${space + 1}, B${s.agentSpaces[space]!.borough})` : ''}`,
      detail: `Pay ${cost}. ${AGENTS[agent]!.type} L${AGENTS[agent]!.level}: ${AGENTS[agent]!.activation}`.slice(0, 100),
    }));
  },
  resolve(s, _p, seat, opt) {
    const { agent, space } = opt.value as { agent: string; space: number | null };
    pay(s, seat, recruitCost(s, seat));
    if (space === null) s.agentDiscard = s.agentDiscard.filter((a) => a !== agent);
    else s.agentSpaces[space] = { agent: null, borough: null };
    s.p[seat]!.onDuty.push({ id: agent, turned: false });
    s.turn?.recruited.push(agent);
    event(s, `{seat:${seat}} recruits ${AGENTS[agent]!.name}.`);
    actionBonuses(s, seat, 'recruit');
  },
});

function verseOptions(s: VrState, seat: number, refreshesLeft: number): Opt[] {
  const money = s.p[seat]!.money;
  const cost = verseCost(s, seat);
  const out: Opt[] = [];
  s.verseDisplay.forEach((v, i) => {
    if (v && money >= cost) out.push({ key: `verse:${v}`, kind: 'verse', label: `Take ${VERSES[v]!.name}`, detail: `Pay ${cost}. ${VERSES[v]!.condition}`.slice(0, 100), value: { i } , style: 'success' });
  });
  if (money >= COSTS.verseRefresh + cost) out.push({ key: 'verse-refresh', kind: 'refresh', label: `Refresh all 5 (pay ${COSTS.verseRefresh})`, detail: 'Return the 5 Verses under the deck and show the next 5.' });
  if (s.turn?.bonus.onAction.some((b) => b.action === 'verse' && b.refreshVerses)) out.push({ key: 'verse-refresh-free', kind: 'refresh', label: 'Refresh all 5 (Professor Shane)', detail: 'Free: the Promotion you used this turn.' });
  if (refreshesLeft > 0) s.verseDisplay.forEach((v, i) => v && out.push({ key: `verse-swap:${i}`, kind: 'swap', label: `Replace ${VERSES[v]!.name} (Boost)`, detail: `Boost: replace up to ${refreshesLeft} more Verse card(s) for free.`, value: { i } }));
  return out;
}

export function refreshDisplay(s: VrState, only?: number): void {
  const idx = only === undefined ? [0, 1, 2, 3, 4] : [only];
  for (const i of idx) {
    const v = s.verseDisplay[i];
    if (v) s.verseDeck.push(v);
  }
  for (const i of idx) s.verseDisplay[i] = s.verseDeck.shift() ?? null;
}

defineDecision('createVerse', {
  options: (s, p, seat) => verseOptions(s, seat, Number(p.data.refreshesLeft ?? 0)),
  resolve(s, p, seat, opt) {
    if (opt.key === 'verse-refresh') {
      pay(s, seat, COSTS.verseRefresh);
      refreshDisplay(s);
      event(s, `{seat:${seat}} pays ${COSTS.verseRefresh} to refresh the Verse display.`);
      return 'keep';
    }
    if (opt.key === 'verse-refresh-free') {
      s.turn!.bonus.onAction = s.turn!.bonus.onAction.filter((b) => !(b.action === 'verse' && b.refreshVerses));
      refreshDisplay(s);
      event(s, `{seat:${seat}} refreshes the Verse display (Professor Shane).`);
      return 'keep';
    }
    if (opt.key.startsWith('verse-swap:')) {
      refreshDisplay(s, (opt.value as { i: number }).i);
      p.data.refreshesLeft = Number(p.data.refreshesLeft) - 1;
      event(s, `{seat:${seat}} replaces one Verse card (Boost).`);
      return 'keep';
    }
    const { i } = opt.value as { i: number };
    const v = s.verseDisplay[i]!;
    pay(s, seat, verseCost(s, seat));
    changeIncome(s, seat, 1, 'Verse');
    drawCorruption(s, seat, 1, 'Verse');
    takeFromDisplay(s, i);
    acquireVerse(s, seat, v);
    actionBonuses(s, seat, 'verse');
  },
});

/** Takes Verse `i` from the display: the rest slide right and a new card fills the leftmost space. */
export function takeFromDisplay(s: VrState, i: number): string {
  const v = s.verseDisplay[i]!;
  const rest = s.verseDisplay.filter((_x, j) => j !== i);
  s.verseDisplay = [s.verseDeck.shift() ?? null, ...rest];
  return v;
}

defineDecision('donation', {
  options(s, p, seat) {
    const hand = s.p[seat]!.corruption;
    const money = s.p[seat]!.money;
    const extra = donationExtra(s, seat);
    const discarding = Number(p.data.discarding ?? 0);
    if (discarding > 0) {
      return [...new Set(hand)].map((c) => ({ key: `discard:${c}`, kind: 'card', label: `Discard: ${corruptionText(c)}`.slice(0, 80), value: c }));
    }
    const out: Opt[] = [];
    if (!p.data.paid && hand.length >= 1 && money >= 1 + extra) out.push({ key: 'don-1', kind: 'donate', label: `Pay ${1 + extra}: discard 1 Corruption card` });
    if (!p.data.paid && hand.length >= 2 && money >= 3 + extra) out.push({ key: 'don-2', kind: 'donate', label: `Pay ${3 + extra}: discard 2 Corruption cards` });
    if (!p.data.immunity && money >= COSTS.donationImmunity + extra) out.push({ key: 'don-imm', kind: 'donate', label: `Pay ${COSTS.donationImmunity + extra}: gain 1 Immunity` });
    if (Number(p.data.boostUses) > 0 && hand.length >= 1 && money >= 1) out.push({ key: 'don-boost', kind: 'donate', label: 'Pay 1: discard 1 Corruption card (Boost)' });
    out.push({ key: 'don-done', kind: 'done', label: 'Finish the Donation', style: 'secondary' });
    return out;
  },
  resolve(s, p, seat, opt) {
    const extra = donationExtra(s, seat);
    switch (opt.key) {
      case 'don-1': pay(s, seat, 1 + extra); p.data.paid = true; p.data.discarding = 1; return 'keep';
      case 'don-2': pay(s, seat, 3 + extra); p.data.paid = true; p.data.discarding = 2; return 'keep';
      case 'don-boost': pay(s, seat, 1); p.data.boostUses = Number(p.data.boostUses) - 1; p.data.discarding = 1; return 'keep';
      case 'don-imm': pay(s, seat, COSTS.donationImmunity + extra); p.data.immunity = true; gainImmunity(s, seat, 1, 'Donation'); return 'keep';
      case 'don-done': actionBonuses(s, seat, 'donation'); return;
      default:
        discardCorruption(s, seat, opt.value as string);
        event(s, `{seat:${seat}} discards a Corruption card (Donation).`);
        p.data.discarding = Math.min(Number(p.data.discarding) - 1, s.p[seat]!.corruption.length);
        return 'keep';
    }
  },
});

export { BOROUGHS };
