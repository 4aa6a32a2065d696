import { z } from 'zod';
import type { PendingOf, StepOf } from '../../engine/flow.ts';
import { flowStateHead, flowStateStacks } from '../../engine/gameFlow.ts';
import { optionFlag } from '../../engine/options.ts';
import { resource } from './data/types.ts';
import { axonKinds } from './flow.ts';

const seat = z.number().int().min(0).max(5);
const count = z.number().int().min(0);

/** Resource tokens on a Character (Data only ever lies on Corporate Areas). */
export const charTokensSchema = z.object({
  augments: count,
  drugs: count,
  products: count,
  scandal: count,
  violence: count,
});
export type CharTokens = z.infer<typeof charTokensSchema>;
export type CharResource = keyof CharTokens;

/** A Character in the city (its card is in the Character Display, its standee on the board). */
export const charStateSchema = z.object({
  id: z.string(),
  /** City Area number. */
  area: z.number().int().min(1),
  /** In the Prison: 0 = top section, 1 = lowest; null elsewhere. */
  section: z.number().int().min(0).max(1).nullable(),
  tokens: charTokensSchema,
  /** Activation Token on its card (standee laid down) this round. */
  activated: z.boolean(),
  /** Used GUARD this round: no CRIME and no killing of others in its Area until the End of Round. */
  guarding: z.boolean(),
});
export type CharState = z.infer<typeof charStateSchema>;

/** A Software card lying in a Desktop Area, with the Character it names (Bodyguard Protocol). */
export const desktopCardSchema = z.object({ card: z.string(), target: z.string().optional() });

export const playerSchema = z.object({
  /** The Corporation card (null until chosen at setup). */
  corp: z.string().nullable(),
  /** Two Player Mode: the third scoring Resource. */
  extra: resource.nullable(),
  /** Private: Software cards in hand. */
  hand: z.array(z.string()),
  /** Software cards in the Desktop Area. */
  desktop: z.array(desktopCardSchema),
  /** Permanent Victory Point tokens in the Desktop Area. */
  permVp: count,
  /** The Monopoly token on the Corporation card (its Resource), once created. */
  monopoly: resource.nullable(),
  /** The Activation Token on the Corporation card: its Special Ability was used this round. */
  corpUsed: z.boolean(),
  /** The Sprawl's Area Action was used this round: hand limit 5 at this End of Round (cleared by it). */
  sprawl: z.boolean().optional(),
});
export type Player = z.infer<typeof playerSchema>;

/** One Action Box of an Area: a Violence token (a Crimescene) and/or an Activation Token. */
export const boxStateSchema = z.object({ violence: z.boolean(), activated: z.boolean() });
export type BoxState = z.infer<typeof boxStateSchema>;

/** One City Area's tokens: its boxes (as the data lists them) and its Data tokens (Corporate Areas). */
export const areaStateSchema = z.object({ id: z.number().int().min(1), boxes: z.array(boxStateSchema), data: count });
export type AreaState = z.infer<typeof areaStateSchema>;

/** A decision waited for, its data checked per kind (flow.ts). */
export type Pending = PendingOf<AxonState>;
/** An automatic step, its data checked per step (flow.ts). */
export type Step = StepOf<AxonState>;

export const optionsSchema = z.object({
  /** Beginner level: the advanced Characters stay in the box. */
  beginner: optionFlag.default(false),
  /** Minutes a Counter window stays open for a player who has not answered, in asynchronous play (0: until everyone answers). */
  window: z.coerce.number().int().min(0).max(10080).default(60),
});
export type AxonOptions = z.infer<typeof optionsSchema>;

const perResource = <T extends z.ZodTypeAny>(t: T) =>
  z.object({ augments: t, data: t, drugs: t, products: t, scandal: t, violence: t });

export const axonStateSchema = z.object({
  ...flowStateHead(2, 6, optionsSchema),
  p: z.array(playerSchema),
  /** Characters in the city, in the order they entered (the Character Display). */
  chars: z.array(charStateSchema),
  /** The Character Stack (top first) and the Character discard pile (killed Characters). */
  charStack: z.array(z.string()),
  charDiscard: z.array(z.string()),
  /** The Software deck (top first) and its face-up discard pile (last = top). */
  deck: z.array(z.string()),
  discard: z.array(z.string()),
  /** Every City Area's boxes and Data tokens, in Area number order (index = id - 1). */
  areas: z.array(areaStateSchema),
  /** The Scoreboard: Resource Counters (= tokens in play), the rewards claimed (by index in the track's list). */
  counter: perResource(count),
  claimed: perResource(z.array(z.boolean())),
  /** Breaking Point track: the Stress token (never goes down) and the Breaking Point token. */
  stress: count,
  breaking: count,
  /** Android, Bioroid and AI tokens left in their supply. */
  typeTokens: z.object({ android: count, bioroid: count, ai: count }),
  /** The First Player Token's holder; the turn direction (1 clockwise, -1 counterclockwise). */
  first: seat,
  dir: z.union([z.literal(1), z.literal(-1)]),
  /** Whoever took the First Player Token by action this round (End of Round step 6 is then skipped). */
  tookFirst: seat.nullable(),
  round: z.number().int().min(0),
  phase: z.enum(['setup', 'turns', 'endRound', 'over']),
  /**
   * The active player's turn: whether its one action is taken, whether its Special Action is
   * used, a Reverse to apply after it, and the Character being activated (while it acts).
   */
  turn: z
    .object({ seat, acted: z.boolean(), special: z.boolean(), reverse: z.boolean(), acting: z.string().nullable() })
    .nullable(),
  /** The end is triggered: who triggered it (whose turn it was), why, and the seats still owed their last turn, in order. */
  end: z.object({ by: seat, why: z.enum(['stress', 'resource', 'redzone']), last: z.array(seat) }).nullable(),
  over: z.boolean(),
  result: z
    .object({ winners: z.array(seat), scores: z.array(z.number().int()), lines: z.array(z.string()) })
    .nullable(),
  /** The last public happenings (short lines), for the board's "what changed" panel. */
  recent: z.array(z.string()),
  ...flowStateStacks(axonKinds),
});
export type AxonState = z.infer<typeof axonStateSchema>;
