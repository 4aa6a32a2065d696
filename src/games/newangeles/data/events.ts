import type { EventCard } from './types.ts';

/** Filled by the data work (issue 13): see docs/games/new-angeles.md. */
export const EVENT_CARDS: readonly EventCard[] = [];
