import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createSurface, encodePng, HAND_WIDTH, PNG_SIGNATURE, pngSize } from '../../renderers/kit/index.ts';
import type { RenderContext } from '../../renderers/types.ts';
import { DISTRICT_KEY } from '../../renderers/vr/hand.ts';
import { layoutBoard } from '../../renderers/vr/layout.ts';
import { BOARD_HEIGHT, BOARD_WIDTH, statusLine, vrRenderer } from '../../renderers/vr.ts';
import { DISTRICT_LIST } from '../../src/games/vr/data/index.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import type { VrState } from '../../src/games/vr/state.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import { en, fr } from '../support/words.ts';
import { saveArtifact } from './artifacts.ts';
import { context, crowded, finished, midGame } from './vrScenes.ts';

/** The board is landscape 16:10 at every stage, so Discord shows it whole about 550 px wide. */
function expectBoard(png: Buffer): void {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.length).toBeLessThan(5 * 1024 * 1024);
  expect(pngSize(png)).toEqual({ width: BOARD_WIDTH, height: BOARD_HEIGHT });
  expect(BOARD_WIDTH / BOARD_HEIGHT).toBeCloseTo(16 / 10, 2);
}

function expectHand(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.length).toBeLessThan(5 * 1024 * 1024);
  const size = pngSize(png)!;
  expect(size.width).toBe(HAND_WIDTH);
  expect(size.height).toBeGreaterThanOrEqual(600);
  // A crowded hand (7 Verses, 3 Agents with their texts) grows tall.
  expect(size.height).toBeLessThanOrEqual(2400);
  return size;
}

/** The board drawn from each seat's own view is byte for byte the spectator's. */
async function expectBoardIgnoresViewer(s: VrState, ctx: RenderContext, spectator: Buffer): Promise<void> {
  for (let seat = 0; seat < s.players; seat++) {
    const own = vr.view(s, seat);
    expect(own.me).toBeDefined();
    expect((await vrRenderer.board(own, ctx)).equals(spectator)).toBe(true);
  }
}

