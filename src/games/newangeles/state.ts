import { z } from 'zod';
import type { PendingOf, StepOf } from '../../engine/flow.ts';
import { flowStateHead, flowStateStacks } from '../../engine/gameFlow.ts';
import { corpId, rival } from './data/types.ts';
import { naKinds } from './flow.ts';

const seat = z.number().int().min(0).max(5);
const count = z.number().int().min(0);
/** One number per district, index = district number (0 = The Root). */
const perDistrict = z.array(count).length(13);

/**
 * The city's components, one array per component (flat: copied at every move). 0/1 for capped
 * components; Prisec is a count; unrest is the stage (0 stable, 1 protest, 2 strike).
 */
export const citySchema = z.object({
  android: perDistrict,
  development: perDistrict,
  outage: perDistrict,
  illness: perDistrict,
  humanFirst: perDistrict,
  orgcrime: perDistrict,
  prisec: perDistrict,
  unrest: perDistrict,
});
export type City = z.infer<typeof citySchema>;

/** Components in the reserve (rule 3; unrest = unrest tokens). */
export const reserveSchema = z.object({
  android: count,
  development: count,
  outage: count,
  illness: count,
  humanFirst: count,
  orgcrime: count,
  prisec: count,
  unrest: count,
});
export type Reserve = z.infer<typeof reserveSchema>;

export const supplySchema = z.object({ energy: count, food: count, goods: count, tech: count });
export type Supply = z.infer<typeof supplySchema>;

/** A proposed card in the deal: its owner, the card (an action card id or an emergency id "E-..."), its target, the capital paid to place it. */
export const offerSchema = z.object({
  seat,
  card: z.string(),
  target: z.number().int().min(0).max(12).nullable(),
  paid: count,
});
export type Offer = z.infer<typeof offerSchema>;

/** A trade, drafted or proposed: capital and assets each way (rules 71-75). */
export const tradeSchema = z.object({
  to: seat,
  giveCapital: count,
  askCapital: count,
  give: z.array(z.string()),
  ask: z.array(z.string()),
});
export type Trade = z.infer<typeof tradeSchema>;
/** A draft in progress: its partner not chosen yet (null) until the drafter picks one. */
export const draftSchema = tradeSchema.extend({ to: seat.nullable() });
export type Draft = z.infer<typeof draftSchema>;

export type Pending = PendingOf<NaState>;
export type Step = StepOf<NaState>;

export const optionsSchema = z.object({});
export type NaOptions = z.infer<typeof optionsSchema>;

export const naStateSchema = z.object({
  ...flowStateHead(4, 6, optionsSchema),
  /** Each seat's corporation and capital. */
  corps: z.array(corpId),
  capital: z.array(count),
  threat: z.number().int().min(0).max(25),
  /** 1..6. */
  round: z.number().int().min(0),
  phase: z.enum(['action', 'production', 'demand', 'event', 'over']),
  /** The active player (holds the active-player token). */
  active: seat,
  city: citySchema,
  reserve: reserveSchema,
  supply: supplySchema,
  /** The current demand card and the demand deck (top first). */
  demand: z.string(),
  demandDeck: z.array(z.string()),
  /** Demand rounds held so far (the game ends after the third). */
  demandRounds: count,
  /** The five action decks (top first), the face-down discard pile, each seat's hand (secret). */
  decks: z.object({
    labor: z.array(z.string()),
    biotech: z.array(z.string()),
    media: z.array(z.string()),
    construction: z.array(z.string()),
    security: z.array(z.string()),
  }),
  discard: z.array(z.string()),
  hands: z.array(z.array(z.string())),
  /** Each seat's emergency action: face up (usable) or face down. */
  emergencyUp: z.array(z.boolean()),
  /** The asset deck (top first), the turn track's slots (index 0 = slot 1; null = empty), each seat's assets, the exhausted ones. */
  assetDeck: z.array(z.string()),
  track: z.array(z.string().nullable()).length(6),
  assets: z.array(z.array(z.string())),
  exhausted: z.array(z.string()),
  /** The event deck (top first) and the events resolved so far (last = newest; public). */
  eventDeck: z.array(z.string()),
  eventsDone: z.array(z.string()),
  /** The investment deck (top first); each seat's chosen investment and the cards dealt to choose from (secret). */
  investDeck: z.array(z.string()),
  invest: z.array(z.string().nullable()),
  investOffer: z.array(z.array(z.string())),
  /** Rival cards: each seat's (secret), and the one under the board (secret to all). */
  rivals: z.array(rival),
  under: rival,
  setupCard: z.string(),
  /**
   * The deal in progress: the revealed asset, the main offer, the counteroffers (last = on top,
   * the earlier ones covered), the seats still to get their counteroffer chance (in order), the winner.
   */
  deal: z
    .object({
      asset: z.string(),
      main: offerSchema.nullable(),
      counters: z.array(offerSchema),
      chances: z.array(seat),
      winner: z.enum(['main', 'counter']).nullable(),
    })
    .nullable(),
  /** The assets whose End of Turn / Discard ability was used at this end of turn. */
  usedThisTurn: z.array(z.string()),
  /** Trades: each seat's draft in progress (private to it) and its open proposal (seen by both sides). */
  drafts: z.array(draftSchema.nullable()),
  proposals: z.array(tradeSchema.nullable()),
  /** Deals resolved so far (statistics, the board). */
  deals: count,
  over: z.boolean(),
  result: z
    .object({
      /** 'threat': threat reached 25; 'end': after the third Demand round. */
      reason: z.enum(['threat', 'end']),
      winners: z.array(seat),
      /** One line per seat and fact, for the end summary. */
      lines: z.array(z.string()),
      results: z.array(z.string()),
    })
    .nullable(),
  /** The last public happenings (short lines), for the board's "what changed" panel. */
  recent: z.array(z.string()),
  ...flowStateStacks(naKinds),
});
export type NaState = z.infer<typeof naStateSchema>;
