/** The gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME, dispatches. JSON frames only. */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { rawGuildCreate, rawMember, rawUser } from './raw.ts';
import type { DispatchTarget, DoubleState } from './state.ts';

export const GatewayOp = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  VoiceStateUpdate: 4,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

export const GatewayClose = {
  UnknownOpcode: 4001,
  DecodeError: 4002,
  NotAuthenticated: 4003,
  AuthenticationFailed: 4004,
  AlreadyAuthenticated: 4005,
  InvalidShard: 4010,
  InvalidApiVersion: 4012,
  InvalidIntents: 4013,
} as const;

/** Payloads kept per session so a RESUME can replay what the client missed. */
const RESUME_BUFFER = 1000;

interface Session {
  id: string;
  ws: WebSocket | undefined;
  seq: number;
  intents: number;
  shard: [number, number];
  compress: boolean;
  buffer: { s: number; text: string }[];
}

interface Connection {
  ws: WebSocket;
  session: Session | undefined;
}

export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  private readonly sockets = new Set<WebSocket>();

  constructor(
    private readonly state: DoubleState,
    private readonly opts: { heartbeatMs: number; token: string; url: () => string },
  ) {
    state.dispatch = (t, d, target) => this.dispatch(t, d, target);
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://double');
    if (url.pathname !== '/gateway') {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, url));
  }

  /** Sessions that identified (or resumed) and still have an open socket. */
  connectedSessions(): number {
    return [...this.sessions.values()].filter((s) => s.ws?.readyState === WebSocket.OPEN).length;
  }

  /** Asks every connected client to reconnect and resume (op 7). */
  requestReconnect(): void {
    for (const s of this.sessions.values())
      if (s.ws?.readyState === WebSocket.OPEN) this.send(s.ws, { op: GatewayOp.Reconnect, d: null }, false);
  }

  /**
   * Sends a dispatch to every session it concerns (guild events go to the guild's shard, others to
   * shard 0; `intent` filters by the session's intents). Sessions waiting to resume buffer it.
   * Returns the number of sessions that got it.
   */
  dispatch(t: string, d: unknown, target: DispatchTarget): number {
    let n = 0;
    for (const s of this.sessions.values()) {
      const [shardId, shardCount] = s.shard;
      const shard = target.guildId ? shardOf(target.guildId, shardCount) : 0;
      if (shard !== shardId) continue;
      if (target.intent !== undefined && (s.intents & target.intent) === 0) continue;
      this.sendDispatch(s, t, d);
      n++;
    }
    return n;
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private onConnection(ws: WebSocket, url: URL): void {
    this.sockets.add(ws);
    const conn: Connection = { ws, session: undefined };
    ws.on('error', () => {});
    ws.on('close', (code) => {
      this.sockets.delete(ws);
      const s = conn.session;
      if (!s || s.ws !== ws) return;
      s.ws = undefined;
      // A client closing normally ends its session; other closes leave it resumable.
      if (code === 1000 || code === 1001) this.sessions.delete(s.id);
    });
    const v = url.searchParams.get('v');
    if (v !== null && v !== '10') {
      ws.close(GatewayClose.InvalidApiVersion, 'Invalid API version');
      return;
    }
    const encoding = url.searchParams.get('encoding');
    if (encoding !== null && encoding !== 'json') {
      ws.close(GatewayClose.DecodeError, 'Error while decoding payload.');
      return;
    }
    ws.on('message', (data, isBinary) => this.onMessage(conn, data, isBinary));
    this.send(ws, { op: GatewayOp.Hello, d: { heartbeat_interval: this.opts.heartbeatMs }, s: null, t: null }, false);
  }

  private onMessage(conn: Connection, data: RawData, isBinary: boolean): void {
    let payload: any;
    try {
      if (isBinary) throw new Error('binary frames are not supported');
      payload = JSON.parse(data.toString());
    } catch {
      conn.ws.close(GatewayClose.DecodeError, 'Error while decoding payload.');
      return;
    }
    switch (payload?.op) {
      case GatewayOp.Heartbeat:
        this.send(conn.ws, { op: GatewayOp.HeartbeatAck }, conn.session?.compress ?? false);
        return;
      case GatewayOp.Identify:
        this.identify(conn, payload.d);
        return;
      case GatewayOp.Resume:
        this.resume(conn, payload.d);
        return;
      case GatewayOp.PresenceUpdate:
      case GatewayOp.VoiceStateUpdate:
        if (!conn.session) conn.ws.close(GatewayClose.NotAuthenticated, 'Not authenticated.');
        return;
      case GatewayOp.RequestGuildMembers:
        if (!conn.session) conn.ws.close(GatewayClose.NotAuthenticated, 'Not authenticated.');
        else this.requestGuildMembers(conn.session, payload.d);
        return;
      default:
        conn.ws.close(GatewayClose.UnknownOpcode, 'Unknown opcode.');
    }
  }

  private identify(conn: Connection, d: any): void {
    if (conn.session) {
      conn.ws.close(GatewayClose.AlreadyAuthenticated, 'Already authenticated.');
      return;
    }
    if (!d || d.token !== this.opts.token) {
      conn.ws.close(GatewayClose.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    if (typeof d.intents !== 'number' || !Number.isInteger(d.intents) || d.intents < 0) {
      conn.ws.close(GatewayClose.InvalidIntents, 'Invalid intent(s).');
      return;
    }
    const shard = d.shard ?? [0, 1];
    const valid =
      Array.isArray(shard) &&
      shard.length === 2 &&
      shard.every((n: unknown) => Number.isInteger(n)) &&
      shard[0] >= 0 &&
      shard[1] >= 1 &&
      shard[0] < shard[1];
    if (!valid) {
      conn.ws.close(GatewayClose.InvalidShard, 'Invalid shard.');
      return;
    }
    const session: Session = {
      id: randomBytes(16).toString('hex'),
      ws: conn.ws,
      seq: 0,
      intents: d.intents,
      shard: [shard[0], shard[1]],
      compress: d.compress === true,
      buffer: [],
    };
    this.sessions.set(session.id, session);
    conn.session = session;
    const { state } = this;
    const ownsGuild = shardOf(state.guild.id, session.shard[1]) === session.shard[0];
    this.sendDispatch(session, 'READY', {
      v: 10,
      user_settings: {},
      user: { ...rawUser(state.botUser), verified: true, mfa_enabled: false, email: null },
      guilds: ownsGuild ? [{ id: state.guild.id, unavailable: true }] : [],
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.opts.url(),
      shard: session.shard,
      application: { id: state.applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
    });
    if (ownsGuild) this.sendDispatch(session, 'GUILD_CREATE', rawGuildCreate(state));
  }

  private resume(conn: Connection, d: any): void {
    if (!d || d.token !== this.opts.token) {
      conn.ws.close(GatewayClose.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    const session = this.sessions.get(d.session_id);
    const seq = Number(d.seq ?? 0);
    const oldest = session?.buffer[0]?.s ?? 1;
    if (!session || (session.seq > seq && oldest > seq + 1)) {
      this.send(conn.ws, { op: GatewayOp.InvalidSession, d: false }, false);
      return;
    }
    if (session.ws && session.ws !== conn.ws) session.ws.close(4009, 'Session timed out.');
    session.ws = conn.ws;
    conn.session = session;
    for (const p of session.buffer) if (p.s > seq) this.raw(conn.ws, p.text, session.compress);
    this.sendDispatch(session, 'RESUMED', null);
  }

  private requestGuildMembers(session: Session, d: any): void {
    const { state } = this;
    if (!d || d.guild_id !== state.guild.id) return;
    let users = [state.botUser, ...state.users.values()];
    if (Array.isArray(d.user_ids)) users = users.filter((u) => d.user_ids.includes(u.id));
    else if (typeof d.query === 'string' && d.query)
      users = users.filter((u) => u.username.toLowerCase().startsWith(d.query.toLowerCase()));
    if (typeof d.limit === 'number' && d.limit > 0) users = users.slice(0, d.limit);
    const chunk: Record<string, unknown> = {
      guild_id: state.guild.id,
      members: users.map((u) => rawMember(u)),
      chunk_index: 0,
      chunk_count: 1,
      not_found: Array.isArray(d.user_ids) ? d.user_ids.filter((id: string) => !state.user(id)) : [],
    };
    if (d.nonce !== undefined) chunk.nonce = d.nonce;
    this.sendDispatch(session, 'GUILD_MEMBERS_CHUNK', chunk);
  }

  private sendDispatch(session: Session, t: string, d: unknown): void {
    session.seq++;
    const text = JSON.stringify({ op: GatewayOp.Dispatch, t, s: session.seq, d });
    session.buffer.push({ s: session.seq, text });
    if (session.buffer.length > RESUME_BUFFER) session.buffer.shift();
    if (session.ws) this.raw(session.ws, text, session.compress);
  }

  private send(ws: WebSocket, payload: unknown, compress: boolean): void {
    this.raw(ws, JSON.stringify(payload), compress);
  }

  private raw(ws: WebSocket, text: string, compress: boolean): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (compress) ws.send(deflateSync(text), { binary: true });
    else ws.send(text);
  }
}
