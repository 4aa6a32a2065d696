/**
 * Whose move it is and what they are doing, in words, from the public view only; and the /hand
 * text from the seat's own view.
 */
import { ROUNDS } from '../../src/games/ispy/data/index.ts';
import { capitalName, cardName, nationName } from '../../src/games/ispy/data/messages.ts';
import { m } from '../../src/games/ispy/messages.ts';
import type { IspyView } from '../../src/games/ispy/view.ts';
import type { TurnStatus } from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { r } from './messages.ts';
import { cardInfluence } from './style.ts';

/** What a decision asks, in a few words. */
const DECISION_TEXT: Readonly<Record<string, string>> = {
  shadow: r('spy.render.decision.shadow'),
  relocate: r('spy.render.decision.relocate'),
  fly: r('spy.render.decision.fly'),
  reward: r('spy.render.decision.reward'),
  recruit: r('spy.render.decision.recruit'),
  control: r('spy.render.decision.control'),
  empower: r('spy.render.decision.empower'),
  scandalize: r('spy.render.decision.scandalize'),
  initiative: r('spy.render.decision.initiative'),
  target: r('spy.render.decision.target'),
  cardOption: r('spy.render.decision.cardOption'),
  icon: r('spy.render.decision.icon'),
  tickets: r('spy.render.decision.tickets'),
  coerce: r('spy.render.decision.coerce'),
  coerceWho: r('spy.render.decision.coerceWho'),
  politician: r('spy.render.decision.politician'),
  finalReport: r('spy.render.decision.finalReport'),
  applyAsset: r('spy.render.decision.applyAsset'),
};

/** "Round 3/14" (or "Game over"). */
export const roundWords = (view: IspyView): string =>
  view.over ? r('spy.render.gameOver') : r('spy.render.round', { round: view.round, rounds: ROUNDS });

/** The turn's public progress: "cards 1/2 · 3 Tickets · in a Capital · Contact done". */
export function turnProgress(view: IspyView): string {
  const t = view.turn;
  if (!t) return '';
  if (t.stage === 'deploy') return r('spy.render.deploy');
  if (t.stage === 'flee') return r('spy.render.flee');
  const parts = [r('spy.render.cards', { n: Math.min(t.played, 2), extra: t.extraUsed ?? 0 })];
  if (t.tickets) parts.push(m('spy.tickets', { n: t.tickets }));
  if (t.visit === 'in') parts.push(r('spy.render.inCapital'));
  else if (t.visit === 'done') parts.push(r('spy.render.visited'));
  if (t.third === 'contact') parts.push(r('spy.render.contactDone'));
  else if (t.third === 'retrieval') parts.push(r('spy.render.retrieved'));
  if (t.courier) parts.push(cardName('courier'));
  if (t.privateTag === 'open') parts.push(r('spy.render.privateTag'));
  return parts.join(' · ');
}

export function status(view: IspyView, ctx: RenderContext): TurnStatus {
  if (view.over || ctx.outcome) return { seats: [], what: ctx.outcome?.headline ?? r('spy.render.gameOver') };
  if (view.pending) {
    const seats = ctx.awaiting.length ? ctx.awaiting : view.pending.seats;
    return { seats, what: view.pending.text ?? DECISION_TEXT[view.pending.kind] ?? r('spy.render.decide') };
  }
  if (view.turn) return { seats: [view.turn.seat], what: turnProgress(view) };
  return { seats: [...ctx.awaiting], what: ctx.awaiting.length ? r('spy.render.decide') : roundWords(view) };
}

/** The caption: what the awaited seats do, in a few words. */
export function caption(view: IspyView, ctx: RenderContext): string {
  const s = status(view, ctx);
  if (view.over || ctx.outcome || s.seats.length === 0) return s.what;
  if (!view.pending && view.turn?.stage === 'main') return r('spy.render.takeTurn', { what: s.what });
  return s.what;
}

/** The seat's secrets as text lines for /hand, from its own view only. */
export function handText(view: IspyView, ctx: HandContext): string[] {
  const me = view.me;
  if (!me || me.seat !== ctx.seat) return [];
  const out = [r('spy.render.text.alignment', { text: me.alignmentText })];
  const hand = me.hand.map((c) => r('spy.render.text.card', { card: c.name, influence: cardInfluence(c.id) }));
  out.push(r('spy.render.text.hand', { n: hand.length, list: hand.join(' · ') || r('spy.render.text.none') }));
  const spy = view.spies[me.seat];
  if (spy?.records.length)
    out.push(
      r('spy.render.text.records', {
        list: spy.records
          .map((x) => (x.rotated ? m('spy.words.retrieved', { card: cardName(x.card) }) : cardName(x.card)))
          .join(' · '),
      }),
    );
  const known = view.spaces.filter((sp) => sp.known);
  for (const sp of known) {
    out.push(
      r('spy.render.text.politician', {
        name: sp.known!.name,
        phase: sp.phase ?? 0,
        n: sp.tokens.filter((t) => t === me.seat).length,
        text: sp.known!.text,
      }),
    );
  }
  if (!known.length) out.push(r('spy.render.text.noPolitician'));
  if (me.stack) {
    const assets = me.stack.assets.map((a) => r('spy.render.text.asset', { name: a.name, cost: a.cost, text: a.text }));
    out.push(
      r('spy.render.text.stack', {
        capital: capitalName(me.stack.capital),
        n: assets.length,
        list: assets.join(' · ') || r('spy.render.text.empty'),
      }),
    );
  }
  if (view.over && spy?.alignment) out.push(r('spy.render.text.revealed', { nation: nationName(spy.alignment) }));
  return out;
}
