import type { FlowContext } from '../../engine/events.ts';
import { type BoostRef, boostName, discardBoost as dropBoost } from './boosts.ts';
import { AGENTS, BOROUGHS, DISTRICTS } from './data/index.ts';
import { ask, type Handler, type Opt, type VrFlow } from './flow.ts';
import { why as because, m, who } from './messages.ts';
import type { BoostSlot, VrState } from './state.ts';
import { clipLabel } from './wording.ts';

/**
 * Losing things: an Agent on Duty or a Boost. Shared by the Interpol Raid, the Necro
 * attack and any other effect that discards them.
 *
 * The Quartier Latin Title ("During an Interpol Raid or a Necro attack, you can keep 1 Agent on
 * Duty or 1 Boost that should be discarded") is the only Title used outside its holder's turn:
 * whenever its holder, with the Title still upright, would lose an Agent on Duty or a Boost in a
 * Raid or a Necro attack, they are asked whether to turn it and keep the card.
 */

/** Why something is lost: only a Raid or a Necro attack lets the Quartier Latin Title step in. */
export type LossCause = 'raid' | 'necro' | 'other';

/** Why a loss happens, in words for its event, and its cause (none: 'other'). */
type LossHow = [why?: string, cause?: LossCause];

type Loss = { kind: 'agent'; id: string } | { kind: 'boost'; source: BoostSlot['source']; id: string };

/** A Borough for a button: "5th · Panthéon (Quartier Latin)". */
export const boroughLabel = (b: number): string =>
  m('vr.borough.label', {
    b,
    name: BOROUGHS[b]!.name.replace(/^\d+\w*\s*·\s*/, ''),
    district: DISTRICTS[BOROUGHS[b]!.district]!.name,
  });

/** Does `seat` hold the Quartier Latin Title, still upright this Round? */
export const quartierLatinReady = (s: VrState, seat: number): boolean =>
  s.titles.QL === seat && !s.titlesTurned.includes('QL');

/** Does `seat` still have the Agent on Duty or the Boost `l`? */
const owns = (s: VrState, seat: number, l: Loss): boolean =>
  l.kind === 'agent'
    ? s.p[seat]!.onDuty.some((a) => a.id === l.id)
    : s.p[seat]!.boosts.some((b) => b.source === l.source && b.id === l.id);

/**
 * Loses `loss` if `seat` still has it. In a Raid or a Necro attack the Quartier Latin holder is
 * first asked whether to keep it: the discard then waits for that answer (a decision on top of the
 * stack), so callers must not assume the card is gone.
 */
function lose(s: VrState, ctx: FlowContext, seat: number, loss: Loss, why = '', cause: LossCause = 'other'): void {
  if (!owns(s, seat, loss)) return;
  if (cause !== 'other' && quartierLatinReady(s, seat)) {
    ask(s, 'quartierLatin', [seat], { loss, why });
    return;
  }
  drop(s, ctx, seat, loss, why);
}

/** Discards one of `seat`'s Agents on Duty to the Agent discard pile, with the Quartier Latin protection (`lose`). */
export const discardAgentOnDuty = (s: VrState, ctx: FlowContext, seat: number, id: string, ...how: LossHow): void =>
  lose(s, ctx, seat, { kind: 'agent', id }, ...how);

/**
 * Discards one of `seat`'s Boosts (a card returns among the available Boost cards, an Agent turned
 * into a Boost goes to the Agent discard pile), with the Quartier Latin protection (`lose`).
 */
export const discardBoost = (s: VrState, ctx: FlowContext, seat: number, slot: BoostRef, ...how: LossHow): void =>
  lose(s, ctx, seat, { kind: 'boost', source: slot.source, id: slot.id }, ...how);

function drop(s: VrState, ctx: FlowContext, seat: number, l: Loss, why: string): void {
  if (l.kind === 'agent') dropAgent(s, ctx, seat, l.id, why);
  else dropBoost(s, ctx, seat, l, why);
}

function dropAgent(s: VrState, ctx: FlowContext, seat: number, id: string, why: string): void {
  const p = s.p[seat]!;
  const i = p.onDuty.findIndex((a) => a.id === id);
  if (i < 0) return;
  p.onDuty.splice(i, 1);
  s.agentDiscard.push(id);
  ctx.event(m('vr.ev.discardsAgent', { who: who(seat), agent: AGENTS[id]!.name, why: because(why) }));
}

const lossName = (l: Loss): string => (l.kind === 'agent' ? AGENTS[l.id]!.name : boostName(l));

const quartierLatinDecision: Handler<'quartierLatin'> = {
  options(s, p, seat) {
    const l = p.data.loss;
    if (!owns(s, seat, l)) return [];
    const name = lossName(l);
    const out: Opt[] = [
      { key: 'ql:discard', kind: 'ql', label: clipLabel(m('vr.loss.discard', { what: name })), style: 'danger' },
    ];
    if (quartierLatinReady(s, seat)) {
      out.unshift({
        key: 'ql:keep',
        kind: 'ql',
        label: clipLabel(m('vr.ql.keep', { what: name })),
        style: 'success',
      });
    }
    return out;
  },
  resolve(s, p, seat, opt, _n, ctx) {
    const l = p.data.loss;
    const why = p.data.why;
    if (opt.key === 'ql:keep') {
      s.titlesTurned.push('QL');
      ctx.event(m('vr.ev.qlKeeps', { who: who(seat), what: lossName(l), why: because(why) }));
      return;
    }
    drop(s, ctx, seat, l, why);
  },
};

/** Registers this module's decisions on the game's flow. */
export function registerLosses(flow: VrFlow): void {
  flow.defineDecision('quartierLatin', quartierLatinDecision);
}
