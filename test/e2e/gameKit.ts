/**
 * What every test of one registered game through the Discord double uses: its entry, a world per
 * test offering it (closed after the test), and the table's state and version as stored now.
 */

import { afterEach } from 'vitest';
import type { GameEntry } from '../../src/registry.ts';
import type { Table } from '../../src/service/tables.ts';
import { loadTable, startWorld, type World, type WorldOptions } from './harness.ts';

export interface GameKit<S> {
  entry: GameEntry;
  game: GameEntry['game'];
  /** Starts the test's world, offering the game unless `opts.games` says otherwise; it is closed after the test. */
  start(opts?: WorldOptions): Promise<World>;
  /** The table of the world last started, as stored now. */
  table(): Promise<Table & { state: S }>;
  state(): Promise<S>;
  version(): Promise<number>;
}

/** The kit of a game's entry (`registeredGame(id)` of test/support/games.ts, or a fixture's). Call at a test file's top level. */
export function gameKit<S>(entry: GameEntry): GameKit<S> {
  let world: World | undefined;
  afterEach(async () => {
    const w = world;
    world = undefined;
    await w?.close();
  });
  const table = () => {
    if (!world) throw new Error('no world started');
    return loadTable<S>(world);
  };
  return {
    entry,
    game: entry.game,
    async start(opts = {}) {
      world = await startWorld({ games: [entry], ...opts });
      return world;
    },
    table,
    state: async () => (await table()).state,
    version: async () => (await table()).record.version,
  };
}
