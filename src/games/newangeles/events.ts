import { emitRecent } from '../../engine/events.ts';
import type { Seat, Visibility } from '../../engine/types.ts';
import type { NaState } from './state.ts';

/** Reports `text`; a public line is also kept for the board's "what changed" panel. Seats as {seat:N}. */
export const say = (s: NaState, text: string, to: Visibility = 'public'): void => emitRecent(s, text, to);

/** A seat as the events write it (replaced by the player's name when shown). */
export const who = (seat: Seat): string => `{seat:${seat}}`;
