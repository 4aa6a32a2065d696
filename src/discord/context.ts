import { MessageFlags, type Client, type RepliableInteraction } from 'discord.js';
import type { Logger } from '../log.ts';
import type { Registry } from '../registry.ts';
import type { TableStore } from '../store/types.ts';
import type { UserActivity } from './activity.ts';
import type { DeliveryPoint } from './outbox.ts';
import type { Payload } from './present.ts';
import type { Tables } from './tables.ts';
import type { Timers } from './timers/types.ts';

/** What every handler needs. */
export interface BotContext {
  readonly client: Client;
  readonly tables: Tables;
  readonly registry: Registry;
  readonly store: TableStore;
  readonly log: Logger;
  /** When each user last used a command here (a bounced DM is tried again after it). */
  readonly activity: UserActivity;
  /** Reminders, deadlines and computer moves (src/discord/timers). */
  readonly timers: Timers;
  /** The time now: the clocks' only source of time, so tests can set it. */
  readonly now: () => Date;
  /**
   * Called at each step of delivering owed messages (outbox.ts). A test makes it throw to cut the
   * bot short there, as a crash would; unset in production.
   */
  readonly probe?: ((point: DeliveryPoint) => void) | undefined;
}

/**
 * Answers privately, whatever state the interaction is in: a fresh one gets an ephemeral reply,
 * a deferred ephemeral reply gets edited. A deferred PUBLIC reply (its "thinking" message is
 * public, and the first follow-up would complete it publicly) is deleted first, then the answer
 * comes as an ephemeral follow-up. Anything else (a deferred update of a message, or already
 * answered) gets an ephemeral follow-up, so a public message is never overwritten.
 */
export async function sayPrivately(i: RepliableInteraction, payload: Payload | string): Promise<void> {
  const body = typeof payload === 'string' ? { content: payload, components: [] } : payload;
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
