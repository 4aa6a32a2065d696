import { z } from 'zod';

/** A component's id and printed name: its schema's first fields. */
export const named = { id: z.string(), name: z.string() };

/** Whether a component was designed (the rulebook does not print it whole), with what was designed in `note`. */
export const designed = { designed: z.boolean().default(false), note: z.string().optional() };
