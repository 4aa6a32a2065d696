/** New Angeles' colours, short codes and words shared by the board, the hand and the captions. */

import { TYPE_NAMES } from '../../src/games/newangeles/cards.ts';
import type { ActionType, Resource } from '../../src/games/newangeles/data/index.ts';
import { minTextPx, shade, tr } from '../kit/index.ts';
import { r } from './messages.ts';

/** The board's smallest text, px: 8 px when the 1600 px board is shown 550 px wide (issue 21 §3). */
export const TEXT = minTextPx(1600);

/** Resource colours (chips and glyphs), each always shown with its glyph and letter. */
export const RES_COLOR: Readonly<Record<Resource, string>> = {
  energy: '#ffd84d',
  food: '#86e36f',
  goods: '#e3a46e',
  tech: '#7cc8ff',
};
export const RES_CODE: Readonly<Record<Resource, string>> = { energy: 'E', food: 'F', goods: 'G', tech: 'T' };
export { RESOURCE_NAMES as RES_NAME } from '../../src/games/newangeles/data/index.ts';

/** Action-card types: frame colours (the type word is always written too). */
export const TYPE_COLOR: Readonly<Record<ActionType, string>> = {
  labor: '#ffb04d',
  biotech: '#b6ff3b',
  media: '#ff4fd8',
  construction: '#a78bff',
  security: '#29e6ff',
};
/** An action card type's name (a token: "Labor", "Travail"). */
export const TYPE_NAME: Readonly<Record<ActionType, string>> = TYPE_NAMES;

/**
 * District markers: corp-neutral (no corporation's hue: white, greys, black, magenta, lime), each a
 * distinct drawn shape with a letter code, so colour never carries the meaning alone.
 */
export const MARK = {
  android: '#e8ecf7',
  development: '#c9d3e6',
  illness: '#b6ff3b',
  humanFirst: '#ff4fd8',
  orgcrime: '#0c0d12',
  prisec: '#f3f6ff',
  protest: '#ffc53d',
  strike: '#ff5470',
  outage: '#05060a',
} as const;

export const TIMING_WORD: Readonly<Record<string, string>> = {
  endOfTurn: r('na.render.timing.endOfTurn'),
  exhaust: r('na.render.timing.exhaust'),
  discard: r('na.render.timing.discard'),
  passive: r('na.render.timing.passive'),
};
/** One-letter timing codes for tight chips. */
export const TIMING_CODE: Readonly<Record<string, string>> = {
  endOfTurn: 'T',
  exhaust: 'X',
  discard: 'D',
  passive: 'P',
};

/** A corporation's colour lifted enough to read as text on the dark panels. */
export const corpInk = (hex: string): string => shade(hex, 1.35);

/** An asset's short name: the person before the comma ("Mirela Okafor"), or the whole name. */
export const assetShort = (name: string): string => tr(name).split(',')[0]!.trim();
