/** The header (whose turn, what they do, or the outcome) and one public row per seat. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { REGIONS } from '../../src/games/ispy/graph.ts';
import type { IspyView } from '../../src/games/ispy/view.ts';
import {
  type Box,
  drawRoundRect,
  drawSeatRow,
  drawText,
  drawTurnHeader,
  fillSeatNames,
  minTextPx,
  palette,
  type TurnStatus,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { BOARD_WIDTH, HEADER, SEATS_BOX } from './layout.ts';

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
  { label: 'Supply', w: 78 },
  { label: 'Tags', w: 62 },
  { label: 'Assets', w: 78 },
  { label: 'Hand', w: 64 },
  { label: 'Tokens', w: 80 },
];
const STATS_X = NAME_X + NAME_W + 4;
const RECORDS_X = STATS_X + STATS.reduce((a, s) => a + s.w, 0) + 8;
/** The column titles, once above the rows (in the static layer). */
const TITLES_H = TEXT + 5;

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
  drawText(
    g,
    'Spy · Region',
    { x: SEATS_BOX.x + NAME_X, y, width: NAME_W, height: TITLES_H },
    { ...style, align: 'left' },
  );
  let x = SEATS_BOX.x + STATS_X;
  for (const s of STATS) {
    drawText(g, s.label, { x, y, width: s.w, height: TITLES_H }, style);
    x += s.w;
  }
  drawText(
    g,
    'Records',
    { x: SEATS_BOX.x + RECORDS_X, y, width: SEATS_BOX.width - RECORDS_X - 8, height: TITLES_H },
    { ...style, align: 'left' },
  );
}

export function drawSeats(g: SKRSContext2D, view: IspyView, ctx: RenderContext, st: TurnStatus): void {
  const n = view.spies.length;
  const gap = 7;
  const top = SEATS_BOX.y + TITLES_H + 2;
  const h = Math.min(58, (SEATS_BOX.y + SEATS_BOX.height - top - gap * (n - 1)) / n);
  view.spies.forEach((spy, seat) => {
    const b: Box = { x: SEATS_BOX.x, y: top + seat * (h + gap), width: SEATS_BOX.width, height: h };
    const where = spy.region ? (REGIONS[spy.region]?.name ?? spy.region) : 'not deployed';
    const half = (h - 2) / 2;
    drawSeatRow(g, ctx, b, seat, {
      awaited: st.seats.includes(seat),
      fill: palette.panel,
      label: 'NOW',
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
    STATS.forEach((s, i) => {
      const tagged = i === 1 && spy.tags > 0;
      drawText(
        g,
        String(values[i]),
        { x, y: b.y, width: s.w, height: h },
        {
          size: 30,
          minSize: TEXT,
          weight: 700,
          color: tagged ? palette.red : palette.text,
          align: 'center',
          maxLines: 1,
        },
      );
      x += s.w;
    });
    const rest: Box = { x: b.x + RECORDS_X, y: b.y + 1, width: b.width - RECORDS_X - 10, height: h - 2 };
    if (spy.alignment) {
      const chip: Box = { x: rest.x, y: b.y + 6, width: rest.width, height: h - 12 };
      drawRoundRect(g, chip, 6, NATION_COLOR[spy.alignment], { color: palette.ink, width: 1.5 });
      const won = ctx.outcome?.winners.includes(seat) || view.result?.winners.includes(seat);
      drawText(g, `${won ? '★ ' : ''}Agent of ${nationName(spy.alignment)}`, chip, {
        size: 24,
        minSize: TEXT,
        weight: 700,
        color: palette.ink,
        align: 'center',
        maxLines: 1,
      });
      return;
    }
    const recs = spy.records.map((r) => cardName(r.card) + (r.rotated ? '↺' : ''));
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
