import type { FlowContext } from '../../engine/events.ts';
import type { DataOf } from '../../engine/flow.ts';
import { activationText, agentKind } from './agents/text.ts';
import { boostsUnder, boroughState, placeServer, serverBlock } from './board.ts';
import { corruptionOptions } from './corruptionCards.ts';
import { donationExtra, recruitCost, serverCost, verseCost, workGain } from './costs.ts';
import {
  ACTION_NAMES,
  AGENTS,
  BOOST_CARDS,
  BOROUGHS,
  boroughsWithin,
  COSTS,
  MAX_ON_DUTY,
  RECRUIT_RANGE,
  SERVER_INCOME,
  VERSE_INCOME,
  VERSE_SPACES,
  VERSES,
  WORK_GAIN,
} from './data/index.ts';
import type { ActionId } from './data/types.ts';
import { changeIncome, discardCorruption, drawCorruption, gainImmunity, gainMoney, gainVpToken, pay } from './econ.ts';
import { ask, type Handler, type Opt, type VrFlow } from './flow.ts';
import { m, orList, who } from './messages.ts';
import type { VrState } from './state.ts';
import { acquireVerse } from './verseRow.ts';
import { verseOffer } from './verses/text.ts';
import { boroughName, clip, clipLabel, prefixed } from './wording.ts';

/** The five Actions. Choices inside an Action (which Agent, which Verse, what to donate) are decisions. */

export { ACTION_NAMES } from './data/index.ts';

/** The boost effect of a Boost slot (a Boost card, or a Level 1 Agent's Boost line). */
export function boostEffect(slot: { source: 'card' | 'agent'; id: string }) {
  return slot.source === 'card' ? BOOST_CARDS[slot.id]!.effect : AGENTS[slot.id]!.boost!;
}

const boostSum = (s: VrState, seat: number, action: ActionId, f: 'money' | 'income' | 'range' | 'verseRefresh') =>
  boostsUnder(s, seat, action).reduce((n, b) => n + (boostEffect(b)[f] ?? 0), 0);
export const donationBoosts = (s: VrState, seat: number) =>
  boostsUnder(s, seat, 'donation').filter((b) => boostEffect(b).donationDiscard).length;

export function recruitRange(s: VrState, seat: number): number {
  return RECRUIT_RANGE + boostSum(s, seat, 'recruit', 'range') + (s.turn?.seat === seat ? s.turn.bonus.range : 0);
}

/**
 * Agents `seat` could recruit now: in range of this turn's Director (or, for Morel, from the
 * discard pile). `bonusMoney`: Eurocredits the Action's bonuses will bring before paying.
 */
export function recruitable(
  s: VrState,
  seat: number,
  discardPile = false,
  bonusMoney = 0,
): { agent: string; space: number | null }[] {
  const p = s.p[seat]!;
  if (p.onDuty.length >= MAX_ON_DUTY || p.money + bonusMoney < recruitCost(s, seat)) return [];
  if (discardPile) return s.agentDiscard.map((agent) => ({ agent, space: null }));
  const at = s.turn?.borough;
  if (!at) return [];
  const reach = new Set(boroughsWithin(at, recruitRange(s, seat)));
  return s.agentSpaces.flatMap((sp, i) =>
    sp.agent && sp.borough !== null && reach.has(sp.borough) ? [{ agent: sp.agent, space: i }] : [],
  );
}

/**
 * Why an Action cannot be performed now (null: it can), as a sentence a player reads after the
 * Action's name: "Recruit an Agent: no Agent within range 1 of your Director". `ignoreMoney`:
 * only what money cannot change this turn (may an extra Action granted now ever be used?).
 */
