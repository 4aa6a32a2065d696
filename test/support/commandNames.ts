/** The slash commands registered with the fixture game alone (Data Heist), sorted: the platform's, the ratings', heist's. */
export const FIXTURE_COMMAND_NAMES = ['away', 'game', 'games', 'hand', 'heist', 'history', 'leaderboard', 'rank'];
