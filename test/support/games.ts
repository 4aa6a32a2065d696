import { GAMES } from '../../src/games/index.ts';
import type { GameEntry } from '../../src/registry.ts';

/** The registered game `id` (src/games/index.ts); throws when there is none (a test left from a removed game). */
export function registeredGame(id: string): GameEntry {
  const entry = GAMES.find((e) => e.game.id === id);
  if (!entry) throw new Error(`no registered game ${id}: remove its tests`);
  return entry;
}
