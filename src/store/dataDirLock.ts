import { mkdirSync, realpathSync } from 'node:fs';
import { link, open, readdir, readFile, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { z } from 'zod';
import { readJson } from '../engine/json.ts';
import { errorText } from '../log.ts';
import { ownerState, type ProcessOwner, thisProcess } from './processOwner.ts';

/**
 * An exclusive lock on a DATA_DIR, so that one NeonTable process at a time uses its files (two
 * processes on one directory lose updates: the file store coordinates writers only within a process).
 *
 * The lock lives in `DATA_DIR/lock/` as numbered generations: `<n>.json` names its owner (pid,
 * host, boot id, pid namespace, process start time, token). Taking the lock is creating the next
 * generation, `<top+1>.json`, with an atomic create-if-absent (a fully written temporary file
 * hard-linked into place), and only when generation `top` is free: released (`<top>.released`)
 * or its owner gone. Of several processes racing for one generation exactly one creates it; the
 * others look again and find it held. The newest generation is never deleted (its successor's
 * owner deletes the older ones), so a stale lock is never removed under a process that has just
 * taken it, and no process deletes a lock a live process holds.
 *
 * When the owner ran where its pid cannot be looked up (another host, or another container on
 * this machine), it refreshes the file's modification time every `heartbeatMs`; its lock counts
 * as abandoned when that is older than `staleMs`.
 *
 * In one process the lock is shared: every store of the process on that directory holds it, and
 * it is released when the last one closes.
 */

export interface DataDirLockOptions {
  /** How DATA_DIR is named in messages (as configured, e.g. `./data`). */
  readonly displayName?: string | undefined;
  readonly logger?: Logger | undefined;
  /** How often the owner refreshes its lock file. Default 10 s. */
  readonly heartbeatMs?: number | undefined;
  /** A lock whose owner cannot be looked up is abandoned after this long without a refresh. Default 60 s. */
  readonly staleMs?: number | undefined;
}

export interface DataDirLock {
  /** The directory, resolved. */
  readonly dir: string;
  /** The owner token of this process (temporary files carry it). */
  readonly token: string;
  /** Gives this holder's share back; the lock file is released with the last share of the process. */
  release(): Promise<void>;
}

const lockFileSchema = z.object({
  app: z.literal('neontable'),
  pid: z.number().int(),
  host: z.string(),
  bootId: z.string().nullable(),
  pidNs: z.string().nullable(),
  startTicks: z.string().nullable(),
  token: z.string().min(1),
  since: z.string(),
});
type LockFile = z.infer<typeof lockFileSchema>;

export const LOCK_FOLDER = 'lock';
const GENERATION = /^(\d+)\.json$/;
const DEFAULT_HEARTBEAT_MS = 10_000;
const DEFAULT_STALE_MS = 60_000;
/** Temporary files of an acquirer that crashed between write and link are removed after this long. */
const TEMP_MAX_AGE_MS = 60_000;

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockFile,
    /** True when the owner runs where it cannot be looked up from here (another host or container). */
    readonly unverifiable: boolean,
    staleMs: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another NeonTable process (pid ${owner.pid} on host ${owner.host} since ${owner.since}); stop it or use another DATA_DIR` +
        (unverifiable
          ? ` (it runs in another container or on another host, so it cannot be checked from here: its lock counts as abandoned ${Math.round(staleMs / 1000)} s after its last refresh)`
          : ''),
    );
  }
}

export class DataDirLockError extends Error {
  override readonly name = 'DataDirLockError';
}

interface Held {
  readonly generation: number;
  readonly file: string;
  readonly timer: NodeJS.Timeout;
}

/**
 * Per resolved directory: how many stores of this process hold it, and the lock itself. Kept for
 * the whole process on purpose, not per bot: the lock file names the process, so two bots of one
 * process over one directory share its one lock rather than refuse each other.
 */
const shares = new Map<string, { count: number; held: Promise<Held> }>();

export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  mkdirSync(join(dataDir, LOCK_FOLDER), { recursive: true });
  const dir = realpathSync(dataDir); // one entry per directory, however it is spelled
  let share = shares.get(dir);
  if (share) share.count += 1;
  else {
    share = { count: 1, held: acquire(dir, options) };
    shares.set(dir, share);
    share.held.catch(() => {
      if (shares.get(dir) === share) shares.delete(dir);
    });
  }
  const entry = share;
  const held = await entry.held;
  let released = false;
  return {
    dir,
    token: thisProcess.token,
    async release() {
      if (released) return;
      released = true;
      entry.count -= 1;
      if (entry.count > 0) return;
      if (shares.get(dir) === entry) shares.delete(dir);
      clearInterval(held.timer);
      await markReleased(dir, held.generation);
    },
  };
}

async function acquire(dir: string, options: DataDirLockOptions): Promise<Held> {
  const folder = join(dir, LOCK_FOLDER);
  const display = options.displayName ?? dir;
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  for (let attempt = 0; attempt < 50; attempt++) {
    const top = Math.max(0, ...(await generations(folder)));
    if (top > 0) {
      const verdict = await judge(folder, top, staleMs);
      if (verdict === 'vanished') continue; // a newer holder tidied it away: look again
      if (verdict !== 'free') throw new DataDirInUseError(display, verdict.owner, verdict.unverifiable, staleMs);
    }
    const file = join(folder, `${top + 1}.json`);
    if (!(await createExclusive(folder, file))) continue; // another process took it first: look again
    await removeOlder(folder, top + 1);
    const timer = setInterval(
      () => void heartbeat(file, options.logger, display),
      options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    );
    timer.unref();
    return { generation: top + 1, file, timer };
  }
  throw new DataDirLockError(
    `Could not take the lock on DATA_DIR ${display}: its lock files keep changing (${folder}).`,
  );
}

async function generations(folder: string): Promise<number[]> {
  const out: number[] = [];
  for (const name of await readdir(folder)) {
    const m = GENERATION.exec(name);
    if (m) out.push(Number(m[1]));
  }
  return out;
}

type Verdict = 'free' | 'vanished' | { owner: LockFile; unverifiable: boolean };

async function judge(folder: string, generation: number, staleMs: number): Promise<Verdict> {
  const file = join(folder, `${generation}.json`);
  let text: string;
  let modified: number;
  try {
    text = await readFile(file, 'utf8');
    modified = (await stat(file)).mtimeMs;
  } catch (err) {
    if (isNotFound(err)) return 'vanished';
    throw err;
  }
  if (await exists(join(folder, `${generation}.released`))) return 'free';
  const read = readJson(lockFileSchema, text);
  if (!read.ok) {
    // Written whole before it was linked into place, so this is not a torn write: someone else's file.
    throw new DataDirLockError(
      `DATA_DIR lock file ${file} is not NeonTable's; if no NeonTable process uses this DATA_DIR, delete the folder ${folder}.`,
    );
  }
  const owner = read.value;
  switch (ownerState(owner)) {
    case 'gone':
    case 'this-process': // a share of this process that was not released (it is not in `shares`)
      return 'free';
    case 'alive':
      return { owner, unverifiable: false };
    case 'unknown':
      return Date.now() - modified > staleMs ? 'free' : { owner, unverifiable: true };
  }
}

