/**
 * What every test of one registered game through the Discord double uses: its entry, a world per
 * test offering it (closed after the test), and the table's state and version as stored now.
 */

import { expect } from 'vitest';
import { CHART_SIZE } from '../../renderers/kit/chart.ts';
import { pngSize } from '../../renderers/kit/index.ts';
import { renderContext } from '../../src/discord/present.ts';
import type { DoubleMessage } from '../../src/double/types.ts';
import { Ratings, ratedGameIdSchema } from '../../src/ratings/index.ts';
import type { GameEntry } from '../../src/registry.ts';
import type { Table } from '../../src/service/tables.ts';
import {
  expectNoViolations,
  loadTable,
  startWorld,
  sub,
  turnPrompt,
  type World,
  type WorldOptions,
  worldPerTest,
} from './harness.ts';

export interface GameKit<S> {
  entry: GameEntry;
  game: GameEntry['game'];
  /** Starts the test's world, offering the game unless `opts.games` says otherwise; it is closed after the test. */
  start(opts?: WorldOptions): Promise<World>;
  /** The table of the world last started, as stored now. */
  table(): Promise<Table & { state: S }>;
  state(): Promise<S>;
  version(): Promise<number>;
  /** The prompt `user` opens with the public "Your move" button; fails when none is answered. */
  prompt(user: string): Promise<DoubleMessage>;
  /** Expects `m` to carry the board the game's renderer draws from the spectator view of the table as stored now. */
  expectSpectatorBoard(m: DoubleMessage): Promise<void>;
  /**
   * The checks at a whole game's end: `final` shows the spectator's board and, once the game is
   * over, its story chart (also on /game replay's last step), every DM of `users` was meant for that
   * user alone, the double recorded nothing against the bot, and the game was rated once when it is
   * over: each of `users` has one game in its rating, told once with the end (one post).
   */
  expectCleanEnd(final: DoubleMessage, users: readonly string[]): Promise<void>;
}

/** The game-over post's heading (present.ts endLines). */
const GAME_OVER = '🏁 **Game over.**';

/**
 * Public images are boards drawn from the spectator view, and on the game-over post the game's
 * story chart after the board (public standings only).
 */
export function expectBoardsOnly(messages: readonly DoubleMessage[]): void {
  for (const m of messages) {
    const names = m.attachments.map((a) => a.filename);
    if (names.length === 0) continue;
    expect(names, m.content).toEqual(m.content.includes(GAME_OVER) ? ['board.png', 'story.png'] : ['board.png']);
  }
}

/** The story chart on `m` (the game-over post, or /game replay's last step): its PNG and alt text. */
function expectStory(m: DoubleMessage): Buffer {
  const chart = m.attachments.find((a) => a.filename === 'story.png');
  expect(chart, m.content).toBeDefined();
  expect(pngSize(chart!.data)).toEqual(CHART_SIZE);
  expect(chart!.description).toMatch(/^Line chart of /);
  expect(chart!.description!.length).toBeLessThanOrEqual(1024);
  return chart!.data;
}

/** The kit of a game's entry (`registeredGame(id)` of test/support/games.ts, or a fixture's). Call at a test file's top level. */
export function gameKit<S>(entry: GameEntry): GameKit<S> {
  const { keep, current } = worldPerTest();
  const table = () => loadTable<S>(current());
  const expectSpectatorBoard = async (m: DoubleMessage) => {
    const t = await table();
    const expected = await entry.renderer.board(entry.game.view(t.state, 'spectator'), renderContext(t));
    expect(m.attachments[0]!.data.equals(expected)).toBe(true);
  };
  return {
    entry,
    game: entry.game,
    async start(opts = {}) {
      return keep(await startWorld({ games: [entry], ...opts }));
    },
    table,
    state: async () => (await table()).state,
    version: async () => (await table()).record.version,
    prompt: (user) => turnPrompt(current(), user),
    expectSpectatorBoard,
    async expectCleanEnd(final, users) {
      await expectSpectatorBoard(final);
      const w = current();
      if ((await table()).record.status === 'playing') {
        // A game still going (a whole deal, not the whole game) has no story yet.
        expect(final.attachments.map((a) => a.filename)).toEqual(['board.png']);
      } else {
        const story = expectStory(final);
        // /game replay of the finished game shows its last step with the same story.
        const replay = (await w.run(w.double.slash(users[0]!, w.channel, 'game', sub('replay')))).original()!;
        expect(replay.attachments.map((a) => a.filename)).toEqual(['board.png', 'story.png']);
        expect(expectStory(replay).equals(story)).toBe(true);
      }
      for (const u of users) for (const m of w.double.dms(u)) expect(m.dmFor).toBe(u);
      expectNoViolations(w);
      const told = w.double.messages(w.channel).filter((m) => String(m.content ?? '').includes('📈 Ratings'));
      const over = (await table()).record.status === 'finished';
      expect(told).toHaveLength(over ? 1 : 0);
      const ratings = new Ratings(w.store);
      const gameId = ratedGameIdSchema.parse(entry.game.id);
      for (const u of users) expect((await ratings.ratingOf(gameId, u))?.games ?? 0).toBe(over ? 1 : 0);
    },
  };
}
