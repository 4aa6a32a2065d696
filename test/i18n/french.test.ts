import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { englishAmong } from '../support/english.ts';
import { FRENCH_PENDING } from '../support/frenchPending.ts';
import { gameTexts } from '../support/frenchTexts.ts';
import { recordGame, SAMPLE_NAMES } from '../support/renderSamples.ts';

/**
 * A French table reads no English: every text of random games of each title, and every text
 * drawn on its boards and hands, put into French (docs/i18n.md). The whole game through the
 * Discord double is played in French in test/e2e/french.test.ts.
 */
// A title whose French is not complete yet is skipped (test/support/frenchPending.ts).
describe.each(GAMES.map((e) => [e.game.name, e] as const))('%s in French', (_name, entry) => {
  const it = FRENCH_PENDING.has(entry.game.id) ? test.skip : test;
  it('its rules, choices, events, words of the board, standings, result and help read French', () => {
    const english = englishAmong(gameTexts(entry.game, 'fr'));
    expect(english.slice(0, 40), `${english.length} texts with English`).toEqual([]);
  });

  it('its boards and hands draw French', async () => {
    const images = await recordGame(entry, { seeds: 1, spaced: 3, cap: 6 }, 'fr');
    // The sample players' names are theirs, in no language (whole, or cut short with an ellipsis to fit).
    const clipped = SAMPLE_NAMES.flatMap((name) =>
      Array.from({ length: Math.max(0, name.length - 4) }, (_v, i) => `${name.slice(0, name.length - 1 - i)}…`),
    );
    const unnamed = (text: string) => [...SAMPLE_NAMES, ...clipped].reduce((t, name) => t.replaceAll(name, ' '), text);
    const drawn = images.flatMap((img) =>
      img.texts.map((t) => ({ where: `${img.kind}${img.seat ?? ''} step ${img.sample.step}`, text: unnamed(t.text) })),
    );
    const english = englishAmong(drawn);
    expect(english.slice(0, 40), `${english.length} drawn texts with English`).toEqual([]);
  });
});
