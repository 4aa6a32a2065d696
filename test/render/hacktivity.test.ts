import { describe, expect, it } from 'vitest';
import { ICON_LOOK, iconWords } from '../../renderers/hacktivity/icons.ts';
import { cardName } from '../../renderers/hacktivity/style.ts';
import { BOARD_HEIGHT, BOARD_WIDTH, HAND_WIDTH, hackRenderer } from '../../renderers/hacktivity.ts';
import { recordText } from '../../renderers/kit/index.ts';
import type { RenderContext } from '../../renderers/types.ts';
import { hacktivity } from '../../src/games/hacktivity/game.ts';
import type { HackState } from '../../src/games/hacktivity/state.ts';
import { en } from '../support/words.ts';
import { saveArtifact } from './artifacts.ts';
import { context, drawing, finished, fresh, midGame } from './hackScenes.ts';
import { expectHandRefused, spectatorBoardFromEverySeat } from './ownViews.ts';
import { pngChecks } from './pngChecks.ts';

const { expectBoard, expectHand } = pngChecks({ width: BOARD_WIDTH, height: BOARD_HEIGHT }, HAND_WIDTH);

const scenes: [string, (n: number) => HackState, (s: HackState) => RenderContext][] = [
  ['setup', (n) => hacktivity.setup(n, { difficult: false, protocol: 'none' }, `plain-${n}`), (s) => context(s)],
  ['fresh', (n) => fresh(n), (s) => context(s)],
  ['draw', drawing, (s) => context(s)],
  ['mid-game', midGame, (s) => context(s)],
  ['game over', finished, (s) => context(s, { outcome: { headline: 'The table lost', team: 'lost', winners: [] } })],
];

describe('Hacktivity renderer', () => {
  for (const [name, make, ctxOf] of scenes) {
    for (const players of [1, 2, 3, 4]) {
      it(`draws the ${name} board and every hand for ${players} player${players === 1 ? '' : 's'}`, async () => {
        const s = make(players);
        const ctx = ctxOf(s);
        const board = await spectatorBoardFromEverySeat(
          hackRenderer,
          (v) => hacktivity.view(s, v),
          s.players,
          ctx,
          (v) => v.me,
        );
        expectBoard(board);
        if (players !== 2 || name !== 'setup')
          await saveArtifact(`hack-${name.replace(' ', '-')}-${players}p-board`, board, 550);
        for (let seat = 0; seat < players; seat++) {
          const hand = await hackRenderer.hand(hacktivity.view(s, seat), { ...ctx, seat });
          expectHand(hand);
          if (name === 'mid-game' && players === 3 && seat === 1) await saveArtifact('hack-mid-game-hand', hand, 550);
        }
      });
    }
  }

  it('draws unknown card ids, a column removed at every position and purple at grey without failing', async () => {
    const s = midGame(4);
    s.p[0]!.top = ['no-such-card'];
    s.blocks[0] = { card: 'no-such-anomaly', nodes: 9, chains: 7, forbidden: false };
    s.removed = [true, true, true, true, true, false];
    s.alert = [null, null, null, null, null, 7];
    s.purple = s.grey + 3;
    s.tension = 99;
    s.p[0]!.hand.push('mystery');
    expectBoard(await hackRenderer.board(hacktivity.view(s, 'spectator'), context(s)));
    expectHand(await hackRenderer.hand(hacktivity.view(s, 0), { ...context(s), seat: 0 }));
  });

  it('prints the Strange Phenomenon in full on the hand (the board has it short, in its static layer)', async () => {
    const s = midGame(3);
    const { texts } = await recordText(() => hackRenderer.hand(hacktivity.view(s, 1), { ...context(s), seat: 1 }));
    const all = texts.map((t) => t.text).join(' ');
    expect(all).toContain('STRANGE PHENOMENON');
    expect(all).toContain('sector 16');
  });

  it("refuses a hand view that is not the seat's own", async () => {
    const s = midGame(3);
    await expectHandRefused(hackRenderer, [hacktivity.view(s, 'spectator'), hacktivity.view(s, 1)], context(s), 0);
  });

  it('captions say what the awaited seats do', () => {
    const s = midGame(3);
    expect(hackRenderer.caption!(hacktivity.view(s, 'spectator'), context(s))).toContain(
      'play a 2nd card or end (1/2)',
    );
    // DrPower's turn held open after its 2 cards, or with an empty hand: a program or End turn.
    s.turn = { seat: s.turn!.seat, played: 2 };
    expect(hackRenderer.caption!(hacktivity.view(s, 'spectator'), context(s))).toContain(
      'run a program or end the turn',
    );
    s.turn = { seat: s.turn.seat, played: 0 };
    s.p[s.turn.seat]!.hand = [];
    expect(hackRenderer.caption!(hacktivity.view(s, 'spectator'), context(s))).toContain(
      'run a program or end the turn',
    );
    const d = drawing(3);
    expect(hackRenderer.caption!(hacktivity.view(d, 'spectator'), context(d))).toContain('draw split');
    const f = finished(3);
    const cap = hackRenderer.caption!(
      hacktivity.view(f, 'spectator'),
      context(f, { outcome: { headline: 'The table lost', team: 'lost', winners: [] } }),
    );
    expect(cap).toContain('The table lost');
    expect(cap).toContain('purple cube reached');
  });

  it("handText lists the seat's own cards with both options and numbers, and nothing for anyone else", () => {
    const s = midGame(3);
    const ctx = context(s);
    const mine = hackRenderer.handText!(hacktivity.view(s, 1), { ...ctx, seat: 1 }).join('\n');
    for (const id of s.p[1]!.hand) expect(mine).toContain(en(cardName(id)));
    expect(mine).toContain('top:');
    expect(mine).toContain('bottom:');
    expect(mine).toMatch(/\d/);
    expect(hackRenderer.handText!(hacktivity.view(s, 0), { ...ctx, seat: 1 })).toEqual([]);
    expect(hackRenderer.handText!(hacktivity.view(s, 'spectator'), { ...ctx, seat: 1 })).toEqual([]);
  });

  it('has a glyph and words for every icon kind, with the numbers', () => {
    for (const look of Object.values(ICON_LOOK)) expect(look.glyph.length).toBeGreaterThan(0);
    expect(en(iconWords({ k: 'destroy', n: 3, anomalyOnly: false }))).toBe('Destroy 3');
    expect(en(iconWords({ k: 'destroy2', n: 3, m: 1 }))).toBe('Destroy 3 and Destroy 1 (two targets)');
    expect(en(iconWords({ k: 'alertDown', n: 1 }))).toBe('Alert down 1');
    expect(en(iconWords({ k: 'chain' }))).toBe('Chain (place a grey cube)');
  });
});