export function actionBlock(
  s: VrState,
  seat: number,
  action: ActionId,
  discardPile = false,
  ignoreMoney = false,
): string | null {
  const p = s.p[seat]!;
  // The Action's own money bonuses may be received before paying (see bonusesBefore).
  const money = ignoreMoney ? Infinity : p.money + actionMoney(s, seat, action);
  const short = (cost: number) => m(money > p.money ? 'vr.no.costsBonus' : 'vr.no.costs', { cost, money });
  switch (action) {
    case 'work':
      return null;
    case 'recruit': {
      if (p.onDuty.length >= MAX_ON_DUTY) return m('vr.no.maxOnDuty', { n: MAX_ON_DUTY });
      if (money < recruitCost(s, seat)) return short(recruitCost(s, seat));
      if (discardPile) return s.agentDiscard.length ? null : m('vr.no.agentDiscardEmpty');
      if (!s.turn?.borough) return m('vr.no.directorFirst');
      return recruitable(s, seat, false, money - p.money).length
        ? null
        : m('vr.no.agentInRange', { range: recruitRange(s, seat) });
    }
    case 'server': {
      if (money < serverCost(s, seat)) return short(serverCost(s, seat));
      const b = s.turn?.borough;
      return b ? serverBlock(s, seat, b, serverWaived(s, seat, b)) : m('vr.no.directorFirst');
    }
    case 'verse':
      if (money < verseCost(s, seat)) return short(verseCost(s, seat));
      return s.verseDisplay.some((v) => v) ? null : m('vr.no.verse');
    case 'donation': {
      // A Donation that can pay for nothing would do nothing.
      const hand = p.corruption.length;
      const x = donationExtra(s, seat);
      if (hand >= 1 && money >= COSTS.donationOne + x) return null;
      if (money >= COSTS.donationImmunity + x) return null;
      if (hand >= 1 && money >= 1 && donationBoosts(s, seat) > 0) return null;
      return hand === 0
        ? m('vr.no.donationImmunity', { cost: COSTS.donationImmunity + x, money })
        : m('vr.no.donationDiscard', { cost: COSTS.donationOne + x, money });
    }
  }
}

/**
 * Is the Influence condition of Build a Server waived in Borough `b`? Delta's promotion waives it
 * wherever the player has no token ("where you have no Influence token", opposing tokens or not);
 * the Nation Title only where "there is no Influence token" at all: read literally, it does not
 * let a Server go beside an opponent's tokens.
 */
const serverWaived = (s: VrState, seat: number, b: number): boolean => {
  const t = s.turn;
  if (!t || t.seat !== seat) return false;
  return t.bonus.serverAnywhere || (!!t.bonus.serverEmpty && boroughState(s, b).count === 0);
};

/**
 * Eurocredits this Action's bonuses bring: its Boosts, and the one-time "if you perform X this
 * turn" bonuses waiting for it (Promotions, the Denfert Rochereau Title).
 */
export function actionMoney(s: VrState, seat: number, action: ActionId): number {
  let n = boostSum(s, seat, action, 'money');
  const t = s.turn;
  if (t && t.seat === seat) {
    n += t.bonus.onAction.filter((x) => x.action === action).reduce((m, x) => m + x.money, 0);
    if (action === 'work') n += t.bonus.workMoney;
  }
  return n;
}

/** The Eurocredits this Action's bonuses bring now, by source: "+3 € Boost", "+5 € Denfert Rochereau". */
function moneyBonuses(s: VrState, seat: number, action: ActionId): string[] {
  const out: string[] = [];
  const boost = boostSum(s, seat, action, 'money');
  if (boost) out.push(m('vr.bonus.boost', { n: boost }));
  const t = s.turn;
  if (t && t.seat === seat) {
    if (action === 'work' && t.bonus.workMoney)
      out.push(m('vr.bonus.from', { n: t.bonus.workMoney, source: 'Denfert Rochereau' }));
    for (const b of t.bonus.onAction)
      if (b.action === action && b.money > 0) out.push(m('vr.bonus.from', { n: b.money, source: b.source }));
  }
  return out;
}

/**
 * An Action's cost and effect for its button, as they are for this player now: the costs Necro
 * markers raise, the Boosts under it and the one-time bonuses waiting for it.
 */
