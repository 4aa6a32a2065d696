import type { Seat } from '../../engine/types.ts';
import { investmentOf } from './cards.ts';
import { corpOf, type Rival } from './data/index.ts';
import { m } from './messages.ts';
import type { NaState } from './state.ts';

/** A rival card's words, as its owner reads it. */
export const rivalText = (r: Rival): string =>
  m('na.rivalCard', { rival: r === 'federalist' ? m('na.federalist') : corpOf(r).name });

/**
 * An investment card as its owner reads it. Not the bare name: investments are revealed when scored
 * (rule 76) and dealt again (6 players take all 12), so the name alone turns up in public lines.
 */
export const investText = (id: string): string => m('na.investCard', { card: investmentOf(id).name });

/** What a seat's secrets are (rule 88): its hand's card ids, its rival card, its investment and the offered ones. */
export function naSecrets(s: NaState, seat: Seat): string[] {
  const out = [...s.hands[seat]!, rivalText(s.rivals[seat]!)];
  if (s.invest[seat]) out.push(investText(s.invest[seat]!));
  out.push(...s.investOffer[seat]!.map(investText));
  return out;
}
