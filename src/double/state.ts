import { EventEmitter } from 'node:events';
import type { ApiError } from './errors.ts';
import { snowflake } from './ids.ts';
import type { InteractionRecord } from './interactions.ts';
import { MessageFlag, type MessageShape } from './limits.ts';
import {
  BOT_PERMISSIONS,
  channelPermissions,
  DEFAULT_MEMBER_PERMISSIONS,
  effective,
  type Overwrite,
} from './permissions.ts';
import { RateLimiter } from './rateLimit.ts';
import { rawChannel, rawMember, rawMessage, rawRole } from './raw.ts';
import type {
  DoubleAttachment,
  DoubleChannel,
  DoubleEvents,
  DoubleMessage,
  DoubleUser,
  PermissionRefusal,
  RateLimitHit,
  UnknownRoute,
  Violation,
} from './types.ts';

export const Intent = {
  Guilds: 1 << 0,
  GuildMembers: 1 << 1,
  GuildMessages: 1 << 9,
  DirectMessages: 1 << 12,
  MessageContent: 1 << 15,
} as const;

export interface UserRecord extends DoubleUser {
  bot: boolean;
  roleIds: string[];
  joinedAt: number;
}

export interface RoleRecord {
  id: string;
  name: string;
  permissions: bigint;
  position: number;
  managed: boolean;
  botId?: string;
}

export interface ChannelRecord extends DoubleChannel {
  position: number;
  createdAt: number;
  ownerId?: string;
  archived?: boolean;
  locked?: boolean;
  autoArchiveDuration?: number;
  lastMessageId?: string;
  /** Permission overwrites of a guild channel (threads take their parent's). */
  overwrites?: Overwrite[];
}

/** A command as stored after registration (what GET .../commands answers). */
export type StoredCommand = Record<string, unknown> & { id: string; name: string; type: number };

/** Where a gateway dispatch may go: the guild decides the shard, the intent filters sessions. */
export interface DispatchTarget {
  guildId?: string;
  intent?: number;
}

/** Everything the double knows: guild, users, channels, messages, commands, interactions, records. */
/** How long Discord matches a repeated nonce (its documentation says "the past few minutes"). */
export const NONCE_WINDOW_MS = 5 * 60_000;

export class DoubleState {
  readonly events = new EventEmitter<DoubleEvents>();
  readonly applicationId = snowflake();
  readonly botUser: UserRecord;
  readonly guild: { id: string; name: string; ownerId: string; createdAt: number };
  readonly users = new Map<string, UserRecord>();
  readonly roles = new Map<string, RoleRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly dmChannelByUser = new Map<string, string>();
  readonly messages = new Map<string, DoubleMessage>();
  readonly channelMessages = new Map<string, string[]>();
  readonly ephemeralMessages = new Map<string, string[]>();
  readonly globalCommands: StoredCommand[] = [];
  readonly guildCommands = new Map<string, StoredCommand[]>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();
  readonly violations: Violation[] = [];
  readonly unknownRoutes: UnknownRoute[] = [];
  readonly serverErrors: { route: string; error: unknown }[] = [];
  /** 403s answered for missing channel permissions (50001, 50013): the server's setup, not a bot bug. */
  readonly permissionRefusals: PermissionRefusal[] = [];
  /** 429s answered; a request sent before the retry_after of one is a violation. */
  readonly rateLimits: RateLimitHit[] = [];
  /** Message creation per channel: Discord's 5 per 5 s by default. */
  messageLimiter = new RateLimiter(5, 5000);
  readonly memberRoleId: string;
  readonly botRoleId: string;
  baseUrl = '';
  /** Each user's client language (`interaction.locale`), when not 'en-US'. */
  readonly locales = new Map<string, string>();
  /** The server's preferred locale. */
  guildLocale = 'en-US';
  /** Set by the gateway: sends a dispatch to the sessions it concerns; returns how many got it. */
  dispatch: (t: string, d: unknown, target: DispatchTarget) => number = () => 0;

