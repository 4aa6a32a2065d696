import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { CONTRACT_DIRS } from './entries.ts';

describe('the contracts', () => {
  it('check every registered game: each has its file in every contract folder', () => {
    const missing = CONTRACT_DIRS.flatMap((dir) =>
      GAMES.map((e) => join(dir, `${e.game.id}.test.ts`)).filter((f) => !existsSync(f)),
    );
    expect(missing, "a registered game without its contract file (copy another game's, with its id)").toEqual([]);
  });
});
