/**
 * Issue 21 through the Discord double: the latest board is always the last thing in the channel
 * (a turn's message posted anew at the foot when someone posted below it, the old copy shrunk to a
 * link; also after a restart); long public news (an I, Spy Scoring Phase) told whole in a message
 * just above the board, never cut to its last lines; /game log pages back through all of it.
 */
import { describe, expect, it } from 'vitest';
import type { DoubleMessage } from '../../src/double/types.ts';
import { fillSeats, sameJson } from '../../src/engine/play.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import { GAMES } from '../../src/games/index.ts';
import { owedMessages } from '../../src/service/owed.ts';
import { en } from '../support/words.ts';
import {
  button,
  customIds,
  expectNoViolations,
  latestPublic,
  loadTable,
  openGame,
  startWorld,
  sub,
  type World,
  worldPerTest,
} from './harness.ts';
import { entriesOn, pressEntry, startVr, vrEntry, vrState } from './vrTable.ts';

let w: World;
const { keep } = worldPerTest();

/** One step of the awaited player: the first choice of their prompt. */
async function step(player: string): Promise<void> {
  // The newest board (a player's message may be below it).
  const board = w.double.messages(w.channel).findLast((m) => customIds(m).some((id) => id.startsWith('turn:')))!;
  const ix = await w.run(w.double.click(player, board, button(board, 'turn:')));
  const prompt: DoubleMessage = ix.original()!;
  // The first entry, opening its group first when it is one (a two-step pick).
  await pressEntry(w, player, entriesOn(prompt)[0]!);
}

/** Everything a channel message says: its text and its embeds' descriptions. */
const said = (m: DoubleMessage): string =>
  [m.content, ...(m.embeds as { description?: string }[]).map((e) => e.description ?? '')].join('\n');

const turnKey = async () => vrEntry.game.turnKey!((await vrState(w)).state);

