/**
 * A finished game's ratings, applied once and told with its end (issue 24, docs/ratings.md): the
 * end-of-game post carries one line of each seat's new rating and its change. The rating is
 * applied exactly once (the ratings document keeps the games applied); a delivery repeated after a
 * crash finds the game applied and tells the same changes from the document, so the post, which
 * its nonce keeps single, says the same thing whichever delivery made it.
 */
import type { Outcome } from '../engine/types.ts';
import type { Logger } from '../log.ts';
import { type Entry, type RatedGame, type RatingChange, type Ratings, ratedGameOf } from '../ratings/index.ts';
import type { TableRecord } from '../store/record.ts';
import { service } from './messages.ts';

/** Tries when the ratings document keeps changing under the update (other games ending at once). */
const BUSY_TRIES = 3;

interface Told {
  readonly entry: Entry;
  readonly ordinal: number;
  readonly delta: number;
}

/** The line telling the ratings of a finished game (empty when it is not rated, or could not be). */
export async function ratingNews(
  ratings: Ratings,
  record: TableRecord,
  outcome: Outcome | null,
  log: Logger,
): Promise<string[]> {
  const rated = ratedGameOf(record, outcome);
  if (!rated.rated) return [];
  try {
    const told = await applyOnce(ratings, rated.game);
    return told.length ? [ratingLine(record, rated.game, told)] : [];
  } catch (err) {
    // The end of the game is told anyway; the ratings wait for the game's next delivery, if any.
    log.warn({ channelId: record.channelId, err: err instanceof Error ? err.message : String(err) }, 'game not rated');
    return [];
  }
}

async function applyOnce(ratings: Ratings, game: RatedGame): Promise<Told[]> {
  for (let i = 0; i < BUSY_TRIES; i++) {
    const applied = await ratings.apply(game);
    if (applied.kind === 'applied') return applied.changes.map(toldOf);
    if (applied.kind === 'already') return toldFromDocument(ratings, game);
  }
  throw new Error('the ratings stayed busy');
}

const toldOf = (c: RatingChange): Told => ({
  entry: c.entry,
  ordinal: c.after.ordinal,
  delta: c.after.ordinal - c.before.ordinal,
});

/** Applied before (another delivery, another process): each entry's change as its document kept it. */
async function toldFromDocument(ratings: Ratings, game: RatedGame): Promise<Told[]> {
  const entries = [...new Set(game.seats.map((s) => s.entry))];
  const told = await Promise.all(
    entries.map(async (entry) => {
      const standing = await ratings.ratingOf(game.gameId, entry);
      const row = standing?.recent.find((g) => g.id === game.id);
      return standing && row ? { entry, ordinal: standing.ordinal, delta: row.delta } : undefined;
    }),
  );
  return told.filter((t): t is Told => t !== undefined);
}

const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;

/** "📈 Ratings: **Ann** 14.2 (+3.1) · **Bob** 9.8 (−1.2)", seats in seat order, the game itself last. */
function ratingLine(record: TableRecord, game: RatedGame, told: readonly Told[]): string {
  const nameOf = (entry: Entry) =>
    game.seats.find((s) => s.entry === entry)?.name ??
    (entry.startsWith('game:') ? service('service.ratings.game') : entry);
  const order = (entry: Entry) => {
    const seat = game.seats.findIndex((s) => s.entry === entry);
    return seat < 0 ? record.seats.length : seat;
  };
  const parts = [...told]
    .sort((a, b) => order(a.entry) - order(b.entry))
    .map((t) => `**${nameOf(t.entry)}** ${t.ordinal.toFixed(1)} (${signed(t.delta)})`);
  return service('service.ratings.line', { parts: parts.join(' · ') });
}
