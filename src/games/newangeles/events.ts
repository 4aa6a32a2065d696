import { emit } from '../../engine/events.ts';
import type { Seat, Visibility } from '../../engine/types.ts';
import type { NaState } from './state.ts';

const RECENT = 8;

/** Reports `text`; a public line is also kept for the board's "what changed" panel. Seats as {seat:N}. */
export function say(s: NaState, text: string, to: Visibility = 'public'): void {
  emit(s, text, to);
  if (to === 'public') {
    s.recent.push(text);
    if (s.recent.length > RECENT) s.recent.splice(0, s.recent.length - RECENT);
  }
}

/** A seat as the events write it (replaced by the player's name when shown). */
export const who = (seat: Seat): string => `{seat:${seat}}`;
