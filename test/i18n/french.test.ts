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
    // The sample players' names are theirs, in no language, whole or cut short to fit ("acid_burn_the_un…").
    const cut = (name: string) => [name, ...[...name].map((_c, n) => `${[...name].slice(0, n).join('')}…`)];
    const forms = SAMPLE_NAMES.flatMap(cut).sort((a, b) => b.length - a.length);
    const unnamed = (text: string) => forms.reduce((t, name) => (name.length > 2 ? t.replaceAll(name, ' ') : t), text);
    const drawn = images.flatMap((img) =>
      img.texts.map((t) => ({ where: `${img.kind}${img.seat ?? ''} step ${img.sample.step}`, text: unnamed(t.text) })),
    );
    const english = englishAmong(drawn);
    expect(english.slice(0, 40), `${english.length} drawn texts with English`).toEqual([]);
  }, 120_000); // drawing a few dozen boards and hands takes a while on a loaded machine
});
