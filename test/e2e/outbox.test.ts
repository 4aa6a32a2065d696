import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryPoint } from '../../src/discord/outbox.ts';
import type { GameEntry } from '../../src/registry.ts';
import type { HistoryEntry } from '../../src/store/record.ts';
import { type ParleyState, parley } from '../fixture/parley.ts';
import { parleyEntry } from '../fixture/registry.ts';
import { describeRedis } from '../setup/redisTarget.ts';
import { loadTable, openGame, startedGame, startWorld, sub, type World, type WorldOptions } from './harness.ts';

/**
 * Announcements never lost: a move saves the messages it owes with it, and the bot may die at any
 * step of sending them. Here it "dies" (a probe throws, as a crash would cut it short) at a random
 * step of delivery after the save, and is restarted each time; a second run plays the same moves
 * with no crash. Both must leave exactly the same messages in the channel and in every DM.
 */

const POINTS: readonly DeliveryPoint[] = ['saved', 'dm', 'posted', 'delivered'];

class Crash extends Error {}

/** A small deterministic generator (the test's own choices, reproducible run to run). */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

interface Played {
  /** Bot messages as everyone sees them at the end, ids replaced by names. */
  channel: string[];
  dms: Record<string, string[]>;
  crashes: number;
  actions: number;
}

async function play(steps: number, crash: boolean, opts: WorldOptions = {}): Promise<Played> {
  // The moves (the same in both runs) and the crashes have their own generators.
  const rand = lcg(20261130);
  const fate = lcg(8);
  let armed: { point: DeliveryPoint; skip: number } | undefined;
  let crashes = 0;
  const probe = (p: DeliveryPoint) => {
    if (!armed || armed.point !== p) return;
    if (armed.skip-- > 0) return;
    armed = undefined;
    crashes++;
    throw new Crash(`the bot dies at "${p}"`);
  };
  const w: World = await startWorld({
    ...opts,
    probe,
    seed: 'outbox',
    double: { messageRateLimit: { limit: 10_000, windowMs: 1000 } },
  });
  worlds.push(w);
  const names = new Map([
    [w.ann, 'ann'],
    [w.bo, 'bo'],
    [w.cy, 'cy'],
    [w.channel, 'CH'],
  ]);
  // Deadlines count from the (real) time of each move, which differs between the two runs.
  const plain = (text: string) =>
    text.replace(/\d{15,}/g, (id) => names.get(id) ?? '?').replace(/<t:\d+:(\w)>/g, '<t:…:$1>');
  /** The history of the game in play as the driver meant it. */
  let meant: Pick<HistoryEntry, 'seat' | 'action'>[] = [];
  const checkHistory = async () => {
    const history = await w.store.readHistory(w.channel);
    // Every action applied exactly once, in order; none lost, none doubled.
    expect(history.map((h) => ({ seat: h.seat, action: h.action }))).toEqual(meant);
  };
  let actions = 0;
  for (let step = 0; step < steps; step++) {
    let t = await loadTable<unknown>(w).catch(() => undefined);
    if (t?.record.status !== 'playing') {
      if (t) await checkHistory();
      await startedGame(w, 2);
      meant = [];
      t = await loadTable<unknown>(w);
    }
    const game = t.entry.game;
    const commands = t.entry.commands;
    // Every choice a player can make with the game's command (a kind with one choice needs no name).
    const options = game.awaiting(t.state).flatMap((seat) => {
      const legal = game.legalActions(t.state, seat).filter((a) => !a.amount);
      return legal.flatMap((a) => {
        const s = commands.subcommands.find((c) => c.kind === a.kind);
        if (!s || (!s.choice && legal.filter((b) => b.kind === a.kind).length > 1)) return [];
        return [{ seat, a, s }];
      });
    });
    expect(options.length).toBeGreaterThan(0);
    const { seat, a, s } = options[Math.floor(rand() * options.length)]!;
    if (crash && fate() < 0.8)
      armed = { point: POINTS[Math.floor(fate() * POINTS.length)]!, skip: fate() < 0.7 ? 0 : 1 };
    const before = crashes;
    const userId = t.record.seats[seat]!.userId;
    await w.run(
      w.double.slash(userId, w.channel, commands.name, sub(s.name, s.choice ? { [s.choice.name]: a.key } : {})),
    );
    armed = undefined;
    meant.push({ seat, action: a.action });
    actions++;
    const after = await loadTable<unknown>(w);
    expect(after.record.actions).toBe(meant.length);
    if (crashes > before) await w.restart();
  }
  await checkHistory();
  // Nothing is owed any more, and the index of owing channels is empty.
  expect((await loadTable<unknown>(w)).record.outbox ?? []).toEqual([]);
  expect(await w.store.pendingOutboxes()).toEqual([]);
  const text = (m: { content: string }) => plain(m.content);
  return {
    channel: w.double.messages(w.channel).map(text),
    dms: Object.fromEntries([w.ann, w.bo, w.cy].map((u) => [names.get(u)!, w.double.dms(u).map(text)])),
    crashes,
    actions,
  };
}

