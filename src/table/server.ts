/**
 * The offline table's web server: the page (plain files in ./public), a WebSocket of live updates
 * per viewer (a WebSocket, not server-sent events, because browsers allow only six HTTP connections
 * per host, and one tab per player would use them up), and a small JSON API that acts as a user through the Discord API double's public
 * interface (slash, autocomplete, click, select). It never talks to the bot directly.
 *
 * Privacy is decided here, not in the browser: a viewer's updates, snapshot and attachment
 * downloads only ever hold public messages plus that viewer's own ephemerals and DMs.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type WebSocket, WebSocketServer } from 'ws';
import type { DiscordDouble, DoubleMessage, Interaction } from '../double/index.ts';
import { localeOfDiscord } from '../engine/messages.ts';
import { closeServer, listen, urlHost } from '../httpServer.ts';
import type { Logger } from '../log.ts';
import { errorText } from '../log.ts';
import { buildOptions, type CommandInput, commandLabel, type Lookup, type RegisteredCommand } from './commands.ts';
import { pageWords } from './page.messages.ts';
import type { WorldIdentity } from './world.ts';

export interface TableServerOptions {
  readonly double: DiscordDouble;
  /** Users and channels (kept up to date as threads appear). */
  readonly identity: WorldIdentity;
  readonly host: string;
  readonly port: number;
  readonly log: Logger;
}

export interface TableServer {
  readonly url: string;
  close(): Promise<void>;
}

/** A modal the bot opened for the viewer, as a form on the page (sent back through /api/modal). */
export interface PageModal {
  interaction: string;
  title: string;
  fields: {
    customId: string;
    label: string;
    description: string;
    placeholder: string;
    required: boolean;
    maxLength: number;
    paragraph: boolean;
  }[];
}

/** A message as one viewer's page gets it. */
export interface PageMessage {
  id: string;
  channelId: string;
  authorId: string;
  content: string;
  embeds: unknown[];
  components: unknown[];
  attachments: { url: string; filename: string; contentType?: string; description?: string; image: boolean }[];
  /** Only this viewer sees it ("Only you can see this"). */
  ephemeral: boolean;
  /** In this viewer's DMs with the bot. */
  dm: boolean;
  /** A deferred reply the bot is still working on. */
  loading: boolean;
  edited: boolean;
  createdAt: number;
  /** The slash command this message answers ("ann used /game new"). */
  interaction?: { userId: string; command: string };
}

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));
const STATIC: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/app.js': 'app.js',
  '/markdown.js': 'markdown.js',
  '/style.css': 'style.css',
};
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};
const HISTORY = 150;
const MAX_BODY = 64 * 1024;
const IMAGE = /\.(png|jpe?g|gif|webp)$/i;
const LOADING_FLAG = 1 << 7;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Whether a viewer may see a message: public ones, and their own ephemerals and DMs. */
export function visibleTo(m: DoubleMessage, userId: string): boolean {
  if (m.ephemeralFor !== undefined) return m.ephemeralFor === userId;
  if (m.dmFor !== undefined) return m.dmFor === userId;
  return true;
}

/** Someone with the page open: their WebSocket and the user they play as. */
interface Viewer {
  readonly ws: WebSocket;
  readonly userId: string;
}

/** A JSON body the page sent to /api/... (checked field by field by its handler). */
type ApiBody = Record<string, unknown>;

/** What every handler of the page shares. */
interface Table {
  readonly double: DiscordDouble;
  readonly identity: WorldIdentity;
  readonly log: Logger;
  readonly lookup: Lookup;
  /** The slash command each interaction answers ("ann used /game new"), shown on its messages. */
  readonly commandOf: Map<string, { userId: string; command: string }>;
  readonly viewers: Set<Viewer>;
  /** Listening on loopback only: requests naming another host are refused. */
  readonly loopback: boolean;
}

