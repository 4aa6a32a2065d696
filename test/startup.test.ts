/**
 * The start-up as a newcomer meets it, as real processes: `npm run register` reads `.env` and
 * registers to GUILD_ID or globally; a wrong token, Discord out of reach and Redis out of reach
 * each end `npm start` (and register) with exit 1 and one plain line on stderr, no stack trace and
 * no warning or error logged. Each child runs in a directory of its own (its `.env`, its DATA_DIR),
 * with the worktree's node_modules linked in, so a developer's own `.env` plays no part.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordDouble, startDiscordDouble } from '../src/double/index.ts';

const ROOT = resolve('.');
const MAIN = join(ROOT, 'src/main.ts');
const REGISTER = join(ROOT, 'src/discord/register.ts');
/** Generous: a child's start (tsx compiling the sources) takes seconds on a busy machine. */
const CHILD_TIMEOUT_MS = 50_000;

const dirs: string[] = [];
const servers: Server[] = [];

/** A directory for one child: node_modules linked, `.env` with these lines when given. */
function childDir(dotEnv?: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'nt-startup-'));
  dirs.push(dir);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  if (dotEnv)
    writeFileSync(
      join(dir, '.env'),
      `${Object.entries(dotEnv)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n')}\n`,
    );
  return dir;
}

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an entry point as npm does (node with tsx), with only the given settings; resolves when it exits. */
function run(entry: string, args: string[], env: Record<string, string>, cwd = childDir()): Promise<Ended> {
  // Nothing of this process's own settings (a REDIS_URL from the test run, say) leaks into the child's.
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(DISCORD_|REDIS_URL|GUILD_ID|APPLICATION_ID|SHARDS|METRICS_|KEY_PREFIX|DATA_DIR|npm_config_)/.test(k),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd,
    env: { ...base, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json'), RENDER_THREADS: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stderr += String(d)));
  const kill = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
  return new Promise((done) =>
    child.once('close', (code) => {
      clearTimeout(kill);
      done({ code, stdout, stderr });
    }),
  );
}

/** Runs an entry point with a token Discord refuses, against the API at `apiUrl`, with these further settings. */
const withBadToken = (entry: string, apiUrl: string, env: Record<string, string> = {}): Promise<Ended> =>
  run(entry, [], { DISCORD_TOKEN: 'not.a.token', DISCORD_API_URL: apiUrl, ...env });

/** Exit 1, exactly one line on stderr matching `line`, no stack trace, nothing logged at warn or above. */
function expectOneLine(r: Ended, line: RegExp): void {
  const context = `stdout:\n${r.stdout}\nstderr:\n${r.stderr}`;
  expect(r.stderr.trim().split('\n'), context).toEqual([expect.stringMatching(line)]);
  expect(r.code, context).toBe(1);
  expect(`${r.stdout}\n${r.stderr}`, context).not.toMatch(/^\s+at /m);
  const logged = r.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string });
  expect(
    logged.filter((l) => l.level >= 40),
    context,
  ).toEqual([]);
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on (one just freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}

const TOKEN_REFUSED =
  /^Discord refused the token: reset it in the Developer Portal's Bot tab and put it in \.env as DISCORD_TOKEN$/;
const DISCORD_REFUSED = (url: string) =>
  new RegExp(
    `^Cannot reach Discord at ${url.replace(/[.]/g, '\\.')} \\(connection refused\\): check DISCORD_API_URL in \\.env`,
  );
const REDIS_REFUSED = (port: number) =>
  new RegExp(
    `^Cannot reach Redis at 127\\.0\\.0\\.1:${port} \\(connection refused\\): start Redis, or fix REDIS_URL in \\.env`,
  );

let refusing: string; // a Discord API that answers 401 to everything: a wrong token
let silent: string; // one that accepts and never answers
let nowhere: string; // a closed port

/** An entry point given a token Discord refuses (401): one line, exit 1. */
const expectTokenRefused = async (entry: string) => expectOneLine(await withBadToken(entry, refusing), TOKEN_REFUSED);
/** An entry point whose Discord is at a closed port: one line, exit 1. */
const expectDiscordRefused = async (entry: string) =>
  expectOneLine(await withBadToken(entry, nowhere), DISCORD_REFUSED(nowhere));
let noRedis: number;

