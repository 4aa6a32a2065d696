/** Small pieces drawn in several places: standees, Resource chips, Activation and Violence tokens, the Shop mark. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Resource } from '../../src/games/axon/data/index.ts';
import {
  type Box,
  drawDisc,
  drawRoundRect,
  drawText,
  font,
  measureText,
  palette,
  roundRectPath,
  strokeTrace,
  withAlpha,
} from '../kit/index.ts';
import { RES_CODE, RES_COLOR } from './style.ts';

/**
 * A filled rounded badge outlined in ink with its label centred in bold ink on one line: an Area's
 * number, a Software card's Random Number, a Resource's letter code.
 */
export function drawBadge(
  g: SKRSContext2D,
  b: Box,
  radius: number,
  fill: string,
  label: string,
  text: { size: number; minSize: number; border: number; lineHeight?: number },
): void {
  drawRoundRect(g, b, radius, fill, { color: palette.ink, width: text.border });
  drawText(g, label, b, {
    size: text.size,
    minSize: text.minSize,
    weight: 700,
    color: palette.ink,
    align: 'center',
    maxLines: 1,
    ...(text.lineHeight === undefined ? {} : { lineHeight: text.lineHeight }),
  });
}

/**
 * A Character standee: a head over a body, upright, or laid on its side once activated. Criminals'
 * standees are red with a dark mask band across the head.
 */
export function drawStandee(
  g: SKRSContext2D,
  cx: number,
  cy: number,
  h: number,
  opts: { down: boolean; criminal: boolean },
): void {
  const color = opts.criminal ? '#ff4545' : '#e8ecf7';
  g.save();
  g.translate(cx, cy);
  if (opts.down) g.rotate(Math.PI / 2);
  if (opts.down) g.globalAlpha = 0.55;
  const r = h * 0.2;
  const bodyW = h * 0.5;
  const bodyH = h * 0.52;
  // Body: a rounded trapezoid from the shoulders down; head above it.
  g.beginPath();
  g.moveTo(-bodyW / 2, h / 2);
  g.lineTo(-bodyW / 2, h / 2 - bodyH + bodyW * 0.3);
  g.quadraticCurveTo(-bodyW / 2, h / 2 - bodyH, 0, h / 2 - bodyH);
  g.quadraticCurveTo(bodyW / 2, h / 2 - bodyH, bodyW / 2, h / 2 - bodyH + bodyW * 0.3);
  g.lineTo(bodyW / 2, h / 2);
  g.closePath();
  g.fillStyle = color;
  g.fill();
  g.lineWidth = 1.2;
  g.strokeStyle = palette.ink;
  g.stroke();
  g.beginPath();
  g.arc(0, -h / 2 + r + 0.5, r, 0, Math.PI * 2);
  g.fill();
  g.stroke();
  if (opts.criminal) {
    g.fillStyle = palette.ink;
    g.fillRect(-r, -h / 2 + r * 0.75, 2 * r, r * 0.55);
  }
  g.restore();
}

/** A Resource chip: the count and the letter code in dark ink on the Resource's colour. Returns its width. */
export function resChip(
  g: SKRSContext2D,
  x: number,
  y: number,
  h: number,
  res: Resource,
  n: number,
  measureOnly = false,
  minSize = 10,
): number {
  const text = `${n}${RES_CODE[res]}`;
  const size = Math.max(minSize, h * 0.78);
  const w = Math.ceil(measureText(g, text, size, 700) + h * 0.45);
  if (measureOnly) return w;
  drawRoundRect(g, { x, y, width: w, height: h }, Math.min(4, h / 3), RES_COLOR[res], { color: palette.ink, width: 1 });
  g.save();
  g.font = font(size, 700);
  g.fillStyle = palette.ink;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, x + w / 2, y + h / 2 + 0.5);
  g.restore();
  return w;
}

/** A Violence token on an Action Box: a red cube with a dark cross (no letter: it would be too small to read). */
export function drawViolence(g: SKRSContext2D, cx: number, cy: number, s: number): void {
  drawRoundRect(g, { x: cx - s / 2, y: cy - s / 2, width: s, height: s }, 3, RES_COLOR.violence, {
    color: palette.ink,
    width: 1.5,
  });
  strokeTrace(g, { color: palette.ink, width: Math.max(1.5, s * 0.14), cap: 'round' }, () => {
    g.moveTo(cx - s * 0.22, cy - s * 0.22);
    g.lineTo(cx + s * 0.22, cy + s * 0.22);
    g.moveTo(cx + s * 0.22, cy - s * 0.22);
    g.lineTo(cx - s * 0.22, cy + s * 0.22);
  });
}

/** An Activation Token: a black disc with a white rim and a tick. */
export function drawActivation(g: SKRSContext2D, cx: number, cy: number, r: number): void {
  drawDisc(g, cx, cy, r, '#050608', { color: palette.highlight, width: Math.max(1.5, r * 0.18) });
  strokeTrace(g, { color: palette.highlight, width: Math.max(1.5, r * 0.22), cap: 'round' }, () => {
    g.moveTo(cx - r * 0.45, cy + r * 0.02);
    g.lineTo(cx - r * 0.1, cy + r * 0.38);
    g.lineTo(cx + r * 0.5, cy - r * 0.35);
  });
}

/** The Shop mark: a small amber bag with a coin on it (no $: it would be too small to read). */
export function drawShop(g: SKRSContext2D, cx: number, cy: number, r: number): void {
  strokeTrace(g, { color: palette.amber, width: Math.max(1.5, r * 0.18) }, () => {
    g.arc(cx, cy - r * 0.55, r * 0.38, Math.PI, 0);
  });
  drawRoundRect(g, { x: cx - r * 0.8, y: cy - r * 0.55, width: r * 1.6, height: r * 1.45 }, r * 0.25, palette.amber, {
    color: palette.ink,
    width: 1,
  });
  drawDisc(g, cx, cy + r * 0.18, r * 0.38, palette.ink);
}

/** A soft glowing ring around something acting now. */
export function ring(g: SKRSContext2D, b: Box, color: string = palette.highlight, radius = 6): void {
  g.save();
  g.shadowColor = withAlpha(color, 0.9);
  g.shadowBlur = 12;
  g.lineWidth = 3;
  g.strokeStyle = color;
  roundRectPath(g, b, radius);
  g.stroke();
  g.restore();
}
