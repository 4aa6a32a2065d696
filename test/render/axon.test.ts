import { describe, expect, it } from 'vitest';
import { linkPath } from '../../renderers/axon/city.ts';
import { areaBox } from '../../renderers/axon/layout.ts';
import { axonRenderer, BOARD_HEIGHT, BOARD_WIDTH, HAND_WIDTH } from '../../renderers/axon.ts';
import type { RenderContext } from '../../renderers/types.ts';
import { NEXUS_CITY, SOFTWARE_LIST } from '../../src/games/axon/data/index.ts';
import { axon } from '../../src/games/axon/game.ts';
import type { AxonState } from '../../src/games/axon/state.ts';
import { axonView } from '../../src/games/axon/view.ts';
import { en } from '../support/words.ts';
import { saveArtifact } from './artifacts.ts';
import { context, crowded, finished, midGame, NAMES } from './axonScenes.ts';
import { expectHandOnlyFromOwnView, expectSameBoardFromEverySeat } from './ownViews.ts';
import { pngChecks } from './pngChecks.ts';

const { expectBoard, expectHand } = pngChecks({ width: BOARD_WIDTH, height: BOARD_HEIGHT }, HAND_WIDTH);

const OVER = { outcome: { headline: 'Zero Cool wins', winners: [1] } } as const;
const fresh = (n: number): AxonState => axon.setup(n, { beginner: false, window: 60 }, `fresh-${n}`);

const scenes: [string, (n: number) => AxonState, (s: AxonState) => RenderContext][] = [
  ['setup', fresh, (s) => context(s)],
  ['mid-game', midGame, (s) => context(s)],
  ['crowded', crowded, (s) => context(s)],
  ['game over', finished, (s) => context(s, OVER)],
];

describe('Axon Protocol renderer', () => {
  for (const [name, make, ctxOf] of scenes) {
    for (const players of [2, 6]) {
      it(`draws the ${name} board and every hand for ${players} players`, async () => {
        const s = make(players);
        const ctx = ctxOf(s);
        const spectator = axonView(s, 'spectator');
        expect(spectator.me).toBeNull();
        const board = await axonRenderer.board(spectator, ctx);
        expectBoard(board);
        // The board never reads a hand: every seat's own view draws the spectator's image byte for byte.
        await expectSameBoardFromEverySeat(axonRenderer, (seat) => axonView(s, seat), players, ctx, board);
        if (players === 6) await saveArtifact(`axon-${name.replace(' ', '-')}-board`, board, 550);
        for (let seat = 0; seat < players; seat++) {
          const hand = await axonRenderer.hand(axonView(s, seat), { ...ctx, seat });
          expectHand(hand);
          if (players === 6 && seat === 1 && name === 'crowded') await saveArtifact('axon-crowded-hand', hand, 550);
        }
      });
    }
  }

  it('draws a mid-game board for 3, 4 and 5 players', async () => {
    for (const players of [3, 4, 5]) {
      const s = midGame(players);
      expectBoard(await axonRenderer.board(axonView(s, 'spectator'), context(s)));
    }
  });

  it('draws an Area holding more Characters than fit (a "+N more" cell) and a full Prison', async () => {
    const s = midGame(6);
    for (const id of [...s.charStack]) {
      s.chars.push({
        id,
        area: s.chars.length % 3 ? 13 : 1,
        section: s.chars.length % 2,
        tokens: { augments: 1, drugs: 1, products: 1, scandal: 1, violence: 1 },
        activated: s.chars.length % 4 === 0,
        guarding: false,
      });
    }
    s.charStack = [];
    for (const c of s.chars) if (c.area !== 1) c.section = null;
    expect(s.chars.filter((c) => c.area === 13).length).toBeGreaterThan(12);
    expectBoard(await axonRenderer.board(axonView(s, 'spectator'), context(s)));
  });

  it("the public view carries no card in any hand; the hand picture and text are only the owner's", async () => {
    const s = midGame(4);
    const ctx = context(s);
    const spectator = JSON.stringify(axonView(s, 'spectator'));
    for (const p of s.p) for (const id of p.hand) expect(spectator).not.toContain(`"${id}"`);
    // Seat 1 sees its own cards; seat 2's view of the same table does not carry them.
    const own = axonRenderer.handText!(axonView(s, 1), { ...ctx, seat: 1 }).join('\n');
    for (const id of s.p[1]!.hand) expect(own).toContain(en(SOFTWARE_LIST.find((c) => c.id === id)!.name));
    const theirs = JSON.stringify(axonView(s, 2));
    for (const id of s.p[1]!.hand) expect(theirs).not.toContain(`"${id}"`);
    await expectHandOnlyFromOwnView(axonRenderer, (viewer) => axonView(s, viewer), ctx);
  });

  it('handText lists the Corporation, every card with its type, Random Number and text, the Desktop and the VP', () => {
    const s = midGame(4);
    const lines = axonRenderer.handText!(axonView(s, 1), { ...context(s), seat: 1 });
    const text = lines.join('\n');
    expect(lines[0]).toContain('MEDIA NET');
    expect(text).toContain(`Hand (${s.p[1]!.hand.length})`);
    for (const id of s.p[1]!.hand) {
      const c = SOFTWARE_LIST.find((x) => x.id === id)!;
      expect(text).toContain(`${en(c.name)} (`);
      expect(text).toContain(`Random Number ${c.random}): ${en(c.text)}`);
    }
    expect(text).toContain('Desktop: Cloud Storage');
    expect(text).toMatch(/🏆 -?\d+ VP now/);
  });

  it('captions say what the awaited seats are asked, and the result at the end', () => {
    const s = midGame(3);
    expect(axonRenderer.caption!(axonView(s, 'spectator'), context(s))).toBe(
      'activate a Character, phish, take First Player or reverse · Round 3',
    );
    s.turn = { ...s.turn!, acted: true };
    expect(axonRenderer.caption!(axonView(s, 'spectator'), context(s))).toContain('end the turn');
    const asked: [AxonState['stack'][number], string][] = [
      [{ kind: 'respond', seats: [2], data: { chain: [] } }, 'Counter or pass'],
      [{ kind: 'reward', seats: [2], data: { res: 'drugs' } }, 'reward Resource token'],
      [{ kind: 'handLimit', seats: [2], data: {} }, 'hand limit'],
      [{ kind: 'phish', seats: [2], data: {} }, 'keep 1 of 5'],
    ];
    for (const [p, words] of asked) {
      s.stack = [p];
      expect(axonRenderer.caption!(axonView(s, 'spectator'), context(s))).toContain(words);
    }
    const c = crowded(3);
    expect(axonRenderer.caption!(axonView(c, 'spectator'), context(c))).toBe('choose how the Character acts · Round 6');
    const f = finished(3);
    // The result's {seat:N} marks become names.
    expect(axonRenderer.caption!(axonView(f, 'spectator'), context(f, OVER))).toBe(
      `Zero Cool wins: ${NAMES[1]} wins with 15 VP.`,
    );
  });
});

