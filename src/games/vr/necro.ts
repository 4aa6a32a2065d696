import type { FlowContext } from '../../engine/events.ts';
import type { StepFor } from '../../engine/flow.ts';
import { agentsOwned, agentTypeOf, removeInfluence, removeServer, serversOf, titlesOf, tokensOnMap } from './board.ts';
import { boostName } from './boosts.ts';
import { corruptionOptions } from './corruptionCards.ts';
import { AGENT_TYPE_NAMES, AGENTS, NECRO, NECRO_IGNORE_GLOBAL, NECRO_IGNORE_GLOBAL_MAX, VERSES } from './data/index.ts';
import {
  changeIncome,
  discardCorruption,
  drawCorruption,
  gainImmunity,
  gainMoney,
  loseImmunity,
  loseMoney,
} from './econ.ts';
import {
  ask,
  type Handler,
  type LossWhat,
  type NecroApplyData,
  type Opt,
  queue,
  type StepRun,
  type VrFlow,
} from './flow.ts';
import { boroughLabel, discardAgentOnDuty, discardBoost } from './losses.ts';
import { m, who } from './messages.ts';
import { necroPart } from './necroCards.messages.ts';
import type { Step, VrState } from './state.ts';
import { discardVerse } from './verseRow.ts';
import { clip, clipLabel } from './wording.ts';

/**
 * The Necro attack. The top Necro card is revealed: its MINIMUM effect strikes the player(s) with
 * the lowest Income, its GLOBAL effect everyone, its MAXIMUM effect the player(s) with the highest
 * Income (everyone suffers all three when all Incomes are equal). Who suffers what is settled
 * first; then each player who can may spend 2 Immunity tokens to ignore the GLOBAL effect or 3 to
 * ignore GLOBAL and MAXIMUM (one simultaneous decision); then the effects apply. Since the groups
 * are fixed before anything happens, Income changes (Embezzlement, Revelations) cannot move a
 * player from one group to another: the effects are simultaneous.
 *
 * Choices inside an effect (which Verse, Agent, Boost, Borough, Server or Corruption card) are
 * asked of all the players concerned at once ('necroLoss').
 */

type Part = 'minimum' | 'global' | 'maximum';

/** The Necro card being applied (flow.ts declares it with the 'necroApply' step). */
type ApplyData = NecroApplyData;

/** The Necro attack step: reveals the top card (the last card of the deck at the end of the game). */
export const necroStep = (endGame: boolean): Step => ({ k: 'necro', data: { endGame } });

/**
 * Trios of Agents of different types `seat` may score. A promoted Mme Tropovicz's type is chosen
 * only after this attack, so she counts as whichever type makes the most trios: a player she
 * could give a trio must be offered the 3 Immunity way out of Sabotage's MAXIMUM effect.
 */
const trios = (s: VrState, seat: number): number => {
  const p = s.p[seat]!;
  const open = p.retired.includes('mme-tropovicz') && p.tropovicz === null;
  const types = open ? (['fighter', 'tech', 'diplomat'] as const) : [null];
  return Math.max(
    ...types.map((declared) => {
      const owned = agentsOwned(s, seat).map((id) =>
        declared && id === 'mme-tropovicz' ? declared : agentTypeOf(s, seat, id),
      );
      return Math.min(...(['fighter', 'tech', 'diplomat'] as const).map((t) => owned.filter((x) => x === t).length));
    }),
  );
};

/** Would this part of the card, on its own, change anything for `seat`? */
function partHurts(s: VrState, seat: number, card: string, part: Exclude<Part, 'minimum'>): boolean {
  const p = s.p[seat]!;
  const g = part === 'global';
  switch (card) {
    case 'corruption':
    case 'insurrections':
    case 'disruption':
    case 'uprising':
      return true;
    case 'embezzlement':
      return g ? p.money > 5 : p.money > 0;
    case 'tip-off':
      return tokensOnMap(s, seat) > 0;
    case 'hostile-ai':
      return p.verses.length > 0;
    case 'assassination':
      return p.onDuty.length > 0;
    case 'elimination':
      return p.boosts.length > 0;
    case 'computer-virus':
      return g ? p.verses.some((v) => v.online) : true;
    case 'sabotage':
      return g ? true : trios(s, seat) > 0;
    case 'shootout':
      return g ? titlesOf(s, seat).length > 0 : tokensOnMap(s, seat) > 0;
    default:
      return true;
  }
}

