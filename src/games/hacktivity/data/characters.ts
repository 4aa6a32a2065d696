import { characterCardSchema, programSchema, soloZeroSchema, type CharacterCard, type Program } from './types.ts';

/** Placeholder until the data work lands: the four Character decks (53 cards), DrPower's programs, the Solo Zero cards. */
const LIST = [
  { id: 'cl01', character: 'cyberlink', name: 'Ping', top: [{ k: 'destroy', n: 2 }], bottom: [{ k: 'alertDown', n: 1 }, { k: 'destroy', n: 3 }], designed: true, note: 'placeholder' },
] as const;

export const CHARACTER_CARD_LIST: readonly CharacterCard[] = LIST.map((c) => characterCardSchema.parse(c));
export const CHARACTER_CARDS: Readonly<Record<string, CharacterCard>> = Object.fromEntries(CHARACTER_CARD_LIST.map((c) => [c.id, c]));
export const PROGRAMS: readonly Program[] = [programSchema.parse({ id: 'p1', name: 'Overload', cost: 5, icons: [{ k: 'distributed', n: 6 }, { k: 'alertDown', n: 2 }], once: true })];
export const SOLO_ZERO = [1, 2, 3, 4].map((i) => soloZeroSchema.parse({ id: `zero${i}`, name: `Solo Zero ${i}` }));
