import { DiscordAPIError, RESTJSONErrorCodes, type Client } from 'discord.js';
import type { Logger } from '../log.ts';
import type { TableStore } from '../store/types.ts';
import type { Payload } from './present.ts';

export type DmResult = 'sent' | 'off' | 'closed';

/**
 * Sends a DM unless the player switched DMs off or their DMs are known to be closed.
 * A bounce (closed DMs) is remembered, so the bot stops trying and points them to /hand instead.
 */
export async function sendDm(client: Client, store: TableStore, log: Logger, userId: string, payload: Payload): Promise<DmResult> {
  const prefs = await store.getPrefs(userId);
  if (!prefs.dms) return 'off';
  if (prefs.dmClosed) return 'closed';
  try {
    const user = await client.users.fetch(userId);
    await user.send(payload);
    return 'sent';
  } catch (err) {
    if (err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser) {
      await store.setPrefs(userId, { ...prefs, dmClosed: true });
      return 'closed';
    }
    log.warn({ userId, err: err instanceof Error ? err.message : String(err) }, 'DM failed');
    return 'closed';
  }
}

/** Posts to a channel (or thread) by id; resolves to the new message's id. */
export async function postToChannel(client: Client, channelId: string, payload: Payload): Promise<string> {
  const channel = await client.channels.fetch(channelId);
  if (!channel || !channel.isSendable()) throw new Error(`cannot post in channel ${channelId}`);
  return (await channel.send(payload)).id;
}
