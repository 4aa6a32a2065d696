/**
 * What crosses the thread boundary of the render pool: the renderer's address, the view as JSON
 * and the render context; a PNG comes back. Checked with zod on the worker's side, since a worker
 * trusts nothing it is sent.
 */
import { z } from 'zod';
import { localeSchema } from '../engine/messages.ts';

const seat = z.number().int().min(0);

export const renderContextSchema = z.object({
  seats: z.array(z.object({ name: z.string() })),
  awaiting: z.array(seat),
  outcome: z
    .object({
      headline: z.string(),
      team: z.enum(['won', 'lost']).optional(),
      winners: z.array(seat),
      results: z.array(z.string()).optional(),
    })
    .optional(),
  /** Set for a hand (a seat's private picture). */
  seat: seat.optional(),
});

export const renderTaskSchema = z.object({
  renderer: z.object({ url: z.string().url(), name: z.string().min(1) }),
  kind: z.enum(['board', 'hand']),
  /** The view as JSON text: the renderer draws from exactly what a view serialises to. */
  view: z.string(),
  ctx: renderContextSchema,
});
export type RenderTask = z.infer<typeof renderTaskSchema>;

/** A game's story (src/engine/story.ts) to chart (renderers/kit/chart.ts): drawn by the kit alone, no game's renderer. */
export const chartDataSchema = z.object({
  game: z.string(),
  unit: z.string(),
  label: z.string(),
  rounds: z.array(z.number().int().min(0)),
  series: z.array(
    z.object({
      name: z.string(),
      seat: seat.max(5).optional(),
      values: z.array(z.number().finite().nullable()),
    }),
  ),
  /** The language it is drawn in (renderers/kit/chart.ts), English when absent; its texts are message tokens. */
  locale: localeSchema.optional(),
});

/** The chart's data as JSON text, as a view is sent; checked against chartDataSchema once parsed. */
export const chartTaskSchema = z.object({ kind: z.literal('chart'), chart: z.string() });
export type ChartTask = z.infer<typeof chartTaskSchema>;

/** A leaderboard card (renderers/kit/leaderboard.ts): drawn by the kit alone. */
export const leaderboardCardSchema = z.object({
  game: z.string(),
  scope: z.string(),
  rows: z.array(
    z.object({
      position: z.number().int().min(1),
      name: z.string(),
      rating: z.string(),
      games: z.number().int().min(0),
      wins: z.number().int().min(0),
    }),
  ),
  /** The language it is drawn in (renderers/kit/leaderboard.ts), English when absent. */
  locale: localeSchema.optional(),
});

/** The card's data as JSON text; checked against leaderboardCardSchema once parsed. */
export const leaderboardTaskSchema = z.object({ kind: z.literal('leaderboard'), card: z.string() });
export type LeaderboardTask = z.infer<typeof leaderboardTaskSchema>;

/** Every task a worker takes. */
export const workerTaskSchema = z.union([renderTaskSchema, chartTaskSchema, leaderboardTaskSchema]);
