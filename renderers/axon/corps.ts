/**
 * One row per Corporation: the seat (name, colour, shape), its Corporation, what it scores now, its
 * Victory Points in big figures, and the smaller things on its Desktop: Permanent VP, Data on its
 * Corporate Area, Monopoly, the Activation Token on its card, the First Player Token, its hand
 * count and Desktop cards.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import type { AxonView, PlayerView } from '../../src/games/axon/view.ts';
import type { RenderContext } from '../types.ts';
import { drawAwaitHighlight, drawPanel, drawRoundRect, drawText, drawToken, measureText, palette, seatStyle, withAlpha, type Box } from '../kit/index.ts';
import { drawActivation, resChip } from './glyphs.ts';
import { CORPS_HEAD, CORP_ROW_GAP, CORP_ROW_MAX, sideBoxes } from './layout.ts';
import type { Status } from './status.ts';
import { RES_COLOR, seatName } from './style.ts';

const TITLE_H = 26;

function rowBoxes(box: Box, n: number): Box[] {
  const top = box.y + CORPS_HEAD - 8;
  const h = box.y + box.height - 8 - top;
  const gap = CORP_ROW_GAP;
  const rh = Math.min(CORP_ROW_MAX, (h - gap * (n - 1)) / n);
  return Array.from({ length: n }, (_v, i) => ({ x: box.x + 10, y: top + i * (rh + gap), width: box.width - 20, height: rh }));
}

/** A small labelled chip; returns its width. */
function chip(g: SKRSContext2D, x: number, y: number, h: number, text: string, fill: string, ink: string = palette.ink, measure = false): number {
  const size = h * 0.72;
  const w = Math.ceil(measureText(g, text, size, 700) + h * 0.6);
  if (!measure) {
    drawRoundRect(g, { x, y, width: w, height: h }, 4, fill, { color: palette.ink, width: 1 });
    drawText(g, text, { x, y, width: w, height: h }, { size, minSize: 9, weight: 700, color: ink, align: 'center', maxLines: 1 });
  }
  return w;
}

