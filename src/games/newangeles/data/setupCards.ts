import type { SetupCard } from './types.ts';

/** Filled by the data work (issue 13): see docs/games/new-angeles.md. */
export const SETUP_CARDS: readonly SetupCard[] = [];
