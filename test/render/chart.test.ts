/**
 * The story chart (renderers/kit/chart.ts) of every registered game, from a random game at its
 * most seats with long names: landscape, every text readable shown 550 px wide, drawn in the
 * bundled fonts only, a legend naming each line with its final value; the render pool draws the
 * same bytes. The PNGs are saved in test-artifacts/ to be looked at.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CHART_SIZE, renderChart } from '../../renderers/kit/chart.ts';
import { pngSize, recordText } from '../../renderers/kit/index.ts';
import { finalValue } from '../../src/engine/story.ts';
import type { GameDefinition } from '../../src/engine/types.ts';
import { GAMES } from '../../src/games/index.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { randomStory } from '../support/stories.ts';
import { en, fr } from '../support/words.ts';
import { saveArtifact } from './artifacts.ts';
import { expectReadableTexts } from './readableTexts.ts';
import { SIX_NAMES } from './sixNames.ts';

const pool = new RenderPool(1);
afterAll(() => pool.close());

const charts = GAMES.map((e) => {
  const def = e.game as GameDefinition;
  const { story } = randomStory(def, SIX_NAMES.slice(0, def.maxSeats), `chart-${def.id}`);
  return { id: def.id, data: story };
});

describe('the story chart', () => {
  it.each(charts)(
    '$id: landscape, readable at 550 px, bundled glyphs, a legend of every line',
    async ({ id, data }) => {
      const { result: png, texts } = await recordText(() => renderChart(data));
      await saveArtifact(`chart-${id}`, png);
      expect(pngSize(png)).toEqual(CHART_SIZE);
      expect(CHART_SIZE.width).toBeGreaterThan(CHART_SIZE.height);
      const { drawn, all } = expectReadableTexts(texts);
      expect(all).toContain(en(data.unit));
      expect(all).toContain(en(data.label));
      for (const r of data.rounds.filter((r) => r > 0 && r % 2 === 0)) expect(all).toContain(String(r));
      for (const l of data.series) {
        // A long name may wrap onto two lines, or end in an ellipsis: its first word is always there.
        expect(all, l.name).toContain(en(l.name).split(/[\s_]/)[0]!);
        expect(drawn.map((t) => t.text)).toContain(String(finalValue(l) ?? '–'));
      }
    },
  );

  it.each(charts.slice(0, 2))(
    "$id in French: the kit's words in French, drawn so in the render pool too",
    async ({ id, data }) => {
      const french = { ...data, locale: 'fr' as const };
      const { result: png, texts } = await recordText(() => renderChart(french));
      await saveArtifact(`chart-fr-${id}`, png);
      const { drawn, all } = expectReadableTexts(texts);
      expect(drawn.map((t) => t.text)).toContain('Début');
      expect(all).toContain(`${fr(data.game)} : ${fr(data.label)} par ${fr(data.unit).toLowerCase()}`);
      expect(drawn.map((t) => t.text)).not.toContain('Start');
      for (const l of data.series) expect(all, l.name).toContain(fr(l.name).split(/[\s_]/)[0]!);
      // The locale crosses to the worker with the story.
      expect((await pool.chart(french)).equals(png), id).toBe(true);
      expect(png.equals(await renderChart(data)), id).toBe(false);
    },
    60_000,
  );

  it('is drawn in the render pool byte for byte as directly', async () => {
    for (const { id, data } of charts) expect((await pool.chart(data)).equals(await renderChart(data)), id).toBe(true);
  }, 60_000);
});
