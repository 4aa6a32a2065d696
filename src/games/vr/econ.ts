import type { FlowContext } from '../../engine/events.ts';
import { corruptionCardText } from './corruptionCards.ts';
import { CORRUPTION, NECRO } from './data/index.ts';
import { why as because, m, who } from './messages.ts';
import { necroPart } from './necroCards.messages.ts';
import type { VrState } from './state.ts';

/** Eurocredits, Immunity, Income, +2 VP tokens and Corruption cards: never below zero. */

export function gainMoney(s: VrState, ctx: FlowContext, seat: number, n: number, why = ''): void {
  if (n <= 0) return;
  s.p[seat]!.money += n;
  ctx.event(m('vr.ev.gainMoney', { who: who(seat), n, why: because(why) }));
}

export function loseMoney(s: VrState, ctx: FlowContext, seat: number, n: number, why = ''): number {
  const p = s.p[seat]!;
  const lost = Math.min(p.money, Math.max(0, n));
  p.money -= lost;
  if (lost) ctx.event(m('vr.ev.loseMoney', { who: who(seat), n: lost, why: because(why) }));
  return lost;
}

/** Pays a cost the caller has checked. */
export function pay(s: VrState, seat: number, n: number): void {
  const p = s.p[seat]!;
  if (p.money < n) throw new Error(`seat ${seat} cannot pay ${n}`);
  p.money -= n;
}

export function gainImmunity(s: VrState, ctx: FlowContext, seat: number, n = 1, why = ''): void {
  if (n <= 0) return;
  s.p[seat]!.immunity += n;
  ctx.event(m('vr.ev.gainImmunity', { who: who(seat), n, why: because(why) }));
}

export function loseImmunity(s: VrState, ctx: FlowContext, seat: number, n = 1, why = ''): number {
  const p = s.p[seat]!;
  const lost = Math.min(p.immunity, n);
  p.immunity -= lost;
  if (lost)
    ctx.event(
      why
        ? m('vr.ev.spendImmunity', { who: who(seat), n: lost, why })
        : m('vr.ev.loseImmunity', { who: who(seat), n: lost }),
    );
  return lost;
}

export function changeIncome(s: VrState, ctx: FlowContext, seat: number, delta: number, why = ''): void {
  const p = s.p[seat]!;
  const next = Math.max(0, p.income + delta);
  if (next === p.income) return;
  const d = next - p.income;
  p.income = next;
  ctx.event(
    m(d > 0 ? 'vr.ev.incomeUp' : 'vr.ev.incomeDown', { who: who(seat), d: Math.abs(d), n: next, why: because(why) }),
  );
}

export function gainVpToken(s: VrState, ctx: FlowContext, seat: number, why = ''): void {
  s.p[seat]!.vpTokens += 1;
  ctx.event(m('vr.ev.vpToken', { who: who(seat), why: because(why) }));
}

export const corruptionText = (id: string): string => (CORRUPTION[id] ? corruptionCardText(CORRUPTION[id]) : id);

/** Draws Corruption cards into a hand (kept secret); an empty deck is rebuilt from the discard. */
export function drawCorruption(s: VrState, ctx: FlowContext, seat: number, n = 1, why = ''): void {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    if (s.corruptionDeck.length === 0) {
      // Every card is in someone's hand: nothing left to draw (the public count says so).
      if (s.corruptionDiscard.length === 0) break;
      s.corruptionDeck = ctx.rng.shuffle(s.corruptionDiscard);
      s.corruptionDiscard = [];
      ctx.event(m('vr.ev.corruptionReshuffled'));
    }
    const card = s.corruptionDeck.shift()!;
    s.p[seat]!.corruption.push(card);
    ctx.privately(seat, m('vr.ev.youDrawCorruption', { card: corruptionText(card) }));
    drawn += 1;
  }
  if (drawn === 0 && n > 0) ctx.event(m('vr.ev.drawNoCorruption', { who: who(seat), why: because(why) }));
  else ctx.event(m('vr.ev.drawCorruption', { who: who(seat), n: drawn, why: because(why) }));
}

export function discardCorruption(s: VrState, ctx: FlowContext, seat: number, card: string): boolean {
  const hand = s.p[seat]!.corruption;
  const i = hand.indexOf(card);
  if (i < 0) return false;
  hand.splice(i, 1);
  s.corruptionDiscard.push(card);
  ctx.privately(seat, m('vr.ev.youDiscardCorruption', { card: corruptionText(card) }));
  return true;
}

/** A Necro card with its three effects, as a player reads it. */
export function necroText(id: string): string {
  const n = NECRO[id];
  if (!n) return id;
  return m('vr.necroText', {
    name: n.name,
    min: necroPart(n.id, 'minimum'),
    global: necroPart(n.id, 'global'),
    max: necroPart(n.id, 'maximum'),
  });
}

/** Secretly looks at the top Necro card: only this player learns it, effects included. */
export function peekNecro(s: VrState, ctx: FlowContext, seat: number, why: string): void {
  const top = s.necroDeck[0];
  if (!top) return;
  s.p[seat]!.peek = top;
  ctx.privately(seat, m('vr.ev.youPeekNecro', { card: necroText(top) }));
  ctx.event(m('vr.ev.peekNecro', { who: who(seat), why }));
}
