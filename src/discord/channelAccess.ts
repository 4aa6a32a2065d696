import { type Client, type Interaction, PermissionFlagsBits, type PermissionsBitField } from 'discord.js';
import { plat } from './platform.messages.ts';

/** The channel permissions the bot relies on, by the names Discord's settings show. */
const NAMES: readonly [bigint, string][] = [
  [PermissionFlagsBits.ViewChannel, 'View Channel'],
  [PermissionFlagsBits.SendMessages, 'Send Messages'],
  [PermissionFlagsBits.SendMessagesInThreads, 'Send Messages in Threads'],
  [PermissionFlagsBits.CreatePublicThreads, 'Create Public Threads'],
  [PermissionFlagsBits.AttachFiles, 'Attach Files'],
  [PermissionFlagsBits.EmbedLinks, 'Embed Links'],
];

/** Whether the member may manage the channel: with the host, who may run a table's moderation (abort, settings, replace). */
export function canManageChannels(i: Interaction): boolean {
  return i.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false;
}

/** To run a game in a channel: see it, post in it (in a thread, post in threads), attach boards, embed. */
export function neededToPlay(inThread: boolean): bigint {
  return (
    PermissionFlagsBits.ViewChannel |
    (inThread ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages) |
    PermissionFlagsBits.AttachFiles |
    PermissionFlagsBits.EmbedLinks
  );
}

/** To open a game in a new public thread of a channel and play there (a thread takes its parent's permissions). */
export const NEEDED_FOR_THREAD =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.EmbedLinks;

/** Names of the needed permissions that `have` lacks; just View Channel when the channel cannot be seen (nothing else counts then). */
export function missingNames(have: Readonly<PermissionsBitField> | bigint, needed: bigint): string[] {
  const bits = typeof have === 'bigint' ? have : have.bitfield;
  if ((bits & PermissionFlagsBits.ViewChannel) === 0n) return ['View Channel'];
  return NAMES.filter(([bit]) => (needed & bit) !== 0n && (bits & bit) === 0n).map(([, name]) => name);
}

/**
 * What the bot lacks in a channel, from discord.js's cache (kept current by CHANNEL_UPDATE);
 * undefined when the channel or the bot's member is not cached, so nobody can tell before trying.
 */
export function missingInChannel(client: Client, channelId: string): string[] | undefined {
  const channel = client.channels.cache.get(channelId);
  if (!channel || channel.isDMBased() || !client.user) return undefined;
  const perms = channel.permissionsFor(client.user);
  return perms ? missingNames(perms, neededToPlay(channel.isThread())) : undefined;
}

/**
 * What the bot lacks to play in `channelId`: from the interaction's app_permissions when it was
 * used in that channel (Discord sends them with every interaction), else from the cache.
 */
export function missingForGame(client: Client, i: Interaction, channelId: string): string[] {
  if (i.channelId === channelId && i.inGuild() && i.appPermissions) {
    return missingNames(i.appPermissions, neededToPlay(i.channel?.isThread() ?? false));
  }
  return missingInChannel(client, channelId) ?? [];
}

/** Before opening a game (in this channel, or in a new thread of it): what the bot lacks, from app_permissions. */
export function missingToOpen(i: Interaction, thread: boolean): string[] {
  if (!i.inGuild() || !i.appPermissions) return [];
  return missingNames(i.appPermissions, thread ? NEEDED_FOR_THREAD : neededToPlay(i.channel?.isThread() ?? false));
}

/** Each permission's name in the reader's language, as Discord's settings show it there. */
const WORDS: Readonly<Record<string, string>> = {
  'View Channel': plat('plat.perm.ViewChannel'),
  'Send Messages': plat('plat.perm.SendMessages'),
  'Send Messages in Threads': plat('plat.perm.SendMessagesInThreads'),
  'Create Public Threads': plat('plat.perm.CreatePublicThreads'),
  'Attach Files': plat('plat.perm.AttachFiles'),
  'Embed Links': plat('plat.perm.EmbedLinks'),
};

/** "the **Attach Files** permission" or "the **Send Messages** and **Attach Files** permissions" (a token). */
export function permissionPhrase(missing: readonly string[]): string {
  const named = missing.map((m) => `**${WORDS[m] ?? m}**`);
  const list =
    named.length > 1
      ? plat('plat.perm.list', { list: named.slice(0, -1).join(', '), last: named.at(-1)! })
      : (named[0] ?? plat('plat.perm.aNeeded'));
  return plat('plat.perm.phrase', { list, n: named.length });
}

/** A refusal before acting: which permissions are missing where, and who can fix it (a token). */
export function cannotPlayHere(channelId: string, missing: readonly string[]): string {
  return plat('plat.perm.cannot', { channel: `<#${channelId}>`, what: permissionPhrase(missing), n: missing.length });
}
