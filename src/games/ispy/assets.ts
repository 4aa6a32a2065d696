import type { FlowContext } from '../../engine/events.ts';
import { owns } from './assetHooks.ts';
import { playableCards, playCard } from './cards.ts';
import { assetName, cardName } from './data/messages.ts';
import type { IspyFlow, Opt } from './flow.ts';
import { fitting, m, seatOf } from './messages.ts';
import type { Who } from './movement.ts';
import type { IspyState } from './state.ts';

/**
 * The Assets beyond the hooks in assetHooks.ts: the Cryptologist's once-per-turn free action.
 * It resolves a card in its owner's Records with `assets: false`, so the card's effect resolves
 * and never triggers another Asset (the rulebook's clarification); the card stays in the
 * Records and owes no more Influence than it already does.
 */
const cryptoWho = (seat: number): Who => ({ actor: seat, chooser: seat, assets: false });

export function cryptologistOptions(s: IspyState, seat: number): Opt[] {
  const t = s.turn;
  if (!t || t.seat !== seat || t.stage !== 'main' || t.crypto || !owns(s, seat, 'cryptologist')) return [];
  const cards = [...new Set(s.spies[seat]!.records.filter((r) => !r.rotated).map((r) => r.card))];
  return playableCards(s, cryptoWho(seat), cards).map((p) => ({
    key: `crypto:${p.card}`,
    kind: 'crypto',
    label: m('spy.opt.crypto', { card: cardName(p.card) }),
    detail: fitting(100, m('spy.opt.crypto.detail', { detail: p.detail }), m('spy.opt.crypto.short')),
    value: p.card,
  }));
}

/** The Cryptologist resolves `card` from `seat`'s Records (once this turn). */
export function useCryptologist(s: IspyState, ctx: FlowContext, seat: number, card: string): void {
  s.turn!.crypto = true;
  ctx.event(m('spy.ev.crypto', { who: seatOf(seat), asset: assetName('cryptologist'), card: cardName(card) }));
  playCard(s, ctx, cryptoWho(seat), card, seat);
}

/** Offered beside the turn's own choices while the owner acts (the turn's seats decide when). */
export function registerAssets(flow: IspyFlow): void {
  flow.defineFreeActions({
    options: (s, seat) => cryptologistOptions(s, seat),
    resolve: (s, seat, c, _n, ctx) => useCryptologist(s, ctx, seat, c.value as string),
  });
}
