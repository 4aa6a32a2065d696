import type { Seat } from '../../engine/types.ts';
import type { AxonState } from './state.ts';

/**
 * What only `seat` may know: the Software cards in its hand, by their card ids (each copy's id is
 * unique, e.g. "firewall-3"; a card's name becomes public only when it is played).
 */
export function axonSecrets(s: AxonState, seat: Seat): string[] {
  return [...(s.p[seat]?.hand ?? [])];
}
