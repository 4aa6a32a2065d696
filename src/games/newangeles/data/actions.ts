import type { ActionCard } from './types.ts';

/** Filled by the data work (issue 13): see docs/games/new-angeles.md. */
export const ACTION_CARDS: readonly ActionCard[] = [];
