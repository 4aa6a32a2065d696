/**
 * A seat's private picture for /hand: its Corporation card, its Software cards in hand as cards
 * (name, type, text, Random Number) and its Desktop cards.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import type { RenderContext } from '../types.ts';
import { CORPORATIONS, SOFTWARE_LIST } from '../../src/games/axon/data/index.ts';
import type { AxonView, CardView } from '../../src/games/axon/view.ts';
import { createSurface, readableTextPx, drawCardFrame, drawPanel, drawRoundRect, drawText, drawToken, encodePng, inset, measureText, palette, seatStyle, sliceTop, type Box } from '../kit/index.ts';
import { drawActivation, resChip } from './glyphs.ts';
import { RES_NAME, SOFTWARE_COLOR, seatName, targetName } from './style.ts';

export const HAND_WIDTH = 1200;
const MARGIN = 24;
const GAP = 16;
const COLS = 4;
const CARD_H = 250;
/** The hand's smallest text: 8 px once Discord shows the hand 550 px wide (issue 21 §3). */
const TEXT = Math.ceil(readableTextPx(HAND_WIDTH));
const PANEL_TOP = 14 + 22 * 1.3 + 7;
const TYPE_WORD: Readonly<Record<string, string>> = { attack: 'ATTACK', counter: 'COUNTER', utility: 'UTILITY' };
const DESKTOP = new Set(SOFTWARE_LIST.filter((c) => c.desktop).map((c) => c.name));

function sectionHeight(n: number, tileH: number): number {
  const rows = Math.ceil(n / COLS);
  return PANEL_TOP + (rows ? rows * tileH + (rows - 1) * 10 : 30) + 14;
}

