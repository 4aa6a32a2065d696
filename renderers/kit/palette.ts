/**
 * The dark neon look. Flat fills (they encode small and fast) on a near-black blue, text
 * well above WCAG AA on every surface, and a few saturated accents used for borders and glow,
 * never as the only carrier of meaning.
 */
export const palette = {
  /** Page background. */
  bg: '#090b14',
  /** Faint grid lines over the background. */
  grid: '#131a2e',
  /** Panel and card fills. */
  panel: '#121829',
  panelAlt: '#1a2238',
  /** Inactive borders, empty track cells. */
  line: '#2c3657',
  /** Main text: about 17:1 on `panel`. */
  text: '#f3f6ff',
  /** Secondary text (labels): above 8:1 on `panel`. */
  textDim: '#b4bedb',
  /** Tertiary text (hints): above 4.5:1 on `panel`. */
  textMuted: '#8591b5',
  /** Dark ink for text on light fills (tokens, badges). */
  ink: '#090b14',
  /** Neon accents. */
  cyan: '#29e6ff',
  magenta: '#ff4fd8',
  violet: '#a78bff',
  lime: '#b6ff3b',
  amber: '#ffc53d',
  red: '#ff5470',
  /** The ring around whoever the table is waiting for. */
  highlight: '#ffffff',
} as const;

export type PaletteColor = (typeof palette)[keyof typeof palette];

/** `#rrggbb` to 0-255 channels. */
export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

/** `#rrggbb` plus an alpha 0-1 as an `rgba()` string. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

function linear(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** A darker shade of `#rrggbb` (f < 1) or a lighter one towards white (f > 1, as 1 + share). */
export function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const out = ch.map((v) => (f <= 1 ? v * f : v + (255 - v) * (f - 1)));
  return `#${out
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio (1-21) between two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
