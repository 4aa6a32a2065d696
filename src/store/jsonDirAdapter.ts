import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { documentVersion } from './documents.ts';
import { type HistoryExtent, storedVersion } from './envelope.ts';
import { KeyedMutex } from './keyedMutex.ts';
import { thisProcess } from './processOwner.ts';
import type { Expected, TableWrite } from './versionedStore.ts';

/**
 * A Keyv storage adapter that keeps one small JSON file per key in one directory.
 *
 * Why not keyv-file: it holds every key in memory and rewrites one big file per change after a
 * 100 ms debounce, writing in place (a crash mid-write leaves a torn file, which it then reads as
 * an empty store), and two instances on one file overwrite each other.
 *
 * Here every write goes to a temporary file that is fsynced and then renamed over the real one,
 * and the directory is fsynced, before `set` resolves: a crash leaves either the old value or
 * the new one, never half a file. The file holds exactly the string Keyv serialized
 * (`{"value":…,"expires":…}`), so the expiry travels with the value and Keyv (or the table store)
 * treats an expired value as absent; the `ttl` argument is therefore not stored separately.
 *
 * One process only: writes to one key are serialized by a module-level lock per file path, so
 * any number of adapters in this process may share a directory; separate processes must not (the
 * file store holds a lock on DATA_DIR for that).
 *
 * A table's history is an append-only file beside it (`<history key file>.<gen>.jsonl`, one JSON
 * entry a line), appended and fsynced before the record is renamed into place, all with the key's
 * lock held. The record names how many bytes of it count, and an append first cuts the file to
 * that length: whatever a crash left between the append and the rename is dropped, never read
 * nor doubled.
 *
 * Temporary files are named `<file>.<owner token>.<n>.tmp`, the token being this process's
 * (see processOwner.ts), so that a leftover can be told from a write in flight by its owner, not
 * by a pid that another process may have since.
 */

/** Per absolute file path, shared by every adapter in this process. */
const fileLocks = new KeyedMutex();

const SUFFIX = '.json';
/** Leaves room for the temporary suffix (`.<16 hex>.<counter>.tmp`) within the usual 255-byte name limit. */
const MAX_NAME_BYTES = 220;
const TEMP = /^(.+\.json)\.([^.]+)\.([^.]+)\.tmp$/;

/** The owner token in a temporary file's name, or undefined when the name is not one of ours. */
export function tempOwner(name: string): string | undefined {
  return TEMP.exec(name)?.[2];
}

export function fileNameForKey(key: string): string {
  // encodeURIComponent leaves '.', so '.' and '..' cannot escape or alias the directory.
  const name = `${encodeURIComponent(key).replace(/\./g, '%2E')}${SUFFIX}`;
  if (Buffer.byteLength(name) > MAX_NAME_BYTES)
    throw new Error(`Key too long for the file store (${key.length} characters): ${key.slice(0, 60)}…`);
  return name;
}

export function keyForFileName(name: string): string | undefined {
  if (!name.endsWith(SUFFIX)) return undefined;
  try {
    return decodeURIComponent(name.slice(0, -SUFFIX.length));
  } catch {
    return undefined;
  }
}

