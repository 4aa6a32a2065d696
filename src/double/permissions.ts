/** Discord permission bits the double hands out. */
export const Permission = {
  CreateInstantInvite: 1n << 0n,
  Administrator: 1n << 3n,
  ManageChannels: 1n << 4n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  MentionEveryone: 1n << 17n,
  UseExternalEmojis: 1n << 18n,
  Connect: 1n << 20n,
  Speak: 1n << 21n,
  ChangeNickname: 1n << 26n,
  ManageRoles: 1n << 28n,
  ManageWebhooks: 1n << 29n,
  UseApplicationCommands: 1n << 31n,
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  SendMessagesInThreads: 1n << 38n,
  SendPolls: 1n << 49n,
  UseExternalApps: 1n << 50n,
} as const;

/** Every permission bit Discord defines today (bits 0..51). */
export const ALL_PERMISSIONS = (1n << 52n) - 1n;

/** What an ordinary member of a community server can do: no Manage Channels, no moderation. */
export const DEFAULT_MEMBER_PERMISSIONS =
  Permission.CreateInstantInvite |
  Permission.AddReactions |
  Permission.ViewChannel |
  Permission.SendMessages |
  Permission.EmbedLinks |
  Permission.AttachFiles |
  Permission.ReadMessageHistory |
  Permission.UseExternalEmojis |
  Permission.Connect |
  Permission.Speak |
  Permission.ChangeNickname |
  Permission.UseApplicationCommands |
  Permission.CreatePublicThreads |
  Permission.SendMessagesInThreads |
  Permission.SendPolls |
  Permission.UseExternalApps;

/** What the bot's managed role grants: enough to run games (channels, threads, messages). */
export const BOT_PERMISSIONS =
  DEFAULT_MEMBER_PERMISSIONS |
  Permission.ManageChannels |
  Permission.ManageMessages |
  Permission.MentionEveryone |
  Permission.ManageWebhooks |
  Permission.ManageThreads |
  Permission.CreatePrivateThreads;

export function parsePermissions(p: bigint | string | undefined, fallback: bigint): bigint {
  if (p === undefined) return fallback;
  const v = typeof p === 'bigint' ? p : BigInt(p);
  if (v < 0n) throw new RangeError(`permissions must be a non-negative bitfield, got ${String(p)}`);
  return v;
}

/** Effective member permissions from role permissions: Administrator implies everything. */
export function effective(bits: bigint): bigint {
  return bits & Permission.Administrator ? ALL_PERMISSIONS : bits;
}

/** A channel permission overwrite: type 0 for a role (or @everyone, whose id is the guild's), 1 for a member. */
export interface Overwrite {
  id: string;
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

/**
 * Discord's channel permission algorithm: the member's guild permissions, then the channel's
 * @everyone overwrite, the OR of its role overwrites, then the member's own overwrite. Without
 * View Channel a member has no permission in the channel at all.
 */
export function channelPermissions(
  guildBits: bigint,
  guildId: string,
  roleIds: readonly string[],
  memberId: string,
  overwrites: readonly Overwrite[],
): bigint {
  if (guildBits & Permission.Administrator) return ALL_PERMISSIONS;
  let bits = guildBits;
  const everyone = overwrites.find((o) => o.type === 0 && o.id === guildId);
  if (everyone) bits = (bits & ~everyone.deny) | everyone.allow;
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites) {
    if (o.type === 0 && o.id !== guildId && roleIds.includes(o.id)) {
      allow |= o.allow;
      deny |= o.deny;
    }
  }
  bits = (bits & ~deny) | allow;
  const member = overwrites.find((o) => o.type === 1 && o.id === memberId);
  if (member) bits = (bits & ~member.deny) | member.allow;
  return bits & Permission.ViewChannel ? bits : 0n;
}

/** Names of permission bits as Discord's client shows them, for refusal details. */
export const PERMISSION_NAMES: Partial<Record<keyof typeof Permission, string>> = {
  ViewChannel: 'View Channel',
  SendMessages: 'Send Messages',
  SendMessagesInThreads: 'Send Messages in Threads',
  AttachFiles: 'Attach Files',
  EmbedLinks: 'Embed Links',
  CreatePublicThreads: 'Create Public Threads',
  CreatePrivateThreads: 'Create Private Threads',
  ReadMessageHistory: 'Read Message History',
};

export function permissionNames(bits: bigint): string[] {
  return (Object.keys(Permission) as (keyof typeof Permission)[])
    .filter((k) => bits & Permission[k])
    .map((k) => PERMISSION_NAMES[k] ?? k);
}