describe('the latest board is the last thing in the channel', () => {
  it('a player posting below the turn message: the next step posts it anew at the foot and shrinks the old copy to a link; then edits; also after a restart', async () => {
    w = keep(await startWorld({ games: [vrEntry], seed: 'turn-posts-1' }));
    const users = [w.ann, w.bo];
    await startVr(w, users);
    const player = users[(await vrState(w)).state.turn!.seat]!;
    const other = users.find((u) => u !== player)!;
    const turn = await turnKey();
    await step(player);
    const first = latestPublic(w);
    expect(first.attachments.map((a) => a.filename)).toEqual(['board.png']);

    w.double.say(other, w.channel, 'nice move');
    await step(player);
    expect(await turnKey()).toBe(turn);
    const moved = latestPublic(w);
    expect(moved.id).not.toBe(first.id);
    expect(moved.authorId).toBe(w.double.botUserId);
    expect(moved.attachments.map((a) => a.filename)).toEqual(['board.png']);
    // The old copy: one line linking to the new one, no board, no buttons.
    const old = w.double.message(first.id)!;
    expect(old.content).toMatch(/^⤵️ This turn goes on below: https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+$/);
    expect(old.content).toContain(moved.id);
    expect(old.attachments).toEqual([]);
    expect(old.components).toEqual([]);
    expect((await loadTable(w)).record.turnMessage?.id).toBe(moved.id);

    // Nothing below it now: the turn's next step edits it in place.
    const count = w.double.messages(w.channel).length;
    if ((await vrState(w)).state.turn && (await turnKey()) === turn) {
      await step(player);
      if ((await turnKey()) === turn) {
        expect(w.double.messages(w.channel)).toHaveLength(count);
        expect(latestPublic(w).id).toBe(moved.id);
      }
    }

    // Across a restart: the record and the channel still tell that something is below.
    await w.restart();
    w.double.say(other, w.channel, 'still thinking?');
    const before = latestPublic(w).id;
    const next = (await vrState(w)).state;
    const seat = next.turn?.seat ?? vrEntry.game.awaiting(next)[0]!;
    await step(users[seat]!);
    const last = latestPublic(w);
    expect(last.id).not.toBe(before);
    expect(last.authorId).toBe(w.double.botUserId);
    expect(last.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expectNoViolations(w);
  });
});

const spy = GAMES.find((g) => g.game.id === 'spy')!;

/** A state of a 3-seat I, Spy game just before a move whose public news is longer than one message, and that move. */
function beforeLongNews(): { state: unknown; seat: number; key: string; texts: string[] } {
  for (let k = 0; k < 20; k++) {
    let found: { state: unknown; seat: number; key: string; texts: string[] } | undefined;
    try {
      playRandomGame(spy.game, 3, {}, `long-news-${k}`, {
        onStep: (s) => {
          if (found) throw new Error('found');
          const texts = s.events.filter((e) => e.to === 'public').map((e) => e.text);
          if (texts.reduce((n, t) => n + t.length + 1, 0) < 2300) return;
          const chosen = s.legal.find((a) => sameJson(a.action, s.action))!;
          found = { state: s.before, seat: s.seat, key: chosen.key, texts };
        },
      });
    } catch (err) {
      if (!found) throw err;
    }
    if (found) return found;
  }
  throw new Error('no long news in 20 random games of I, Spy');
}

describe('nothing cut off', () => {
  it('an I, Spy Scoring Phase is told whole just above the board; no public message starts with "…"; /game log pages back through all of it', async () => {
    const long = beforeLongNews();
    w = keep(await startWorld({ games: [spy], seed: 'long-news' }));
    const users = [w.ann, w.bo, w.cy];
    await openGame(w, users, { game: 'spy' });
    // The table jumps to the move before the long news (a state the random game reached).
    await w.store.update(w.channel, (r) => ({ write: r && { ...r, state: long.state }, result: null }));
    const posts = w.double.messages(w.channel).length;
    const moved = await w.bot.tables.act(
      w.channel,
      users[long.seat]!,
      (c) => ({ ok: true, value: c.legal.find((a) => a.key === long.key)! }),
      undefined,
      owedMessages,
    );
    expect(moved.ok).toBe(true);
    // Delivered before /game log answers (the outbox), then the log itself.
    const log = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('log')));

    const names = (await loadTable(w)).record.seats.map((s) => s.name);
    const lines = long.texts.map((t) => fillSeats(en(t), (s) => `**${names[s]}**`));
    const fresh = w.double.messages(w.channel).slice(posts);
    // The news in full, then the board as the last message.
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    const board = fresh.at(-1)!;
    expect(board.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(board.content).toContain('told in full in the message above');
    const news = fresh.slice(0, -1).map(said).join('\n');
    for (const line of lines) expect(news, line).toContain(line);
    for (const m of w.double.messages(w.channel)) {
      expect(m.content.startsWith('…'), m.content.slice(0, 80)).toBe(false);
      expect(m.content.length).toBeLessThanOrEqual(2000);
    }

    // /game log: the newest page first, then Older pages back to the start, each line whole, none lost.
    let page = log.original()!;
    expect(page.ephemeralFor).toBe(w.bo);
    const seen: string[] = [];
    for (let n = 0; ; n++) {
      expect(n).toBeLessThan(20);
      const body = page.content.split('\n').slice(1);
      seen.unshift(...body);
      expect(page.content).toMatch(/history, lines \d+–\d+ of \d+/);
      const older = customIds(page).find((id) => id.startsWith('log:'))!;
      const disabled = (page.components as { components: { custom_id: string; disabled?: boolean }[] }[])[0]!
        .components[0]!.disabled;
      if (disabled) break;
      const ix = await w.run(w.double.click(w.bo, page, older));
      page = w.double.message(page.id)!;
      expect(ix.responses.length).toBeGreaterThan(0);
    }
    for (const line of lines) expect(seen).toContain(line);
    expect(page.content).toMatch(/lines 1–/);
    // And Newer goes forward again.
    const newer = customIds(page).filter((id) => id.startsWith('log:'))[1]!;
    await w.run(w.double.click(w.bo, page, newer));
    expect(w.double.message(page.id)!.content).not.toMatch(/lines 1–/);
    expectNoViolations(w);
  });
});
