import { DiscordAPIError, RESTJSONErrorCodes, type Client } from 'discord.js';
import type { Logger } from '../log.ts';
import type { UserPrefs } from '../store/record.ts';
import type { TableStore } from '../store/types.ts';
import type { UserActivity } from './activity.ts';
import type { Payload } from './present.ts';

/** `closed`: the user's DMs are closed (50007); `failed`: the DM could not be sent for another reason. */
export type DmResult = 'sent' | 'off' | 'closed' | 'failed';

/** A player whose DMs were closed is tried again at most this often (or after their next command). */
export const DM_RETRY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends a DM unless the player switched DMs off or their DMs are known to be closed. A bounce
 * (closed DMs) is remembered with its time, so the bot stops trying and points them to /hand; it
 * tries again once they have used the bot since (they may have reopened their DMs), or a day later.
 * Any other failure is only logged: it says nothing about the player's DMs.
 */
export async function sendDm(client: Client, store: TableStore, log: Logger, userId: string, payload: Payload, activity?: UserActivity, now: () => number = Date.now): Promise<DmResult> {
  // The move this DM reports is saved already: a store failure here must not fail the move.
  const prefs = await store.getPrefs(userId).catch((err: unknown) => {
    log.warn({ userId, err: err instanceof Error ? err.message : String(err) }, 'DM skipped: prefs unavailable');
    return null;
  });
  if (!prefs) return 'failed';
  if (!prefs.dms) return 'off';
  if (prefs.dmClosed) {
    const closedAt = prefs.dmClosedAt ? Date.parse(prefs.dmClosedAt) : 0;
    const seenSince = (activity?.lastSeen(userId) ?? 0) > closedAt;
    if (!seenSince && now() - closedAt < DM_RETRY_MS) return 'closed';
  }
  try {
    const user = await client.users.fetch(userId);
    await user.send(payload);
    if (prefs.dmClosed) await remember(store, log, userId, { ...prefs, dmClosed: false, dmClosedAt: null });
    return 'sent';
  } catch (err) {
    if (err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser) {
      await remember(store, log, userId, { ...prefs, dmClosed: true, dmClosedAt: new Date(now()).toISOString() });
      return 'closed';
    }
    log.warn({ userId, err: err instanceof Error ? err.message : String(err) }, 'DM failed');
    return 'failed';
  }
}

async function remember(store: TableStore, log: Logger, userId: string, prefs: UserPrefs): Promise<void> {
  await store.setPrefs(userId, prefs).catch((err: unknown) => log.warn({ userId, err: err instanceof Error ? err.message : String(err) }, 'could not save DM state'));
}

/** Posts to a channel (or thread) by id. */
export async function postToChannel(client: Client, channelId: string, payload: Payload): Promise<void> {
  const channel = await client.channels.fetch(channelId);
  if (!channel || !channel.isSendable()) throw new Error(`cannot post in channel ${channelId}`);
  await channel.send(payload);
}
