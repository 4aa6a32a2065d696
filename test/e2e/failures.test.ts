import { afterEach, describe, expect, it } from 'vitest';
import { keyTag } from '../../src/discord/customId.ts';
import type { Interaction } from '../../src/double/types.ts';
import { STORE_UNAVAILABLE_MESSAGE } from '../../src/store/errors.ts';
import type { TableRecord } from '../../src/store/record.ts';
import type { VersionedTableStore } from '../../src/store/versionedStore.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { RedisServer } from '../setup/redisServer.ts';
import { describeOwnRedis } from '../setup/redisTarget.ts';
import { en } from '../support/words.ts';
import {
  abortGame,
  button,
  customIds,
  lastText,
  latestPublic,
  loadTable,
  startedGame,
  startWorld,
  sub,
  type World,
} from './harness.ts';

let w: World | undefined;
let redis: RedisServer | undefined;
afterEach(async () => {
  await w?.close();
  await redis?.stop();
  w = undefined;
  redis = undefined;
});

const record = async (world: World) => (await loadTable(world)).record;
/** The key tag of the seat's first choice (Data Heist), as its button carries it. */
const tagOf = (r: TableRecord, seat: number): string => keyTag(heist.legalActions(r.state as HeistState, seat)[0]!.key);

/** The user-visible answers of an interaction are all private (ephemeral replies or follow-ups). */
function answeredPrivately(ix: Interaction, user: string): void {
  const messages = [ix.original(), ...ix.followups()].filter((m) => m !== undefined);
  expect(messages.length).toBeGreaterThan(0);
  for (const m of messages) expect(m.ephemeralFor).toBe(user);
}

describe('components act where they belong', () => {
  it('a forged act button on the public board leaves the board as it was and answers privately', async () => {
    w = await startWorld();
    await startedGame(w);
    const board = latestPublic(w);
    const { stamps } = await record(w);
    const ix = await w.run(
      w.double.click(w.ann, board, `act:${w.channel}:0:${stamps[0]}:${tagOf(await record(w), 0)}:0`, { forged: true }),
    );
    expect(w.double.message(board.id)).toEqual(board);
    expect(lastText(ix)).toContain('✅');
    answeredPrivately(ix, w.ann);
    // A forged choice of another seat is refused, privately too, and the board stays.
    const other = await w.run(
      w.double.click(w.bo, latestPublic(w), `act:${w.channel}:0:${stamps[0]}:k:1`, { forged: true }),
    );
    expect(lastText(other)).toContain('belong to another player');
    answeredPrivately(other, w.bo);
  });

  it('join, leave, start and abort ids naming another channel are refused where they are pressed', async () => {
    w = await startWorld();
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('join')));
    const elsewhere = w.double.addChannel({ name: 'elsewhere' }).id;
    await w.run(w.double.slash(w.cy, elsewhere, 'game', sub('new', { game: 'heist' })));
    const lobbyThere = latestPublic(w, elsewhere);
    const before = await record(w);
    for (const [user, id] of [
      [w.cy, `join:${w.channel}`],
      [w.bo, `leave:${w.channel}`],
      [w.ann, `start:${w.channel}`],
      [w.mod, `abort:${w.channel}:${before.version}`],
    ] as const) {
      const ix = await w.run(w.double.click(user, lobbyThere, id, { forged: true }));
      expect(lastText(ix)).toContain('another channel');
      answeredPrivately(ix, user);
    }
    expect(await record(w)).toEqual(before);
    expect(w.double.message(lobbyThere.id)).toEqual(lobbyThere);
  });
});

describe('DMs with the bot', () => {
  it('/game help and /game dms work there; table commands point to the server channel', async () => {
    w = await startWorld();
    const dm = w.double.dmChannel(w.bo).id;
    const help = await w.run(w.double.slash(w.bo, dm, 'game', sub('help')));
    expect(lastText(help)).toContain('Data Heist');
    const dms = await w.run(w.double.slash(w.bo, dm, 'game', sub('dms', { enabled: false })));
    expect(lastText(dms)).toContain('No more DMs');
    expect((await w.store.getPrefs(w.bo)).dms).toBe(false);
    const status = await w.run(w.double.slash(w.bo, dm, 'game', sub('status')));
    expect(lastText(status)).toContain('server channels');
  });
});

