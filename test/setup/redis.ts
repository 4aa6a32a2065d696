/**
 * vitest globalSetup: Redis for the tests that need it, one server for the whole run.
 * - REDIS_URL set (as .ci/run does): used as it is.
 * - Else, with `redis-server` on the PATH: one of our own on a free loopback port, no persistence,
 *   stopped at teardown.
 * - Else: none. Those tests skip with a notice naming them (test/setup/redisTarget.ts), except
 *   under CI, where they fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** What the test files get through inject('redis'). */
export interface RedisTarget {
  /** The Redis to use, or null when there is none. */
  readonly url: string | null;
  /** Where it comes from, or why there is none. */
  readonly why: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    redis: RedisTarget;
  }
}

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** True once the server answers PING on that port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(String(d).startsWith('+PONG')));
  });
}

async function startServer(binary: string, dir: string): Promise<{ child: ChildProcess; url: string }> {
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.once('error', (err) => (output += err.message));
    for (let i = 0; i < 100 && child.exitCode === null && child.signalCode === null; i++) {
      if (await answersPing(port)) return { child, url: `redis://127.0.0.1:${port}` };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGKILL');
    await exited;
    lastError = output.trim().split('\n').slice(-3).join(' | ') || 'it did not answer';
  }
  throw new Error(`redis-server would not start: ${lastError}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fromEnv = process.env.REDIS_URL;
  if (fromEnv) {
    console.log(`Redis tests: REDIS_URL (${fromEnv})`);
    project.provide('redis', { url: fromEnv, why: 'REDIS_URL' });
    return async () => undefined;
  }
  const binary = findOnPath('redis-server');
  if (!binary) {
    const notice = 'no redis-server found and REDIS_URL is unset; install redis-server or set REDIS_URL to run them';
    const what = process.env.CI ? 'fail (CI)' : 'are skipped';
    console.warn(`Redis tests ${what}: ${notice}`);
    project.provide('redis', { url: null, why: 'no redis-server found' });
    // Again after the summary, where it is seen.
    return async () => console.warn(`Redis tests ${what}: ${notice}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'nt-test-redis-'));
  let server: { child: ChildProcess; url: string };
  try {
    server = await startServer(binary, dir);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const why = err instanceof Error ? err.message : String(err);
    const what = process.env.CI ? 'fail (CI)' : 'are skipped';
    console.warn(`Redis tests ${what}: ${why}`);
    project.provide('redis', { url: null, why });
    return async () => console.warn(`Redis tests ${what}: ${why}`);
  }
  console.log(`Redis tests: a redis-server of this run's own at ${server.url}`);
  project.provide('redis', { url: server.url, why: `a redis-server of this run's own at ${server.url}` });
  return async () => {
    const { child } = server;
    const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
}
