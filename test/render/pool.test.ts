/**
 * The render pool draws in worker threads exactly what a direct render draws (the bytes, not
 * just the picture), and a renderer's failure in a worker comes back as an ordinary error: the
 * pool goes on, and the player who triggered it gets an answer.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import { defineGame } from '../../src/registry.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { lastText, startWorld, sub, type World } from '../e2e/harness.ts';
import { BROKEN_MESSAGE } from '../fixture/brokenRenderer.ts';
import { fixtureRenderer, heistEntry } from '../fixture/registry.ts';
import { context as heistContext, view as heistView, SCENES } from './scenes.ts';
import { context as vrContext, vrScenes } from './vrScenes.ts';

const vrEntry = GAMES.find((g) => g.game.id === 'vr')!;
const broken = fixtureRenderer('./brokenRenderer.ts', 'brokenRenderer');
const pool = new RenderPool(2);
afterAll(() => pool.close());

describe('the render pool', () => {
  it('draws every Virtual Revolution scene, board and hands, byte for byte as a direct render', async () => {
    for (const { name, state } of vrScenes()) {
      const ctx = vrContext(state);
      const board = vr.view(state, 'spectator');
      const [fromPool, direct] = await Promise.all([
        pool.board(vrEntry.rendererModule, board, ctx),
        vrEntry.renderer.board(board, ctx),
      ]);
      expect(fromPool.equals(direct), `${name} board`).toBe(true);
      const seat = state.players - 1;
      const own = vr.view(state, seat);
      const hand = await pool.hand(vrEntry.rendererModule, own, { ...ctx, seat });
      expect(hand.equals(await vrEntry.renderer.hand(own, { ...ctx, seat })), `${name} hand`).toBe(true);
    }
    // Every scene drawn twice: beyond the default 30 s while other test files share the cores.
  }, 120_000);

  it("draws the fixture game the same way, with a finished game's outcome in the context", async () => {
    for (const make of SCENES) {
      const { name, state } = make();
      const ctx = {
        ...heistContext(state),
        outcome: { headline: 'Nyx wins', winners: [0], results: ['won', 'lost', 'lost'] },
      };
      const direct = await heistEntry.renderer.board(heistView(state, 'spectator'), ctx);
      expect(
        (await pool.board(heistEntry.rendererModule, heistView(state, 'spectator'), ctx)).equals(direct),
        name,
      ).toBe(true);
      const hand = await pool.hand(heistEntry.rendererModule, heistView(state, 0), { ...ctx, seat: 0 });
      expect(
        hand.equals(await heistEntry.renderer.hand(heistView(state, 0), { ...ctx, seat: 0 })),
        `${name} hand`,
      ).toBe(true);
    }
  });

  it("returns a renderer's error as a rejection and keeps drawing afterwards", async () => {
    const state = vrScenes()[0]!.state;
    const ctx = vrContext(state);
    await expect(pool.board(broken, {}, ctx)).rejects.toThrow(BROKEN_MESSAGE);
    await expect(pool.hand(broken, {}, { ...ctx, seat: 0 })).rejects.toThrow(BROKEN_MESSAGE);
    // The renderer's own refusal: a hand asked of another seat's view.
    await expect(pool.hand(vrEntry.rendererModule, vr.view(state, 1), { ...ctx, seat: 0 })).rejects.toThrow(/own view/);
    await expect(pool.board({ url: vrEntry.rendererModule.url, name: 'noSuchRenderer' }, {}, ctx)).rejects.toThrow(
      /no renderer named noSuchRenderer/,
    );
    await expect(
      pool.board(vrEntry.rendererModule, vr.view(state, 'spectator'), { seats: [], awaiting: [-1] }),
    ).rejects.toThrow();
    const board = vr.view(state, 'spectator');
    expect(
      (await pool.board(vrEntry.rendererModule, board, ctx)).equals(await vrEntry.renderer.board(board, ctx)),
    ).toBe(true);
  });

  it('survives a worker that dies while drawing: that image fails, the next ones are drawn', async () => {
    const state = vrScenes()[0]!.state;
    const ctx = vrContext(state);
    await expect(pool.board(fixtureRenderer('./brokenRenderer.ts', 'dyingRenderer'), {}, ctx)).rejects.toThrow();
    const board = vr.view(state, 'spectator');
    const direct = await vrEntry.renderer.board(board, ctx);
    const again = await Promise.all([1, 2, 3].map(() => pool.board(vrEntry.rendererModule, board, ctx)));
    for (const png of again) expect(png.equals(direct)).toBe(true);
  });

  it('refuses a size below one thread', () => {
    expect(() => new RenderPool(0)).toThrow(RangeError);
  });
});

describe('a renderer failing in a worker, through the bot', () => {
  let w: World | undefined;
  afterEach(async () => {
    await w?.close();
    w = undefined;
  });

  it('the player is answered privately, nothing is lost, and the bot goes on', async () => {
    const entry = defineGame({ ...heistEntry, rendererModule: broken });
    w = await startWorld({ games: [entry] });
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('join')));
    const start = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
    expect(lastText(start)).toContain('Something went wrong on my side');
    for (const m of [start.original(), ...start.followups()].filter((x) => x !== undefined))
      expect(m.ephemeralFor).toBe(w.ann);
    // The bot still answers; the game is there for /game status once the board can be drawn.
    const log = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('log')));
    expect(lastText(log)).not.toContain('Something went wrong');
    const t = await w.bot.tables.load(w.channel);
    expect(t.ok && t.value.state !== null).toBe(true);
  });
});
