/**
 * Whose move it is and what they are asked, in words, from the public view only; and the /hand
 * text from the seat's own view.
 */
import { CORPORATIONS } from '../../src/games/axon/data/index.ts';
import type { AxonView, CardView } from '../../src/games/axon/view.ts';
import { fillSeatNames, type TurnStatus } from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { cap, RES_NAME, targetName } from './style.ts';

/** What each decision asks, in a few words. */
export const DECISION_TEXT: Readonly<Record<string, string>> = {
  corporation: 'choose a Corporation',
  extraResource: 'choose a third scoring Resource',
  draft: 'draft Characters (keep 2 of 5)',
  turn: 'take a turn',
  pay: 'pay with Software cards',
  choose: 'choose how the Character acts',
  areaAction: 'take or skip the Area Action',
  release: 'place the released prisoner',
  reward: 'place a reward Resource token',
  phishBox: 'choose an Exit Area to phish at',
  phish: 'keep 1 of 5 phished Characters',
  software: "choose the Software card's targets",
  respond: 'answer the Attack: Counter or pass',
  corpAbility: 'resolve the Corporation ability',
  monopoly: 'choose the Monopoly Resource',
  roundDiscard: 'End of Round: discard cards to phish',
  handLimit: 'End of Round: discard to the hand limit',
};

/** The active player's turn in a few words: its one action first, then a Special Action, Software or the end. */
export function turnText(view: AxonView): string {
  const t = view.turn;
  if (!t) return 'take a turn';
  if (t.acting) {
    const c = view.chars.find((x) => x.id === t.acting);
    return c ? `activating the ${c.name}` : 'activating a Character';
  }
  if (!t.acted) return 'activate a Character, phish, take First Player or reverse';
  return t.special ? 'play Software or end the turn' : 'Special Action, Software, or end the turn';
}

export function status(view: AxonView, ctx: RenderContext): TurnStatus {
  if (view.over || ctx.outcome) return { seats: [], what: ctx.outcome?.headline ?? 'Game over' };
  const p = view.pending;
  if (p) {
    const seats = ctx.awaiting.length ? ctx.awaiting : p.seats;
    const what = p.text ?? (p.kind === 'turn' ? turnText(view) : (DECISION_TEXT[p.kind] ?? 'decide'));
    return { seats, what };
  }
  if (view.turn) return { seats: ctx.awaiting.length ? ctx.awaiting : [view.turn.seat], what: turnText(view) };
  if (view.phase === 'setup') return { seats: [...ctx.awaiting], what: 'setting up' };
  if (view.phase === 'endRound') return { seats: [...ctx.awaiting], what: 'End of Round' };
  return { seats: [...ctx.awaiting], what: ctx.awaiting.length ? 'decide' : `Round ${view.round}` };
}

/** The caption: what the awaited seats are asked, in a few words. */
export function caption(view: AxonView, ctx: RenderContext): string {
  const s = status(view, ctx);
  if (!s.seats.length)
    return view.over && view.result?.lines.length ? `${s.what}: ${fillSeatNames(view.result.lines[0]!, ctx)}` : s.what;
  return `${s.what} · Round ${view.round}`;
}

const TYPE_WORD: Readonly<Record<string, string>> = { attack: 'Attack', counter: 'Counter', utility: 'Utility' };

/** A Software card in words (only ever shown to its owner when in hand). */
export function cardText(c: CardView): string {
  return `${c.name} (${TYPE_WORD[c.type] ?? c.type}, Random Number ${c.random}): ${c.text}${c.target ? ` [on ${targetName(c.target)}]` : ''}`;
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
      ? `Monopoly: ${RES_NAME[p.monopoly]} ×2 VP`
      : `scores ${p.scores.map((r) => RES_NAME[r]).join(', ')}`;
    out.push(`🏢 ${corp.name} (${scores}) · ability${p.corpUsed ? ' (used this round)' : ''}: ${corp.ability.text}`);
  }
  out.push(`🂠 Hand (${me.hand.length})${me.hand.length ? '' : ': empty'}`);
  for (const c of me.hand) out.push(`• ${cardText(c)}`);
  if (p?.desktop.length) out.push(`🖥 Desktop: ${p.desktop.map(cardText).join(' · ')}`);
  if (p) {
    const parts = p.vp.resources.map((r) => `${cap(RES_NAME[r.res])} ${r.tokens}${r.each > 1 ? '×2' : ''}`);
    if (p.vp.permVp) parts.push(`${p.vp.permVp} Permanent`);
    if (p.vp.data) parts.push(`−${p.vp.data} Data`);
    out.push(`🏆 ${p.vp.total} VP now${parts.length ? ` (${parts.join(', ')})` : ''}`);
  }
  return out;
}
