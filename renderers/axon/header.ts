/** The header (whose turn and what they are asked, or the outcome; the round) and the recent public lines. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { AxonView } from '../../src/games/axon/view.ts';
import type { RenderContext } from '../types.ts';
import { drawPanel, drawText, drawToken, palette, seatStyle, type Box } from '../kit/index.ts';
import { HEADER, sideBoxes } from './layout.ts';
import type { Status } from './status.ts';
import { fillSeats, seatName } from './style.ts';

export function drawHeader(g: SKRSContext2D, view: AxonView, ctx: RenderContext, st: Status): void {
  drawPanel(g, HEADER, { accent: st.seats.length ? palette.highlight : palette.amber, glow: 0, padding: 0, cut: 10 });
  drawText(g, 'AXON', { x: HEADER.x + 14, y: HEADER.y, width: 80, height: HEADER.height }, { size: 28, weight: 700, color: palette.cyan, maxLines: 1 });
  const roundW = 210;
  const round: Box = { x: HEADER.x + HEADER.width - roundW - 14, y: HEADER.y, width: roundW, height: HEADER.height };
  const phase = view.phase === 'setup' ? 'SETUP' : view.phase === 'endRound' ? `ROUND ${view.round} · END` : view.over ? `ROUND ${view.round} · OVER` : `ROUND ${view.round}`;
  drawText(g, phase, round, { size: 32, minSize: 16, weight: 700, color: palette.amber, align: 'right', maxLines: 1 });
  let x = HEADER.x + 100;
  const right = round.x - 12;
  const cy = HEADER.y + HEADER.height / 2;
  if (!st.seats.length) {
    const used = drawText(g, st.what, { x, y: HEADER.y, width: right - x, height: HEADER.height }, { size: 34, minSize: 18, weight: 700, color: palette.amber, maxLines: 1 });
    const why = view.over ? view.result?.lines.map((l) => fillSeats(l, ctx)).join(' · ') : view.end ? endNote(view) : '';
    if (why) {
      x += used.width + 18;
      drawText(g, why, { x, y: HEADER.y + 2, width: right - x, height: HEADER.height - 4 }, { size: 20, minSize: 12, weight: 600, color: palette.text, maxLines: 2, lineHeight: 1.05 });
    }
    return;
  }
  for (const seat of st.seats.slice(0, 5)) {
    drawToken(g, seat, x + 20, cy, 20, { glow: true });
    x += 46;
  }
  const names = st.seats.map((s) => seatName(ctx, s)).join(', ');
  const used = drawText(g, names, { x, y: HEADER.y, width: 380, height: HEADER.height }, { size: 36, minSize: 18, weight: 700, color: seatStyle(st.seats[0]!).color, maxLines: 1 });
  x += used.width + 16;
  const end = view.end ? ` · ${endNote(view)}` : '';
  drawText(g, `${st.what}${end}`, { x, y: HEADER.y + 2, width: right - x, height: HEADER.height - 4 }, { size: 30, minSize: 15, weight: 600, color: palette.text, maxLines: 2, lineHeight: 1.05 });
}

/** The end is triggered: how many last turns are still owed. */
function endNote(view: AxonView): string {
  const e = view.end!;
  return e.last.length ? `LAST TURNS (${e.last.length} left)` : 'FINAL TURN';
}

/** The recent public lines, newest at the bottom, larger and in full brightness (it is what just changed). */
export function drawRecent(g: SKRSContext2D, view: AxonView, ctx: RenderContext): void {
  const box = sideBoxes(view.p.length).recent;
  const inner = drawPanel(g, box, { accent: palette.line, glow: 0, cut: 10, padding: 10 });
  const deck = `Software deck ${view.deck} · discard ${view.discard}${view.discardTop ? ` (top: ${view.discardTop.name})` : ''} · Characters: ${view.stack} in stack, ${view.charDiscard.length} dead`;
  drawText(g, deck, { x: inner.x + 2, y: inner.y, width: inner.width - 4, height: 20 }, { size: 15, minSize: 11, weight: 600, color: palette.textMuted, maxLines: 1 });
  const lines = (view.over && view.result ? [...view.recent, ...view.result.lines] : view.recent).map((l) => fillSeats(l, ctx));
  if (!lines.length) return;
  // The newest line first (from the bottom up), up to two lines of large text; older lines above it, one line each.
  const newestH = 56;
  const bottom = inner.y + inner.height;
  const newest: Box = { x: inner.x + 2, y: bottom - newestH, width: inner.width - 4, height: newestH };
  drawText(g, lines[lines.length - 1]!, newest, { size: 24, minSize: 16, weight: 700, color: palette.text, maxLines: 2, lineHeight: 1.08, valign: 'bottom' });
  const lh = 21;
  const room = Math.max(0, Math.floor((newest.y - 4 - (inner.y + 24)) / lh));
  const older = lines.slice(0, -1).slice(-room);
  older.forEach((l, i) => {
    const y = newest.y - 4 - (older.length - i) * lh;
    drawText(g, l, { x: inner.x + 2, y, width: inner.width - 4, height: lh }, { size: 16, minSize: 11, weight: 600, color: palette.textDim, maxLines: 1 });
  });
}