describe('Virtual Revolution renderer', () => {
  for (const players of [2, 3, 4]) {
    it(`draws a fresh ${players}-player board and every hand`, async () => {
      const s = vr.setup(players, {}, `render-setup-${players}`);
      const ctx = context(s);
      const board = await vrRenderer.board(vr.view(s, 'spectator'), ctx);
      expectBoard(board);
      await saveArtifact(`vr-${players}p-setup-board`, board, 550);
      await expectBoardIgnoresViewer(s, ctx, board);
      for (let seat = 0; seat < players; seat++) {
        const hand = await vrRenderer.hand(vr.view(s, seat), { ...ctx, seat });
        expectHand(hand);
        if (seat === 0) await saveArtifact(`vr-${players}p-setup-hand-0`, hand);
      }
    });
  }

  it('draws a busy game in progress, the same from every seat', async () => {
    for (const players of [2, 4]) {
      const s = midGame(players, `render-mid-${players}`);
      const ctx = context(s);
      const board = await vrRenderer.board(vr.view(s, 'spectator'), ctx);
      expectBoard(board);
      await saveArtifact(`vr-${players}p-mid-board`, board, 550);
      await expectBoardIgnoresViewer(s, ctx, board);
      const seat = ctx.awaiting[0] ?? 0;
      const hand = await vrRenderer.hand(vr.view(s, seat), { ...ctx, seat });
      expectHand(hand);
      await saveArtifact(`vr-${players}p-mid-hand`, hand);
    }
  });

  it('adds the score breakdown when the game is over', async () => {
    const s = finished(4, 'render-end-4');
    const ctx = context(s);
    const view = vr.view(s, 'spectator');
    expect(view.scores).not.toBeNull();
    const board = await vrRenderer.board(view, ctx);
    expectBoard(board);
    await saveArtifact('vr-4p-final-board', board, 550);
    // The table takes the place of the offer and the decks, one row per player.
    const layout = layoutBoard(view, ctx);
    expect(layout.scores?.rows.map((r) => r.seat).sort()).toEqual([0, 1, 2, 3]);
    expect(layout.agents).toBeNull();
    expect((await vrRenderer.board({ ...view, scores: null }, ctx)).equals(board)).toBe(false);
    await expectBoardIgnoresViewer(s, ctx, board);
    const hand = await vrRenderer.hand(vr.view(s, 0), { ...ctx, seat: 0 });
    expectHand(hand);
    await saveArtifact('vr-4p-final-hand-0', hand);
  });

  it('draws a crowded late game: full Agent slots, many Verses and Boosts, Titles, markers, a peek', async () => {
    for (const players of [2, 4]) {
      const s = crowded(players);
      const ctx = context(s);
      const board = await vrRenderer.board(vr.view(s, 'spectator'), ctx);
      expectBoard(board);
      await saveArtifact(`vr-${players}p-crowded-board`, board, 550);
      await expectBoardIgnoresViewer(s, ctx, board);
      const hand = await vrRenderer.hand(vr.view(s, 0), { ...ctx, seat: 0 });
      expectHand(hand);
      await saveArtifact(`vr-${players}p-crowded-hand-0`, hand);
    }
  });

  it('draws the crowded late game in French at the same sizes', async () => {
    for (const players of [2, 4]) {
      const s = crowded(players);
      const ctx: RenderContext = { ...context(s), locale: 'fr' };
      const board = await vrRenderer.board(vr.view(s, 'spectator'), ctx);
      expectBoard(board);
      expect(board.equals(await vrRenderer.board(vr.view(s, 'spectator'), { ...ctx, locale: 'en' }))).toBe(false);
      await saveArtifact(`vr-${players}p-crowded-board-fr`, board, 550);
      const hand = await vrRenderer.hand(vr.view(s, 0), { ...ctx, seat: 0 });
      expectHand(hand);
      await saveArtifact(`vr-${players}p-crowded-hand-0-fr`, hand);
    }
  });

  it('never reads `me` for the board, but shows public changes and the awaited seats', async () => {
    const s = midGame(3, 'render-public-3');
    const ctx = context(s);
    const own = vr.view(s, 0);
    const a = await vrRenderer.board(own, ctx);
    const secretsChanged: VrView = { ...own, me: { seat: 0, corruption: [], objectives: [], peek: 'Blackmail' } };
    expect((await vrRenderer.board(secretsChanged, ctx)).equals(a)).toBe(true);
    const { me: _me, ...noMe } = own;
    expect((await vrRenderer.board({ ...noMe, viewer: 'spectator' }, ctx)).equals(a)).toBe(true);
    const richer: VrView = { ...own, p: own.p.map((p, i) => (i === 1 ? { ...p, money: p.money + 1 } : p)) };
    expect((await vrRenderer.board(richer, ctx)).equals(a)).toBe(false);
    const other = ((ctx.awaiting[0] ?? 0) + 1) % s.players;
    expect((await vrRenderer.board(own, { ...ctx, awaiting: [other] })).equals(a)).toBe(false);
  });

  it("draws a hand only from that seat's own view, and shows its secrets", async () => {
    const s = midGame(3, 'render-hand-3');
    const ctx = context(s);
    await expect(vrRenderer.hand(vr.view(s, 'spectator'), { ...ctx, seat: 0 })).rejects.toThrow(/own view/);
    await expect(vrRenderer.hand(vr.view(s, 1), { ...ctx, seat: 0 })).rejects.toThrow(/own view/);
    const own = vr.view(s, 0);
    const me = own.me!;
    const base = await vrRenderer.hand(own, { ...ctx, seat: 0 });
    const withCards: VrView = {
      ...own,
      me: {
        ...me,
        corruption: [
          ...me.corruption,
          { id: 'lose-money-1', text: 'Lose 2 Eurocredits.' },
          { id: 'remove-influence-1', text: 'x' },
        ],
        peek: 'Blackmail',
      },
    };
    const secret = await vrRenderer.hand(withCards, { ...ctx, seat: 0 });
    expectHand(secret);
    expect(secret.equals(base)).toBe(false);
    expect(pngSize(secret)!.height).toBeGreaterThan(pngSize(base)!.height);
    await saveArtifact('vr-hand-with-peek', secret);
  });

  it('says in words what every kind of decision asks', () => {
    // Every decision kind the rules define (defineDecision('kind', ...) in src/games/vr).
    const dir = fileURLToPath(new URL('../../src/games/vr/', import.meta.url));
    const kinds = new Set<string>();
    for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((x) => x.endsWith('.ts'))) {
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/defineDecision\('(\w+)'/g)) kinds.add(m[1]!);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(18);
    const s = vr.setup(3, {}, 'render-status');
    const ctx = context(s);
    for (const kind of kinds) {
      const view: VrView = { ...vr.view(s, 'spectator'), pending: { kind, seats: [1] } };
      const line = statusLine(view, { ...ctx, awaiting: [1] });
      expect(en(line), kind).toMatch(/^Zero Cool \(B\): /);
      expect(en(line), kind).not.toMatch(/: decide$/);
      expect(fr(line), kind).toMatch(/^Zero Cool \(B\) : /);
      expect(fr(line), kind).not.toMatch(/ : décider$/);
    }
  });

  // The key moved from the board to the hand images (issue 21 §3: the board keeps what a turn is decided from).
  it('names every District on the map and keys every code on the hand', () => {
    const s = vr.setup(4, {}, 'render-map');
    const layout = layoutBoard(vr.view(s, 'spectator'), context(s));
    const all = DISTRICT_LIST.map((d) => d.id).sort();
    expect(layout.map.layout.districts.map((d) => d.district).sort()).toEqual(all);
    expect(DISTRICT_KEY.cards.map((c) => c.title.split(' · ')[0]).sort()).toEqual(all);
  });

  it('encodes losslessly: the PNG decodes to the very pixels drawn', async () => {
    const { canvas, ctx } = createSurface(300, 200, { grid: 40 });
    ctx.fillStyle = '#ff4fd8';
    ctx.fillRect(10, 10, 120, 60);
    ctx.fillStyle = 'rgba(41, 230, 255, 0.5)';
    ctx.beginPath();
    ctx.arc(150, 100, 70, 0, Math.PI * 2);
    ctx.fill();
    const png = await encodePng(canvas);
    expect(pngSize(png)).toEqual({ width: 300, height: 200 });
    const back = createCanvas(300, 200);
    const g = back.getContext('2d');
    g.drawImage(await loadImage(png), 0, 0);
    expect(
      Buffer.from(g.getImageData(0, 0, 300, 200).data).equals(Buffer.from(ctx.getImageData(0, 0, 300, 200).data)),
    ).toBe(true);
  });
});
