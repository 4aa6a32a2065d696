/** The header (whose turn, what they do, or the outcome) and one public row per seat. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { regionName } from '../../src/games/ispy/graph.ts';
import type { IspyView } from '../../src/games/ispy/view.ts';
import {
  type Box,
  drawRoundRect,
  drawSeatRow,
  drawText,
  drawTurnHeader,
  fillSeatNames,
  measureText,
  minTextPx,
  palette,
  type TurnStatus,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { BOARD_WIDTH, HEADER, SEATS_BOX } from './layout.ts';
import { r } from './messages.ts';

/** The board's smallest text: 8 px tall when the board is shown 550 px wide. */
const TEXT = minTextPx(BOARD_WIDTH);

import { cardName, NATION_COLOR, nationName, tokenRadius } from './style.ts';

export function drawHeader(g: SKRSContext2D, view: IspyView, ctx: RenderContext, st: TurnStatus): void {
  drawTurnHeader(g, ctx, st, {
    line: { header: HEADER, x: HEADER.x + 110, right: HEADER.x + HEADER.width - 14, minSize: TEXT },
    name: { text: 'I, SPY', width: 90, size: 24 },
    headline: { size: 32 },
    why: { text: outcomeWords(view, ctx), size: 22, gap: 18, maxLines: 2, lineHeight: 1.05 },
    tokens: { max: 4, offset: 18, step: 42, radius: (seat) => tokenRadius(seat, 18) },
    names: { width: 330, size: 32 },
    what: { text: st.what, size: 30 },
  });
}

/** At the end, the final comparison in words beside the headline, seats by name ('' before the end). */
export function outcomeWords(view: IspyView, ctx: RenderContext): string {
  if (!view.over || !view.result) return '';
  return view.result.lines.map((l) => fillSeatNames(l, ctx)).join(' · ');
}

/** The rows' columns (x from the left of SEATS_BOX): the seat, the stats, the Records. */
const NAME_X = 48;
const NAME_W = 206;
const STATS: { label: string; w: number }[] = [
  { label: r('spy.render.col.supply'), w: 78 },
  { label: r('spy.render.col.tags'), w: 62 },
  { label: r('spy.render.col.assets'), w: 78 },
  { label: r('spy.render.col.hand'), w: 64 },
  { label: r('spy.render.col.tokens'), w: 80 },
];
const STATS_X = NAME_X + NAME_W + 4;
/** The column titles, once above the rows (in the static layer). */
const TITLES_H = TEXT + 5;

/** Each stat column as wide as its title needs in the board's language (at least its English width). */
function statWidths(g: SKRSContext2D): number[] {
  return STATS.map((s) => Math.max(s.w, Math.ceil(measureText(g, s.label, TEXT, 600)) + 8));
}
const recordsX = (widths: readonly number[]): number => STATS_X + widths.reduce((a, w) => a + w, 0) + 8;

/** The column titles over the seat rows: fixed, so drawn into the static layer. */
export function drawSeatsBase(g: SKRSContext2D): void {
  const y = SEATS_BOX.y - 2;
  const style = {
    size: TEXT,
    minSize: TEXT,
    weight: 600,
    color: palette.textMuted,
    align: 'center',
    maxLines: 1,
  } as const;
  const widths = statWidths(g);
  drawText(
    g,
    r('spy.render.col.spy'),
    { x: SEATS_BOX.x + NAME_X, y, width: NAME_W, height: TITLES_H },
    { ...style, align: 'left' },
  );
  let x = SEATS_BOX.x + STATS_X;
  STATS.forEach((s, i) => {
    drawText(g, s.label, { x, y, width: widths[i]!, height: TITLES_H }, style);
    x += widths[i]!;
  });
  const rx = recordsX(widths);
  drawText(
    g,
    r('spy.render.col.records'),
    { x: SEATS_BOX.x + rx, y, width: SEATS_BOX.width - rx - 8, height: TITLES_H },
    { ...style, align: 'left' },
  );
}

export function drawSeats(g: SKRSContext2D, view: IspyView, ctx: RenderContext, st: TurnStatus): void {
  const n = view.spies.length;
  const gap = 7;
  const top = SEATS_BOX.y + TITLES_H + 2;
  const h = Math.min(58, (SEATS_BOX.y + SEATS_BOX.height - top - gap * (n - 1)) / n);
  const widths = statWidths(g);
  const rx = recordsX(widths);
  view.spies.forEach((spy, seat) => {
    const b: Box = { x: SEATS_BOX.x, y: top + seat * (h + gap), width: SEATS_BOX.width, height: h };
    const where = spy.region ? regionName(spy.region) : r('spy.render.notDeployed');
    const half = (h - 2) / 2;
    drawSeatRow(g, ctx, b, seat, {
      awaited: st.seats.includes(seat),
      fill: palette.panel,
      label: r('spy.render.NOW'),
      labelSize: TEXT,
      token: { x: 25, r: tokenRadius(seat, Math.min(19, h / 2 - 4)) },
      name: { box: { x: b.x + NAME_X, y: b.y + 1, width: NAME_W, height: half }, size: 24, minSize: TEXT },
    });
    drawText(
      g,
      `#${spy.number} · ${where}`,
      { x: b.x + NAME_X, y: b.y + 1 + half, width: NAME_W, height: half },
      { size: TEXT, minSize: TEXT, weight: 600, color: palette.textDim, maxLines: 1 },
    );
    let x = b.x + STATS_X;
    const values = [spy.supply, spy.tags, spy.assets.length, spy.handCount, spy.tokens];
    widths.forEach((w, i) => {
      const tagged = i === 1 && spy.tags > 0;
      drawText(
        g,
        String(values[i]),
        { x, y: b.y, width: w, height: h },
        {
          size: 30,
          minSize: TEXT,
          weight: 700,
          color: tagged ? palette.red : palette.text,
          align: 'center',
          maxLines: 1,
        },
      );
      x += w;
    });
    const rest: Box = { x: b.x + rx, y: b.y + 1, width: b.width - rx - 10, height: h - 2 };
    if (spy.alignment) {
      const chip: Box = { x: rest.x, y: b.y + 6, width: rest.width, height: h - 12 };
      drawRoundRect(g, chip, 6, NATION_COLOR[spy.alignment], { color: palette.ink, width: 1.5 });
      const won = ctx.outcome?.winners.includes(seat) || view.result?.winners.includes(seat);
      const agent = r(`spy.render.agentOf.${spy.alignment}`, {
        won: won ? 'yes' : 'no',
        nation: nationName(spy.alignment),
      });
      drawText(g, agent, chip, {
        size: 24,
        minSize: TEXT,
        weight: 700,
        color: palette.ink,
        align: 'center',
        maxLines: 1,
      });
      return;
    }
    const recs = spy.records.map((x) => cardName(x.card) + (x.rotated ? '↺' : ''));
    drawText(g, recs.join(', ') || '—', rest, {
      size: TEXT,
      minSize: TEXT,
      weight: 600,
      color: palette.text,
      maxLines: 2,
      lineHeight: 1.0,
    });
  });
}
