/** The header (whose move and what they are asked, or the outcome; the round) and the newest public line. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { RULES } from '../../src/games/newangeles/data/index.ts';
import type { NaView } from '../../src/games/newangeles/view.ts';
import {
  type Box,
  drawPanel,
  drawText,
  drawTurnHeader,
  fillSeatNames,
  palette,
  seatName,
  type TurnStatus,
  tr,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { HEADER, sideBoxes } from './layout.ts';
import { r } from './messages.ts';
import { TEXT } from './style.ts';

/** The next Demand round, in words. */
function demandNote(view: NaView): string {
  const done = r('na.render.demand', { n: view.demandRounds, of: RULES.demandAfter.length });
  const next = RULES.demandAfter[view.demandRounds];
  return next === undefined || view.result || view.phase === 'over' ? done : r('na.render.demandNext', { done, next });
}

export function drawHeader(g: SKRSContext2D, view: NaView, ctx: RenderContext, st: TurnStatus): void {
  const roundW = 380;
  const round: Box = { x: HEADER.x + HEADER.width - roundW - 14, y: HEADER.y + 1, width: roundW, height: 40 };
  const over = view.result !== null || view.phase === 'over';
  const many = st.seats.length > 2;
  const everyone =
    st.seats.length === view.players ? r('na.render.everyone') : r('na.render.players', { n: st.seats.length });
  // Someone other than the active player is asked (a counteroffer, the vote): say whose turn it is.
  const what =
    view.phase === 'action' && !st.seats.includes(view.active)
      ? r('na.render.turnOf', { what: st.what, who: seatName(ctx, view.active) })
      : st.what;
  drawTurnHeader(g, ctx, st, {
    line: { header: HEADER, x: HEADER.x + 16, right: round.x - 12, minSize: TEXT },
    // The outcome (its reasons are in the result panel).
    headline: { size: 38, maxLines: 2, lineHeight: 1.0 },
    tokens: { max: 6, offset: 22, step: many ? 40 : 52, radius: () => (many ? 18 : 24), letter: false },
    names: { width: 380, size: 38, ...(many ? { text: everyone, color: palette.text } : {}) },
    what: { text: what, size: 30, maxLines: 2, lineHeight: 1.05, inset: true },
  });
  drawText(g, r('na.render.roundOf', { n: view.round, of: RULES.rounds, over: over ? 'y' : 'n' }), round, {
    size: 36,
    minSize: TEXT,
    weight: 700,
    color: palette.amber,
    align: 'right',
    maxLines: 1,
  });
  drawText(
    g,
    demandNote(view),
    { x: round.x, y: HEADER.y + 40, width: roundW, height: 28 },
    { size: TEXT, minSize: TEXT, weight: 700, color: palette.textDim, align: 'right', maxLines: 1 },
  );
}

/** The newest public line (what just changed), in full; the older ones are in `/game status`. */
export function drawRecent(g: SKRSContext2D, view: NaView, ctx: RenderContext): void {
  const box = sideBoxes(view.players).recent;
  if (box.height < 2 * TEXT) return;
  const inner = drawPanel(g, box, { accent: palette.line, glow: 0, cut: 10, padding: 6 });
  const last = view.recent[view.recent.length - 1];
  const line = last ? fillSeatNames(tr(last), ctx) : r('na.render.nothingYet');
  const lines = Math.max(1, Math.floor(inner.height / (TEXT * 1.08)));
  drawText(
    g,
    line,
    { x: inner.x + 4, y: inner.y, width: inner.width - 8, height: inner.height },
    {
      size: TEXT,
      minSize: TEXT,
      weight: 700,
      color: last ? palette.text : palette.textMuted,
      maxLines: lines,
      lineHeight: 1.05,
    },
  );
}