/**
 * Revelations, Blackmail and Uprising change one number in steps that interact (a MINIMUM gain or
 * discard, and the GLOBAL and MAXIMUM effects): what `seat` ends with (Income, Eurocredits, cards
 * in hand) when ignoring `ignore` Immunity's worth of it. null for the cards whose parts act
 * independently.
 */
function netResult(
  s: VrState,
  seat: number,
  card: string,
  data: Pick<ApplyData, 'min' | 'max'>,
  ignore: number,
): number | null {
  const p = s.p[seat]!;
  const min = data.min.includes(seat);
  const global = ignore < NECRO_IGNORE_GLOBAL;
  const max = data.max.includes(seat) && ignore < NECRO_IGNORE_GLOBAL_MAX;
  switch (card) {
    case 'revelations':
      // One Income change, clamped once (see necroApply).
      return Math.max(0, p.income + (min ? 1 : 0) - (global ? 1 : 0) - (max ? 2 : 0));
    case 'blackmail': {
      let money = p.money + (min ? 5 : 0);
      if (global) money = Math.max(0, money - 5);
      if (max) money = Math.max(0, money - 10);
      return money;
    }
    case 'uprising': {
      // The draws come first, then the MINIMUM discard of choice (see necroApply): with an empty
      // hand, a card drawn for GLOBAL is the card discarded.
      const hand = p.corruption.length + (global ? 1 : 0) + (max ? 2 : 0);
      return min && hand > 0 ? hand - 1 : hand;
    }
    default:
      return null;
  }
}

/**
 * Would spending Immunity to ignore this part change what `seat` ends with? Judged on the net
 * effect of the whole card, MINIMUM gain included: a lowest-Income player with nothing to lose
 * would still lose what the MINIMUM effect gives them. MAXIMUM is judged against ignoring GLOBAL
 * alone, so nobody pays a third token for nothing.
 */
function necroHurts(
  s: VrState,
  seat: number,
  card: string,
  part: Exclude<Part, 'minimum'>,
  groups: Pick<ApplyData, 'min' | 'max'>,
): boolean {
  if (part === 'maximum' && !groups.max.includes(seat)) return false;
  const before = netResult(s, seat, card, groups, part === 'global' ? 0 : NECRO_IGNORE_GLOBAL);
  if (before === null) return partHurts(s, seat, card, part);
  return before !== netResult(s, seat, card, groups, part === 'global' ? NECRO_IGNORE_GLOBAL : NECRO_IGNORE_GLOBAL_MAX);
}

const runNecro: StepRun<'necro'> = (s, step, ctx) => {
  const endGame = !!step.data?.endGame;
  const card = endGame ? s.necroDeck.pop() : s.necroDeck.shift();
  if (!card) {
    ctx.event(m('vr.necro.none'));
    return;
  }
  s.necroRevealed.push(card);
  // What anyone secretly saw on top of the deck is now public.
  for (const p of s.p) p.peek = null;
  const n = NECRO[card]!;
  const seats = s.order;
  const incomes = s.p.map((p) => p.income);
  const lo = Math.min(...incomes);
  const hi = Math.max(...incomes);
  const min = seats.filter((x) => s.p[x]!.income === lo);
  const max = seats.filter((x) => s.p[x]!.income === hi);
  const names = (xs: number[]) => xs.map(who).join(', ');
  ctx.event(
    m('vr.necro.attack', {
      name: n.name,
      min: names(min),
      minText: necroPart(n.id, 'minimum'),
      global: necroPart(n.id, 'global'),
      max: names(max),
      maxText: necroPart(n.id, 'maximum'),
    }),
  );
  if (lo === hi) ctx.event(m('vr.necro.equal'));
  const data: ApplyData = { card, min, max, ignore: {} };
  queue(s, [{ k: 'necroApply', data }], true);
  const choosers = seats.filter((x) => immunityOptions(s, x, data).length > 1);
  ask(s, 'necroImmunity', choosers, { card });
};

