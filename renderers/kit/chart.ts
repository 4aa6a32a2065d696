/**
 * A line chart of a game's story: each line's value (a seat's score, or one line of the game's
 * measure) at the start and at each round's end. Landscape, every text at least the kit's floor
 * (readable shown 550 px wide), each line told apart by colour, dash and marker shape, never by
 * colour alone, with a legend of names and final values.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { DEFAULT_LOCALE, type Locale } from '../../src/engine/messages.ts';
import { finalValue, type Story, type StorySeries } from '../../src/engine/story.ts';
import { encodePng } from './encode.ts';
import { font } from './fonts.ts';
import { type Box, inset, minTextPx, sliceLeft, sliceTop } from './layout.ts';
import { drawIn, tr } from './locale.ts';
import { m } from './messages.ts';
import { palette } from './palette.ts';
import { drawPanel } from './panels.ts';
import { type SeatShape, seatStyle } from './players.ts';
import { paintPath, shapePath } from './shapes.ts';
import { createSurface, type Surface } from './surface.ts';
import { drawText } from './text.ts';
import { drawToken } from './tokens.ts';

export const CHART_SIZE = { width: 1100, height: 620 } as const;

/** Lines that are no seat's: the kit's accents, a shape each. */
const ACCENTS: readonly string[] = [
  palette.cyan,
  palette.magenta,
  palette.lime,
  palette.amber,
  palette.violet,
  palette.red,
];
const SHAPES: readonly SeatShape[] = ['circle', 'square', 'triangle', 'diamond', 'hexagon', 'star'];
/** A dash each, so lines stay apart in greyscale too. */
const DASHES: readonly (readonly number[])[] = [[], [16, 8], [4, 7], [20, 6, 4, 6], [10, 5], [2, 5]];

interface LineStyle {
  readonly color: string;
  readonly shape: SeatShape;
  readonly dash: readonly number[];
}

function lineStyle(line: StorySeries, k: number): LineStyle {
  const dash = DASHES[k % DASHES.length]!;
  if (line.seat !== undefined) {
    const s = seatStyle(line.seat);
    return { color: s.color, shape: s.shape, dash };
  }
  return { color: ACCENTS[k % ACCENTS.length]!, shape: SHAPES[k % SHAPES.length]!, dash };
}

/** Round tick labels: "Start" (a message token), then the round numbers. */
export const roundLabel = (round: number): string => (round === 0 ? m('kit.chart.start') : String(round));

/** A tidy step for about `n` ticks over `span` (1, 2, 5 times a power of ten). */
function niceStep(span: number, n: number): number {
  const raw = Math.max(span, 1) / n;
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * Math.max(1, p);
}

/** A story to chart, and the language to draw it in (English by default: the table's, as the chart is posted in its channel). */
export type ChartData = Story & { readonly locale?: Locale };

/**
 * Draws the story's chart on a fresh landscape surface, in its locale (a story is plain data: it
 * crosses to the render pool's workers as it is, its texts message tokens).
 */
export function drawChart(data: ChartData): Surface {
  return drawIn(data.locale ?? DEFAULT_LOCALE, () => drawStory(data));
}

function drawStory(data: Story): Surface {
  const surface = createSurface(CHART_SIZE.width, CHART_SIZE.height);
  const { ctx } = surface;
  const text = minTextPx(CHART_SIZE.width);
  const [head, body] = sliceTop(inset(surface.bounds, 24, 20), 52, 10);
  // The unit is put in lower case once in words ("by round", "par manche").
  drawText(ctx, m('kit.chart.title', { game: data.game, label: data.label, unit: tr(data.unit).toLowerCase() }), head, {
    size: 32,
    weight: 700,
    color: palette.text,
    maxLines: 1,
  });
  const [plotArea, legendArea] = sliceLeft(body, body.width - 300, 20);
  drawPanel(ctx, plotArea, { glow: 0 });
  drawPlot(ctx, inset(plotArea, 16, 14), data, text);
  drawChartLegend(ctx, legendArea, data, text);
  return surface;
}

