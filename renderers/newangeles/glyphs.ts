/**
 * Drawn glyphs (no emoji: the render machines may lack an emoji font): the four resources, the
 * district markers, the condition box's states, the exit arrows.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Resource } from '../../src/games/newangeles/data/index.ts';
import {
  type Box,
  drawDisc,
  drawRoundRect,
  drawTextChip,
  font,
  measureText,
  paintPath,
  palette,
  strokeTrace,
} from '../kit/index.ts';
import { MARK, RES_COLOR, TEXT } from './style.ts';

type G = SKRSContext2D;

/** A resource's glyph in dark ink, centred on (cx, cy), about 2r across: bolt, leaf, crate, chip. */
export function resGlyph(g: G, res: Resource, cx: number, cy: number, r: number, color: string = palette.ink): void {
  g.save();
  g.fillStyle = color;
  g.strokeStyle = color;
  g.lineJoin = 'round';
  g.lineCap = 'round';
  g.beginPath();
  switch (res) {
    case 'energy': {
      // A lightning bolt.
      const p = [
        [0.25, -1],
        [-0.55, 0.12],
        [-0.02, 0.12],
        [-0.3, 1],
        [0.58, -0.2],
        [0.04, -0.2],
        [0.3, -1],
      ] as const;
      p.forEach(([x, y], i) => (i ? g.lineTo(cx + x * r, cy + y * r) : g.moveTo(cx + x * r, cy + y * r)));
      g.closePath();
      g.fill();
      break;
    }
    case 'food': {
      // A leaf with its midrib.
      g.moveTo(cx - r * 0.85, cy + r * 0.85);
      g.quadraticCurveTo(cx - r * 0.9, cy - r * 0.8, cx + r * 0.9, cy - r * 0.9);
      g.quadraticCurveTo(cx + r * 0.8, cy + r * 0.85, cx - r * 0.85, cy + r * 0.85);
      g.closePath();
      g.fill();
      g.beginPath();
      g.strokeStyle = RES_COLOR.food;
      g.lineWidth = Math.max(1, r * 0.16);
      g.moveTo(cx - r * 0.6, cy + r * 0.6);
      g.lineTo(cx + r * 0.55, cy - r * 0.55);
      g.stroke();
      break;
    }
    case 'goods': {
      // A crate: a box with a lid line and a cross brace.
      const s = r * 0.85;
      g.lineWidth = Math.max(1.2, r * 0.2);
      g.strokeRect(cx - s, cy - s, 2 * s, 2 * s);
      g.beginPath();
      g.moveTo(cx - s, cy - s * 0.35);
      g.lineTo(cx + s, cy - s * 0.35);
      g.moveTo(cx - s, cy + s);
      g.lineTo(cx + s, cy - s * 0.35);
      g.stroke();
      break;
    }
    case 'tech': {
      // A chip: a square die with pins on every side.
      const s = r * 0.55;
      g.fillRect(cx - s, cy - s, 2 * s, 2 * s);
      g.lineWidth = Math.max(1, r * 0.14);
      for (const k of [-0.5, 0, 0.5]) {
        g.moveTo(cx + k * s * 1.4, cy - s);
        g.lineTo(cx + k * s * 1.4, cy - r * 0.95);
        g.moveTo(cx + k * s * 1.4, cy + s);
        g.lineTo(cx + k * s * 1.4, cy + r * 0.95);
        g.moveTo(cx - s, cy + k * s * 1.4);
        g.lineTo(cx - r * 0.95, cy + k * s * 1.4);
        g.moveTo(cx + s, cy + k * s * 1.4);
        g.lineTo(cx + r * 0.95, cy + k * s * 1.4);
      }
      g.stroke();
      break;
    }
  }
  g.restore();
}