function immunityOptions(s: VrState, seat: number, data: Pick<ApplyData, 'card' | 'min' | 'max'>): Opt[] {
  const imm = s.p[seat]!.immunity;
  const n = NECRO[data.card]!;
  const out: Opt[] = [];
  const global = necroHurts(s, seat, data.card, 'global', data);
  const maximum = necroHurts(s, seat, data.card, 'maximum', data);
  if (imm >= NECRO_IGNORE_GLOBAL && global) {
    out.push({
      key: 'necro:ignore2',
      kind: 'immunity',
      label: m('vr.necro.ignore2', { n: NECRO_IGNORE_GLOBAL }),
      detail: clip(m('vr.necro.ignore2Detail', { text: necroPart(n.id, 'global') })),
      style: 'success',
    });
  }
  if (imm >= NECRO_IGNORE_GLOBAL_MAX && maximum) {
    out.push({
      key: 'necro:ignore3',
      kind: 'immunity',
      label: m('vr.necro.ignore3', { n: NECRO_IGNORE_GLOBAL_MAX }),
      detail: m('vr.necro.ignore3Detail'),
      style: 'success',
    });
  }
  // Which parts of the card then strike this seat (the card's words are in the prompt's news).
  const parts = `${data.min.includes(seat) ? 'm' : ''}g${data.max.includes(seat) ? 'x' : ''}`;
  out.push({
    key: 'necro:none',
    kind: 'immunity',
    label: m('vr.necro.spendNone'),
    detail: m('vr.necro.takes', { parts }),
    style: 'secondary',
  });
  return out;
}

const pendingApply = (s: VrState): ApplyData | undefined =>
  s.queue.find((q): q is StepFor<VrState, 'necroApply'> => q.k === 'necroApply')?.data;

const necroImmunityDecision: Handler<'necroImmunity'> = {
  options(s, _p, seat) {
    const data = pendingApply(s);
    return data ? immunityOptions(s, seat, data) : [];
  },
  resolve(s, _p, seat, opt, _n, ctx) {
    const data = pendingApply(s)!;
    const n =
      opt.key === 'necro:ignore3' ? NECRO_IGNORE_GLOBAL_MAX : opt.key === 'necro:ignore2' ? NECRO_IGNORE_GLOBAL : 0;
    if (n === 0) {
      ctx.event(m('vr.ev.noImmunityNecro', { who: who(seat) }));
      return;
    }
    loseImmunity(s, ctx, seat, n, n === NECRO_IGNORE_GLOBAL ? m('vr.necro.ignoresGlobal') : m('vr.necro.ignoresBoth'));
    data.ignore[String(seat)] = n;
  },
};

