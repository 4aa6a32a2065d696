import type { IspyState } from './state.ts';
import type { Who } from './movement.ts';

/**
 * Where Assets change the rules. The turn (turn.ts), the cards (cards.ts), the icons (icons.ts)
 * and the Contact Actions (contact.ts) call these at the moments named; each returns what the
 * actor's Assets add (nothing when `who.assets` is false: Coerce made an opponent play). The
 * Assets work (assets.ts) fills them in. Effects are cumulative and apply from the turn an Asset
 * is recruited.
 */
export const owns = (s: IspyState, seat: number, asset: string): boolean => s.spies[seat]!.assets.some((a) => a.id === asset);

/** More Tickets when a card gives Tickets (added to the card's own). */
export function bonusTickets(_s: IspyState, _who: Who, _card: string): number {
  return 0;
}

/** More Supply when a card's or contact's Resupply resolves (source: a card id or a contact id). */
export function bonusSupply(_s: IspyState, _who: Who, _source: string): number {
  return 0;
}

/** Extra Card Actions this turn, usable only after the normal two. */
export function extraCardActions(_s: IspyState, _seat: number): number {
  return 0;
}

/** After a card (or a card of a type) resolved: triggered Assets (may queue steps or ask decisions). Never via Cryptologist. */
export function afterCard(_s: IspyState, _who: Who, _card: string): void {}

/** After a Contact Action resolved. */
export function afterContact(_s: IspyState, _who: Who, _contact: string): void {}

/** At the start of the spy's turn (after fleeing, before acting). */
export function atTurnStart(_s: IspyState, _seat: number): void {}

/** What recruiting this Asset costs this spy (its printed cost, less any discount; never below 0). */
export function recruitCost(_s: IspyState, _seat: number, cost: number): number {
  return cost;
}
