/**
 * Support for computerTables*.test.ts: a table of computers only plays every registered game to
 * its end through the Discord double, on the timers the bot really uses: the file store with the in-process timers, and Redis with
 * BullMQ. The bot's clock runs ahead by more than a computer's pause at every reading, so each
 * computer move is due as soon as it is planned; a table that stops moving before its end (a
 * computer decision never planned, or planned under an id already used) is a stall. The images are
 * blank (test/support/blankImages.ts) and the channel's message rate limit is lifted (UNLIMITED):
 * drawing and rate limits are tested elsewhere, and here they would only cost time.
 */
import { afterEach, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { COMPUTER_PAUSE_MS } from '../../src/service/timers/plan.ts';
import { computerUserId } from '../../src/store/record.ts';
import { cleanupRedisPrefix, requireRedisUrl } from '../setup/redisTarget.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { lastText, loadTable, startWorld, sub, UNLIMITED, type World, type WorldOptions } from './harness.ts';

let w: World | undefined;
/** The BullMQ queue's own key prefix of the test in hand, cleaned up after it. */
let bullPrefix: string | undefined;
/** Cleans up after each test of the file that imports this. */
function cleanUpAfterEach(): void {
  afterEach(async () => {
    await w?.close();
    w = undefined;
    if (bullPrefix) await cleanupRedisPrefix(requireRedisUrl(), bullPrefix);
    bullPrefix = undefined;
  });
}

/** The world of the test in hand (closed after it). */
function useWorld(world: World, prefix?: string): World {
  w = world;
  bullPrefix = prefix;
  return world;
}

/** A clock that moves on by more than a computer's pause each time it is read. */
function racingClock(): () => Date {
  let at = Date.parse('2026-12-01T10:00:00.000Z');
  return () => new Date((at += COMPUTER_PAUSE_MS + 1));
}

/** No new move for this long, the game not over: the table stalled. */
const STALL_MS = 10_000;

/** Plays `gameId` with every seat a computer's until it ends; the number of moves it took. */
async function playComputersOnly(world: World, gameId: string, seats: number): Promise<number> {
  const made = await world.run(
    world.double.slash(
      world.ann,
      world.channel,
      'game',
      sub('new', { game: gameId, ...(seats > 1 ? { bots: seats - 1 } : {}) }),
    ),
  );
  if (seats > 1) expect(lastText(made)).toContain('Computer 1');
  // The host's own seat goes to a computer too before the start (the host still starts the game).
  const seated = await world.store.update(world.channel, (r) => ({
    write: {
      ...r!,
      seats: r!.seats.map((s, i) =>
        i === 0 ? { userId: computerUserId(99), name: 'Computer 0 (greedy)', computer: 'greedy' as const } : s,
      ),
    },
    result: null,
  }));
  expect(seated.ok).toBe(true);
  await world.run(world.double.slash(world.ann, world.channel, 'game', sub('start')));
  let last = -1;
  let since = Date.now();
  for (;;) {
    const t = await loadTable(world);
    if (t.record.status !== 'playing') {
      expect(t.record.status).toBe('finished');
      return t.record.actions;
    }
    if (t.record.actions !== last) {
      last = t.record.actions;
      since = Date.now();
    }
    // A stall detector, not a speed check: a table that moves never comes near it.
    expect(
      Date.now() - since,
      `${gameId}: no computer move after move ${last} (awaited ${JSON.stringify(t.entry.game.awaiting(t.state))}, stamps ${JSON.stringify(t.record.stamps)})`,
    ).toBeLessThan(STALL_MS);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every registered game at its fewest seats (the quickest whole game of it). */
const CASES = GAMES.map((e) => [e.game.name, e.game.id, e.game.minSeats] as const);

/** How a suite's bots keep time: their timers on the racing clock, and a BullMQ prefix to clean up after the test. */
export interface TimersSetup {
  options: Pick<WorldOptions, 'redis' | 'timers'>;
  prefix?: string;
}

/**
 * The suite `suite` (describe, or describeRedis) titled `title`: every registered game played to
 * its end by a table of computers, the bots' timers made by `setup` for the test's clock.
 */
export function computerTablesSuite(
  suite: (title: string, body: () => void) => void,
  title: string,
  setup: (now: () => Date) => TimersSetup,
): void {
  cleanUpAfterEach();
  suite(title, () => {
    it.each(CASES)(
      '%s: computers play it to its end without a stall',
      async (_name, gameId, seats) => {
        const now = racingClock();
        const { options, prefix } = setup(now);
        const world = await startWorld({
          games: GAMES.map(withBlankImages),
          double: UNLIMITED,
          seed: `computers-only-${gameId}`,
          now,
          ...options,
        });
        expect(await playComputersOnly(useWorld(world, prefix), gameId, seats)).toBeGreaterThan(0);
      },
      600_000,
    );
  });
}
