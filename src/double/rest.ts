/** REST routes under /api/v10 that need `Authorization: Bot <token>`: gateway info, users, channels, guild, commands. */
import { ApiError, errors, type FieldError, invalidFormBody } from './errors.ts';
import { snowflake } from './ids.ts';
import { LIMITS, validateCommand, validateCommandList } from './limits.ts';
import { prepareMessage } from './messages.ts';
import { BOT_PERMISSIONS, Permission, permissionNames } from './permissions.ts';
import { rateLimitHeaders } from './rateLimit.ts';
import { rawChannel, rawGuild, rawMember, rawMessage, rawRole, rawUser } from './raw.ts';
import type { RequestContext, RouteResponse, Router } from './router.ts';
import type { ChannelRecord, DoubleState, StoredCommand } from './state.ts';
import type { DoubleMessage } from './types.ts';

/** The bucket hash of POST /channels/:id/messages (Discord's is an opaque hex string, the same for every channel). */
const MESSAGE_BUCKET = '80c17d2f203122d936070c88c8d10f33';

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ok = (body: unknown) => ({ status: 200, body });
const noContent = () => ({ status: 204 });

export interface RestOptions {
  readonly gatewayUrl: string;
  readonly publicKey: string;
  readonly recommendedShards: number;
}

/** What every REST handler works on: the double's state and the server's settings. */
interface Rest {
  readonly state: DoubleState;
  readonly opts: RestOptions;
}

type RestHandler = (rest: Rest, ctx: RequestContext) => RouteResponse;

/** The application-command routes, registered once for global commands and once for the guild's. */
const COMMAND_PREFIXES = ['/applications/:appId', '/applications/:appId/guilds/:guildId'];

export function registerRestRoutes(router: Router, state: DoubleState, opts: RestOptions): void {
  const rest: Rest = { state, opts };
  const route = (method: string, pattern: string, handler: RestHandler, auth = true) =>
    router.add(method, pattern, (ctx) => handler(rest, ctx), { auth });

  route('GET', '/gateway/bot', getGatewayBot);
  route('GET', '/gateway', getGateway, false);
  route('GET', '/users/@me', getCurrentUser);
  route('GET', '/users/:userId', getUser);
  route('POST', '/users/@me/channels', createDm);
  route('GET', '/applications/@me', getCurrentApplication);
  route('GET', '/oauth2/applications/@me', getCurrentApplication);

  route('GET', '/channels/:channelId', getChannel);
  route('PATCH', '/channels/:channelId', modifyChannel);
  route('DELETE', '/channels/:channelId', deleteChannel);
  route('GET', '/channels/:channelId/messages', getChannelMessages);
  route('POST', '/channels/:channelId/messages', createMessage);
  route('GET', '/channels/:channelId/messages/:messageId', getChannelMessage);
  route('PATCH', '/channels/:channelId/messages/:messageId', editMessage);
  route('DELETE', '/channels/:channelId/messages/:messageId', deleteMessage);
  route('POST', '/channels/:channelId/typing', triggerTyping);
  route('PUT', '/channels/:channelId/messages/:messageId/reactions/:emoji/@me', ownReaction);
  route('DELETE', '/channels/:channelId/messages/:messageId/reactions/:emoji/@me', ownReaction);

  route('POST', '/channels/:channelId/threads', startThreadWithoutMessage);
  route('POST', '/channels/:channelId/messages/:messageId/threads', startThreadFromMessage);
  for (const member of ['@me', ':userId']) {
    route('PUT', `/channels/:channelId/thread-members/${member}`, threadMember);
    route('DELETE', `/channels/:channelId/thread-members/${member}`, threadMember);
  }

  route('GET', '/guilds/:guildId', getGuild);
  route('GET', '/guilds/:guildId/channels', getGuildChannels);
  route('POST', '/guilds/:guildId/channels', createGuildChannel);
  route('GET', '/guilds/:guildId/threads/active', listActiveThreads);
  route('GET', '/guilds/:guildId/roles', getGuildRoles);
  route('GET', '/guilds/:guildId/members', listGuildMembers);
  route('GET', '/guilds/:guildId/members/:userId', getGuildMember);

  for (const prefix of COMMAND_PREFIXES) {
    route('GET', `${prefix}/commands`, getCommands);
    route('PUT', `${prefix}/commands`, overwriteCommands);
    route('POST', `${prefix}/commands`, createCommand);
    route('GET', `${prefix}/commands/:commandId`, getCommand);
    route('PATCH', `${prefix}/commands/:commandId`, editCommand);
    route('DELETE', `${prefix}/commands/:commandId`, deleteCommand);
  }
}

