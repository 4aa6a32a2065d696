import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { type DiscordDouble, startDiscordDouble } from '../../src/double/index.ts';
import type { Interaction } from '../../src/double/types.ts';
import { Registry } from '../../src/registry.ts';
import { Tables } from '../../src/service/tables.ts';
import { openStore } from '../../src/store/index.ts';
import type { TableStore } from '../../src/store/types.ts';
import { heistEntry } from '../fixture/registry.ts';
import { describeRedis, requireRedisUrl } from '../setup/redisTarget.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { registerDoubleCommands, startWorld, sub, type World } from './harness.ts';

/**
 * The real thing: the bot runs in its own process and is killed with SIGKILL at random moments
 * while it handles moves, then started again. Every move is applied once or not at all, and the
 * channel and every DM end exactly as when the moves that were applied are played by a bot
 * nobody kills.
 */

const STEPS = 100;
const SEED = 'outbox-kill';
const RATE = { messageRateLimit: { limit: 10_000, windowMs: 1000 } };

function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** One command as sent: by whom (by name), what. */
interface Sent {
  user: 'ann' | 'bo' | 'cy';
  command: string;
  options: ReturnType<typeof sub>;
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const f of cleanup.splice(0).reverse()) await f().catch(() => undefined);
});

describeRedis('a bot process killed with SIGKILL at random moments', () => {
  it(`${STEPS} moves: each applied once or not at all, each owed message posted exactly once`, async () => {
    const redisUrl = requireRedisUrl();
    const double: DiscordDouble = await startDiscordDouble(RATE);
    cleanup.push(() => double.close());
    const users = {
      ann: double.addUser({ username: 'ann' }).id,
      bo: double.addUser({ username: 'bo' }).id,
      cy: double.addUser({ username: 'cy' }).id,
    };
    const channel = double.addChannel({ name: 'tabletop' }).id;
    const prefix = `test:e2e-kill:${randomUUID()}:`;
    // Blank images here and in the child (botChild.ts): the test compares the messages' texts.
    const registry = new Registry([withBlankImages(heistEntry)]);
    const store: TableStore = await openStore({
      redisUrl,
      dataDir: '',
      keyPrefix: prefix,
      finishedRetentionMs: 3_600_000,
    });
    cleanup.push(() => store.close());
    const tables = new Tables(store, registry);
    await registerDoubleCommands(double, registry);

    let child: ChildProcess | undefined;
    const start = async () => {
      const c = spawn(
        process.execPath,
        ['--import', 'tsx', 'test/e2e/botChild.ts', double.apiUrl, double.token, redisUrl, prefix, SEED],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        let out = '';
        c.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('ready')) resolve();
        });
        c.once('exit', (code) => reject(new Error(`bot process exited (${code}) before it was ready`)));
      });
      child = c;
    };
    const kill = async () => {
      const c = child!;
      child = undefined;
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await gone;
    };
    cleanup.push(async () => {
      if (child) await kill();
    });
    const load = async () => {
      const t = await tables.load(channel);
      return t.ok ? t.value : undefined;
    };
    /** Until the bot has answered the interaction and owes nothing more. */
    const settle = async (ix: Interaction) => {
      await ix.whenAcknowledged();
      for (let i = 0; i < 400; i++) {
        const t = await load();
        if (ix.responses.some((r) => r.kind !== 'callback') && !t?.record.outbox?.length) return;
        await sleep(25);
      }
      throw new Error('the bot did not settle');
    };
    const script: Sent[] = [];
    const send = (s: Sent) => double.slash(users[s.user], channel, s.command, s.options);
    const lobby: Sent[] = [
      { user: 'ann', command: 'game', options: sub('new', { game: 'heist', options: 'rounds=2' }) },
      { user: 'bo', command: 'game', options: sub('join') },
      { user: 'cy', command: 'game', options: sub('join') },
      { user: 'ann', command: 'game', options: sub('start') },
    ];
    const nameOf = (userId: string) => Object.entries(users).find(([, id]) => id === userId)![0] as Sent['user'];

    const rand = lcg(424242);
    const fate = lcg(99);
    let kills = 0;
    let owedAtKill = 0;
    await start();
    for (let step = 0; step < STEPS; step++) {
      if (!child) await start();
      let t = await load();
      if (t?.record.status !== 'playing') {
        for (const s of lobby) {
          await settle(send(s));
          script.push(s);
        }
        t = (await load())!;
      }
      const game = t.entry.game;
      const options = game.awaiting(t.state).flatMap((seat) => {
        const legal = game.legalActions(t.state, seat).filter((a) => !a.amount);
        return legal.flatMap((a) => {
          const s = t.entry.commands.subcommands.find((c) => c.kind === a.kind);
          if (!s || (!s.choice && legal.filter((b) => b.kind === a.kind).length > 1)) return [];
          return [{ seat, a, s }];
        });
      });
      const { seat, a, s } = options[Math.floor(rand() * options.length)]!;
      const move: Sent = {
        user: nameOf(t.record.seats[seat]!.userId),
        command: t.entry.commands.name,
        options: sub(s.name, s.choice ? { [s.choice.name]: a.key } : {}),
      };
      const before = t.record.actions;
      const ix = send(move);
      if (fate() < 0.3) {
        // Somewhere between the command arriving and the announcements being done.
        await sleep(fate() * 250);
        ix.whenAcknowledged().catch(() => undefined);
        await kill();
        kills++;
        // Saved but not yet announced: the case the outbox is for.
        if ((await load())?.record.outbox?.length) owedAtKill++;
        await start();
      } else {
        await settle(ix);
      }
      const applied = (await load())!.record.actions - before;
      // Once or not at all.
      expect([0, 1]).toContain(applied);
      if (applied === 1) script.push(move);
    }
    if (!child) await start();
    expect(kills).toBeGreaterThan(10);
    expect(owedAtKill).toBeGreaterThan(0);
    expect((await load())?.record.outbox ?? []).toEqual([]);
    expect(await store.pendingOutboxes()).toEqual([]);
    const names = new Map<string, string>([
      ...Object.entries(users).map(([n, id]) => [id, n] as [string, string]),
      [channel, 'CH'],
    ]);
    // Deadlines count from the (real) time of each move, which differs between the two runs.
    const plain = (m: { content: string }) =>
      m.content.replace(/\d{15,}/g, (id) => names.get(id) ?? '?').replace(/<t:\d+:(\w)>/g, '<t:…:$1>');
    const seen = (d: DiscordDouble, ch: string, who: Record<string, string>) => ({
      channel: d
        .messages(ch)
        .filter((m) => !m.interactionId)
        .map(plain),
      dms: Object.fromEntries(Object.entries(who).map(([n, id]) => [n, d.dms(id).map(plain)])),
    });
    const killed = seen(double, channel, users);
    await kill();

    // The same applied commands, by a bot nobody kills.
    const w: World = await startWorld({ redis: true, seed: SEED, double: RATE, games: [withBlankImages(heistEntry)] });
    cleanup.push(() => w.close());
    const wUsers = { ann: w.ann, bo: w.bo, cy: w.cy };
    names.clear();
    for (const [n, id] of Object.entries(wUsers)) names.set(id, n);
    names.set(w.channel, 'CH');
    for (const s of script) await w.run(w.double.slash(wUsers[s.user], w.channel, s.command, s.options));
    const calm = seen(w.double, w.channel, wUsers);
    expect(killed.channel.length).toBeGreaterThan(STEPS / 4);
    expect(killed.channel).toEqual(calm.channel);
    expect(killed.dms).toEqual(calm.dms);
  }, 600_000);
});
