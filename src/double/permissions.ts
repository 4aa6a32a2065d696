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
