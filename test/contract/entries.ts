/**
 * The games the contracts check: every registered game (src/games/index.ts), each from its own file
 * under test/contract/games/ and test/contract/buttons/ so they run side by side, and the fixtures.
 * registered.test.ts fails when a registered game has no such file.
 */
import { GAMES } from '../../src/games/index.ts';
import type { GameEntry } from '../../src/registry.ts';

/** The registered game `id`; throws when there is none (a contract file left from a removed game). */
export function registeredGame(id: string): GameEntry {
  const entry = GAMES.find((e) => e.game.id === id);
  if (!entry) throw new Error(`no registered game ${id}: remove its contract files`);
  return entry;
}

/** The folders holding one contract file per registered game, `<id>.test.ts`. */
export const CONTRACT_DIRS = ['test/contract/games', 'test/contract/buttons'] as const;
