/** Panels: a filled frame with a neon border and an optional title bar. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, inset, minTextPx, sliceTop } from './layout.ts';
import { palette, withAlpha } from './palette.ts';
import { cutCornerPath, paintPath, roundRectPath } from './shapes.ts';
import { drawText } from './text.ts';

/** A filled rounded rectangle, outlined when `line` is given: tags, chips, legend cells. */
export function drawRoundRect(
  ctx: SKRSContext2D,
  b: Box,
  radius: number,
  fill: string,
  line?: { readonly color: string; readonly width: number },
): void {
  ctx.save();
  roundRectPath(ctx, b, radius);
  paintPath(ctx, fill, line);
  ctx.restore();
}

export interface PanelOptions {
  /** Border and title colour; default cyan. */
  readonly accent?: string;
  /** Title on the top edge. */
  readonly title?: string;
  /** Title size, px; default 24. */
  readonly titleSize?: number;
  readonly fill?: string;
  /** Glow strength (shadow blur px); 0 for a plain border. Default 14. */
  readonly glow?: number;
  /** Size of the cut corners; default 14. */
  readonly cut?: number;
  /** Inner padding; default 14. */
  readonly padding?: number;
}

/** Draws a panel and returns the box left for its content (inside the padding, under the title). */
export function drawPanel(ctx: SKRSContext2D, b: Box, opts: PanelOptions = {}): Box {
  const accent = opts.accent ?? palette.cyan;
  const cut = opts.cut ?? 14;
  const pad = opts.padding ?? 14;
  ctx.save();
  cutCornerPath(ctx, b, cut);
  ctx.fillStyle = opts.fill ?? palette.panel;
  ctx.fill();
  const glow = opts.glow ?? 14;
  if (glow > 0) {
    ctx.shadowColor = withAlpha(accent, 0.85);
    ctx.shadowBlur = glow;
  }
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = accent;
  ctx.stroke();
  ctx.restore();

  let content = inset(b, pad);
  if (opts.title) {
    const size = opts.titleSize ?? 24;
    const [bar, rest] = sliceTop(content, size * 1.3, pad * 0.5);
    drawText(
      ctx,
      opts.title,
      { ...bar, x: bar.x + cut * 0.4, width: bar.width - cut * 0.4 },
      {
        size,
        weight: 700,
        color: accent,
        maxLines: 1,
        minSize: Math.min(size, minTextPx(ctx.canvas.width)),
      },
    );
    ctx.save();
    ctx.fillStyle = withAlpha(accent, 0.35);
    ctx.fillRect(bar.x, bar.y + bar.height + pad * 0.2, bar.width, 2);
    ctx.restore();
    content = rest;
  }
  return content;
}

/** A card's frame in a hand image: a cut-corner tile filled with the panel colour and outlined in `accent`. */
export function drawCardFrame(ctx: SKRSContext2D, b: Box, cut: number, accent: string): void {
  ctx.save();
  cutCornerPath(ctx, b, cut);
  ctx.fillStyle = palette.panelAlt;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = accent;
  ctx.stroke();
  ctx.restore();
}

/** A hand image is drawn only from its own seat's view: anything else is refused (a private picture for the wrong eyes). */
export function assertOwnView(
  view: { readonly viewer: unknown; readonly me?: { readonly seat: number } | null },
  seat: number,
): void {
  if (view.viewer !== seat || !view.me || view.me.seat !== seat) {
    throw new Error(`the hand image needs seat ${seat}'s own view, got the view of ${String(view.viewer)}`);
  }
}
