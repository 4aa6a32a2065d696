/**
 * Posts per turn: whole games of a registered game played by computer players through the
 * Discord double (the real bot and discord.js client, as test/e2e does), counting the public posts
 * (new channel messages) of each turn. A turn is a run of moves with the same turn key
 * (GameDefinition.turnKey; a game without one: the whole game is one turn per awaited change, so
 * its figure says little). The game's own posts of the lobby are not counted; the start's is.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Bot, createBot } from '../src/discord/bot.ts';
import { startDiscordDouble } from '../src/double/index.ts';
import type { DoubleMessage } from '../src/double/types.ts';
import { turnKeyOf } from '../src/engine/waiting.ts';
import { createLogger } from '../src/log.ts';
import { type GameEntry, Registry } from '../src/registry.ts';
import { openStore } from '../src/store/index.ts';
import { computerUserId } from '../src/store/record.ts';
import { registerDoubleCommands } from '../test/support/doubleCommands.ts';
import { ManualTimers } from '../test/support/manualTimers.ts';
import { benchSeats } from './figures.ts';

/** Timers run one job at a time, whatever their time: the bench plays as fast as the bot can. */
class StepTimers extends ManualTimers {
  /** Runs the oldest computer move due (else a lapse: a window closing by itself); false when none is. */
  async runOne(): Promise<boolean> {
    return (await this.runOldest('computer')) || (await this.runOldest('lapse'));
  }
}

export interface PostsPerTurn {
  games: number;
  turns: number;
  posts: number;
  /** Posts in each turn, in order, over all games. */
  perTurn: number[];
  /** The turn keys with the most posts (for a look at what floods). */
  worst: { key: string; posts: number }[];
}

const slashNew = (game: string, bots: number) => [
  {
    name: 'new',
    type: 1,
    options: [
      { name: 'game', type: 3, value: game },
      { name: 'bots', type: 4, value: bots },
    ],
  },
];
const slashStart = [{ name: 'start', type: 1, options: [] }];

