import type { Choice } from '../../engine/flow.ts';
import type { Seat, Unavailable } from '../../engine/types.ts';
import type { NaState } from './state.ts';

/** Choices this seat cannot take now, and why. (Placeholder: the Discord work fills it.) */
export function unavailable(_s: NaState, _seat: Seat, _offered: readonly Choice[]): Unavailable[] {
  return [];
}
