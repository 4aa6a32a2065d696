import type { GameEntry } from '../registry.ts';

/** The games this bot offers: one line per game (its rules, commands and renderer). */
export const GAMES: readonly GameEntry[] = [];
