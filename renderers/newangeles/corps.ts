/**
 * One row per corporation, in seat (turn) order: the seat's token and name, the corporation in its
 * colour, its capital in big figures, its hand count, its emergency action face up or down,
 * whether it has invested, and its assets (ready, or exhausted: dark and struck through).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { corpOf } from '../../src/games/newangeles/data/index.ts';
import type { AssetView, CorpView, NaView } from '../../src/games/newangeles/view.ts';
import {
  type Box,
  drawDisc,
  drawPanel,
  drawRoundRect,
  drawSeatRow,
  drawText,
  measureText,
  palette,
  strokeTrace,
  type TurnStatus,
  withAlpha,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { chip, drawEmergencyCard, drawTick } from './glyphs.ts';
import { CORP_ROW_GAP, CORPS_HEAD, corpRowHeight, sideBoxes } from './layout.ts';
import { r as words } from './messages.ts';
import { assetShort, corpInk, TEXT, TYPE_COLOR } from './style.ts';

type G = SKRSContext2D;
const LEFT_W = 262;
const CAP_W = 96;
const T = { size: TEXT, minSize: TEXT } as const;

function rowBoxes(box: Box, n: number): Box[] {
  const top = box.y + CORPS_HEAD;
  const h = corpRowHeight(n);
  return Array.from({ length: n }, (_v, i) => ({
    x: box.x + 10,
    y: top + i * (h + CORP_ROW_GAP),
    width: box.width - 20,
    height: h,
  }));
}

/** An asset chip: its short name; exhausted ones dark and struck through. Returns its width. */
function assetChip(g: G, x: number, y: number, h: number, a: AssetView, maxW: number, measure = false): number {
  const name = assetShort(a.name);
  const w = Math.min(maxW, Math.ceil(measureText(g, name, TEXT, 700) + 12));
  if (measure) return w;
  const b: Box = { x, y, width: w, height: h };
  drawRoundRect(g, b, 4, a.exhausted ? '#1b2036' : '#dfe6f5', {
    color: a.exhausted ? palette.textMuted : palette.ink,
    width: 1,
  });
  drawText(
    g,
    name,
    { x: x + 5, y, width: w - 8, height: h },
    { ...T, weight: 700, color: a.exhausted ? palette.textMuted : palette.ink, maxLines: 1 },
  );
  if (a.exhausted) {
    strokeTrace(g, { color: palette.textDim, width: 2 }, () => {
      g.moveTo(x + 3, y + h / 2);
      g.lineTo(x + w - 3, y + h / 2);
    });
  }
  return w;
}

/** A card back with a count beside it: the hand size. Returns the width used. */
function handCount(g: G, x: number, y: number, h: number, n: number): number {
  const card: Box = { x: x + 2, y: y + 1, width: Math.round(h * 0.7), height: h - 2 };
  drawRoundRect(g, { ...card, x: card.x + 4, y: card.y - 1 }, 3, '#2a2f55', { color: palette.violet, width: 1.2 });
  drawRoundRect(g, card, 3, palette.violet, { color: palette.ink, width: 1.2 });
  const used = drawText(
    g,
    String(n),
    { x: card.x + card.width + 8, y, width: 40, height: h },
    { ...T, weight: 700, color: palette.text, maxLines: 1 },
  );
  return card.width + 8 + used.width + 4;
}

