/**
 * One row per Corporation: the seat (name, colour, shape), its Corporation, what it scores now, its
 * Victory Points in big figures, and the smaller things on its Desktop: Permanent VP, Data on its
 * Corporate Area, Monopoly, the Activation Token on its card, the First Player Token, its hand
 * count and Desktop cards.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import type { AxonView, PlayerView } from '../../src/games/axon/view.ts';
import {
  type Box,
  drawPanel,
  drawRoundRect,
  drawSeatRow,
  drawText,
  drawTextChip,
  palette,
  type TurnStatus,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { drawActivation, resChip } from './glyphs.ts';
import { CORP_ROW_GAP, CORP_ROW_MAX, CORPS_HEAD, sideBoxes, TEXT } from './layout.ts';
import { r } from './messages.ts';
import { RES_COLOR } from './style.ts';

const TITLE_H = 30;
/** A chip's height: its text (0.78 of it) is the board's smallest text. */
const CHIP_H = Math.ceil(TEXT / 0.78);

function rowBoxes(box: Box, n: number): Box[] {
  const top = box.y + CORPS_HEAD - 8;
  const h = box.y + box.height - 8 - top;
  const gap = CORP_ROW_GAP;
  const rh = Math.min(CORP_ROW_MAX, (h - gap * (n - 1)) / n);
  return Array.from({ length: n }, (_v, i) => ({
    x: box.x + 10,
    y: top + i * (rh + gap),
    width: box.width - 20,
    height: rh,
  }));
}

/** The row's small labelled chips, `h` px tall: chip(x, y, text, fill) draws one and returns its width. */
function rowChips(g: SKRSContext2D, h: number) {
  const style = { line: palette.ink, radius: 4, size: Math.max(TEXT, h * 0.74), minSize: TEXT, padX: h * 0.45 };
  return (x: number, y: number, text: string, fill: string, ink: string = palette.ink, measure = false): number =>
    drawTextChip(g, x, y, h, text, { ...style, fill, ink }, measure);
}

