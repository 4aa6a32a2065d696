import type { Seat } from '../../engine/types.ts';
import type { HackState } from './state.ts';

/**
 * What only `seat` may know: the cards in its hand, by id (the view shows its own hand as ids).
 * The card texts with their numbers are built from the ids by the prompts and /hand; a card's
 * numbers are never shown in public until it is played (communication rules).
 */
export function hackSecrets(s: HackState, seat: Seat): string[] {
  return [...(s.p[seat]?.hand ?? [])];
}
