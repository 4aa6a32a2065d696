/**
 * A seat's private picture: every card in its hand with both options, icons and numbers, plus
 * its Firewall, deck and the cards drawn face down this wave. Drawn from the seat's own view only.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import type { RenderContext } from '../types.ts';
import type { HackView } from '../../src/games/hacktivity/view.ts';
import type { Icon } from '../../src/games/hacktivity/data/index.ts';
import { createSurface, drawCardFrame, drawPanel, drawText, drawToken, encodePng, inset, palette, seatStyle, sliceTop, type Box } from '../kit/index.ts';
import { ANOMALY_SET_TEXT, CHARACTER_COLOR, CUBE, cardOf, characterName, seatName } from './style.ts';
import { drawIcons, iconsWords } from './icons.ts';
import { PHASE_TEXT } from './status.ts';

export const HAND_WIDTH = 1200;
const MARGIN = 24;
const GAP = 14;
const COLS = 2;
const TILE_H = 196;

interface Tile {
  readonly title: string;
  readonly sub: string;
  readonly accent: string;
  readonly top: { label: string; icons: readonly Icon[] } | null;
  readonly bottom: { label: string; icons: readonly Icon[] } | null;
  readonly note?: string;
}

function tileOf(id: string): Tile {
  const c = cardOf(id);
  switch (c.kind) {
    case 'character':
      return {
        title: c.name,
        sub: `${characterName(c.card.character)} · Character card`,
        accent: CHARACTER_COLOR[c.card.character] ?? palette.cyan,
        top: { label: 'TOP', icons: c.card.top },
        bottom: { label: 'BOTTOM', icons: c.card.bottom },
      };
    case 'anomaly':
      return {
        title: c.name,
        sub: `${ANOMALY_SET_TEXT[c.card.set] ?? c.card.set} Anomaly · ${c.card.nodes} node${c.card.nodes === 1 ? '' : 's'}${c.card.chain ? ' · ⛓ auto chain' : ''}`,
        accent: CUBE.purple,
        top: { label: 'TOP: place in a free block', icons: c.card.top },
        bottom: { label: 'BOTTOM: self-destruct', icons: c.card.bottom },
      };
    case 'zero':
      return { title: c.name, sub: 'Solo Zero', accent: palette.textMuted, top: null, bottom: null, note: 'No effect: goes straight to the Enemy Discard.' };
    default:
      return { title: c.name, sub: 'Card', accent: palette.textMuted, top: null, bottom: null, note: '' };
  }
}

function drawOption(g: SKRSContext2D, b: Box, o: { label: string; icons: readonly Icon[] }): void {
  drawText(g, o.label, { x: b.x, y: b.y, width: b.width, height: 20 }, { size: 16, weight: 700, color: palette.textMuted, maxLines: 1 });
  drawIcons(g, o.icons, b.x, b.y + 22, 30, b.x + b.width);
  drawText(g, iconsWords(o.icons), { x: b.x, y: b.y + 56, width: b.width, height: b.height - 56 }, { size: 16, minSize: 12, weight: 500, color: palette.text, maxLines: 1 });
}

function drawTile(g: SKRSContext2D, b: Box, t: Tile): void {
  drawCardFrame(g, b, 8, t.accent);
  const inner = inset(b, 12, 8);
  const [title, r1] = sliceTop(inner, 28, 0);
  drawText(g, t.title, title, { size: 24, minSize: 14, weight: 700, color: t.accent, maxLines: 1 });
  const [sub, body] = sliceTop(r1, 22, 4);
  drawText(g, t.sub, sub, { size: 17, minSize: 12, weight: 700, color: palette.amber, maxLines: 1 });
  if (t.top && t.bottom) {
    const [a, rest] = sliceTop(body, (body.height - 4) / 2, 4);
    drawOption(g, a, t.top);
    drawOption(g, rest, t.bottom);
  } else if (t.note) {
    drawText(g, t.note, body, { size: 17, minSize: 12, color: palette.text, valign: 'top' });
  }
}

export async function drawHand(view: HackView, ctx: RenderContext & { readonly seat: Seat }, status: string): Promise<Buffer> {
  const seat = ctx.seat;
  const me = view.me!;
  const p = view.p[seat];
  const headerH = 84;
  const tiles = me.hand.map(tileOf);
  const rows = Math.max(1, Math.ceil(tiles.length / COLS));
  const panelTop = 14 + 22 * 1.3 + 7;
  const sectionH = panelTop + rows * TILE_H + (rows - 1) * 10 + 14;
  const height = Math.max(600, Math.round(MARGIN + headerH + GAP + sectionH + MARGIN));
  const style = seatStyle(seat);
  const { canvas, ctx: g, bounds } = createSurface(HAND_WIDTH, height, { grid: 0, accent: style.color });
  const area = inset(bounds, MARGIN);
  const [header, rest] = sliceTop(area, headerH, GAP);
  drawToken(g, seat, header.x + 30, header.y + header.height / 2, 30);
  const left: Box = { x: header.x + 76, y: header.y, width: header.width - 76 - 330, height: header.height };
  const [t, s] = sliceTop(left, 44, 2);
  drawText(g, `${seatName(ctx, seat)} · PRIVATE`, t, { size: 34, minSize: 18, weight: 700, color: style.color, maxLines: 1 });
  drawText(g, `${view.over ? 'Game over' : `Wave ${view.wave} · ${PHASE_TEXT[view.phase]}`} · ${status}`, s, { size: 22, minSize: 14, weight: 600, color: palette.text, maxLines: 1 });
  if (p) {
    const chip: Box = { x: header.x + header.width - 320, y: header.y + 6, width: 320, height: header.height - 12 };
    const [c1, c2] = sliceTop(inset(chip, 8, 2), 34, 0);
    drawText(g, p.characters.map(characterName).join(' + ') || 'no Character yet', c1, { size: 28, minSize: 16, weight: 700, color: p.characters[0] ? CHARACTER_COLOR[p.characters[0]] : palette.textMuted, align: 'right', maxLines: 1 });
    drawText(g, `Firewall ${p.firewall} · deck ${p.deck}${p.drawnCount ? ` · ${p.drawnCount} face down` : ''}`, c2, { size: 20, minSize: 13, weight: 700, color: p.firewall <= 1 ? CUBE.red : CUBE.green, align: 'right', maxLines: 1 });
  }
  const sec: Box = { x: rest.x, y: rest.y, width: rest.width, height: sectionH };
  const inner = drawPanel(g, sec, { title: `YOUR HAND (${me.hand.length}) · both options, with numbers: never shown to the table`, accent: style.color, glow: 0, padding: 14, titleSize: 22 });
  if (!tiles.length) {
    drawText(g, p?.drawnCount ? 'Your cards are face down until everyone has drawn.' : 'No card in hand.', inner, { size: 22, color: palette.textDim, valign: 'top' });
  }
  const w = (inner.width - (COLS - 1) * 10) / COLS;
  tiles.forEach((tile, i) => {
    const r = Math.floor(i / COLS);
    const c = i % COLS;
    drawTile(g, { x: inner.x + c * (w + 10), y: inner.y + r * (TILE_H + 10), width: w, height: TILE_H }, tile);
  });
  return encodePng(canvas);
}
