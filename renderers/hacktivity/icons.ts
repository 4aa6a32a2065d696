/**
 * Icons as small chips: each kind a colour and a glyph, then its number(s). The board shows the
 * visible discard tops with them; the hand shows both options of every card with them and in words.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Icon, IconKind } from '../../src/games/hacktivity/data/index.ts';
import { drawRoundRect, font, measureText, palette } from '../kit/index.ts';
import { CUBE } from './style.ts';

interface Look {
  readonly glyph: string;
  readonly color: string;
  readonly words: string;
}

const DESTROY = '#29e6ff';
export const ICON_LOOK: Readonly<Record<IconKind, Look>> = {
  destroy: { glyph: '✖', color: DESTROY, words: 'Destroy' },
  destroy2: { glyph: '✖✖', color: DESTROY, words: 'Destroy on two' },
  distributed: { glyph: '✖÷', color: DESTROY, words: 'Destroy, distributed' },
  destroyReduce: { glyph: '✖☣▼', color: DESTROY, words: 'Destroy + Reduce infection' },
  destroyOrReduce: { glyph: '✖/☣', color: DESTROY, words: 'Destroy or Reduce infection' },
  spread: { glyph: '☣▲', color: CUBE.purple, words: 'Spread' },
  reduce: { glyph: '☣▼', color: CUBE.purple, words: 'Reduce infection' },
  charge: { glyph: '⚡▲', color: CUBE.blue, words: 'Charge' },
  discharge: { glyph: '⚡▼', color: CUBE.blue, words: 'Discharge' },
  damage: { glyph: '♥▼', color: CUBE.red, words: 'Damage' },
  damageShared: { glyph: '♥▼÷', color: CUBE.red, words: 'Damage, shared' },
  fortify: { glyph: '♥▲', color: CUBE.green, words: 'Fortify Firewall' },
  fortifyShared: { glyph: '♥▲÷', color: CUBE.green, words: 'Fortify Firewall, shared' },
  alertUp: { glyph: '▲', color: CUBE.orange, words: 'Alert up' },
  alertDown: { glyph: '▼', color: CUBE.orange, words: 'Alert down' },
  discard: { glyph: '❐✂', color: '#c3c9d6', words: 'Discard Character card' },
  addNode: { glyph: '⬢+', color: CUBE.hexagon, words: 'Additional node' },
  chain: { glyph: '⛓', color: '#c3c9d6', words: 'Chain (place a grey cube)' },
  duplicate: { glyph: '❐❐', color: palette.magenta, words: 'Duplicate' },
  putBack: { glyph: '↺', color: palette.magenta, words: 'Put back' },
  tension: { glyph: '⌁▲', color: CUBE.red, words: 'Tension up' },
};

const FALLBACK: Look = { glyph: '?', color: palette.textMuted, words: 'Icon' };
const look = (i: Icon): Look => ICON_LOOK[i.k] ?? FALLBACK;

/** The number(s) printed next to an icon ('' for none). */
export function iconNumber(i: Icon): string {
  const r = i as { n?: number; m?: number };
  if (i.k === 'destroy2' || i.k === 'destroyReduce') return `${r.n ?? ''}+${r.m ?? ''}`;
  return r.n === undefined ? '' : String(r.n);
}

/** One icon in words, with its numbers ("Destroy 3", "Destroy 3 and Reduce infection 1"). */
export function iconWords(i: Icon): string {
  const r = i as { n?: number; m?: number; anomalyOnly?: boolean };
  switch (i.k) {
    case 'destroy':
      return `Destroy ${r.n}${r.anomalyOnly ? ' (Anomaly only)' : ''}`;
    case 'destroy2':
      return `Destroy ${r.n} and Destroy ${r.m} (two targets)`;
    case 'destroyReduce':
      return `Destroy ${r.n} and Reduce infection ${r.m}`;
    default: {
      const n = iconNumber(i);
      return n ? `${look(i).words} ${n}` : look(i).words;
    }
  }
}

export const iconsWords = (icons: readonly Icon[]): string =>
  icons.length ? icons.map(iconWords).join(', then ') : 'no icon';

function chipText(i: Icon): string {
  const n = iconNumber(i);
  const only = i.k === 'destroy' && (i as { anomalyOnly?: boolean }).anomalyOnly ? '◆' : '';
  return `${look(i).glyph}${only}${n ? ` ${n}` : ''}`;
}

/** Width of a chip of height h. */
export function chipWidth(g: SKRSContext2D, i: Icon, h: number): number {
  return Math.ceil(measureText(g, chipText(i), h * 0.62, 700) + h * 0.5);
}

/**
 * Draws the icons as chips left to right from (x, y), height h, never past maxX (the rest as
 * "+k"). Returns the x after the last chip.
 */
export function drawIcons(
  g: SKRSContext2D,
  icons: readonly Icon[],
  x: number,
  y: number,
  h: number,
  maxX: number,
): number {
  let cx = x;
  for (let k = 0; k < icons.length; k++) {
    const i = icons[k]!;
    const w = chipWidth(g, i, h);
    const last = k === icons.length - 1;
    if (cx + w + (last ? 0 : h * 1.4) > maxX) {
      drawMore(g, icons.length - k, cx, y, h);
      return cx + h * 1.4;
    }
    const lk = look(i);
    drawRoundRect(g, { x: cx, y, width: w, height: h }, h * 0.22, lk.color);
    g.save();
    g.font = font(h * 0.62, 700);
    g.fillStyle = palette.ink;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(chipText(i), cx + w / 2, y + h / 2 + h * 0.03);
    g.restore();
    cx += w + h * 0.18;
  }
  return cx;
}

function drawMore(g: SKRSContext2D, n: number, x: number, y: number, h: number): void {
  drawRoundRect(g, { x, y, width: h * 1.2, height: h }, h * 0.22, palette.panelAlt, {
    color: palette.line,
    width: 1.5,
  });
  g.save();
  g.font = font(h * 0.62, 700);
  g.fillStyle = palette.text;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(`+${n}`, x + h * 0.6, y + h / 2);
  g.restore();
}
