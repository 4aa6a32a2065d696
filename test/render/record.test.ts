import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  createSurface,
  drawText,
  font,
  parseFont,
  recording,
  recordText,
  staticLayer,
  surfaceFrom,
} from '../../renderers/kit/index.ts';

describe('the text recorder', () => {
  it('reads size, weight and family from a ctx.font value', () => {
    expect(parseFont('bold 14.5px "Chakra Petch", "Noto Sans"')).toEqual({
      sizePx: 14.5,
      weight: 700,
      family: '"Chakra Petch", "Noto Sans"',
    });
    expect(parseFont('600 20px "Chakra Petch"')).toEqual({ sizePx: 20, weight: 600, family: '"Chakra Petch"' });
    expect(parseFont('10px sans-serif')).toEqual({ sizePx: 10, weight: 400, family: 'sans-serif' });
  });

  it("records the kit's text, direct fillText and strokeText, with size, family and canvas width", async () => {
    const { texts, result } = await recordText(() => {
      const { ctx } = createSurface(300, 100);
      drawText(ctx, 'FITTED', { x: 0, y: 0, width: 300, height: 50 }, { size: 24, weight: 700 });
      ctx.font = font(12, 600);
      ctx.fillText('direct', 10, 80);
      ctx.strokeText('outline', 10, 90);
      return 42;
    });
    expect(result).toBe(42);
    expect(texts.map((t) => [t.text, t.sizePx, t.weight, t.op, t.canvasWidth, t.canvasHeight])).toEqual([
      ['FITTED', 24, 700, 'fill', 300, 100],
      ['direct', 12, 600, 'fill', 300, 100],
      ['outline', 12, 600, 'stroke', 300, 100],
    ]);
    expect(texts[0]!.family).toMatch(/^"Chakra Petch"/);
  });

  it('counts the transform: text on a scaled context is recorded at its drawn size', async () => {
    const { texts } = await recordText(() => {
      const g = createCanvas(200, 200).getContext('2d');
      g.font = font(10);
      g.scale(0.5, 0.5);
      g.fillText('small', 0, 0);
      g.rotate(Math.PI / 2);
      g.fillText('turned', 0, 0);
    });
    expect(texts.map((t) => t.sizePx)).toEqual([5, 5]);
  });

  it('sees the text of a static layer even when the layer was cached before', async () => {
    const draw = (g: Parameters<Parameters<typeof staticLayer>[4]>[0]) => {
      g.font = font(16);
      g.fillText('LAYER', 10, 20);
    };
    staticLayer('record-test', 120, 40, {}, draw);
    const { texts } = await recordText(() => {
      const { ctx } = surfaceFrom(staticLayer('record-test', 120, 40, {}, draw));
      ctx.font = font(18);
      ctx.fillText('OVER', 10, 30);
    });
    expect(texts.map((t) => t.text)).toEqual(['LAYER', 'OVER']);
  });

  it('restores the context after recording (also after a throw) and refuses two at once', async () => {
    await expect(
      recordText(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(recording()).toBe(false);
    const outer = recordText(async () => {
      await expect(recordText(() => 1)).rejects.toThrow(/already running/);
    });
    await outer;
    const { texts } = await recordText(() => undefined);
    const g = createCanvas(10, 10).getContext('2d');
    g.fillText('unrecorded', 0, 0);
    expect(texts).toEqual([]);
  });
});
