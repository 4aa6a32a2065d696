import { emit } from '../../engine/events.ts';
import type { Visibility } from '../../engine/types.ts';
import type { VrState } from './state.ts';

/**
 * Events raised while one action is applied go to the sink the flow binds to the working state
 * (src/engine/events.ts), so rules report what happens from wherever it happens.
 */
export function event(s: VrState, text: string, to: Visibility = 'public'): void {
  emit(s, text, to);
}

export const privately = (s: VrState, seat: number, text: string): void => event(s, text, [seat]);

export { collectEvents } from '../../engine/events.ts';
