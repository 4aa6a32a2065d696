/**
 * Whose move it is and what they are asked, in words, from the public view only; and the /hand
 * text from the seat's own view.
 */
import { token } from '../../src/engine/messages.ts';
import { CORPORATIONS } from '../../src/games/axon/data/index.ts';
import type { AxonView, CardView } from '../../src/games/axon/view.ts';
import { fillSeatNames, type TurnStatus } from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { r } from './messages.ts';
import { RES_NAME, targetName } from './style.ts';

const DECISIONS = new Set([
  'corporation',
  'extraResource',
  'draft',
  'turn',
  'pay',
  'choose',
  'areaAction',
  'release',
  'reward',
  'phishBox',
  'phish',
  'software',
  'respond',
  'corpAbility',
  'monopoly',
  'roundDiscard',
  'handLimit',
]);

/** What a decision asks, in a few words (a message token). */
export function decisionText(kind: string): string {
  return DECISIONS.has(kind) ? token(`axon.render.decision.${kind}`) : r('axon.render.decide');
}

/** The active player's turn in a few words: its one action first, then a Special Action, Software or the end. */
export function turnText(view: AxonView): string {
  const t = view.turn;
  if (!t) return r('axon.render.decision.turn');
  if (t.acting) {
    const c = view.chars.find((x) => x.id === t.acting);
    return c ? r('axon.render.activating', { name: c.name }) : r('axon.render.activatingSome');
  }
  if (!t.acted) return r('axon.render.turnStart');
  return t.special ? r('axon.render.turnSpecial') : r('axon.render.turnAfter');
}

export function status(view: AxonView, ctx: RenderContext): TurnStatus {
  if (view.over || ctx.outcome) return { seats: [], what: ctx.outcome?.headline ?? r('axon.render.gameOver') };
  const p = view.pending;
  if (p) {
    const seats = ctx.awaiting.length ? ctx.awaiting : p.seats;
    const what = p.text ?? (p.kind === 'turn' ? turnText(view) : decisionText(p.kind));
    return { seats, what };
  }
  if (view.turn) return { seats: ctx.awaiting.length ? ctx.awaiting : [view.turn.seat], what: turnText(view) };
  if (view.phase === 'setup') return { seats: [...ctx.awaiting], what: r('axon.render.settingUp') };
  if (view.phase === 'endRound') return { seats: [...ctx.awaiting], what: r('axon.render.endOfRound') };
  return {
    seats: [...ctx.awaiting],
    what: ctx.awaiting.length ? r('axon.render.decide') : r('axon.render.round', { n: view.round }),
  };
}

/** The caption: what the awaited seats are asked, in a few words. */
export function caption(view: AxonView, ctx: RenderContext): string {
  const s = status(view, ctx);
  if (!s.seats.length)
    return view.over && view.result?.lines.length
      ? r('axon.render.captionOver', { what: s.what, line: fillSeatNames(view.result.lines[0]!, ctx) })
      : s.what;
  return r('axon.render.caption', { what: s.what, n: view.round });
}

const TYPES = new Set(['attack', 'counter', 'utility']);
/** A Software card's type in words (a message token), `upper` as printed on the card. */
export const typeWord = (type: string, upper = false): string =>
  TYPES.has(type) ? token(`axon.render.${upper ? 'cardType' : 'type'}.${type}`) : type;

/** A Software card in words (only ever shown to its owner when in hand). */
export function cardText(c: CardView): string {
  const card = r('axon.render.cardText', { name: c.name, type: typeWord(c.type), n: c.random, text: c.text });
  return c.target ? r('axon.render.cardOn', { card, target: targetName(c.target) }) : card;
}

/** The seat's hand and Desktop as text lines for /hand, from its own view only. */
export function handText(view: AxonView, ctx: HandContext): string[] {
  const me = view.me;
  if (!me || me.seat !== ctx.seat || view.viewer !== ctx.seat) return [];
  const p = view.p[me.seat];
  const out: string[] = [];
  if (p?.corp) {
    const corp = CORPORATIONS[p.corp]!;
    const scores = p.monopoly
      ? r('axon.render.monopoly', { res: RES_NAME[p.monopoly] })
      : r('axon.render.scores', { list: p.scores.map((x) => RES_NAME[x]).join(', ') });
    out.push(
      r('axon.render.corpLine', { corp: corp.name, scores, used: p.corpUsed ? 'yes' : 'no', text: corp.ability.text }),
    );
  }
  out.push(r('axon.render.handHead', { n: me.hand.length, empty: me.hand.length ? 'no' : 'yes' }));
  for (const c of me.hand) out.push(r('axon.render.handCard', { card: cardText(c) }));
  if (p?.desktop.length) out.push(r('axon.render.desktopLine', { cards: p.desktop.map(cardText).join(' · ') }));
  if (p) {
    const parts = p.vp.resources.map((x) =>
      r('axon.render.vpRes', { res: RES_NAME[x.res], n: x.tokens, double: x.each > 1 ? 'yes' : 'no' }),
    );
    if (p.vp.permVp) parts.push(r('axon.render.vpPerm', { n: p.vp.permVp }));
    if (p.vp.data) parts.push(r('axon.render.vpData', { n: p.vp.data }));
    out.push(r('axon.render.vpNow', { vp: p.vp.total, parts: parts.length ? parts.join(', ') : 'none' }));
  }
  return out;
}
