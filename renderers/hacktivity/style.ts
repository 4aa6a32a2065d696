/** Hacktivity's colours, names and card look-ups shared by the board, the hand and the captions. */
import {
  ANOMALIES,
  type AnomalyCard,
  CHARACTER_CARDS,
  CHARACTER_NAMES,
  type Character,
  type CharacterCard,
  type Icon,
  SOLO_ZERO,
} from '../../src/games/hacktivity/data/index.ts';
import { cardName as gameCardName } from '../../src/games/hacktivity/icons.ts';
import { r } from './messages.ts';

/** The printed cubes' colours. */
export const CUBE = {
  orange: '#ff8a1f',
  purple: '#b45cff',
  grey: '#c3c9d6',
  red: '#ff3b4f',
  green: '#39d96b',
  blue: '#3d8bff',
  hexagon: '#2f7dff',
} as const;

export const CHARACTER_COLOR: Readonly<Record<Character, string>> = {
  cyberlink: '#29e6ff',
  drpower: '#3d8bff',
  blaast: '#ff4fd8',
  artemis: '#b6ff3b',
};

export const characterName = (c: Character): string => CHARACTER_NAMES[c] ?? c;

/** Any card by id, defensively (the card data may change under the renderer). */
export type AnyCard =
  | { kind: 'character'; id: string; name: string; card: CharacterCard }
  | { kind: 'anomaly'; id: string; name: string; card: AnomalyCard }
  | { kind: 'zero'; id: string; name: string }
  | { kind: 'unknown'; id: string; name: string };

export function cardOf(id: string): AnyCard {
  const c = CHARACTER_CARDS[id];
  if (c) return { kind: 'character', id, name: gameCardName(id), card: c };
  const a = ANOMALIES[id];
  if (a) return { kind: 'anomaly', id, name: gameCardName(id), card: a };
  const z = SOLO_ZERO.find((x) => x.id === id);
  if (z) return { kind: 'zero', id, name: gameCardName(id) };
  return { kind: 'unknown', id, name: id };
}

export const cardName = (id: string): string => cardOf(id).name;

/** The icons of a card's option, [] when the card has none. */
export function optionIcons(id: string, option: 'top' | 'bottom'): readonly Icon[] {
  const c = cardOf(id);
  if (c.kind === 'character' || c.kind === 'anomaly') return c.card[option] ?? [];
  return [];
}

export const ANOMALY_SET_TEXT: Readonly<Record<string, string>> = {
  alpha: r('hack.render.set.alpha'),
  X2: r('hack.render.set.X2'),
  X3: r('hack.render.set.X3'),
  X4: r('hack.render.set.X4'),
  soloVirus: r('hack.render.set.soloVirus'),
};
