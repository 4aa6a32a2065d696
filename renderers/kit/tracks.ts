/** Tracks: a row of numbered cells (turns, scores, rounds) with seat tokens on them. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { type Box, MIN_TEXT_PX, minTextPx } from './layout.ts';
import { palette, withAlpha } from './palette.ts';
import { roundRectPath } from './shapes.ts';
import { drawText, measureText } from './text.ts';
import { drawToken } from './tokens.ts';

export interface TrackMarker {
  /** Cell index, 0-based. */
  readonly cell: number;
  readonly seat: Seat;
  /** Faded token (e.g. a seat's future turns). */
  readonly ghost?: boolean;
}

export interface TrackOptions {
  /** Number of cells. */
  readonly length: number;
  /** Number printed on the first cell; default 1. */
  readonly first?: number;
  /** Cells before this index are drawn as done. Default 0. */
  readonly filled?: number;
  /** Cell drawn as "now" (bright, glowing); default none. */
  readonly current?: number;
  readonly markers?: readonly TrackMarker[];
  /** Accent colour for done and current cells; default cyan. */
  readonly accent?: string;
}

/**
 * Draws the cells across the top part of `box` and the markers under them. Numbers are
 * printed on every cell that has room for them at the minimum text size, otherwise on every
 * k-th cell (and always on the first, last and current ones).
 */
export function drawTrack(ctx: SKRSContext2D, area: Box, opts: TrackOptions): void {
  let b = area;
  const n = Math.max(0, Math.floor(opts.length));
  if (n === 0) return;
  const accent = opts.accent ?? palette.cyan;
  const first = opts.first ?? 1;
  const filled = opts.filled ?? 0;
  const markers = opts.markers ?? [];
  const gap = Math.max(2, Math.min(8, b.width / n / 8));
  const cellW = (b.width - gap * (n - 1)) / n;
  const cellH = Math.min(
    markers.length > 0 ? b.height * 0.5 : b.height,
    Math.max(MIN_TEXT_PX * 2.4, Math.min(cellW, 72)),
  );
  // Without markers the row of cells is centred in the box.
  if (markers.length === 0) b = { ...b, y: b.y + (b.height - cellH) / 2, height: cellH };
  const min = minTextPx(ctx.canvas.width);
  const numberSize = Math.max(min, Math.min(30, cellH * 0.55));
  const widest = measureText(ctx, String(first + n - 1), min, 700);
  const every = Math.max(1, Math.ceil((widest + 6) / (cellW + gap)));

  for (let i = 0; i < n; i++) {
    const cell: Box = { x: b.x + i * (cellW + gap), y: b.y, width: cellW, height: cellH };
    const isDone = i < filled;
    const isNow = i === opts.current;
    ctx.save();
    roundRectPath(ctx, cell, Math.min(8, cellW / 4));
    ctx.fillStyle = isNow ? accent : isDone ? withAlpha(accent, 0.28) : palette.panel;
    if (isNow) {
      ctx.shadowColor = accent;
      ctx.shadowBlur = 16;
    }
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.lineWidth = 2;
    ctx.strokeStyle = isNow ? palette.highlight : isDone ? accent : palette.line;
    ctx.stroke();
    ctx.restore();
    const labelled = i % every === 0 || i === n - 1 || isNow;
    if (labelled && cellW >= widest) {
      drawText(ctx, String(first + i), cell, {
        size: numberSize,
        weight: 700,
        align: 'center',
        maxLines: 1,
        color: isNow ? palette.ink : isDone ? palette.text : palette.textDim,
      });
    }
  }

  // Markers: grouped per cell, stacked vertically under the cell.
  const markerTop = b.y + cellH + gap * 1.5;
  const markerArea = b.y + b.height - markerTop;
  if (markerArea <= 0) return;
  const byCell = new Map<number, TrackMarker[]>();
  for (const m of markers) {
    if (m.cell < 0 || m.cell >= n) continue;
    byCell.set(m.cell, [...(byCell.get(m.cell) ?? []), m]);
  }
  for (const [cell, list] of byCell) {
    const slot = markerArea / list.length;
    const r = Math.max(6, Math.min(cellW * 0.45, slot * 0.45, 26));
    const cx = b.x + cell * (cellW + gap) + cellW / 2;
    list.forEach((m, k) => {
      drawToken(ctx, m.seat, cx, markerTop + slot * (k + 0.5), m.ghost ? r * 0.8 : r, {
        ghost: m.ghost,
        glow: !m.ghost && cell === opts.current,
        letter: r >= 11,
      });
    });
  }
}
