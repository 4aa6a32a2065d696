import type { EventEmitter } from 'node:events';

/** Options of {@link startDiscordDouble}. */
export interface DiscordDoubleOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** heartbeat_interval sent in HELLO; default 200 ms. */
  heartbeatMs?: number;
  /** Name of the one guild the bot is in; default "NeonTable Test Server". */
  guildName?: string;
  /**
   * Id of that guild (a snowflake); random by default. Its shard is Discord's formula,
   * (guild_id >> 22) % num_shards, so a test picks an id to place the guild on a given shard.
   */
  guildId?: string;
  /** The shard count GET /gateway/bot recommends (what ShardingManager's 'auto' spawns); default 1. */
  recommendedShards?: number;
  /** Username of the bot user; default "NeonTable". */
  botName?: string;
  /** Time the bot has to send the first interaction callback; default 3000 ms like Discord. */
  ackTimeoutMs?: number;
  /** Lifetime of an interaction token for webhook routes; default 15 minutes like Discord. */
  tokenLifetimeMs?: number;
  /** Messages the bot may create per channel in a window; default Discord's 5 per 5000 ms. */
  messageRateLimit?: { limit: number; windowMs: number };
}

/** A raw application command option as Discord sends it in interaction data. */
export interface CommandOption {
  name: string;
  type: number;
  value?: string | number | boolean;
  options?: CommandOption[];
  focused?: boolean;
}

export interface DoubleUser {
  id: string;
  username: string;
  dmClosed: boolean;
  /** Member permissions bitfield (decimal string) the user has in the guild. */
  permissions: string;
}

export interface DoubleChannel {
  id: string;
  name: string;
  /** 0 guild text, 4 category, 11 public thread, 12 private thread, 1 DM. */
  type: number;
  guildId?: string;
  /** Parent text channel of a thread (or category of a text channel). */
  parentId?: string;
  /** The user at the other end of a DM channel. */
  recipientId?: string;
}

export interface DoubleAttachment {
  id: string;
  filename: string;
  contentType?: string;
  description?: string;
  data: Buffer;
}

export interface DoubleMessage {
  id: string;
  channelId: string;
  authorId: string;
  content: string;
  embeds: any[];
  components: any[];
  attachments: DoubleAttachment[];
  flags: number;
  /** Set when the message is ephemeral: the only user who sees it. */
  ephemeralFor?: string;
  /** Set when the message is in a DM channel: the user at the other end. */
  dmFor?: string;
  /** The interaction whose response (reply, deferred reply or follow-up) this message is. */
  interactionId?: string;
  createdAt: number;
  editedAt?: number;
}

export type InteractionKind = 'command' | 'autocomplete' | 'button' | 'select' | 'modal';

export interface InteractionResponse {
  /**
   * callback: POST /interactions/:id/:token/callback (type holds the callback type);
   * editOriginal / deleteOriginal: PATCH / DELETE .../messages/@original;
   * followup: POST /webhooks/:app/:token; editFollowup / deleteFollowup: PATCH / DELETE .../messages/:id.
   */
  kind: 'callback' | 'editOriginal' | 'deleteOriginal' | 'followup' | 'editFollowup' | 'deleteFollowup';
  /** Interaction callback type (4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete, 9 modal). */
  type?: number;
  /** The JSON the bot sent (callback `data`, or the webhook body). */
  data: any;
  /** Files uploaded with the request. */
  files: { filename: string; contentType?: string; size: number }[];
  /** The message created, updated or deleted. */
  messageId?: string;
  at: number;
}

export interface Interaction {
  id: string;
  token: string;
  kind: InteractionKind;
  userId: string;
  channelId: string;
  /** The user's Discord language it carried (`locale`: "en-US" unless set by setLocale). */
  readonly locale: string;
  /** The server's preferred language it carried (`guild_locale`); undefined in a DM. */
  readonly guildLocale: string | undefined;
  /** Every accepted callback, edit of @original and follow-up, in order. */
  responses: InteractionResponse[];
  /** Resolves on the first accepted callback; rejects if none arrives within the acknowledgement deadline. */
  whenAcknowledged(): Promise<InteractionResponse>;
  /** The message created by the callback (reply or deferred reply) or updated by it (component update), as it is now. */
  original(): DoubleMessage | undefined;
  /**
   * Messages created by follow-ups, as they are now. The first follow-up after a deferred reply
   * completes the deferred message itself, which is then original(), not a follow-up.
   */
  followups(): DoubleMessage[];
}

export interface Violation {
  route: string;
  message: string;
  body?: unknown;
  /** Discord's error code of the refusal. */
  code?: number;
}

/** A request refused for a missing channel permission (403 with 50001 Missing Access or 50013 Missing Permissions). */
export interface PermissionRefusal {
  route: string;
  code: number;
  /** Code, message and which permission was missing. */
  message: string;
}

/** A 429 the double answered. */
export interface RateLimitHit {
  route: string;
  channelId: string;
  retryAfterMs: number;
  at: number;
}

export interface UnknownRoute {
  method: string;
  path: string;
  status: number;
}