/** A resource chip: its glyph and a number (or letter) in dark ink on its colour; returns its width. */
export function resChip(
  g: G,
  x: number,
  y: number,
  h: number,
  res: Resource,
  label: string,
  opts: { dim?: boolean; measure?: boolean } = {},
): number {
  const size = Math.max(TEXT, h * 0.72);
  const w = Math.ceil(h * 0.95 + measureText(g, label, size, 700) + h * 0.3);
  if (opts.measure) return w;
  g.save();
  if (opts.dim) g.globalAlpha = 0.32;
  drawRoundRect(g, { x, y, width: w, height: h }, Math.min(5, h / 4), RES_COLOR[res], { color: palette.ink, width: 1 });
  resGlyph(g, res, x + h * 0.52, y + h / 2, h * 0.34);
  g.font = font(size, 700);
  g.fillStyle = palette.ink;
  g.textAlign = 'left';
  g.textBaseline = 'middle';
  g.fillText(label, x + h * 0.95, y + h / 2 + 0.5);
  g.restore();
  return w;
}

/** An android: a silver robot head with an antenna and two dark eyes. */
export function drawAndroid(g: G, cx: number, cy: number, r: number): void {
  strokeTrace(g, { color: MARK.android, width: Math.max(1.2, r * 0.14) }, () => {
    g.moveTo(cx, cy - r * 0.55);
    g.lineTo(cx, cy - r * 0.92);
  });
  drawDisc(g, cx, cy - r * 0.95, r * 0.14, MARK.android);
  drawRoundRect(g, { x: cx - r * 0.82, y: cy - r * 0.58, width: r * 1.64, height: r * 1.45 }, r * 0.3, MARK.android, {
    color: palette.ink,
    width: 1.2,
  });
  g.save();
  g.fillStyle = palette.ink;
  g.fillRect(cx - r * 0.5, cy - r * 0.22, r * 0.32, r * 0.32);
  g.fillRect(cx + r * 0.18, cy - r * 0.22, r * 0.32, r * 0.32);
  g.fillRect(cx - r * 0.4, cy + r * 0.4, r * 0.8, r * 0.12);
  g.restore();
}

/** A development: a tower block with lit windows. */
export function drawDevelopment(g: G, cx: number, cy: number, r: number): void {
  const w = r * 1.2;
  const h = r * 1.9;
  g.save();
  g.beginPath();
  g.moveTo(cx - w / 2, cy + h / 2);
  g.lineTo(cx - w / 2, cy - h / 2 + r * 0.35);
  g.lineTo(cx, cy - h / 2);
  g.lineTo(cx + w / 2, cy - h / 2 + r * 0.35);
  g.lineTo(cx + w / 2, cy + h / 2);
  g.closePath();
  paintPath(g, MARK.development, { color: palette.ink, width: 1.2 });
  g.fillStyle = '#1b3a5c';
  for (let row = 0; row < 3; row++) {
    for (const dx of [-0.26, 0.08]) g.fillRect(cx + dx * r, cy - r * 0.35 + row * r * 0.42, r * 0.2, r * 0.24);
  }
  g.restore();
}

/** Illness: a lime virus (a disc with knobbed spikes) with a dark core. */
export function drawIllness(g: G, cx: number, cy: number, r: number): void {
  g.save();
  g.strokeStyle = MARK.illness;
  g.lineWidth = Math.max(1.2, r * 0.16);
  g.beginPath();
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    g.moveTo(cx + Math.cos(a) * r * 0.55, cy + Math.sin(a) * r * 0.55);
    g.lineTo(cx + Math.cos(a) * r * 0.88, cy + Math.sin(a) * r * 0.88);
  }
  g.stroke();
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    drawDisc(g, cx + Math.cos(a) * r * 0.9, cy + Math.sin(a) * r * 0.9, r * 0.14, MARK.illness);
  }
  g.restore();
  drawDisc(g, cx, cy, r * 0.6, MARK.illness, { color: palette.ink, width: 1 });
  drawDisc(g, cx, cy, r * 0.22, palette.ink);
}

/** Human First: a magenta pennant-shaped badge (an enemy unit) with "HF". */
export function drawHumanFirst(g: G, cx: number, cy: number, r: number): void {
  g.save();
  g.beginPath();
  g.moveTo(cx - r * 0.9, cy - r * 0.85);
  g.lineTo(cx + r * 0.9, cy - r * 0.85);
  g.lineTo(cx + r * 0.9, cy + r * 0.45);
  g.lineTo(cx, cy + r * 0.95);
  g.lineTo(cx - r * 0.9, cy + r * 0.45);
  g.closePath();
  paintPath(g, MARK.humanFirst, { color: palette.ink, width: 1.3 });
  g.restore();
}

