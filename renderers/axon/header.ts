/** The header (whose turn and what they are asked, or the outcome; the round) and the recent public lines. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { AxonView } from '../../src/games/axon/view.ts';
import {
  type Box,
  drawPanel,
  drawText,
  drawTurnHeader,
  fillSeatNames,
  palette,
  type TurnStatus,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { HEADER, sideBoxes, TEXT } from './layout.ts';
import { r } from './messages.ts';

export function drawHeader(g: SKRSContext2D, view: AxonView, ctx: RenderContext, st: TurnStatus): void {
  const roundW = 210;
  const round: Box = { x: HEADER.x + HEADER.width - roundW - 14, y: HEADER.y, width: roundW, height: HEADER.height };
  const phase =
    view.phase === 'setup'
      ? r('axon.render.phase.setup')
      : r(
          view.phase === 'endRound'
            ? 'axon.render.phase.end'
            : view.over
              ? 'axon.render.phase.over'
              : 'axon.render.phase.round',
          { n: view.round },
        );
  const why = view.over
    ? view.result?.lines.map((l) => fillSeatNames(l, ctx)).join(' · ')
    : view.end
      ? endNote(view)
      : '';
  drawTurnHeader(g, ctx, st, {
    line: { header: HEADER, x: HEADER.x + 100, right: round.x - 12, minSize: TEXT },
    name: { text: 'AXON', width: 80, size: 28 },
    headline: { size: 34 },
    why: { text: why ?? '', size: TEXT, gap: 18, maxLines: 2, lineHeight: 1.0, inset: true },
    // The seats' shapes and colours; their letters would be under the board's smallest text.
    tokens: { max: 5, offset: 20, step: 46, radius: () => 20, letter: false },
    names: { width: 380, size: 36 },
    what: {
      text: view.end ? r('axon.render.whatEnd', { what: st.what, end: endNote(view) }) : st.what,
      size: 30,
      maxLines: 2,
      lineHeight: 1.0,
      inset: true,
    },
  });
  drawText(g, phase, round, {
    size: 32,
    minSize: TEXT,
    weight: 700,
    color: palette.amber,
    align: 'right',
    maxLines: 1,
  });
}

/** The end is triggered: how many last turns are still owed. */
function endNote(view: AxonView): string {
  const e = view.end!;
  return e.last.length ? r('axon.render.lastTurns', { n: e.last.length }) : r('axon.render.finalTurn');
}

/**
 * The recent public lines, newest at the bottom in full brightness (it is what just changed), older
 * ones above it as room allows. The deck counts are on the hand image and in /game status.
 */
export function drawRecent(g: SKRSContext2D, view: AxonView, ctx: RenderContext): void {
  const box = sideBoxes(view.p.length).recent;
  const inner = drawPanel(g, box, { accent: palette.line, glow: 0, cut: 10, padding: 8 });
  const lines = (view.over && view.result ? [...view.recent, ...view.result.lines] : view.recent).map((l) =>
    fillSeatNames(l, ctx),
  );
  if (!lines.length) return;
  const lh = TEXT * 1.1;
  const cap = Math.max(1, Math.floor(inner.height / lh));
  // The newest line takes two lines where there is room for another one above it.
  const newestLines = cap >= 3 ? 2 : 1;
  const bottom = inner.y + inner.height;
  const newest: Box = {
    x: inner.x + 2,
    y: bottom - newestLines * lh,
    width: inner.width - 4,
    height: newestLines * lh,
  };
  drawText(g, lines[lines.length - 1]!, newest, {
    size: TEXT,
    minSize: TEXT,
    weight: 700,
    color: palette.text,
    maxLines: newestLines,
    lineHeight: 1.05,
    valign: 'bottom',
  });
  const room = cap - newestLines;
  const older = room > 0 ? lines.slice(0, -1).slice(-room) : [];
  older.forEach((l, i) => {
    const y = newest.y - (older.length - i) * lh;
    drawText(
      g,
      l,
      { x: inner.x + 2, y, width: inner.width - 4, height: lh },
      { size: TEXT, minSize: TEXT, weight: 600, color: palette.textDim, maxLines: 1 },
    );
  });
}
