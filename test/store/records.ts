/** Records and update functions for the store tests (no Redis or vitest here: the child processes import it too). */
import type { TableRecord } from '../../src/store/record.ts';

let seq = 0;
/** A fresh channel id per call, so tests never collide. */
export function channel(): string {
  seq += 1;
  return `9${String(seq).padStart(17, '0')}`;
}

export function tableRecord(channelId: string, over: Partial<TableRecord> = {}): TableRecord {
  const at = '2024-01-01T00:00:00.000Z';
  return {
    schema: 2,
    channelId,
    guildId: '200000000000000001',
    gameId: 'heist',
    status: 'lobby',
    hostId: '300000000000000001',
    options: {},
    seed: '',
    seats: [{ userId: '300000000000000001', name: 'Ada' }],
    stateVersion: 1,
    state: null,
    stamps: [],
    actions: 0,
    events: [],
    version: 0,
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
    ...over,
  };
}

/** The counter kept in `state` by the concurrency tests. */
export function countOf(record: TableRecord | null): number {
  const state = record?.state as { count?: number } | null | undefined;
  return state?.count ?? 0;
}

/**
 * An update function adding one to the counter (creating the table when there is none), with a
 * history entry naming the new count, so a race that lost or doubled a write shows in the history.
 */
export function increment(channelId: string) {
  return (current: TableRecord | null) => {
    const base = current ?? tableRecord(channelId);
    const count = countOf(current) + 1;
    const at = '2024-01-01T00:00:00.000Z';
    return {
      write: { ...base, state: { count } },
      append: [{ seat: 0, action: { count }, at, events: [{ text: `count ${count}`, to: 'public' as const, at }] }],
      result: count,
    };
  };
}
