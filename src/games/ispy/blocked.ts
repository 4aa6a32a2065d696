import type { Unavailable } from '../../engine/types.ts';
import { influenceList, playableCards } from './cards.ts';
import { ACTION_CARDS } from './data/index.ts';
import { cardName } from './data/messages.ts';
import { adjacentSpies, capitalOf, distance } from './graph.ts';
import type { IspyKind } from './kinds.ts';
import { fitting, m } from './messages.ts';
import { self } from './movement.ts';
import type { IspyState } from './state.ts';

/**
 * Choices of the current turn that the seat cannot take now, and why: the cards in hand the cards
 * module does not list as playable (its prerequisites decide; the reason below only names the main
 * one), and the Contact Action outside a Capital. Shown under the turn's prompt so a player sees
 * why a card is missing from the buttons.
 */
export function unavailable(s: IspyState, seat: number): (Unavailable & { readonly kind: IspyKind })[] {
  const t = s.turn;
  if (s.over || !t || t.seat !== seat || t.stage !== 'main' || s.stack.length > 0) return [];
  const me = s.spies[seat]!;
  const out: (Unavailable & { readonly kind: IspyKind })[] = [];
  if (t.played < 2) {
    const ok = new Set(playableCards(s, self(seat), me.hand).map((p) => p.card));
    for (const card of new Set(me.hand)) {
      if (ok.has(card)) continue;
      const c = ACTION_CARDS[card];
      out.push({
        kind: 'play',
        label: c
          ? fitting(80, m('spy.un.card', { card: cardName(card), owes: influenceList(card) }), cardName(card))
          : card,
        reason: cardReason(s, seat, card),
      });
    }
  }
  if (t.third === null && !(me.region && capitalOf(me.region)))
    out.push({ kind: 'contact', label: m('spy.un.contact'), reason: m('spy.un.contact.why') });
  // Played on the table: with both cards played and no Contact, 'End turn' was simply missing.
  if (t.third === null && t.played >= 2)
    out.push({
      kind: 'end',
      label: m('spy.opt.end'),
      reason: m('spy.un.end.why'),
    });
  return out;
}

/** The cards that need an adjacent spy (`tagged`: one with a Tag), and what they miss once one is there (`missing`; none: the general reasons below). */
const NEEDS_SPY: Readonly<
  Record<string, { tagged: boolean; missing?: 'spy.why.politicians3' | 'spy.why.politicians2' }>
> = {
  blackmail: { tagged: true, missing: 'spy.why.politicians3' },
  extort: { tagged: true },
  misdirect: { tagged: true },
  seduce: { tagged: false, missing: 'spy.why.politicians2' },
  trace: { tagged: false },
  holdup: { tagged: false },
};

/** The main prerequisite a card misses where the spy stands. */
export function cardReason(s: IspyState, seat: number, card: string): string {
  const near = adjacentSpies(s, seat);
  const tagged = near.filter((i) => s.spies[i]!.tags > 0);
  const controls = s.spaces.some((sp) => sp.tile !== null && sp.tokens.includes(seat));
  const needs = NEEDS_SPY[card];
  if (needs) {
    if ((needs.tagged ? tagged : near).length === 0) return m(needs.tagged ? 'spy.why.noTagged' : 'spy.why.noSpy');
    if (needs.missing) return m(needs.missing);
  }
  switch (card) {
    case 'incite':
      if (near.length === 0 && !controls) return m('spy.why.incite');
      break;
    case 'photograph': {
      const here = s.spies[seat]!.region;
      if (!s.spies.some((p, i) => i !== seat && p.region && here && distance(here, p.region) <= 2))
        return m('spy.why.photograph');
      break;
    }
  }
  if (!s.spies[seat]!.region) return m('spy.why.deploy');
  return m('spy.why.other');
}