export function actionDetail(s: VrState, seat: number, action: ActionId, discardPile = false): string {
  const bonus = moneyBonuses(s, seat, action);
  const plus = bonus.length ? m('vr.why', { why: bonus.join(', ') }) : '';
  const pay = (cost: number, printed: number) => m(cost > printed ? 'vr.act.payMarker' : 'vr.act.pay', { cost });
  switch (action) {
    case 'work': {
      const gain = workGain(s, seat);
      return clip(m(gain < WORK_GAIN ? 'vr.act.workMarker' : 'vr.act.work', { n: gain, plus }));
    }
    case 'recruit': {
      // With the Director placed, the Agents in reach are named (who is there is the choice).
      const near =
        !discardPile && s.turn?.seat === seat && s.turn.borough
          ? recruitable(s, seat, false, actionMoney(s, seat, 'recruit')).map((r) => AGENTS[r.agent]!.name)
          : [];
      const range = recruitRange(s, seat);
      const from = discardPile
        ? m('vr.act.fromDiscard')
        : near.length
          ? m('vr.act.near', { agents: orList(near), range })
          : m('vr.act.inRange', { range });
      return clip(m('vr.act.recruit', { pay: pay(recruitCost(s, seat), COSTS.recruit), from, plus }));
    }
    case 'server':
      return clip(
        m('vr.act.server', {
          pay: pay(serverCost(s, seat), COSTS.server),
          income: SERVER_INCOME + boostSum(s, seat, 'server', 'income'),
          plus,
        }),
      );
    case 'verse':
      return clip(
        m('vr.act.verse', {
          pay: pay(verseCost(s, seat), COSTS.verse),
          income: VERSE_INCOME,
          n: s.verseDisplay.filter(Boolean).length,
          plus,
        }),
      );
    case 'donation': {
      const x = donationExtra(s, seat);
      const boost = donationBoosts(s, seat) ? m('vr.act.donationBoost') : '';
      return clip(
        m('vr.act.donation', {
          one: COSTS.donationOne + x,
          two: COSTS.donationTwo + x,
          boost,
          imm: COSTS.donationImmunity + x,
        }),
      );
    }
  }
}

/**
 * "You may receive the bonus before or after performing the action": the money bonuses come
 * first, as the Action starts, so they can help pay for it (8 Eurocredits and a +2 Server Boost
 * build a Server). The one-time ones are used up.
 */
function bonusesBefore(s: VrState, ctx: FlowContext, seat: number, action: ActionId): void {
  const money = boostSum(s, seat, action, 'money');
  if (money) gainMoney(s, ctx, seat, money, m('vr.why.boost'));
  const t = s.turn;
  if (!t || t.seat !== seat) return;
  if (action === 'work' && t.bonus.workMoney) gainMoney(s, ctx, seat, t.bonus.workMoney, 'Denfert-Rochereau');
  if (action === 'work') t.bonus.workMoney = 0;
  for (const b of t.bonus.onAction.filter((x) => x.action === action && x.money > 0))
    gainMoney(s, ctx, seat, b.money, b.source);
  t.bonus.onAction = t.bonus.onAction.filter((x) => x.action !== action || x.refreshVerses);
}

/** The rest, once the Action is done: Income Boosts; the one-time bonuses it used are gone. */
function bonusesAfter(s: VrState, ctx: FlowContext, seat: number, action: ActionId): void {
  const income = boostSum(s, seat, action, 'income');
  if (income) changeIncome(s, ctx, seat, income, m('vr.why.boost'));
  const t = s.turn;
  if (!t || t.seat !== seat) return;
  // Titles and Promotions improve an Action "on a one-time basis": the first such Action of the
  // turn uses them up (a second Recruit or Server this turn, as an extra, gets none).
  if (action === 'recruit') t.bonus.range = 0;
  if (action === 'server') {
    t.bonus.serverAnywhere = false;
    t.bonus.serverEmpty = false;
  }
  t.performed.push(action);
}

/** "If you perform X this turn, gain ...": paid now if X was performed already, else when it is. */
export function onAction(
  s: VrState,
  ctx: FlowContext,
  seat: number,
  bonus: { action: ActionId; money: number; refreshVerses?: boolean; source: string },
): void {
  const t = s.turn!;
  if (t.performed.includes(bonus.action) && !bonus.refreshVerses) gainMoney(s, ctx, seat, bonus.money, bonus.source);
  else t.bonus.onAction.push(bonus);
}

