import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/engine/randomPlay.ts';
import { CAPITAL_INFO } from '../../../src/games/ispy/data/index.ts';
import { ispy } from '../../../src/games/ispy/game.ts';
import { legalEn } from './helpers.ts';

/**
 * Issue 21: no prompt offers two choices that read the same (three "Enter Paris" buttons). Over
 * seeded random games at every seat count, every seat's legal actions after each action have
 * distinct labels, and none tells Capital Regions apart by their number alone.
 */
const CAPITAL_REGION = new RegExp(
  `(${Object.values(CAPITAL_INFO)
    .map((c) => c.name.replace('.', '\\.'))
    .join('|')}) [1-3]\\b`,
);
const GAMES = Number(process.env.ISPY_LABEL_GAMES ?? 25);

describe('I, Spy prompts: no two choices of one prompt share a label', () => {
  for (const players of [2, 3, 4] as const) {
    it(`${GAMES} seeded ${players}-player games`, () => {
      const dups: string[] = [];
      for (let i = 0; i < GAMES; i++) {
        playRandomGame(
          ispy,
          players,
          { special: i % 2 === 1, finalReport: i % 3 === 0 },
          `ispy-labels-${players}-${i}`,
          {
            onStep: ({ after }) => {
              for (let seat = 0; seat < players; seat++) {
                const labels = legalEn(after, seat).map((a) => a.label);
                const twice = labels.filter((l, k) => labels.indexOf(l) !== k);
                if (twice.length) dups.push(`${i} seat ${seat}: ${twice.join(', ')}`);
                // A Capital Region's number ("Paris 2") tells its choices apart in name only: they play alike.
                const numbered = labels.filter((l) => CAPITAL_REGION.test(l));
                if (numbered.length) dups.push(`${i} seat ${seat}: ${numbered.join(', ')}`);
              }
            },
          },
        );
      }
      expect(dups.slice(0, 5)).toEqual([]);
    }, 300_000);
  }
});
