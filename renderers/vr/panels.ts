/** The board's side panels: turn order with Income and Directors left, the Agent row, the Verse row; chips. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { RenderContext } from '../types.ts';
import {
  drawAwaitHighlight, drawPanel, drawText, drawToken, measureText, palette, roundRectPath, rows, sliceLeft, sliceTop, withAlpha, type Box,
} from '../kit/index.ts';
import { BOROUGHS } from '../../src/games/vr/data/index.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import { TYPE_TAG_W, drawDirector, drawLocToken, drawTypeTag, seatName, verseTypeColor, verseTypeShort } from './style.ts';

/** Flat panel borders: a glow over large areas costs render time and encodes worse. */
const PANEL_GLOW = 0;
const ROW_TEXT = 22;

/** Column headers in small dim capitals. */
function header(g: SKRSContext2D, b: Box, text: string, align: 'left' | 'center' | 'right' = 'left'): void {
  drawText(g, text, b, { size: 20, weight: 600, color: palette.textMuted, align, maxLines: 1 });
}

/** Turn order (this Round) with each seat's Income, Recycle Area tokens and Directors still to place. */
export function drawTurnOrder(g: SKRSContext2D, b: Box, view: VrView, ctx: RenderContext): void {
  const inner = drawPanel(g, b, { title: `TURN ORDER · ROUND ${view.round}`, accent: palette.cyan, glow: PANEL_GLOW, padding: 12, titleSize: 22 });
  const [head, body] = sliceTop(inner, 24, 4);
  // Columns: position, player, Income, Directors still to place.
  const cols = (r: Box): { pos: Box; name: Box; inc: Box; dirs: Box } => {
    const at = (x: number, width: number): Box => ({ x, y: r.y, width, height: r.height });
    const dirs = at(r.x + r.width - 110, 110);
    const inc = at(dirs.x - 86, 78);
    return { pos: at(r.x, 24), name: at(r.x + 30, inc.x - r.x - 36), inc, dirs };
  };
  const h = cols(head);
  header(g, h.name, 'PLAYER');
  header(g, h.inc, 'INCOME', 'center');
  header(g, h.dirs, 'DIRECTORS', 'center');
  const n = Math.max(1, view.order.length);
  const rowH = Math.min(40, (body.height - (n - 1) * 6) / n);
  view.order.forEach((seat, i) => {
    const r: Box = { x: body.x, y: body.y + i * (rowH + 6), width: body.width, height: rowH };
    const isCurrent = view.current === seat && !view.over;
    if (isCurrent) {
      g.save();
      roundRectPath(g, { x: r.x - 4, y: r.y - 2, width: r.width + 8, height: r.height + 4 }, 8);
      g.fillStyle = withAlpha(palette.cyan, 0.16);
      g.fill();
      g.restore();
    }
    if (ctx.awaiting.includes(seat)) drawAwaitHighlight(g, { x: r.x - 2, y: r.y, width: r.width + 4, height: r.height }, { label: '', radius: 6 });
    const { pos, name, inc, dirs } = cols(r);
    drawText(g, `${i + 1}`, pos, { size: ROW_TEXT, weight: 700, color: isCurrent ? palette.cyan : palette.textDim, align: 'center', maxLines: 1 });
    const tr = Math.min(15, rowH * 0.4);
    drawToken(g, seat, name.x + tr, r.y + rowH / 2, tr);
    drawText(g, seatName(ctx, seat), { ...name, x: name.x + tr * 2 + 8, width: name.width - tr * 2 - 8 }, { size: ROW_TEXT, weight: 600, color: palette.text, maxLines: 1 });
    const p = view.p[seat];
    drawText(g, String(p?.income ?? 0), inc, { size: 26, weight: 700, color: palette.amber, align: 'center', maxLines: 1 });
    const left = p?.directorsLeft ?? 0;
    for (let d = 0; d < 3; d++) {
      const cx = dirs.x + 27 + d * 28;
      if (d < left) drawDirector(g, seat, cx, r.y + rowH / 2, 9);
      else {
        g.save();
        g.beginPath();
        g.arc(cx, r.y + rowH / 2, 5, 0, Math.PI * 2);
        g.fillStyle = palette.line;
        g.fill();
        g.restore();
      }
    }
  });
}

