/** The final score breakdown: one row per player, one column per scoring item, best first. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import type { RenderContext } from '../types.ts';
import { drawPanel, drawText, drawToken, palette, roundRectPath, sliceTop, withAlpha, type Box } from '../kit/index.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import { seatName } from './style.ts';

/** Column headings for the scoring items, in the rulebook's order; unknown items follow, titled by their key. */
const COLUMNS: readonly [string, string][] = [
  ['vpTokens', '+2 VP'],
  ['money', 'Euros'],
  ['income', 'Income'],
  ['boroughs', 'Borough'],
  ['titles', 'Titles'],
  ['agents', 'Agents'],
  ['servers', 'Servers'],
  ['verses', 'Verses'],
  ['objective', 'Object.'],
  ['necro', 'Necro'],
];

const ROW_H = 40;
const HEAD_H = 30;

export function scoresHeight(view: VrView): number {
  return 14 + 22 * 1.3 + 7 + HEAD_H + 6 + view.players * (ROW_H + 4) + 14;
}

/** Winners: most VPs, then most Eurocredits; several if still tied. */
export function winnersOf(view: VrView): Seat[] {
  if (!view.scores) return [];
  const totals = view.scores.map((x) => x.total ?? 0);
  const best = Math.max(...totals);
  const tied = totals.flatMap((t, i) => (t === best ? [i] : []));
  const richest = Math.max(...tied.map((i) => view.p[i]?.money ?? 0));
  return tied.filter((i) => (view.p[i]?.money ?? 0) === richest);
}

export function drawScores(g: SKRSContext2D, b: Box, view: VrView, ctx: RenderContext): void {
  const scores = view.scores;
  if (!scores) return;
  const inner = drawPanel(g, b, { title: 'FINAL SCORES', accent: palette.lime, glow: 0, padding: 14, titleSize: 22 });
  const extra = [...new Set(scores.flatMap((x) => Object.keys(x)))].filter((k) => k !== 'total' && !COLUMNS.some(([c]) => c === k));
  const cols: [string, string][] = [...COLUMNS, ...extra.map((k): [string, string] => [k, k])];
  const nameW = 260;
  const totalW = 110;
  const colW = (inner.width - nameW - totalW) / cols.length;
  const [head, body] = sliceTop(inner, HEAD_H, 6);
  cols.forEach(([, label], i) => {
    drawText(g, label, { x: inner.x + nameW + i * colW, y: head.y, width: colW, height: head.height }, {
      size: 20, weight: 600, color: palette.textDim, align: 'center', maxLines: 1,
    });
  });
  drawText(g, 'TOTAL', { x: inner.x + inner.width - totalW, y: head.y, width: totalW, height: head.height }, {
    size: 20, weight: 700, color: palette.lime, align: 'center', maxLines: 1,
  });
  const won = winnersOf(view);
  const order = scores.map((_x, i) => i).sort((a, c) => (scores[c]!.total ?? 0) - (scores[a]!.total ?? 0) || (view.p[c]?.money ?? 0) - (view.p[a]?.money ?? 0) || a - c);
  order.forEach((seat, rank) => {
    const r: Box = { x: body.x, y: body.y + rank * (ROW_H + 4), width: body.width, height: ROW_H };
    const x = scores[seat]!;
    g.save();
    roundRectPath(g, r, 8);
    g.fillStyle = won.includes(seat) ? withAlpha(palette.lime, 0.16) : rank % 2 === 0 ? palette.panelAlt : palette.panel;
    g.fill();
    g.restore();
    drawText(g, `${rank + 1}`, { x: r.x + 6, y: r.y, width: 22, height: ROW_H }, { size: 22, weight: 700, color: palette.textDim, maxLines: 1 });
    drawToken(g, seat, r.x + 46, r.y + ROW_H / 2, 14);
    drawText(g, `${seatName(ctx, seat)}${won.includes(seat) ? ' ★' : ''}`, { x: r.x + 68, y: r.y, width: nameW - 74, height: ROW_H }, {
      size: 22, weight: 700, color: palette.text, maxLines: 1,
    });
    cols.forEach(([key], i) => {
      const v = x[key] ?? 0;
      drawText(g, String(v), { x: r.x + nameW + i * colW, y: r.y, width: colW, height: ROW_H }, {
        size: 24, weight: 600, color: v < 0 ? palette.red : v === 0 ? palette.textMuted : palette.text, align: 'center', maxLines: 1,
      });
    });
    drawText(g, String(x.total ?? 0), { x: r.x + r.width - totalW, y: r.y, width: totalW, height: ROW_H }, {
      size: 28, weight: 700, color: palette.lime, align: 'center', maxLines: 1,
    });
  });
}
