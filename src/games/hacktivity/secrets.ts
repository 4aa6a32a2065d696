import type { Seat } from '../../engine/types.ts';
import { cardIcons } from './cards.ts';
import { cardName } from './data/index.ts';
import { describeIcons } from './icons.ts';
import type { HackState } from './state.ts';

/**
 * A card in hand as its owner reads it: its name with both options and their numbers. Only the
 * owner's view holds it (communication rules: the others learn at most its icons, without numbers,
 * when the owner shares them), so it is the seat's declared secret.
 */
export function handCardText(id: string): string {
  const c = cardIcons(id);
  if (!c) return `${cardName(id)} (no effect)`;
  const nodes = c.anomaly ? ` [${c.nodes} node${c.nodes === 1 ? '' : 's'}]` : '';
  return `${cardName(id)}${nodes}: top ${describeIcons(c.top) || 'nothing'} / bottom ${describeIcons(c.bottom) || 'nothing'}`;
}

/** What only `seat` may know: each card in its hand, as its own view shows it. */
export function hackSecrets(s: HackState, seat: Seat): string[] {
  return [...new Set((s.p[seat]?.hand ?? []).map(handCardText))];
}
