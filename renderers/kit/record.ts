/**
 * A text recorder, for tests and measurements: while `recordText` runs, every string drawn on
 * any canvas of this thread (fillText and strokeText, from the kit's text functions and from
 * renderers' own calls alike) is noted with its font and its size on the canvas.
 *
 * It wraps the two methods on the 2D context's prototype for the duration of the call, rather
 * than each context the kit makes, because renderers also draw on canvases of their own; and
 * static layers (layers.ts) are drawn afresh while recording, so text cached in them is seen too.
 * One recording at a time per thread: the hook is global while it lasts.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface DrawnText {
  readonly text: string;
  /** `ctx.font`'s size times the current transform's scale: the glyphs' em size on the canvas, px. */
  readonly sizePx: number;
  readonly weight: number;
  /** The family list of `ctx.font`, as set. */
  readonly family: string;
  readonly canvasWidth: number;
  readonly canvasHeight: number;
  readonly op: 'fill' | 'stroke';
}

type TextMethod = (this: SKRSContext2D, text: string, x: number, y: number, maxWidth?: number) => void;

let active: DrawnText[] | undefined;

/** True while a recording runs (static layers then skip their cache). */
export function recording(): boolean {
  return active !== undefined;
}

const WEIGHTS: Readonly<Record<string, number>> = { normal: 400, bold: 700, lighter: 300, bolder: 700 };

/** Size, weight and family of a `ctx.font` value such as `bold 14.5px "Chakra Petch", "Noto Sans"`. */
export function parseFont(value: string): { sizePx: number; weight: number; family: string } {
  const m = /(?:^|\s)(\d+(?:\.\d+)?)px(?:\/\S+)?\s+(.+)$/.exec(value);
  if (!m) throw new Error(`cannot read the font "${value}"`);
  const before = value.slice(0, m.index).trim().split(/\s+/);
  let weight = 400;
  for (const w of before) {
    if (/^\d+$/.test(w)) weight = Number(w);
    else if (WEIGHTS[w] !== undefined) weight = WEIGHTS[w];
  }
  return { sizePx: Number(m[1]), weight, family: m[2]!.trim() };
}

function note(ctx: SKRSContext2D, text: string, op: DrawnText['op']): void {
  if (!active) return;
  const { sizePx, weight, family } = parseFont(ctx.font);
  // A scaled or rotated context draws glyphs at the font size times the transform's linear scale.
  const t = ctx.getTransform();
  const scale = Math.sqrt(Math.abs(t.a * t.d - t.b * t.c));
  active.push({
    text: String(text),
    sizePx: sizePx * scale,
    weight,
    family,
    canvasWidth: ctx.canvas.width,
    canvasHeight: ctx.canvas.height,
    op,
  });
}

/**
 * Runs `draw` (a renderer's board or hand, say) and returns its result with every string drawn
 * meanwhile, in drawing order. Throws if a recording is already running.
 */
export async function recordText<T>(draw: () => T | Promise<T>): Promise<{ result: T; texts: DrawnText[] }> {
  if (active) throw new Error('a text recording is already running');
  const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as Record<
    'fillText' | 'strokeText',
    TextMethod
  >;
  const fill = proto.fillText;
  const stroke = proto.strokeText;
  const texts: DrawnText[] = [];
  active = texts;
  proto.fillText = function (this: SKRSContext2D, text, x, y, maxWidth) {
    note(this, text, 'fill');
    return maxWidth === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, maxWidth);
  };
  proto.strokeText = function (this: SKRSContext2D, text, x, y, maxWidth) {
    note(this, text, 'stroke');
    return maxWidth === undefined ? stroke.call(this, text, x, y) : stroke.call(this, text, x, y, maxWidth);
  };
  try {
    const result = await draw();
    return { result, texts };
  } finally {
    proto.fillText = fill;
    proto.strokeText = stroke;
    active = undefined;
  }
}
