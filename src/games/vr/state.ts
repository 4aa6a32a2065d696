import { z } from 'zod';
import type { PendingOf, StepOf } from '../../engine/flow.ts';
import { flowStateHead, flowStateStacks } from '../../engine/gameFlow.ts';
import { type ActionId, actionId, agentType, type DistrictId, districtId } from './data/types.ts';
import { vrKinds } from './flow.ts';

const seat = z.number().int().min(0).max(3);

/** An Agent on Duty: upright or turned (its ability used this Round). */
export const dutySchema = z.object({ id: z.string(), turned: z.boolean() });

/** A Boost under one Action: a Boost card, or a Level 1 Agent turned into a Boost. */
export const boostSlotSchema = z.object({ source: z.enum(['card', 'agent']), id: z.string(), action: actionId });
export type BoostSlot = z.infer<typeof boostSlotSchema>;

/** Necro markers: a modified cost or gain of one Action, for the Round they name. */
export const modifierSchema = z.object({
  kind: z.enum(['recruit8', 'server20', 'verse14', 'donationUp', 'work3']),
  round: z.number().int(),
});

export const playerSchema = z.object({
  reserve: z.number().int().min(0),
  money: z.number().int().min(0),
  immunity: z.number().int().min(0),
  income: z.number().int().min(0),
  vpTokens: z.number().int().min(0),
  /** Servers not in Neo Paris. */
  serverSupply: z.number().int().min(0).max(7),
  /** Private. */
  corruption: z.array(z.string()),
  /** Private: the two dealt, then the chosen one first at the end. */
  objectives: z.array(z.string()),
  onDuty: z.array(dutySchema).max(3),
  retired: z.array(z.string()),
  boosts: z.array(boostSlotSchema),
  verses: z.array(z.object({ id: z.string(), online: z.boolean() })),
  modifiers: z.array(modifierSchema),
  directorsLeft: z.number().int().min(0).max(3),
  /** Districts where this player's Directors stand this Round (The Howling). */
  directorDistricts: z.array(districtId),
  /** Private: the Necro card this player secretly saw on top of the deck, while it is still there. */
  peek: z.string().nullable(),
  /** Conditions met once and for all (Mythologia, The Curse). */
  raidedWith7: z.boolean(),
  raidedClean: z.boolean(),
  /** The Curse: Corruption cards held during the End of Game Raid. */
  curseCards: z.number().int().min(0),
  /** Mme Tropovicz promoted: the type chosen at the end (null until then). */
  tropovicz: agentType.nullable(),
  /** End of Game Necro effects on scoring. */
  eog: z.object({
    verseCap: z.number().int().optional(),
    objectiveCap: z.number().int().optional(),
    trioPenalty: z.boolean().optional(),
    titlePenalty: z.boolean().optional(),
    vpLoss: z.number().int().optional(),
  }),
  /** Objective chosen at the end, with the type chosen for "choose a type" cards. */
  objectiveChoice: z.object({ id: z.string(), type: z.string().nullable() }).nullable(),
});
export type PlayerState = z.infer<typeof playerSchema>;

/** One decision the game waits for: a kind (its handler), the seats still to answer, and its data (checked per kind: flow.ts). */
export type Pending = PendingOf<VrState>;
/** An automatic step of the game's flow, run when no decision is pending; its data checked per step. */
export type Step = StepOf<VrState>;

export const turnSchema = z.object({
  seat,
  stage: z.enum(['director', 'influence', 'action', 'end']),
  borough: z.number().int().min(1).max(23).nullable(),
  /** Actions this turn may still perform as extras ("in addition to your action for the turn"). */
  extra: z.array(z.object({ action: actionId, source: z.string(), discardPile: z.boolean().optional() })),
  /** Agents recruited this turn: a bonus cannot improve the Action that brought it into play. */
  recruited: z.array(z.string()),
  /** The main Action performed this turn (for "if you perform X this turn"). */
  performed: z.array(actionId),
  /** One-time bonuses waiting for an Action this turn: range, build without influence, money... */
  bonus: z.object({
    range: z.number().int(),
    /** Delta's promotion: the next Server this turn needs no Influence token of the player there. */
    serverAnywhere: z.boolean(),
    /** The Nation Title: the next Server this turn may go where there is no Influence token at all. */
    serverEmpty: z.boolean().optional(),
    workMoney: z.number().int(),
    /** Conditional promotion bonuses: "if you perform X this turn, gain ...": applied when X happens. */
    onAction: z.array(
      z.object({
        action: actionId,
        money: z.number().int(),
        refreshVerses: z.boolean().optional(),
        source: z.string(),
      }),
    ),
  }),
});
export type Turn = z.infer<typeof turnSchema>;

export const boroughStateSchema = z.object({
  /** Whose Influence tokens are here (one player at most), and how many. */
  owner: seat.nullable(),
  count: z.number().int().min(0),
  servers: z.array(seat),
});

export const vrStateSchema = z.object({
  ...flowStateHead(2, 4),
  round: z.number().int().min(1).max(5),
  over: z.boolean(),
  /** Seats in turn order this Round. */
  order: z.array(seat),
  /** Turns played this Round (each player plays 3). */
  turnsPlayed: z.number().int().min(0),
  turn: turnSchema.nullable(),
  boroughs: z.array(boroughStateSchema).length(23),
  directors: z.array(z.object({ seat, borough: z.number().int() })),
  /** Agent spaces 1-5: the Agent card there (null: recruited, intercepted or none) and its Localization token's Borough. */
  agentSpaces: z.array(z.object({ agent: z.string().nullable(), borough: z.number().int().nullable() })).length(5),
  agentDeck: z.array(z.string()),
  /** Localization cards left to place Agents (drawn from the front; used ones leave the game). */
  loc: z.array(z.union([z.number().int().min(1).max(23), z.literal('first')])),
  agentDiscard: z.array(z.string()),
  verseDisplay: z.array(z.string().nullable()).length(5),
  verseDeck: z.array(z.string()),
  necroDeck: z.array(z.string()),
  necroRevealed: z.array(z.string()),
  corruptionDeck: z.array(z.string()),
  corruptionDiscard: z.array(z.string()),
  boostCards: z.array(z.string()),
  titles: z.record(districtId, seat.nullable()),
  titlesTurned: z.array(districtId),
  recycle: z.array(z.number().int().min(0)),
  p: z.array(playerSchema),
  ...flowStateStacks(vrKinds),
  /** Final score breakdown per seat, once the game is over. */
  scores: z.array(z.record(z.string(), z.number())).nullable(),
});
export type VrState = z.infer<typeof vrStateSchema>;

export type { ActionId, DistrictId };
