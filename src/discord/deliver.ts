import { DiscordAPIError, RateLimitError, RESTJSONErrorCodes, type Client } from 'discord.js';
import { missingInChannel } from './channelAccess.ts';
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

/**
 * Why a channel post did not happen: a missing permission (named when the cache can tell), a rate
 * limit too long to wait out, or a channel that is gone or not one to post in.
 */
export class ChannelPostError extends Error {
  constructor(
    readonly channelId: string,
    readonly reason: 'permissions' | 'rateLimited' | 'unavailable',
    readonly missing: readonly string[] = [],
  ) {
    super(`cannot post in channel ${channelId}: ${reason}${missing.length ? ` (${missing.join(', ')})` : ''}`);
  }
}

/** Refuses before a request Discord would answer 403: those count towards its invalid-request limit. */
function checkAccess(client: Client, channelId: string): void {
  const missing = missingInChannel(client, channelId);
  if (missing?.length) throw new ChannelPostError(channelId, 'permissions', missing);
}

/** Turns Discord's refusals into ChannelPostError; anything else is a real failure and is rethrown. */
function classify(client: Client, channelId: string, err: unknown): unknown {
  if (err instanceof RateLimitError) return new ChannelPostError(channelId, 'rateLimited');
  if (!(err instanceof DiscordAPIError)) return err;
  if (err.code === RESTJSONErrorCodes.MissingAccess) return new ChannelPostError(channelId, 'permissions', ['View Channel']);
  if (err.code === RESTJSONErrorCodes.MissingPermissions) return new ChannelPostError(channelId, 'permissions', missingInChannel(client, channelId) ?? []);
  if (err.code === RESTJSONErrorCodes.UnknownChannel) return new ChannelPostError(channelId, 'unavailable');
  return err;
}

async function sendable(client: Client, channelId: string) {
  checkAccess(client, channelId);
  const channel = await client.channels.fetch(channelId).catch((err: unknown) => {
    throw classify(client, channelId, err);
  });
  if (!channel || !channel.isSendable()) throw new ChannelPostError(channelId, 'unavailable');
  return channel;
}

/**
 * Posts to a channel (or thread) by id and returns the message's id. A rate-limited post waits for
 * Discord's retry_after (discord.js does) rather than being lost; failures are ChannelPostError.
 */
export async function postToChannel(client: Client, channelId: string, payload: Payload): Promise<string> {
  const channel = await sendable(client, channelId);
  try {
    return (await channel.send(payload)).id;
  } catch (err) {
    throw classify(client, channelId, err);
  }
}

/**
 * Replaces a message the bot posted (its board image too). False when the message is gone
 * (deleted by a moderator), so the caller posts a new one.
 */
export async function editInChannel(client: Client, channelId: string, messageId: string, payload: Payload): Promise<boolean> {
  const channel = await sendable(client, channelId);
  try {
    // `attachments: []` drops the old board; the new file takes its place.
    await channel.messages.edit(messageId, { ...payload, attachments: [] });
    return true;
  } catch (err) {
    if (err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.UnknownMessage) return false;
    throw classify(client, channelId, err);
  }
}