/** Writes this process's lock file under a temporary name and links it to `file`: false when `file` exists. */
async function createExclusive(folder: string, file: string): Promise<boolean> {
  const me: ProcessOwner = thisProcess;
  const body: LockFile = {
    app: 'neontable',
    pid: me.pid,
    host: me.host,
    bootId: me.bootId,
    pidNs: me.pidNs,
    startTicks: me.startTicks,
    token: me.token,
    since: new Date().toISOString(),
  };
  const temp = join(folder, `tmp.${me.token}.${Date.now()}`);
  const fh = await open(temp, 'wx');
  try {
    await fh.writeFile(`${JSON.stringify(body)}\n`, 'utf8');
    await fh.sync();
  } finally {
    await fh.close();
  }
  try {
    await link(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/** Deletes the generations before ours (their owners are gone or released) and old temporary files. */
async function removeOlder(folder: string, generation: number): Promise<void> {
  for (const name of await readdir(folder)) {
    const m = /^(\d+)\.(?:json|released)$/.exec(name);
    let old = m !== null && Number(m[1]) < generation;
    if (!old && name.startsWith('tmp.') && !name.startsWith(`tmp.${thisProcess.token}.`)) {
      const info = await stat(join(folder, name)).catch(() => null);
      old = info !== null && Date.now() - info.mtimeMs > TEMP_MAX_AGE_MS;
    }
    if (old) await unlink(join(folder, name)).catch(() => undefined);
  }
}

async function markReleased(dir: string, generation: number): Promise<void> {
  const fh = await open(join(dir, LOCK_FOLDER, `${generation}.released`), 'wx').catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw err;
  });
  await fh?.close();
}

async function heartbeat(file: string, logger: Logger | undefined, display: string): Promise<void> {
  const now = new Date();
  await utimes(file, now, now).catch((err: unknown) => {
    // Someone deleted the lock folder by hand: say so (another process may now take the directory).
    logger?.error({ err: errorText(err), file }, `could not refresh the lock on DATA_DIR ${display}`);
  });
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    (err: unknown) => {
      if (isNotFound(err)) return false;
      throw err;
    },
  );
}

function isNotFound(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
