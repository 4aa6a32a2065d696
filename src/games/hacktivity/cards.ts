import { ANOMALIES, CHARACTER_CARDS } from './data/index.ts';
import type { Opt } from './flow.ts';
import type { HackState } from './state.ts';

/**
 * FOUNDATION STUB (wave work): the icons helper's cards.ts replaces this file at the merge. Only
 * the signatures matter: the legal options of a card in hand, playing it, DrPower's programs.
 * The stub places the card and resolves no icon.
 */
const cardName = (id: string): string => CHARACTER_CARDS[id]?.name ?? ANOMALIES[id]?.name ?? id;
const freeBlock = (s: HackState): number => s.blocks.findIndex((b) => !b.forbidden && b.card === null);

/** Keys `play:<card>:top|bottom`, kind 'play'. Character cards: both; Anomaly: top only when a block is free. */
export function cardOptions(s: HackState, _seat: number, card: string): Opt[] {
  const both: ('top' | 'bottom')[] = CHARACTER_CARDS[card] || freeBlock(s) >= 0 ? ['top', 'bottom'] : ['bottom'];
  return both.map((o) => ({ key: `play:${card}:${o}`, kind: 'play', label: `Play ${cardName(card)}: ${o}`, value: { card, option: o } }));
}

/** Removes the card from the hand, places it and resolves its icons (stub: places it only). */
export function playCard(s: HackState, seat: number, card: string, option: 'top' | 'bottom'): void {
  const p = s.p[seat]!;
  const i = p.hand.indexOf(card);
  if (i >= 0) p.hand.splice(i, 1);
  if (CHARACTER_CARDS[card]) {
    p[option].push(card);
    return;
  }
  const b = freeBlock(s);
  if (option === 'top' && b >= 0) Object.assign(s.blocks[b]!, { card, nodes: ANOMALIES[card]?.nodes ?? 1, chains: 0 });
  else s.enemyDiscard.push(card);
}

/** DrPower's programs as free actions during their Play turn: keys `program:<id>` (stub: none). */
export function programOptions(_s: HackState, _seat: number): Opt[] {
  return [];
}

/** Runs program `id` for `seat` (stub: nothing). */
export function runProgram(_s: HackState, _seat: number, _id: string): void {}
