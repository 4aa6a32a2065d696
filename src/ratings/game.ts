import { z } from 'zod';
import type { Outcome } from '../engine/types.ts';
import { GAMES } from '../games/index.ts';
import type { TableRecord } from '../store/record.ts';

/**
 * The games rated: every registered game (its GameDefinition id), from the registry's one line per
 * game (src/games/index.ts), so a new game is rated with nothing added here. That module imports
 * nothing of the ratings, so there is no cycle.
 */
export const RATED_GAME_IDS: readonly string[] = GAMES.map((g) => g.game.id);
/** A rated game's id: a string, checked to be a registered game's (stored documents included). */
export const ratedGameIdSchema = z
  .string()
  .refine((id) => RATED_GAME_IDS.includes(id), { message: 'not a registered game' });
export type RatedGameId = z.infer<typeof ratedGameIdSchema>;

/**
 * Who a rating belongs to: a person's Discord user id, a computer level (`computer:greedy`,
 * `computer:random`: one entry per level, shared by every computer seat of that level), or a
 * co-operative game itself (`game:hack`), which the table plays against.
 */
export type Entry = string;
export const computerEntry = (level: 'greedy' | 'random'): Entry => `computer:${level}`;
export const gameEntry = (gameId: RatedGameId): Entry => `game:${gameId}`;
export const isPerson = (entry: Entry): boolean => !entry.startsWith('computer:') && !entry.startsWith('game:');

const seatIndex = z.number().int().min(0);

/**
 * The public result of a game, from its Outcome (rules end) or Standings (vote end):
 * `ranked` for a competitive game, `places` per seat (1 best; tied seats share a place, the next
 * place skips as many: 1, 2, 2, 4); `team` for a co-operative one, the whole table won or lost.
 */
export const ratedResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ranked'),
    places: z.array(z.number().int().min(1)),
    winners: z.array(seatIndex),
    /** The public final scores per seat (null: none public), or null when the game shows none. */
    scores: z.array(z.number().nullable()).nullable(),
  }),
  z.object({ kind: z.literal('team'), team: z.enum(['won', 'lost']) }),
]);
export type RatedResult = z.infer<typeof ratedResultSchema>;

/**
 * A finished game as the ratings see it: public facts only (who sat where, when and how it ended,
 * the public result). No state, hand, secret objective or history enters.
 */
export const ratedGameSchema = z.object({
  /** `${channelId}:${createdAt}`: a channel holds one table at a time, and each new table (/game new) has its own createdAt. */
  id: z.string().min(1).max(200),
  gameId: ratedGameIdSchema,
  /** Null for a table outside a server. */
  guildId: z.string().min(1).nullable(),
  channelId: z.string().min(1),
  endedAt: z.string().min(1),
  /** By the rules, or by the players' vote with the standings of that moment (an aborted game is never rated). */
  how: z.enum(['rules', 'vote']),
  /** In seat order: who held each seat at the end, as an entry, with the name shown. */
  seats: z.array(z.object({ entry: z.string().min(1), name: z.string().min(1) })).min(1),
  result: ratedResultSchema,
});
export type RatedGame = z.infer<typeof ratedGameSchema>;

/** Why a record gives no rated game. */
export type NotRated = 'not-finished' | 'aborted' | 'not-rated-game' | 'no-result' | 'no-person' | 'too-few';

/** Competition places (1, 2, 2, 4) from a "better than" order over seats: `key` higher is better. */
function placesBy(key: readonly number[]): number[] {
  return key.map((k) => 1 + key.filter((other) => other > k).length);
}

/**
 * Places of a competitive end: the winners first (tied), then the others by public score
 * (ties share a place); all the others tied when any of them has no public score (a secret one
 * cannot be ranked by). Nobody won (New Angeles' city fell): everyone ties.
 */
export function placesOf(
  seats: number,
  winners: readonly number[],
  scores: readonly (number | null)[] | undefined,
): number[] {
  if (winners.length === 0) return Array.from({ length: seats }, () => 1);
  const others = Array.from({ length: seats }, (_, i) => i).filter((i) => !winners.includes(i));
  const ranked = others.every((i) => typeof scores?.[i] === 'number');
  // Winners above every score; the others by score, or all equal.
  const key = Array.from({ length: seats }, (_, i) =>
    winners.includes(i) ? Number.POSITIVE_INFINITY : ranked ? (scores?.[i] ?? 0) : 0,
  );
  return placesBy(key);
}

/** What ended the game, publicly: the winners, scores and team result shown at the end. */
interface PublicEnd {
  readonly how: 'rules' | 'vote';
  readonly winners?: readonly number[] | undefined;
  readonly scores?: readonly (number | null)[] | undefined;
  readonly team?: 'won' | 'lost' | undefined;
}

function endOf(record: TableRecord, outcome: Outcome | null): PublicEnd | undefined {
  if (record.ended) {
    // A vote end before standings were stored has neither scores nor winners nor team: no result to rate.
    const e = record.ended;
    if (!e.team && e.scores.length === 0 && e.winners.length === 0) return undefined;
    return { how: 'vote', winners: e.winners, scores: e.scores, team: e.team };
  }
  return outcome?.over
    ? { how: 'rules', winners: outcome.winners, scores: outcome.scores, team: outcome.team }
    : undefined;
}

/**
 * The rated game of a finished table: from `outcome`, the game's Outcome of the final state (its
 * public end), or, for a game the players' vote ended, from the standings kept in the record
 * (`record.ended`; `outcome` is then not read). Not rated: an aborted or unfinished table, a game
 * that is not rated, a vote end without standings, a table with no person at it, or a competitive
 * game with a single seat.
 */
export function ratedGameOf(
  record: TableRecord,
  outcome: Outcome | null,
): { readonly rated: true; readonly game: RatedGame } | { readonly rated: false; readonly why: NotRated } {
  if (record.status === 'aborted') return { rated: false, why: 'aborted' };
  if (record.status !== 'finished') return { rated: false, why: 'not-finished' };
  const gameId = ratedGameIdSchema.safeParse(record.gameId);
  if (!gameId.success) return { rated: false, why: 'not-rated-game' };
  const end = endOf(record, outcome);
  if (!end) return { rated: false, why: 'no-result' };
  const seats = record.seats.map((s) => ({ entry: s.computer ? computerEntry(s.computer) : s.userId, name: s.name }));
  if (!seats.some((s) => isPerson(s.entry))) return { rated: false, why: 'no-person' };
  if (!end.team && seats.length < 2) return { rated: false, why: 'too-few' };
  const winners = [...(end.winners ?? [])];
  const scores = end.scores ? [...end.scores] : null;
  const result: RatedResult = end.team
    ? { kind: 'team', team: end.team }
    : { kind: 'ranked', places: placesOf(seats.length, winners, end.scores), winners, scores };
  return {
    rated: true,
    game: ratedGameSchema.parse({
      id: `${record.channelId}:${record.createdAt}`,
      gameId: gameId.data,
      guildId: record.guildId,
      channelId: record.channelId,
      endedAt: record.finishedAt ?? record.updatedAt,
      how: end.how,
      seats,
      result,
    }),
  };
}