const worlds: World[] = [];
afterEach(async () => {
  for (const w of worlds.splice(0)) await w.close();
});

async function crashAndCompare(steps: number, opts: WorldOptions = {}): Promise<void> {
  const reference = await play(steps, false, opts);
  const crashed = await play(steps, true, opts);
  expect(crashed.actions).toBe(steps);
  expect(crashed.crashes).toBeGreaterThanOrEqual(steps / 5);
  // Every owed message posted exactly once (edits end the same), in the channel and in every DM.
  expect(crashed.channel).toEqual(reference.channel);
  expect(crashed.dms).toEqual(reference.dms);
  expect(reference.channel.length).toBeGreaterThan(steps / 4);
  expect(Object.values(reference.dms).flat().length).toBeGreaterThan(0);
}

describe('announcements survive a crash after the move is saved (file store)', () => {
  it('100 actions, the bot dying at random steps of delivery and restarted each time', async () => {
    await crashAndCompare(100);
  }, 240_000);
});

describeRedis('announcements survive a crash after the move is saved (Redis)', () => {
  it('40 actions with crashes, restarted each time', async () => {
    await crashAndCompare(40, { redis: true });
  }, 180_000);
});

describe('owed messages and the next interaction', () => {
  it('a table that still owes messages delivers them before answering anything else there', async () => {
    let dieAt: DeliveryPoint | undefined = 'saved';
    const w = await startWorld({
      probe: (p) => {
        if (p !== dieAt) return;
        dieAt = undefined;
        throw new Crash('cut short');
      },
    });
    worlds.push(w);
    await startedGame(w, 2);
    // The bot's own posts (an interaction's public answer, such as /game status, aside).
    const owned = () => w.double.messages(w.channel).filter((m) => !m.interactionId);
    const posts = owned().length;
    const t = await loadTable<unknown>(w);
    const seat = t.entry.game.awaiting(t.state)[0]!;
    const a = t.entry.game.legalActions(t.state, seat).find((x) => x.kind === 'pass' || !x.amount)!;
    const s = t.entry.commands.subcommands.find((c) => c.kind === a.kind)!;
    await w.run(
      w.double.slash(
        t.record.seats[seat]!.userId,
        w.channel,
        t.entry.commands.name,
        sub(s.name, s.choice ? { [s.choice.name]: a.key } : {}),
      ),
    );
    // Saved, and owed: the bot was cut short before posting.
    expect(owned()).toHaveLength(posts);
    expect((await loadTable<unknown>(w)).record.outbox).toHaveLength(1);
    expect(await w.store.pendingOutboxes()).toEqual([w.channel]);
    // Anyone's next interaction at the table (here /game status) first delivers it, once.
    const status = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('status')));
    expect(status.responses.length).toBeGreaterThan(0);
    expect(owned()).toHaveLength(posts + 1);
    expect((await loadTable<unknown>(w)).record.outbox ?? []).toEqual([]);
    expect(await w.store.pendingOutboxes()).toEqual([]);
    await w.restart();
    expect(owned()).toHaveLength(posts + 1);
  });
});

describe('a window to respond, pushed or quiet', () => {
  it("a seat newly free to respond is DMed its buttons only when the game's pushPrompt says so", async () => {
    // Parley's offer opens a window in which bo and cy may counter; this game pushes it to bo only
    // (as a game whose other players may play a card during every turn keeps them quiet).
    const askBo: GameEntry = {
      ...parleyEntry,
      game: { ...parley, pushPrompt: (_s: ParleyState, seat: number) => seat === 1 },
    };
    const w = await startWorld({ games: [askBo] });
    worlds.push(w);
    await openGame(w, [w.ann, w.bo, w.cy], { game: 'parley', options: 'rounds=1' });
    const before = { bo: w.double.dms(w.bo).length, cy: w.double.dms(w.cy).length };
    await w.run(
      w.double.slash(w.ann, w.channel, 'parley', [
        { name: 'offer', type: 1, options: [{ name: 'credits', type: 4, value: 3 }] },
      ]),
    );
    const t = await loadTable<ParleyState>(w);
    expect(parley.mayAct!(t.state)).toEqual([1, 2]);
    // pushPrompt true: the DM with the button to counter.
    const boDms = w.double.dms(w.bo).slice(before.bo);
    expect(boDms).toHaveLength(1);
    expect(boDms[0]!.content).toContain('You may respond now if you wish');
    expect(
      boDms[0]!.components
        .flatMap((r: { components: { custom_id?: string }[] }) => r.components)
        .some((c: { custom_id?: string }) => c.custom_id?.startsWith('act:')),
    ).toBe(true);
    // pushPrompt false: no DM at all (no private news either); cy may still counter from the channel.
    expect(w.double.dms(w.cy)).toHaveLength(before.cy);
    await w.run(w.double.slash(w.cy, w.channel, 'parley', sub('counter')));
    expect((await loadTable<ParleyState>(w)).state.offer).toBeNull();
  });
});
