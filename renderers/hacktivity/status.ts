/**
 * Whose move it is and what they are doing, in words, from the public view only; and the /hand
 * text from the seat's own view.
 */
import type { HackView } from '../../src/games/hacktivity/view.ts';
import type { TurnStatus } from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { iconsWords } from './icons.ts';
import { r } from './messages.ts';
import { ANOMALY_SET_TEXT, cardOf, characterName } from './style.ts';

const DECISION_TEXT: Readonly<Record<string, string>> = {
  character: r('hack.render.decision.character'),
  draw: r('hack.render.decision.draw'),
  lastDraw: r('hack.render.decision.lastDraw'),
  target: r('hack.render.decision.target'),
  distribute: r('hack.render.decision.distribute'),
  block: r('hack.render.decision.block'),
  share: r('hack.render.decision.share'),
  discard: r('hack.render.decision.discard'),
  duplicate: r('hack.render.decision.duplicate'),
  option: r('hack.render.decision.option'),
};

export const PHASE_TEXT: Readonly<Record<HackView['phase'], string>> = {
  setup: r('hack.render.phase.setup'),
  draw: r('hack.render.phase.draw'),
  play: r('hack.render.phase.play'),
  over: r('hack.render.phase.over'),
};

export function status(view: HackView, ctx: RenderContext): TurnStatus {
  if (view.over || ctx.outcome) {
    const head =
      ctx.outcome?.headline ??
      (view.result ? r(view.result.won ? 'hack.render.won' : 'hack.render.lost') : r('hack.render.phase.over'));
    return { seats: [], what: head };
  }
  if (view.pending) {
    const seats = ctx.awaiting.length ? ctx.awaiting : view.pending.seats;
    return { seats, what: view.pending.text ?? DECISION_TEXT[view.pending.kind] ?? r('hack.render.decide') };
  }
  if (view.turn) {
    const t = view.turn;
    const me = view.p[t.seat];
    // DrPower's turn held open after the cards (or with an empty hand): a program or End turn.
    const cardsDone = t.played >= 2 || (me !== undefined && me.handCharacter + me.handAnomaly === 0);
    return {
      seats: [t.seat],
      what: cardsDone
        ? r('hack.render.runOrEnd')
        : t.played
          ? r('hack.render.second', { n: t.played })
          : r('hack.render.playCards'),
    };
  }
  return {
    seats: [...ctx.awaiting],
    what: ctx.awaiting.length ? r('hack.render.decide') : r('hack.render.phaseOf', { phase: PHASE_TEXT[view.phase] }),
  };
}

export function caption(view: HackView, ctx: RenderContext): string {
  const s = status(view, ctx);
  if (!s.seats.length) return view.result ? `${s.what}: ${view.result.reason}` : s.what;
  return r('hack.render.waveLine', { what: s.what, w: view.wave, phase: PHASE_TEXT[view.phase] });
}

/** One card of a hand in words, with its numbers (only ever shown to its owner). */
export function cardText(id: string): string {
  const c = cardOf(id);
  switch (c.kind) {
    case 'character':
      return r('hack.render.cardCharacter', {
        card: c.name,
        who: characterName(c.card.character),
        top: iconsWords(c.card.top),
        bottom: iconsWords(c.card.bottom),
      });
    case 'anomaly': {
      const set = ANOMALY_SET_TEXT[c.card.set] ?? c.card.set;
      return r('hack.render.cardAnomaly', {
        card: c.name,
        set,
        n: c.card.nodes,
        chain: c.card.chain ? 'yes' : 'no',
        top: iconsWords(c.card.top),
        bottom: iconsWords(c.card.bottom),
      });
    }
    case 'zero':
      return r('hack.render.cardZero', { card: c.name });
    default:
      return `${c.name}`;
  }
}

/** The seat's hand as text lines for /hand, from its own view only. */
export function handText(view: HackView, ctx: HandContext): string[] {
  const me = view.me;
  if (!me || me.seat !== ctx.seat || view.viewer !== ctx.seat) return [];
  const p = view.p[me.seat];
  const out = [r('hack.render.handHead', { n: me.hand.length, empty: me.hand.length ? 'no' : 'yes' })];
  for (const id of me.hand) out.push(`• ${cardText(id)}`);
  if (p?.drawnCount) out.push(r('hack.render.handDrawn', { n: p.drawnCount }));
  if (p) out.push(r('hack.render.handFirewall', { fw: p.firewall, deck: p.deck }));
  return out;
}