export async function startTableServer(opts: TableServerOptions): Promise<TableServer> {
  const { double, identity, log } = opts;
  const table: Table = {
    double,
    identity,
    log,
    lookup: lookupIn(identity),
    commandOf: new Map(),
    viewers: new Set(),
    loopback: ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(opts.host),
  };
  const stopWatching = watchDouble(table);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const server = createServer((req, res) => serve(table, req, res));
  server.on('upgrade', (req, socket, head) => openLive(table, wss, req, socket, head));
  const port = await listen(server, opts.port, opts.host);
  return {
    url: `http://${urlHost(opts.host)}:${port}`,
    async close() {
      stopWatching();
      for (const v of table.viewers) v.ws.terminate();
      table.viewers.clear();
      wss.close();
      await closeServer(server);
    },
  };
}

// -- users, channels, commands ------------------------------------------------------------------

/** The user a request acts as: by name or id, the first user when none is named. */
function userOf({ identity }: Table, ref: unknown): string {
  const u = identity.users.find((x) => x.username === ref || x.id === ref) ?? (ref ? undefined : identity.users[0]);
  if (!u) throw new HttpError(400, `There is no user "${String(ref).slice(0, 40)}" here.`);
  return u.id;
}

/** A Discord locale as a page names it ("fr", "en-US", "pt-BR"); absent: en-US, Discord's default. */
function localeOf(ref: unknown, what: string): string {
  if (ref === undefined || ref === null || ref === '') return 'en-US';
  if (typeof ref === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,3})?$/.test(ref)) return ref;
  throw new HttpError(400, `"${String(ref).slice(0, 20)}" is not a ${what} locale (such as fr or en-US).`);
}

/**
 * The user a request acts as, its interactions in the page's locale: `locale` is that member's
 * Discord language (?user=ann&locale=fr: each tab plays in its own), `guildLocale` the server's
 * preferred one, kept until a page sets it again.
 */
function actAs(table: Table, body: ApiBody): string {
  const userId = userOf(table, body.user);
  table.double.setLocale(userId, localeOf(body.locale, 'member'));
  if (body.guildLocale !== undefined && body.guildLocale !== '')
    table.double.setGuildLocale(localeOf(body.guildLocale, 'server'));
  return userId;
}

function lookupIn(identity: WorldIdentity): Lookup {
  return {
    userId(text) {
      const t = text.replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, '');
      return identity.users.find((u) => u.username === t || u.id === t)?.id;
    },
    channelId(text) {
      const t = text.replace(/^<#(\d+)>$/, '$1').replace(/^#/, '');
      return identity.channels.find((c) => c.name === t || c.id === t)?.id;
    },
  };
}

const registeredCommands = (double: DiscordDouble): RegisteredCommand[] => [
  ...(double.registeredCommands(double.guildId) as RegisteredCommand[]),
  ...(double.registeredCommands() as RegisteredCommand[]),
];

// -- what a viewer sees -------------------------------------------------------------------------

function toPage({ commandOf }: Table, m: DoubleMessage): PageMessage {
  const v = m.editedAt ?? m.createdAt;
  const out: PageMessage = {
    id: m.id,
    channelId: m.channelId,
    authorId: m.authorId,
    content: m.content,
    embeds: m.embeds,
    components: m.components,
    attachments: m.attachments.map((a, n) => ({
      url: `/api/attachments/${m.id}/${n}?v=${v}`,
      filename: a.filename,
      ...(a.contentType ? { contentType: a.contentType } : {}),
      ...(a.description ? { description: a.description } : {}),
      image: (a.contentType ?? '').startsWith('image/') || IMAGE.test(a.filename),
    })),
    ephemeral: m.ephemeralFor !== undefined,
    dm: m.dmFor !== undefined,
    loading: (m.flags & LOADING_FLAG) !== 0,
    edited: m.editedAt !== undefined && (m.flags & LOADING_FLAG) === 0 && m.content !== '' && !m.interactionId,
    createdAt: m.createdAt,
  };
  const cmd = m.interactionId ? commandOf.get(m.interactionId) : undefined;
  if (cmd) out.interaction = cmd;
  return out;
}

function world({ double, identity }: Table) {
  return {
    guild: { name: identity.guildName },
    bot: { id: double.botUserId, username: 'NeonTable' },
    users: identity.users.map((u) => ({ id: u.id, username: u.username, manager: u.manager ?? false })),
    channels: identity.channels,
    commands: registeredCommands(double),
  };
}

