import { GAME_RECORD_FORMAT, type GameRecord, gameRecordSchema } from '../engine/gameRecord.ts';
import { replay } from '../engine/replay.ts';
import { effectiveActions } from '../store/effective.ts';
import type { HistoryEntry, TableRecord } from '../store/record.ts';
import type { TableStore } from '../store/types.ts';
import { service } from './messages.ts';
import type { Result, Table } from './tables.ts';

/**
 * A channel's game as it was after one step, rebuilt from its seed and its effective history (undone
 * steps left out): a Table whose state is the replayed one, for the public board and its caption.
 * Discord-free: /game replay (handlers/replay.ts) draws it, tests compare it with stored states.
 */
export interface ReplayedTable {
  /** The stored record with the replayed state: only the public parts (names, spectator view) are ever shown. */
  readonly table: Table;
  /** The step shown: 0 is the start, before any move. */
  readonly step: number;
  /** Steps the game has so far. */
  readonly total: number;
  /** The effective history entries (entry k is step k + 1), with the events each told live. */
  readonly entries: readonly HistoryEntry[];
}

/**
 * A line of news with its step: "`Step 2` · 1 of Computer 1's…". The word and the separator keep the
 * step's number apart from news that starts with a number of its own ("2 1 of Computer 1's…").
 */
export const stepLine = (step: number, text: string): string =>
  `\`${service('service.replay.step', { n: step })}\` · ${text}`;

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** The game of `t` after `step` steps (default: the latest), or a sentence saying why not. */
export async function replayTable(store: TableStore, t: Table, step: number | null): Promise<Result<ReplayedTable>> {
  if (t.state === null) {
    return fail(t.record.status === 'lobby' ? service('service.replay.notStarted') : service('service.replay.closed'));
  }
  const entries = effectiveActions(await store.readHistory(t.record.channelId));
  const total = entries.length;
  const n = step ?? total;
  if (!Number.isInteger(n) || n < 0 || n > total) {
    const sofar = t.record.status === 'playing' ? service('service.replay.sofar') : '';
    return fail(service('service.replay.range', { total, sofar }));
  }
  const r = replay(t.entry.game, setupOf(t.record), entries, { upTo: n });
  if (!r.ok) return fail(service('service.replay.cannot', { game: t.entry.game.name, error: r.error }));
  // The vote's end (record.ended) is the end of the last step only: earlier steps go on.
  const { ended: _ended, ...going } = t.record;
  const record = n < total ? going : t.record;
  return { ok: true, value: { table: { ...t, record, state: r.state }, step: n, total, entries } };
}

/** What the table's game was set up from. */
export const setupOf = (r: TableRecord) => ({ seats: r.seats.length, options: r.options, seed: r.seed });

/**
 * The game record `/game export` writes: the setup, the table's settings and the effective actions. Seats by name (and
 * computer level) only, no Discord ids. Checked against the schema it will be read back with.
 */
export function gameRecordOf(t: Table, history: readonly HistoryEntry[]): GameRecord {
  return gameRecordSchema.parse({
    format: GAME_RECORD_FORMAT,
    game: t.entry.game.id,
    gameVersion: t.entry.game.schemaVersion,
    options: t.record.options,
    seats: t.record.seats.map((s) => ({ name: s.name, ...(s.computer ? { computer: s.computer } : {}) })),
    seed: t.record.seed,
    ...(t.record.settings ? { settings: t.record.settings } : {}),
    actions: effectiveActions(history).map((e) => ({ seat: e.seat, action: e.action })),
  });
}
