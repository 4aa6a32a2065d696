import { emit } from '../../engine/events.ts';
import type { Visibility } from '../../engine/types.ts';
import type { AxonState } from './state.ts';

const RECENT = 8;

/** Reports what happened; public lines are also kept (the last few) for the board's "what changed" panel. */
export function event(s: AxonState, text: string, to: Visibility = 'public'): void {
  emit(s, text, to);
  if (to === 'public') {
    s.recent.push(text);
    if (s.recent.length > RECENT) s.recent.splice(0, s.recent.length - RECENT);
  }
}

export const privately = (s: AxonState, seat: number, text: string): void => event(s, text, [seat]);
