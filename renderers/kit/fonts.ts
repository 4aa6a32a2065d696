/**
 * The kit's typefaces, all shipped as npm packages (@fontsource) and registered with Skia by
 * absolute path, resolved through Node's module resolution. Nothing is taken from the system: a
 * fresh server may have no fonts at all, and an unknown family silently falls back to whatever
 * it has (or to the empty missing-glyph box).
 *
 * Chakra Petch draws the text; the families after it in FONT_STACK only supply the characters it
 * lacks (Skia tries the listed families in order for each character). Each package is split into
 * subset files (fontsource's unicode ranges); all files of a family are registered under the
 * family's one name and Skia picks, per character, the file that has it.
 */
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

/** The display face of every NeonTable image. */
export const FONT_FAMILY = 'Chakra Petch';

export type FontWeight = 400 | 500 | 600 | 700;
export const FONT_WEIGHTS: readonly FontWeight[] = [400, 500, 600, 700];

/** One bundled family: the fontsource package and the subset files registered for each weight. */
export interface BundledFamily {
  readonly family: string;
  readonly package: string;
  /** fontsource's subset names, as in the file names `<id>-<subset>-<weight>-normal.woff2`. */
  readonly subsets: readonly string[];
  /** The weights the package ships among FONT_WEIGHTS; Skia takes the nearest for the others. */
  readonly weights: readonly FontWeight[];
}

/**
 * Every family the images use, in fallback order. Chakra Petch: Latin and accented Latin.
 * Noto Sans: Greek and Cyrillic (player names) and punctuation Chakra Petch lacks. Noto Sans
 * Symbols and Symbols 2: arrows, geometric shapes, dingbats, misc. symbols, as text-style glyphs.
 * Noto Sans Math: the mathematical signs and arrows the others lack (∞, ↺, ↻); its one file
 * (named `latin`) is the whole font.
 * Noto Emoji: the emoji, in monochrome outlines (Skia draws them in the fill colour like text);
 * its `emoji` file is the whole font (the numbered files are slices of it for browsers).
 */
export const BUNDLED_FAMILIES: readonly BundledFamily[] = [
  { family: FONT_FAMILY, package: '@fontsource/chakra-petch', subsets: ['latin', 'latin-ext'], weights: FONT_WEIGHTS },
  {
    family: 'Noto Sans',
    package: '@fontsource/noto-sans',
    subsets: ['latin', 'latin-ext', 'greek', 'cyrillic'],
    weights: FONT_WEIGHTS,
  },
  {
    family: 'Noto Sans Symbols',
    package: '@fontsource/noto-sans-symbols',
    subsets: ['symbols'],
    weights: FONT_WEIGHTS,
  },
  { family: 'Noto Sans Symbols 2', package: '@fontsource/noto-sans-symbols-2', subsets: ['symbols'], weights: [400] },
  { family: 'Noto Sans Math', package: '@fontsource/noto-sans-math', subsets: ['latin'], weights: [400] },
  { family: 'Noto Emoji', package: '@fontsource/noto-emoji', subsets: ['emoji'], weights: FONT_WEIGHTS },
];

/** A CSS family list for `ctx.font`: the bundled families only, no generic family. */
export const FONT_STACK = BUNDLED_FAMILIES.map((f) => `"${f.family}"`).join(', ');

export interface FontFile {
  readonly family: string;
  readonly weight: FontWeight;
  /** Absolute path of the woff2 file Skia accepted. */
  readonly path: string;
}

export interface FontRegistration {
  /** The main family (Chakra Petch). */
  readonly family: string;
  /** Absolute paths of the files Skia accepted, every family. */
  readonly files: readonly string[];
  /** The same files with their family and weight. */
  readonly fonts: readonly FontFile[];
  /** Files that could not be resolved or loaded, with the reason. */
  readonly failures: readonly string[];
}

let registration: FontRegistration | undefined;

const fileName = (f: BundledFamily, subset: string, weight: FontWeight): string =>
  `${f.package}/files/${f.package.slice('@fontsource/'.length)}-${subset}-${weight}-normal.woff2`;

/**
 * Registers the shipped font files once; later calls return the first result.
 * Called at start-up, and lazily by every kit surface so a renderer can never draw in
 * a system face by accident. Throws if a family ends up with no file at all.
 */
export function registerFonts(): FontRegistration {
  if (registration) return registration;
  const require = createRequire(import.meta.url);
  const fonts: FontFile[] = [];
  const failures: string[] = [];
  for (const f of BUNDLED_FAMILIES) {
    for (const weight of f.weights) {
      for (const subset of f.subsets) {
        const spec = fileName(f, subset, weight);
        let path: string;
        try {
          path = require.resolve(spec);
        } catch (err) {
          failures.push(`${spec}: ${(err as Error).message}`);
          continue;
        }
        if (GlobalFonts.registerFromPath(path, f.family)) fonts.push({ family: f.family, weight, path });
        else failures.push(`${path}: Skia rejected the file`);
      }
    }
  }
  const missing = BUNDLED_FAMILIES.filter(
    (f) => !fonts.some((x) => x.family === f.family) || !GlobalFonts.has(f.family),
  );
  if (missing.length > 0) {
    throw new Error(
      `could not register ${missing.map((f) => f.family).join(', ')}: ${failures.join('; ') || 'family missing after registration'}`,
    );
  }
  registration = { family: FONT_FAMILY, files: fonts.map((x) => x.path), fonts, failures };
  return registration;
}

/** A `ctx.font` value in the kit's faces, e.g. `font(28, 700)`. */
export function font(sizePx: number, weight: FontWeight = 400): string {
  return `${weight} ${Math.round(sizePx * 100) / 100}px ${FONT_STACK}`;
}