/** Everything one viewer may see now: the world, and the recent messages of every channel, their ephemerals and DMs. */
/** A viewer's snapshot; `locale` (the page's ?locale=) picks the language of the page's own words. */
function snapshot(table: Table, userId: string, locale?: string | null) {
  const { double, identity } = table;
  const all = [
    ...identity.channels.flatMap((c) => double.messages(c.id).slice(-HISTORY)),
    ...double.ephemerals(userId).slice(-HISTORY),
    ...double.dms(userId).slice(-HISTORY),
  ].filter((m) => visibleTo(m, userId));
  all.sort((a, b) => compareIds(a.id, b.id));
  const words = pageWords(localeOfDiscord(locale));
  return { me: userId, ...world(table), words, messages: all.map((m) => toPage(table, m)) };
}

// -- live updates -------------------------------------------------------------------------------

const send = (ws: WebSocket, event: string, data: unknown) => ws.send(JSON.stringify({ event, data }));

/** Sends the double's changes to the viewers who may see them, and pings them; returns what stops it. */
function watchDouble(table: Table): () => void {
  const { double, viewers, log } = table;
  // Called inside the double's own request handling: a failure here is logged, never thrown into it.
  const toViewers = (m: DoubleMessage, event: string, data: () => unknown) => {
    try {
      for (const v of viewers) if (visibleTo(m, v.userId)) send(v.ws, event, data());
    } catch (err) {
      log.error({ err: errorText(err) }, 'table page update failed');
    }
  };
  const onMessage = (m: DoubleMessage) => toViewers(m, 'message', () => toPage(table, m));
  const onDelete = (m: DoubleMessage) => toViewers(m, 'delete', () => ({ id: m.id }));
  const onWorld = () => {
    const w = world(table);
    for (const v of viewers) send(v.ws, 'world', w);
  };
  double.events.on('message', onMessage);
  double.events.on('messageUpdate', onMessage);
  double.events.on('messageDelete', onDelete);
  double.events.on('channelCreate', onWorld);
  double.events.on('commands', onWorld);
  const keepAlive = setInterval(() => {
    for (const v of viewers) v.ws.ping();
  }, 15_000);
  keepAlive.unref();
  return () => {
    clearInterval(keepAlive);
    double.events.off('message', onMessage);
    double.events.off('messageUpdate', onMessage);
    double.events.off('messageDelete', onDelete);
    double.events.off('channelCreate', onWorld);
    double.events.off('commands', onWorld);
  };
}

/** GET /api/live?user=: the viewer's snapshot ("hello"), then every change they may see, in order. */
function openLive(table: Table, wss: WebSocketServer, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  socket.on('error', () => socket.destroy());
  const url = new URL(req.url ?? '/', 'http://table');
  // A web page from elsewhere may open a WebSocket here (no CORS for WebSockets): only our own page may.
  const origin = req.headers.origin;
  if (
    url.pathname !== '/api/live' ||
    !allowedHost(table, req) ||
    (origin !== undefined && !sameHost(origin, req.headers.host))
  ) {
    socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
    return;
  }
  wss.handleUpgrade(req, socket, head, (ws) => {
    let userId: string;
    try {
      userId = userOf(table, url.searchParams.get('user'));
    } catch {
      return ws.close(4404, 'There is no such user here.');
    }
    const v = { ws, userId };
    table.viewers.add(v);
    ws.on('close', () => table.viewers.delete(v));
    ws.on('error', () => table.viewers.delete(v));
    send(ws, 'hello', snapshot(table, userId, url.searchParams.get('locale')));
  });
}

// -- acting as a user ---------------------------------------------------------------------------

async function acknowledged(ix: Interaction): Promise<{ ok: true; modal?: PageModal }> {
  try {
    await ix.whenAcknowledged();
  } catch {
    throw new HttpError(504, 'NeonTable did not respond in time: this interaction failed.');
  }
  const modal = modalOf(ix);
  return modal ? { ok: true, modal } : { ok: true };
}

/** A text input of a modal, as the bot sent it (type 4). */
interface RawTextInput {
  type?: unknown;
  custom_id?: unknown;
  label?: unknown;
  placeholder?: unknown;
  required?: unknown;
  max_length?: unknown;
  style?: unknown;
}

