/** A table of computers only plays every registered game to its end: the file store, in-process timers (see computerTables.ts). */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { LocalTimers } from '../../src/service/timers/local.ts';
import type { Timers } from '../../src/service/timers/types.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { CASES, cleanUpAfterEach, playComputersOnly, racingClock, UNLIMITED, useWorld } from './computerTables.ts';
import { startWorld } from './harness.ts';

cleanUpAfterEach();

describe('tables of computers only, in-process timers on the file store', () => {
  it.each(CASES)(
    '%s: computers play it to its end without a stall',
    async (_name, gameId, seats) => {
      const now = racingClock();
      const w = useWorld(
        await startWorld({
          games: GAMES.map(withBlankImages),
          double: UNLIMITED,
          seed: `computers-only-${gameId}`,
          now,
          timers: (): Timers => new LocalTimers(() => now().getTime()),
        }),
      );
      expect(await playComputersOnly(w, gameId, seats)).toBeGreaterThan(0);
    },
    600_000,
  );
});
