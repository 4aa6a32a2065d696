/**
 * The BullMQ timers on Redis, with two bot processes (two shards, each with its own store
 * connection and its own timers on the one queue) and restarts. The bots run on the test's clock;
 * BullMQ's delays count Redis's time, so the test promotes the jobs its clock says are due instead
 * of waiting for them (a job promoted early goes back to wait: it is due by the bot's clock only).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type Bot, createBot } from '../../src/discord/bot.ts';
import type { DiscordDouble, Interaction } from '../../src/double/index.ts';
import { createLogger } from '../../src/log.ts';
import { Registry } from '../../src/registry.ts';
import { BullTimers } from '../../src/service/timers/bull.ts';
import { type TimerJob, type TimerKind, timerJobId } from '../../src/service/timers/types.ts';
import { openStore } from '../../src/store/index.ts';
import type { TableRecord } from '../../src/store/record.ts';
import type { TableStore } from '../../src/store/types.ts';
import { heistEntry, PARLEY_WINDOW_MS, timedParleyEntry } from '../fixture/registry.ts';
import { cleanupRedisPrefix, describeRedis, requireRedisUrl } from '../setup/redisTarget.ts';
import { startTwoShardDouble } from '../shards/support.ts';
import { assertCleanDouble, registerDoubleCommands, sub } from './harness.ts';

const HOUR = 3_600_000;

describeRedis('timers on BullMQ with two bot processes', () => {
  let double: DiscordDouble;
  let dir: string;
  let prefix: string;
  let registry: Registry;
  let users: string[];
  let channel: string;
  let clock: number;
  let t0: number;
  const stores: TableStore[] = [];
  const bots: Bot[] = [];
  const timers: BullTimers[] = [];
  const log = createLogger(process.env.E2E_LOG_LEVEL ?? 'silent');

  /** Bot process `id` (shard `id` of 2: the guild's interactions go to shard 1), with its own timers. */
  async function startProcess(id: number): Promise<void> {
    const t = new BullTimers({ url: requireRedisUrl(), keyPrefix: prefix, log, now: () => clock });
    const bot = createBot({
      token: double.token,
      registry,
      store: stores[id]!,
      log,
      apiUrl: double.apiUrl,
      newSeed: () => 'e2e',
      shard: { id, count: 2 },
      timers: t,
      now: () => new Date(clock),
    });
    await bot.start();
    bots[id] = bot;
    timers[id] = t;
  }

  async function run(ix: Interaction): Promise<void> {
    await ix.whenAcknowledged();
    await Promise.all(bots.map((b) => b.settled()));
  }

  async function record(): Promise<TableRecord> {
    const t = await stores[0]!.load(channel);
    if (t.kind !== 'ok') throw new Error(`no table: ${t.kind}`);
    return t.record;
  }

  /** The first awaited seat, and its first job of `kind` for its current decision, due at t0 + hours. */
  async function firstJob(kind: TimerKind, hours: number): Promise<{ seat: number; job: TimerJob }> {
    const r = await record();
    const seat = heistEntry.game.awaiting(r.state as never)[0]!;
    return { seat, job: { kind, channelId: channel, seat, stamp: r.stamps[seat]!, n: 0, at: t0 + hours * HOUR } };
  }

  /** Moves the clock to t0 + hours, promotes the jobs then due and waits until the workers have run them. */
  async function at(hours: number): Promise<void> {
    clock = t0 + hours * HOUR;
    const queue = timers[0]!.queue;
    for (const job of await queue.getDelayed()) if ((job.data as TimerJob).at <= clock) await job.promote();
    await vi.waitFor(
      async () => {
        const counts = await queue.getJobCounts('wait', 'active', 'prioritized');
        expect(counts).toEqual({ wait: 0, active: 0, prioritized: 0 });
      },
      { timeout: 10_000, interval: 20 },
    );
    await Promise.all(bots.map((b) => b.settled()));
  }

  const clockPosts = () => double.messages(channel).filter((m) => m.content.startsWith('⏰'));

  beforeEach(async () => {
    ({ double, users, channel } = await startTwoShardDouble());
    dir = mkdtempSync(join(tmpdir(), 'nt-timers-'));
    prefix = `test:timers:${randomUUID()}:`;
    registry = new Registry([heistEntry, timedParleyEntry]);
    await registerDoubleCommands(double, registry);
    clock = Date.now();
    for (const id of [0, 1]) {
      stores[id] = await openStore({
        redisUrl: requireRedisUrl(),
        dataDir: dir,
        keyPrefix: prefix,
        finishedRetentionMs: 3_600_000,
      });
      await startProcess(id);
    }
    const [ann, bo, cy] = users as [string, string, string];
    await run(double.slash(ann, channel, 'game', sub('new', { game: 'heist', options: 'rounds=2' })));
    await run(double.slash(bo, channel, 'game', sub('join')));
    await run(double.slash(cy, channel, 'game', sub('join')));
    await run(double.slash(ann, channel, 'game', sub('start')));
    // Until the clock part sets each seat's start, a clock runs from the record's last write.
    const r = await record();
    t0 = Date.parse(r.clocks?.[0]?.since ?? r.updatedAt);
  });

  afterEach(async () => {
    for (const b of bots) await b.stop();
    await cleanupRedisPrefix(requireRedisUrl(), prefix);
    for (const s of stores) await s.close();
    await double.close();
    rmSync(dir, { recursive: true, force: true });
    assertCleanDouble(double);
  });

  it('plans each job once on the shared queue, and the two processes send each reminder once', async () => {
    const { seat, job } = await firstJob('remind', 12);
    // The other process plans the same job: one job under its id.
    await timers[0]!.schedule(job);
    await timers[1]!.schedule(job);
    expect((await timers[0]!.queue.getDelayed()).filter((j) => j.id === timerJobId(job))).toHaveLength(1);
    await at(11);
    expect(clockPosts()).toHaveLength(0);
    await at(12);
    expect(clockPosts()).toHaveLength(1);
    expect(clockPosts()[0]!.content).toContain(`<@${users[seat]}>`);
    await at(23);
    expect(clockPosts()).toHaveLength(2);
    await at(24);
    expect(clockPosts()).toHaveLength(3);
    expect(clockPosts()[2]!.content).toContain('ran out (1 of 3 expired deadlines)');
    expect((await record()).clocks![seat]!.strikes).toBe(1);
  });

  it("a job promoted before its time by the bot's clock waits again, and runs when due", async () => {
    clock = t0 + 6 * HOUR;
    for (const job of await timers[0]!.queue.getDelayed()) await job.promote();
    await vi.waitFor(
      async () => expect(await timers[0]!.queue.getJobCounts('wait', 'active')).toEqual({ wait: 0, active: 0 }),
      { timeout: 10_000, interval: 20 },
    );
    expect(clockPosts()).toHaveLength(0);
    await at(12);
    expect(clockPosts()).toHaveLength(1);
  });

  it('a waiting job planned again for an earlier time (a shorter clock) moves to it; for a later time it stays', async () => {
    const { job } = await firstJob('expire', 24);
    await timers[0]!.schedule({ ...job, at: t0 + 30 * HOUR });
    expect((await timers[0]!.queue.getJob(timerJobId(job)))!.data.at).toBe(t0 + 24 * HOUR);
    await timers[1]!.schedule({ ...job, at: t0 + 20 * HOUR });
    expect((await timers[0]!.queue.getJob(timerJobId(job)))!.data.at).toBe(t0 + 20 * HOUR);
  });

  it("a decision's own time limit lapses once on the shared queue, with either process", async () => {
    // A timed Parley in a second channel: ann's offer stands by itself two hours after she made it.
    const parleyChannel = double.addChannel({ name: 'parley' }).id;
    const [ann, bo, cy] = users as [string, string, string];
    await run(
      double.slash(ann, parleyChannel, 'game', sub('new', { game: 'parley', options: 'rounds=1', clock: 'none' })),
    );
    await run(double.slash(bo, parleyChannel, 'game', sub('join')));
    await run(double.slash(cy, parleyChannel, 'game', sub('join')));
    await run(double.slash(ann, parleyChannel, 'game', sub('start')));
    await run(
      double.slash(ann, parleyChannel, 'parley', [
        { name: 'offer', type: 1, options: [{ name: 'credits', type: 4, value: 3 }] },
      ]),
    );
    const load = async () => {
      const t = await stores[1]!.load(parleyChannel);
      if (t.kind !== 'ok') throw new Error(`no table: ${t.kind}`);
      return t.record;
    };
    const before = await load();
    const job: TimerJob = {
      kind: 'lapse',
      channelId: parleyChannel,
      seat: 0,
      stamp: before.stamps[0]!,
      n: 0,
      at: clock + PARLEY_WINDOW_MS,
    };
    // Planned by the move, and again by the other process: one job.
    await timers[1]!.schedule(job);
    expect((await timers[0]!.queue.getDelayed()).filter((j) => j.id === timerJobId(job))).toHaveLength(1);
    await at(1);
    expect((await load()).actions).toBe(before.actions);
    await at(2);
    const after = await load();
    expect(after.actions).toBe(before.actions + 1);
    expect((after.state as { vault: number }).vault).toBe(3);
    expect(
      double.messages(parleyChannel).filter((m) => m.content.includes("ann's time to answer ran out")),
    ).toHaveLength(1);
    // Planned again once it ran (a restart, a late move): kept as done, nothing applied twice.
    await timers[0]!.schedule(job);
    await at(3);
    expect((await load()).actions).toBe(after.actions);
  });

  it('a restart of both processes between planning and firing still fires once', async () => {
    for (const id of [0, 1]) {
      await bots[id]!.stop();
      await startProcess(id);
    }
    await at(12);
    expect(clockPosts()).toHaveLength(1);
    for (const id of [0, 1]) {
      await bots[id]!.stop();
      await startProcess(id);
    }
    await at(13);
    expect(clockPosts()).toHaveLength(1);
  });
});
