/** The header (whose turn, what they do, or the outcome) and one public row per seat. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { RenderContext } from '../types.ts';
import { fillSeats } from '../../src/engine/play.ts';
import { REGIONS } from '../../src/games/ispy/graph.ts';
import type { IspyView } from '../../src/games/ispy/view.ts';
import { drawAwaitHighlight, drawPanel, drawRoundRect, drawText, drawToken, palette, seatStyle, type Box } from '../kit/index.ts';
import { HEADER, SEATS_BOX } from './layout.ts';
import type { Status } from './status.ts';
import { NATION_COLOR, cardName, nationName, seatName } from './style.ts';

export function drawHeader(g: SKRSContext2D, view: IspyView, ctx: RenderContext, st: Status): void {
  drawPanel(g, HEADER, { accent: st.seats.length ? palette.highlight : palette.amber, glow: 0, padding: 0, cut: 10 });
  drawText(g, 'I, SPY', { x: HEADER.x + 14, y: HEADER.y, width: 90, height: HEADER.height }, { size: 24, weight: 700, color: palette.cyan, maxLines: 1 });
  let x = HEADER.x + 110;
  const cy = HEADER.y + HEADER.height / 2;
  if (!st.seats.length) {
    const used = drawText(g, st.what, { x, y: HEADER.y, width: HEADER.x + HEADER.width - x - 14, height: HEADER.height }, { size: 32, minSize: 16, weight: 700, color: palette.amber, maxLines: 1 });
    const why = outcomeWords(view, ctx);
    if (why) {
      x += used.width + 18;
      drawText(g, why, { x, y: HEADER.y, width: HEADER.x + HEADER.width - x - 14, height: HEADER.height }, { size: 22, minSize: 13, weight: 600, color: palette.text, maxLines: 2, lineHeight: 1.05 });
    }
    return;
  }
  for (const seat of st.seats.slice(0, 4)) {
    drawToken(g, seat, x + 18, cy, 18, { glow: true });
    x += 42;
  }
  const names = st.seats.map((s) => seatName(ctx, s)).join(', ');
  const nb: Box = { x, y: HEADER.y, width: 330, height: HEADER.height };
  const used = drawText(g, names, nb, { size: 32, minSize: 18, weight: 700, color: seatStyle(st.seats[0]!).color, maxLines: 1 });
  x += used.width + 16;
  drawText(g, st.what, { x, y: HEADER.y, width: HEADER.x + HEADER.width - x - 14, height: HEADER.height }, { size: 30, minSize: 15, weight: 600, color: palette.text, maxLines: 1 });
}

/** At the end, the final comparison in words beside the headline, seats by name ('' before the end). */
export function outcomeWords(view: IspyView, ctx: RenderContext): string {
  if (!view.over || !view.result) return '';
  return view.result.lines.map((l) => fillSeats(l, (seat) => seatName(ctx, seat))).join(' · ');
}

/** Widths of a row's stat columns. */
const STATS: { label: string; w: number }[] = [
  { label: 'Supply', w: 72 }, { label: 'Tags', w: 62 }, { label: 'Assets', w: 70 }, { label: 'Hand', w: 62 }, { label: 'Tokens', w: 72 },
];

export function drawSeats(g: SKRSContext2D, view: IspyView, ctx: RenderContext, st: Status): void {
  const n = view.spies.length;
  const gap = 8;
  const h = Math.min(62, (SEATS_BOX.height - gap * (n - 1)) / n);
  view.spies.forEach((spy, seat) => {
    const b: Box = { x: SEATS_BOX.x, y: SEATS_BOX.y + seat * (h + gap), width: SEATS_BOX.width, height: h };
    const style = seatStyle(seat);
    drawRoundRect(g, b, 8, palette.panel, { color: style.color, width: 2 });
    if (st.seats.includes(seat)) drawAwaitHighlight(g, b, { label: 'NOW', radius: 8, labelSize: 14 });
    drawToken(g, seat, b.x + 26, b.y + h / 2, Math.min(19, h / 2 - 5));
    const where = spy.region ? (REGIONS[spy.region]?.name ?? spy.region) : 'not deployed';
    drawText(g, seatName(ctx, seat), { x: b.x + 52, y: b.y + 3, width: 200, height: h * 0.55 }, { size: 24, minSize: 13, weight: 700, color: style.color, maxLines: 1 });
    drawText(g, `#${spy.number} · ${where}`, { x: b.x + 52, y: b.y + h * 0.55, width: 200, height: h * 0.42 }, { size: 15, minSize: 11, weight: 600, color: palette.textDim, maxLines: 1 });
    let x = b.x + 260;
    const values = [spy.supply, spy.tags, spy.assets.length, spy.handCount, spy.tokens];
    STATS.forEach((s, i) => {
      drawText(g, s.label, { x, y: b.y + 3, width: s.w, height: h * 0.36 }, { size: 13, minSize: 10, weight: 600, color: palette.textMuted, align: 'center', maxLines: 1 });
      const tagged = i === 1 && spy.tags > 0;
      drawText(g, String(values[i]), { x, y: b.y + h * 0.36, width: s.w, height: h * 0.6 }, { size: 28, minSize: 14, weight: 700, color: tagged ? palette.red : palette.text, align: 'center', maxLines: 1 });
      x += s.w;
    });
    const rest: Box = { x: x + 8, y: b.y + 3, width: b.x + b.width - x - 16, height: h - 6 };
    if (spy.alignment) {
      const chip: Box = { x: rest.x, y: b.y + 8, width: rest.width, height: h - 16 };
      drawRoundRect(g, chip, 6, NATION_COLOR[spy.alignment], { color: palette.ink, width: 1.5 });
      const won = ctx.outcome?.winners.includes(seat) || view.result?.winners.includes(seat);
      drawText(g, `${won ? '★ ' : ''}Agent of ${nationName(spy.alignment)}`, chip, { size: 22, minSize: 12, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
      return;
    }
    const recs = spy.records.map((r) => cardName(r.card) + (r.rotated ? '↺' : ''));
    drawText(g, `Records (${recs.length})`, { ...rest, height: h * 0.36 }, { size: 13, minSize: 10, weight: 600, color: palette.textMuted, maxLines: 1 });
    drawText(g, recs.join(', ') || '—', { ...rest, y: b.y + h * 0.36, height: h * 0.6 }, { size: 17, minSize: 11, weight: 600, color: palette.text, maxLines: 2, lineHeight: 1.05 });
  });
}
