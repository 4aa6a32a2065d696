import { emitRecent } from '../../engine/events.ts';
import type { Visibility } from '../../engine/types.ts';
import type { AxonState } from './state.ts';

/** Reports what happened; public lines are also kept (the last few) for the board's "what changed" panel. */
export const event = (s: AxonState, text: string, to: Visibility = 'public'): void => emitRecent(s, text, to);

export const privately = (s: AxonState, seat: number, text: string): void => event(s, text, [seat]);