/** Orgcrime: a black diamond with a white rim (an enemy unit) and "OC". */
export function drawOrgcrime(g: G, cx: number, cy: number, r: number): void {
  g.save();
  g.beginPath();
  g.moveTo(cx, cy - r);
  g.lineTo(cx + r, cy);
  g.lineTo(cx, cy + r);
  g.lineTo(cx - r, cy);
  g.closePath();
  paintPath(g, MARK.orgcrime, { color: palette.highlight, width: Math.max(1.5, r * 0.13) });
  g.restore();
}

/** Prisec: a white police shield, with the count of units when more than one. */
export function drawPrisec(g: G, cx: number, cy: number, r: number, n = 1): void {
  g.save();
  g.beginPath();
  g.moveTo(cx, cy - r);
  g.quadraticCurveTo(cx + r * 0.5, cy - r * 0.7, cx + r * 0.9, cy - r * 0.8);
  g.lineTo(cx + r * 0.85, cy + r * 0.1);
  g.quadraticCurveTo(cx + r * 0.6, cy + r * 0.75, cx, cy + r);
  g.quadraticCurveTo(cx - r * 0.6, cy + r * 0.75, cx - r * 0.85, cy + r * 0.1);
  g.lineTo(cx - r * 0.9, cy - r * 0.8);
  g.quadraticCurveTo(cx - r * 0.5, cy - r * 0.7, cx, cy - r);
  g.closePath();
  paintPath(g, MARK.prisec, { color: '#3d4a73', width: 1.5 });
  g.restore();
  // The count is written beside the shield by the caller (in text of a readable size).
  void n;
}

/** An outage: a black square with a broken (crossed) bolt. */
export function drawOutageMark(g: G, cx: number, cy: number, r: number): void {
  drawRoundRect(g, { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r }, r * 0.2, MARK.outage, {
    color: palette.textDim,
    width: 1.5,
  });
  resGlyph(g, 'energy', cx, cy, r * 0.72, '#8a93ad');
  strokeTrace(g, { color: palette.red, width: Math.max(1.5, r * 0.18), cap: 'round' }, () => {
    g.moveTo(cx - r * 0.7, cy + r * 0.7);
    g.lineTo(cx + r * 0.7, cy - r * 0.7);
  });
}

/** An unrest token: protest (amber, one raised bar) or strike (red, two crossed bars). */
export function drawUnrestMark(g: G, cx: number, cy: number, r: number, stage: 1 | 2): void {
  const color = stage === 1 ? MARK.protest : MARK.strike;
  drawDisc(g, cx, cy, r, color, { color: palette.ink, width: 1.2 });
  g.save();
  g.strokeStyle = palette.ink;
  g.lineWidth = Math.max(1.5, r * 0.2);
  g.lineCap = 'round';
  g.beginPath();
  if (stage === 1) {
    // A raised placard: a post with a sign.
    g.moveTo(cx, cy + r * 0.6);
    g.lineTo(cx, cy - r * 0.1);
    g.stroke();
    g.fillStyle = palette.ink;
    g.fillRect(cx - r * 0.48, cy - r * 0.58, r * 0.96, r * 0.5);
  } else {
    // Crossed tools: work stopped.
    g.moveTo(cx - r * 0.5, cy - r * 0.5);
    g.lineTo(cx + r * 0.5, cy + r * 0.5);
    g.moveTo(cx + r * 0.5, cy - r * 0.5);
    g.lineTo(cx - r * 0.5, cy + r * 0.5);
    g.stroke();
  }
  g.restore();
}

export type MarkerKind = 'android' | 'development' | 'illness' | 'humanFirst' | 'orgcrime' | 'prisec';

