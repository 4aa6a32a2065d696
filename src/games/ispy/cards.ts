import type { IspyFlow } from './flow.ts';
import type { Who } from './movement.ts';
import type { IspyState } from './state.ts';

/**
 * Foundation interface (the cards work replaces the bodies): which cards `who.actor` may play now
 * (every prerequisite held), each with its effect in words; and playing one.
 */
export interface Playable {
  readonly card: string;
  /** What it does and the Influence it owes, at most 100 characters. */
  readonly detail: string;
}

export function playableCards(_s: IspyState, _who: Who, _from: readonly string[]): Playable[] {
  return [];
}

/**
 * Resolves `card` (already moved to its owner's Agenda, or, under Coerce, bound for its owner's
 * Records) for `who`; may ask decisions ('target', 'cardOption', 'icon', 'fly'...). `owner`: whose card it is.
 */
export function playCard(_s: IspyState, _who: Who, _card: string, _owner: number): void {}

export function registerCards(_flow: IspyFlow): void {}