/** A modal's top-level component: a label (18) around one input, or an action row of inputs. */
interface RawModalRow {
  type?: unknown;
  component?: RawTextInput;
  label?: unknown;
  description?: unknown;
  components?: (RawTextInput | null)[];
}

/** When the bot answered with a modal (callback 9): its title and text fields, for the page to show as a form. */
function modalOf(ix: Interaction): PageModal | undefined {
  const ack = ix.responses[0];
  if (ack?.kind !== 'callback' || ack.type !== 9) return undefined;
  const data = ack.data as { title?: string; components?: (RawModalRow | null)[] };
  const fields: PageModal['fields'] = [];
  for (const c of data.components ?? []) {
    const inputs: { input: RawTextInput | null | undefined; label: unknown; description?: unknown }[] =
      c?.type === 18
        ? [{ input: c.component, label: c.label, description: c.description }]
        : (c?.components ?? []).map((x) => ({ input: x, label: x?.label }));
    for (const { input, label, description } of inputs) {
      if (input?.type !== 4) continue;
      fields.push({
        customId: String(input.custom_id),
        label: String(label ?? ''),
        description: description ? String(description) : '',
        placeholder: input.placeholder ? String(input.placeholder) : '',
        required: input.required !== false,
        maxLength: typeof input.max_length === 'number' ? input.max_length : 4000,
        paragraph: input.style === 2,
      });
    }
  }
  return { interaction: ix.id, title: String(data.title ?? ''), fields };
}

/** Runs what the double refuses with a thrown error (an unknown message, a forged click): a 400 naming it. */
function attempt<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw new HttpError(400, e instanceof Error ? e.message : String(e));
  }
}

/** The body's `values` object, each value as text. */
function textValues(body: ApiBody): Record<string, string> {
  const values: Record<string, string> = {};
  if (body.values && typeof body.values === 'object')
    for (const [k, v] of Object.entries(body.values)) values[k] = String(v);
  return values;
}

function commandInput(body: ApiBody, autocomplete: boolean): CommandInput {
  const input: CommandInput = {
    command: String(body.command ?? ''),
    path: Array.isArray(body.path) ? body.path.map(String) : [],
    values: textValues(body),
  };
  if (autocomplete) input.focused = String(body.focused ?? '');
  return input;
}

function guildChannel({ identity }: Table, ref: unknown): string {
  const c = identity.channels.find((x) => x.id === ref || x.name === ref);
  if (!c) throw new HttpError(400, 'Slash commands work in the server’s channels, not here.');
  return c.id;
}

/** POST /api/command: a slash command typed in the message box. */
async function postCommand(table: Table, body: ApiBody) {
  const { double, commandOf } = table;
  const userId = actAs(table, body);
  const channelId = guildChannel(table, body.channel);
  const input = commandInput(body, false);
  const built = buildOptions(registeredCommands(double), input, table.lookup);
  if (!built.ok) throw new HttpError(400, built.error);
  const ix = attempt(() => double.slash(userId, channelId, input.command, built.options));
  commandOf.set(ix.id, { userId, command: commandLabel(input) });
  if (commandOf.size > 2000) commandOf.delete(commandOf.keys().next().value!);
  return acknowledged(ix);
}

/** POST /api/autocomplete: the choices for the option being typed. */
async function postAutocomplete(table: Table, body: ApiBody) {
  const userId = actAs(table, body);
  const channelId = guildChannel(table, body.channel);
  const built = buildOptions(registeredCommands(table.double), commandInput(body, true), table.lookup);
  if (!built.ok) throw new HttpError(400, built.error);
  try {
    return { choices: await table.double.autocomplete(userId, channelId, String(body.command), built.options) };
  } catch (e) {
    throw new HttpError(504, e instanceof Error ? e.message : String(e));
  }
}

/** POST /api/click: a button pressed. */
async function postClick(table: Table, body: ApiBody) {
  const userId = actAs(table, body);
  return acknowledged(attempt(() => table.double.click(userId, String(body.message), String(body.customId))));
}