const runNecroApply: StepRun<'necroApply'> = (s, step, ctx) => {
  const data = step.data;
  const card = data.card;
  const why = NECRO[card]!.name;
  const losses: Partial<Record<LossWhat, Record<string, number>>> = {};
  const owe = (what: LossWhat, seat: number, n: number) => {
    const owed = (losses[what] ??= {});
    owed[String(seat)] = (owed[String(seat)] ?? 0) + n;
  };
  for (const seat of s.order) {
    const p = s.p[seat]!;
    const parts: Part[] = [];
    if (data.min.includes(seat)) parts.push('minimum');
    if ((data.ignore[String(seat)] ?? 0) < NECRO_IGNORE_GLOBAL) parts.push('global');
    if (data.max.includes(seat) && (data.ignore[String(seat)] ?? 0) < NECRO_IGNORE_GLOBAL_MAX) parts.push('maximum');
    const has = (x: Part) => parts.includes(x);
    const marker = (kind: 'recruit8' | 'server20' | 'verse14' | 'donationUp' | 'work3') => {
      p.modifiers.push({ kind, round: s.round + 1 });
      ctx.event(m('vr.ev.necroMarker', { who: who(seat), text: m(`vr.marker.${kind}`) }));
    };
    switch (card) {
      case 'corruption':
        if (has('minimum')) gainImmunity(s, ctx, seat, 1, why);
        if (has('global')) drawCorruption(s, ctx, seat, 1, why);
        if (has('maximum')) marker('recruit8');
        break;
      case 'insurrections':
        if (has('minimum')) gainImmunity(s, ctx, seat, 1, why);
        if (has('global')) marker('donationUp');
        if (has('maximum')) marker('server20');
        break;
      case 'disruption':
        if (has('minimum')) gainImmunity(s, ctx, seat, 1, why);
        if (has('global')) marker('work3');
        if (has('maximum')) marker('verse14');
        break;
      case 'embezzlement':
        if (has('global') && p.money > 5) loseMoney(s, ctx, seat, p.money - 5, m('vr.necro.noMoreThan5', { why }));
        if (has('maximum')) loseMoney(s, ctx, seat, p.money, why);
        if (has('minimum')) changeIncome(s, ctx, seat, 1, why);
        break;
      case 'revelations': {
        // One Income change per player, from the groups fixed beforehand.
        const delta = (has('minimum') ? 1 : 0) - (has('global') ? 1 : 0) - (has('maximum') ? 2 : 0);
        changeIncome(s, ctx, seat, delta, why);
        break;
      }
      case 'blackmail':
        if (has('minimum')) gainMoney(s, ctx, seat, 5, why);
        if (has('global')) loseMoney(s, ctx, seat, 5, why);
        if (has('maximum')) loseMoney(s, ctx, seat, 10, why);
        break;
      case 'tip-off':
      case 'uprising': {
        const n = (has('global') ? 1 : 0) + (has('maximum') ? 2 : 0);
        if (card === 'tip-off' && n > 0) owe('token', seat, n);
        // Uprising draws before the discard of choice, so a player struck by all three may discard a card just drawn.
        if (card === 'uprising' && n > 0) drawCorruption(s, ctx, seat, n, why);
        if (has('minimum') && p.corruption.length > 0) owe('corruption', seat, 1);
        break;
      }
      case 'hostile-ai':
      case 'assassination':
      case 'elimination': {
        if (has('minimum')) gainImmunity(s, ctx, seat, 1, why);
        const n = (has('global') ? 1 : 0) + (has('maximum') ? 1 : 0);
        if (n > 0) owe(card === 'hostile-ai' ? 'verse' : card === 'assassination' ? 'agent' : 'boost', seat, n);
        break;
      }
      case 'computer-virus':
        if (has('global')) {
          p.eog.verseCap = 8;
          ctx.event(m('vr.ev.verseCap', { who: who(seat), why }));
        }
        if (has('maximum')) {
          if (serversOf(s, seat).length > 0) owe('server', seat, 1);
          else {
            p.eog.vpLoss = (p.eog.vpLoss ?? 0) + 5;
            ctx.event(m('vr.ev.noServerLoss', { who: who(seat), why }));
          }
        }
        break;
      case 'sabotage':
        if (has('global')) {
          p.eog.objectiveCap = 25;
          ctx.event(m('vr.ev.objectiveCap', { who: who(seat), why }));
        }
        if (has('maximum')) {
          p.eog.trioPenalty = true;
          ctx.event(m('vr.ev.trioPenalty', { who: who(seat), why }));
        }
        break;
      case 'shootout':
        if (has('global')) {
          p.eog.titlePenalty = true;
          ctx.event(m('vr.ev.titlePenalty', { who: who(seat), why }));
        }
        if (has('maximum')) owe('borough', seat, 2);
        break;
    }
  }
  // Losses where the choice is forced happen now; the others are asked, everyone concerned at once
  // (pushed last first, so they are answered in the order of the card).
  for (const what of (Object.keys(losses) as LossWhat[]).reverse()) {
    const left = losses[what]!;
    for (const key of Object.keys(left)) {
      const seat = Number(key);
      const opts = lossOptions(s, seat, what);
      if (what === 'token' && tokensOnMap(s, seat) <= left[key]!) {
        for (const o of opts) removeInfluence(s, ctx, o.value as number, s.boroughs[(o.value as number) - 1]!.count);
      } else if ((what === 'borough' || what === 'verse' || what === 'server') && opts.length <= left[key]!) {
        for (const o of opts) applyLoss(s, ctx, seat, what, o.value, why);
      } else continue;
      delete left[key];
    }
    const seats = s.order.filter((x) => left[String(x)] !== undefined);
    ask(s, 'necroLoss', seats, { what, left, why });
  }
};

