/**
 * Static layers: Virtual Revolution's map base and frames are drawn once per thread and
 * copied under each board, and the boards come out byte for byte as if everything were drawn on
 * one fresh canvas.
 */
import { describe, expect, it } from 'vitest';
import { createSurface, encodePng, staticLayer, surfaceFrom } from '../../renderers/kit/index.ts';
import { drawBoard } from '../../renderers/vr/board.ts';
import { layoutBoard } from '../../renderers/vr/layout.ts';
import { status, vrRenderer } from '../../renderers/vr.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import { context, vrScenes } from './vrScenes.ts';

describe('static layers', () => {
  it('are drawn once per key and reused', () => {
    let draws = 0;
    const draw = () => {
      draws += 1;
    };
    const a = staticLayer('test-layer-a', 64, 32, { grid: 0 }, draw);
    expect(staticLayer('test-layer-a', 64, 32, { grid: 0 }, draw)).toBe(a);
    expect(draws).toBe(1);
    expect(staticLayer('test-layer-b', 64, 32, { grid: 0 }, draw)).not.toBe(a);
    expect(staticLayer('test-layer-a', 64, 32, { grid: 8 }, draw)).not.toBe(a);
    expect(draws).toBe(3);
  });

  it("copy exactly: a surface started from a layer has the layer's pixels", () => {
    const layer = staticLayer('test-layer-copy', 90, 60, {}, (g) => {
      g.fillStyle = '#ff00aa';
      g.beginPath();
      g.arc(40.3, 30.7, 17.2, 0, Math.PI * 2);
      g.fill();
    });
    const copy = surfaceFrom(layer);
    expect(copy.canvas.data().equals(layer.data())).toBe(true);
  });

  it('leave every Virtual Revolution board byte for byte as drawn on one fresh canvas, first render and later ones', async () => {
    for (const { name, state } of vrScenes()) {
      for (const ctx of [context(state), { ...context(state), awaiting: [] }]) {
        const view = vr.view(state, 'spectator');
        const layout = layoutBoard(view, ctx);
        const { canvas, ctx: g } = createSurface(layout.width, layout.height, { grid: 0 });
        drawBoard(g, layout, view, ctx, status(view, ctx));
        const whole = await encodePng(canvas);
        expect((await vrRenderer.board(view, ctx)).equals(whole), name).toBe(true);
        expect((await vrRenderer.board(view, ctx)).equals(whole), `${name}, again`).toBe(true);
      }
    }
    // Every scene's board drawn six times: beyond the default 30 s while other test files share the cores.
  }, 120_000);
});
