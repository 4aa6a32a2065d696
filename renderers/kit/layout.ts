/** Rectangles and the arithmetic to split a canvas into them. */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The largest board the kit aims for: it stays readable when Discord shows it about 400 px wide. */
export const MAX_BOARD = { width: 1200, height: 800 } as const;

/** How wide Discord shows an image in a channel, px. */
export const VIEW_WIDTH = 550;
/** The smallest text readable there, px (issue 21 §3). */
export const VIEW_MIN_TEXT_PX = 8;

/**
 * The kit's floor for text at full size: fitted text shrinks to it and then wraps or ellipsizes.
 * 20 px is VIEW_MIN_TEXT_PX at VIEW_WIDTH on images up to 1375 px wide (MAX_BOARD and the 1200 px
 * hands); wider boards (1440, 1600) need more, which minTextPx gives.
 */
export const MIN_TEXT_PX = 20;

/** The size at which text on a `width`-px-wide image is VIEW_MIN_TEXT_PX tall shown VIEW_WIDTH wide. */
export function readableTextPx(width: number): number {
  return (VIEW_MIN_TEXT_PX * width) / VIEW_WIDTH;
}

/**
 * The kit's floor for text on a `width`-px-wide image: MIN_TEXT_PX, or more on images so wide that
 * 20 px would read under 8 px at 550 (whole px, rounded up: 21 on 1440, 24 on 1600). The kit's
 * own fitted text uses it; a renderer's explicit `minSize` or smaller `size` can still go below.
 */
export function minTextPx(width: number): number {
  return Math.max(MIN_TEXT_PX, Math.ceil(readableTextPx(width) - 1e-9));
}

export function box(x: number, y: number, width: number, height: number): Box {
  return { x, y, width, height };
}

/** Shrinks a box on every side (`dy` defaults to `dx`); never below zero size. */
export function inset(b: Box, dx: number, dy: number = dx): Box {
  return { x: b.x + dx, y: b.y + dy, width: Math.max(0, b.width - 2 * dx), height: Math.max(0, b.height - 2 * dy) };
}

/** Splits a box into `n` equal rows with `gap` between them. */
export function rows(b: Box, n: number, gap = 0): Box[] {
  if (n <= 0) return [];
  const h = (b.height - gap * (n - 1)) / n;
  return Array.from({ length: n }, (_v, i) => ({ x: b.x, y: b.y + i * (h + gap), width: b.width, height: h }));
}

/** Splits a box into `n` equal columns with `gap` between them. */
export function columns(b: Box, n: number, gap = 0): Box[] {
  if (n <= 0) return [];
  const w = (b.width - gap * (n - 1)) / n;
  return Array.from({ length: n }, (_v, i) => ({ x: b.x + i * (w + gap), y: b.y, width: w, height: b.height }));
}

/** `count` cells laid out left to right, top to bottom, in `cols` columns. */
export function grid(b: Box, count: number, cols: number, gap = 0): Box[] {
  const c = Math.max(1, Math.min(cols, count));
  const r = Math.max(1, Math.ceil(count / c));
  const rowBoxes = rows(b, r, gap);
  const out: Box[] = [];
  for (let i = 0; i < count; i++) out.push(columns(rowBoxes[Math.floor(i / c)]!, c, gap)[i % c]!);
  return out;
}

/** Takes `size` px off the top of a box: returns [taken, rest]. */
export function sliceTop(b: Box, size: number, gap = 0): [Box, Box] {
  const s = Math.min(size, b.height);
  return [
    { x: b.x, y: b.y, width: b.width, height: s },
    { x: b.x, y: b.y + s + gap, width: b.width, height: Math.max(0, b.height - s - gap) },
  ];
}

/** Takes `size` px off the left of a box: returns [taken, rest]. */
export function sliceLeft(b: Box, size: number, gap = 0): [Box, Box] {
  const s = Math.min(size, b.width);
  return [
    { x: b.x, y: b.y, width: s, height: b.height },
    { x: b.x + s + gap, y: b.y, width: Math.max(0, b.width - s - gap), height: b.height },
  ];
}
