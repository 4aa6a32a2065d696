import { spawn } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Keyv } from 'keyv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SWEEP_DELAY_MS, FileTableStore, openFileStore } from '../../src/store/fileStore.ts';
import { DataDirInUseError, DataDirLockError, openStore } from '../../src/store/index.ts';
import { fileNameForKey, JsonDirAdapter, keyForFileName } from '../../src/store/jsonDirAdapter.ts';
import { KeyedMutex } from '../../src/store/keyedMutex.ts';
import { thisProcess } from '../../src/store/processOwner.ts';
import { channel, countOf, FileHarness, increment, tableRecord } from './harness.ts';

const h = new FileHarness();
beforeAll(() => h.setup());
afterAll(() => h.teardown());

describe('file store specifics', () => {
  it('keeps one plain JSON file per key, with no temporary file left behind', async () => {
    const store = await h.open({ sub: 'files' });
    const ch = channel();
    const res = await store.update(ch, increment(ch));
    await store.setPrefs('u-files', { dms: false, dmClosed: false });
    if (!res.ok) throw new Error('update failed');

    const names = await readdir(h.storeDir);
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    const tableFile = fileNameForKey(`${h.prefix('files')}table:${ch}`);
    expect(names).toContain(tableFile);
    expect(names).toContain(fileNameForKey(`${h.prefix('files')}prefs:u-files`));
    // Plain JSON, version first; a table in progress carries its idle expiry (180 days by default).
    const text = await readFile(join(h.storeDir, tableFile), 'utf8');
    expect(text.startsWith(`{"f":2,"version":${res.record!.version},`)).toBe(true);
    const onDisk = JSON.parse(text) as { value: unknown; expires: number };
    expect(onDisk.value).toEqual(res.record);
    expect(onDisk.expires).toBeGreaterThan(Date.now() + 179 * 24 * 3600_000);
  });

  it('a history line written just before a crash (the record not yet renamed) is never read nor doubled', async () => {
    const store = await h.open({ sub: 'crash' });
    const ch = channel();
    for (let i = 0; i < 3; i++) await store.update(ch, increment(ch));
    const path = join(h.storeDir, fileNameForKey(store.keys.history(ch)).replace(/\.json$/, '.0.jsonl'));
    const committed = (await readFile(path)).length;
    // What a crash between the append and the rename leaves: an entry (and a torn one) the record does not vouch for.
    await appendFile(
      path,
      `${JSON.stringify({ seat: 0, action: { count: 4 }, at: 'crash', events: [] })}\n{"seat":0,"act`,
    );
    expect((await store.readHistory(ch)).map((e) => e.action)).toEqual([{ count: 1 }, { count: 2 }, { count: 3 }]);
    expect((await store.load(ch)).kind).toBe('ok');

    // The retried move is recorded once, after the three.
    await store.update(ch, increment(ch));
    const history = await store.readHistory(ch);
    expect(history.map((e) => e.action)).toEqual([{ count: 1 }, { count: 2 }, { count: 3 }, { count: 4 }]);
    expect(history[3]!.at).not.toBe('crash');
    const text = await readFile(path, 'utf8');
    expect(text.length).toBeGreaterThan(committed);
    expect(text).not.toContain('crash');
    expect(text.trimEnd().split('\n')).toHaveLength(4);
  });

  it('stores the expiry of a finished table in its file', async () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    const store = await h.open({ sub: 'expiry', now: () => now, retentionMs: 5_000 });
    const ch = channel();
    await store.update(ch, () => ({ write: tableRecord(ch, { status: 'finished' }), result: 0 }));
    const raw = await h.readRaw(store.keys.table(ch));
    expect((JSON.parse(raw!) as { expires: number }).expires).toBe(now + 5_000);
  });

  it('a plain Keyv over the same directory reads the preferences the store wrote', async () => {
    const store = await h.open({ sub: 'plain' });
    await store.setPrefs('u-plain', { dms: false });
    const plain = new Keyv({ store: new JsonDirAdapter(h.storeDir), namespace: `${h.prefix('plain')}prefs` });
    expect(await plain.get('u-plain')).toEqual({ dms: false, dmClosed: false, dmClosedAt: null, away: null });
  });

  it('sweeps expired tables in the background: after open, then periodically, until closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      let clock = Date.parse('2030-01-01T00:00:00.000Z');
      const first = await h.open({ sub: 'sweep', now: () => clock, retentionMs: 1_000 });
      const done = channel();
      const live = channel();
      const later = channel();
      await first.update(done, () => ({ write: tableRecord(done, { status: 'finished' }), result: 0 }));
      await first.update(live, increment(live));
      await first.close();

      clock += 10_000;
      const second = (await openFileStore({
        dataDir: h.dataDir,
        keyPrefix: h.prefix('sweep'),
        finishedRetentionMs: 1_000,
        now: () => clock,
        sweepIntervalMs: 60_000,
        sweepBatchSize: 1,
      })) as FileTableStore;
      // Open reads no table file: the expired one is still on disk (it already reads as none).
      expect(await h.readRaw(second.keys.table(done))).not.toBeNull();
      expect(await second.load(done)).toEqual({ kind: 'none' });

      vi.advanceTimersByTime(DEFAULT_SWEEP_DELAY_MS);
      await second.sweepSettled();
      expect(await h.readRaw(second.keys.table(done))).toBeNull();
      expect(await h.readRaw(second.keys.table(live))).not.toBeNull();

      // Finished after the first sweep: the next periodic one removes it.
      await second.update(later, () => ({ write: tableRecord(later, { status: 'finished' }), result: 0 }));
      clock += 10_000;
      vi.advanceTimersByTime(60_000);
      await second.sweepSettled();
      expect(await h.readRaw(second.keys.table(later))).toBeNull();
      expect(await h.readRaw(second.keys.table(live))).not.toBeNull();
      await second.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a sweep stops between batches when the store closes', async () => {
    let clock = Date.parse('2030-01-01T00:00:00.000Z');
    const o = {
      dataDir: h.dataDir,
      keyPrefix: h.prefix('stop'),
      finishedRetentionMs: 1_000,
      now: () => clock,
      sweepOnOpen: false,
      sweepIntervalMs: 0,
      sweepBatchSize: 1,
    };
    const writer = await openFileStore(o);
    const chans = Array.from({ length: 5 }, () => channel());
    for (const ch of chans)
      await writer.update(ch, () => ({ write: tableRecord(ch, { status: 'finished' }), result: 0 }));
    await writer.close();

    clock += 10_000;
    const store = await openFileStore(o);
    const sweeping = store.sweep();
    await store.close();
    await sweeping;
    for (const ch of chans) expect(await h.readRaw(store.keys.table(ch))).not.toBeNull();
  });

  it('sweeps the temporary files of owners that are gone (by owner token, not pid), never its own', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'neontable-temps-'));
    try {
      const dir = join(dataDir, 'store');
      new JsonDirAdapter(dir);
      const gone = 'x.json.0123456789abcdef.1.tmp';
      const oldStyle = 'z.json.999999999.1.tmp'; // named by pid, as before
      const samePid = `w.json.${process.pid}.1.tmp`; // a pid that is alive (ours) names no live owner
      const mine = `y.json.${thisProcess.token}.1.tmp`; // a write of this process in flight
      const foreign = 'notes.tmp';
      for (const name of [gone, oldStyle, samePid, mine, foreign]) await writeFile(join(dir, name), '{"half');
      const store = await openFileStore({ dataDir, keyPrefix: 't:', finishedRetentionMs: 1000, sweepOnOpen: false });
      await store.sweep();
      await store.close();
      expect((await readdir(dir)).sort()).toEqual([foreign, mine].sort());
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('openStore picks the file store when no Redis URL is given, under dataDir/store', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'neontable-open-'));
    try {
      const store = await openStore({ dataDir, keyPrefix: 'nt:', finishedRetentionMs: 1000 });
      expect(store).toBeInstanceOf(FileTableStore);
      const ch = channel();
      await store.update(ch, increment(ch));
      await store.close();
      // The record, and its history beside it (generation 0); the indexes (the host's tables) in their folder.
      expect((await readdir(join(dataDir, 'store'))).sort()).toEqual(
        [
          fileNameForKey(`nt:history:${ch}`).replace(/\.json$/, '.0.jsonl'),
          fileNameForKey(`nt:table:${ch}`),
          'pending',
        ].sort(),
      );

      const again = await openStore({ dataDir, keyPrefix: 'nt:', finishedRetentionMs: 1000 });
      const loaded = await again.load(ch);
      expect(loaded.kind === 'ok' && countOf(loaded.record)).toBe(1);
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('JsonDirAdapter', () => {
  it('maps keys to safe file names and back', () => {
    for (const key of ['..', '.', 'a/b', 'p:table:1', 'ü ✓', '%2E']) {
      const name = fileNameForKey(key);
      expect(name).not.toContain('/');
      expect(name.startsWith('.')).toBe(false);
      expect(keyForFileName(name)).toBe(key);
    }
    expect(() => fileNameForKey('k'.repeat(300))).toThrow(/too long/);
    expect(keyForFileName('x.json.1.2.tmp')).toBeUndefined();
  });

  it('compare-and-set swaps only from the expected value', async () => {
    const a = new JsonDirAdapter(join(h.dataDir, 'cas'));
    expect(await a.compareAndSet('k', 'nope', 'v1')).toBe(false);
    expect(await a.compareAndSet('k', null, 'v1')).toBe(true);
    expect(await a.compareAndSet('k', null, 'v2')).toBe(false);
    expect(await a.compareAndSet('k', 'v1', 'v2')).toBe(true);
    expect(await a.readRaw('k')).toBe('v2');
    expect(await a.compareAndSet('k', 'v1', null)).toBe(false);
    expect(await a.compareAndSet('k', 'v2', null)).toBe(true);
    expect(await a.readRaw('k')).toBeNull();
  });

  it('clear() removes only its Keyv namespace', async () => {
    const dir = join(h.dataDir, 'clear');
    const one = new Keyv({ store: new JsonDirAdapter(dir), namespace: 'one' });
    const two = new Keyv({ store: new JsonDirAdapter(dir), namespace: 'two' });
    await one.set('a', 1);
    await two.set('a', 2);
    await one.clear();
    expect(await one.get('a')).toBeUndefined();
    expect(await two.get('a')).toBe(2);
  });
});

describe('KeyedMutex', () => {
  it('runs holders of one key one at a time, in order, and other keys freely', async () => {
    const mutex = new KeyedMutex();
    const events: string[] = [];
    let releaseFirst!: () => void;
    const first = mutex.run('k', async () => {
      events.push('first start');
      await new Promise<void>((r) => (releaseFirst = r));
      events.push('first end');
    });
    const second = mutex.run('k', async () => {
      events.push('second');
    });
    await mutex.run('other', async () => {
      events.push('other');
    });
    expect(events).toEqual(['first start', 'other']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['first start', 'other', 'first end', 'second']);
    expect(mutex.busyKeys).toBe(0);
  });

  it('releases the key when the holder throws', async () => {
    const mutex = new KeyedMutex();
    await expect(mutex.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await mutex.run('k', async () => 'next')).toBe('next');
    expect(mutex.busyKeys).toBe(0);
  });
});

/** A second process opening the store on `dataDir` (test/store/dataDirHolder.ts). */
function holder(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/store/dataDirHolder.ts', dataDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => stdout.includes('ready\n') && resolve());
    void exited.then((code) => reject(new Error(`holder exited (${code}) before it was ready:\n${stderr}`)));
  });
  ready.catch(() => undefined); // a refused holder is awaited through `exited`
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

