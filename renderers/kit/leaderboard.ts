/**
 * A leaderboard card (/leaderboard, issue 24): the game's name and the board's scope and season
 * as title, then a row per player shown with position, name, rating, games and wins. Landscape,
 * every text at least the kit's floor (readable shown 550 px wide); the top three are marked by
 * an accent stripe and their position, never by colour alone.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { DEFAULT_LOCALE, type Locale } from '../../src/engine/messages.ts';
import { encodePng } from './encode.ts';
import { type Box, inset, minTextPx, sliceTop } from './layout.ts';
import { drawIn } from './locale.ts';
import { m } from './messages.ts';
import { palette } from './palette.ts';
import { drawPanel } from './panels.ts';
import { createSurface, type Surface } from './surface.ts';
import { drawText, type HAlign } from './text.ts';

export const LEADERBOARD_SIZE = { width: 1100, height: 620 } as const;

/** One row as shown (the rating already formatted, as the text answer shows it). */
export interface LeaderboardCardRow {
  readonly position: number;
  readonly name: string;
  readonly rating: string;
  readonly games: number;
  readonly wins: number;
}

/** Plain data: it crosses to the render pool's workers as it is. */
export interface LeaderboardCard {
  /** The game's name. */
  readonly game: string;
  /** Scope and season: "this server · 2026-Q4 · at least 3 games". */
  readonly scope: string;
  readonly rows: readonly LeaderboardCardRow[];
  /** The language it is drawn in (English by default): the channel's table's, or the reader's. */
  readonly locale?: Locale;
}

const PODIUM: readonly string[] = [palette.amber, palette.cyan, palette.magenta];

/** The columns: share of the row's width and alignment. */
// biome-ignore format: one row per column
const COLUMNS: readonly { readonly head: string; readonly share: number; readonly align: HAlign }[] = [
  { head: '#', share: 0.1, align: 'center' },
  { head: m('kit.leaderboard.player'), share: 0.48, align: 'left' },
  { head: m('kit.leaderboard.rating'), share: 0.16, align: 'right' },
  { head: m('kit.leaderboard.games'), share: 0.13, align: 'right' },
  { head: m('kit.leaderboard.wins'), share: 0.13, align: 'right' },
];

/** The row's boxes, one per column, left to right. */
function cells(row: Box): Box[] {
  let x = row.x;
  return COLUMNS.map((c) => {
    const b: Box = { x, y: row.y, width: row.width * c.share, height: row.height };
    x += b.width;
    return inset(b, 12, 0);
  });
}

function drawCells(
  ctx: SKRSContext2D,
  row: Box,
  texts: readonly string[],
  size: number,
  color: string,
  weight: 400 | 600 | 700,
): void {
  cells(row).forEach((b, k) =>
    drawText(ctx, texts[k] ?? '', b, { size, weight, color, align: COLUMNS[k]!.align, valign: 'middle', maxLines: 1 }),
  );
}

/** Draws the card on a fresh landscape surface, in its locale. */
export function drawLeaderboard(data: LeaderboardCard): Surface {
  return drawIn(data.locale ?? DEFAULT_LOCALE, () => drawCard(data));
}

function drawCard(data: LeaderboardCard): Surface {
  const surface = createSurface(LEADERBOARD_SIZE.width, LEADERBOARD_SIZE.height);
  const { ctx } = surface;
  const text = minTextPx(LEADERBOARD_SIZE.width);
  const [head, body] = sliceTop(inset(surface.bounds, 24, 20), 84, 10);
  drawText(ctx, m('kit.leaderboard.title', { game: data.game }), sliceTop(head, 48)[0], {
    size: 34,
    weight: 700,
    color: palette.text,
    maxLines: 1,
  });
  drawText(ctx, data.scope, sliceTop(head, 48)[1], {
    size: text + 4,
    weight: 500,
    color: palette.textDim,
    maxLines: 1,
  });
  const panel = drawPanel(ctx, body, { glow: 0 });
  const [columnHeads, list] = sliceTop(inset(panel, 8, 6), text * 2, 4);
  drawCells(
    ctx,
    columnHeads,
    COLUMNS.map((c) => c.head),
    text,
    palette.textDim,
    600,
  );
  const rowH = list.height / Math.max(10, data.rows.length);
  data.rows.forEach((r, i) => {
    const row: Box = { x: list.x, y: list.y + i * rowH, width: list.width, height: rowH - 4 };
    const accent = PODIUM[r.position - 1];
    ctx.fillStyle = i % 2 === 0 ? palette.panelAlt : palette.panel;
    ctx.fillRect(row.x, row.y, row.width, row.height);
    if (accent) {
      ctx.fillStyle = accent;
      ctx.fillRect(row.x, row.y, 6, row.height);
    }
    const texts = [String(r.position), r.name, r.rating, String(r.games), String(r.wins)];
    drawCells(ctx, row, texts, Math.min(text + 10, rowH * 0.55), palette.text, accent ? 700 : 600);
  });
  return surface;
}

/** The card as a PNG. */
export function renderLeaderboard(data: LeaderboardCard): Promise<Buffer> {
  return encodePng(drawLeaderboard(data).canvas);
}
