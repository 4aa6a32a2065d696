import type { Asset } from './types.ts';

/** Filled by the data work (issue 13): see docs/games/new-angeles.md. */
export const ASSETS: readonly Asset[] = [];