/** POST /api/modal: a form the bot opened, submitted. */
async function postModal(table: Table, body: ApiBody) {
  const userId = actAs(table, body);
  const opener = table.double.interactions().find((x) => x.id === String(body.interaction ?? ''));
  if (!opener) throw new HttpError(400, 'That form is no longer open.');
  const values = textValues(body);
  return acknowledged(attempt(() => table.double.submitModal(userId, opener, values)));
}

/** POST /api/select: options chosen in a menu. */
async function postSelect(table: Table, body: ApiBody) {
  const userId = actAs(table, body);
  const values = Array.isArray(body.values) ? body.values.map(String) : [];
  return acknowledged(attempt(() => table.double.select(userId, String(body.message), String(body.customId), values)));
}

const API: Record<string, (table: Table, body: ApiBody) => Promise<unknown>> = {
  '/api/command': postCommand,
  '/api/autocomplete': postAutocomplete,
  '/api/click': postClick,
  '/api/modal': postModal,
  '/api/select': postSelect,
};

// -- HTTP ---------------------------------------------------------------------------------------

/** Bound to loopback: refuse other Host names (a web site rebinding its DNS name to 127.0.0.1). */
const allowedHost = (table: Table, req: IncomingMessage) =>
  !table.loopback || ['127.0.0.1', 'localhost', '[::1]'].includes((req.headers.host ?? '').replace(/:\d+$/, ''));

/** One request; an HttpError is its answer, anything else is logged and answered 500. */
function serve(table: Table, req: IncomingMessage, res: ServerResponse): void {
  handle(table, req, res).catch((err: unknown) => {
    const status = err instanceof HttpError ? err.status : 500;
    if (status === 500) table.log.error({ err: errorText(err), path: req.url }, 'table page error');
    if (res.headersSent) return void res.end();
    sendJson(res, status, {
      error: err instanceof HttpError ? err.message : 'Something went wrong in the offline table.',
    });
  });
}

async function handle(table: Table, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://table');
  if (!allowedHost(table, req)) throw new HttpError(403, 'Open the page at 127.0.0.1.');
  const method = req.method ?? 'GET';
  if (method === 'GET') {
    const file = STATIC[url.pathname];
    if (file) return serveFile(file, res);
    if (url.pathname === '/api/snapshot')
      return sendJson(
        res,
        200,
        snapshot(table, userOf(table, url.searchParams.get('user')), url.searchParams.get('locale')),
      );
    const att = /^\/api\/attachments\/(\d+)\/(\d+)$/.exec(url.pathname);
    if (att) return serveAttachment(table, userOf(table, url.searchParams.get('user')), att[1]!, Number(att[2]), res);
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
  }
  const action = API[url.pathname];
  if (method === 'POST' && action) {
    // JSON only: a cross-site form cannot send it without a CORS preflight, which is never granted.
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      throw new HttpError(415, 'Send JSON.');
    const body = await readJson(req);
    return sendJson(res, 200, await action(table, body));
  }
  throw new HttpError(404, 'Not found.');
}

/** The page's own files (index.html, app.js, markdown.js, style.css). */
async function serveFile(file: string, res: ServerResponse): Promise<void> {
  const body = await readFile(`${PUBLIC_DIR}${file}`);
  res.writeHead(200, {
    'content-type': TYPES[file.split('.').pop()!]!,
    'cache-control': 'no-cache',
    'content-length': body.length,
  });
  res.end(body);
}

/** GET /api/attachments/:message/:n?user=: an image or file of a message that user may see, 404 otherwise. */
function serveAttachment({ double }: Table, userId: string, messageId: string, n: number, res: ServerResponse): void {
  const m = double.message(messageId);
  const a = m && visibleTo(m, userId) ? m.attachments[n] : undefined;
  if (!a) throw new HttpError(404, 'No such attachment.');
  res.writeHead(200, {
    'content-type': a.contentType ?? 'application/octet-stream',
    'content-length': a.data.length,
    'cache-control': 'private, max-age=3600',
  });
  res.end(a.data);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<ApiBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'Too large.');
    chunks.push(chunk as Buffer);
  }
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (!body || typeof body !== 'object') throw new Error('not an object');
    return body;
  } catch {
    throw new HttpError(400, 'Bad JSON.');
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Snowflakes in creation order. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