describe('the DATA_DIR lock', () => {
  const dirs: string[] = [];
  const freshDir = async () => {
    const d = await mkdtemp(join(tmpdir(), 'neontable-lock-'));
    dirs.push(d);
    return d;
  };
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  /** Puts a lock file in place as an earlier process would have left it. */
  async function plantLock(dataDir: string, over: Partial<Record<string, unknown>>): Promise<string> {
    const folder = join(dataDir, 'lock');
    await mkdir(folder, { recursive: true });
    const file = join(folder, '1.json');
    const { pid, host, bootId, pidNs, startTicks } = thisProcess;
    const body = {
      app: 'neontable',
      pid,
      host,
      bootId,
      pidNs,
      startTicks,
      token: 'feedfeedfeedfeed',
      since: '2030-01-01T00:00:00.000Z',
      ...over,
    };
    await writeFile(file, JSON.stringify(body));
    return file;
  }

  it('refuses a second process while one holds it, and lets it in once the first closes or is killed', async () => {
    const dataDir = await freshDir();
    const mine = await openFileStore({ dataDir, keyPrefix: 'l:', finishedRetentionMs: 1000 });

    const refused = holder(dataDir);
    expect(await refused.exited).toBe(1);
    const expected = `DATA_DIR ${dataDir} is in use by another NeonTable process (pid ${process.pid} on host ${hostname()} since `;
    expect(refused.output().stderr).toContain(expected);
    expect(refused.output().stderr).toContain('); stop it or use another DATA_DIR');
    expect(refused.output().stderr).not.toMatch(/\n\s+at /); // one clear line, no stack trace

    await mine.close();
    const second = holder(dataDir);
    await second.ready;
    // Now this process is the second one.
    const err = await openFileStore({ dataDir, keyPrefix: 'l:', finishedRetentionMs: 1000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DataDirInUseError);
    expect((err as DataDirInUseError).message).toContain(`(pid ${second.child.pid} on host ${hostname()} since `);

    second.child.kill('SIGKILL');
    await second.exited;
    const after = await openFileStore({ dataDir, keyPrefix: 'l:', finishedRetentionMs: 1000 });
    await after.close();

    const third = holder(dataDir); // a clean close lets the next one in too
    await third.ready;
    third.child.stdin.write('close\n');
    expect(await third.exited).toBe(0);
    expect(third.output().stdout).toContain('closed');
    const last = await openFileStore({ dataDir, keyPrefix: 'l:', finishedRetentionMs: 1000 });
    await last.close();
  });

  it('every store of one process shares the lock; it is released with the last one', async () => {
    const dataDir = await freshDir();
    const a = await openFileStore({ dataDir, keyPrefix: 'a:', finishedRetentionMs: 1000 });
    const b = await openFileStore({ dataDir: join(dataDir, '.'), keyPrefix: 'b:', finishedRetentionMs: 1000 });
    await a.close();
    const refused = holder(dataDir);
    expect(await refused.exited).toBe(1);
    await b.close();
    const next = holder(dataDir);
    await next.ready;
    next.child.stdin.write('close\n');
    expect(await next.exited).toBe(0);
  });

  it('a lock left by an earlier process with this same pid (a container restarted as pid 1) does not hold', async () => {
    const dataDir = await freshDir();
    const stale = await plantLock(dataDir, { startTicks: '1' });
    const store = await openFileStore({ dataDir, keyPrefix: 'p:', finishedRetentionMs: 1000 });
    await store.close();
    expect(await readdir(join(dataDir, 'lock'))).not.toContain(basename(stale));
  });

  it('a lock of a process that no longer exists, or of a previous boot, does not hold', async () => {
    const dataDir = await freshDir();
    const exited = spawn(process.execPath, ['-e', '0']);
    const pid = exited.pid!;
    await new Promise((resolve) => exited.on('exit', resolve));
    await plantLock(dataDir, { pid, startTicks: null });
    const store = await openFileStore({ dataDir, keyPrefix: 'p:', finishedRetentionMs: 1000 });
    await store.close();

    const rebooted = await freshDir();
    await plantLock(rebooted, { pid: 1, bootId: 'another-boot' });
    const again = await openFileStore({ dataDir: rebooted, keyPrefix: 'p:', finishedRetentionMs: 1000 });
    await again.close();
  });

  it('a lock from another host or container holds until it has not been refreshed for lockStaleMs', async () => {
    const dataDir = await freshDir();
    const file = await plantLock(dataDir, { pid: 7, host: 'elsewhere' });
    const open = () => openFileStore({ dataDir, keyPrefix: 'h:', finishedRetentionMs: 1000, lockStaleMs: 60_000 });
    const err = await open().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DataDirInUseError);
    expect((err as Error).message).toContain(
      `DATA_DIR ${dataDir} is in use by another NeonTable process (pid 7 on host elsewhere since 2030-01-01T00:00:00.000Z); stop it or use another DATA_DIR`,
    );
    expect((err as Error).message).toContain('cannot be checked from here');

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await utimes(file, twoMinutesAgo, twoMinutesAgo);
    const store = await open();
    await store.close();
  });

  it("a lock file that is not NeonTable's is refused with what to do", async () => {
    const dataDir = await freshDir();
    await mkdir(join(dataDir, 'lock'), { recursive: true });
    await writeFile(join(dataDir, 'lock', '1.json'), 'hello');
    await expect(openFileStore({ dataDir, keyPrefix: 'x:', finishedRetentionMs: 1000 })).rejects.toThrow(
      DataDirLockError,
    );
  });

  it('processes racing for one directory: exactly one gets it', async () => {
    const dataDir = await freshDir();
    await plantLock(dataDir, { startTicks: '1' }); // stale: every racer may take it over
    const racers = [holder(dataDir), holder(dataDir), holder(dataDir)];
    const outcomes = await Promise.all(
      racers.map((r) => Promise.race([r.ready.then(() => 'ready'), r.exited.then((c) => `exit ${c}`)])),
    );
    expect(outcomes.filter((o) => o === 'ready')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'exit 1')).toHaveLength(2);
    for (const r of racers) if (r.child.exitCode === null) r.child.stdin.write('close\n');
    await Promise.all(racers.map((r) => r.exited));
  });
});
