/** REST routes under /api/v10 that need `Authorization: Bot <token>`: gateway info, users, channels, guild, commands. */
import { ApiError, errors, invalidFormBody, type FieldError } from './errors.ts';
import { snowflake } from './ids.ts';
import { LIMITS, validateCommand, validateCommandList } from './limits.ts';
import { prepareMessage } from './messages.ts';
import { BOT_PERMISSIONS, Permission, permissionNames } from './permissions.ts';
import { rateLimitHeaders } from './rateLimit.ts';
import { rawChannel, rawGuild, rawMember, rawMessage, rawRole, rawUser } from './raw.ts';
import type { RequestContext, Router } from './router.ts';
import type { ChannelRecord, DoubleState, StoredCommand } from './state.ts';
import type { DoubleMessage } from './types.ts';

/** The bucket hash of POST /channels/:id/messages (Discord's is an opaque hex string, the same for every channel). */
const MESSAGE_BUCKET = '80c17d2f203122d936070c88c8d10f33';

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ok = (body: unknown) => ({ status: 200, body });
const noContent = () => ({ status: 204 });

export function registerRestRoutes(router: Router, state: DoubleState, opts: { gatewayUrl: string; publicKey: string; recommendedShards: number }): void {
  const channelOf = (ctx: RequestContext): ChannelRecord => {
    const c = state.channels.get(ctx.params.channelId!);
    if (!c) throw errors.unknownChannel();
    return c;
  };
  /** A message of the channel that the bot can see through channel routes (not ephemeral ones). */
  const messageOf = (ctx: RequestContext, channel: ChannelRecord): DoubleMessage => {
    const m = state.messages.get(ctx.params.messageId!);
    if (!m || m.channelId !== channel.id || m.ephemeralFor) throw errors.unknownMessage();
    return m;
  };
  const isThread = (c: ChannelRecord) => c.type === 11 || c.type === 12;
  /**
   * Discord's channel permission checks for the bot: without View Channel, 50001 Missing Access;
   * without another permission the request needs, 50013 Missing Permissions. DMs are not checked.
   */
  const requirePermissions = (channel: ChannelRecord, needed: bigint) => {
    if (!channel.guildId) return;
    const have = state.permissionsIn(state.botUser, channel);
    if (!(have & Permission.ViewChannel)) throw errors.missingAccess(`the bot lacks View Channel in ${channel.id}`);
    const missing = needed & ~have;
    if (missing) throw errors.missingPermissions(`the bot lacks ${permissionNames(missing).join(', ')} in ${channel.id}`);
  };
  const sendPermission = (c: ChannelRecord) => (isThread(c) ? Permission.SendMessagesInThreads : Permission.SendMessages);
  /** What posting this body needs besides sending: Attach Files for uploads, Embed Links for embeds. */
  const contentPermissions = (files: number, embeds: number) =>
    (files > 0 ? Permission.AttachFiles : 0n) | (embeds > 0 ? Permission.EmbedLinks : 0n);

  const requireGuild = (ctx: RequestContext) => {
    if (ctx.params.guildId !== state.guild.id) throw errors.unknownGuild();
  };
  const requireApp = (ctx: RequestContext) => {
    if (ctx.params.appId !== state.applicationId) throw errors.unknownApplication();
  };

  // -- gateway, users, application ---------------------------------------------------------------

  const gatewayBot = () =>
    ok({
      url: opts.gatewayUrl,
      shards: opts.recommendedShards,
      session_start_limit: { total: 1000, remaining: 1000, reset_after: 14_400_000, max_concurrency: 16 },
    });
  router.add('GET', '/gateway/bot', gatewayBot);
  router.add('GET', '/gateway', () => ok({ url: opts.gatewayUrl }), { auth: false });

  router.add('GET', '/users/@me', () => ok({ ...rawUser(state.botUser), verified: true, mfa_enabled: false, email: null, locale: 'en-US' }));
  router.add('GET', '/users/:userId', (ctx) => {
    const u = state.user(ctx.params.userId!);
    if (!u) throw errors.unknownUser();
    return ok(rawUser(u));
  });
  router.add('POST', '/users/@me/channels', (ctx) => {
    const body = ctx.body.json;
    const recipient = isObject(body) ? body.recipient_id : undefined;
    if (typeof recipient !== 'string') throw invalidFormBody([{ path: ['recipient_id'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]);
    const user = state.users.get(recipient);
    if (!user) throw errors.unknownUser();
    return ok(rawChannel(state, state.dmChannelFor(user.id)));
  });

  const application = () =>
    ok({
      id: state.applicationId,
      name: state.botUser.username,
      icon: null,
      description: '',
      summary: '',
      type: null,
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: opts.publicKey,
      flags: 0,
      owner: { id: state.guild.ownerId, username: 'owner', discriminator: '0', global_name: null, avatar: null, public_flags: 0, flags: 0 },
      team: null,
      approximate_guild_count: 1,
      bot: rawUser(state.botUser),
      install_params: { scopes: ['bot', 'applications.commands'], permissions: BOT_PERMISSIONS.toString() },
      integration_types_config: { '0': {} },
      redirect_uris: [],
      interactions_endpoint_url: null,
      tags: [],
    });
  router.add('GET', '/applications/@me', application);
  router.add('GET', '/oauth2/applications/@me', application);

  // -- channels ------------------------------------------------------------------------------------

  router.add('GET', '/channels/:channelId', (ctx) => {
    const channel = channelOf(ctx);
    requirePermissions(channel, 0n);
    return ok(rawChannel(state, channel));
  });

  router.add('PATCH', '/channels/:channelId', (ctx) => {
    const channel = channelOf(ctx);
    const body = isObject(ctx.body.json) ? ctx.body.json : {};
    const errs: FieldError[] = [];
    if ('name' in body) {
      const max = channel.type === 11 || channel.type === 12 ? LIMITS.threadName : LIMITS.channelName;
      if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > max) errs.push({ path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between 1 and ${max} in length.` });
    }
    if (errs.length) throw invalidFormBody(errs);
    if (typeof body.name === 'string') channel.name = body.name;
    if (typeof body.archived === 'boolean') channel.archived = body.archived;
    if (typeof body.locked === 'boolean') channel.locked = body.locked;
    const thread = channel.type === 11 || channel.type === 12;
    if (channel.guildId) state.dispatch(thread ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE', rawChannel(state, channel), { guildId: channel.guildId, intent: 1 });
    return ok(rawChannel(state, channel));
  });

  router.add('DELETE', '/channels/:channelId', (ctx) => {
    const channel = channelOf(ctx);
    const raw = rawChannel(state, channel);
    state.channels.delete(channel.id);
    if (channel.recipientId) state.dmChannelByUser.delete(channel.recipientId);
    const thread = channel.type === 11 || channel.type === 12;
    if (channel.guildId) {
      state.dispatch(thread ? 'THREAD_DELETE' : 'CHANNEL_DELETE', thread ? { id: channel.id, guild_id: channel.guildId, parent_id: channel.parentId, type: channel.type } : raw, { guildId: channel.guildId, intent: 1 });
    }
    return ok(raw);
  });

  router.add('GET', '/channels/:channelId/messages', (ctx) => {
    const channel = channelOf(ctx);
    requirePermissions(channel, Permission.ReadMessageHistory);
    const limit = Math.min(Math.max(Number(ctx.query.get('limit') ?? 50) || 50, 1), 100);
    let list = state.channelMessageList(channel.id);
    const before = ctx.query.get('before');
    const after = ctx.query.get('after');
    if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
    if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
    const newestFirst = [...list].reverse();
    const page = after ? newestFirst.slice(-limit) : newestFirst.slice(0, limit);
    return ok(page.map((m) => rawMessage(state, m)));
  });

  router.add('POST', '/channels/:channelId/messages', (ctx) => {
    const channel = channelOf(ctx);
    if (channel.type === 4) throw new ApiError(400, 50008, 'Cannot send messages in a non-text channel', { violation: true });
    // Discord's edge counts every request against the channel's bucket before anything else.
    const admission = state.messageLimiter.take(channel.id);
    // One bucket hash for the route, as Discord sends it; the channel is the major parameter.
    const headers = rateLimitHeaders(admission, MESSAGE_BUCKET);
    if (!admission.ok) {
      state.rateLimits.push({ route: `POST /channels/${channel.id}/messages`, channelId: channel.id, retryAfterMs: admission.resetAfterMs, at: Date.now() });
      throw errors.rateLimited(admission.resetAfterMs, headers, admission.ignoredRetryAfter);
    }
    const prepared = prepareMessage(ctx.body.json, ctx.body.files, undefined);
    requirePermissions(channel, sendPermission(channel) | contentPermissions(ctx.body.files.length, prepared.shape.embeds.length));
    if (channel.type === 1) {
      const recipient = channel.recipientId ? state.users.get(channel.recipientId) : undefined;
      if (!recipient || recipient.dmClosed) throw errors.cannotSendToUser();
    }
    // Discord's enforce_nonce: a create repeating a recent nonce in this channel returns the message
    // created with it instead of a second one (a sender retrying after a crash posts once).
    const nonce = checkNonce(prepared.payload);
    const nonceKey = nonce !== undefined && prepared.payload.enforce_nonce === true ? `${channel.id}:${nonce}` : undefined;
    const earlier = nonceKey ? state.messageByNonce(nonceKey) : undefined;
    if (earlier) return { status: 200, body: rawMessage(state, earlier), headers };
    if (channel.archived) channel.archived = false;
    const m = state.createMessage({ channel, shape: prepared.shape, attachments: prepared.attachments });
    if (nonceKey) state.rememberNonce(nonceKey, m);
    return { status: 200, body: rawMessage(state, m), headers };
  });

  router.add('GET', '/channels/:channelId/messages/:messageId', (ctx) => {
    const channel = channelOf(ctx);
    requirePermissions(channel, Permission.ReadMessageHistory);
    return ok(rawMessage(state, messageOf(ctx, channel)));
  });

  router.add('PATCH', '/channels/:channelId/messages/:messageId', (ctx) => {
    const channel = channelOf(ctx);
    const m = messageOf(ctx, channel);
    if (m.authorId !== state.botUser.id) throw errors.cannotEditOthers();
    const prepared = prepareMessage(ctx.body.json, ctx.body.files, m);
    // Editing one's own message needs only to see the channel, and the right to add what is new.
    requirePermissions(channel, contentPermissions(ctx.body.files.length, prepared.shape.embeds.length > m.embeds.length ? 1 : 0));
    state.updateMessage(m, prepared);
    return ok(rawMessage(state, m));
  });

  router.add('DELETE', '/channels/:channelId/messages/:messageId', (ctx) => {
    const channel = channelOf(ctx);
    const m = messageOf(ctx, channel);
    requirePermissions(channel, m.authorId === state.botUser.id ? 0n : Permission.ManageMessages);
    state.deleteMessage(m);
    return noContent();
  });

  router.add('POST', '/channels/:channelId/typing', (ctx) => {
    channelOf(ctx);
    return noContent();
  });

  const reaction = (ctx: RequestContext) => {
    messageOf(ctx, channelOf(ctx));
    return noContent();
  };
  router.add('PUT', '/channels/:channelId/messages/:messageId/reactions/:emoji/@me', reaction);
  router.add('DELETE', '/channels/:channelId/messages/:messageId/reactions/:emoji/@me', reaction);

  // -- threads ---------------------------------------------------------------------------------------

  const threadBody = (ctx: RequestContext): { name: string; autoArchiveDuration: number; body: Record<string, any> } => {
    const body = isObject(ctx.body.json) ? ctx.body.json : {};
    const errs: FieldError[] = [];
    if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > LIMITS.threadName) {
      errs.push({ path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between 1 and ${LIMITS.threadName} in length.` });
    }
    const auto = body.auto_archive_duration ?? 4320;
    if (![60, 1440, 4320, 10080].includes(auto)) errs.push({ path: ['auto_archive_duration'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {60, 1440, 4320, 10080}.' });
    if (errs.length) throw invalidFormBody(errs);
    return { name: body.name, autoArchiveDuration: auto, body };
  };
  const threadParent = (ctx: RequestContext): ChannelRecord => {
    const parent = channelOf(ctx);
    if (parent.type !== 0) throw errors.invalidThreadType();
    return parent;
  };

  router.add('POST', '/channels/:channelId/threads', (ctx) => {
    const parent = threadParent(ctx);
    const { name, autoArchiveDuration, body } = threadBody(ctx);
    // Discord's default for a thread without a message is a private thread.
    const type = body.type ?? 12;
    if (type !== 11 && type !== 12) throw invalidFormBody([{ path: ['type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {11, 12}.' }]);
    requirePermissions(parent, type === 11 ? Permission.CreatePublicThreads : Permission.CreatePrivateThreads);
    const thread = state.createThread(parent, { name, type, autoArchiveDuration });
    return { status: 201, body: rawChannel(state, thread) };
  });

  router.add('POST', '/channels/:channelId/messages/:messageId/threads', (ctx) => {
    const parent = threadParent(ctx);
    const m = messageOf(ctx, parent);
    const { name, autoArchiveDuration } = threadBody(ctx);
    requirePermissions(parent, Permission.CreatePublicThreads);
    if (state.channels.has(m.id)) throw new ApiError(400, 160004, 'A thread has already been created for this message', { violation: true });
    // A thread started from a message has the message's id.
    const thread = state.createThread(parent, { name, type: 11, autoArchiveDuration, id: m.id });
    return { status: 201, body: rawChannel(state, thread) };
  });

  const threadMember = (ctx: RequestContext) => {
    const c = channelOf(ctx);
    if (c.type !== 11 && c.type !== 12) throw errors.invalidThreadType();
    if (ctx.params.userId && !state.user(ctx.params.userId)) throw errors.unknownMember();
    return noContent();
  };
  router.add('PUT', '/channels/:channelId/thread-members/@me', threadMember);
  router.add('DELETE', '/channels/:channelId/thread-members/@me', threadMember);
  router.add('PUT', '/channels/:channelId/thread-members/:userId', threadMember);
  router.add('DELETE', '/channels/:channelId/thread-members/:userId', threadMember);

  // -- guild -----------------------------------------------------------------------------------------

  router.add('GET', '/guilds/:guildId', (ctx) => {
    requireGuild(ctx);
    return ok({ ...rawGuild(state), approximate_member_count: state.users.size + 1, approximate_presence_count: 0 });
  });
  router.add('GET', '/guilds/:guildId/channels', (ctx) => {
    requireGuild(ctx);
    return ok([...state.channels.values()].filter((c) => c.guildId && c.type !== 11 && c.type !== 12).map((c) => rawChannel(state, c)));
  });
  router.add('POST', '/guilds/:guildId/channels', (ctx) => {
    requireGuild(ctx);
    const body = isObject(ctx.body.json) ? ctx.body.json : {};
    const errs: FieldError[] = [];
    if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > LIMITS.channelName) errs.push({ path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between 1 and ${LIMITS.channelName} in length.` });
    const type = body.type ?? 0;
    if (type !== 0 && type !== 4) errs.push({ path: ['type'], code: 'BASE_TYPE_CHOICES', message: 'The double creates text channels (0) and categories (4) only.' });
    if (body.parent_id && !state.channels.has(body.parent_id)) errs.push({ path: ['parent_id'], code: 'CHANNEL_PARENT_INVALID', message: 'Unknown category' });
    if (errs.length) throw invalidFormBody(errs);
    const c = state.addChannel({ name: type === 0 ? body.name.toLowerCase().replace(/\s+/g, '-') : body.name, type, ...(body.parent_id ? { parentId: body.parent_id } : {}) });
    return { status: 201, body: rawChannel(state, c) };
  });
  router.add('GET', '/guilds/:guildId/threads/active', (ctx) => {
    requireGuild(ctx);
    const threads = [...state.channels.values()].filter((c) => (c.type === 11 || c.type === 12) && !c.archived);
    return ok({ threads: threads.map((t) => rawChannel(state, t)), members: [] });
  });
  router.add('GET', '/guilds/:guildId/roles', (ctx) => {
    requireGuild(ctx);
    return ok([...state.roles.values()].map(rawRole));
  });
  router.add('GET', '/guilds/:guildId/members', (ctx) => {
    requireGuild(ctx);
    const limit = Math.min(Math.max(Number(ctx.query.get('limit') ?? 1) || 1, 1), 1000);
    return ok([state.botUser, ...state.users.values()].slice(0, limit).map((u) => rawMember(u)));
  });
  router.add('GET', '/guilds/:guildId/members/:userId', (ctx) => {
    requireGuild(ctx);
    const u = state.user(ctx.params.userId!);
    if (!u) throw errors.unknownMember();
    return ok(rawMember(u));
  });

  // -- application commands -------------------------------------------------------------------------

  const commandList = (ctx: RequestContext): { list: StoredCommand[]; guildId?: string } => {
    requireApp(ctx);
    if (ctx.params.guildId === undefined) return { list: state.globalCommands };
    requireGuild(ctx);
    let list = state.guildCommands.get(state.guild.id);
    if (!list) state.guildCommands.set(state.guild.id, (list = []));
    return { list, guildId: state.guild.id };
  };

  const store = (raw: Record<string, any>, guildId: string | undefined, id?: string): StoredCommand => {
    const cmd: StoredCommand = {
      ...raw,
      id: id ?? snowflake(),
      application_id: state.applicationId,
      version: snowflake(),
      type: raw.type ?? 1,
      name: raw.name,
      description: raw.description ?? '',
      default_member_permissions: raw.default_member_permissions ?? null,
      nsfw: raw.nsfw ?? false,
      contexts: raw.contexts ?? null,
      integration_types: raw.integration_types ?? [0],
    };
    if (guildId) cmd.guild_id = guildId;
    else cmd.dm_permission = raw.dm_permission ?? true;
    return cmd;
  };

  const announce = (guildId: string | undefined, list: StoredCommand[]) => {
    state.events.emit('commands', guildId ? { guildId, commands: structuredClone(list) } : { commands: structuredClone(list) });
  };

  const registerCommandRoutes = (prefix: string) => {
    router.add('GET', `${prefix}/commands`, (ctx) => ok(commandList(ctx).list));
    router.add('PUT', `${prefix}/commands`, (ctx) => {
      const { list, guildId } = commandList(ctx);
      const errs: FieldError[] = [];
      validateCommandList(ctx.body.json, errs);
      if (errs.length) throw invalidFormBody(errs);
      const incoming = ctx.body.json as Record<string, any>[];
      const next = incoming.map((raw) => store(raw, guildId, list.find((c) => c.name === raw.name && c.type === (raw.type ?? 1))?.id));
      list.splice(0, list.length, ...next);
      announce(guildId, list);
      return ok(list);
    });
    router.add('POST', `${prefix}/commands`, (ctx) => {
      const { list, guildId } = commandList(ctx);
      const errs: FieldError[] = [];
      validateCommand(ctx.body.json, [], errs);
      if (errs.length) throw invalidFormBody(errs);
      const raw = ctx.body.json as Record<string, any>;
      const type = raw.type ?? 1;
      const at = list.findIndex((c) => c.name === raw.name && c.type === type);
      if (at < 0) {
        const max = type === 1 ? LIMITS.chatInputCommands : LIMITS.contextMenuCommands;
        if (list.filter((c) => c.type === type).length >= max) throw errors.maxCommands(max);
      }
      const cmd = store(raw, guildId, at >= 0 ? list[at]!.id : undefined);
      if (at >= 0) list[at] = cmd;
      else list.push(cmd);
      announce(guildId, list);
      return { status: at >= 0 ? 200 : 201, body: cmd };
    });
    router.add('GET', `${prefix}/commands/:commandId`, (ctx) => {
      const cmd = commandList(ctx).list.find((c) => c.id === ctx.params.commandId);
      if (!cmd) throw errors.unknownCommand();
      return ok(cmd);
    });
    router.add('PATCH', `${prefix}/commands/:commandId`, (ctx) => {
      const { list, guildId } = commandList(ctx);
      const at = list.findIndex((c) => c.id === ctx.params.commandId);
      if (at < 0) throw errors.unknownCommand();
      const merged = { ...list[at], ...(isObject(ctx.body.json) ? ctx.body.json : {}) };
      const errs: FieldError[] = [];
      validateCommand(merged, [], errs);
      if (errs.length) throw invalidFormBody(errs);
      list[at] = store(merged, guildId, list[at]!.id);
      announce(guildId, list);
      return ok(list[at]);
    });
    router.add('DELETE', `${prefix}/commands/:commandId`, (ctx) => {
      const { list, guildId } = commandList(ctx);
      const at = list.findIndex((c) => c.id === ctx.params.commandId);
      if (at < 0) throw errors.unknownCommand();
      list.splice(at, 1);
      announce(guildId, list);
      return noContent();
    });
  };
  registerCommandRoutes('/applications/:appId');
  registerCommandRoutes('/applications/:appId/guilds/:guildId');
}

/** A message's `nonce`: an integer or a string of at most 25 characters, as Discord takes it. */
function checkNonce(payload: Record<string, any>): string | undefined {
  const n: unknown = payload.nonce;
  if (n === undefined || n === null) return undefined;
  if ((typeof n === 'string' && n.length <= 25) || (typeof n === 'number' && Number.isInteger(n))) return String(n);
  throw invalidFormBody([{ path: ['nonce'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be an integer or a string of at most 25 characters.' }]);
}
