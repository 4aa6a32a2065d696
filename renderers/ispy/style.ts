/** I, Spy's colours and words shared by the board, the hand and the captions. */
import type { Seat } from '../../src/engine/types.ts';
import { ACTION_CARDS, type Nation } from '../../src/games/ispy/data/index.ts';
import { nationName } from '../../src/games/ispy/data/messages.ts';
import { minTextPx, seatStyle, shapeLetterFit } from '../kit/index.ts';
import { r } from './messages.ts';

/** Country colours after the classic map of the period (Diplomacy's), distinct on the dark ground. */
export const NATION_COLOR: Readonly<Record<Nation | 'neutral', string>> = {
  austria: '#d9534f',
  germany: '#9aa1ad',
  italy: '#3fae5a',
  france: '#5fb4ee',
  russia: '#a77be0',
  britain: '#3461d1',
  neutral: '#525a73',
};

/** Three-letter codes for tight places (the panel spells the names out). */
export const NATION_SHORT: Readonly<Record<Nation, string>> = {
  austria: 'A-H',
  germany: 'GER',
  italy: 'ITA',
  france: 'FRA',
  russia: 'RUS',
  britain: 'BRI',
};

/** A Nation's and a card's name (message tokens, drawn in the board's language). */
export { cardName, nationName } from '../../src/games/ispy/data/messages.ts';

/** A card's Influence as written on it: "+3 France" or "+1 France +1 Germany". */
export function cardInfluence(id: string): string {
  const c = ACTION_CARDS[id];
  if (!c) return '';
  return c.influence.map((i) => r('spy.render.influence', { n: i.n, nation: nationName(i.nation) })).join(' ');
}

/**
 * The radius at which a seat's token on the board has its letter `px` tall (default the board's
 * smallest text, 8 px at 550), or `r` if larger.
 */
export function tokenRadius(seat: Seat, r: number, px = minTextPx(1440)): number {
  return Math.max(r, Math.ceil((px / shapeLetterFit(seatStyle(seat).shape).scale) * 10) / 10);
}
