import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import { createClient } from '@keyv/redis';

/**
 * A redis-server of a test's own, on a free port, with no persistence, so the test may pause
 * (SIGSTOP), resume, kill and restart it without touching anyone else's Redis.
 */
export class OwnRedis {
  private child: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnRedis> {
    const r = new OwnRedis(await freePort());
    await r.launch();
    return r;
  }

  /** Starts (or restarts, same port) the server and waits until it answers PING. */
  async launch(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    for (let i = 0; ; i++) {
      const client = createClient({ url: this.url, socket: { reconnectStrategy: false } });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.ping();
        await client.close();
        return;
      } catch (err) {
        if (i > 100 || child.exitCode !== null) throw new Error(`redis-server on port ${this.port} did not start: ${String(err)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }

  /** Kills the server at once (it keeps nothing: no persistence). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    this.resume();
    await this.kill();
  }
}

/** Whether a redis-server binary is on the PATH. */
export function redisServerInstalled(): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => {
    try {
      accessSync(`${dir}/redis-server`, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}
