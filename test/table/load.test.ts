/**
 * `npm run table -- --load file.json`: an exported game record put into a channel of the offline
 * world, reproduced exactly (state and history), then shown, replayed, exported again or played on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GAME_RECORD_FORMAT, type GameRecord, parseGameRecord } from '../../src/engine/gameRecord.ts';
import { canonical } from '../../src/engine/play.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import type { GameDefinition } from '../../src/engine/types.ts';
import { virtualRevolution } from '../../src/games/vr/game.ts';
import { Registry } from '../../src/registry.ts';
import { settingsOf } from '../../src/service/clock.ts';
import { DEFAULT_SETTINGS } from '../../src/store/record.ts';
import { loadGameRecord, RecordLoadError } from '../../src/table/load.ts';
import type { PageMessage } from '../../src/table/server.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { en } from '../support/words.ts';
import { outputOf } from './childOutput.ts';
import { startTestTable, type TestTable } from './harness.ts';

const WAIT = { timeout: 10_000 };
const THREE_DAYS = 3 * 24 * 60 * 60 * 1000;
let t: TestTable | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A record of a seeded random game (its first `steps` actions, or all of them), with its final state. */
function recordOf(
  def: GameDefinition,
  seats: string[],
  options: Record<string, unknown>,
  seed: string,
  steps = Infinity,
): { record: GameRecord; states: string[] } {
  const actions: { seat: number; action: unknown }[] = [];
  const states: string[] = [];
  playRandomGame(def, seats.length, options, seed, {
    onStep: (s) => {
      actions.push({ seat: s.seat, action: s.action });
      states.push(canonical(s.after));
    },
  });
  const n = Math.min(steps, actions.length);
  return {
    record: {
      format: GAME_RECORD_FORMAT,
      game: def.id,
      gameVersion: def.schemaVersion,
      options,
      seats: seats.map((name) => ({ name })),
      seed,
      actions: actions.slice(0, n),
    },
    states: states.slice(0, n),
  };
}

async function snapshot(user: string): Promise<PageMessage[]> {
  const res = await fetch(`${t!.table.url}/api/snapshot?user=${user}`);
  return ((await res.json()) as { messages: PageMessage[] }).messages;
}
const command = (user: string, channel: string, path: string[], values: Record<string, string> = {}, name = 'game') =>
  t!.api('/api/command', { user, channel, command: name, path, values });
