/** Path builders: seat shapes, rounded and cut-corner rectangles. They build paths; callers fill or stroke. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from './layout.ts';
import type { SeatShape } from './players.ts';

function polygon(ctx: SKRSContext2D, cx: number, cy: number, r: number, sides: number, rotation: number): void {
  for (let i = 0; i < sides; i++) {
    const a = rotation + (i * 2 * Math.PI) / sides;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/**
 * Begins a new path for a seat shape centred on (cx, cy) with "radius" r. Sizes are tuned so
 * every shape looks about as big as a circle of radius r.
 */
export function shapePath(ctx: SKRSContext2D, shape: SeatShape, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  switch (shape) {
    case 'circle':
      ctx.arc(cx, cy, r * 0.95, 0, Math.PI * 2);
      ctx.closePath();
      break;
    case 'square': {
      const h = r * 0.85;
      ctx.rect(cx - h, cy - h, 2 * h, 2 * h);
      break;
    }
    case 'triangle':
      // Centroid on (cx, cy + a little) so the letter sits in the wide part.
      polygon(ctx, cx, cy + r * 0.18, r * 1.22, 3, -Math.PI / 2);
      break;
    case 'diamond':
      polygon(ctx, cx, cy, r * 1.12, 4, -Math.PI / 2);
      break;
    case 'hexagon':
      polygon(ctx, cx, cy, r * 1.0, 6, 0);
      break;
    case 'star': {
      const outer = r * 1.15;
      const inner = outer * 0.56;
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? outer : inner;
        const x = cx + rr * Math.cos(a);
        const y = cy + rr * Math.sin(a);
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.closePath();
      break;
    }
  }
}

/** Where a letter sits inside each shape: a vertical offset and a size factor (of r). */
export function shapeLetterFit(shape: SeatShape): { readonly dy: number; readonly scale: number } {
  switch (shape) {
    case 'triangle':
      return { dy: 0.3, scale: 1.0 };
    case 'star':
      return { dy: 0.1, scale: 0.86 };
    case 'diamond':
      return { dy: 0, scale: 0.95 };
    default:
      return { dy: 0, scale: 1.1 };
  }
}

/** Begins a new rounded-rectangle path. */
export function roundRectPath(ctx: SKRSContext2D, b: Box, radius: number): void {
  const r = Math.max(0, Math.min(radius, b.width / 2, b.height / 2));
  ctx.beginPath();
  ctx.moveTo(b.x + r, b.y);
  ctx.arcTo(b.x + b.width, b.y, b.x + b.width, b.y + b.height, r);
  ctx.arcTo(b.x + b.width, b.y + b.height, b.x, b.y + b.height, r);
  ctx.arcTo(b.x, b.y + b.height, b.x, b.y, r);
  ctx.arcTo(b.x, b.y, b.x + b.width, b.y, r);
  ctx.closePath();
}

/** Begins a new path for a rectangle with its top-left and bottom-right corners cut at 45°: the kit's "tech" frame. */
export function cutCornerPath(ctx: SKRSContext2D, b: Box, cut: number): void {
  const c = Math.max(0, Math.min(cut, b.width / 2, b.height / 2));
  const { x, y, width: w, height: h } = b;
  ctx.beginPath();
  ctx.moveTo(x + c, y);
  ctx.lineTo(x + w, y);
  ctx.lineTo(x + w, y + h - c);
  ctx.lineTo(x + w - c, y + h);
  ctx.lineTo(x, y + h);
  ctx.lineTo(x, y + c);
  ctx.closePath();
}

/** Fills the current path with `fill` (not when null), then outlines it when `line` is given. */
/** Strokes the new path `trace` draws, in `line` (the context's state is restored after). */
export function strokeTrace(
  ctx: SKRSContext2D,
  line: {
    readonly color: string;
    readonly width: number;
    readonly cap?: 'butt' | 'round' | 'square';
    readonly join?: 'bevel' | 'miter' | 'round';
  },
  trace: () => void,
): void {
  ctx.save();
  ctx.strokeStyle = line.color;
  ctx.lineWidth = line.width;
  if (line.cap) ctx.lineCap = line.cap;
  if (line.join) ctx.lineJoin = line.join;
  ctx.beginPath();
  trace();
  ctx.stroke();
  ctx.restore();
}

export function paintPath(
  ctx: SKRSContext2D,
  fill: string | null,
  line?: { readonly color: string; readonly width: number },
): void {
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (line) {
    ctx.lineWidth = line.width;
    ctx.strokeStyle = line.color;
    ctx.stroke();
  }
}

/** A filled circle, outlined when `stroke` is given (a region, a token slot, a badge). */
export function drawDisc(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  r: number,
  fill: string | null,
  stroke?: { color: string; width: number },
): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  paintPath(ctx, fill, stroke);
  ctx.restore();
}