beforeAll(async () => {
  refusing = `${await listen((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: '401: Unauthorized', code: 0 }));
  })}/api`;
  silent = `${await listen(() => {})}/api`;
  nowhere = `http://127.0.0.1:${await closedPort()}/api`;
  noRedis = await closedPort();
});

afterAll(() => {
  for (const s of servers) s.closeAllConnections();
  for (const s of servers) s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('npm run register', () => {
  let double: DiscordDouble;
  beforeAll(async () => {
    double = await startDiscordDouble();
  });
  afterAll(async () => {
    await double?.close();
  });

  it('reads DISCORD_TOKEN and GUILD_ID from .env, as npm start does, and registers to that server', async () => {
    const cwd = childDir({ DISCORD_TOKEN: double.token, DISCORD_API_URL: double.apiUrl, GUILD_ID: double.guildId });
    const r = await run(REGISTER, [], {}, cwd);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(`^Registered \\d+ commands to server ${double.guildId}: they appear there at once, not in DMs`),
    );
    expect(double.registeredCommands(double.guildId).length).toBeGreaterThan(0);
    expect(double.registeredCommands()).toEqual([]);
  }, 60_000);

  it('--global registers globally even with GUILD_ID set; so does `npm run register --global` (npm keeps the flag)', async () => {
    const cwd = childDir({ DISCORD_TOKEN: double.token, DISCORD_API_URL: double.apiUrl, GUILD_ID: double.guildId });
    const r = await run(REGISTER, ['--global'], {}, cwd);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Registered \d+ commands globally: in every server the bot is in and in DMs/);
    const names = (double.registeredCommands() as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['game', 'games', 'away']));
    const viaNpm = await run(REGISTER, [], { npm_config_global: 'true' }, cwd);
    expect(viaNpm.stdout).toMatch(/commands globally/);
  }, 60_000);

  it('without GUILD_ID registers globally; --guild without GUILD_ID is refused in one line', async () => {
    const cwd = childDir({ DISCORD_TOKEN: double.token, DISCORD_API_URL: double.apiUrl });
    expect((await run(REGISTER, [], {}, cwd)).stdout).toMatch(/commands globally/);
    expectOneLine(await run(REGISTER, ['--guild'], {}, cwd), /^config: GUILD_ID: required with --guild/);
  }, 60_000);

  it('a refused token: one line, exit 1', () => expectTokenRefused(REGISTER), 60_000);

  it('Discord out of reach: one line, exit 1', () => expectDiscordRefused(REGISTER), 60_000);
});

describe('npm start ends a failed start-up in one line', () => {
  it('a wrong token (Discord answers 401)', () => expectTokenRefused(MAIN), 60_000);

  it('Discord out of reach (connection refused)', () => expectDiscordRefused(MAIN), 60_000);

  it('Discord not answering (the request times out)', async () => {
    expectOneLine(
      await withBadToken(MAIN, silent),
      /^Cannot reach Discord at \S+ \(no answer in time\): check DISCORD_API_URL/,
    );
  }, 60_000);

  it('Redis out of reach (REDIS_URL at a closed port): no connection errors logged, one line', async () => {
    const r = await withBadToken(MAIN, nowhere, {
      REDIS_URL: `redis://127.0.0.1:${noRedis}`,
    });
    expectOneLine(r, REDIS_REFUSED(noRedis));
  }, 60_000);

  it('a wrong token with SHARDS: the manager says so before starting any shard', async () => {
    const r = await withBadToken(MAIN, refusing, {
      SHARDS: '2',
      REDIS_URL: `redis://127.0.0.1:${noRedis}`,
    });
    expectOneLine(r, TOKEN_REFUSED);
  }, 60_000);

  it('Redis out of reach with SHARDS: the failing shard says why, once, and the manager exits 1', async () => {
    const double = await startDiscordDouble();
    try {
      const r = await run(MAIN, [], {
        DISCORD_TOKEN: double.token,
        DISCORD_API_URL: double.apiUrl,
        SHARDS: '2',
        REDIS_URL: `redis://127.0.0.1:${noRedis}`,
      });
      expectOneLine(r, REDIS_REFUSED(noRedis));
      expect(double.connectedSessions()).toBe(0);
    } finally {
      await double.close();
    }
  }, 90_000);

  it('the offline table (no token) with Redis out of reach', async () => {
    expectOneLine(await run(MAIN, [], { REDIS_URL: `redis://127.0.0.1:${noRedis}` }), REDIS_REFUSED(noRedis));
  }, 60_000);
});
