/**
 * Icons as small chips: each kind a colour and a glyph, then its number(s). The board shows the
 * visible discard tops with them; the hand shows both options of every card with them and in words.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Icon, IconKind } from '../../src/games/hacktivity/data/index.ts';
import { drawRoundRect, font, measureText, palette } from '../kit/index.ts';
import { r } from './messages.ts';
import { CUBE } from './style.ts';

const words = r;

interface Look {
  readonly glyph: string;
  readonly color: string;
  readonly words: string;
}

const DESTROY = '#29e6ff';
export const ICON_LOOK: Readonly<Record<IconKind, Look>> = {
  destroy: { glyph: '✖', color: DESTROY, words: r('hack.render.icon.destroy') },
  destroy2: { glyph: '✖✖', color: DESTROY, words: r('hack.render.icon.destroy2') },
  distributed: { glyph: '✖÷', color: DESTROY, words: r('hack.render.icon.distributed') },
  destroyReduce: { glyph: '✖☣▼', color: DESTROY, words: r('hack.render.icon.destroyReduce') },
  destroyOrReduce: { glyph: '✖/☣', color: DESTROY, words: r('hack.render.icon.destroyOrReduce') },
  spread: { glyph: '☣▲', color: CUBE.purple, words: r('hack.render.icon.spread') },
  reduce: { glyph: '☣▼', color: CUBE.purple, words: r('hack.render.icon.reduce') },
  charge: { glyph: '⚡▲', color: CUBE.blue, words: r('hack.render.icon.charge') },
  discharge: { glyph: '⚡▼', color: CUBE.blue, words: r('hack.render.icon.discharge') },
  damage: { glyph: '♥▼', color: CUBE.red, words: r('hack.render.icon.damage') },
  damageShared: { glyph: '♥▼÷', color: CUBE.red, words: r('hack.render.icon.damageShared') },
  fortify: { glyph: '♥▲', color: CUBE.green, words: r('hack.render.icon.fortify') },
  fortifyShared: { glyph: '♥▲÷', color: CUBE.green, words: r('hack.render.icon.fortifyShared') },
  alertUp: { glyph: '▲', color: CUBE.orange, words: r('hack.render.icon.alertUp') },
  alertDown: { glyph: '▼', color: CUBE.orange, words: r('hack.render.icon.alertDown') },
  discard: { glyph: '❐✂', color: '#c3c9d6', words: r('hack.render.icon.discard') },
  addNode: { glyph: '⬢+', color: CUBE.hexagon, words: r('hack.render.icon.addNode') },
  chain: { glyph: '⛓', color: '#c3c9d6', words: r('hack.render.icon.chain') },
  duplicate: { glyph: '❐❐', color: palette.magenta, words: r('hack.render.icon.duplicate') },
  putBack: { glyph: '↺', color: palette.magenta, words: r('hack.render.icon.putBack') },
  tension: { glyph: '⌁▲', color: CUBE.red, words: r('hack.render.icon.tension') },
};

const FALLBACK: Look = { glyph: '?', color: palette.textMuted, words: r('hack.render.icon.unknown') };
const look = (i: Icon): Look => ICON_LOOK[i.k] ?? FALLBACK;

/** The number(s) printed next to an icon ('' for none). */
export function iconNumber(i: Icon): string {
  const r = i as { n?: number; m?: number };
  if (i.k === 'destroy2' || i.k === 'destroyReduce') return `${r.n ?? ''}+${r.m ?? ''}`;
  return r.n === undefined ? '' : String(r.n);
}

/** One icon in words, with its numbers ("Destroy 3", "Destroy 3 and Reduce infection 1"). */
export function iconWords(i: Icon): string {
  const x = i as { n?: number; m?: number; anomalyOnly?: boolean };
  switch (i.k) {
    case 'destroy':
      return words(x.anomalyOnly ? 'hack.render.destroyAnomalyN' : 'hack.render.destroyN', { n: x.n ?? 0 });
    case 'destroy2':
      return words('hack.render.destroy2N', { n: x.n ?? 0, m: x.m ?? 0 });
    case 'destroyReduce':
      return words('hack.render.destroyReduceN', { n: x.n ?? 0, m: x.m ?? 0 });
    default: {
      const n = iconNumber(i);
      return n ? words('hack.render.iconN', { icon: look(i).words, n }) : look(i).words;
    }
  }
}

export const iconsWords = (icons: readonly Icon[]): string =>
  icons.length ? icons.map(iconWords).join(words('hack.render.then')) : words('hack.render.noIcon');

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
