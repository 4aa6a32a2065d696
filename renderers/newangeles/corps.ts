/**
 * One row per corporation, in seat (turn) order: the seat's token and name, the corporation in its
 * colour, its capital in big figures, its hand count, its emergency action face up or down,
 * whether it has invested, and its assets (ready, or exhausted: dark and struck through).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { corpOf } from '../../src/games/newangeles/data/index.ts';
import type { AssetView, CorpView, NaView } from '../../src/games/newangeles/view.ts';
import type { RenderContext } from '../types.ts';
import { drawAwaitHighlight, drawPanel, drawRoundRect, drawText, drawToken, measureText, palette, seatStyle, withAlpha, type Box } from '../kit/index.ts';
import { chip, drawEmergencyCard } from './glyphs.ts';
import { CORPS_HEAD, CORP_ROW_GAP, corpRowHeight, sideBoxes } from './layout.ts';
import type { Status } from './status.ts';
import { TIMING_CODE, TYPE_COLOR, assetShort, corpInk, seatName } from './style.ts';

type G = SKRSContext2D;
const LEFT_W = 218;
const CAP_W = 104;

function rowBoxes(box: Box, n: number): Box[] {
  const top = box.y + CORPS_HEAD;
  const h = corpRowHeight(n);
  return Array.from({ length: n }, (_v, i) => ({ x: box.x + 10, y: top + i * (h + CORP_ROW_GAP), width: box.width - 20, height: h }));
}

/** An asset chip: its timing code and short name; exhausted ones dark and struck through. Returns its width. */
function assetChip(g: G, x: number, y: number, h: number, a: AssetView, maxW: number, measure = false): number {
  const size = h * 0.68;
  const name = assetShort(a.name);
  const w = Math.min(maxW, Math.ceil(h + measureText(g, name, size, 700) + 10));
  if (measure) return w;
  const b: Box = { x, y, width: w, height: h };
  drawRoundRect(g, b, 4, a.exhausted ? '#1b2036' : '#dfe6f5', { color: a.exhausted ? palette.textMuted : palette.ink, width: 1 });
  const code: Box = { x: x + 2, y: y + 2, width: h - 4, height: h - 4 };
  drawRoundRect(g, code, 3, a.exhausted ? palette.line : palette.amber);
  drawText(g, TIMING_CODE[a.timing] ?? '?', code, { size: size * 0.95, minSize: 8, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
  drawText(g, name, { x: x + h + 2, y, width: w - h - 6, height: h }, { size, minSize: 8, weight: 700, color: a.exhausted ? palette.textMuted : palette.ink, maxLines: 1 });
  if (a.exhausted) {
    g.save();
    g.strokeStyle = palette.textDim;
    g.lineWidth = 1.5;
    g.beginPath();
    g.moveTo(x + h, y + h / 2);
    g.lineTo(x + w - 3, y + h / 2);
    g.stroke();
    g.restore();
  }
  return w;
}

function drawRow(g: G, view: NaView, ctx: RenderContext, st: Status, c: CorpView, b: Box): void {
  const seat = c.seat as Seat;
  const style = seatStyle(seat);
  const now = st.seats.includes(seat);
  const active = view.active === seat && !view.result;
  const won = view.result?.winners.includes(seat) ?? ctx.outcome?.winners.includes(seat) ?? false;
  drawRoundRect(g, b, 8, now ? withAlpha(style.color, 0.14) : palette.panelAlt, { color: active ? palette.highlight : palette.line, width: active ? 2.5 : 1.5 });
  if (now) drawAwaitHighlight(g, b, { label: '', radius: 8 });
  // The corporation's colour: a strip down the left edge.
  drawRoundRect(g, { x: b.x + 3, y: b.y + 3, width: 7, height: b.height - 6 }, 3, c.color);
  const h = b.height;
  const tr = 16;
  drawToken(g, seat, b.x + 18 + tr, b.y + h / 2, tr, { glow: now });
  const left = b.x + 24 + 2 * tr;
  const textW = LEFT_W - (left - b.x);
  drawText(g, `${won ? '★ ' : ''}${seatName(ctx, seat)}`, { x: left, y: b.y + 3, width: textW, height: h * 0.5 }, { size: 21, minSize: 12, weight: 700, color: won ? palette.amber : style.color, maxLines: 1 });
  drawText(g, c.name, { x: left, y: b.y + h * 0.52, width: textW, height: h * 0.44 }, { size: 17, minSize: 11, weight: 700, color: corpInk(c.color), maxLines: 1 });

  // Capital, big, on the right.
  const capBox: Box = { x: b.x + b.width - CAP_W - 4, y: b.y + 4, width: CAP_W, height: h - 8 };
  drawRoundRect(g, capBox, 6, palette.bg, { color: won ? palette.amber : withAlpha(c.color, 0.9), width: 2 });
  drawText(g, String(c.capital), { x: capBox.x + 2, y: capBox.y, width: capBox.width - 4, height: capBox.height }, { size: 46, minSize: 18, weight: 700, color: won ? palette.amber : palette.text, align: 'center', maxLines: 1 });

  // Middle, line 1: turn, hand, emergency action, investment, (at the end) the rival card.
  const mid = b.x + LEFT_W + 6;
  const right = capBox.x - 6;
  const ch = 22;
  const y1 = b.y + 6;
  let x = mid;
  if (active) x += chip(g, x, y1, ch, 'TURN', palette.highlight) + 4;
  x += chip(g, x, y1, ch, `${c.hand} card${c.hand === 1 ? '' : 's'}`, palette.violet) + 4;
  const em: Box = { x, y: y1, width: 16, height: ch };
  drawEmergencyCard(g, em, c.emergencyUp, TYPE_COLOR[c.emergency.type]);
  x += em.width + 3;
  x += drawText(g, c.emergencyUp ? 'emergency up' : 'emergency down', { x, y: y1, width: 120, height: ch }, { size: 14, minSize: 10, weight: 700, color: c.emergencyUp ? palette.text : palette.textMuted, maxLines: 1 }).width + 6;
  const rival = view.result?.rivals[seat];
  if (rival) {
    const word = rival === 'federalist' ? 'FEDERALIST' : `rival ${corpOf(rival).short}`;
    if (x + chip(g, 0, 0, ch, word, palette.amber, palette.ink, true) <= right) x += chip(g, x, y1, ch, word, rival === 'federalist' ? palette.red : palette.amber) + 4;
  } else if (c.invested && x + chip(g, 0, 0, ch, 'invested', palette.lime, palette.ink, true) <= right) {
    x += chip(g, x, y1, ch, 'invested', palette.lime) + 4;
  }

  // Line 2: the assets.
  const y2 = b.y + h - ch - 6;
  x = mid;
  if (!c.assets.length) {
    drawText(g, 'no assets', { x, y: y2, width: right - x, height: ch }, { size: 14, minSize: 10, weight: 600, color: palette.textMuted, maxLines: 1 });
    return;
  }
  const maxW = 150;
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

export function drawCorps(g: G, view: NaView, ctx: RenderContext, st: Status): void {
  const box = sideBoxes(view.players).corps;
  drawPanel(g, box, { accent: palette.cyan, glow: 0, cut: 12, padding: 0 });
  const t: Box = { x: box.x + 16, y: box.y + 5, width: box.width - 28, height: 24 };
  drawText(g, 'CORPORATIONS', { ...t, width: 200 }, { size: 18, weight: 700, color: palette.cyan, maxLines: 1 });
  drawText(g, 'turn order ↓ · assets: T end of turn, X exhaust, D discard, P passive', { x: t.x + 190, y: t.y, width: t.width - 190 - CAP_W, height: t.height }, {
    size: 13, minSize: 9, weight: 600, color: palette.textMuted, maxLines: 1,
  });
  drawText(g, 'CAPITAL', { x: box.x + box.width - CAP_W - 14, y: t.y, width: CAP_W, height: t.height }, { size: 15, minSize: 10, weight: 700, color: palette.textDim, align: 'center', maxLines: 1 });
  const boxes = rowBoxes(box, view.corps.length);
  view.corps.forEach((c, i) => drawRow(g, view, ctx, st, c, boxes[i]!));
}
