import { type Client, DiscordAPIError, RateLimitError, RESTJSONErrorCodes, Routes } from 'discord.js';
import { DEFAULT_LOCALE, type Locale, localize } from '../engine/messages.ts';
import type { Logger } from '../log.ts';
import { errorText } from '../log.ts';
import type { UserActivity } from '../service/activity.ts';
import type { UserPrefs } from '../store/record.ts';
import type { TableStore } from '../store/types.ts';
import { missingInChannel } from './channelAccess.ts';
import { inLocale } from './locale.ts';
import { plat } from './platform.messages.ts';
import type { Payload } from './present.ts';

/**
 * With a nonce, Discord (enforce_nonce) answers a create repeating a recent one with the message
 * created the first time: a send retried after a crash does not post twice.
 */
function withNonce(payload: Payload, nonce: string | undefined): Payload & { nonce?: string; enforceNonce?: boolean } {
  return nonce === undefined ? payload : { ...payload, nonce, enforceNonce: true };
}

/** `closed`: the user's DMs are closed (50007); `failed`: the DM could not be sent for another reason. */
export type DmResult = 'sent' | 'off' | 'closed' | 'failed';

/** A player whose DMs were closed is tried again at most this often (or after their next command). */
export const DM_RETRY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends a DM, in the player's last known language (`payload` may be made for it: a hand drawn in
 * it), unless the player switched DMs off or their DMs are known to be closed. A bounce
 * (closed DMs) is remembered with its time, so the bot stops trying and points them to /hand; it
 * tries again once they have used the bot since (they may have reopened their DMs), or a day later.
 * Any other failure is only logged: it says nothing about the player's DMs.
 */
export async function sendDm(
  client: Client,
  store: TableStore,
  log: Logger,
  userId: string,
  payload: Payload | ((locale: Locale) => Payload | Promise<Payload>),
  activity?: UserActivity,
  now: () => number = Date.now,
  nonce?: string,
): Promise<DmResult> {
  // The move this DM reports is saved already: a store failure here must not fail the move.
  const prefs = await store.getPrefs(userId).catch((err: unknown) => {
    log.warn({ userId, err: errorText(err) }, 'DM skipped: prefs unavailable');
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
    // In the language the player was last seen in (a DM comes later than any interaction).
    const locale = prefs.locale ?? DEFAULT_LOCALE;
    const body = typeof payload === 'function' ? await payload(locale) : payload;
    await user.send(withNonce(inLocale(body, locale), nonce));
    if (prefs.dmClosed) await remember(store, log, userId, { ...prefs, dmClosed: false, dmClosedAt: null });
    return 'sent';
  } catch (err) {
    if (err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser) {
      await remember(store, log, userId, { ...prefs, dmClosed: true, dmClosedAt: new Date(now()).toISOString() });
      return 'closed';
    }
    log.warn({ userId, err: errorText(err) }, 'DM failed');
    return 'failed';
  }
}

async function remember(store: TableStore, log: Logger, userId: string, prefs: UserPrefs): Promise<void> {
  await store
    .setPrefs(userId, prefs)
    .catch((err: unknown) => log.warn({ userId, err: errorText(err) }, 'could not save DM state'));
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
  if (err.code === RESTJSONErrorCodes.MissingAccess)
    return new ChannelPostError(channelId, 'permissions', ['View Channel']);
  if (err.code === RESTJSONErrorCodes.MissingPermissions)
    return new ChannelPostError(channelId, 'permissions', missingInChannel(client, channelId) ?? []);
  if (err.code === RESTJSONErrorCodes.UnknownChannel) return new ChannelPostError(channelId, 'unavailable');
  return err;
}

async function sendable(client: Client, channelId: string) {
  checkAccess(client, channelId);
  // allowUnknownGuild: with shards, a DM (always shard 0's) may move a game whose guild another shard holds.
  const channel = await client.channels.fetch(channelId, { allowUnknownGuild: true }).catch((err: unknown) => {
    throw classify(client, channelId, err);
  });
  if (!channel?.isSendable()) throw new ChannelPostError(channelId, 'unavailable');
  return channel;
}

/**
 * Posts to a channel (or thread) by id and returns the message's id (with a nonce: see withNonce). A rate-limited post waits for
 * Discord's retry_after (discord.js does) rather than being lost; failures are ChannelPostError.
 */
export async function postToChannel(
  client: Client,
  channelId: string,
  payload: Payload,
  nonce?: string,
): Promise<string> {
  const channel = await sendable(client, channelId);
  try {
    return (await channel.send(withNonce(payload, nonce))).id;
  } catch (err) {
    throw classify(client, channelId, err);
  }
}

/**
 * Replaces a message the bot posted (its board image too). False when the message is gone
 * (deleted by a moderator), so the caller posts a new one.
 */
export async function editInChannel(
  client: Client,
  channelId: string,
  messageId: string,
  payload: Payload,
): Promise<boolean> {
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

/**
 * The newest message in a channel as Discord knows it (its last_message_id: also others' posts,
 * which the bot cannot see without the message intents), or null when it cannot tell. A failure
 * here must not hold up an announcement: the caller then edits in place as before.
 */
export async function lastMessageIn(client: Client, channelId: string): Promise<string | null> {
  // A request Discord would refuse (403) counts towards its invalid-request limit: not sent.
  if (missingInChannel(client, channelId)?.length) return null;
  try {
    const raw = (await client.rest.get(Routes.channel(channelId))) as { last_message_id?: string | null };
    return raw.last_message_id ?? null;
  } catch {
    return null;
  }
}

/** Whether message `a` was posted after message `b` (snowflakes grow with time). */
export const postedAfter = (a: string, b: string): boolean => BigInt(a) > BigInt(b);

/**
 * An old copy of the turn's message, once posted anew at the foot: one line linking to it, with
 * no board and no buttons (kept rather than deleted, so replies to it keep their context).
 */
export async function shrinkToLink(
  client: Client,
  channelId: string,
  guildId: string | null,
  messageId: string,
  newId: string,
  locale: Locale,
): Promise<void> {
  const link = `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${newId}`;
  await editInChannel(client, channelId, messageId, {
    content: localize(plat('plat.turn.below', { link }), locale),
    components: [],
    allowedMentions: { users: [] },
  });
}
