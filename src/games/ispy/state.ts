import { z } from 'zod';
import type { PendingOf, StepOf } from '../../engine/flow.ts';
import { flowStateHead, flowStateStacks } from '../../engine/gameFlow.ts';
import { optionFlag } from '../../engine/options.ts';
import { NATIONS, type Nation, nation } from './data/types.ts';
import { ispyKinds } from './flow.ts';

const seat = z.number().int().min(0).max(3);
const count = z.number().int().min(0);
/** Influence or Power per Nation (0-38 each). */
export const trackSchema = z.object(
  Object.fromEntries(NATIONS.map((n) => [n, z.number().int().min(0).max(38)])) as Record<Nation, z.ZodNumber>,
);
export type Track = z.infer<typeof trackSchema>;

/** One spy (player). Everything here is public except `alignment` (and, by deduction only, `hand`). */
export const spySchema = z.object({
  /** The player number 1-4 dealt at random at setup: its card set and colour; 1 starts with the Initiative. */
  number: z.number().int().min(1).max(4),
  /** Where the figure stands; null before it is deployed (not on the board, cannot be targeted). */
  region: z.string().nullable(),
  supply: count,
  tags: count,
  /** Action Cards in hand (ids). */
  hand: z.array(z.string()),
  /** Cards played this turn. */
  agenda: z.array(z.string()),
  /** Used cards, scored at the next Scoring Phase; `rotated`: chosen by this turn's Retrieval Action. */
  records: z.array(z.object({ card: z.string(), rotated: z.boolean() })),
  /** Recruited Assets, face up; `applied` once flipped at the end (Apply Assets). */
  assets: z.array(z.object({ id: z.string(), applied: z.boolean() })),
  /** Control Tokens not on the board. */
  tokens: count,
  /** Secret: the Nation this spy works for. */
  alignment: nation,
});
export type Spy = z.infer<typeof spySchema>;

/** A Politician space: the face-down tile (null once revealed and discarded) and the Control Tokens on it, by seat, oldest first. */
export const spaceSchema = z.object({ tile: z.string().nullable(), tokens: z.array(seat).max(3) });
export type Space = z.infer<typeof spaceSchema>;

/** The current turn. */
export const turnSchema = z.object({
  seat,
  /** 'deploy': round 1's first step (choose a vacant Start Region); 'flee': started in a Capital; 'main': the actions. */
  stage: z.enum(['deploy', 'flee', 'main']),
  tickets: count,
  /** Normal Card Actions done (2 required, as many as legally possible). */
  played: count,
  /** Extra Card Actions used this turn (Assets; only after the normal two). */
  extraUsed: count,
  /** The one Capital visit: 'no' not yet, 'in' entered, 'done' entered and left. */
  visit: z.enum(['no', 'in', 'done']),
  /** The Contact or Retrieval Action, once done. */
  third: z.enum(['contact', 'retrieval']).nullable(),
  /** Courier Line is active this turn (the next Contact Action gives a reward twice). */
  courier: z.boolean(),
  /** Private Line's Tag option: offered ('open'), taken ('used'), or not available (null). */
  privateTag: z.enum(['open', 'used']).nullable(),
  /** Cards shown to the table because no card was playable (running out of usable cards). */
  revealed: z.boolean(),
  /** The Cryptologist's once-per-turn resolution has been used (assets.ts). */
  crypto: z.boolean().optional(),
});
export type Turn = z.infer<typeof turnSchema>;

/** `seat`'s turn as it starts in `stage`: no Ticket, card, Capital visit or Private Line yet. */
export const newTurn = (seat: number, stage: Turn['stage']): Turn => ({
  seat,
  stage,
  tickets: 0,
  played: 0,
  extraUsed: 0,
  visit: 'no',
  third: null,
  courier: false,
  privateTag: null,
  revealed: false,
});

export type Pending = PendingOf<IspyState>;
export type Step = StepOf<IspyState>;

export const optionsSchema = z.object({
  /** Special Action Cards: the 6 starred Assets join the deck, with their cards. */
  special: optionFlag.default(false),
  /** Final Report before Apply Assets. */
  finalReport: optionFlag.default(false),
});
export type IspyOptions = z.infer<typeof optionsSchema>;

export const ispyStateSchema = z.object({
  ...flowStateHead(2, 4, optionsSchema),
  /** 1-14. */
  round: z.number().int().min(1).max(14),
  /** Who holds the Initiative Card. */
  initiative: seat,
  /** Who took the first turn of this round, and how many turns have been taken (clockwise from there). */
  roundStart: seat,
  turnsPlayed: count,
  turn: turnSchema.nullable(),
  spies: z.array(spySchema),
  influence: trackSchema,
  power: trackSchema,
  /** Supply Cache Regions still holding their token. */
  caches: z.array(z.string()),
  assetDeck: z.array(z.string()),
  stacks: z.object({ berlin: z.array(z.string()), budapest: z.array(z.string()), london: z.array(z.string()) }),
  politicianDeck: z.array(z.string()),
  /** Discarded (revealed or Scandalized) tiles; Scandalized ones are face down and never named in public; `phase`: the Scoring Phase that revealed it (absent in games stored before it was kept). */
  politicianDiscard: z.array(
    z.object({ id: z.string(), revealed: z.boolean(), phase: z.number().int().min(1).max(5).optional() }),
  ),
  spaces: z.array(spaceSchema).length(20),
  /** Scoring Phases done (0-5). */
  phase: z.number().int().min(0).max(5),
  over: z.boolean(),
  /** Winners once the game is over, with the final comparison in words. */
  result: z.object({ winners: z.array(seat), lines: z.array(z.string()) }).nullable(),
  ...flowStateStacks(ispyKinds),
});
export type IspyState = z.infer<typeof ispyStateSchema>;