function drawPlot(ctx: SKRSContext2D, area: Box, data: Story, text: number): void {
  const known = data.series.flatMap((l) => l.values.filter((v): v is number => v !== null));
  const lo = Math.min(0, ...known);
  const hiRaw = Math.max(1, ...known);
  const step = niceStep(hiRaw - lo, 5);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hiRaw / step) * step;
  // Room for the y axis's label (turned), its tick values, and the x axis's ticks and title.
  const left = area.x + text * 1.4 + 12 + text * 2.4;
  const bottom = area.y + area.height - text * 1.3 - 8 - text * 1.3;
  const plot: Box = { x: left, y: area.y + 8, width: area.x + area.width - left - 12, height: bottom - area.y - 8 };
  const n = Math.max(1, data.rounds.length - 1);
  const xAt = (k: number) => plot.x + (plot.width * k) / n;
  const yAt = (v: number) => plot.y + plot.height - ((v - min) / (max - min)) * plot.height;
  ctx.save();
  ctx.lineWidth = 1;
  ctx.strokeStyle = palette.line;
  for (let v = min; v <= max + step / 2; v += step) {
    const y = Math.round(yAt(v)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(plot.x, y);
    ctx.lineTo(plot.x + plot.width, y);
    ctx.stroke();
    const tick = { x: area.x + text * 1.4 + 4, y: y - text, width: left - area.x - text * 1.4 - 14, height: text * 2 };
    drawText(ctx, String(v), tick, { size: text, color: palette.textDim, align: 'right', maxLines: 1 });
  }
  ctx.restore();
  // Round ticks: every one while they fit, else every other (the last always shown).
  const every = n + 1 > 16 ? 2 : 1;
  data.rounds.forEach((r, k) => {
    if (k % every !== 0 && k !== n) return;
    const at = { x: xAt(k) - 40, y: bottom + 10, width: 80, height: text * 1.3 };
    drawText(ctx, roundLabel(r), at, { size: text, color: palette.textDim, align: 'center', maxLines: 1 });
  });
  drawText(
    ctx,
    data.unit,
    { x: plot.x, y: bottom + 8 + text * 1.3, width: plot.width, height: text * 1.3 },
    {
      size: text,
      weight: 600,
      color: palette.text,
      align: 'center',
      maxLines: 1,
    },
  );
  // The y axis's label, turned a quarter left along the axis.
  ctx.save();
  ctx.translate(area.x + text * 0.7, plot.y + plot.height / 2);
  ctx.rotate(-Math.PI / 2);
  drawText(
    ctx,
    data.label,
    { x: -plot.height / 2, y: -text * 0.7, width: plot.height, height: text * 1.4 },
    {
      size: text,
      weight: 600,
      color: palette.text,
      align: 'center',
      maxLines: 1,
    },
  );
  ctx.restore();
  data.series.forEach((line, k) => drawLine(ctx, line, lineStyle(line, k), xAt, yAt));
}

function drawLine(
  ctx: SKRSContext2D,
  line: StorySeries,
  style: LineStyle,
  xAt: (k: number) => number,
  yAt: (v: number) => number,
): void {
  ctx.save();
  ctx.strokeStyle = style.color;
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.setLineDash([...style.dash]);
  ctx.beginPath();
  let open = false;
  line.values.forEach((v, k) => {
    if (v === null) {
      open = false;
      return;
    }
    if (open) ctx.lineTo(xAt(k), yAt(v));
    else ctx.moveTo(xAt(k), yAt(v));
    open = true;
  });
  ctx.stroke();
  ctx.setLineDash([]);
  line.values.forEach((v, k) => {
    if (v === null) return;
    shapePath(ctx, style.shape, xAt(k), yAt(v), 7);
    paintPath(ctx, style.color, { color: palette.ink, width: 1.5 });
  });
  ctx.restore();
}

/** Each line's marker (the seat's token), name and final value, highest first. */
function drawChartLegend(ctx: SKRSContext2D, area: Box, data: Story, text: number): void {
  const entries = data.series.map((line, k) => ({ line, k, last: finalValue(line) }));
  entries.sort((a, b) => (b.last ?? Number.NEGATIVE_INFINITY) - (a.last ?? Number.NEGATIVE_INFINITY) || a.k - b.k);
  const rowH = Math.min(74, area.height / Math.max(1, entries.length));
  entries.forEach(({ line, k, last }, i) => {
    const row: Box = { x: area.x, y: area.y + i * rowH, width: area.width, height: rowH - 8 };
    const style = lineStyle(line, k);
    drawPanel(ctx, row, { accent: style.color, glow: 0 });
    const cy = row.y + row.height / 2;
    if (line.seat !== undefined) drawToken(ctx, line.seat, row.x + 32, cy, 22);
    else {
      shapePath(ctx, style.shape, row.x + 32, cy, 16);
      paintPath(ctx, style.color, { color: palette.ink, width: 2 });
    }
    ctx.save();
    ctx.strokeStyle = style.color;
    ctx.lineWidth = 4;
    ctx.setLineDash([...style.dash]);
    ctx.beginPath();
    ctx.moveTo(row.x + 62, row.y + row.height - 10);
    ctx.lineTo(row.x + row.width - 12, row.y + row.height - 10);
    ctx.stroke();
    ctx.restore();
    const value = last === null ? '–' : String(last);
    const textBox: Box = { x: row.x + 62, y: row.y + 2, width: row.width - 74, height: row.height - 16 };
    drawText(ctx, value, textBox, { size: text + 6, weight: 700, color: palette.text, align: 'right', maxLines: 1 });
    ctx.font = font(text + 6, 700);
    const valueW = ctx.measureText(value).width + 10;
    // A long name takes two lines rather than an ellipsis.
    drawText(
      ctx,
      line.name,
      { ...textBox, width: textBox.width - valueW },
      {
        size: text + 2,
        weight: 600,
        color: palette.text,
        maxLines: 2,
        lineHeight: 1.05,
      },
    );
  });
}

/** The chart as a PNG. */
export function renderChart(data: ChartData): Promise<Buffer> {
  return encodePng(drawChart(data).canvas);
}
