/**
 * Whose move it is and what they are doing, in words, from the public view only; and the /hand
 * text from the seat's own view.
 */
import { CAPITAL_INFO, NATION_NAMES, ROUNDS } from '../../src/games/ispy/data/index.ts';
import type { IspyView } from '../../src/games/ispy/view.ts';
import type { TurnStatus } from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { cardInfluence, cardName } from './style.ts';

/** What a decision asks, in a few words. */
const DECISION_TEXT: Readonly<Record<string, string>> = {
  shadow: 'mark an "In the shadows" Politician',
  relocate: 'relocate a bumped spy',
  fly: 'choose where to fly',
  reward: 'choose a Contact reward',
  recruit: 'choose an Asset to recruit',
  control: 'place a Control Token',
  empower: 'swap two Politicians (Empower)',
  scandalize: 'Scandalize a Politician',
  initiative: 'give the Initiative (In The Wind)',
  target: 'choose a target spy',
  cardOption: "choose the card's option",
  icon: 'choose an icon to resolve',
  tickets: 'spend Tickets',
  coerce: 'choose a card to Coerce with',
  coerceWho: 'choose who plays the Coerced card',
  politician: 'resolve a Politician',
  finalReport: 'give Final Report cards',
  applyAsset: 'apply an Asset',
};

/** The turn's public progress: "cards 1/2 · 3 Tickets · in a Capital · Contact done". */
export function turnProgress(view: IspyView): string {
  const t = view.turn;
  if (!t) return '';
  if (t.stage === 'deploy') return 'deploy on a Start Region';
  if (t.stage === 'flee') return 'flee the Capital to an Outlet';
  const parts = [`cards ${Math.min(t.played, 2)}/2${t.extraUsed ? ` +${t.extraUsed}` : ''}`];
  if (t.tickets) parts.push(`${t.tickets} Ticket${t.tickets === 1 ? '' : 's'}`);
  if (t.visit === 'in') parts.push('in a Capital');
  else if (t.visit === 'done') parts.push('visited a Capital');
  if (t.third === 'contact') parts.push('Contact done');
  else if (t.third === 'retrieval') parts.push('Retrieved');
  if (t.courier) parts.push('Courier Line');
  if (t.privateTag === 'open') parts.push('Private Line Tag open');
  return parts.join(' · ');
}

export function status(view: IspyView, ctx: RenderContext): TurnStatus {
  if (view.over || ctx.outcome) return { seats: [], what: ctx.outcome?.headline ?? 'Game over' };
  if (view.pending) {
    const seats = ctx.awaiting.length ? ctx.awaiting : view.pending.seats;
    return { seats, what: view.pending.text ?? DECISION_TEXT[view.pending.kind] ?? 'decide' };
  }
  if (view.turn) return { seats: [view.turn.seat], what: turnProgress(view) };
  return { seats: [...ctx.awaiting], what: ctx.awaiting.length ? 'decide' : `Round ${view.round}/${ROUNDS}` };
}

/** The caption: what the awaited seats do, in a few words. */
export function caption(view: IspyView, ctx: RenderContext): string {
  const s = status(view, ctx);
  if (view.over || ctx.outcome || s.seats.length === 0) return s.what;
  if (!view.pending && view.turn?.stage === 'main') return `take a turn: ${s.what}`;
  return s.what;
}

/** The seat's secrets as text lines for /hand, from its own view only. */
export function handText(view: IspyView, ctx: HandContext): string[] {
  const me = view.me;
  if (!me || me.seat !== ctx.seat) return [];
  const out = [`🕵 ${me.alignmentText}`];
  const hand = me.hand.map((c) => `${c.name} (${cardInfluence(c.id)})`);
  out.push(`🂠 Hand (${hand.length}): ${hand.join(' · ') || 'none'}`);
  const spy = view.spies[me.seat];
  if (spy?.records.length)
    out.push(
      `📜 Records: ${spy.records.map((r) => `${cardName(r.card)}${r.rotated ? ' (retrieved)' : ''}`).join(' · ')}`,
    );
  const known = view.spaces.filter((sp) => sp.known);
  for (const sp of known) {
    out.push(
      `🎩 ${sp.known!.name} (${sp.phase ? `Phase ${sp.phase}` : 'In the shadows'}, ${sp.tokens.filter((t) => t === me.seat).length} of your tokens): ${sp.known!.text}`,
    );
  }
  if (!known.length) out.push('🎩 Known Politicians: none (place a Control Token to look at one)');
  if (me.stack) {
    const assets = me.stack.assets.map((a) => `${a.name} (cost ${a.cost}): ${a.text}`);
    out.push(
      `🗃 ${CAPITAL_INFO[me.stack.capital].name} Asset stack (${assets.length}): ${assets.join(' · ') || 'empty'}`,
    );
  }
  if (view.over && spy?.alignment) out.push(`Alignment revealed: ${NATION_NAMES[spy.alignment]}`);
  return out;
}
