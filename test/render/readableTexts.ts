/** The checks a kit image's recorded texts pass: readable shown 550 px wide, bundled fonts only, every glyph there. */
import { expect } from 'vitest';
import type { DrawnText } from '../../renderers/kit/index.ts';
import { foreignFamilies, missingGlyphs } from '../support/glyphs.ts';
import { floorTenth, TARGET_PX, viewPx } from '../support/textSize.ts';

/** The texts that show (blank ones dropped), each checked; their strings joined by newlines. */
export function expectReadableTexts(texts: readonly DrawnText[]): { drawn: DrawnText[]; all: string } {
  const drawn = texts.filter((t) => t.text.trim() !== '');
  for (const t of drawn) {
    expect(floorTenth(viewPx(t)), `"${t.text}" at 550 px`).toBeGreaterThanOrEqual(TARGET_PX);
    expect(foreignFamilies(t.family), t.text).toEqual([]);
    expect(missingGlyphs(t), t.text).toEqual([]);
  }
  return { drawn, all: drawn.map((t) => t.text).join('\n') };
}
