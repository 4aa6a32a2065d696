import type { GameEvent, Visibility } from '../../engine/types.ts';
import type { VrState } from './state.ts';

/**
 * Events raised while one action is applied. `apply` is synchronous and opens a fresh collector
 * for each call, so rules can report what happens from wherever it happens.
 */
let current: GameEvent[] | null = null;

export function collectEvents<T>(fn: () => T): [T, GameEvent[]] {
  const outer = current;
  current = [];
  try {
    const out = fn();
    return [out, current];
  } finally {
    current = outer;
  }
}

export function event(_s: VrState, text: string, to: Visibility = 'public'): void {
  current?.push({ text, to });
}

export const privately = (s: VrState, seat: number, text: string): void => event(s, text, [seat]);
