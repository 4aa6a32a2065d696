/** Legends: which colour, shape and letter belongs to which player. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import type { RenderContext } from '../types.ts';
import { type Box, grid, minTextPx } from './layout.ts';
import { palette } from './palette.ts';
import { drawRoundRect } from './panels.ts';
import { seatStyle } from './players.ts';
import { drawText } from './text.ts';
import { drawAwaitHighlight, drawToken } from './tokens.ts';

export interface LegendEntry {
  readonly seat: Seat;
  readonly name: string;
  /** Short right-hand note such as "YOU". */
  readonly note?: string;
  /** Highlight the entry as awaited. */
  readonly awaiting?: boolean;
}

export interface LegendOptions {
  /** Columns of entries; default all in one row. */
  readonly columns?: number;
  /** Name size, px; default 26. */
  readonly size?: number;
  /** Label for awaited entries' tags; default none (the ring alone, the panel tags say the word). */
  readonly awaitLabel?: string;
}

/** Legend entries for the seats of a render context, awaited seats flagged. */
export function legendEntries(ctx: RenderContext, notes: Readonly<Record<number, string>> = {}): LegendEntry[] {
  return ctx.seats.map((s, seat) => {
    const note = notes[seat];
    return { seat, name: s.name, awaiting: ctx.awaiting.includes(seat), ...(note ? { note } : {}) };
  });
}

/** Draws entries in a grid of chips: token, name (fitted), note. */
export function drawLegend(
  ctx: SKRSContext2D,
  b: Box,
  entries: readonly LegendEntry[],
  opts: LegendOptions = {},
): void {
  if (entries.length === 0) return;
  const cols = opts.columns ?? entries.length;
  const cells = grid(b, entries.length, cols, 14);
  const size = opts.size ?? 26;
  entries.forEach((e, i) => {
    const cell = cells[i]!;
    const style = seatStyle(e.seat);
    drawRoundRect(ctx, cell, 10, palette.panel, { color: style.color, width: 2 });
    if (e.awaiting) drawAwaitHighlight(ctx, cell, { label: opts.awaitLabel ?? '', radius: 10 });
    const r = Math.min(cell.height * 0.34, 22);
    const pad = 10;
    drawToken(ctx, e.seat, cell.x + pad + r, cell.y + cell.height / 2, r);
    const textX = cell.x + pad * 2 + r * 2;
    let textW = cell.x + cell.width - pad - textX;
    if (e.note) {
      const noteW = Math.min(textW * 0.4, 80);
      drawText(
        ctx,
        e.note,
        { x: cell.x + cell.width - pad - noteW, y: cell.y, width: noteW, height: cell.height },
        {
          size: minTextPx(ctx.canvas.width),
          weight: 700,
          color: style.color,
          align: 'right',
          maxLines: 1,
        },
      );
      textW -= noteW + pad;
    }
    drawText(
      ctx,
      e.name,
      { x: textX, y: cell.y, width: Math.max(0, textW), height: cell.height },
      {
        size,
        weight: 600,
        color: palette.text,
        maxLines: cell.height >= size * 2.4 ? 2 : 1,
        lineHeight: 1.05,
      },
    );
  });
}