function lossOptions(s: VrState, seat: number, what: LossWhat): Opt[] {
  const p = s.p[seat]!;
  const mine = s.boroughs.flatMap((b, i) => (b.owner === seat && b.count > 0 ? [i + 1] : []));
  switch (what) {
    case 'corruption':
      return corruptionOptions(p.corruption, m('vr.don.discard'), 'nl:card');
    case 'token':
      return mine.map((b) => ({
        key: `nl:token:${b}`,
        kind: 'borough',
        label: clipLabel(m('vr.loss.removeToken', { borough: boroughLabel(b) })),
        value: b,
      }));
    case 'borough':
      return mine.map((b) => {
        const n = s.boroughs[b - 1]!.count;
        return {
          key: `nl:borough:${b}`,
          kind: 'borough',
          label: clipLabel(m('vr.loss.discardTokens', { n, borough: boroughLabel(b) })),
          value: b,
        };
      });
    case 'verse':
      return p.verses.map((v) => ({
        key: `nl:verse:${v.id}`,
        kind: 'verse',
        label: clipLabel(
          m(v.online ? 'vr.loss.discardVerse' : 'vr.loss.discardVerseLoading', { verse: VERSES[v.id]!.name }),
        ),
        value: v.id,
      }));
    case 'agent':
      return p.onDuty.map((a) => ({
        key: `nl:agent:${a.id}`,
        kind: 'agent',
        label: clipLabel(
          m('vr.loss.discardAgentTyped', {
            agent: AGENTS[a.id]!.name,
            type: AGENT_TYPE_NAMES[agentTypeOf(s, seat, a.id)],
          }),
        ),
        value: a.id,
      }));
    case 'boost':
      return p.boosts.map((b) => ({
        key: `nl:boost:${b.source}:${b.id}`,
        kind: 'boost',
        label: clipLabel(m('vr.loss.discard', { what: boostName(b) })),
        value: { source: b.source, id: b.id },
      }));
    case 'server':
      return serversOf(s, seat).map((b) => ({
        key: `nl:server:${b}`,
        kind: 'server',
        label: clipLabel(m('vr.loss.removeServer', { borough: boroughLabel(b) })),
        value: b,
      }));
  }
}

function applyLoss(s: VrState, ctx: FlowContext, seat: number, what: LossWhat, value: unknown, why: string): void {
  switch (what) {
    case 'corruption':
      discardCorruption(s, ctx, seat, value as string);
      ctx.event(m('vr.ev.discardsChosenCorruption', { who: who(seat), why }));
      return;
    case 'token':
      removeInfluence(s, ctx, value as number);
      return;
    // Shootout "discards" every token there; like any token leaving a Borough, they go to the Recycle Area.
    case 'borough':
      removeInfluence(s, ctx, value as number, s.boroughs[(value as number) - 1]!.count);
      return;
    case 'verse':
      discardVerse(s, ctx, seat, value as string, why);
      return;
    case 'agent':
      discardAgentOnDuty(s, ctx, seat, value as string, why, 'necro');
      return;
    case 'boost':
      discardBoost(s, ctx, seat, value as { source: 'card' | 'agent'; id: string }, why, 'necro');
      return;
    case 'server':
      removeServer(s, ctx, seat, value as number);
      return;
  }
}

const necroLossDecision: Handler<'necroLoss'> = {
  options(s, p, seat) {
    const left = p.data.left[String(seat)] ?? 0;
    return left > 0 ? lossOptions(s, seat, p.data.what) : [];
  },
  resolve(s, p, seat, opt, _n, ctx) {
    const left = p.data.left;
    applyLoss(s, ctx, seat, p.data.what, opt.value, p.data.why);
    left[String(seat)] = (left[String(seat)] ?? 1) - 1;
    return left[String(seat)]! > 0 ? 'keep' : undefined;
  },
};

/** Registers this module's decisions and steps on the game's flow. */
export function registerNecro(flow: VrFlow): void {
  flow.defineStep('necro', runNecro);
  flow.defineDecision('necroImmunity', necroImmunityDecision);
  flow.defineStep('necroApply', runNecroApply);
  flow.defineDecision('necroLoss', necroLossDecision);
}