export interface DoubleEvents {
  message: [message: DoubleMessage];
  messageUpdate: [message: DoubleMessage, before: DoubleMessage];
  messageDelete: [message: DoubleMessage];
  commands: [info: { guildId?: string; commands: unknown[] }];
  channelCreate: [channel: DoubleChannel];
  userAdd: [user: DoubleUser];
  interaction: [interaction: Interaction];
  interactionResponse: [interaction: Interaction, response: InteractionResponse];
  violation: [violation: Violation];
}

export interface DiscordDouble {
  /** Give this to discord.js as `rest.api`. */
  apiUrl: string;
  /** Base URL of the server (http://host:port), also serving attachments. */
  baseUrl: string;
  /** The gateway URL handed out by GET /gateway/bot. */
  gatewayUrl: string;
  /** The only bot token the REST API and the gateway accept. */
  token: string;
  applicationId: string;
  botUserId: string;
  guildId: string;

  addUser(u: { username: string; id?: string; dmClosed?: boolean; permissions?: bigint | string }): DoubleUser;
  /**
   * A text channel of the guild; with `guildId`, of a second server the bot is in (same members and
   * roles, not in GUILD_CREATE: the bot reaches it by REST and through the interactions there).
   */
  addChannel(c: { name: string; id?: string; guildId?: string }): DoubleChannel;
  users(): DoubleUser[];
  /** Guild channels and threads (not DM channels). */
  channels(): DoubleChannel[];
  /** The user's DM channel with the bot (created on first use, like POST /users/@me/channels). */
  dmChannel(userId: string): DoubleChannel;
  setDmClosed(userId: string, closed: boolean): void;
  /** The Discord language a user's client is in (`interaction.locale`; 'en-US' by default). */
  setLocale(userId: string, locale: string): void;
  /** The server's preferred locale (`guild_locale` of its interactions; 'en-US' by default). */
  setGuildLocale(locale: string): void;
  /**
   * Sets the bot's own permission overwrite on a guild channel (threads follow their parent):
   * `deny: Permission.AttachFiles` takes Attach Files away there. Sends CHANNEL_UPDATE, unless
   * `notify: false` (the bot's cache then lags behind, as when the event has not arrived yet).
   */
  setBotPermissions(channelId: string, overwrite: { allow?: bigint; deny?: bigint }, opts?: { notify?: boolean }): void;
  /** Removes the bot's overwrite on a channel: back to its role's permissions. */
  clearBotPermissions(channelId: string): void;
  /** The bot's effective permissions in a channel or thread (what app_permissions carries). */
  botPermissionsIn(channelId: string): bigint;
  /** Uses up the channel's message-creation window, as another process of the bot posting would. */
  fillMessageRateLimit(channelId: string): void;

  /** A user posts a plain message in a channel (the bot sees its id as the channel's last message, not its content). */
  say(userId: string, channelId: string, content: string): DoubleMessage;
  slash(userId: string, channelId: string, command: string, options?: CommandOption[]): Interaction;
  autocomplete(
    userId: string,
    channelId: string,
    command: string,
    options: CommandOption[],
  ): Promise<{ name: string; value: string | number }[]>;
  click(userId: string, message: DoubleMessage | string, customId: string, opts?: { forged?: boolean }): Interaction;
  select(
    userId: string,
    message: DoubleMessage | string,
    customId: string,
    values: string[],
    opts?: { forged?: boolean },
  ): Interaction;
  /**
   * Submits the modal that `opener` answered with (callback type 9), as its user: `values` by text
   * input custom_id. Throws for what the Discord client would not let through: no modal shown, a
   * second submission, another user, an unknown field, or text breaking the input's required /
   * min_length / max_length.
   */
  submitModal(userId: string, opener: Interaction, values: Record<string, string>): Interaction;
  /** Every interaction sent so far. */
  interactions(): Interaction[];

  messages(channelId: string): DoubleMessage[];
  ephemerals(userId: string): DoubleMessage[];
  dms(userId: string): DoubleMessage[];
  /** Any message (channel, ephemeral or DM) by id, as it is now. */
  message(id: string): DoubleMessage | undefined;
  registeredCommands(guildId?: string): unknown[];

  /** Refusals the bot caused by breaking a limit or protocol rule (including ignoring a 429's retry_after). */
  violations: Violation[];
  /** 403s for missing channel permissions: expected when a server's setup takes permissions away. */
  permissionRefusals: PermissionRefusal[];
  /** Every 429 answered (the bot went over a rate limit it could not know of, or ignored its headers). */
  rateLimits: RateLimitHit[];
  unknownRoutes: UnknownRoute[];
  /** Requests that crashed a handler of the double (a bug in the double). */
  serverErrors: { route: string; error: unknown }[];
  events: EventEmitter<DoubleEvents>;

  /** Number of gateway sessions that identified and are connected. */
  connectedSessions(): number;
  /** Sends op 7 RECONNECT to every connected session (discord.js then resumes). */
  requestReconnect(): void;
  close(): Promise<void>;
}
