import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { MAP_BOX } from '../../renderers/ispy/layout.ts';
import { capitalBox, MAP_TEXT, regionPoint, spyLabelAt } from '../../renderers/ispy/map.ts';
import { shortPolitician } from '../../renderers/ispy/panel.ts';
import { outcomeWords } from '../../renderers/ispy/seats.ts';
import { BOARD_HEIGHT, BOARD_WIDTH, HAND_WIDTH, ispyRenderer } from '../../renderers/ispy.ts';
import { measureText, recordText } from '../../renderers/kit/index.ts';
import type { RenderContext } from '../../renderers/types.ts';
import { CAPITALS, MAP, NATION_NAMES, POLITICIANS } from '../../src/games/ispy/data/index.ts';
import { ispy } from '../../src/games/ispy/game.ts';
import type { IspyState } from '../../src/games/ispy/state.ts';
import { en } from '../support/words.ts';
import { saveArtifact } from './artifacts.ts';
import { context, finished, fresh, midGame } from './ispyScenes.ts';
import { expectHandRefused, spectatorBoardFromEverySeat } from './ownViews.ts';
import { pngChecks } from './pngChecks.ts';

const { expectBoard, expectHand } = pngChecks({ width: BOARD_WIDTH, height: BOARD_HEIGHT }, HAND_WIDTH);

const scenes: [string, (n: number) => IspyState, (s: IspyState) => RenderContext][] = [
  ['setup', (n) => ispy.setup(n, { special: false, finalReport: false }, `plain-${n}`), (s) => context(s)],
  ['fresh', (n) => fresh(n), (s) => context(s)],
  ['mid-game', midGame, (s) => context(s)],
  ['game over', finished, (s) => context(s, { outcome: { headline: 'Mata Hari wins', winners: [0] } })],
];

describe('I, Spy renderer', () => {
  for (const [name, make, ctxOf] of scenes) {
    for (const players of [2, 3, 4]) {
      it(`draws the ${name} board and every hand for ${players} players`, async () => {
        const s = make(players);
        const ctx = ctxOf(s);
        const board = await spectatorBoardFromEverySeat(
          ispyRenderer,
          (v) => ispy.view(s, v),
          s.players,
          ctx,
          (v) => v.me,
        );
        expectBoard(board);
        if (players === 4) await saveArtifact(`ispy-${name.replace(' ', '-')}-board`, board, 550);
        for (let seat = 0; seat < players; seat++) {
          const hand = await ispyRenderer.hand(ispy.view(s, seat), { ...ctx, seat });
          expectHand(hand);
        }
      });
    }
  }

  it('draws a spy on a Start Region in every stage of a turn and with a pending decision', async () => {
    const s = midGame(3);
    for (const stage of ['deploy', 'flee', 'main'] as const) {
      s.turn = { ...s.turn!, stage };
      expectBoard(await ispyRenderer.board(ispy.view(s, 'spectator'), context(s)));
    }
    s.stack = [{ kind: 'relocate', seats: [2], data: { seat: 0, from: 'frankfurt' } }];
    const view = ispy.view(s, 'spectator');
    expect(view.pending?.kind).toBe('relocate');
    expectBoard(await ispyRenderer.board(view, context(s, { awaiting: [2] })));
    expect(ispyRenderer.caption!(view, context(s, { awaiting: [2] }))).toBe('relocate a bumped spy');
  });

  it('draws the revealed Politicians on the public board, phase by phase, and the alt text names them (issue 21)', async () => {
    const s = finished(3);
    const view = ispy.view(s, 'spectator');
    const named = view.revealed.map((r) => en(r.name));
    expect(named).toHaveLength(14);
    const { texts } = await recordText(() => ispyRenderer.board(view, context(s)));
    const drawn = texts.map((t) => t.text).join('\n');
    for (const n of named) expect(drawn, n).toContain(shortPolitician(n));
    // The Scandalized tile stays face down: named nowhere.
    const hidden = en(POLITICIANS[s.politicianDiscard.find((d) => !d.revealed)!.id]!.name);
    if (!named.includes(hidden)) expect(drawn).not.toContain(shortPolitician(hidden));
    const words = ispy.describe!(view, 'spectator').full.map(en).join('\n');
    for (const n of named) expect(words).toContain(n);
    expect(words).toContain('Phase 5: ');
    // A phase's revealed names stay whole ("San Giuliano" never split over two lines).
    expect(shortPolitician('Antonino di San Giuliano')).toBe('San Giuliano');
    expect(shortPolitician('Wilhelm II')).toBe('Wilhelm II');
    expect(shortPolitician('Alfred von Tirpitz')).toBe('Tirpitz');
  });

  it("refuses a hand view that is not the seat's own", async () => {
    const s = midGame(3);
    await expectHandRefused(ispyRenderer, [ispy.view(s, 'spectator'), ispy.view(s, 1)], context(s), 0);
  });

  it('captions say what the awaited seats do', () => {
    const s = midGame(3);
    const caption = ispyRenderer.caption!(ispy.view(s, 'spectator'), context(s));
    expect(caption).toContain('cards 1/2');
    expect(caption).toContain('2 Tickets');
    s.turn = { ...s.turn!, stage: 'deploy' };
    expect(ispyRenderer.caption!(ispy.view(s, 'spectator'), context(s))).toBe('deploy on a Start Region');
    const f = finished(3);
    expect(
      ispyRenderer.caption!(
        ispy.view(f, 'spectator'),
        context(f, { outcome: { headline: 'Mata Hari wins', winners: [0] } }),
      ),
    ).toBe('Mata Hari wins');
  });

  it('the final header names the seats, never a {seat:N} placeholder (issue 21 §5)', () => {
    const f = finished(3);
    // The lines as the rules write them (src/games/ispy/endGame.ts).
    f.result = { ...f.result!, lines: ['{seat:0} worked for Britain: 5 Power, 3 Influence.', 'Winner: {seat:0}.'] };
    const ctx = context(f, { outcome: { headline: 'Mata Hari wins', winners: [0] } });
    const words = outcomeWords(ispy.view(f, 'spectator'), ctx);
    expect(words).toContain('worked for');
    expect(words).toMatch(/Winners?: /);
    expect(words).not.toContain('{seat:');
    expect(words).toContain(ctx.seats[0]!.name);
  });

  it('handText gives the Alignment, the hand with Influence, known Politicians and the stack in a Capital', () => {
    const s = midGame(3);
    const ctx = context(s);
    const lines = ispyRenderer.handText!(ispy.view(s, 1), { ...ctx, seat: 1 });
    const text = lines.join('\n');
    expect(text).toContain(NATION_NAMES[s.spies[1]!.alignment]);
    expect(text).toContain('Evade (+2 Britain)');
    expect(text).toContain('Records: Overnight Line');
    expect(text).toContain('Ferdinand Foch');
    expect(text).toContain('Berlin Asset stack (4)');
    // Seat 0 stands in Munich: no stack, and only the Politicians it has tokens on.
    const zero = ispyRenderer.handText!(ispy.view(s, 0), { ...ctx, seat: 0 }).join('\n');
    expect(zero).not.toContain('Asset stack');
    expect(zero).toContain(NATION_NAMES[s.spies[0]!.alignment]);
    // Another seat's view or the spectator's gives nothing.
    expect(ispyRenderer.handText!(ispy.view(s, 0), { ...ctx, seat: 1 })).toEqual([]);
    expect(ispyRenderer.handText!(ispy.view(s, 'spectator'), { ...ctx, seat: 1 })).toEqual([]);
  });
});