/** Starts an Action; those with choices continue as decisions. */
export function performAction(s: VrState, ctx: FlowContext, seat: number, action: ActionId, discardPile = false): void {
  ctx.event(m('vr.ev.performs', { who: who(seat), action: ACTION_NAMES[action] }));
  // Every Action ends with an Agent, a Verse, a Server or a Donation once started (its choices
  // never run out), so its money bonuses can be received as it starts.
  bonusesBefore(s, ctx, seat, action);
  switch (action) {
    case 'work':
      gainMoney(s, ctx, seat, workGain(s, seat), m('vr.why.work'));
      bonusesAfter(s, ctx, seat, 'work');
      return;
    case 'server': {
      const b = s.turn!.borough!;
      pay(s, seat, serverCost(s, seat));
      changeIncome(s, ctx, seat, SERVER_INCOME, m('vr.why.server'));
      gainVpToken(s, ctx, seat, m('vr.why.server'));
      drawCorruption(s, ctx, seat, 1, m('vr.why.server'));
      placeServer(s, ctx, seat, b);
      bonusesAfter(s, ctx, seat, 'server');
      return;
    }
    case 'recruit':
      return ask(s, 'recruit', [seat], { discardPile });
    case 'verse':
      return ask(s, 'createVerse', [seat], verseRefreshBoosts(s, seat));
    case 'donation':
      return ask(s, 'donation', [seat], {
        paid: false,
        immunity: false,
        boostUses: donationBoosts(s, seat),
        discarding: 0,
      });
  }
}

const recruitDecision: Handler<'recruit'> = {
  options(s, p, seat) {
    const cost = recruitCost(s, seat);
    return recruitable(s, seat, p.data.discardPile).map(({ agent, space }) => ({
      key: `recruit:${agent}`,
      kind: 'recruit',
      value: { agent, space },
      label: clipLabel(
        space !== null
          ? m('vr.recruit.label', {
              agent: AGENTS[agent]!.name,
              space: space + 1,
              borough: m('vr.borough.named', { name: boroughName(s.agentSpaces[space]!.borough!) }),
            })
          : m('vr.recruit.labelDiscard', { agent: AGENTS[agent]!.name }),
      ),
      detail: prefixed(m('vr.recruit.detail', { cost, kind: agentKind(agent) }), activationText(agent)),
    }));
  },
  resolve(s, _p, seat, opt, _n, ctx) {
    const { agent, space } = opt.value as { agent: string; space: number | null };
    pay(s, seat, recruitCost(s, seat));
    if (space === null) s.agentDiscard = s.agentDiscard.filter((a) => a !== agent);
    else s.agentSpaces[space] = { agent: null, borough: null };
    s.p[seat]!.onDuty.push({ id: agent, turned: false });
    s.turn?.recruited.push(agent);
    ctx.event(m('vr.ev.recruits', { who: who(seat), agent: AGENTS[agent]!.name }));
    bonusesAfter(s, ctx, seat, 'recruit');
  },
};

/**
 * The refresh Boosts under Create a Verse: Professor Shane turned into a Boost refreshes "1 or 2"
 * Verse cards (single replacements, up to 2 each); the Boost card refreshes "2" (exactly two,
 * chosen one after the other, or none).
 */
function verseRefreshBoosts(s: VrState, seat: number): { refreshesLeft: number; pairsLeft: number } {
  const slots = boostsUnder(s, seat, 'verse').filter((b) => boostEffect(b).verseRefresh > 0);
  return {
    refreshesLeft: slots.filter((b) => b.source === 'agent').reduce((n, b) => n + boostEffect(b).verseRefresh, 0),
    pairsLeft: slots.filter((b) => b.source === 'card').length,
  };
}