function drawRow(
  g: SKRSContext2D,
  view: AxonView,
  ctx: RenderContext,
  st: TurnStatus,
  seat: Seat,
  p: PlayerView,
  b: Box,
): void {
  const now = st.seats.includes(seat);
  const won = view.result?.winners.includes(seat) ?? ctx.outcome?.winners.includes(seat) ?? false;
  const h = b.height;
  const tr = Math.min(16, h * 0.26);
  const left = b.x + 12 + 2 * tr;
  const nameW = 170;
  const ch = Math.max(CHIP_H, Math.min(34, h * 0.46));
  const y1 = b.y + h * 0.27 - ch / 2;
  const y2 = b.y + h * 0.73 - ch / 2;
  drawSeatRow(g, ctx, b, seat, {
    awaited: now,
    // Someone else asked (a Counter window, a reward) during this seat's turn: its row keeps a dim ring.
    turnRing: view.turn?.seat === seat && !view.over,
    tint: 0.16,
    // The seat's shape and colour (its letter would be too small here; the name says who).
    token: { x: 6 + tr, r: tr, glow: now, letter: false },
    name: { box: { x: left, y: y1 - 2, width: nameW, height: ch + 4 }, size: TEXT, minSize: TEXT, star: won },
  });
  drawText(
    g,
    p.corpName ?? r('axon.render.choosing'),
    { x: left, y: y2 - 2, width: nameW, height: ch + 4 },
    { size: TEXT, minSize: TEXT, weight: 700, color: p.corpName ? palette.text : palette.textMuted, maxLines: 1 },
  );

  // VP, big, on the right.
  const vpBox: Box = { x: b.x + b.width - 100, y: b.y + 3, width: 96, height: h - 6 };
  drawRoundRect(g, vpBox, 6, palette.bg, { color: won ? palette.amber : palette.line, width: won ? 2.5 : 1 });
  drawText(
    g,
    String(view.result ? (view.result.scores[seat] ?? p.vp.total) : p.vp.total),
    { x: vpBox.x + 2, y: vpBox.y, width: vpBox.width - 40, height: vpBox.height },
    {
      size: Math.max(TEXT, Math.min(38, h * 0.56)),
      minSize: TEXT,
      weight: 700,
      color: won ? palette.amber : palette.text,
      align: 'right',
      maxLines: 1,
    },
  );
  drawText(
    g,
    r('axon.render.vp'),
    { x: vpBox.x + vpBox.width - 38, y: vpBox.y, width: 36, height: vpBox.height },
    { size: TEXT, minSize: TEXT, weight: 700, color: palette.textDim, align: 'center', maxLines: 1 },
  );

  // Line 1: the scored Resources (tokens in play; ×2 for a Monopoly), then Permanent VP and Data where room is left.
  const mid = left + nameW + 4;
  const right = vpBox.x - 5;
  let x = mid;
  const fits = (w: number): boolean => x + w <= right;
  const chip = rowChips(g, ch);
  for (const r of p.vp.resources) {
    if (fits(resChip(g, x, y1, ch, r.res, r.tokens, true, TEXT)))
      x += resChip(g, x, y1, ch, r.res, r.tokens, false, TEXT) + 3;
    if (r.each > 1 && fits(chip(x, y1, '×2', RES_COLOR[r.res], palette.ink, true)))
      x += chip(x, y1, '×2', RES_COLOR[r.res]) + 3;
  }
  const perm = `+${p.vp.permVp}`;
  if (p.vp.permVp && fits(chip(x, y1, perm, palette.amber, palette.ink, true)))
    x += chip(x, y1, perm, palette.amber) + 3;
  const data = r('axon.render.dataChip', { n: p.vp.data });
  if (p.vp.data && fits(chip(x, y1, data, palette.bg, RES_COLOR.data, true)))
    x += chip(x, y1, data, palette.bg, RES_COLOR.data) + 3;
  if (!p.vp.resources.length && p.corp === null)
    drawText(
      g,
      '—',
      { x, y: y1, width: 40, height: ch },
      { size: TEXT, minSize: TEXT, color: palette.textMuted, maxLines: 1 },
    );

  // Line 2: cards in hand, the First Player Token, the Activation Token on the Corporation (ability used),
  // the Desktop's card count (their names are in /game status and on the owner's hand image).
  x = mid;
  x += chip(x, y2, r('axon.render.cards', { n: p.hand }), palette.violet) + 4;
  // The First Player Token, amber once taken this round.
  if (view.first === seat)
    x += chip(x, y2, r('axon.render.first'), view.tookFirst === seat ? palette.amber : palette.highlight) + 4;
  if (p.corpUsed) {
    drawActivation(g, x + ch / 2, y2 + ch / 2, ch / 2);
    x += ch + 4;
  }
  const desk = r('axon.render.desk', { n: p.desktop.length });
  if (p.desktop.length && fits(chip(x, y2, desk, palette.lime, palette.ink, true))) chip(x, y2, desk, palette.lime);
}

export function drawCorps(g: SKRSContext2D, view: AxonView, ctx: RenderContext, st: TurnStatus): void {
  const box = sideBoxes(view.p.length).corps;
  drawPanel(g, box, { accent: palette.cyan, glow: 0, cut: 12, padding: 0 });
  const t: Box = { x: box.x + 14, y: box.y + 6, width: box.width - 28, height: TITLE_H };
  drawText(
    g,
    r('axon.render.corps'),
    { ...t, width: 220 },
    { size: TEXT, minSize: TEXT, weight: 700, color: palette.cyan, maxLines: 1 },
  );
  const order = view.dir === 1 ? r('axon.render.clockwise') : r('axon.render.counterclockwise');
  drawText(
    g,
    order,
    { x: t.x + 220, y: t.y, width: t.width - 220, height: t.height },
    { size: TEXT, minSize: TEXT, weight: 700, color: palette.textDim, align: 'right', maxLines: 1 },
  );
  const boxes = rowBoxes(box, view.p.length);
  view.p.forEach((p, seat) => drawRow(g, view, ctx, st, seat as Seat, p, boxes[seat]!));
}
