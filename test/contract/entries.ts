/**
 * The games the contracts check: every registered game (src/games/index.ts), each from its own file
 * under test/contract/games/ and test/contract/buttons/ so they run side by side, and the fixtures.
 * registered.test.ts fails when a registered game has no such file.
 */

export { registeredGame } from '../support/games.ts';

/** The folders holding one contract file per registered game, `<id>.test.ts`. */
export const CONTRACT_DIRS = ['test/contract/games', 'test/contract/buttons'] as const;
