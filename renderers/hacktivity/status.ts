/**
 * Whose move it is and what they are doing, in words, from the public view only; and the /hand
 * text from the seat's own view.
 */
import type { HackView } from '../../src/games/hacktivity/view.ts';
import type { TurnStatus } from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { iconsWords } from './icons.ts';
import { ANOMALY_SET_TEXT, cardOf, characterName } from './style.ts';

const DECISION_TEXT: Readonly<Record<string, string>> = {
  character: 'choose a Character',
  draw: 'choose the draw split (Character / Anomaly)',
  lastDraw: 'last turn: any one of them picks who draws a remaining Anomaly card',
  target: 'choose a target',
  distribute: 'distribute Destroy',
  block: 'choose a data block',
  share: 'split a shared effect',
  discard: 'discard a Character card',
  duplicate: 'choose a card to Duplicate',
  option: 'choose an option',
};

export const PHASE_TEXT: Readonly<Record<HackView['phase'], string>> = {
  setup: 'Set-up',
  draw: 'Draw',
  play: 'Play',
  over: 'Game over',
};

export function status(view: HackView, ctx: RenderContext): TurnStatus {
  if (view.over || ctx.outcome) {
    const head =
      ctx.outcome?.headline ??
      (view.result ? (view.result.won ? 'Mission accomplished' : 'Mission failed') : 'Game over');
    return { seats: [], what: head };
  }
  if (view.pending) {
    const seats = ctx.awaiting.length ? ctx.awaiting : view.pending.seats;
    return { seats, what: view.pending.text ?? DECISION_TEXT[view.pending.kind] ?? 'decide' };
  }
  if (view.turn) {
    const t = view.turn;
    const me = view.p[t.seat];
    // DrPower's turn held open after the cards (or with an empty hand): a program or End turn.
    const cardsDone = t.played >= 2 || (me !== undefined && me.handCharacter + me.handAnomaly === 0);
    return {
      seats: [t.seat],
      what: cardsDone
        ? 'run a program or end the turn'
        : t.played
          ? `play a 2nd card or end (${t.played}/2)`
          : 'play 1 or 2 cards',
    };
  }
  return { seats: [...ctx.awaiting], what: ctx.awaiting.length ? 'decide' : `${PHASE_TEXT[view.phase]} phase` };
}

export function caption(view: HackView, ctx: RenderContext): string {
  const s = status(view, ctx);
  if (!s.seats.length) return view.result ? `${s.what}: ${view.result.reason}` : s.what;
  return `${s.what} · Wave ${view.wave} ${PHASE_TEXT[view.phase]}`;
}

/** One card of a hand in words, with its numbers (only ever shown to its owner). */
export function cardText(id: string): string {
  const c = cardOf(id);
  switch (c.kind) {
    case 'character':
      return `${c.name} [${characterName(c.card.character)}] · top: ${iconsWords(c.card.top)} · bottom: ${iconsWords(c.card.bottom)}`;
    case 'anomaly': {
      const set = ANOMALY_SET_TEXT[c.card.set] ?? c.card.set;
      return `${c.name} [${set} Anomaly, ${c.card.nodes} nodes${c.card.chain ? ', automatic chain' : ''}] · top: place, ${iconsWords(c.card.top)} · bottom: ${iconsWords(c.card.bottom)}`;
    }
    case 'zero':
      return `${c.name} [Solo Zero: to the Enemy Discard, no effect]`;
    default:
      return `${c.name}`;
  }
}

/** The seat's hand as text lines for /hand, from its own view only. */
export function handText(view: HackView, ctx: HandContext): string[] {
  const me = view.me;
  if (!me || me.seat !== ctx.seat || view.viewer !== ctx.seat) return [];
  const p = view.p[me.seat];
  const out = [`🂠 Hand (${me.hand.length})${me.hand.length ? '' : ': empty'}`];
  for (const id of me.hand) out.push(`• ${cardText(id)}`);
  if (p?.drawnCount)
    out.push(
      `⏳ ${p.drawnCount} card${p.drawnCount === 1 ? '' : 's'} drawn face down (revealed when everyone has drawn)`,
    );
  if (p) out.push(`🛡 Firewall ${p.firewall} · deck ${p.deck}`);
  return out;
}
