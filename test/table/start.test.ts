/**
 * `npm start` with no DISCORD_TOKEN (and no Redis) opens the offline table; stopping and starting
 * it again keeps a game in progress. Runs the real entry point as a child process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import type { PageMessage } from '../../src/table/server.ts';
import { outputOf } from './childOutput.ts';

const children = new Set<ChildProcess>();
const dirs: string[] = [];

interface Running {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts an entry point as `npm start` does (node with tsx), with no token, no Redis and a free
 * port, or `npm start` itself when `entry` is 'npm'; resolves once the page is up.
 */
async function start(entry: string, dataDir: string, logLevel = 'warn'): Promise<Running> {
  const env = {
    ...process.env,
    DISCORD_TOKEN: '',
    REDIS_URL: '',
    DATA_DIR: dataDir,
    TABLE_PORT: '0',
    TABLE_HOST: '127.0.0.1',
    LOG_LEVEL: logLevel,
  };
  const [cmd, args] = entry === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, ['--import', 'tsx', entry]];
  const child = spawn(cmd, args, { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  const out = outputOf(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  await expect
    .poll(() => /open (http:\/\/127\.0\.0\.1:\d+)\//.test(out()) || child.exitCode !== null, { timeout: 25_000 })
    .toBe(true);
  const url = /open (http:\/\/127\.0\.0\.1:\d+)\//.exec(out())?.[1];
  if (!url) throw new Error(`the offline table did not start:\n${out()}`);
  return {
    url,
    output: out,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function snapshot(url: string, user: string): Promise<{ commands: { name: string }[]; messages: PageMessage[] }> {
  const res = await fetch(`${url}/api/snapshot?user=${user}`);
  expect(res.status).toBe(200);
  return res.json() as Promise<{ commands: { name: string }[]; messages: PageMessage[] }>;
}

async function command(
  url: string,
  user: string,
  path: string[],
  values: Record<string, string> = {},
  name = 'game',
): Promise<void> {
  const res = await fetch(`${url}/api/command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, channel: 'tabletop', command: name, path, values }),
  });
  expect(await res.json()).toEqual({ ok: true });
}

const publicWith = async (url: string, text: string) =>
  expect
    .poll(async () => (await snapshot(url, 'dee')).messages.some((m) => !m.ephemeral && m.content.includes(text)), {
      timeout: 10_000,
    })
    .toBe(true);

/** Opens and starts a game of `gameId` with enough players, restarts the program, and finds the game still in progress. */
async function gameSurvivesRestart(entry: string, gameId: string, minSeats: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nt-start-'));
  dirs.push(dataDir);
  let run = await start(entry, dataDir);
  await command(run.url, 'ann', ['new'], { game: gameId });
  for (const user of ['bo', 'cy', 'dee', 'mod'].slice(0, Math.max(0, minSeats - 1)))
    await command(run.url, user, ['join']);
  await command(run.url, 'ann', ['start']);
  await publicWith(run.url, 'Waiting for');
  await run.stop();

  run = await start(entry, dataDir);
  expect((await snapshot(run.url, 'dee')).messages).toEqual([]); // chat history is not kept; the game is
  await command(run.url, 'dee', ['status']);
  await publicWith(run.url, 'Waiting for');
  const status = (await snapshot(run.url, 'dee')).messages.find((m) => m.content.includes('Waiting for'))!;
  expect(status.attachments).toHaveLength(1);
  await run.stop();
}

afterEach(async () => {
  for (const c of children)
    if (c.pid && c.exitCode === null) {
      try {
        process.kill(-c.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  children.clear();
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('npm start without a Discord token', () => {
  it('opens the offline table page, says how to connect to Discord instead, and keeps games across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nt-start-'));
    dirs.push(dataDir);
    const run = await start('src/main.ts', dataDir);
    // The next line may arrive in a later chunk of output than the "open" line.
    await expect
      .poll(() => run.output(), { timeout: 10_000 })
      .toMatch(/To connect to real Discord instead, set DISCORD_TOKEN/);
    const page = await fetch(`${run.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('NeonTable');
    expect((await snapshot(run.url, 'ann')).commands.map((c) => c.name)).toEqual(
      expect.arrayContaining(['game', 'hand']),
    );
    await run.stop();
    const first = GAMES[0];
    if (first) await gameSurvivesRestart('src/main.ts', first.game.id, first.game.minSeats);
  }, 90_000);

  it('npm start says "ready" only once the bot is ready, and SIGTERM to npm stops everything it started', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nt-start-'));
    dirs.push(dataDir);
    const run = await start('npm', dataDir, 'info');
    const out = run.output();
    expect(out.indexOf('"bot ready"')).toBeGreaterThanOrEqual(0);
    expect(out.indexOf('"bot ready"')).toBeLessThan(out.indexOf('Offline table ready'));
    expect((await fetch(`${run.url}/`)).status).toBe(200);
    await run.stop(); // SIGTERM to npm alone, as a service manager or `kill` sends it
    await expect(fetch(`${run.url}/`)).rejects.toThrow();
  }, 90_000);

  it('a game in progress survives stopping and starting again (fixture game, same start-up path)', async () => {
    await gameSurvivesRestart('test/table/fixtureMain.ts', 'heist', 2);
  }, 90_000);
});