describe('/game new options', () => {
  it('an unknown or repeated option is refused with the valid names, and nothing opens', async () => {
    w = await startWorld();
    const typo = await w.run(
      w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', options: 'roudns=5' })),
    );
    expect(lastText(typo)).toContain('Unknown option roudns; valid: rounds');
    const twice = await w.run(
      w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', options: 'rounds=2, rounds=3' })),
    );
    expect(lastText(twice)).toContain('rounds is given twice');
    answeredPrivately(twice, w.ann);
    expect(w.double.messages(w.channel)).toHaveLength(0);
    expect((await w.bot.tables.load(w.channel)).ok).toBe(false);
  });
});

describe('pings', () => {
  it('/game status and /game log name players but ping nobody', async () => {
    w = await startWorld();
    await startedGame(w);
    const status = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('status')));
    expect(status.original()!.content).toContain(`<@${w.ann}>`);
    const log = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('log')));
    for (const ix of [status, log]) {
      const bodies = ix.responses.filter((r) => r.data && typeof r.data.content === 'string');
      expect(bodies.length).toBeGreaterThan(0);
      for (const r of bodies) expect(r.data.allowed_mentions).toEqual({ users: [] });
    }
  });
});

describe('a damaged record', () => {
  it('says who can clear it, without the stored bytes; the host cannot, Manage Channels can', async () => {
    w = await startWorld();
    await startedGame(w);
    const store = w.store as VersionedTableStore;
    const key = store.keys.table(w.channel);
    const raw = await store.backend.readRaw(key);
    const damaged = '{"value": {"sec' + 'ret-bytes';
    expect(
      await store.backend.writeTable({
        key,
        historyKey: store.keys.history(w.channel),
        expected: { kind: 'raw', raw: raw! },
        next: damaged,
        resetHistory: false,
        historyBytes: 0,
        historyGen: 0,
        append: [],
      }),
    ).toBe(true);
    const status = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('status')));
    expect(lastText(status)).toContain('a member with Manage Channels can clear it with /game abort');
    expect(lastText(status)).not.toMatch(/ret-bytes|JSON|position/);
    answeredPrivately(status, w.ann);
    const host = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('abort')));
    expect(lastText(host)).toContain('host cannot be known');
    await abortGame(w, w.mod);
    expect(latestPublic(w).content).toContain('cleared the damaged game');
  });
});

describe('no unhandled rejections', () => {
  it('when Discord refuses every answer (too late), the failures are caught and logged, none goes unhandled', async () => {
    const unhandled: unknown[] = [];
    const onRejection = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      // The double refuses every first answer: the acknowledgement deadline is 1 ms.
      w = await startWorld({ ackTimeoutMs: 1 });
      const world = w;
      await world.bot.tables.create(world.channel, world.double.guildId, 'heist', { userId: world.ann, name: 'ann' });
      const sent = [
        world.double.slash(world.bo, world.channel, 'game', sub('status')),
        world.double.slash(world.bo, world.channel, 'game', sub('join')),
        world.double.slash(world.ann, world.channel, 'game', sub('new', { game: 'heist' })),
        world.double.slash(world.ann, world.channel, 'game', sub('help')),
        world.double.slash(world.ann, world.channel, 'hand'),
      ];
      // Wait until the bot has tried (and been refused) for each, then until it is done.
      for (let n = 0; n < 200 && new Set(world.double.violations.map((v) => v.route)).size < 1; n++)
        await new Promise((r) => setTimeout(r, 25));
      for (let n = 0; n < 200 && world.double.violations.length < sent.length; n++)
        await new Promise((r) => setTimeout(r, 25));
      await world.bot.settled();
      await new Promise((r) => setTimeout(r, 50));
      expect(world.double.violations.length).toBeGreaterThanOrEqual(sent.length);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      // These refusals were the point of the test.
      w?.double.violations.splice(0);
    }
  });
});

