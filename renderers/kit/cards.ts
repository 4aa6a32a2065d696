/** Cards: a framed face with a title, an optional big figure, body text, footer and a cost corner. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, inset, sliceTop } from './layout.ts';
import { palette, withAlpha } from './palette.ts';
import { cutCornerPath } from './shapes.ts';
import { drawText } from './text.ts';

export interface CardFace {
  readonly title: string;
  /** Short rules text, wrapped to fit. */
  readonly body?: string;
  /** Shown in the top-left corner badge (cost, value, rank). */
  readonly cost?: string | number;
  /** A large central glyph or number. */
  readonly figure?: string;
  /** One line at the bottom (serial, set, id). */
  readonly footer?: string;
  /** Frame colour; default violet. */
  readonly accent?: string;
}

/** Draws a card filling `box` (portrait boxes around 5:7 look best). */
export function drawCard(ctx: SKRSContext2D, b: Box, card: CardFace): void {
  const accent = card.accent ?? palette.violet;
  const cut = Math.min(b.width, b.height) * 0.1;
  ctx.save();
  cutCornerPath(ctx, b, cut);
  ctx.fillStyle = palette.panelAlt;
  ctx.fill();
  ctx.shadowColor = withAlpha(accent, 0.8);
  ctx.shadowBlur = 12;
  ctx.lineWidth = 3;
  ctx.strokeStyle = accent;
  ctx.stroke();
  ctx.restore();

  const pad = Math.max(8, b.width * 0.07);
  let inner = inset(b, pad);
  const badge = Math.max(44, Math.min(b.width * 0.3, 64));
  if (card.cost !== undefined) {
    // Corner badge: a solid accent diamond-cut square with the cost in dark ink.
    const bb: Box = { x: b.x + pad * 0.6, y: b.y + pad * 0.6, width: badge, height: badge };
    ctx.save();
    cutCornerPath(ctx, bb, badge * 0.22);
    ctx.fillStyle = accent;
    ctx.fill();
    ctx.restore();
    drawText(ctx, String(card.cost), inset(bb, 4), {
      size: badge * 0.62,
      weight: 700,
      color: palette.ink,
      align: 'center',
      maxLines: 1,
    });
  }
  // Title beside the badge.
  const titleLeft = card.cost !== undefined ? b.x + pad * 0.6 + badge + pad * 0.5 : inner.x;
  const titleBox: Box = {
    x: titleLeft,
    y: b.y + pad * 0.6,
    width: inner.x + inner.width - titleLeft,
    height: card.cost !== undefined ? badge : 58,
  };
  drawText(ctx, card.title, titleBox, { size: 26, weight: 700, color: palette.text, maxLines: 2, lineHeight: 1.05 });
  inner = {
    ...inner,
    y: titleBox.y + titleBox.height + pad * 0.5,
    height: inner.y + inner.height - (titleBox.y + titleBox.height + pad * 0.5),
  };

  let footerBox: Box | undefined;
  if (card.footer) {
    const h = 30;
    footerBox = { x: inner.x, y: inner.y + inner.height - h, width: inner.width, height: h };
    inner = { ...inner, height: Math.max(0, inner.height - h - pad * 0.4) };
  }
  if (card.figure) {
    const [fig, rest] = card.body ? sliceTop(inner, inner.height * 0.6, pad * 0.3) : [inner, undefined];
    drawText(ctx, card.figure, fig, {
      size: Math.min(fig.height * 0.9, fig.width * 0.8),
      weight: 700,
      color: accent,
      align: 'center',
      maxLines: 1,
      glow: withAlpha(accent, 0.7),
    });
    if (rest) inner = rest;
  }
  if (card.body && inner.height > 0) {
    drawText(ctx, card.body, inner, {
      size: 22,
      color: palette.textDim,
      align: 'center',
      valign: card.figure ? 'middle' : 'top',
    });
  }
  if (footerBox && card.footer) {
    ctx.save();
    ctx.fillStyle = withAlpha(accent, 0.35);
    ctx.fillRect(footerBox.x, footerBox.y - pad * 0.25, footerBox.width, 2);
    ctx.restore();
    drawText(ctx, card.footer, footerBox, {
      size: 22,
      weight: 600,
      color: palette.textDim,
      align: 'center',
      maxLines: 1,
    });
  }
}
