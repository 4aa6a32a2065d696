/**
 * A redis-server of a test's own: found on the PATH, started on a free loopback port with no
 * persistence in a temporary directory. The run's globalSetup (test/setup/redis.ts) starts one for
 * the whole run; a test that must pause, kill or restart its Redis starts one of its own (through
 * describeOwnRedis in test/setup/redisTarget.ts, which skips or fails when none is installed).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The path of `redis-server` on the PATH, or undefined. */
export function findRedisServer(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'redis-server');
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

/** True when a Redis answers PING on that port. */
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

/** One running process of the server and the directory it was given. */
interface Running {
  readonly child: ChildProcess;
  readonly dir: string;
  readonly exited: Promise<void>;
}

/** Running: spawned (a pid; a failed spawn has none) and not exited. */
const alive = (child: ChildProcess) => child.pid !== undefined && child.exitCode === null && child.signalCode === null;

/** Ends the process (SIGKILL at once, or SIGTERM with SIGKILL after 5 s) and removes its directory. */
async function end(run: Running, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  if (alive(run.child)) {
    run.child.kill('SIGCONT'); // a paused server would not act on SIGTERM
    run.child.kill(signal);
    const timer = setTimeout(() => run.child.kill('SIGKILL'), 5_000);
    await run.exited;
    clearTimeout(timer);
  }
  rmSync(run.dir, { recursive: true, force: true });
}

/** Starts the server on that port and waits until it answers PING; otherwise says why it did not. */
async function launch(binary: string, port: number): Promise<Running | { error: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'nt-test-redis-'));
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  child.once('error', (err) => (output += err.message));
  const run: Running = { child, dir, exited: new Promise<void>((resolve) => child.once('exit', () => resolve())) };
  for (let i = 0; i < 100 && alive(child); i++) {
    if (await answersPing(port)) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await end(run, 'SIGKILL');
  return { error: output.trim().split('\n').slice(-3).join(' | ') || 'it did not answer' };
}

/** A running redis-server of this process's own, which a test may pause, kill and start again. */
export class RedisServer {
  private constructor(
    private readonly binary: string,
    readonly port: number,
    private run: Running,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts one (three tries, in case another process takes the free port first); rejects saying why it would not start. */
  static async start(binary = findRedisServer()): Promise<RedisServer> {
    if (!binary) throw new Error('no redis-server found');
    let lastError = '';
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      const run = await launch(binary, port);
      if (!('error' in run)) return new RedisServer(binary, port, run);
      lastError = run.error;
    }
    throw new Error(`redis-server would not start: ${lastError}`);
  }

  /** Starts it again on the same port (after kill()), empty: it keeps nothing. */
  async relaunch(): Promise<void> {
    if (alive(this.run.child)) throw new Error(`redis-server on port ${this.port} is still running`);
    const run = await launch(this.binary, this.port);
    if ('error' in run) throw new Error(`redis-server on port ${this.port} would not start again: ${run.error}`);
    this.run = run;
  }

  /** Stops the process where it stands (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void {
    if (alive(this.run.child)) this.run.child.kill('SIGSTOP');
  }

  resume(): void {
    if (alive(this.run.child)) this.run.child.kill('SIGCONT');
  }

  /** Kills it at once (SIGKILL), as a crash would. */
  kill(): Promise<void> {
    return end(this.run, 'SIGKILL');
  }

  /** Shuts it down cleanly and removes its directory. */
  stop(): Promise<void> {
    return end(this.run, 'SIGTERM');
  }
}