function verseOptions(s: VrState, seat: number, data: DataOf<VrState, 'createVerse'>): Opt[] {
  const money = s.p[seat]!.money;
  const cost = verseCost(s, seat);
  const out: Opt[] = [];
  const { refreshesLeft, pairsLeft } = data;
  if (data.pairFirst !== undefined) {
    // The Boost card's second Verse: it refreshes two cards, so the second must be chosen now.
    const first = data.pairFirst;
    s.verseDisplay.forEach((v, i) => {
      if (v && i !== first)
        out.push({
          key: `verse-pair2:${i}`,
          kind: 'refresh',
          label: clipLabel(m('vr.verse.pair2', { verse: VERSES[v]!.name })),
          detail: clip(
            m('vr.verse.pair2Detail', { verse: VERSES[s.verseDisplay[first]!]?.name ?? m('vr.verse.theFirst') }),
          ),
          value: { i },
        });
    });
    return out;
  }
  s.verseDisplay.forEach((v, i) => {
    if (v && money >= cost)
      out.push({ key: `verse:${v}`, kind: 'verse', ...verseOffer(v, cost), value: { i }, style: 'success' });
  });
  // A refresh from an empty Verse deck would show the same Verses again.
  const fresh = s.verseDeck.length > 0;
  if (fresh && money >= COSTS.verseRefresh + cost)
    out.push({
      key: 'verse-refresh',
      kind: 'refresh',
      label: m('vr.verse.refresh', { n: VERSE_SPACES, cost: COSTS.verseRefresh }),
      detail: m('vr.verse.refreshDetail', { n: VERSE_SPACES }),
    });
  if (fresh && s.turn?.bonus.onAction.some((b) => b.action === 'verse' && b.refreshVerses))
    out.push({
      key: 'verse-refresh-free',
      kind: 'refresh',
      label: m('vr.verse.refreshFree', { n: VERSE_SPACES }),
      detail: m('vr.verse.refreshFreeDetail'),
    });
  if (fresh && refreshesLeft > 0)
    s.verseDisplay.forEach(
      (v, i) =>
        v &&
        out.push({
          key: `verse-swap:${i}`,
          kind: 'refresh',
          label: m('vr.verse.swap', { verse: VERSES[v]!.name }),
          detail: m('vr.verse.swapDetail', { n: refreshesLeft }),
          value: { i },
        }),
    );
  if (fresh && pairsLeft > 0 && s.verseDisplay.filter(Boolean).length >= 2) {
    s.verseDisplay.forEach(
      (v, i) =>
        v &&
        out.push({
          key: `verse-pair:${i}`,
          kind: 'refresh',
          label: clipLabel(m('vr.verse.pair', { verse: VERSES[v]!.name })),
          detail: m('vr.verse.pairDetail'),
          value: { i },
        }),
    );
  }
  return out;
}

export function refreshDisplay(s: VrState, only?: number): void {
  const idx = only === undefined ? Array.from({ length: VERSE_SPACES }, (_x, i) => i) : [only];
  for (const i of idx) {
    const v = s.verseDisplay[i];
    if (v) s.verseDeck.push(v);
  }
  for (const i of idx) s.verseDisplay[i] = s.verseDeck.shift() ?? null;
}

const createVerseDecision: Handler<'createVerse'> = {
  options: (s, p, seat) => verseOptions(s, seat, p.data),
  resolve(s, p, seat, opt, _n, ctx) {
    if (opt.key === 'verse-refresh') {
      pay(s, seat, COSTS.verseRefresh);
      refreshDisplay(s);
      ctx.event(m('vr.ev.refreshPaid', { who: who(seat), n: COSTS.verseRefresh }));
      return 'keep';
    }
    if (opt.key === 'verse-refresh-free') {
      s.turn!.bonus.onAction = s.turn!.bonus.onAction.filter((b) => !(b.action === 'verse' && b.refreshVerses));
      refreshDisplay(s);
      ctx.event(m('vr.ev.refreshFree', { who: who(seat) }));
      return 'keep';
    }
    if (opt.key.startsWith('verse-swap:')) {
      refreshDisplay(s, (opt.value as { i: number }).i);
      p.data.refreshesLeft -= 1;
      ctx.event(m('vr.ev.swapOne', { who: who(seat) }));
      return 'keep';
    }
    if (opt.key.startsWith('verse-pair:')) {
      p.data.pairFirst = (opt.value as { i: number }).i;
      return 'keep';
    }
    if (opt.key.startsWith('verse-pair2:')) {
      const pair = [p.data.pairFirst!, (opt.value as { i: number }).i];
      // Both go under the deck first, then both spaces are filled from the deck.
      for (const i of pair) s.verseDeck.push(s.verseDisplay[i]!);
      for (const i of pair) s.verseDisplay[i] = s.verseDeck.shift() ?? null;
      delete p.data.pairFirst;
      p.data.pairsLeft -= 1;
      ctx.event(m('vr.ev.swapTwo', { who: who(seat) }));
      return 'keep';
    }
    const { i } = opt.value as { i: number };
    const v = s.verseDisplay[i]!;
    pay(s, seat, verseCost(s, seat));
    changeIncome(s, ctx, seat, VERSE_INCOME, m('vr.why.verse'));
    drawCorruption(s, ctx, seat, 1, m('vr.why.verse'));
    takeFromDisplay(s, i);
    acquireVerse(s, ctx, seat, v);
    bonusesAfter(s, ctx, seat, 'verse');
  },
};

