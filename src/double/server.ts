/** startDiscordDouble: one HTTP server for REST (/api/v10), attachments (/attachments) and the gateway (/gateway). */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listen, urlHost } from '../httpServer.ts';
import { ApiError, errors } from './errors.ts';
import { Gateway } from './gateway.ts';
import { botToken } from './ids.ts';
import {
  commandInteraction,
  componentInteraction,
  type InteractionContext,
  InteractionRecord,
  modalSubmitInteraction,
} from './interactions.ts';
import { type ParsedBody, parseBody, readBody } from './multipart.ts';
import { parsePermissions } from './permissions.ts';
import { RateLimiter } from './rateLimit.ts';
import { registerRestRoutes } from './rest.ts';
import { Router } from './router.ts';
import { type ChannelRecord, DoubleState, publicChannel, publicUser, snapshot } from './state.ts';
import type { DiscordDouble, DiscordDoubleOptions, DoubleMessage, Interaction } from './types.ts';
import { registerInteractionRoutes } from './webhooks.ts';

const API_PREFIX = '/api/v10';

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const checkGuildId = (guildId: string | undefined) => {
  if (guildId !== undefined && !/^\d{5,20}$/.test(guildId))
    throw new Error(`guildId must be a snowflake, not "${guildId}"`);
};

/** What serving a request needs: the state, the routes and the one bot token they accept. */
interface Site {
  readonly state: DoubleState;
  readonly router: Router;
  readonly token: string;
}

export async function startDiscordDouble(opts: DiscordDoubleOptions = {}): Promise<DiscordDouble> {
  const host = opts.host ?? '127.0.0.1';
  checkGuildId(opts.guildId);
  const state = new DoubleState({
    guildName: opts.guildName ?? 'NeonTable Test Server',
    botName: opts.botName ?? 'NeonTable',
    ...(opts.guildId ? { guildId: opts.guildId } : {}),
  });
  if (opts.messageRateLimit)
    state.messageLimiter = new RateLimiter(opts.messageRateLimit.limit, opts.messageRateLimit.windowMs);
  const token = botToken(state.botUser.id);
  let baseUrl = '';
  const gatewayUrl = () => `${baseUrl.replace(/^http/, 'ws')}/gateway`;

  const gateway = new Gateway(state, { heartbeatMs: opts.heartbeatMs ?? 200, token, url: gatewayUrl });
  const router = new Router();
  registerRestRoutes(router, state, {
    get gatewayUrl() {
      return gatewayUrl();
    },
    publicKey: randomBytes(32).toString('hex'),
    recommendedShards: opts.recommendedShards ?? 1,
  });
  registerInteractionRoutes(router, state, { tokenLifetimeMs: opts.tokenLifetimeMs ?? 15 * 60_000 });

  const site: Site = { state, router, token };
  const server = createServer((req, res) => serve(site, req, res));
  server.on('upgrade', (req, socket, head) => gateway.handleUpgrade(req, socket, head));
  const port = await listen(server, opts.port ?? 0, host);
  baseUrl = `http://${urlHost(host)}:${port}`;
  state.baseUrl = baseUrl;

  return {
    apiUrl: `${baseUrl}/api`,
    baseUrl,
    gatewayUrl: gatewayUrl(),
    token,
    applicationId: state.applicationId,
    botUserId: state.botUser.id,
    guildId: state.guild.id,
    ...worldControls(state),
    ...userActions({ state, ackTimeoutMs: opts.ackTimeoutMs ?? 3000 }),
    ...observations(state),
    connectedSessions: () => gateway.connectedSessions(),
    requestReconnect: () => gateway.requestReconnect(),
    async close() {
      for (const rec of state.interactions.values()) rec.dispose();
      await gateway.close();
      await closeServer(server);
    },
  };
}

// -- HTTP ---------------------------------------------------------------------------------------

/** One request; a handler's crash (a bug in the double) is recorded and answered 500. */
function serve(site: Site, req: IncomingMessage, res: ServerResponse): void {
  handle(site, req, res).catch((error) => {
    site.state.serverErrors.push({ route: `${req.method} ${req.url}`, error });
    if (!res.headersSent) json(res, 500, { message: '500: Internal Server Error', code: 0 });
    else res.end();
  });
}

