import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../src/log.ts';
import { type GameEntry, Registry } from '../../src/registry.ts';
import { openStore } from '../../src/store/index.ts';
import type { TableStore } from '../../src/store/types.ts';
import { type OfflineTable, type OfflineTableOptions, startOfflineTable } from '../../src/table/world.ts';
import { assertCleanDouble } from '../e2e/harness.ts';
import { heistEntry } from '../fixture/registry.ts';

export interface TestTable {
  table: OfflineTable;
  store: TableStore;
  dir: string;
  /** The id of a simulated user by name. */
  user(name: string): string;
  channel(name: string): string;
  /** POSTs to the page's API as the page does. */
  api(path: string, body: Record<string, unknown>): Promise<{ status: number; body: ApiReply }>;
  close(): Promise<void>;
}

/** What the page's API answers: ok, or an error; a click that opens a form names its interaction. */
export interface ApiReply {
  ok?: boolean;
  error?: string;
  modal?: { interaction: string };
}

/** The offline table with the fixture game, on a free port, with a fresh data directory. */
export async function startTestTable(
  opts: { seed?: string; games?: GameEntry[]; load?: OfflineTableOptions['load'] } = {},
): Promise<TestTable> {
  const dir = mkdtempSync(join(tmpdir(), 'nt-table-'));
  const store = await openStore({ dataDir: dir, keyPrefix: 'test:table:', finishedRetentionMs: 3_600_000 });
  const table = await startOfflineTable({
    registry: new Registry(opts.games ?? [heistEntry]),
    store,
    dataDir: dir,
    port: 0,
    log: createLogger('silent'),
    newSeed: () => opts.seed ?? 'table',
    ...(opts.load ? { load: opts.load } : {}),
  });
  const t: TestTable = {
    table,
    store,
    dir,
    user: (name) => t.table.identity.users.find((u) => u.username === name)!.id,
    channel: (name) => t.table.identity.channels.find((c) => c.name === name)!.id,
    async api(path, body) {
      const res = await fetch(`${t.table.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as ApiReply };
    },
    async close() {
      await t.table.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
      // Whatever a test checks, the bot broke none of Discord's rules on the offline table.
      assertCleanDouble(t.table.double);
    },
  };
  return t;
}
