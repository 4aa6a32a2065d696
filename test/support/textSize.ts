/**
 * How big the renderers' text is where it is read: Discord shows an image about 550 px wide, so a
 * string drawn at `size` px on a `W`-px-wide canvas is `size × 550 / W` px there. Sizes are em
 * sizes (the font size the glyphs are drawn at, transform included), not measured ink heights.
 * Used by test/render/drawnText.test.ts and `npm run measure:text`.
 */

import { type DrawnText, VIEW_MIN_TEXT_PX, VIEW_WIDTH } from '../../renderers/kit/index.ts';
import type { GameEntry } from '../../src/registry.ts';
import {
  DEFAULT_SAMPLES,
  type ImageKind,
  type RecordedImage,
  recordGame,
  type SampleOptions,
} from './renderSamples.ts';

export { VIEW_WIDTH };
/** The smallest text readable at VIEW_WIDTH: the goal every game's text is measured against. */
export const TARGET_PX = VIEW_MIN_TEXT_PX;

/** `t`'s size once its image is shown VIEW_WIDTH px wide. */
export function viewPx(t: DrawnText): number {
  return (t.sizePx * VIEW_WIDTH) / t.canvasWidth;
}

export interface SizedText {
  readonly text: string;
  /** Size at VIEW_WIDTH, px. */
  readonly px: number;
  /** Size on the canvas, px, and the canvas width. */
  readonly sizePx: number;
  readonly canvasWidth: number;
}

export interface TextSizeStats {
  readonly images: number;
  /** Visible strings drawn (whitespace-only ones draw nothing and are left out). */
  readonly strings: number;
  /** The smallest size at VIEW_WIDTH, px (Infinity when nothing was drawn). */
  readonly minPx: number;
  /** Share of the strings under TARGET_PX at VIEW_WIDTH, 0..1. */
  readonly under: number;
  /** The smallest distinct strings, smallest first. */
  readonly smallest: readonly SizedText[];
}

/** Size figures of the images of one kind (board or hand). */
export function measureImages(images: readonly RecordedImage[], kind: ImageKind, keep = 5): TextSizeStats {
  const mine = images.filter((im) => im.kind === kind);
  const sized: SizedText[] = mine.flatMap((im) =>
    im.texts
      .filter((t) => t.text.trim() !== '')
      .map((t) => ({ text: t.text, px: viewPx(t), sizePx: t.sizePx, canvasWidth: t.canvasWidth })),
  );
  const byText = new Map<string, SizedText>();
  for (const s of sized) if (!byText.has(s.text) || byText.get(s.text)!.px > s.px) byText.set(s.text, s);
  const smallest = [...byText.values()].sort((a, b) => a.px - b.px).slice(0, keep);
  return {
    images: mine.length,
    strings: sized.length,
    minPx: sized.reduce((m, s) => Math.min(m, s.px), Number.POSITIVE_INFINITY),
    under: sized.length ? sized.filter((s) => s.px < TARGET_PX).length / sized.length : 0,
    smallest,
  };
}

export interface GameTextSizes {
  readonly game: string;
  readonly board: TextSizeStats;
  readonly hand: TextSizeStats;
}

/** Board and hand figures of one game over its sampled states (renderSamples.ts). */
export async function measureGame(entry: GameEntry, opts: SampleOptions = DEFAULT_SAMPLES): Promise<GameTextSizes> {
  const images = await recordGame(entry, opts);
  return { game: entry.game.id, board: measureImages(images, 'board'), hand: measureImages(images, 'hand') };
}

/** `x` rounded down to 0.1 px: the floor a game's test holds it to. */
export function floorTenth(x: number): number {
  return Math.floor(x * 10 + 1e-9) / 10;
}