// -- lookups and checks shared by the handlers ------------------------------------------------------

function channelOf({ state }: Rest, ctx: RequestContext): ChannelRecord {
  const c = state.channels.get(ctx.params.channelId!);
  if (!c) throw errors.unknownChannel();
  return c;
}

/** A message of the channel that the bot can see through channel routes (not ephemeral ones). */
function messageOf({ state }: Rest, ctx: RequestContext, channel: ChannelRecord): DoubleMessage {
  const m = state.messages.get(ctx.params.messageId!);
  if (!m || m.channelId !== channel.id || m.ephemeralFor) throw errors.unknownMessage();
  return m;
}

const isThread = (c: ChannelRecord) => c.type === 11 || c.type === 12;

/**
 * Discord's channel permission checks for the bot: without View Channel, 50001 Missing Access;
 * without another permission the request needs, 50013 Missing Permissions. DMs are not checked.
 */
function requirePermissions({ state }: Rest, channel: ChannelRecord, needed: bigint): void {
  if (!channel.guildId) return;
  const have = state.permissionsIn(state.botUser, channel);
  if (!(have & Permission.ViewChannel)) throw errors.missingAccess(`the bot lacks View Channel in ${channel.id}`);
  const missing = needed & ~have;
  if (missing) throw errors.missingPermissions(`the bot lacks ${permissionNames(missing).join(', ')} in ${channel.id}`);
}

const sendPermission = (c: ChannelRecord) => (isThread(c) ? Permission.SendMessagesInThreads : Permission.SendMessages);

/** What posting this body needs besides sending: Attach Files for uploads, Embed Links for embeds. */
const contentPermissions = (files: number, embeds: number) =>
  (files > 0 ? Permission.AttachFiles : 0n) | (embeds > 0 ? Permission.EmbedLinks : 0n);

function requireGuild({ state }: Rest, ctx: RequestContext): void {
  if (ctx.params.guildId !== state.guild.id) throw errors.unknownGuild();
}

function requireApp({ state }: Rest, ctx: RequestContext): void {
  if (ctx.params.appId !== state.applicationId) throw errors.unknownApplication();
}

const jsonObject = (ctx: RequestContext): Record<string, any> => (isObject(ctx.body.json) ? ctx.body.json : {});

// -- gateway, users, application ---------------------------------------------------------------

function getGatewayBot({ opts }: Rest): RouteResponse {
  return ok({
    url: opts.gatewayUrl,
    shards: opts.recommendedShards,
    session_start_limit: { total: 1000, remaining: 1000, reset_after: 14_400_000, max_concurrency: 16 },
  });
}

function getGateway({ opts }: Rest): RouteResponse {
  return ok({ url: opts.gatewayUrl });
}

function getCurrentUser({ state }: Rest): RouteResponse {
  return ok({ ...rawUser(state.botUser), verified: true, mfa_enabled: false, email: null, locale: 'en-US' });
}

function getUser({ state }: Rest, ctx: RequestContext): RouteResponse {
  const u = state.user(ctx.params.userId!);
  if (!u) throw errors.unknownUser();
  return ok(rawUser(u));
}

