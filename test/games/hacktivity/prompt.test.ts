/**
 * Issue 21 §5: Hacktivity's turn prompt showed the plays in a menu behind three "Share icons"
 * buttons. The plays (the main action) now come first, as buttons, and End turn is last.
 */

import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { promptRows } from '../../../src/discord/prompt.ts';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import type { LegalAction } from '../../../src/engine/types.ts';
import { hacktivity } from '../../../src/games/hacktivity/game.ts';

describe('Hacktivity turn prompt', () => {
  it('shows the plays first as buttons, before the Share buttons, and End turn in the last row', () => {
    let seen: readonly LegalAction[] | undefined;
    for (const seed of ['a', 'b', 'c', 'd']) {
      playRandomGame(hacktivity, 4, {}, seed, {
        onStep: ({ legal }) => {
          const plays = legal.filter((a) => a.kind === 'play').length;
          if (!seen && plays >= 6 && legal.some((a) => a.kind === 'share')) seen = legal;
        },
      });
      if (seen) break;
    }
    expect(seen, 'a turn with 6 plays and Share choices').toBeDefined();
    const legal = seen!;
    // /hand leaves 4 rows: the tightest prompt.
    for (const rows of [5, 4]) {
      const p = promptRows('1000', 0, 1, legal, rows);
      const comps = p.rows.flatMap((r) => r.components);
      expect(comps.every((c) => c.type === ComponentType.Button)).toBe(true);
      const kinds = comps.map((c) => legal[Number(('custom_id' in c ? c.custom_id : '').split(':').at(-1))]!.kind);
      expect(kinds.indexOf('share')).toBeGreaterThan(kinds.lastIndexOf('play'));
      if (kinds.includes('end')) expect(kinds.at(-1)).toBe('end');
      expect(p.hidden).toBe(0);
    }
  });
});
