import { type ButtonInteraction, type Client, MessageFlags, type RepliableInteraction } from 'discord.js';
import type { Ratings } from '../ratings/ratings.ts';
import type { Images } from '../render/pool.ts';
import type { ServiceContext } from '../service/context.ts';
import { inLocale, readerOf } from './locale.ts';
import type { Deliveries, DeliveryPoint } from './outbox.ts';
import { plat } from './platform.messages.ts';
import type { Payload } from './present.ts';

/** What every handler needs: the table service's context, and the Discord client it speaks through. */
export interface BotContext extends ServiceContext {
  readonly client: Client;
  /** Where the bot's boards and hands are drawn (its render pool, timed into its metrics). */
  readonly render: Images;
  /** This bot's deliveries of owed messages in progress, one per channel at a time. */
  readonly deliveries: Deliveries;
  /** The players' ratings over the store (/rank, /leaderboard, /history). */
  readonly ratings: Ratings;
  /**
   * Called at each step of delivering owed messages (outbox.ts). A test makes it throw to cut the
   * bot short there, as a crash would; unset in production.
   */
  readonly probe?: ((point: DeliveryPoint) => void) | undefined;
}

/**
 * Answers privately, in the reader's language, whatever state the interaction is in: a fresh one gets an ephemeral reply,
 * a deferred ephemeral reply gets edited. A deferred PUBLIC reply (its "thinking" message is
 * public, and the first follow-up would complete it publicly) is deleted first, then the answer
 * comes as an ephemeral follow-up. Anything else (a deferred update of a message, or already
 * answered) gets an ephemeral follow-up, so a public message is never overwritten.
 */
export async function sayPrivately(i: RepliableInteraction, payload: Payload | string): Promise<void> {
  const body = inLocale(typeof payload === 'string' ? { content: payload, components: [] } : payload, readerOf(i));
  if (!i.deferred && !i.replied) {
    await i.reply({ ...body, flags: MessageFlags.Ephemeral });
  } else if (i.deferred && !i.replied && i.ephemeral === true) {
    await i.editReply(body);
  } else {
    // deferReply() leaves `ephemeral` false; deferUpdate() leaves it null.
    if (i.deferred && !i.replied && i.ephemeral === false) await i.deleteReply();
    await i.followUp({ ...body, flags: MessageFlags.Ephemeral });
  }
}

/**
 * Acknowledges a paging button (Back / Forward, Older / Newer) of the ephemeral view `/game
 * <command>` shows in `channel`. Pressed in another channel (a forged id must not show a channel's
 * game to someone outside it): refused privately, and false. Otherwise the ephemeral view it sits on
 * is updated in place, and a button on a public message (forged) gets a private reply instead.
 */
export async function deferPaging(i: ButtonInteraction, channel: string, command: string): Promise<boolean> {
  if (channel !== i.channelId) {
    await sayPrivately(i, plat('plat.paging.otherChannel', { command }));
    return false;
  }
  if (i.message.flags.has(MessageFlags.Ephemeral)) await i.deferUpdate();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
  return true;
}