function createDm({ state }: Rest, ctx: RequestContext): RouteResponse {
  const body = ctx.body.json;
  const recipient = isObject(body) ? body.recipient_id : undefined;
  if (typeof recipient !== 'string')
    throw invalidFormBody([{ path: ['recipient_id'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]);
  const user = state.users.get(recipient);
  if (!user) throw errors.unknownUser();
  return ok(rawChannel(state, state.dmChannelFor(user.id)));
}

function getCurrentApplication({ state, opts }: Rest): RouteResponse {
  return ok({
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
    owner: {
      id: state.guild.ownerId,
      username: 'owner',
      discriminator: '0',
      global_name: null,
      avatar: null,
      public_flags: 0,
      flags: 0,
    },
    team: null,
    approximate_guild_count: 1,
    bot: rawUser(state.botUser),
    install_params: { scopes: ['bot', 'applications.commands'], permissions: BOT_PERMISSIONS.toString() },
    integration_types_config: { '0': {} },
    redirect_uris: [],
    interactions_endpoint_url: null,
    tags: [],
  });
}

// -- channels ------------------------------------------------------------------------------------

function getChannel(rest: Rest, ctx: RequestContext): RouteResponse {
  const channel = channelOf(rest, ctx);
  requirePermissions(rest, channel, 0n);
  return ok(rawChannel(rest.state, channel));
}

function modifyChannel(rest: Rest, ctx: RequestContext): RouteResponse {
  const { state } = rest;
  const channel = channelOf(rest, ctx);
  const body = jsonObject(ctx);
  const errs: FieldError[] = [];
  if ('name' in body) {
    const max = isThread(channel) ? LIMITS.threadName : LIMITS.channelName;
    if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > max)
      errs.push({ path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between 1 and ${max} in length.` });
  }
  if (errs.length) throw invalidFormBody(errs);
  if (typeof body.name === 'string') channel.name = body.name;
  if (typeof body.archived === 'boolean') channel.archived = body.archived;
  if (typeof body.locked === 'boolean') channel.locked = body.locked;
  if (channel.guildId)
    state.dispatch(isThread(channel) ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE', rawChannel(state, channel), {
      guildId: channel.guildId,
      intent: 1,
    });
  return ok(rawChannel(state, channel));
}

function deleteChannel(rest: Rest, ctx: RequestContext): RouteResponse {
  const { state } = rest;
  const channel = channelOf(rest, ctx);
  const raw = rawChannel(state, channel);
  state.channels.delete(channel.id);
  if (channel.recipientId) state.dmChannelByUser.delete(channel.recipientId);
  const thread = isThread(channel);
  if (channel.guildId) {
    state.dispatch(
      thread ? 'THREAD_DELETE' : 'CHANNEL_DELETE',
      thread ? { id: channel.id, guild_id: channel.guildId, parent_id: channel.parentId, type: channel.type } : raw,
      { guildId: channel.guildId, intent: 1 },
    );
  }
  return ok(raw);
}

function getChannelMessages(rest: Rest, ctx: RequestContext): RouteResponse {
  const { state } = rest;
  const channel = channelOf(rest, ctx);
  requirePermissions(rest, channel, Permission.ReadMessageHistory);
  const limit = Math.min(Math.max(Number(ctx.query.get('limit') ?? 50) || 50, 1), 100);
  let list = state.channelMessageList(channel.id);
  const before = ctx.query.get('before');
  const after = ctx.query.get('after');
  if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
  if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
  const newestFirst = [...list].reverse();
  const page = after ? newestFirst.slice(-limit) : newestFirst.slice(0, limit);
  return ok(page.map((m) => rawMessage(state, m)));
}

function createMessage(rest: Rest, ctx: RequestContext): RouteResponse {
  const { state } = rest;
  const channel = channelOf(rest, ctx);
  if (channel.type === 4)
    throw new ApiError(400, 50008, 'Cannot send messages in a non-text channel', { violation: true });
  const headers = admitMessage(rest, channel);
  const prepared = prepareMessage(ctx.body.json, ctx.body.files, undefined);
  requirePermissions(
    rest,
    channel,
    sendPermission(channel) | contentPermissions(ctx.body.files.length, prepared.shape.embeds.length),
  );
  if (channel.type === 1) {
    const recipient = channel.recipientId ? state.users.get(channel.recipientId) : undefined;
    if (!recipient || recipient.dmClosed) throw errors.cannotSendToUser();
  }
  // Discord's enforce_nonce: a create repeating a recent nonce in this channel returns the message
  // created with it instead of a second one (a sender retrying after a crash posts once).
  const nonce = checkNonce(prepared.payload);
  const nonceKey =
    nonce !== undefined && prepared.payload.enforce_nonce === true ? `${channel.id}:${nonce}` : undefined;
  const earlier = nonceKey ? state.messageByNonce(nonceKey) : undefined;
  if (earlier) return { status: 200, body: rawMessage(state, earlier), headers };
  if (channel.archived) channel.archived = false;
  const m = state.createMessage({ channel, shape: prepared.shape, attachments: prepared.attachments });
  if (nonceKey) state.rememberNonce(nonceKey, m);
  return { status: 200, body: rawMessage(state, m), headers };
}

/** Discord's edge counts every post against the channel's bucket before anything else: the rate-limit headers, or a 429. */
function admitMessage({ state }: Rest, channel: ChannelRecord): Record<string, string> {
  const admission = state.messageLimiter.take(channel.id);
  // One bucket hash for the route, as Discord sends it; the channel is the major parameter.
  const headers = rateLimitHeaders(admission, MESSAGE_BUCKET);
  if (!admission.ok) {
    state.rateLimits.push({
      route: `POST /channels/${channel.id}/messages`,
      channelId: channel.id,
      retryAfterMs: admission.resetAfterMs,
      at: Date.now(),
    });
    throw errors.rateLimited(admission.resetAfterMs, headers, admission.ignoredRetryAfter);
  }
  return headers;
}

function getChannelMessage(rest: Rest, ctx: RequestContext): RouteResponse {
  const channel = channelOf(rest, ctx);
  requirePermissions(rest, channel, Permission.ReadMessageHistory);
  return ok(rawMessage(rest.state, messageOf(rest, ctx, channel)));
}

function editMessage(rest: Rest, ctx: RequestContext): RouteResponse {
  const { state } = rest;
  const channel = channelOf(rest, ctx);
  const m = messageOf(rest, ctx, channel);
  if (m.authorId !== state.botUser.id) throw errors.cannotEditOthers();
  const prepared = prepareMessage(ctx.body.json, ctx.body.files, m);
  // Editing one's own message needs only to see the channel, and the right to add what is new.
  requirePermissions(
    rest,
    channel,
    contentPermissions(ctx.body.files.length, prepared.shape.embeds.length > m.embeds.length ? 1 : 0),
  );
  state.updateMessage(m, prepared);
  return ok(rawMessage(state, m));
}

function deleteMessage(rest: Rest, ctx: RequestContext): RouteResponse {
  const channel = channelOf(rest, ctx);
  const m = messageOf(rest, ctx, channel);
  requirePermissions(rest, channel, m.authorId === rest.state.botUser.id ? 0n : Permission.ManageMessages);
  rest.state.deleteMessage(m);
  return noContent();
}

function triggerTyping(rest: Rest, ctx: RequestContext): RouteResponse {
  channelOf(rest, ctx);
  return noContent();
}

/** Adding or removing the bot's own reaction: accepted for a visible message, not recorded. */
function ownReaction(rest: Rest, ctx: RequestContext): RouteResponse {
  messageOf(rest, ctx, channelOf(rest, ctx));
  return noContent();
}

// -- threads ---------------------------------------------------------------------------------------

function threadBody(ctx: RequestContext): { name: string; autoArchiveDuration: number; body: Record<string, any> } {
  const body = jsonObject(ctx);
  const errs: FieldError[] = [];
  if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > LIMITS.threadName) {
    errs.push({
      path: ['name'],
      code: 'BASE_TYPE_BAD_LENGTH',
      message: `Must be between 1 and ${LIMITS.threadName} in length.`,
    });
  }
  const auto = body.auto_archive_duration ?? 4320;
  if (![60, 1440, 4320, 10080].includes(auto))
    errs.push({
      path: ['auto_archive_duration'],
      code: 'BASE_TYPE_CHOICES',
      message: 'Value must be one of {60, 1440, 4320, 10080}.',
    });
  if (errs.length) throw invalidFormBody(errs);
  return { name: body.name, autoArchiveDuration: auto, body };
}

function threadParent(rest: Rest, ctx: RequestContext): ChannelRecord {
  const parent = channelOf(rest, ctx);
  if (parent.type !== 0) throw errors.invalidThreadType();
  return parent;
}

function startThreadWithoutMessage(rest: Rest, ctx: RequestContext): RouteResponse {
  const parent = threadParent(rest, ctx);
  const { name, autoArchiveDuration, body } = threadBody(ctx);
  // Discord's default for a thread without a message is a private thread.
  const type = body.type ?? 12;
  if (type !== 11 && type !== 12)
    throw invalidFormBody([{ path: ['type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {11, 12}.' }]);
  requirePermissions(rest, parent, type === 11 ? Permission.CreatePublicThreads : Permission.CreatePrivateThreads);
  const thread = rest.state.createThread(parent, { name, type, autoArchiveDuration });
  return { status: 201, body: rawChannel(rest.state, thread) };
}

function startThreadFromMessage(rest: Rest, ctx: RequestContext): RouteResponse {
  const parent = threadParent(rest, ctx);
  const m = messageOf(rest, ctx, parent);
  const { name, autoArchiveDuration } = threadBody(ctx);
  requirePermissions(rest, parent, Permission.CreatePublicThreads);
  if (rest.state.channels.has(m.id))
    throw new ApiError(400, 160004, 'A thread has already been created for this message', { violation: true });
  // A thread started from a message has the message's id.
  const thread = rest.state.createThread(parent, { name, type: 11, autoArchiveDuration, id: m.id });
  return { status: 201, body: rawChannel(rest.state, thread) };
}

/** Joining or leaving a thread (the bot or a member): checked, not recorded. */
function threadMember(rest: Rest, ctx: RequestContext): RouteResponse {
  const c = channelOf(rest, ctx);
  if (!isThread(c)) throw errors.invalidThreadType();
  if (ctx.params.userId && !rest.state.user(ctx.params.userId)) throw errors.unknownMember();
  return noContent();
}

// -- guild -----------------------------------------------------------------------------------------

function getGuild(rest: Rest, ctx: RequestContext): RouteResponse {
  requireGuild(rest, ctx);
  const { state } = rest;
  return ok({ ...rawGuild(state), approximate_member_count: state.users.size + 1, approximate_presence_count: 0 });
}

function getGuildChannels(rest: Rest, ctx: RequestContext): RouteResponse {
  requireGuild(rest, ctx);
  const { state } = rest;
  return ok([...state.channels.values()].filter((c) => c.guildId && !isThread(c)).map((c) => rawChannel(state, c)));
}

function createGuildChannel(rest: Rest, ctx: RequestContext): RouteResponse {
  requireGuild(rest, ctx);
  const { state } = rest;
  const body = jsonObject(ctx);
  const errs: FieldError[] = [];
  if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > LIMITS.channelName)
    errs.push({
      path: ['name'],
      code: 'BASE_TYPE_BAD_LENGTH',
      message: `Must be between 1 and ${LIMITS.channelName} in length.`,
    });
  const type = body.type ?? 0;
  if (type !== 0 && type !== 4)
    errs.push({
      path: ['type'],
      code: 'BASE_TYPE_CHOICES',
      message: 'The double creates text channels (0) and categories (4) only.',
    });
  if (body.parent_id && !state.channels.has(body.parent_id))
    errs.push({ path: ['parent_id'], code: 'CHANNEL_PARENT_INVALID', message: 'Unknown category' });
  if (errs.length) throw invalidFormBody(errs);
  const c = state.addChannel({
    name: type === 0 ? body.name.toLowerCase().replace(/\s+/g, '-') : body.name,
    type,
    ...(body.parent_id ? { parentId: body.parent_id } : {}),
  });
  return { status: 201, body: rawChannel(state, c) };
}

function listActiveThreads(rest: Rest, ctx: RequestContext): RouteResponse {
  requireGuild(rest, ctx);
  const { state } = rest;
  const threads = [...state.channels.values()].filter((c) => isThread(c) && !c.archived);
  return ok({ threads: threads.map((t) => rawChannel(state, t)), members: [] });
}

function getGuildRoles(rest: Rest, ctx: RequestContext): RouteResponse {
  requireGuild(rest, ctx);
  return ok([...rest.state.roles.values()].map(rawRole));
}

function listGuildMembers(rest: Rest, ctx: RequestContext): RouteResponse {
  requireGuild(rest, ctx);
  const { state } = rest;
  const limit = Math.min(Math.max(Number(ctx.query.get('limit') ?? 1) || 1, 1), 1000);
  return ok([state.botUser, ...state.users.values()].slice(0, limit).map((u) => rawMember(u)));
}

function getGuildMember(rest: Rest, ctx: RequestContext): RouteResponse {
  requireGuild(rest, ctx);
  const u = rest.state.user(ctx.params.userId!);
  if (!u) throw errors.unknownMember();
  return ok(rawMember(u));
}

// -- application commands -------------------------------------------------------------------------

/** The route's command list: the global one, or the guild's (created empty on first use). */
function commandList(rest: Rest, ctx: RequestContext): { list: StoredCommand[]; guildId?: string } {
  requireApp(rest, ctx);
  const { state } = rest;
  if (ctx.params.guildId === undefined) return { list: state.globalCommands };
  requireGuild(rest, ctx);
  let list = state.guildCommands.get(state.guild.id);
  if (!list) {
    list = [];
    state.guildCommands.set(state.guild.id, list);
  }
  return { list, guildId: state.guild.id };
}

/** A command as Discord stores it: its defaults filled in, a new version, its id kept when it replaces one. */
function storedCommand(
  { state }: Rest,
  raw: Record<string, any>,
  guildId: string | undefined,
  id?: string,
): StoredCommand {
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
}

function announceCommands({ state }: Rest, guildId: string | undefined, list: StoredCommand[]): void {
  state.events.emit(
    'commands',
    guildId ? { guildId, commands: structuredClone(list) } : { commands: structuredClone(list) },
  );
}

function getCommands(rest: Rest, ctx: RequestContext): RouteResponse {
  return ok(commandList(rest, ctx).list);
}

/** PUT: the bulk overwrite; a command keeps its id when one of the same name and type was there. */
function overwriteCommands(rest: Rest, ctx: RequestContext): RouteResponse {
  const { list, guildId } = commandList(rest, ctx);
  const errs: FieldError[] = [];
  validateCommandList(ctx.body.json, errs);
  if (errs.length) throw invalidFormBody(errs);
  const incoming = ctx.body.json as Record<string, any>[];
  const next = incoming.map((raw) =>
    storedCommand(rest, raw, guildId, list.find((c) => c.name === raw.name && c.type === (raw.type ?? 1))?.id),
  );
  list.splice(0, list.length, ...next);
  announceCommands(rest, guildId, list);
  return ok(list);
}

/** POST: creates a command, or replaces the one of the same name and type (200 then, 201 when new). */
function createCommand(rest: Rest, ctx: RequestContext): RouteResponse {
  const { list, guildId } = commandList(rest, ctx);
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
  const cmd = storedCommand(rest, raw, guildId, at >= 0 ? list[at]!.id : undefined);
  if (at >= 0) list[at] = cmd;
  else list.push(cmd);
  announceCommands(rest, guildId, list);
  return { status: at >= 0 ? 200 : 201, body: cmd };
}

function getCommand(rest: Rest, ctx: RequestContext): RouteResponse {
  const cmd = commandList(rest, ctx).list.find((c) => c.id === ctx.params.commandId);
  if (!cmd) throw errors.unknownCommand();
  return ok(cmd);
}

function editCommand(rest: Rest, ctx: RequestContext): RouteResponse {
  const { list, guildId } = commandList(rest, ctx);
  const at = list.findIndex((c) => c.id === ctx.params.commandId);
  if (at < 0) throw errors.unknownCommand();
  const merged = { ...list[at], ...jsonObject(ctx) };
  const errs: FieldError[] = [];
  validateCommand(merged, [], errs);
  if (errs.length) throw invalidFormBody(errs);
  list[at] = storedCommand(rest, merged, guildId, list[at]!.id);
  announceCommands(rest, guildId, list);
  return ok(list[at]);
}

function deleteCommand(rest: Rest, ctx: RequestContext): RouteResponse {
  const { list, guildId } = commandList(rest, ctx);
  const at = list.findIndex((c) => c.id === ctx.params.commandId);
  if (at < 0) throw errors.unknownCommand();
  list.splice(at, 1);
  announceCommands(rest, guildId, list);
  return noContent();
}

/** A message's `nonce`: an integer or a string of at most 25 characters, as Discord takes it. */
function checkNonce(payload: Record<string, any>): string | undefined {
  const n: unknown = payload.nonce;
  if (n === undefined || n === null) return undefined;
  if ((typeof n === 'string' && n.length <= 25) || (typeof n === 'number' && Number.isInteger(n))) return String(n);
  throw invalidFormBody([
    {
      path: ['nonce'],
      code: 'BASE_TYPE_BAD_LENGTH',
      message: 'Must be an integer or a string of at most 25 characters.',
    },
  ]);
}