function isNotFound(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

let tempCounter = 0;

function matches(current: string | null, expected: Expected): boolean {
  switch (expected.kind) {
    case 'absent':
      return current === null;
    case 'raw':
      return current === expected.raw;
    case 'version':
      return storedVersion(current) === expected.version;
  }
}

export class JsonDirAdapter extends EventEmitter {
  readonly opts: { readonly dialect: 'json-dir'; readonly dir: string };
  /** Set by Keyv; Keyv already puts it in front of every key it passes here. Used by clear(). */
  namespace?: string | undefined;
  readonly dir: string;

  constructor(dir: string) {
    super();
    this.dir = resolve(dir);
    mkdirSync(this.dir, { recursive: true });
    this.opts = { dialect: 'json-dir', dir: this.dir };
  }

  pathFor(key: string): string {
    return join(this.dir, fileNameForKey(key));
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.readRaw(key)) ?? undefined;
  }

  async set(key: string, value: unknown, _ttl?: number): Promise<boolean> {
    if (typeof value !== 'string')
      throw new TypeError('JsonDirAdapter stores strings: use it through Keyv, which serializes.');
    const path = this.pathFor(key);
    await fileLocks.run(path, () => this.writeAtomic(path, value));
    return true;
  }

  async delete(key: string): Promise<boolean> {
    const path = this.pathFor(key);
    return fileLocks.run(path, () => this.remove(path));
  }

  /** Deletes this adapter's namespace (every key when it has none). Temporary files are the store's to sweep. */
  async clear(): Promise<void> {
    const prefix = this.namespace ? `${this.namespace}:` : '';
    for (const name of await readdir(this.dir)) {
      const key = keyForFileName(name);
      if (key?.startsWith(prefix)) await this.delete(key);
    }
  }

  /** Every key stored in the directory (all namespaces). */
  async keys(): Promise<string[]> {
    const out: string[] = [];
    for (const name of await readdir(this.dir)) {
      const key = keyForFileName(name);
      if (key !== undefined) out.push(key);
    }
    return out;
  }

  /** How many keys start with `prefix`: one directory listing, no file is opened. */
  async countKeys(prefix: string): Promise<number> {
    // Names are the keys URI-encoded, so a prefix of a key is a prefix of its file name, encoded alike.
    const start = fileNameForKey(prefix).slice(0, -SUFFIX.length);
    let n = 0;
    for (const name of await readdir(this.dir)) if (name.startsWith(start) && name.endsWith(SUFFIX)) n++;
    return n;
  }

  async readRaw(key: string): Promise<string | null> {
    try {
      return await readFile(this.pathFor(key), 'utf8');
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Atomic within this process: replaces (or deletes, when `next` is null) only if the file still holds `expected`. */
  async compareAndSet(key: string, expected: string | null, next: string | null): Promise<boolean> {
    const path = this.pathFor(key);
    return fileLocks.run(path, async () => {
      if ((await this.readRaw(key)) !== expected) return false;
      if (next === null) await this.remove(path);
      else await this.writeAtomic(path, next);
      return true;
    });
  }

  /** Atomic within this process (the file's lock): stores `next` if the document holds version `expected` (null: absent). */
  async writeDocument(key: string, expected: number | null, next: string): Promise<boolean> {
    const path = this.pathFor(key);
    return fileLocks.run(path, async () => {
      const current = await this.readRaw(key);
      if (expected === null ? current !== null : documentVersion(current) !== expected) return false;
      await this.writeAtomic(path, next);
      return true;
    });
  }

  /** The history file of a history key, generation `gen` (not a `.json` file, so not a key). */
  historyPathFor(historyKey: string, gen: number): string {
    return join(this.dir, fileNameForKey(historyKey).replace(/\.json$/, `.${gen}.jsonl`));
  }

  /**
   * Atomic within this process: when the key holds what is expected, appends the history
   * (durably), then replaces the record (or deletes the record and its history).
   */
  async writeTable(op: TableWrite): Promise<boolean> {
    const path = this.pathFor(op.key);
    return fileLocks.run(path, async () => {
      if (!matches(await this.readRaw(op.key), op.expected)) return false;
      // The index lists a channel before its record owes anything and until after it owes nothing:
      // a crash between the two files leaves at most a listed channel with nothing owed (harmless).
      const indexes = op.pending ?? [];
      for (const listed of indexes) if (listed.has) await this.markPending(listed.key, listed.member);
      const dropped = op.previousGen === undefined ? undefined : this.historyPathFor(op.historyKey, op.previousGen);
      if (op.next === null) {
        await this.remove(path);
        if (dropped) await this.remove(dropped);
        for (const x of indexes) await this.unmarkPending(x.key, x.member);
        return true;
      }
      const history = this.historyPathFor(op.historyKey, op.historyGen);
      if (op.append.length > 0) await this.appendHistory(history, op.resetHistory ? 0 : op.historyBytes, op.append);
      await this.writeAtomic(path, op.next);
      // The record no longer names the old generation: its file can go.
      if (op.resetHistory && dropped && dropped !== history) await this.remove(dropped).catch(() => false);
      for (const x of indexes) if (!x.has) await this.unmarkPending(x.key, x.member);
      return true;
    });
  }

  /** Under the table key's lock: removes `member` from the index `key` if the table key is still as expected. */
  async dropStale(key: string, member: string, tableKey: string, expected: Expected): Promise<boolean> {
    return fileLocks.run(this.pathFor(tableKey), async () => {
      if (!matches(await this.readRaw(tableKey), expected)) return false;
      await this.unmarkPending(key, member);
      return true;
    });
  }

  /** The folder of a pending index: one empty file per member (`pending/<index>/<member>`). */
  private pendingDir(key: string): string {
    return join(this.dir, 'pending', encodeURIComponent(key));
  }

  private async markPending(key: string, member: string): Promise<void> {
    const dir = this.pendingDir(key);
    await mkdir(dir, { recursive: true });
    try {
      await writeFile(join(dir, encodeURIComponent(member)), '', { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return;
      throw err;
    }
    await syncDirAt(dir);
  }

  private async unmarkPending(key: string, member: string): Promise<void> {
    await unlink(join(this.pendingDir(key), encodeURIComponent(member))).catch((err: unknown) => {
      if (!isNotFound(err)) throw err;
    });
  }

  /** The members of a pending index (a small folder, not a scan of the tables). */
  async listPending(key: string): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.pendingDir(key));
    } catch (err) {
      if (isNotFound(err)) return [];
      throw err;
    }
    return names.flatMap((n) => {
      try {
        return [decodeURIComponent(n)];
      } catch {
        return [];
      }
    });
  }

  /** Entries [from, to) of a history file, within the extent its record vouches for. */
  async readHistory(historyKey: string, extent: HistoryExtent, from: number, to: number): Promise<string[]> {
    if (extent.count === 0 || to <= from) return [];
    const data = await readFile(this.historyPathFor(historyKey, extent.gen));
    if (data.length < extent.bytes)
      throw new Error(
        `The history file of ${historyKey} is shorter than its record says (${data.length} < ${extent.bytes} bytes).`,
      );
    const lines = data.subarray(0, extent.bytes).toString('utf8').split('\n');
    lines.pop(); // after the last newline
    return lines.slice(from, Math.min(to, extent.count));
  }

  /** Cuts the file to `keep` bytes (what the record vouches for), appends the lines, fsyncs. */
  private async appendHistory(path: string, keep: number, lines: readonly string[]): Promise<void> {
    const fh = await open(path, 'a');
    try {
      await fh.truncate(keep);
      await fh.appendFile(lines.map((l) => `${l}\n`).join(''), 'utf8');
      await fh.sync();
    } finally {
      await fh.close();
    }
  }

  /**
   * Removes the temporary files whose owner is not in `liveOwners` (a crash between writing and
   * renaming leaves one). The caller names every owner that may still be writing here: with the
   * DATA_DIR lock held, that is this process alone. Files not named like ours are left alone.
   */
  async removeStaleTemps(liveOwners: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      const owner = tempOwner(name);
      if (owner === undefined || liveOwners.has(owner)) continue;
      await unlink(join(this.dir, name)).then(
        () => removed++,
        () => undefined,
      );
    }
    return removed;
  }

  private async writeAtomic(path: string, data: string): Promise<void> {
    const temp = `${path}.${thisProcess.token}.${(++tempCounter).toString(36)}.tmp`;
    const fh = await open(temp, 'wx');
    try {
      await fh.writeFile(data, 'utf8');
      await fh.sync();
    } catch (err) {
      await fh.close().catch(() => undefined);
      await unlink(temp).catch(() => undefined);
      throw err;
    }
    await fh.close();
    try {
      await rename(temp, path);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
    await this.syncDir();
  }

  private async remove(path: string): Promise<boolean> {
    try {
      await unlink(path);
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
    await this.syncDir();
    return true;
  }

  /** Makes the rename or unlink itself durable. Some platforms cannot fsync a directory: best effort. */
  private syncDir(): Promise<void> {
    return syncDirAt(this.dir);
  }
}

async function syncDirAt(path: string): Promise<void> {
  let dh: FileHandle | undefined;
  try {
    dh = await open(path, 'r');
    await dh.sync();
  } catch {
    // Not supported here (e.g. Windows); the file contents were already synced.
  } finally {
    await dh?.close().catch(() => undefined);
  }
}