  constructor(opts: { guildName: string; botName: string; guildId?: string }) {
    const now = Date.now();
    this.guild = { id: opts.guildId ?? snowflake(), name: opts.guildName, ownerId: snowflake(), createdAt: now };
    this.roles.set(this.guild.id, {
      id: this.guild.id,
      name: '@everyone',
      permissions: 0n,
      position: 0,
      managed: false,
    });
    this.memberRoleId = snowflake();
    this.roles.set(this.memberRoleId, {
      id: this.memberRoleId,
      name: 'Member',
      permissions: DEFAULT_MEMBER_PERMISSIONS,
      position: 1,
      managed: false,
    });
    const botId = snowflake();
    this.botRoleId = snowflake();
    this.roles.set(this.botRoleId, {
      id: this.botRoleId,
      name: opts.botName,
      permissions: BOT_PERMISSIONS,
      position: 2,
      managed: true,
      botId,
    });
    this.botUser = {
      id: botId,
      username: opts.botName,
      dmClosed: false,
      permissions: BOT_PERMISSIONS.toString(),
      bot: true,
      roleIds: [this.botRoleId],
      joinedAt: now,
    };
  }

  // -- users, roles, channels ---------------------------------------------------------------

  user(id: string): UserRecord | undefined {
    return id === this.botUser.id ? this.botUser : this.users.get(id);
  }

  /** Permissions a member has: the OR of @everyone and their roles (Administrator means all). */
  memberPermissions(u: UserRecord): bigint {
    let bits = this.roles.get(this.guild.id)?.permissions ?? 0n;
    for (const id of u.roleIds) bits |= this.roles.get(id)?.permissions ?? 0n;
    return effective(bits);
  }

  /**
   * What a member may do in a channel: guild permissions, then the channel's overwrites (a thread
   * uses its parent's). In a DM, what Discord grants there.
   */
  permissionsIn(u: UserRecord, channel: ChannelRecord): bigint {
    if (!channel.guildId) return DM_PERMISSIONS;
    const source =
      (channel.type === 11 || channel.type === 12) && channel.parentId
        ? (this.channels.get(channel.parentId) ?? channel)
        : channel;
    return channelPermissions(this.memberPermissions(u), this.guild.id, u.roleIds, u.id, source.overwrites ?? []);
  }

  /** Sets (or with null removes) one member's overwrite on a guild channel, and tells the gateway. */
  setMemberOverwrite(
    channel: ChannelRecord,
    memberId: string,
    o: { allow: bigint; deny: bigint } | null,
    notify = true,
  ): void {
    if (!channel.guildId) throw new Error(`channel ${channel.id} is not a guild channel`);
    if (channel.type === 11 || channel.type === 12)
      throw new Error(`channel ${channel.id} is a thread: threads take their parent's permissions`);
    const rest = (channel.overwrites ?? []).filter((x) => !(x.type === 1 && x.id === memberId));
    channel.overwrites = o ? [...rest, { id: memberId, type: 1, allow: o.allow, deny: o.deny }] : rest;
    if (notify)
      this.dispatch('CHANNEL_UPDATE', rawChannel(this, channel), { guildId: channel.guildId, intent: Intent.Guilds });
  }

  addUser(u: { username: string; id?: string; dmClosed?: boolean; permissions?: bigint }): UserRecord {
    if (!u.username) throw new Error('addUser needs a username');
    const id = u.id ?? snowflake();
    if (this.user(id)) throw new Error(`user ${id} already exists`);
    let roleIds = [this.memberRoleId];
    if (u.permissions !== undefined) {
      // A personal role carries exactly the permissions asked for (@everyone grants nothing).
      const role: RoleRecord = {
        id: snowflake(),
        name: `${u.username} permissions`,
        permissions: u.permissions,
        position: 1,
        managed: false,
      };
      this.roles.set(role.id, role);
      roleIds = [role.id];
      this.dispatch(
        'GUILD_ROLE_CREATE',
        { guild_id: this.guild.id, role: rawRole(role) },
        { guildId: this.guild.id, intent: Intent.Guilds },
      );
    }
    const rec: UserRecord = {
      id,
      username: u.username,
      dmClosed: u.dmClosed ?? false,
      permissions: '0',
      bot: false,
      roleIds,
      joinedAt: Date.now(),
    };
    rec.permissions = this.memberPermissions(rec).toString();
    this.users.set(id, rec);
    this.dispatch(
      'GUILD_MEMBER_ADD',
      { guild_id: this.guild.id, ...rawMember(rec) },
      { guildId: this.guild.id, intent: Intent.GuildMembers },
    );
    this.events.emit('userAdd', publicUser(rec));
    return rec;
  }