/** Draws one district marker centred on (cx, cy) at radius r. */
export function drawMarker(g: G, kind: MarkerKind, cx: number, cy: number, r: number, n = 1): void {
  switch (kind) {
    case 'android':
      return drawAndroid(g, cx, cy, r);
    case 'development':
      return drawDevelopment(g, cx, cy, r);
    case 'illness':
      return drawIllness(g, cx, cy, r);
    case 'humanFirst':
      return drawHumanFirst(g, cx, cy, r);
    case 'orgcrime':
      return drawOrgcrime(g, cx, cy, r);
    case 'prisec':
      return drawPrisec(g, cx, cy, r, n);
  }
}

/** An arrow from a to b (shaft and a filled head at b). */
export function drawArrow(
  g: G,
  a: { x: number; y: number },
  b: { x: number; y: number },
  color: string,
  width: number,
  head: number,
): void {
  const ang = Math.atan2(b.y - a.y, b.x - a.x);
  const bx = b.x - Math.cos(ang) * head * 0.8;
  const by = b.y - Math.sin(ang) * head * 0.8;
  g.save();
  g.lineCap = 'round';
  g.strokeStyle = palette.bg;
  g.lineWidth = width + 4;
  g.beginPath();
  g.moveTo(a.x, a.y);
  g.lineTo(bx, by);
  g.stroke();
  g.strokeStyle = color;
  g.lineWidth = width;
  g.beginPath();
  g.moveTo(a.x, a.y);
  g.lineTo(bx, by);
  g.stroke();
  g.fillStyle = color;
  g.beginPath();
  g.moveTo(b.x, b.y);
  g.lineTo(b.x - Math.cos(ang - 0.45) * head, b.y - Math.sin(ang - 0.45) * head);
  g.lineTo(b.x - Math.cos(ang + 0.45) * head, b.y - Math.sin(ang + 0.45) * head);
  g.closePath();
  g.fill();
  g.restore();
}

/** A labelled chip (dark ink on a fill); returns its width. */
export function chip(
  g: G,
  x: number,
  y: number,
  h: number,
  text: string,
  fill: string,
  ink: string = palette.ink,
  measure = false,
  line?: string,
  min: number = TEXT,
): number {
  const size = Math.max(h * 0.7, min);
  const style = {
    fill,
    ink,
    line: line ?? palette.ink,
    radius: Math.min(5, h / 4),
    size,
    minSize: size,
    padX: h * 0.6,
  };
  return drawTextChip(g, x, y, h, text, style, measure);
}

/** A tick mark (met). */
export function drawTick(g: G, cx: number, cy: number, r: number, color: string): void {
  strokeTrace(g, { color: color, width: Math.max(2, r * 0.3), cap: 'round', join: 'round' }, () => {
    g.moveTo(cx - r * 0.7, cy);
    g.lineTo(cx - r * 0.2, cy + r * 0.55);
    g.lineTo(cx + r * 0.75, cy - r * 0.6);
  });
}

/** Diagonal lines `step` px apart across `b`, in the current stroke (the caller clips to its shape). */
export function hatch(g: G, b: Box, step: number): void {
  g.beginPath();
  for (let k = -b.height; k < b.width; k += step) {
    g.moveTo(b.x + k, b.y + b.height);
    g.lineTo(b.x + k + b.height, b.y);
  }
  g.stroke();
}

/** The emergency action card as a small card back / face: face up (type colour, "E") or face down (dark, hatched). */
export function drawEmergencyCard(g: G, b: Box, up: boolean, accent: string): void {
  if (up) {
    drawRoundRect(g, b, 3, accent, { color: palette.ink, width: 1.2 });
    drawTick(g, b.x + b.width / 2, b.y + b.height / 2, Math.min(b.width, b.height) * 0.32, palette.ink);
    return;
  }
  drawRoundRect(g, b, 3, '#1d2440', { color: palette.textMuted, width: 1.2 });
  g.save();
  g.beginPath();
  g.rect(b.x + 1, b.y + 1, b.width - 2, b.height - 2);
  g.clip();
  g.strokeStyle = palette.textMuted;
  g.lineWidth = 1.2;
  hatch(g, b, 5);
  g.restore();
}
