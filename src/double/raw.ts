/** Builders of the raw JSON objects Discord sends (users, members, roles, channels, guild, messages). */
import type { ChannelRecord, DoubleState, RoleRecord, UserRecord } from './state.ts';
import type { DoubleAttachment, DoubleMessage } from './types.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function rawUser(u: UserRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    username: u.username,
    discriminator: '0',
    global_name: u.bot ? null : u.username,
    avatar: null,
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
    collectibles: null,
    primary_guild: null,
  };
  if (u.bot) out.bot = true;
  return out;
}

export function rawMember(u: UserRecord, withUser = true): Record<string, unknown> {
  const out: Record<string, unknown> = {
    nick: null,
    avatar: null,
    banner: null,
    roles: [...u.roleIds],
    joined_at: iso(u.joinedAt),
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
  };
  if (withUser) out.user = rawUser(u);
  return out;
}

export function rawRole(r: RoleRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: r.id,
    name: r.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: r.position,
    permissions: r.permissions.toString(),
    managed: r.managed,
    mentionable: false,
    flags: 0,
  };
  if (r.botId) out.tags = { bot_id: r.botId };
  return out;
}

export function rawChannel(state: DoubleState, c: ChannelRecord): Record<string, unknown> {
  if (c.type === 1) {
    const recipient = c.recipientId ? state.user(c.recipientId) : undefined;
    return {
      id: c.id,
      type: 1,
      last_message_id: c.lastMessageId ?? null,
      flags: 0,
      recipients: recipient ? [rawUser(recipient)] : [],
    };
  }
  if (c.type === 11 || c.type === 12) {
    const created = iso(c.createdAt);
    const count = state.channelMessages.get(c.id)?.length ?? 0;
    return {
      id: c.id,
      type: c.type,
      guild_id: c.guildId,
      parent_id: c.parentId ?? null,
      owner_id: c.ownerId ?? state.botUser.id,
      name: c.name,
      last_message_id: c.lastMessageId ?? null,
      rate_limit_per_user: 0,
      message_count: count,
      total_message_sent: count,
      member_count: 1,
      flags: 0,
      thread_metadata: {
        archived: c.archived ?? false,
        auto_archive_duration: c.autoArchiveDuration ?? 1440,
        archive_timestamp: created,
        locked: c.locked ?? false,
        create_timestamp: created,
        ...(c.type === 12 ? { invitable: true } : {}),
      },
      member: { id: c.id, user_id: state.botUser.id, join_timestamp: created, flags: 1 },
    };
  }
  const out: Record<string, unknown> = {
    id: c.id,
    type: c.type,
    guild_id: c.guildId,
    name: c.name,
    position: c.position,
    permission_overwrites: (c.overwrites ?? []).map((o) => ({
      id: o.id,
      type: o.type,
      allow: o.allow.toString(),
      deny: o.deny.toString(),
    })),
    parent_id: c.parentId ?? null,
    nsfw: false,
    flags: 0,
  };
  if (c.type === 0)
    Object.assign(out, {
      topic: null,
      last_message_id: c.lastMessageId ?? null,
      rate_limit_per_user: 0,
      default_thread_rate_limit_per_user: 0,
    });
  return out;
}

/** The guild as GUILD_CREATE carries it (with channels, threads, members and roles). */
export function rawGuildCreate(state: DoubleState): Record<string, unknown> {
  const members = [state.botUser, ...state.users.values()];
  const guildChannels = [...state.channels.values()].filter((c) => c.guildId === state.guild.id);
  return {
    ...rawGuild(state),
    joined_at: iso(state.botUser.joinedAt),
    large: false,
    unavailable: false,
    member_count: members.length,
    voice_states: [],
    members: members.map((u) => rawMember(u)),
    channels: guildChannels.filter((c) => c.type !== 11 && c.type !== 12).map((c) => rawChannel(state, c)),
    threads: guildChannels
      .filter((c) => (c.type === 11 || c.type === 12) && !c.archived)
      .map((c) => rawChannel(state, c)),
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
    embedded_activities: [],
    activity_instances: [],
    application_command_counts: {},
  };
}

