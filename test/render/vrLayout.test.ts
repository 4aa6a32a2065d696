/**
 * The board's layout, checked as rectangles for every stage of the game: every panel, chip, tag and
 * label lies on the canvas and inside the box it belongs to, and no two that share a box cover each
 * other (the current player's Necro markers once hid under the TO PLAY tag).
 */
import { describe, expect, it } from 'vitest';
import { drawIn } from '../../renderers/kit/index.ts';
import type { RenderContext } from '../../renderers/types.ts';
import { BOARD_HEIGHT, BOARD_WIDTH, type BoardLayout, layoutBoard } from '../../renderers/vr/layout.ts';
import type { Rect } from '../../renderers/vr/rects.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import { en } from '../support/words.ts';
import { context, crowded, NAMES, vrScenes } from './vrScenes.ts';

/** Rounding slack, px: boxes that merely touch are fine. */
const EPS = 0.01;

function inside(a: Rect, b: { x: number; y: number; width: number; height: number }): boolean {
  return (
    a.x >= b.x - EPS &&
    a.y >= b.y - EPS &&
    a.x + a.width <= b.x + b.width + EPS &&
    a.y + a.height <= b.y + b.height + EPS
  );
}

function overlap(a: Rect, b: Rect): boolean {
  return (
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > EPS &&
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > EPS
  );
}

/** Every broken rule, in words (empty when the layout is sound). */
function problems(layout: BoardLayout): string[] {
  const out: string[] = [];
  const byName = new Map<string, Rect>();
  for (const r of layout.rects) {
    if (byName.has(r.name)) out.push(`${r.name} named twice`);
    byName.set(r.name, r);
  }
  const canvas = { x: 0, y: 0, width: layout.width, height: layout.height };
  for (const r of layout.rects) {
    if (!(r.width >= 0 && r.height >= 0)) out.push(`${r.name} has a negative size`);
    if (!inside(r, canvas)) out.push(`${r.name} leaves the canvas`);
    if (r.parent === 'canvas') continue;
    const parent = byName.get(r.parent);
    if (!parent) out.push(`${r.name}: no parent ${r.parent}`);
    else if (!inside(r, parent)) out.push(`${r.name} leaves ${r.parent}`);
  }
  const siblings = new Map<string, Rect[]>();
  for (const r of layout.rects) siblings.set(r.parent, [...(siblings.get(r.parent) ?? []), r]);
  for (const list of siblings.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        // Empty boxes (nothing to draw) cover nothing.
        if (list[i]!.width <= EPS || list[j]!.width <= EPS) continue;
        if (overlap(list[i]!, list[j]!)) out.push(`${list[i]!.name} overlaps ${list[j]!.name}`);
      }
    }
  }
  return out;
}

/** Variants of a view that stress the layout: everybody awaited (DECIDE tags), one awaited, nobody. */
function contexts(view: VrView, ctx: RenderContext): RenderContext[] {
  const all = view.p.map((_p, i) => i);
  return [ctx, { ...ctx, awaiting: all }, { ...ctx, awaiting: [] }];
}

describe('Virtual Revolution board layout', () => {
  it('is landscape 16:10', () => {
    expect(BOARD_WIDTH / BOARD_HEIGHT).toBeCloseTo(1.6, 2);
  });

  for (const scene of vrScenes()) {
    it(`keeps every box on the canvas, inside its panel and clear of its neighbours: ${scene.name}`, () => {
      const view = vr.view(scene.state, 'spectator');
      for (const ctx of contexts(view, context(scene.state))) {
        const layout = layoutBoard(view, ctx);
        expect(layout.rects.length).toBeGreaterThan(100);
        expect(problems(layout), `${scene.name} awaiting ${ctx.awaiting.join(',')}`).toEqual([]);
        // Every player has a strip, its tag where the table waits for it.
        expect(layout.strips.map((s) => s.seat)).toEqual(view.p.map((_p, i) => i));
        for (const s of layout.strips)
          expect(s.tag !== null).toBe(
            ctx.awaiting.includes(s.seat) || (view.over && en(s.tag?.text ?? '') === 'WINNER'),
          );
      }
    });
  }

  it("shows every Title and Necro marker of a crowded game as a chip, the awaited player's too", () => {
    for (const players of [2, 3, 4]) {
      const s = crowded(players);
      const view = vr.view(s, 'spectator');
      const layout = layoutBoard(view, context(s));
      const awaited = layout.strips.find((x) => en(x.tag?.text ?? '') === 'TO PLAY');
      expect(awaited?.seat).toBe(0);
      for (const strip of layout.strips) {
        const p = view.p[strip.seat]!;
        expect(
          strip.marks.chips.filter((c) => c.kind === 'necro').map((c) => c.text).length,
          `seat ${strip.seat}`,
        ).toBe(p.modifiers.length);
        expect(strip.marks.chips.filter((c) => c.kind === 'title').length).toBe(p.titles.length);
        expect(strip.marks.chips.some((c) => c.kind === 'more')).toBe(false);
      }
      expect(view.p[0]!.modifiers.length).toBe(3);
    }
  });

  // French words are longer: the same boxes hold them.
  for (const scene of vrScenes()) {
    it(`keeps every box inside its panel and clear of its neighbours in French: ${scene.name}`, () => {
      const view = vr.view(scene.state, 'spectator');
      for (const ctx of contexts(view, { ...context(scene.state), locale: 'fr' })) {
        const layout = drawIn('fr', () => layoutBoard(view, ctx));
        expect(problems(layout), `${scene.name} awaiting ${ctx.awaiting.join(',')}`).toEqual([]);
      }
    });
  }

  it('keeps the long names and a full Agent row inside their strips', () => {
    const s = crowded(4);
    const view = vr.view(s, 'spectator');
    const long: RenderContext = { seats: NAMES.map((n) => ({ name: `${n} ${n}` })), awaiting: [0, 1, 2, 3] };
    expect(problems(layoutBoard(view, long))).toEqual([]);
  });

  it('finds the overlap it is meant to catch', () => {
    const s = crowded(4);
    const layout = layoutBoard(vr.view(s, 'spectator'), context(s));
    const tag = layout.rects.find((r) => r.name === 'strip0.tag')!;
    // A chip moved under the tag, as the old board drew the current player's last Necro marker.
    const hidden: Rect = { ...tag, name: 'strip0.chipUnderTag' };
    expect(problems({ ...layout, rects: [...layout.rects, hidden] })).toContain(
      'strip0.tag overlaps strip0.chipUnderTag',
    );
    const outside: Rect = { ...tag, name: 'strip0.off', x: BOARD_WIDTH - 10 };
    expect(
      problems({ ...layout, rects: [...layout.rects, outside] }).some((p) => p.startsWith('strip0.off leaves')),
    ).toBe(true);
  });
});
