/**
 * Static layers: the parts of a picture that never change from one render to the next (a game's
 * map, panel frames, legends) are drawn once per thread into a cached canvas, and each picture
 * starts as a copy of it. Copying the pixels at the origin gives exactly what drawing them would,
 * so the images stay byte for byte the same.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { drawingLocale } from './locale.ts';
import { recording } from './record.ts';
import { createSurface, OPAQUE, type Surface, type SurfaceOptions } from './surface.ts';

/** A few layouts at most per game; beyond this many keys the oldest layer is dropped. */
const MAX_LAYERS = 16;
const layers = new Map<string, Canvas>();

/**
 * The layer for `key` (everything the drawing depends on, e.g. the boxes of its layout), drawn by
 * `draw` on a fresh kit surface the first time (and always while a text recording runs) and kept for this thread.
 */
export function staticLayer(
  key: string,
  width: number,
  height: number,
  opts: SurfaceOptions,
  draw: (g: SKRSContext2D) => void,
): Canvas {
  // Fixed labels are words too: a layer is kept per language.
  const full = `${width}x${height}|${JSON.stringify(opts)}|${drawingLocale()}|${key}`;
  // A text recording must see the layer's text too, so it draws the layer again.
  const hit = recording() ? undefined : layers.get(full);
  if (hit) return hit;
  const { canvas, ctx } = createSurface(width, height, opts);
  draw(ctx);
  if (layers.size >= MAX_LAYERS) layers.delete(layers.keys().next().value!);
  layers.set(full, canvas);
  return canvas;
}

/** A fresh opaque surface starting as a copy of `layer` (a static layer of the same size). */
export function surfaceFrom(layer: Canvas): Surface {
  const { width, height } = layer;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false });
  OPAQUE.add(canvas);
  ctx.drawImage(layer, 0, 0);
  return { canvas, ctx, bounds: { x: 0, y: 0, width, height } };
}
