/**
 * The ratings' images (issue 24): /rank's trend (the kit's chart, one line) and /leaderboard's
 * card, with the longest names and a full board: landscape, every text readable shown 550 px
 * wide, bundled glyphs only, every row's figures there; the render pool draws the same bytes.
 * The PNGs are saved in test-artifacts/ to be looked at.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CHART_SIZE, renderChart } from '../../renderers/kit/chart.ts';
import { pngSize, recordText } from '../../renderers/kit/index.ts';
import { LEADERBOARD_SIZE, renderLeaderboard } from '../../renderers/kit/leaderboard.ts';
import { leaderboardAlt, leaderboardCard, trendAlt, trendStory } from '../../src/discord/ratingImages.ts';
import type { EntryStanding, LeaderboardRow } from '../../src/ratings/ratings.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { saveArtifact } from './artifacts.ts';
import { expectReadableTexts } from './readableTexts.ts';
import { SIX_NAMES } from './sixNames.ts';

const pool = new RenderPool(1);
afterAll(() => pool.close());

const ordinals = [-2.4, 1.3, 4.8, 3.9, 7.25, 9.1, 8.6, 12.4, 14.05, 13.7];
const standing: EntryStanding = {
  entry: 'u1',
  name: SIX_NAMES[0]!,
  mu: 30,
  sigma: 5.3,
  ordinal: 13.7,
  games: 14,
  wins: 6,
  guilds: { g: 14 },
  seasons: {},
  trend: ordinals.map((ordinal, k) => ({ at: `2026-11-${10 + k}T12:00:00.000Z`, ordinal })),
  recent: [],
};
const rows: LeaderboardRow[] = Array.from({ length: 10 }, (_, k) => ({
  position: k + 1,
  entry: `u${k}`,
  name: SIX_NAMES[k % SIX_NAMES.length]!,
  ordinal: 30.55 - k * 3.1,
  games: 120 - k * 9,
  wins: 61 - k * 5,
}));
const card = leaderboardCard('Axon Protocol', 'every server · 2026-Q4 · at least 3 games', rows);

describe("the ratings' images", () => {
  it('/rank trend: one line over the last games, readable at 550 px, bundled glyphs', async () => {
    const story = trendStory('Axon Protocol', standing);
    expect(story.rounds).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const { result: png, texts } = await recordText(() => renderChart(story));
    await saveArtifact('rank-trend', png);
    expect(pngSize(png)).toEqual(CHART_SIZE);
    const { drawn, all } = expectReadableTexts(texts);
    expect(all).toContain('Axon Protocol: Rating by game');
    for (const r of [6, 10, 14]) expect(drawn.map((t) => t.text)).toContain(String(r));
    expect(drawn.map((t) => t.text)).toContain('13.7');
    expect(all).toContain(SIX_NAMES[0]!.split(/[\s_]/)[0]!);
    const alt = trendAlt('Axon Protocol', standing);
    expect(alt).toContain('last 10 games: -2.4, 1.3, 4.8');
    expect(alt.length).toBeLessThanOrEqual(1024);
  });

  it('/leaderboard card: title, scope and every row, landscape, readable at 550 px, bundled glyphs', async () => {
    const { result: png, texts } = await recordText(() => renderLeaderboard(card));
    await saveArtifact('leaderboard-card', png);
    expect(pngSize(png)).toEqual(LEADERBOARD_SIZE);
    expect(LEADERBOARD_SIZE.width).toBeGreaterThan(LEADERBOARD_SIZE.height);
    const { drawn, all } = expectReadableTexts(texts);
    const strings = drawn.map((t) => t.text);
    expect(all).toContain('Axon Protocol leaderboard');
    expect(all).toContain('every server · 2026-Q4 · at least 3 games');
    for (const head of ['#', 'Player', 'Rating', 'Games', 'Wins']) expect(strings).toContain(head);
    for (const r of card.rows) {
      expect(all, r.name).toContain(r.name.split(/[\s_]/)[0]!);
      for (const figure of [r.rating, String(r.games), String(r.wins)]) expect(strings).toContain(figure);
    }
    const alt = leaderboardAlt(card);
    expect(alt).toContain(`1. ${rows[0]!.name} 30.6 (120 games, 61 wins)`);
    expect(alt.length).toBeLessThanOrEqual(1024);
  });

  it('/leaderboard card in French: its headings in French, drawn so in the render pool too', async () => {
    const french = { ...card, locale: 'fr' as const };
    const { result: png, texts } = await recordText(() => renderLeaderboard(french));
    await saveArtifact('leaderboard-card-fr', png);
    const { drawn, all } = expectReadableTexts(texts);
    const strings = drawn.map((t) => t.text);
    expect(all).toContain('Axon Protocol : classement');
    for (const head of ['#', 'Joueur', 'Cote', 'Parties', 'Victoires']) expect(strings).toContain(head);
    for (const head of ['Player', 'Rating', 'Games', 'Wins']) expect(strings).not.toContain(head);
    expect((await pool.leaderboard(french)).equals(png)).toBe(true);
  }, 60_000);

  it('both are drawn in the render pool byte for byte as directly', async () => {
    const story = trendStory('Axon Protocol', standing);
    expect((await pool.chart(story)).equals(await renderChart(story))).toBe(true);
    expect((await pool.leaderboard(card)).equals(await renderLeaderboard(card))).toBe(true);
  }, 60_000);
});