/** The 5 Agent spaces: Localization number, type and level, name, Borough. */
export function drawAgentRow(g: SKRSContext2D, b: Box, view: VrView): void {
  const inner = drawPanel(g, b, { title: 'AGENTS IN NEO PARIS', accent: palette.violet, glow: PANEL_GLOW, padding: 12, titleSize: 22 });
  const [list, foot] = sliceTop(inner, inner.height - 26, 2);
  rows(list, 5, 4).forEach((r, i) => {
    const sp = view.agentSpaces[i];
    drawLocToken(g, i + 1, r.x + 14, r.y + r.height / 2, 13);
    if (!sp?.agent) {
      drawText(g, 'empty (recruited or none)', { ...r, x: r.x + 40, width: r.width - 40 }, { size: 20, color: palette.textMuted, maxLines: 1 });
      return;
    }
    const a = sp.agent;
    drawTypeTag(g, a.type, a.level, r.x + 36 + TYPE_TAG_W / 2, r.y + r.height / 2, Math.min(28, r.height));
    const where = sp.borough !== null ? `B${sp.borough}` : '';
    const whereW = 54;
    const nameX = r.x + 36 + TYPE_TAG_W + 10;
    drawText(g, a.name, { x: nameX, y: r.y, width: r.x + r.width - nameX - whereW - 6, height: r.height }, { size: ROW_TEXT, weight: 600, color: palette.text, maxLines: 1 });
    if (where) {
      const bo = sp.borough !== null ? BOROUGHS[sp.borough] : undefined;
      drawText(g, where, { x: r.x + r.width - whereW, y: r.y, width: whereW, height: r.height }, {
        size: ROW_TEXT, weight: 700, color: bo ? palette.text : palette.textDim, align: 'right', maxLines: 1,
      });
    }
  });
  const [key, deck] = sliceLeft(foot, foot.width - 146, 8);
  drawText(g, 'F Fighter · T Tech · D Diplomat', key, { size: 20, color: palette.textDim, maxLines: 1 });
  drawText(g, `Agent deck ${view.agentDeckCount}`, deck, { size: 20, color: palette.textDim, align: 'right', maxLines: 1 });
}

/** The 5 available Verse cards. */
export function drawVerseRow(g: SKRSContext2D, b: Box, view: VrView): void {
  const inner = drawPanel(g, b, { title: `VERSES ON OFFER · DECK ${view.verseDeckCount}`, accent: palette.magenta, glow: PANEL_GLOW, padding: 12, titleSize: 22 });
  rows(inner, 5, 4).forEach((r, i) => {
    const v = view.verseDisplay[i];
    drawText(g, `${i + 1}`, { ...r, width: 24 }, { size: ROW_TEXT, weight: 700, color: palette.textMuted, maxLines: 1 });
    if (!v) {
      drawText(g, 'empty', { ...r, x: r.x + 32, width: r.width - 32 }, { size: 20, color: palette.textMuted, maxLines: 1 });
      return;
    }
    const typeW = 110;
    drawText(g, v.name, { x: r.x + 32, y: r.y, width: r.width - 32 - typeW - 6, height: r.height }, { size: ROW_TEXT, weight: 600, color: palette.text, maxLines: 1 });
    typeChip(g, { x: r.x + r.width - typeW, y: r.y + 2, width: typeW, height: r.height - 4 }, verseTypeShort(v.type), verseTypeColor(v.type));
  });
}

/** A rounded chip with a coloured border and text. */
export function typeChip(g: SKRSContext2D, b: Box, text: string, color: string, fill = withAlpha(color, 0.16)): void {
  g.save();
  roundRectPath(g, b, Math.min(8, b.height / 2));
  g.fillStyle = fill;
  g.fill();
  g.lineWidth = 1.5;
  g.strokeStyle = color;
  g.stroke();
  g.restore();
  drawText(g, text, { x: b.x + 6, y: b.y, width: b.width - 12, height: b.height }, { size: 20, weight: 600, color: palette.text, align: 'center', maxLines: 1 });
}

/** Chips laid out left to right, wrapping; returns the height used. */
export function flowChips(g: SKRSContext2D, b: Box, items: readonly { text: string; color: string }[], h = 30, gap = 6): number {
  let x = b.x;
  let y = b.y;
  for (const it of items) {
    const w = Math.min(b.width, measureText(g, it.text, 20, 600) + 18);
    if (x > b.x && x + w > b.x + b.width) {
      x = b.x;
      y += h + gap;
    }
    if (y + h > b.y + b.height + 0.5) break;
    typeChip(g, { x, y, width: w, height: h }, it.text, it.color);
    x += w + gap;
  }
  return y + h - b.y;
}
