/**
 * The board's layout as named rectangles: every panel, chip, tag and label the drawing code fills
 * gets one here first, with the name of the rectangle it belongs in. Tests check the list: each
 * rectangle inside its parent, none overlapping a sibling.
 */
import { createCanvas } from '@napi-rs/canvas';
import { type Box, type FontWeight, measureText } from '../kit/index.ts';

/** Width of a text at a size and weight, px. */
export type Measure = (text: string, size: number, weight: FontWeight) => number;

export interface Rect extends Box {
  readonly name: string;
  /** The rectangle it lies in; 'canvas' for the top level. */
  readonly parent: string;
}

export class Rects {
  readonly list: Rect[] = [];

  /** Records `box` as `name` inside `parent` and returns it. */
  add(name: string, parent: string, box: Box): Box {
    this.list.push({ name, parent, x: box.x, y: box.y, width: box.width, height: box.height });
    return box;
  }
}

let scratch: ReturnType<ReturnType<typeof createCanvas>['getContext']> | null = null;

/** Measures with the kit's fonts on a small scratch canvas: the same widths the drawing gets. */
export const measureWithKit: Measure = (text, size, weight) => {
  scratch ??= createCanvas(8, 8).getContext('2d');
  return measureText(scratch, text, size, weight);
};
