import type { Seat } from '../../engine/types.ts';
import type { AxonFlow, Opt } from './flow.ts';
import type { AxonState } from './state.ts';

/**
 * FOUNDATION PLACEHOLDER (helper C replaces this file): playing Software cards for their text.
 *
 * - `softwareChoices(s, seat)`: the cards `seat` may play now for their text (kind 'play', value
 *   { card }), in its own turn (the active player) or another's (a may-seat of the 'turn' decision),
 *   only when the card would do something.
 * - `playSoftware(s, seat, card)`: plays it (targets via the 'software' decision; an Attack opens
 *   the 'respond' Counter window; a Desktop card goes to the Desktop Area).
 */
export function softwareChoices(_s: AxonState, _seat: Seat): Opt[] {
  return [];
}
export function playSoftware(_s: AxonState, _seat: Seat, _card: string): void {}
export function registerSoftware(_flow: AxonFlow): void {}
