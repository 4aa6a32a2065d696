/**
 * What crosses the thread boundary of the render pool: the renderer's address, the view as JSON
 * and the render context; a PNG comes back. Checked with zod on the worker's side, since a worker
 * trusts nothing it is sent.
 */
import { z } from 'zod';

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