describe('the city drawing', () => {
  const boxes = NEXUS_CITY.areas.map((a) => ({ a, b: areaBox(a) }));

  it('no two Areas touch and every Area lies inside the city', () => {
    const close: string[] = [];
    for (const p of boxes) {
      expect(p.b.x).toBeGreaterThanOrEqual(8);
      expect(p.b.y).toBeGreaterThanOrEqual(80);
      expect(p.b.x + p.b.width).toBeLessThanOrEqual(1000);
      expect(p.b.y + p.b.height).toBeLessThanOrEqual(992);
      for (const q of boxes) {
        if (q.a.id <= p.a.id) continue;
        const gx = Math.max(p.b.x, q.b.x) - Math.min(p.b.x + p.b.width, q.b.x + q.b.width);
        const gy = Math.max(p.b.y, q.b.y) - Math.min(p.b.y + p.b.height, q.b.y + q.b.height);
        if (gx < 8 && gy < 8) close.push(`${p.a.id}-${q.a.id}`);
      }
    }
    expect(close).toEqual([]);
  });

  // A road drawn across an Area reads as passing through it: streets and freeways go around.
  it('no street or freeway is drawn over an Area it does not join', () => {
    const over: string[] = [];
    for (const l of NEXUS_CITY.links) {
      const pts = linkPath(l);
      for (const { a, b } of boxes) {
        if (a.id === l.a || a.id === l.b) continue;
        let hit = false;
        for (let k = 0; k + 1 < pts.length && !hit; k++) {
          const p = pts[k]!;
          const q = pts[k + 1]!;
          for (let t = 0; t <= 1 && !hit; t += 0.005) {
            const x = p.x + (q.x - p.x) * t;
            const y = p.y + (q.y - p.y) * t;
            hit = x > b.x - 6 && x < b.x + b.width + 6 && y > b.y - 6 && y < b.y + b.height + 6;
          }
        }
        if (hit) over.push(`${l.kind} ${l.a}-${l.b} over ${a.id}`);
      }
    }
    expect(over).toEqual([]);
  });
});
