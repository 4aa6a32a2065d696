import { sameJson } from './play.ts';
import type { LegalAction } from './types.ts';

/**
 * Legal actions that take a typed number (`amount`): the player's action is the legal template
 * with `amount: n` added, min <= n <= max.
 */

/** The action sent for `legal` with the number `n` (legal.action must be an object). */
export function withAmount<A>(legal: LegalAction<A>, n: number): A {
  return { ...(legal.action as object), amount: n } as A;
}

export function inRange(legal: LegalAction, n: number): boolean {
  return !!legal.amount && Number.isInteger(n) && n >= legal.amount.min && n <= legal.amount.max;
}

/** Whether `action` (parsed) is what `legal` offers: the same action, or its template with a number in range. */
export function matchesLegal(legal: LegalAction, action: unknown): boolean {
  if (!legal.amount) return sameJson(legal.action, action);
  if (!action || typeof action !== 'object' || !('amount' in action)) return false;
  const n = (action as { amount: unknown }).amount;
  return typeof n === 'number' && inRange(legal, n) && sameJson(withAmount(legal, n), action);
}