/** The guild object of GET /guilds/:id. */
export function rawGuild(state: DoubleState): Record<string, unknown> {
  const text = [...state.channels.values()].find((c) => c.type === 0 && c.guildId === state.guild.id);
  return {
    id: state.guild.id,
    name: state.guild.name,
    icon: null,
    icon_hash: null,
    splash: null,
    discovery_splash: null,
    owner_id: state.guild.ownerId,
    region: 'deprecated',
    afk_channel_id: null,
    afk_timeout: 300,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [...state.roles.values()].map(rawRole),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: text?.id ?? null,
    system_channel_flags: 0,
    rules_channel_id: null,
    max_presences: null,
    max_members: 500000,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    nsfw_level: 0,
    nsfw: false,
    premium_progress_bar_enabled: false,
    incidents_data: null,
    hub_type: null,
    latest_onboarding_question_id: null,
    home_header: null,
  };
}

export function rawAttachment(state: DoubleState, m: DoubleMessage, a: DoubleAttachment): Record<string, unknown> {
  const url = `${state.baseUrl}/attachments/${m.channelId}/${a.id}/${encodeURIComponent(a.filename)}`;
  const out: Record<string, unknown> = { id: a.id, filename: a.filename, size: a.data.length, url, proxy_url: url };
  if (a.contentType) out.content_type = a.contentType;
  if (a.description) out.description = a.description;
  if (m.ephemeralFor) out.ephemeral = true;
  return out;
}

/**
 * A message as REST answers it; `gateway` adds guild_id and member as MESSAGE_CREATE/UPDATE carry them.
 */
export function rawMessage(state: DoubleState, m: DoubleMessage, gateway = false): Record<string, unknown> {
  const author = state.user(m.authorId);
  const channel = state.channels.get(m.channelId);
  const interaction = m.interactionId ? state.interactions.get(m.interactionId) : undefined;
  const mentions = [...m.content.matchAll(/<@!?(\d+)>/g)]
    .map((x) => state.user(x[1] ?? ''))
    .filter((u): u is UserRecord => u !== undefined)
    .map((u) => rawUser(u));
  const out: Record<string, unknown> = {
    id: m.id,
    type: interaction?.kind === 'command' ? 20 : 0,
    channel_id: m.channelId,
    author: author
      ? rawUser(author)
      : { id: m.authorId, username: 'unknown', discriminator: '0', global_name: null, avatar: null },
    content: m.content,
    timestamp: new Date(m.createdAt).toISOString(),
    edited_timestamp: m.editedAt ? new Date(m.editedAt).toISOString() : null,
    tts: false,
    mention_everyone: false,
    mentions,
    mention_roles: [],
    attachments: m.attachments.map((a) => rawAttachment(state, m, a)),
    embeds: m.embeds,
    pinned: false,
    flags: m.flags,
    components: m.components,
  };
  if (interaction) {
    out.webhook_id = state.applicationId;
    out.application_id = state.applicationId;
    const user = state.user(interaction.userId);
    const meta: Record<string, unknown> = {
      id: interaction.id,
      type: interaction.type,
      user: user ? rawUser(user) : undefined,
      authorizing_integration_owners: interaction.authorizingIntegrationOwners(),
    };
    if (interaction.kind === 'command') meta.name = interaction.commandName;
    if (interaction.originalMessageId && interaction.originalMessageId !== m.id)
      meta.original_response_message_id = interaction.originalMessageId;
    if (interaction.componentMessageId) meta.interacted_message_id = interaction.componentMessageId;
    out.interaction_metadata = meta;
  }
  if (channel && (channel.type === 11 || channel.type === 12))
    out.position = state.channelMessages.get(channel.id)?.indexOf(m.id) ?? 0;
  const thread = state.channels.get(m.id);
  if (thread && thread.parentId === m.channelId) out.thread = rawChannel(state, thread);
  if (gateway && channel?.guildId) {
    out.guild_id = channel.guildId;
    if (author) out.member = rawMember(author, false);
  }
  return out;
}
