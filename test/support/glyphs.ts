/**
 * Which characters the bundled fonts can draw: the union of the character maps (cmap) of every
 * file registerFonts registered, read with fontkit (which reads woff2). A character outside it
 * would be drawn from a system font, or as the empty missing-glyph box.
 */
import * as fontkit from 'fontkit';
import { BUNDLED_FAMILIES, type DrawnText, registerFonts } from '../../renderers/kit/index.ts';

export interface Coverage {
  /** Code points with a glyph in some bundled file, by family. */
  readonly byFamily: ReadonlyMap<string, ReadonlySet<number>>;
  readonly all: ReadonlySet<number>;
}

let coverage: Coverage | undefined;

export function bundledCoverage(): Coverage {
  if (coverage) return coverage;
  const byFamily = new Map<string, Set<number>>();
  const all = new Set<number>();
  for (const f of registerFonts().fonts) {
    const font = fontkit.openSync(f.path) as fontkit.Font;
    const set = byFamily.get(f.family) ?? new Set<number>();
    for (const cp of font.characterSet) {
      set.add(cp);
      all.add(cp);
    }
    byFamily.set(f.family, set);
  }
  coverage = { byFamily, all };
  return coverage;
}

/**
 * Characters that draw nothing and need no glyph: joiners and variation selectors (shaping
 * reads them; they select or join the glyphs around them), and line breaks.
 */
function invisible(cp: number): boolean {
  return (
    cp === 0x0a ||
    cp === 0x0d ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x2060 && cp <= 0x2064) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xfeff
  );
}

const BUNDLED = new Set(BUNDLED_FAMILIES.map((f) => f.family));

/** The families of a `ctx.font` family list that are not bundled (a system or generic family). */
export function foreignFamilies(familyList: string): string[] {
  return familyList
    .split(',')
    .map((s) => s.trim().replace(/^["']|["']$/g, ''))
    .filter((f) => f && !BUNDLED.has(f));
}

/** The characters of `t` that no bundled font of its family list has. */
export function missingGlyphs(t: DrawnText): string[] {
  const cov = bundledCoverage();
  const families = t.family.split(',').map((s) => s.trim().replace(/^["']|["']$/g, ''));
  const missing: string[] = [];
  for (const ch of t.text) {
    const cp = ch.codePointAt(0)!;
    if (invisible(cp)) continue;
    if (!families.some((f) => cov.byFamily.get(f)?.has(cp))) missing.push(ch);
  }
  return missing;
}

/** `⛓ U+26D3` */
export function describeChar(ch: string): string {
  return `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