async function handle(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { state } = site;
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://double');
  if (method === 'GET' && url.pathname.startsWith('/attachments/')) return serveAttachment(state, url.pathname, res);
  if (url.pathname !== API_PREFIX && !url.pathname.startsWith(`${API_PREFIX}/`)) {
    state.unknownRoutes.push({ method, path: url.pathname, status: 404 });
    return json(res, 404, errors.notFound().body());
  }
  const path = url.pathname.slice(API_PREFIX.length) || '/';
  const match = site.router.match(method, path);
  if (match.kind !== 'found') {
    const err = match.kind === 'not-found' ? errors.notFound() : errors.methodNotAllowed();
    state.unknownRoutes.push({ method, path, status: err.status });
    return json(res, err.status, err.body());
  }
  let body: ParsedBody | undefined;
  try {
    if (match.auth && req.headers.authorization !== `Bot ${site.token}`) throw errors.unauthorized();
    body = await parseBody(await readBody(req), req.headers['content-type']);
    const result = await match.handler({
      method,
      path,
      params: match.params,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    if (result.status === 204 || result.body === undefined) {
      res.writeHead(result.status, result.headers ?? {});
      res.end();
    } else json(res, result.status, result.body, result.headers);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    refused(state, `${method} ${path}`, e, body);
    json(res, e.status, e.body(), e.options.headers);
  }
}

/** Keeps what the tests read of a refused request: a violation of Discord's rules, a missing permission. */
function refused(state: DoubleState, route: string, e: ApiError, body: ParsedBody | undefined): void {
  if (e.violation) state.recordViolation(route, e, body?.json);
  if (e.code === 50001 || e.code === 50013)
    state.permissionRefusals.push({ route, code: e.code, message: e.describe() });
}

function serveAttachment(state: DoubleState, pathname: string, res: ServerResponse): void {
  const [, , channelId, attachmentId] = pathname.split('/');
  const m = [...state.messages.values()].find(
    (msg) => msg.channelId === channelId && msg.attachments.some((a) => a.id === attachmentId),
  );
  const a = m?.attachments.find((x) => x.id === attachmentId);
  if (!a) return json(res, 404, errors.notFound().body());
  res.writeHead(200, { 'content-type': a.contentType ?? 'application/octet-stream', 'content-length': a.data.length });
  res.end(a.data);
}

// -- the DiscordDouble handle ---------------------------------------------------------------------

function knownChannel(state: DoubleState, channelId: string): ChannelRecord {
  const c = state.channels.get(channelId);
  if (!c) throw new Error(`unknown channel ${channelId}`);
  return c;
}

type WorldControls = Pick<
  DiscordDouble,
  | 'addUser'
  | 'addChannel'
  | 'users'
  | 'channels'
  | 'dmChannel'
  | 'setDmClosed'
  | 'setLocale'
  | 'setGuildLocale'
  | 'setBotPermissions'
  | 'clearBotPermissions'
  | 'botPermissionsIn'
  | 'fillMessageRateLimit'
  | 'say'
>;

/** Setting up the server the bot is in: users, channels, DMs, the bot's permissions and rate limits. */
function worldControls(state: DoubleState): WorldControls {
  return {
    addUser(u) {
      const input: { username: string; id?: string; dmClosed?: boolean; permissions?: bigint } = {
        username: u.username,
      };
      if (u.id !== undefined) input.id = u.id;
      if (u.dmClosed !== undefined) input.dmClosed = u.dmClosed;
      if (u.permissions !== undefined) input.permissions = parsePermissions(u.permissions, 0n);
      return publicUser(state.addUser(input));
    },
    addChannel(c) {
      checkGuildId(c.guildId);
      return publicChannel(
        state.addChannel({ name: c.name, ...(c.id ? { id: c.id } : {}), ...(c.guildId ? { guildId: c.guildId } : {}) }),
      );
    },
    users: () => [...state.users.values()].map(publicUser),
    channels: () => [...state.channels.values()].filter((c) => c.guildId).map(publicChannel),
    dmChannel(userId) {
      if (!state.users.has(userId)) throw new Error(`unknown user ${userId}`);
      return publicChannel(state.dmChannelFor(userId));
    },
    setLocale(userId, locale) {
      if (!state.users.has(userId)) throw new Error(`unknown user ${userId}`);
      state.locales.set(userId, locale);
    },
    setGuildLocale(locale) {
      state.guildLocale = locale;
    },
    setDmClosed(userId, closed) {
      const u = state.users.get(userId);
      if (!u) throw new Error(`unknown user ${userId}`);
      u.dmClosed = closed;
    },
    setBotPermissions(channelId, o, { notify = true } = {}) {
      state.setMemberOverwrite(
        knownChannel(state, channelId),
        state.botUser.id,
        { allow: o.allow ?? 0n, deny: o.deny ?? 0n },
        notify,
      );
    },
    clearBotPermissions(channelId) {
      state.setMemberOverwrite(knownChannel(state, channelId), state.botUser.id, null);
    },
    botPermissionsIn: (channelId) => state.permissionsIn(state.botUser, knownChannel(state, channelId)),
    fillMessageRateLimit(channelId) {
      state.messageLimiter.fill(channelId);
    },
    say(userId, channelId, content) {
      const c = knownChannel(state, channelId);
      if (!state.user(userId)) throw new Error(`unknown user ${userId}`);
      return snapshot(
        state.createMessage({
          channel: c,
          shape: { content, embeds: [], components: [], flags: 0 },
          attachments: [],
          authorId: userId,
        }),
      );
    },
  };
}

type UserActions = Pick<DiscordDouble, 'slash' | 'autocomplete' | 'click' | 'select' | 'submitModal' | 'interactions'>;

/** Acting as a user: the interactions the Discord client would send. */
function userActions(ix: InteractionContext): UserActions {
  return {
    slash: (userId, channelId, command, options = []) =>
      commandInteraction(ix, 'command', userId, channelId, command, options),
    autocomplete(userId, channelId, command, options) {
      try {
        return commandInteraction(ix, 'autocomplete', userId, channelId, command, options).awaitChoices();
      } catch (e) {
        return Promise.reject(e);
      }
    },
    click: (userId, message, customId, opts) => componentInteraction(ix, userId, message, customId, undefined, opts),
    select: (userId, message, customId, values, opts) =>
      componentInteraction(ix, userId, message, customId, values, opts),
    submitModal(userId, opener, values) {
      const rec = ix.state.interactions.get(opener.id);
      if (!(rec instanceof InteractionRecord)) throw new Error(`unknown interaction ${opener.id}`);
      return modalSubmitInteraction(ix, userId, rec, values);
    },
    interactions: (): Interaction[] => [...ix.state.interactions.values()],
  };
}

type Observations = Pick<
  DiscordDouble,
  | 'messages'
  | 'ephemerals'
  | 'dms'
  | 'message'
  | 'registeredCommands'
  | 'violations'
  | 'permissionRefusals'
  | 'rateLimits'
  | 'unknownRoutes'
  | 'serverErrors'
  | 'events'
>;

/** What the tests read of what the bot did: messages (as snapshots), commands, refusals, events. */
function observations(state: DoubleState): Observations {
  const allMessages = (ids: string[] | undefined): DoubleMessage[] =>
    (ids ?? [])
      .map((id) => state.messages.get(id))
      .filter((m): m is DoubleMessage => m !== undefined)
      .map(snapshot);
  return {
    messages: (channelId) => allMessages(state.channelMessages.get(channelId)),
    ephemerals: (userId) => allMessages(state.ephemeralMessages.get(userId)),
    dms: (userId) => {
      const channelId = state.dmChannelByUser.get(userId);
      return channelId ? allMessages(state.channelMessages.get(channelId)) : [];
    },
    message(id) {
      const m = state.messages.get(id);
      return m ? snapshot(m) : undefined;
    },
    registeredCommands: (guildId) =>
      structuredClone(guildId ? (state.guildCommands.get(guildId) ?? []) : state.globalCommands),
    violations: state.violations,
    permissionRefusals: state.permissionRefusals,
    rateLimits: state.rateLimits,
    unknownRoutes: state.unknownRoutes,
    serverErrors: state.serverErrors,
    events: state.events,
  };
}
