/**
 * The kit's typeface. The machine has only DejaVu installed and an unknown family silently
 * falls back, so the font files are taken from an npm package (@fontsource/chakra-petch) and
 * registered with Skia by absolute path, resolved through Node's module resolution.
 */
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

/** The display face of every NeonTable image. */
export const FONT_FAMILY = 'Chakra Petch';
/** Installed on the system; Skia picks glyphs from it that Chakra Petch lacks (symbols, Cyrillic...). */
export const FALLBACK_FAMILY = 'DejaVu Sans';
/** A CSS family list for `ctx.font`. */
export const FONT_STACK = `"${FONT_FAMILY}", "${FALLBACK_FAMILY}", sans-serif`;

export type FontWeight = 400 | 500 | 600 | 700;
export const FONT_WEIGHTS: readonly FontWeight[] = [400, 500, 600, 700];
/** fontsource subsets registered for every weight: basic Latin, then accented Latin. */
const SUBSETS = ['latin', 'latin-ext'] as const;
const PACKAGE = '@fontsource/chakra-petch';

export interface FontRegistration {
  readonly family: string;
  /** Absolute paths of the files Skia accepted. */
  readonly files: readonly string[];
  /** Files that could not be resolved or loaded, with the reason. */
  readonly failures: readonly string[];
}

let registration: FontRegistration | undefined;

/**
 * Registers the shipped font files once; later calls return the first result.
 * Called at start-up, and lazily by every kit surface so a renderer can never draw in
 * the fallback face by accident. Throws if no file at all could be registered.
 */
export function registerFonts(): FontRegistration {
  if (registration) return registration;
  const require = createRequire(import.meta.url);
  const files: string[] = [];
  const failures: string[] = [];
  for (const weight of FONT_WEIGHTS) {
    for (const subset of SUBSETS) {
      const spec = `${PACKAGE}/files/chakra-petch-${subset}-${weight}-normal.woff2`;
      let path: string;
      try {
        path = require.resolve(spec);
      } catch (err) {
        failures.push(`${spec}: ${(err as Error).message}`);
        continue;
      }
      if (GlobalFonts.registerFromPath(path, FONT_FAMILY)) files.push(path);
      else failures.push(`${path}: Skia rejected the file`);
    }
  }
  if (files.length === 0 || !GlobalFonts.has(FONT_FAMILY)) {
    throw new Error(`could not register ${FONT_FAMILY}: ${failures.join('; ') || 'family missing after registration'}`);
  }
  registration = { family: FONT_FAMILY, files, failures };
  return registration;
}

/** A `ctx.font` value in the kit's face, e.g. `font(28, 700)`. */
export function font(sizePx: number, weight: FontWeight = 400): string {
  return `${weight} ${Math.round(sizePx * 100) / 100}px ${FONT_STACK}`;
}
