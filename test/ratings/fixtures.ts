/** Finished tables and rated games for the ratings tests. */
import type { Outcome } from '../../src/engine/types.ts';
import { type RatedGame, type RatedGameId, ratedGameOf } from '../../src/ratings/game.ts';
import type { SeatRecord, TableRecord } from '../../src/store/record.ts';
import { tableRecord } from '../store/records.ts';

export const GUILD = '200000000000000001';
export const OTHER_GUILD = '200000000000000002';

/** Players u1, u2... seated in order (`computer:greedy` style names seat a computer of that level). */
export function seatsOf(...who: readonly string[]): SeatRecord[] {
  return who.map((w, i) => {
    const level = w === 'computer:greedy' ? 'greedy' : w === 'computer:random' ? 'random' : undefined;
    return level
      ? { userId: `computer-${i + 1}`, name: `Bot ${i + 1}`, computer: level }
      : { userId: w, name: `P-${w}` };
  });
}

let tables = 0;

/** A finished table of `gameId` with these players, ended at `endedAt`. */
export function finishedTable(
  gameId: RatedGameId,
  who: readonly string[],
  over: Partial<TableRecord> = {},
  endedAt = '2026-11-15T12:00:00.000Z',
): TableRecord {
  tables += 1;
  return tableRecord(`8${String(tables).padStart(17, '0')}`, {
    gameId,
    status: 'finished',
    seats: seatsOf(...who),
    guildId: GUILD,
    createdAt: `2026-11-01T00:00:${String(tables % 60).padStart(2, '0')}.${String(tables).padStart(3, '0')}Z`,
    finishedAt: endedAt,
    ...over,
  });
}

/** The rated game of a table ended by its rules with `outcome`; throws when not rated. */
export function ratedBy(record: TableRecord, outcome: Omit<Outcome, 'over'> | null): RatedGame {
  const r = ratedGameOf(record, outcome && { over: true, ...outcome });
  if (!r.rated) throw new Error(`not rated: ${r.why}`);
  return r.game;
}

/** A competitive game won by `winner` (a seat) among these players. */
export function wonBy(
  gameId: RatedGameId,
  who: readonly string[],
  winner: number,
  options: { guildId?: string; endedAt?: string } = {},
): RatedGame {
  const record = finishedTable(gameId, who, { guildId: options.guildId ?? GUILD }, options.endedAt);
  return ratedBy(record, { winners: [winner] });
}
