/** What the table service's tests share: a channel, three people, a chooser by key, and a file store per test. */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { Chooser } from '../../src/service/tables.ts';
import { openStore } from '../../src/store/index.ts';
import type { TableStore } from '../../src/store/types.ts';

export const CH = '100000000000000001';
export const ann = { userId: '200000000000000001', name: 'Ann' };
export const bo = { userId: '200000000000000002', name: 'Bo' };
export const cy = { userId: '200000000000000003', name: 'Cy' };

/** Chooses the legal action with this key; refuses when there is none. */
export const byKey =
  (key: string): Chooser =>
  (c) => {
    const a = c.legal.find((x) => x.key === key);
    return a ? { ok: true, value: a } : { ok: false, error: `no ${key}` };
  };

/**
 * A file store in a fresh temporary folder (named from `prefix`) for each test of the file, handed
 * to `opened` before the test; closed and removed after it.
 */
export function fileStorePerTest(prefix: string, opened: (store: TableStore) => void): void {
  let dir = '';
  let store: TableStore | undefined;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    store = await openStore({ dataDir: dir, keyPrefix: 't:', finishedRetentionMs: 60_000 });
    opened(store);
  });
  afterEach(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });
}