/** Takes Verse `i` from the display: the rest slide right and a new card fills the leftmost space. */
export function takeFromDisplay(s: VrState, i: number): string {
  const v = s.verseDisplay[i]!;
  const rest = s.verseDisplay.filter((_x, j) => j !== i);
  s.verseDisplay = [s.verseDeck.shift() ?? null, ...rest];
  return v;
}

const donationDecision: Handler<'donation'> = {
  options(s, p, seat) {
    const hand = s.p[seat]!.corruption;
    const money = s.p[seat]!.money;
    const extra = donationExtra(s, seat);
    const discarding = p.data.discarding;
    if (discarding > 0)
      return corruptionOptions(
        hand,
        discarding > 1 ? m('vr.don.discardLeft', { n: discarding }) : m('vr.don.discard'),
        'discard',
      );
    const out: Opt[] = [];
    const one = COSTS.donationOne + extra;
    const two = COSTS.donationTwo + extra;
    const imm = COSTS.donationImmunity + extra;
    // Insurrections' Necro marker raises every Donation payment by 1 this Round.
    const marker = extra ? m('vr.don.marker') : '';
    const imm0 = s.p[seat]!.immunity;
    const held = m('vr.don.held', { n: hand.length });
    for (const [n, cost] of [
      [1, one],
      [2, two],
    ] as const) {
      if (p.data.paid || hand.length < n || money < cost) continue;
      out.push({
        key: `don-${n}`,
        kind: 'donate',
        label: m('vr.don.payDiscard', { cost, n }),
        detail: m('vr.don.payDiscardDetail', { n, held, money, marker }),
      });
    }
    if (!p.data.immunity && money >= imm) {
      out.push({
        key: 'don-imm',
        kind: 'donate',
        label: m('vr.don.payImmunity', { cost: imm }),
        detail: m('vr.don.payImmunityDetail', { n: imm0, money, marker }),
      });
    }
    if (p.data.boostUses > 0 && hand.length >= 1 && money >= 1) {
      out.push({
        key: 'don-boost',
        kind: 'donate',
        label: m('vr.don.boost'),
        detail: m('vr.don.boostDetail', { held }),
      });
    }
    out.push({
      key: 'don-done',
      kind: 'done',
      label: m('vr.don.done'),
      detail: m('vr.don.doneDetail'),
      style: 'secondary',
    });
    return out;
  },
  resolve(s, p, seat, opt, _n, ctx) {
    const extra = donationExtra(s, seat);
    // Payments are public; which cards go stays secret.
    const paid = (n: number, what: string) => {
      pay(s, seat, n);
      ctx.event(m('vr.ev.paysTo', { who: who(seat), n, what }));
    };
    switch (opt.key) {
      case 'don-1':
        paid(COSTS.donationOne + extra, m('vr.don.what1'));
        p.data.paid = true;
        p.data.discarding = 1;
        return 'keep';
      case 'don-2':
        paid(COSTS.donationTwo + extra, m('vr.don.what2'));
        p.data.paid = true;
        p.data.discarding = 2;
        return 'keep';
      case 'don-boost':
        paid(1, m('vr.don.whatBoost'));
        p.data.boostUses -= 1;
        p.data.discarding = 1;
        return 'keep';
      case 'don-imm':
        paid(COSTS.donationImmunity + extra, m('vr.don.whatImm'));
        p.data.immunity = true;
        gainImmunity(s, ctx, seat, 1, m('vr.why.donation'));
        return 'keep';
      case 'don-done':
        bonusesAfter(s, ctx, seat, 'donation');
        return;
      default:
        discardCorruption(s, ctx, seat, opt.value as string);
        ctx.event(m('vr.ev.donationDiscards', { who: who(seat) }));
        p.data.discarding = Math.min(p.data.discarding - 1, s.p[seat]!.corruption.length);
        return 'keep';
    }
  },
};

export { BOROUGHS };

/** Registers this module's decisions on the game's flow. */
export function registerActions(flow: VrFlow): void {
  flow.defineDecision('recruit', recruitDecision);
  flow.defineDecision('createVerse', createVerseDecision);
  flow.defineDecision('donation', donationDecision);
}