  /**
   * A channel of the guild, or with `guildId` of another server the bot is in. The double keeps one
   * guild's full state (roles, members, GUILD_CREATE); another guild's channel shares those members
   * and roles, carries its own guild id in interactions and messages, and the bot reaches it by REST
   * (it is not in the bot's cache), as a channel of a guild on another shard would be.
   */
  addChannel(c: { name: string; id?: string; type?: number; parentId?: string; guildId?: string }): ChannelRecord {
    if (!c.name) throw new Error('addChannel needs a name');
    const id = c.id ?? snowflake();
    if (this.channels.has(id)) throw new Error(`channel ${id} already exists`);
    const position = [...this.channels.values()].filter((ch) => ch.type === (c.type ?? 0)).length;
    const guildId = c.guildId ?? this.guild.id;
    const rec: ChannelRecord = { id, name: c.name, type: c.type ?? 0, guildId, position, createdAt: Date.now() };
    if (c.parentId) rec.parentId = c.parentId;
    this.channels.set(id, rec);
    this.dispatch('CHANNEL_CREATE', rawChannel(this, rec), { guildId, intent: Intent.Guilds });
    this.events.emit('channelCreate', publicChannel(rec));
    return rec;
  }

  createThread(
    parent: ChannelRecord,
    t: { name: string; type: number; autoArchiveDuration: number; id?: string },
  ): ChannelRecord {
    const rec: ChannelRecord = {
      id: t.id ?? snowflake(),
      name: t.name,
      type: t.type,
      guildId: this.guild.id,
      parentId: parent.id,
      position: 0,
      createdAt: Date.now(),
      ownerId: this.botUser.id,
      archived: false,
      locked: false,
      autoArchiveDuration: t.autoArchiveDuration,
    };
    this.channels.set(rec.id, rec);
    this.dispatch(
      'THREAD_CREATE',
      { ...rawChannel(this, rec), newly_created: true },
      { guildId: this.guild.id, intent: Intent.Guilds },
    );
    this.events.emit('channelCreate', publicChannel(rec));
    return rec;
  }

  dmChannelFor(userId: string): ChannelRecord {
    const existing = this.dmChannelByUser.get(userId);
    if (existing) return this.channels.get(existing)!;
    const rec: ChannelRecord = {
      id: snowflake(),
      name: '',
      type: 1,
      recipientId: userId,
      position: 0,
      createdAt: Date.now(),
    };
    this.channels.set(rec.id, rec);
    this.dmChannelByUser.set(userId, rec.id);
    return rec;
  }

  // -- messages -------------------------------------------------------------------------------

  /** Messages created with enforce_nonce, by `${channelId}:${nonce}`, with when they were made. */
  private readonly nonces = new Map<string, { messageId: string; at: number }>();

  /** The message a recent create with this nonce made (Discord keeps them a few minutes), if it still exists. */
  messageByNonce(key: string): DoubleMessage | undefined {
    const seen = this.nonces.get(key);
    if (!seen || Date.now() - seen.at > NONCE_WINDOW_MS) return undefined;
    return this.messages.get(seen.messageId);
  }

  rememberNonce(key: string, m: DoubleMessage): void {
    this.nonces.set(key, { messageId: m.id, at: Date.now() });
  }