function drawRow(g: SKRSContext2D, view: AxonView, ctx: RenderContext, st: Status, seat: Seat, p: PlayerView, b: Box): void {
  const style = seatStyle(seat);
  const now = st.seats.includes(seat);
  const won = view.result?.winners.includes(seat) ?? ctx.outcome?.winners.includes(seat) ?? false;
  drawRoundRect(g, b, 8, now ? withAlpha(style.color, 0.16) : palette.panelAlt, { color: style.color, width: 2 });
  // The ring, and a tag inside the row (rows are close: a tag on the edge would cover the row above).
  // Someone else asked (a Counter window, a reward) during this seat's turn: its row says whose turn it is.
  const turnOnly = !now && view.turn?.seat === seat && !view.over;
  if (now) drawAwaitHighlight(g, b, { label: '', radius: 8 });
  else if (turnOnly) drawAwaitHighlight(g, b, { label: '', radius: 8, color: palette.textDim });
  const h = b.height;
  const tr = Math.min(17, h * 0.28);
  drawToken(g, seat, b.x + 8 + tr, b.y + h / 2, tr, { glow: now });
  const left = b.x + 16 + 2 * tr;
  const top: Box = { x: left, y: b.y + 2, width: 168, height: h * 0.52 };
  drawText(g, `${won ? '★ ' : ''}${seatName(ctx, seat)}`, top, { size: 22, minSize: 13, weight: 700, color: style.color, maxLines: 1 });
  drawText(g, p.corpName ?? 'choosing…', { x: left, y: b.y + h * 0.52, width: 168, height: h * 0.44 }, { size: 17, minSize: 11, weight: 700, color: p.corpName ? palette.text : palette.textMuted, maxLines: 1 });

  // VP, big, on the right.
  const vpBox: Box = { x: b.x + b.width - 84, y: b.y + 3, width: 78, height: h - 6 };
  drawRoundRect(g, vpBox, 6, palette.bg, { color: won ? palette.amber : palette.line, width: won ? 2.5 : 1 });
  drawText(g, String(view.result ? (view.result.scores[seat] ?? p.vp.total) : p.vp.total), { x: vpBox.x, y: vpBox.y, width: vpBox.width - 26, height: vpBox.height }, { size: Math.min(42, h * 0.66), minSize: 18, weight: 700, color: won ? palette.amber : palette.text, align: 'right', maxLines: 1 });
  drawText(g, 'VP', { x: vpBox.x + vpBox.width - 26, y: vpBox.y, width: 24, height: vpBox.height }, { size: 15, minSize: 10, weight: 700, color: palette.textDim, align: 'center', maxLines: 1 });

  // Middle, line 1: the scored Resources (tokens in play ×1, or ×2 for a Monopoly), Permanent VP, Data.
  const mid = left + 172;
  const right = vpBox.x - 6;
  const ch = Math.min(22, h * 0.36);
  const y1 = b.y + h * 0.27 - ch / 2;
  let right1 = right;
  if (now || turnOnly) {
    const label = now ? 'NOW' : 'TURN';
    const w = chip(g, 0, 0, ch, label, palette.highlight, palette.ink, true);
    right1 = right - w - 4;
    chip(g, right - w, y1, ch, label, now ? palette.highlight : palette.textDim);
  }
  let x = mid;
  const fits = (w: number): boolean => x + w <= right1;
  for (const r of p.vp.resources) {
    if (fits(resChip(g, x, y1, ch, r.res, r.tokens, true))) x += resChip(g, x, y1, ch, r.res, r.tokens) + 3;
    if (r.each > 1 && fits(chip(g, x, y1, ch, 'MONOPOLY ×2', RES_COLOR[r.res], palette.ink, true))) x += chip(g, x, y1, ch, 'MONOPOLY ×2', RES_COLOR[r.res]) + 3;
  }
  const perm = `+${p.vp.permVp} VP`;
  if (p.vp.permVp && fits(chip(g, x, y1, ch, perm, palette.amber, palette.ink, true))) x += chip(g, x, y1, ch, perm, palette.amber) + 3;
  const data = `−${p.vp.data} Data`;
  if (p.vp.data && fits(chip(g, x, y1, ch, data, palette.bg, RES_COLOR.data, true))) x += chip(g, x, y1, ch, data, palette.bg, RES_COLOR.data) + 3;
  if (!p.vp.resources.length && p.corp === null) drawText(g, '—', { x, y: y1, width: 40, height: ch }, { size: 18, color: palette.textMuted, maxLines: 1 });

  // Line 2: hand count, First Player Token, ability used, Desktop cards.
  const y2 = b.y + h * 0.73 - ch / 2;
  x = mid;
  x += chip(g, x, y2, ch, `${p.hand} card${p.hand === 1 ? '' : 's'}`, palette.violet) + 4;
  if (view.first === seat) x += chip(g, x, y2, ch, view.tookFirst === seat ? '1ST (taken)' : '1ST', palette.highlight) + 4;
  if (p.corpUsed) {
    // The Activation Token on the Corporation card: its ability is used this round.
    drawActivation(g, x + ch / 2, y2 + ch / 2, ch / 2);
    x += ch + 2;
    if (!p.desktop.length) x += drawText(g, 'ability used', { x, y: y2, width: Math.max(0, right - x), height: ch }, { size: 15, minSize: 11, weight: 600, color: palette.textDim, maxLines: 1 }).width + 6;
    else x += 2;
  }
  if (p.desktop.length) {
    const names = p.desktop.map((d) => d.name).join(', ');
    drawText(g, `Desktop: ${names}`, { x, y: y2 - 2, width: Math.max(0, right - x), height: ch + 4 }, { size: 15, minSize: 10, weight: 600, color: palette.lime, maxLines: 1 });
  }
}

export function drawCorps(g: SKRSContext2D, view: AxonView, ctx: RenderContext, st: Status): void {
  const box = sideBoxes(view.p.length).corps;
  drawPanel(g, box, { accent: palette.cyan, glow: 0, cut: 12, padding: 0 });
  const t: Box = { x: box.x + 14, y: box.y + 6, width: box.width - 28, height: TITLE_H };
  drawText(g, 'CORPORATIONS', { ...t, width: 200 }, { size: 19, weight: 700, color: palette.cyan, maxLines: 1 });
  const order = view.dir === 1 ? 'turn order ↻ clockwise' : 'turn order ↺ counterclockwise';
  drawText(g, order, { x: t.x + 200, y: t.y, width: t.width - 200, height: t.height }, { size: 16, minSize: 11, weight: 700, color: palette.textDim, align: 'right', maxLines: 1 });
  const boxes = rowBoxes(box, view.p.length);
  view.p.forEach((p, seat) => drawRow(g, view, ctx, st, seat as Seat, p, boxes[seat]!));
}
