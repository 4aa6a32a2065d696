import type { Seat } from '../../engine/types.ts';
import { cardIcons } from './cards.ts';
import { cardName, describeIcons } from './icons.ts';
import { m } from './messages.ts';
import type { HackState } from './state.ts';

/**
 * A card in hand as its owner reads it: its name with both options and their numbers. Only the
 * owner's view holds it (communication rules: the others learn at most its icons, without numbers,
 * when the owner shares them), so it is the seat's declared secret.
 */
export function handCardText(id: string): string {
  const c = cardIcons(id);
  if (!c) return m('hack.hand.noEffect', { card: cardName(id) });
  const words = { card: cardName(id), top: describeIcons(c.top), bottom: describeIcons(c.bottom) };
  return c.anomaly ? m('hack.hand.anomaly', { ...words, n: c.nodes }) : m('hack.hand.character', words);
}

/** What only `seat` may know: each card in its hand, as its own view shows it. */
export function hackSecrets(s: HackState, seat: Seat): string[] {
  return [...new Set((s.p[seat]?.hand ?? []).map(handCardText))];
}
