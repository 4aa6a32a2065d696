/** The header (whose move and what they are asked, or the outcome; the round) and the recent public lines. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { RULES } from '../../src/games/newangeles/data/index.ts';
import type { NaView } from '../../src/games/newangeles/view.ts';
import type { RenderContext } from '../types.ts';
import { drawPanel, drawText, drawToken, palette, seatStyle, type Box } from '../kit/index.ts';
import { HEADER, sideBoxes } from './layout.ts';
import type { Status } from './status.ts';
import { fillSeats, seatName } from './style.ts';

/** The next Demand round, in words. */
function demandNote(view: NaView): string {
  const done = `Demand ${view.demandRounds}/${RULES.demandAfter.length}`;
  const next = RULES.demandAfter[view.demandRounds];
  return next === undefined || view.result || view.phase === 'over' ? done : `${done} · next after round ${next}`;
}

export function drawHeader(g: SKRSContext2D, view: NaView, ctx: RenderContext, st: Status): void {
  drawPanel(g, HEADER, { accent: st.seats.length ? palette.highlight : palette.amber, glow: 0, padding: 0, cut: 10 });
  drawText(g, 'NEW ANGELES', { x: HEADER.x + 14, y: HEADER.y + 4, width: 110, height: HEADER.height - 8 }, { size: 22, minSize: 14, weight: 700, color: palette.cyan, maxLines: 2, lineHeight: 0.95 });
  const roundW = 290;
  const round: Box = { x: HEADER.x + HEADER.width - roundW - 14, y: HEADER.y + 2, width: roundW, height: 40 };
  const over = view.result !== null || view.phase === 'over';
  drawText(g, `ROUND ${view.round}/${RULES.rounds}${over ? ' · OVER' : ''}`, round, { size: 36, minSize: 18, weight: 700, color: palette.amber, align: 'right', maxLines: 1 });
  drawText(g, demandNote(view), { x: round.x, y: HEADER.y + 40, width: roundW, height: 20 }, { size: 16, minSize: 11, weight: 700, color: palette.textDim, align: 'right', maxLines: 1 });
  let x = HEADER.x + 134;
  const right = round.x - 12;
  const cy = HEADER.y + HEADER.height / 2;
  if (!st.seats.length) {
    // The outcome (its reasons are in the result panel).
    drawText(g, st.what, { x, y: HEADER.y, width: right - x, height: HEADER.height }, { size: 38, minSize: 18, weight: 700, color: palette.amber, maxLines: 1 });
    return;
  }
  const many = st.seats.length > 2;
  for (const seat of st.seats.slice(0, 6)) {
    drawToken(g, seat, x + 20, cy, many ? 16 : 21, { glow: true });
    x += many ? 36 : 48;
  }
  const names = many ? (st.seats.length === view.players ? 'Everyone' : `${st.seats.length} players`) : st.seats.map((s) => seatName(ctx, s)).join(', ');
  const used = drawText(g, names, { x, y: HEADER.y, width: 360, height: HEADER.height }, { size: 38, minSize: 18, weight: 700, color: many ? palette.text : seatStyle(st.seats[0]!).color, maxLines: 1 });
  x += used.width + 16;
  // Someone other than the active player is asked (a counteroffer, the vote): say whose turn it is.
  const turn = view.phase === 'action' && !st.seats.includes(view.active) ? ` · ${seatName(ctx, view.active)}'s turn` : '';
  drawText(g, `${st.what}${turn}`, { x, y: HEADER.y + 2, width: right - x, height: HEADER.height - 4 }, { size: 30, minSize: 15, weight: 600, color: palette.text, maxLines: 2, lineHeight: 1.05 });
}

/** The recent public lines, newest at the bottom, larger and in full brightness (it is what just changed). */
export function drawRecent(g: SKRSContext2D, view: NaView, ctx: RenderContext): void {
  const box = sideBoxes(view.players).recent;
  const inner = drawPanel(g, box, { accent: palette.line, glow: 0, cut: 10, padding: 10 });
  const lines = view.recent.map((l) => fillSeats(l, ctx));
  if (!lines.length) {
    drawText(g, 'Nothing has happened yet.', { x: inner.x + 2, y: inner.y, width: inner.width - 4, height: 24 }, { size: 16, minSize: 11, weight: 600, color: palette.textMuted, maxLines: 1 });
    return;
  }
  const newestH = Math.min(54, inner.height);
  const bottom = inner.y + inner.height;
  const newest: Box = { x: inner.x + 2, y: bottom - newestH, width: inner.width - 4, height: newestH };
  drawText(g, lines[lines.length - 1]!, newest, { size: 22, minSize: 15, weight: 700, color: palette.text, maxLines: 2, lineHeight: 1.08, valign: 'bottom' });
  const lh = 21;
  const room = Math.max(0, Math.floor((newest.y - 2 - inner.y) / lh));
  const older = room > 0 ? lines.slice(0, -1).slice(-room) : [];
  older.forEach((l, i) => {
    const y = newest.y - 2 - (older.length - i) * lh;
    drawText(g, l, { x: inner.x + 2, y, width: inner.width - 4, height: lh }, { size: 16, minSize: 11, weight: 600, color: palette.textDim, maxLines: 1 });
  });
}