describe('the map drawing', () => {
  // Played on the table: Leipzig-Munich was drawn straight through Nuremberg, so a player read it
  // as two routes via Nuremberg. No route may pass over a Region it does not join.
  it('no route is drawn over a Region it does not join', () => {
    const near: string[] = [];
    for (const rt of MAP.routes) {
      const a = regionPoint(rt.a);
      const b = regionPoint(rt.b);
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      for (const r of MAP.regions) {
        if (r.id === rt.a || r.id === rt.b || r.kind === 'capital') continue;
        const p = regionPoint(r.id);
        const t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy);
        if (t > 0 && t < 1 && Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y) < 18)
          near.push(`${rt.a}-${rt.b} over ${r.id}`);
      }
    }
    expect(near).toEqual([]);
  });

  // Only the Regions with a spy are named (at 8 px at 550); the name must not cover a Capital's
  // box (its title) nor run off the map.
  it('the name of a Region a spy stands on covers no Capital and stays on the map', () => {
    const g = createCanvas(8, 8).getContext('2d');
    const bad: string[] = [];
    for (const r of MAP.regions) {
      if (r.kind === 'capital') continue;
      const at = spyLabelAt(r.id);
      const w = measureText(g, r.name, MAP_TEXT, 700) + 6;
      const l = { x: at.x - w / 2, y: at.y - 12, width: w, height: 24 };
      for (const c of CAPITALS) {
        const b = capitalBox(c);
        if (l.x < b.x + b.width && b.x < l.x + l.width && l.y < b.y + b.height && b.y < l.y + l.height)
          bad.push(`${r.id} over ${c}`);
      }
      if (
        l.x < MAP_BOX.x ||
        l.x + l.width > MAP_BOX.x + MAP_BOX.width ||
        l.y < MAP_BOX.y ||
        l.y + l.height > MAP_BOX.y + MAP_BOX.height
      )
        bad.push(`${r.id} off the map`);
    }
    expect(bad).toEqual([]);
  });
});
