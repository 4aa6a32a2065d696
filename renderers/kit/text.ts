/**
 * Text that fits its box: the preferred size is shrunk step by step down to a minimum,
 * then the text wraps on spaces (breaking over-long words), and what still does not fit
 * ends with an ellipsis. No line is ever wider than the box.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type FontWeight, font, registerFonts } from './fonts.ts';
import { type Box, minTextPx } from './layout.ts';
import { tr } from './locale.ts';
import { palette } from './palette.ts';

export type HAlign = 'left' | 'center' | 'right';
export type VAlign = 'top' | 'middle' | 'bottom';

export interface TextStyle {
  /** Preferred size in px. */
  readonly size: number;
  /** Smallest size tried before wrapping/ellipsis; defaults to minTextPx of the canvas width (never above `size`). */
  readonly minSize?: number;
  readonly weight?: FontWeight;
  readonly color?: string;
  readonly align?: HAlign;
  readonly valign?: VAlign;
  /** Line spacing as a multiple of the size; default 1.2. */
  readonly lineHeight?: number;
  /** Most lines to use; default as many as the box height holds (at least one). */
  readonly maxLines?: number;
  /** A neon glow colour behind the glyphs. */
  readonly glow?: string;
}

export interface TextLayout {
  /** The size chosen, px. */
  readonly size: number;
  readonly weight: FontWeight;
  readonly lines: readonly string[];
  /** Line pitch, px. */
  readonly lineHeight: number;
  /** Widest line, px: never more than the box width. */
  readonly width: number;
  /** True when text was dropped and an ellipsis added. */
  readonly truncated: boolean;
}

export const ELLIPSIS = '\u2026';
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function graphemes(s: string): string[] {
  return Array.from(segmenter.segment(s), (g) => g.segment);
}

/** Paragraphs (split on newlines) of words (split on other whitespace). */
function paragraphs(text: string): string[][] {
  return text.split(/\r?\n/).map((p) => p.split(/\s+/).filter((w) => w.length > 0));
}

interface Wrapped {
  lines: string[];
  /** A word had to be cut to fit the width. */
  broke: boolean;
}

/** Greedy wrap at the context's current font. */
function wrap(ctx: SKRSContext2D, text: string, width: number): Wrapped {
  const fits = (s: string): boolean => ctx.measureText(s).width <= width;
  const lines: string[] = [];
  let broke = false;
  for (const words of paragraphs(text)) {
    const whole = words.join(' ');
    if (fits(whole)) {
      lines.push(whole);
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (fits(word)) {
        line = word;
        continue;
      }
      // The word alone is too wide: cut it by graphemes.
      broke = true;
      line = '';
      for (const g of graphemes(word)) {
        if (line && !fits(line + g)) {
          lines.push(line);
          line = '';
        }
        line += g;
      }
    }
    lines.push(line);
  }
  // Drop trailing empty lines made by trailing newlines, keep at least one.
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return { lines, broke };
}

/** Cuts a line until it plus an ellipsis fits (an ellipsis alone if nothing else fits; empty if not even that). */
function ellipsize(ctx: SKRSContext2D, line: string, width: number): string {
  const gs = graphemes(line.trimEnd());
  const withEllipsis = (n: number): string => `${gs.slice(0, n).join('').trimEnd()}${ELLIPSIS}`;
  // Binary search for the longest prefix that fits: widths grow with the prefix.
  let lo = 0;
  let hi = gs.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(withEllipsis(mid)).width <= width) lo = mid;
    else hi = mid - 1;
  }
  const s = withEllipsis(lo);
  return ctx.measureText(s).width <= width ? s : '';
}

function lineCapacity(boxHeight: number, lineHeight: number, maxLines: number): number {
  return Math.max(1, Math.min(maxLines, Math.floor((boxHeight + 0.5) / lineHeight)));
}

