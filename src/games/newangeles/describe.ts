import type { Cond, Effect } from './data/index.ts';
import type { Playable } from './cards.ts';

/** Placeholder signatures (the city work fills them): the words for conditions, effects and whole cards. */
export function condText(where: readonly Cond[]): string {
  return where.length ? 'a district' : 'any district';
}
export function effectText(e: Effect): string {
  return e.op;
}
/** A card's whole text: where it may target, its effects in order, what it pays its resolver. */
export function cardText(card: Playable): string {
  return card.effects.map(effectText).join(', ');
}