describeOwnRedis('storage unavailable (a redis-server of this test)', () => {
  it('paused: every command and button is acknowledged, then told nothing changed; nothing applies after Redis resumes; play resumes', async () => {
    redis = await RedisServer.start();
    w = await startWorld({ redisUrl: redis.url });
    const world = w;
    await startedGame(world);
    const board = latestPublic(world);
    const prompt = (await world.run(world.double.click(world.ann, board, button(board, 'turn:')))).original()!;
    const elsewhere = world.double.addChannel({ name: 'elsewhere' }).id;
    const before = await record(world);
    const posted = world.double.messages(world.channel).length;

    redis.pause();
    const sent = [
      world.double.slash(world.ann, world.channel, 'heist', sub('pass')),
      world.double.click(world.ann, prompt, customIds(prompt).at(-1)!),
      world.double.click(world.bo, board, button(board, 'turn:')),
      world.double.click(world.cy, board, button(board, 'hand:')),
      world.double.slash(world.ann, world.channel, 'hand'),
      world.double.slash(world.bo, world.channel, 'game', sub('status')),
      world.double.slash(world.bo, world.channel, 'game', sub('log')),
      world.double.slash(world.bo, world.channel, 'game', sub('dms', { enabled: false })),
      world.double.slash(world.mod, world.channel, 'game', sub('abort')),
      world.double.slash(world.cy, world.channel, 'game', sub('join')),
      world.double.slash(world.bo, elsewhere, 'game', sub('new', { game: 'heist' })),
    ];
    const choices = world.double.autocomplete(world.ann, world.channel, 'heist', sub('play', { chip: '' }, 'chip'));
    // Each is acknowledged before Discord's deadline (whenAcknowledged rejects past it) ...
    await Promise.all(sent.map((ix) => ix.whenAcknowledged()));
    // ... and autocomplete, which cannot be deferred, answers with nothing rather than late.
    expect(await choices).toEqual([]);
    await world.bot.settled();
    for (const ix of sent) {
      expect(lastText(ix)).toBe(en(STORE_UNAVAILABLE_MESSAGE));
      answeredPrivately(ix, ix.userId);
    }
    // The public "thinking" replies were removed, not left or filled in public.
    expect(world.double.messages(world.channel)).toHaveLength(posted);
    expect(world.double.messages(elsewhere)).toHaveLength(0);

    redis.resume();
    // This read reaches Redis after everything sent while it was paused: nothing of it applied.
    expect(await record(world)).toEqual(before);
    expect((await world.store.getPrefs(world.bo)).dms).toBe(true);
    const again = await world.run(world.double.slash(world.ann, world.channel, 'heist', sub('pass')));
    expect(lastText(again)).toContain('✅');
    expect((await record(world)).actions).toBe(1);
  });

  it('killed: answered at once that storage is unavailable; after a restart the bot works again', async () => {
    redis = await RedisServer.start();
    w = await startWorld({ redisUrl: redis.url });
    const world = w;
    await startedGame(world);
    await redis.kill();
    const ix = await world.run(world.double.slash(world.ann, world.channel, 'heist', sub('pass')));
    expect(lastText(ix)).toBe(en(STORE_UNAVAILABLE_MESSAGE));
    const status = await world.run(world.double.slash(world.bo, world.channel, 'game', sub('status')));
    expect(lastText(status)).toBe(en(STORE_UNAVAILABLE_MESSAGE));
    await redis.relaunch();
    // The store reconnects with backoff; a fresh server (no persistence) holds no game.
    let opened = '';
    for (let n = 0; n < 60 && !opened.includes('seats open'); n++) {
      const made = await world.run(world.double.slash(world.ann, world.channel, 'game', sub('new', { game: 'heist' })));
      opened = made.original()?.content ?? '';
      if (!opened.includes('seats open')) await new Promise((r) => setTimeout(r, 100));
    }
    expect(opened).toContain('seats open');
  });
});