/** Chooses size and lines for `text` in `box` without drawing (it does set `ctx.font`). */
export function layoutText(ctx: SKRSContext2D, message: string, b: Box, style: TextStyle): TextLayout {
  registerFonts();
  const text = tr(message);
  const weight = style.weight ?? 400;
  const spacing = style.lineHeight ?? 1.2;
  const maxLines = Math.max(1, style.maxLines ?? Number.POSITIVE_INFINITY);
  const top = Math.max(1, style.size);
  const min = Math.max(1, Math.min(style.minSize ?? minTextPx(ctx.canvas.width), top));
  const width = Math.max(0, b.width);
  const measureAll = (lines: string[]): number => Math.max(0, ...lines.map((l) => ctx.measureText(l).width));

  const attempt = (size: number): TextLayout | undefined => {
    ctx.font = font(size, weight);
    const lh = size * spacing;
    const w = wrap(ctx, text, width);
    if (w.broke || w.lines.length > lineCapacity(b.height, lh, maxLines)) return undefined;
    return { size, weight, lines: w.lines, lineHeight: lh, width: measureAll(w.lines), truncated: false };
  };
  // The preferred size first (the usual case), then a binary search for the largest whole
  // px size that fits without cutting words.
  let best = attempt(top);
  if (best) return best;
  let lo = Math.ceil(min);
  let hi = Math.ceil(top) - 1;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const fit = attempt(mid);
    if (fit) {
      best = fit;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  if (best) return best;
  // At the minimum size: wrap, keep what the box holds, ellipsize the last kept line if needed.
  ctx.font = font(min, weight);
  const lh = min * spacing;
  const w = wrap(ctx, text, width);
  const cap = lineCapacity(b.height, lh, maxLines);
  const lines = w.lines.slice(0, cap);
  const truncated = w.lines.length > cap;
  if (truncated) {
    const last = lines.length - 1;
    lines[last] = ellipsize(ctx, lines[last]!, width);
  }
  return { size: min, weight, lines, lineHeight: lh, width: measureAll(lines), truncated };
}

/** Fits and draws `text` in `box`; returns the layout used. */
export function drawText(ctx: SKRSContext2D, text: string, b: Box, style: TextStyle): TextLayout {
  const layout = layoutText(ctx, text, b, style);
  const align = style.align ?? 'left';
  const valign = style.valign ?? 'middle';
  const blockHeight = layout.lines.length * layout.lineHeight;
  const top =
    valign === 'top' ? b.y : valign === 'bottom' ? b.y + b.height - blockHeight : b.y + (b.height - blockHeight) / 2;
  const x = align === 'left' ? b.x : align === 'right' ? b.x + b.width : b.x + b.width / 2;
  ctx.save();
  ctx.font = font(layout.size, layout.weight);
  ctx.fillStyle = style.color ?? palette.text;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  if (style.glow) {
    ctx.shadowColor = style.glow;
    ctx.shadowBlur = Math.max(4, layout.size * 0.35);
  }
  layout.lines.forEach((line, i) => ctx.fillText(line, x, top + layout.lineHeight * (i + 0.5)));
  ctx.restore();
  return layout;
}

/** Width of `text` at a size and weight, px. */
export function measureText(ctx: SKRSContext2D, text: string, size: number, weight: FontWeight = 400): number {
  registerFonts();
  ctx.save();
  ctx.font = font(size, weight);
  const w = ctx.measureText(tr(text)).width;
  ctx.restore();
  return w;
}

/** Text on one line centred vertically on `y`, ringed by a `halo` stroke so it reads over lines and fills. */
export function drawOutlinedText(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  style: {
    readonly size: number;
    readonly weight: FontWeight;
    readonly color: string;
    readonly align: HAlign;
    readonly halo: { readonly color: string; readonly width: number };
  },
): void {
  ctx.save();
  ctx.font = font(style.size, style.weight);
  ctx.textAlign = style.align;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = style.halo.width;
  ctx.strokeStyle = style.halo.color;
  const words = tr(text);
  ctx.strokeText(words, x, y);
  ctx.fillStyle = style.color;
  ctx.fillText(words, x, y);
  ctx.restore();
}