/** `user`'s /game export in `channel`: the record of the file it answers with, as the user downloads it. */
async function exportedBy(user: string, channel: string): Promise<GameRecord> {
  expect((await command(user, channel, ['export'])).status).toBe(200);
  const isExport = (m: PageMessage) => m.attachments.some((a) => a.filename.endsWith('.json'));
  await expect.poll(async () => (await snapshot(user)).some((m) => m.ephemeral && isExport(m)), WAIT).toBe(true);
  const file = (await snapshot(user)).find(isExport)!.attachments[0]!;
  const parsed = parseGameRecord(await (await fetch(`${t!.table.url}${file.url}&user=${user}`)).text());
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const customIdsOf = (m: PageMessage): string[] =>
  (m.components as { components: { custom_id: string }[] }[]).flatMap((r) => r.components.map((c) => c.custom_id));
/** `user` clicks the first control of `m` whose custom id starts with `prefix`; the table takes the click. */
async function clickFirst(user: string, m: PageMessage, prefix: string): Promise<void> {
  const customId = customIdsOf(m).find((c) => c.startsWith(prefix))!;
  expect((await t!.api('/api/click', { user, message: m.id, customId })).status).toBe(200);
}

describe('loading a game record into the offline table', () => {
  it('reproduces a finished game exactly in the chosen channel: state, history, board, replay and a second export', async () => {
    const made = recordOf(heist, ['Alice', 'Boris', 'Chen'], { rounds: 2 }, 'load-1');
    const states = made.states;
    // The middle seat was a computer's: it stays one.
    const record: GameRecord = {
      ...made.record,
      seats: [{ name: 'Alice' }, { name: 'Robo', computer: 'greedy' }, { name: 'Chen' }],
    };
    t = await startTestTable({ load: { record, channel: '#back-room' } });
    const room = t.channel('back-room');
    expect(t.table.loaded).toMatchObject({
      gameName: 'Data Heist',
      channelName: 'back-room',
      steps: record.actions.length,
      over: true,
    });
    expect(t.table.loaded!.seats).toEqual([
      { recorded: 'Alice', heldBy: 'ann' },
      { recorded: 'Robo', heldBy: 'a greedy computer' },
      { recorded: 'Chen', heldBy: 'bo' },
    ]);

    const stored = await t.store.load(room);
    if (stored.kind !== 'ok') throw new Error(stored.kind);
    expect(stored.record).toMatchObject({
      status: 'finished',
      gameId: 'heist',
      seed: 'load-1',
      actions: record.actions.length,
    });
    expect(stored.record.seats).toEqual([
      { userId: t.user('ann'), name: 'ann' },
      { userId: 'computer-2', name: 'Robo', computer: 'greedy' },
      { userId: t.user('bo'), name: 'bo' },
    ]);
    expect(stored.record.hostId).toBe(t.user('ann'));
    expect(canonical(stored.record.state)).toBe(states.at(-1));
    const history = await t.store.readHistory(room);
    expect(history.map((h) => ({ seat: h.seat, action: h.action }))).toEqual(record.actions);
    expect(history.some((h) => h.events.length > 0)).toBe(true);

    expect((await command('dee', 'back-room', ['status'])).status).toBe(200);
    await expect
      .poll(async () => (await snapshot('dee')).some((m) => !m.ephemeral && m.content.includes('Game over')), WAIT)
      .toBe(true);
    const board = (await snapshot('dee')).find((m) => m.content.includes('Game over'))!;
    expect(board.attachments.map((a) => a.filename)).toEqual(['board.png']);

    expect((await command('bo', 'back-room', ['replay'], { step: '1' })).status).toBe(200);
    await expect
      .poll(
        async () => (await snapshot('bo')).some((m) => m.ephemeral && m.content.includes('replay: after step 1 of')),
        WAIT,
      )
      .toBe(true);

    // Exported again, it is the same record (seats now named after who held them).
    const again = await exportedBy('cy', 'back-room');
    expect(again.seats).toEqual([{ name: 'ann' }, { name: 'Robo', computer: 'greedy' }, { name: 'bo' }]);
    expect({ ...again, seats: record.seats }).toEqual(record);
  });

  it('a game in progress goes on from where it stopped', async () => {
    const { record, states } = recordOf(heist, ['Alice', 'Boris'], { rounds: 3 }, 'load-2', 5);
    t = await startTestTable({ load: { record } });
    const table = t.channel('tabletop');
    expect(t.table.loaded).toMatchObject({ channelName: 'tabletop', steps: 5, over: false });
    const loaded = await t.table.bot.tables.load(table);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(canonical(loaded.value.state)).toBe(states.at(-1));
    const seat = heist.awaiting(loaded.value.state as HeistState)[0]!;
    const player = ['ann', 'bo'][seat]!;

    expect((await command('dee', 'tabletop', ['status'])).status).toBe(200);
    await expect
      .poll(async () => (await snapshot('dee')).some((m) => !m.ephemeral && m.content.includes('Waiting for')), WAIT)
      .toBe(true);
    const status = (await snapshot('dee')).find((m) => m.content.includes('Waiting for'))!;
    await clickFirst(player, status, 'turn:');
    await expect
      .poll(
        async () =>
          (await snapshot(player)).some((m) => m.ephemeral && customIdsOf(m).some((c) => c.startsWith('act:'))),
        WAIT,
      )
      .toBe(true);
    const prompt = (await snapshot(player)).find(
      (m) => m.ephemeral && customIdsOf(m).some((c) => c.startsWith('act:')),
    )!;
    await clickFirst(player, prompt, 'act:');
    await expect
      .poll(
        async () =>
          (await t!.store.load(table)).kind === 'ok' &&
          ((await t!.store.load(table)) as { record: { actions: number } }).record.actions,
        WAIT,
      )
      .toBe(6);
  });

  it('a record whose every seat ended with a computer (its people left) is played on by people, not by computers alone', async () => {
    const made = recordOf(heist, ['Alice', 'Boris'], { rounds: 3 }, 'load-3', 5);
    const record: GameRecord = {
      ...made.record,
      seats: [
        { name: 'Alice (computer)', computer: 'greedy' },
        { name: 'Boris (computer)', computer: 'greedy' },
      ],
    };
    t = await startTestTable({ load: { record } });
    expect(t.table.loaded!.seats).toEqual([
      { recorded: 'Alice (computer)', heldBy: 'ann' },
      { recorded: 'Boris (computer)', heldBy: 'bo' },
    ]);
    const stored = await t.store.load(t.channel('tabletop'));
    if (stored.kind !== 'ok') throw new Error(stored.kind);
    expect(stored.record.seats.every((s) => !s.computer)).toBe(true);
  });

  it("keeps the table's settings: exported from a table with a 3d clock, it loads with the 3d clock; an older record without them gets the defaults", async () => {
    const { record } = recordOf(heist, ['Alice', 'Boris'], { rounds: 3 }, 'load-4', 3);
    expect(record.settings).toBeUndefined();
    t = await startTestTable({ load: { record } });
    const table = t.channel('tabletop');
    const stored = async () => {
      const s = await t!.store.load(table);
      if (s.kind !== 'ok') throw new Error(s.kind);
      return s.record;
    };
    expect((await stored()).settings).toBeUndefined();
    expect(settingsOf(await stored()).clockMs).toBe(DEFAULT_SETTINGS.clockMs);

    expect((await command('ann', 'tabletop', ['settings'], { clock: '3d', strikes: '5' })).status).toBe(200);
    await expect.poll(async () => (await stored()).settings?.clockMs, WAIT).toBe(THREE_DAYS);
    const ended = await t.table.bot.tables.abort(table, t.user('ann'), true, (await stored()).version);
    expect(ended.ok).toBe(true);
    const exported = await exportedBy('ann', 'tabletop');
    expect(exported.settings).toEqual({ ...DEFAULT_SETTINGS, clockMs: THREE_DAYS, strikeLimit: 5 });
    await t.close();

    t = await startTestTable({ load: { record: exported } });
    const loaded = await t.store.load(t.channel('tabletop'));
    if (loaded.kind !== 'ok') throw new Error(loaded.kind);
    expect(loaded.record.settings).toEqual({ ...DEFAULT_SETTINGS, clockMs: THREE_DAYS, strikeLimit: 5 });
    // The table shows the loaded clock to its players.
    expect((await command('bo', 'tabletop', ['settings'])).status).toBe(200);
    await expect
      .poll(
        async () => (await snapshot('bo')).some((m) => m.ephemeral && m.content.includes('• clock: 3d per decision')),
        WAIT,
      )
      .toBe(true);
  });

  it('refuses a record whose settings are not valid', () => {
    const { record } = recordOf(heist, ['Alice', 'Boris'], { rounds: 2 }, 'load-5', 2);
    const bad = parseGameRecord(JSON.stringify({ ...record, settings: { ...DEFAULT_SETTINGS, clockMs: -5 } }));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && en(bad.error)).toMatch(/^This is not a NeonTable game record \(settings\.clockMs:/);
  });

  it('refuses a record that does not replay, another game, an unknown channel, and a channel with a game open', async () => {
    t = await startTestTable();
    const { record } = recordOf(heist, ['Alice', 'Boris'], { rounds: 2 }, 'load-3', 4);
    const opts = {
      store: t.store,
      registry: new Registry([heistEntry]),
      identity: t.table.identity,
      guildId: t.table.double.guildId,
      now: new Date(),
    };
    const broken = {
      ...record,
      actions: [...record.actions.slice(0, 2), { seat: record.actions[2]!.seat, action: { nonsense: 1 } }],
    };
    await expect(loadGameRecord({ ...opts, record: broken })).rejects.toThrow(
      /^the record does not replay: Step 3 does not replay/,
    );
    await expect(loadGameRecord({ ...opts, record: { ...record, game: 'chess' } })).rejects.toThrow(
      'this bot does not offer the game "chess" (offered: heist).',
    );
    await expect(loadGameRecord({ ...opts, record, channel: 'attic' })).rejects.toThrow('there is no channel #attic');
    expect((await command('ann', 'tabletop', ['new'], { game: 'heist' })).status).toBe(200);
    await expect.poll(async () => (await t!.store.load(t!.channel('tabletop'))).kind, WAIT).toBe('ok');
    await expect(loadGameRecord({ ...opts, record })).rejects.toBeInstanceOf(RecordLoadError);
    await expect(loadGameRecord({ ...opts, record })).rejects.toThrow('#tabletop already has a game open');
    // Nothing was written by the refusals: the lobby is still there, with no history.
    const lobby = await t.store.load(t.channel('tabletop'));
    expect(lobby.kind === 'ok' && lobby.record.status).toBe('lobby');
    expect(await t.store.readHistory(t.channel('back-room'))).toEqual([]);
  });
});

describe('npm run table -- --load', () => {
  const children = new Set<ChildProcess>();
  const dirs: string[] = [];
  afterAll(() => {
    for (const c of children)
      if (c.pid && c.exitCode === null) {
        try {
          process.kill(-c.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** Runs src/table/main.ts as `npm run table` does; resolves with its output once it is ready or has exited. */
  async function table(
    args: string[],
    dir: string,
  ): Promise<{ out: () => string; child: ChildProcess; exited: Promise<number | null> }> {
    const env = {
      ...process.env,
      DISCORD_TOKEN: '',
      REDIS_URL: '',
      DATA_DIR: dir,
      TABLE_PORT: '0',
      TABLE_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      INIT_CWD: dir,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/table/main.ts', ...args], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    const out = outputOf(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await expect
      .poll(() => /Offline table ready/.test(out()) || child.exitCode !== null, { timeout: 30_000 })
      .toBe(true);
    return { out, child, exited };
  }

  it('loads a Virtual Revolution record into #back-room, and says in one line what is wrong with a bad file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nt-load-'));
    dirs.push(dir);
    const { record } = recordOf(virtualRevolution, ['Alice', 'Boris'], {}, 'cli-1');
    writeFileSync(join(dir, 'game.json'), JSON.stringify(record));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ ...record, format: 'x' }));
    writeFileSync(join(dir, 'newer.json'), JSON.stringify({ ...record, gameVersion: record.gameVersion + 1 }));

    const bad = await table(['--load', 'bad.json'], dir);
    expect(await bad.exited).toBe(1);
    expect(bad.out()).toContain('--load bad.json: This is not a NeonTable game record (format:');
    const newer = await table(['--load', 'newer.json'], dir);
    expect(await newer.exited).toBe(1);
    expect(newer.out()).toContain(
      `--load newer.json: the record does not replay: This record was made with version ${record.gameVersion + 1} of Virtual Revolution's rules`,
    );
    expect(newer.out()).not.toContain('Offline table ready');

    const run = await table(['--load', 'game.json', '--channel', 'back-room'], dir);
    expect(run.out()).toContain(
      `Loaded Virtual Revolution (${record.actions.length} steps, finished) into #back-room, seats: Alice → ann, Boris → bo.`,
    );
    const url = /open (http:\/\/127\.0\.0\.1:\d+)\//.exec(run.out())![1]!;
    const res = await fetch(`${url}/api/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'dee', channel: 'back-room', command: 'game', path: ['status'], values: {} }),
    });
    expect(await res.json()).toEqual({ ok: true });
    await expect
      .poll(async () => {
        const snap = (await (await fetch(`${url}/api/snapshot?user=dee`)).json()) as { messages: PageMessage[] };
        return snap.messages.some((m) => m.content.includes('Game over') && m.attachments.length === 1);
      }, WAIT)
      .toBe(true);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 90_000);
});