  createMessage(input: {
    channel: ChannelRecord;
    shape: MessageShape;
    attachments: DoubleAttachment[];
    authorId?: string;
    ephemeralFor?: string;
    interactionId?: string;
  }): DoubleMessage {
    const { channel } = input;
    const m: DoubleMessage = {
      id: snowflake(),
      channelId: channel.id,
      authorId: input.authorId ?? this.botUser.id,
      content: input.shape.content,
      embeds: input.shape.embeds,
      components: input.shape.components,
      attachments: input.attachments,
      flags: input.shape.flags,
      createdAt: Date.now(),
    };
    if (input.ephemeralFor) {
      m.ephemeralFor = input.ephemeralFor;
      m.flags |= MessageFlag.Ephemeral;
    } else {
      m.flags &= ~MessageFlag.Ephemeral;
    }
    if (channel.type === 1 && channel.recipientId) m.dmFor = channel.recipientId;
    if (input.interactionId) m.interactionId = input.interactionId;
    this.messages.set(m.id, m);
    if (m.ephemeralFor) pushTo(this.ephemeralMessages, m.ephemeralFor, m.id);
    else {
      pushTo(this.channelMessages, channel.id, m.id);
      channel.lastMessageId = m.id;
      this.dispatch('MESSAGE_CREATE', rawMessage(this, m, true), this.messageTarget(channel));
    }
    this.events.emit('message', snapshot(m));
    return m;
  }

  /** Replaces the given parts of a message; clears the loading flag of a deferred reply. */
  updateMessage(m: DoubleMessage, next: { shape?: MessageShape; attachments?: DoubleAttachment[] }): void {
    const before = snapshot(m);
    if (next.shape) {
      m.content = next.shape.content;
      m.embeds = next.shape.embeds;
      m.components = next.shape.components;
      m.flags = (next.shape.flags & ~MessageFlag.Ephemeral) | (m.flags & MessageFlag.Ephemeral);
    }
    if (next.attachments) m.attachments = next.attachments;
    m.flags &= ~MessageFlag.Loading;
    m.editedAt = Date.now();
    const channel = this.channels.get(m.channelId);
    if (!m.ephemeralFor && channel)
      this.dispatch('MESSAGE_UPDATE', rawMessage(this, m, true), this.messageTarget(channel));
    this.events.emit('messageUpdate', snapshot(m), before);
  }

  deleteMessage(m: DoubleMessage): void {
    this.messages.delete(m.id);
    const list = m.ephemeralFor ? this.ephemeralMessages.get(m.ephemeralFor) : this.channelMessages.get(m.channelId);
    const at = list?.indexOf(m.id) ?? -1;
    if (list && at >= 0) list.splice(at, 1);
    const channel = this.channels.get(m.channelId);
    if (!m.ephemeralFor && channel) {
      const d: Record<string, unknown> = { id: m.id, channel_id: m.channelId };
      if (channel.guildId) d.guild_id = channel.guildId;
      this.dispatch('MESSAGE_DELETE', d, this.messageTarget(channel));
    }
    this.events.emit('messageDelete', snapshot(m));
  }

  private messageTarget(channel: ChannelRecord): DispatchTarget {
    return channel.guildId
      ? { guildId: channel.guildId, intent: Intent.GuildMessages }
      : { intent: Intent.DirectMessages };
  }

  channelMessageList(channelId: string): DoubleMessage[] {
    return (this.channelMessages.get(channelId) ?? []).map((id) => this.messages.get(id)!).filter(Boolean);
  }

  recordViolation(route: string, err: ApiError, body: unknown): void {
    const v: Violation = { route, message: err.describe(), code: err.code };
    if (body !== undefined) v.body = body;
    this.violations.push(v);
    this.events.emit('violation', v);
  }
}

/** What Discord grants a bot in a DM channel. */
const DM_PERMISSIONS = BOT_PERMISSIONS & ~(1n << 4n);

function pushTo(map: Map<string, string[]>, key: string, id: string) {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

/** A copy of a message that later edits do not change (attachment bytes are shared). */
export function snapshot(m: DoubleMessage): DoubleMessage {
  return {
    ...m,
    embeds: structuredClone(m.embeds),
    components: structuredClone(m.components),
    attachments: m.attachments.map((a) => ({ ...a })),
  };
}

export function publicUser(u: UserRecord): DoubleUser {
  return { id: u.id, username: u.username, dmClosed: u.dmClosed, permissions: u.permissions };
}

export function publicChannel(c: ChannelRecord): DoubleChannel {
  const out: DoubleChannel = { id: c.id, name: c.name, type: c.type };
  if (c.guildId) out.guildId = c.guildId;
  if (c.parentId) out.parentId = c.parentId;
  if (c.recipientId) out.recipientId = c.recipientId;
  return out;
}