function drawRow(g: G, view: NaView, ctx: RenderContext, st: TurnStatus, c: CorpView, b: Box): void {
  const seat = c.seat as Seat;
  const now = st.seats.includes(seat);
  const active = view.active === seat && !view.result;
  const won = view.result?.winners.includes(seat) ?? ctx.outcome?.winners.includes(seat) ?? false;
  const line = active ? { color: palette.highlight, width: 3 } : { color: palette.line, width: 1.5 };
  const h = b.height;
  const tr = 17;
  const left = b.x + 22 + 2 * tr;
  const textW = LEFT_W - (left - b.x);
  const half = (h - 4) / 2;
  drawSeatRow(g, ctx, b, seat, {
    awaited: now,
    tint: 0.14,
    line,
    // The corporation's colour: a strip down the left edge.
    under: (g, row) => drawRoundRect(g, { x: row.x + 3, y: row.y + 3, width: 7, height: row.height - 6 }, 3, c.color),
    token: { x: 16 + tr, r: tr, glow: now, letter: false },
    name: {
      box: { x: left, y: b.y + 2, width: textW, height: half },
      ...T,
      color: won ? palette.amber : undefined,
      star: won,
    },
  });
  drawText(
    g,
    c.name,
    { x: left, y: b.y + 2 + half, width: textW, height: half },
    { ...T, weight: 700, color: corpInk(c.color), maxLines: 1 },
  );

  // Capital, big, on the right.
  const capBox: Box = { x: b.x + b.width - CAP_W - 4, y: b.y + 4, width: CAP_W, height: h - 8 };
  drawRoundRect(g, capBox, 6, palette.bg, { color: won ? palette.amber : withAlpha(c.color, 0.9), width: 2 });
  drawText(
    g,
    String(c.capital),
    { x: capBox.x + 2, y: capBox.y, width: capBox.width - 4, height: capBox.height },
    { size: 42, minSize: 28, weight: 700, color: won ? palette.amber : palette.text, align: 'center', maxLines: 1 },
  );

  // Middle, line 1: the hand (a card and a count), the emergency action (face up: its type's
  // colour and a tick; face down: hatched), the investment (a lime tick), the rival card at the end.
  const mid = b.x + LEFT_W + 6;
  const right = capBox.x - 6;
  const ch = half - 2;
  const y1 = b.y + 3;
  let x = mid;
  x += handCount(g, x, y1, ch, c.hand) + 6;
  const em: Box = { x, y: y1 + 1, width: Math.round(ch * 0.7), height: ch - 2 };
  drawEmergencyCard(g, em, c.emergencyUp, TYPE_COLOR[c.emergency.type]);
  x += em.width + 12;
  const rival = view.result?.rivals[seat];
  if (rival) {
    const word =
      rival === 'federalist'
        ? words('na.render.federalist')
        : words('na.render.rivalOf', { corp: corpOf(rival).short });
    if (x + chip(g, 0, 0, ch, word, palette.amber, palette.ink, true) <= right)
      x += chip(g, x, y1, ch, word, rival === 'federalist' ? palette.red : palette.amber) + 4;
  } else if (c.invested) {
    const r = ch / 2 - 1;
    drawDisc(g, x + r, y1 + ch / 2, r, palette.lime, { color: palette.ink, width: 1 });
    drawTick(g, x + r, y1 + ch / 2, r * 0.7, palette.ink);
    x += 2 * r + 6;
  }

  // Line 2: the assets.
  const y2 = b.y + 2 + half;
  x = mid;
  const maxW = 170;
  for (let i = 0; i < c.assets.length; i++) {
    const a = c.assets[i]!;
    const w = assetChip(g, 0, 0, ch, a, maxW, true);
    const rest = c.assets.length - i - 1;
    const more = rest ? chip(g, 0, 0, ch, `+${rest}`, palette.textDim, palette.ink, true) + 4 : 0;
    if (x + w + more > right) {
      chip(g, x, y2, ch, `+${c.assets.length - i}`, palette.textDim);
      break;
    }
    x += assetChip(g, x, y2, ch, a, maxW) + 4;
  }
}

export function drawCorps(g: G, view: NaView, ctx: RenderContext, st: TurnStatus): void {
  const box = sideBoxes(view.players).corps;
  drawPanel(g, box, { accent: palette.cyan, glow: 0, cut: 12, padding: 0 });
  const t: Box = { x: box.x + 16, y: box.y + 2, width: box.width - 28, height: 30 };
  drawText(
    g,
    words('na.render.corporations'),
    { ...t, width: 240 },
    { ...T, weight: 700, color: palette.cyan, maxLines: 1 },
  );
  drawText(
    g,
    words('na.render.capital'),
    { x: box.x + box.width - CAP_W - 24, y: t.y, width: CAP_W + 14, height: t.height },
    { ...T, weight: 700, color: palette.textDim, align: 'right', maxLines: 1 },
  );
  const boxes = rowBoxes(box, view.corps.length);
  view.corps.forEach((c, i) => drawRow(g, view, ctx, st, c, boxes[i]!));
}
