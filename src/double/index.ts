/**
 * A local Discord API double: REST v10 + gateway on 127.0.0.1, enough for an unmodified discord.js
 * Client to log in, receive interactions and answer them, with Discord's limits enforced.
 */

export { LIMITS, MessageFlag } from './limits.ts';
export { BOT_PERMISSIONS, DEFAULT_MEMBER_PERMISSIONS, Permission } from './permissions.ts';
export { startDiscordDouble } from './server.ts';
export type {
  CommandOption,
  DiscordDouble,
  DiscordDoubleOptions,
  DoubleAttachment,
  DoubleChannel,
  DoubleEvents,
  DoubleMessage,
  DoubleUser,
  Interaction,
  InteractionKind,
  InteractionResponse,
  PermissionRefusal,
  RateLimitHit,
  UnknownRoute,
  Violation,
} from './types.ts';