/** One Software card: Random Number in the top right corner, name, type, text. */
function drawSoftware(g: SKRSContext2D, b: Box, c: CardView): void {
  const accent = SOFTWARE_COLOR[c.type as keyof typeof SOFTWARE_COLOR] ?? palette.violet;
  drawCardFrame(g, b, 12, accent);
  const inner = inset(b, 12, 10);
  const badge: Box = { x: b.x + b.width - 56, y: b.y + 8, width: 48, height: 48 };
  drawRoundRect(g, badge, 8, accent, { color: palette.ink, width: 1.5 });
  drawText(g, String(c.random), badge, { size: 30, minSize: TEXT, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
  drawText(g, c.name, { x: inner.x, y: inner.y, width: badge.x - inner.x - 6, height: 52 }, { size: 24, minSize: TEXT, weight: 700, color: palette.text, maxLines: 2, lineHeight: 1.0 });
  const [, rest] = sliceTop(inner, 56, 0);
  const [type, body] = sliceTop(rest, 24, 6);
  drawText(g, `${TYPE_WORD[c.type] ?? c.type}${DESKTOP.has(c.name) ? ' · DESKTOP' : ''}`, type, { size: TEXT, minSize: TEXT, weight: 700, color: accent, maxLines: 1 });
  drawText(g, c.text + (c.target ? ` (on ${targetName(c.target)})` : ''), body, { size: 20, minSize: TEXT, color: palette.text, valign: 'top', lineHeight: 1.12 });
}

function drawCards(g: SKRSContext2D, b: Box, title: string, accent: string, cards: readonly CardView[], empty: string): void {
  const inner = drawPanel(g, b, { title, accent, glow: 0, padding: 14, titleSize: 22 });
  if (!cards.length) {
    drawText(g, empty, { ...inner, height: 30 }, { size: 20, color: palette.textMuted, maxLines: 1 });
    return;
  }
  const cw = (inner.width - (COLS - 1) * 10) / COLS;
  cards.forEach((c, i) => {
    const r = Math.floor(i / COLS);
    drawSoftware(g, { x: inner.x + (i % COLS) * (cw + 10), y: inner.y + r * (CARD_H + 10), width: cw, height: CARD_H }, c);
  });
}

/** A labelled chip 26 px high; returns its width. */
function drawChip(g: SKRSContext2D, x: number, y: number, text: string, fill: string, ink: string): number {
  const w = measureText(g, text, TEXT, 700) + 14;
  drawRoundRect(g, { x, y, width: w, height: 26 }, 5, fill, { color: ink === palette.ink ? palette.ink : ink, width: 1 });
  drawText(g, text, { x, y, width: w, height: 26 }, { size: TEXT, minSize: TEXT, weight: 700, color: ink, align: 'center', maxLines: 1, lineHeight: 1 });
  return w;
}

export async function drawHand(view: AxonView, ctx: RenderContext & { readonly seat: Seat }, status: string): Promise<Buffer> {
  const seat = ctx.seat;
  const me = view.me!;
  const p = view.p[seat]!;
  const headerH = 112;
  const corpH = 120;
  const handH = sectionHeight(me.hand.length, CARD_H);
  const deskH = sectionHeight(p.desktop.length, CARD_H);
  const height = Math.max(600, MARGIN + headerH + GAP + corpH + GAP + handH + GAP + deskH + MARGIN);
  const style = seatStyle(seat);
  const { canvas, ctx: g, bounds } = createSurface(HAND_WIDTH, Math.round(height), { grid: 0, accent: style.color });
  const area = inset(bounds, MARGIN);
  const [header, rest] = sliceTop(area, headerH, GAP);
  drawToken(g, seat, header.x + 30, header.y + header.height / 2, 30);
  const left: Box = { x: header.x + 76, y: header.y, width: header.width - 76 - 220, height: header.height };
  const [t, rest1] = sliceTop(left, 44, 2);
  const [s, deckLine] = sliceTop(rest1, 34, 0);
  drawText(g, `${seatName(ctx, seat)} · PRIVATE`, t, { size: 34, minSize: TEXT, weight: 700, color: style.color, maxLines: 1 });
  drawText(g, `${view.over ? 'Game over' : `Round ${view.round}`} · ${status}`, s, { size: 22, minSize: TEXT, weight: 600, color: palette.text, maxLines: 1 });
  // The table's piles (public; moved here from the board, where they were too small to read).
  const deck = `Software deck ${view.deck} · discard ${view.discard}${view.discardTop ? ` (top: ${view.discardTop.name})` : ''} · Characters ${view.stack} in stack, ${view.charDiscard.length} dead`;
  drawText(g, deck, deckLine, { size: 20, minSize: TEXT, weight: 600, color: palette.textDim, maxLines: 1 });
  const vp: Box = { x: header.x + header.width - 200, y: header.y + 10, width: 200, height: 64 };
  drawRoundRect(g, vp, 10, palette.panelAlt, { color: style.color, width: 2 });
  drawText(g, `${p.vp.total} VP`, vp, { size: 40, minSize: TEXT, weight: 700, color: palette.text, align: 'center', maxLines: 1 });

  const [corpBox, rest2] = sliceTop(rest, corpH, GAP);
  const corp = p.corp ? CORPORATIONS[p.corp] : undefined;
  const ci = drawPanel(g, corpBox, { title: corp ? `YOUR CORPORATION: ${corp.name}` : 'YOUR CORPORATION: not chosen yet', accent: palette.amber, glow: 0, padding: 14, titleSize: 22 });
  if (corp) {
    let x = ci.x;
    for (const r of p.vp.resources) {
      x += resChip(g, x, ci.y + 2, 26, r.res, r.tokens, false, TEXT) + 4;
      const word = `${RES_NAME[r.res]}${r.each > 1 ? ' ×2 (Monopoly)' : ''}`;
      const used = drawText(g, word, { x, y: ci.y, width: 220, height: 28 }, { size: 20, minSize: TEXT, weight: 700, color: palette.text, maxLines: 1 });
      x += used.width + 14;
    }
    if (p.vp.permVp) x += drawChip(g, x, ci.y + 2, `+${p.vp.permVp} Permanent VP`, palette.amber, palette.ink) + 8;
    if (p.vp.data) drawChip(g, x, ci.y + 2, `−${p.vp.data} VP: Data on your Corporate Area`, palette.bg, '#3d8bff');
    if (p.corpUsed) {
      drawActivation(g, ci.x + ci.width - 134, ci.y + 14, 11);
      drawText(g, 'ability used', { x: ci.x + ci.width - 119, y: ci.y, width: 119, height: 28 }, { size: TEXT, minSize: TEXT, weight: 700, color: palette.textDim, maxLines: 1 });
    }
    drawText(g, `Ability (1 card, once per round): ${corp.ability.text}`, { x: ci.x, y: ci.y + 32, width: ci.width, height: ci.height - 32 }, { size: 19, minSize: TEXT, color: palette.textDim, maxLines: 2, valign: 'top', lineHeight: 1.1 });
  }
  const [handBox, rest3] = sliceTop(rest2, handH, GAP);
  drawCards(g, handBox, `YOUR SOFTWARE CARDS (${me.hand.length}) · Random Number top right`, palette.cyan, me.hand, 'No Software card in hand.');
  const [deskBox] = sliceTop(rest3, deskH, 0);
  drawCards(g, deskBox, `YOUR DESKTOP (${p.desktop.length}) · public`, palette.lime, p.desktop, 'No card on your Desktop.');
  return encodePng(canvas);
}
