/** Player ratings per game (issue 24): see docs/ratings.md. No Discord here; the commands build on this. */
export { APPLIED_KEPT, type EntryGame, type EntryRating, RECENT_KEPT, TREND_KEPT } from './doc.ts';
export {
  computerEntry,
  type Entry,
  gameEntry,
  isPerson,
  type NotRated,
  RATED_GAME_IDS,
  type RatedGame,
  type RatedGameId,
  ratedGameIdSchema,
  ratedGameOf,
  ratedGameSchema,
} from './game.ts';
export { type RatingChange, type RatingPoint, rateGame } from './model.ts';
export {
  type Applied,
  type EntryStanding,
  type HistoryRow,
  type Leaderboard,
  type LeaderboardQuery,
  type LeaderboardRow,
  Ratings,
  type RatingsStore,
} from './ratings.ts';
export { previousSeason, type Season, seasonOf } from './seasons.ts';