/** Plays `seeds.length` whole games of `entry` (computers in every seat) and counts the posts of each turn. */
export async function postsPerTurn(entry: GameEntry, seeds: readonly string[], maxMoves = 3000): Promise<PostsPerTurn> {
  const double = await startDiscordDouble({ messageRateLimit: { limit: 1_000_000, windowMs: 1000 } });
  const ann = double.addUser({ username: 'ann' }).id;
  const dir = mkdtempSync(join(tmpdir(), 'nt-bench-posts-'));
  const store = await openStore({ dataDir: dir, keyPrefix: 'p:', finishedRetentionMs: 3_600_000 });
  const registry = new Registry([entry]);
  const log = createLogger('silent');
  await registerDoubleCommands(double, registry);
  const timers = new StepTimers();
  let seedNow = seeds[0]!;
  const makeBot = async (): Promise<Bot> => {
    const b = createBot({
      token: double.token,
      registry,
      store,
      log,
      apiUrl: double.apiUrl,
      newSeed: () => seedNow,
      timers,
    });
    await b.start();
    return b;
  };
  const out: PostsPerTurn = { games: 0, turns: 0, posts: 0, perTurn: [], worst: [] };
  let bot: Bot | undefined;
  try {
    for (const seed of seeds) {
      seedNow = seed;
      const channel = double.addChannel({ name: `posts-${entry.game.id}-${out.games}` }).id;
      bot = await makeBot();
      const run = async (ix: { whenAcknowledged(): Promise<unknown> }) => {
        await ix.whenAcknowledged();
        await bot!.settled();
      };
      await run(double.slash(ann, channel, 'game', slashNew(entry.game.id, benchSeats(entry) - 1)));
      const lobbyPosts = double.messages(channel).length;
      await run(double.slash(ann, channel, 'game', slashStart));
      // The host's seat goes to a computer too, so computers play the whole game; the restarted
      // bot plans every computer seat's move.
      await store.update(channel, (r) => ({
        write: r && {
          ...r,
          seats: r.seats.map((s, i) =>
            i === 0 ? { userId: computerUserId(0), name: 'Computer 0 (greedy)', computer: 'greedy' as const } : s,
          ),
        },
        result: null,
      }));
      await bot.stop();
      bot = await makeBot();
      let posted = double.messages(channel).length - lobbyPosts;
      const created = new Set(double.messages(channel).map((m) => m.id));
      // Every message created in the channel counts, also one deleted later (a copy moved to the foot).
      const onMessage = (m: DoubleMessage) => {
        if (m.channelId === channel && !m.ephemeralFor && !created.has(m.id)) {
          created.add(m.id);
          posted++;
        }
      };
      double.events.on('message', onMessage);
      const keyNow = async () => {
        const t = await bot!.tables.load(channel);
        if (!t.ok) throw new Error(t.error);
        return { key: turnKeyOf(entry.game, t.value.state) ?? '?', status: t.value.record.status };
      };
      let cur = await keyNow();
      let turnKey = cur.key;
      let inTurn = posted;
      posted = 0;
      const close = () => {
        out.perTurn.push(inTurn);
        out.turns++;
        out.posts += inTurn;
        out.worst.push({ key: `${seed}:${turnKey}`, posts: inTurn });
      };
      for (let moves = 0; cur.status === 'playing' && moves < maxMoves; moves++) {
        if (!(await timers.runOne()))
          throw new Error(`${entry.game.id}: the game stalled (no computer move planned) at ${cur.key}`);
        await bot.settled();
        cur = await keyNow();
        // A post belongs to the turn the move led into (a move ending a turn posts the next one's message).
        if (cur.key !== turnKey) {
          close();
          turnKey = cur.key;
          inTurn = 0;
        }
        inTurn += posted;
        posted = 0;
      }
      close();
      double.events.off('message', onMessage);
      out.games++;
      await bot.stop();
      bot = undefined;
    }
  } finally {
    await bot?.stop();
    await store.close();
    await double.close();
    rmSync(dir, { recursive: true, force: true });
  }
  out.worst = out.worst.sort((a, b) => b.posts - a.posts).slice(0, 3);
  return out;
}

/** `node --import tsx bench/postsPerTurn.ts [game] [games]`: the figure alone, for every registered game or one. */
export async function printPostsPerTurn(entries: readonly GameEntry[], games: number): Promise<void> {
  console.log(
    `== posts per turn: ${games} whole game${games > 1 ? 's' : ''} of computers through the Discord double (goal: average ≤ 1.2, never more than 2) ==`,
  );
  for (const entry of entries) {
    const seeds = Array.from({ length: games }, (_x, i) => `posts-${i}`);
    const r = await postsPerTurn(entry, seeds);
    const max = r.perTurn.reduce((m, x) => Math.max(m, x), 0);
    const avg = r.turns ? r.posts / r.turns : 0;
    const over = r.perTurn.filter((x) => x > 2).length;
    const verdict = avg <= 1.2 && max <= 2 ? 'ok' : 'ABOVE GOAL';
    console.log(
      `  ${entry.game.id.padEnd(6)} ${entry.game.name.padEnd(22)} turns ${String(r.turns).padStart(5)}  posts ${String(r.posts).padStart(5)}  avg ${avg.toFixed(2)}  max ${max}  turns over 2: ${over}  (${verdict}; most: ${r.worst.map((w) => `${w.key} ${w.posts}`).join(', ')})`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { GAMES } = await import('../src/games/index.ts');
  const { registerFonts } = await import('../renderers/kit/index.ts');
  registerFonts();
  const only = process.argv[2];
  const games = Number(process.argv[3] ?? 1);
  await printPostsPerTurn(only ? GAMES.filter((g) => g.game.id === only) : GAMES, games);
}
