import { emit } from '../../engine/events.ts';
import type { Visibility } from '../../engine/types.ts';
import type { HackState } from './state.ts';

/** Events raised while one action is applied go to the sink the flow binds to the working state. */
export function event(s: HackState, text: string, to: Visibility = 'public'): void {
  emit(s, text, to);
}

export const privately = (s: HackState, seat: number, text: string): void => event(s, text, [seat]);
