/**
 * A seat's private picture for /hand: its Corporation card, its Software cards in hand as cards
 * (name, type, text, Random Number) and its Desktop cards.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { CORPORATIONS, SOFTWARE_LIST } from '../../src/games/axon/data/index.ts';
import type { AxonView, CardView, PlayerView } from '../../src/games/axon/view.ts';
import {
  type Box,
  cardSection,
  createSurface,
  drawCardFrame,
  drawLabelChip,
  drawPanel,
  drawRoundRect,
  drawText,
  HAND_PANEL_WIDTH,
  HAND_TEXT,
  HAND_WIDTH,
  type HandSection,
  handFrame,
  inset,
  measureText,
  palette,
  panelSection,
  seatName,
  seatStyle,
  shade,
  sliceTop,
} from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { FREEWAY, STREET } from './city.ts';
import { drawActivation, drawBadge, drawShop, drawStandee, drawViolence, resChip } from './glyphs.ts';
import { r } from './messages.ts';
import { typeWord } from './status.ts';
import { AREA_COLOR, areaWord, CHAR_RES, RES_COLOR, RES_NAME, SOFTWARE_COLOR, targetName } from './style.ts';

const GAP = 16;
const COLS = 4;
const CARD_H = 250;
const TEXT = HAND_TEXT;
/** The Desktop cards, by id (the view's names are already in the reader's words). */
const DESKTOP = new Set(SOFTWARE_LIST.filter((c) => c.desktop).map((c) => c.id));

/** One Software card: Random Number in the top right corner, name, type, text. */
function drawSoftware(g: SKRSContext2D, b: Box, c: CardView): void {
  const accent = SOFTWARE_COLOR[c.type as keyof typeof SOFTWARE_COLOR] ?? palette.violet;
  drawCardFrame(g, b, 12, accent);
  const inner = inset(b, 12, 10);
  const badge: Box = { x: b.x + b.width - 56, y: b.y + 8, width: 48, height: 48 };
  drawBadge(g, badge, 8, accent, String(c.random), { size: 30, minSize: TEXT, border: 1.5 });
  drawText(
    g,
    c.name,
    { x: inner.x, y: inner.y, width: badge.x - inner.x - 6, height: 52 },
    { size: 24, minSize: TEXT, weight: 700, color: palette.text, maxLines: 2, lineHeight: 1.0 },
  );
  const [, rest] = sliceTop(inner, 56, 0);
  const [type, body] = sliceTop(rest, 24, 6);
  const typeText = typeWord(c.type, true);
  drawText(g, DESKTOP.has(c.id) ? r('axon.render.cardTypeDesktop', { type: typeText }) : typeText, type, {
    size: TEXT,
    minSize: TEXT,
    weight: 700,
    color: accent,
    maxLines: 1,
  });
  drawText(g, c.target ? r('axon.render.cardBodyOn', { text: c.text, target: targetName(c.target) }) : c.text, body, {
    size: 20,
    minSize: TEXT,
    color: palette.text,
    valign: 'top',
    lineHeight: 1.12,
  });
}

/** A labelled chip 26 px high; returns its width. */
function drawChip(g: SKRSContext2D, x: number, y: number, text: string, fill: string, ink: string): number {
  const w = measureText(g, text, TEXT, 700) + 14;
  drawLabelChip(g, { x, y, width: w, height: 26 }, text, {
    fill,
    ink,
    line: ink,
    radius: 5,
    size: TEXT,
    minSize: TEXT,
    lineHeight: 1,
  });
  return w;
}

/** One entry of the board's key: a glyph drawn at (x, cy) returning its width, and its words. */
type KeyItem = readonly [(g: SKRSContext2D, x: number, cy: number) => number, string];

const swatch =
  (color: string) =>
  (g: SKRSContext2D, x: number, cy: number): number => {
    drawRoundRect(g, { x, y: cy - 9, width: 26, height: 18 }, 4, shade(color, 0.3), { color, width: 2.5 });
    return 26;
  };
const road =
  (color: string, width: number) =>
  (g: SKRSContext2D, x: number, cy: number): number => {
    g.save();
    g.lineCap = 'round';
    g.strokeStyle = color;
    g.lineWidth = width;
    g.beginPath();
    g.moveTo(x + width / 2, cy);
    g.lineTo(x + 28 - width / 2, cy);
    g.stroke();
    g.restore();
    return 28;
  };
const cube =
  (color: string) =>
  (g: SKRSContext2D, x: number, cy: number): number => {
    g.save();
    g.fillStyle = color;
    g.fillRect(x, cy - 6, 12, 12);
    g.strokeStyle = palette.ink;
    g.strokeRect(x, cy - 6, 12, 12);
    g.restore();
    return 12;
  };

/** A key's drawing that takes `width` px. */
const glyph =
  (width: number, draw: (g: SKRSContext2D, x: number, cy: number) => void) =>
  (g: SKRSContext2D, x: number, cy: number): number => {
    draw(g, x, cy);
    return width;
  };

/** The board's key (moved here from the board, where its words were too small to read). */
const KEY: readonly KeyItem[] = [
  ...(['private', 'public', 'corporate', 'exit', 'prison'] as const).map(
    (t): KeyItem => [swatch(AREA_COLOR[t]), r('axon.render.key.area', { type: areaWord(t) })],
  ),
  [road(STREET, 4), r('axon.render.key.street')],
  [road(FREEWAY, 11), r('axon.render.key.freeway')],
  [glyph(24, (g, x, cy) => drawShop(g, x + 12, cy, 12)), r('axon.render.key.shop')],
  [
    glyph(14, (g, x, cy) => drawStandee(g, x + 7, cy, 24, { down: false, criminal: false })),
    r('axon.render.key.ready'),
  ],
  [
    glyph(24, (g, x, cy) => drawStandee(g, x + 12, cy, 22, { down: true, criminal: false })),
    r('axon.render.key.activated'),
  ],
  [
    glyph(14, (g, x, cy) => drawStandee(g, x + 7, cy, 24, { down: false, criminal: true })),
    r('axon.render.key.criminal'),
  ],
  [
    glyph(5, (g, x, cy) => {
      g.save();
      g.fillStyle = palette.lime;
      g.fillRect(x, cy - 11, 5, 22);
      g.restore();
    }),
    r('axon.render.key.guarding'),
  ],
  [glyph(20, (g, x, cy) => drawViolence(g, x + 10, cy, 20)), r('axon.render.key.violence')],
  [glyph(22, (g, x, cy) => drawActivation(g, x + 11, cy, 11)), r('axon.render.key.used')],
  ...CHAR_RES.map((x): KeyItem => [cube(RES_COLOR[x]), r('axon.render.key.token', { res: RES_NAME[x] })]),
  [
    (g, x, cy) => {
      g.save();
      g.fillStyle = palette.text;
      g.fillRect(x + 2, cy - 10, 3, 20);
      g.fillRect(x + 10, cy - 10, 3, 20);
      g.fillRect(x + 14, cy - 10, 3, 20);
      g.restore();
      return 18;
    },
    r('axon.render.key.prison'),
  ],
];
const KEY_LINE = 30;

/** Lays the key out left to right in lines; returns the height it takes (drawing only when `draw`). */
function layKey(g: SKRSContext2D, b: Box, draw: boolean): number {
  let x = b.x;
  let y = b.y;
  for (const [glyph, words] of KEY) {
    const w = 30 + measureText(g, words, TEXT, 600);
    if (x + w > b.x + b.width && x > b.x) {
      x = b.x;
      y += KEY_LINE;
    }
    if (draw) {
      const cy = y + KEY_LINE / 2;
      const gw = glyph(g, x, cy);
      drawText(
        g,
        words,
        { x: x + gw + 6, y, width: w, height: KEY_LINE },
        { size: TEXT, minSize: TEXT, weight: 600, color: palette.textDim, maxLines: 1, lineHeight: 1 },
      );
    }
    x += w + 22;
  }
  return y + KEY_LINE - b.y;
}

/** The other seats' Desktop cards (public; their names no longer fit on the board). */
function desktops(view: AxonView, ctx: RenderContext, seat: Seat): string[] {
  return view.p.flatMap((p, s) =>
    s !== seat && p.desktop.length
      ? [r('axon.render.desktopOf', { who: seatName(ctx, s), cards: p.desktop.map((d) => d.name).join(', ') })]
      : [],
  );
}

/** The Corporation panel: what each resource scores, Permanent VP and Data, the ability and whether it is used. */
function drawCorp(g: SKRSContext2D, corpBox: Box, p: PlayerView): void {
  const corp = p.corp ? CORPORATIONS[p.corp] : undefined;
  const ci = drawPanel(g, corpBox, {
    title: corp ? r('axon.render.yourCorp', { name: corp.name }) : r('axon.render.yourCorpNone'),
    accent: palette.amber,
    glow: 0,
    padding: 14,
    titleSize: 22,
  });
  if (!corp) return;
  let x = ci.x;
  for (const x0 of p.vp.resources) {
    x += resChip(g, x, ci.y + 2, 26, x0.res, x0.tokens, false, TEXT) + 4;
    const word = r('axon.render.corpRes', { res: RES_NAME[x0.res], double: x0.each > 1 ? 'yes' : 'no' });
    const used = drawText(
      g,
      word,
      { x, y: ci.y, width: 220, height: 28 },
      { size: 20, minSize: TEXT, weight: 700, color: palette.text, maxLines: 1 },
    );
    x += used.width + 14;
  }
  if (p.vp.permVp)
    x += drawChip(g, x, ci.y + 2, r('axon.render.permVp', { n: p.vp.permVp }), palette.amber, palette.ink) + 8;
  if (p.vp.data) drawChip(g, x, ci.y + 2, r('axon.render.dataVp', { n: p.vp.data }), palette.bg, '#3d8bff');
  if (p.corpUsed) {
    drawActivation(g, ci.x + ci.width - 134, ci.y + 14, 11);
    drawText(
      g,
      r('axon.render.abilityUsed'),
      { x: ci.x + ci.width - 119, y: ci.y, width: 119, height: 28 },
      { size: TEXT, minSize: TEXT, weight: 700, color: palette.textDim, maxLines: 1 },
    );
  }
  drawText(
    g,
    r('axon.render.ability', { text: corp.ability.text }),
    { x: ci.x, y: ci.y + 32, width: ci.width, height: ci.height - 32 },
    { size: 19, minSize: TEXT, color: palette.textDim, maxLines: 2, valign: 'top', lineHeight: 1.1 },
  );
}

/** The board's key and, under it, the other seats' Desktops (`others`). */
function keySection(others: readonly string[]): HandSection {
  const probe = createSurface(HAND_WIDTH, 10, { grid: 0 }).ctx;
  const inner =
    layKey(probe, { x: 0, y: 0, width: HAND_PANEL_WIDTH, height: 0 }, false) +
    (others.length ? 8 + others.length * 26 : 0);
  return panelSection(r('axon.render.key'), palette.textDim, inner, (g, ki) => {
    const used = layKey(g, { x: ki.x, y: ki.y, width: ki.width, height: 0 }, true);
    others.forEach((line, i) => {
      drawText(
        g,
        i === 0 ? r('axon.render.desktops', { line }) : line,
        { x: ki.x, y: ki.y + used + 8 + i * 26, width: ki.width, height: 26 },
        { size: TEXT, minSize: TEXT, weight: 600, color: palette.lime, maxLines: 1, lineHeight: 1 },
      );
    });
  });
}

export function drawHand(view: AxonView, ctx: HandContext, status: string): Canvas {
  const me = view.me!;
  const p = view.p[ctx.seat]!;
  const hand = { title: r('axon.render.handTitle', { n: me.hand.length }), accent: palette.cyan };
  const desk = { title: r('axon.render.deskTitle', { n: p.desktop.length }), accent: palette.lime };
  const frame = handFrame(ctx, { height: 112, gap: GAP, right: 220, titleSize: 34, titleMinSize: TEXT }, [
    { height: 120, draw: (g, b) => drawCorp(g, b, p) },
    cardSection({ ...hand, cols: COLS, cardH: CARD_H, empty: r('axon.render.noHand') }, me.hand, drawSoftware),
    cardSection({ ...desk, cols: COLS, cardH: CARD_H, empty: r('axon.render.noDesk') }, p.desktop, drawSoftware),
    // The board's key and the other seats' Desktops, at the bottom.
    keySection(desktops(view, ctx, ctx.seat)),
  ]);
  const { ctx: g, header } = frame;
  const [s, deckLine] = sliceTop(frame.underTitle, 34, 0);
  const when = view.over ? r('axon.render.gameOver') : r('axon.render.round', { n: view.round });
  drawText(g, r('axon.render.handStatus', { when, status }), s, {
    size: 22,
    minSize: TEXT,
    weight: 600,
    color: palette.text,
    maxLines: 1,
  });
  // The table's piles (public; moved here from the board, where they were too small to read).
  const deck = r('axon.render.piles', {
    deck: view.deck,
    discard: view.discard,
    top: view.discardTop ? view.discardTop.name : 'none',
    stack: view.stack,
    dead: view.charDiscard.length,
  });
  drawText(g, deck, deckLine, { size: 20, minSize: TEXT, weight: 600, color: palette.textDim, maxLines: 1 });
  const vp: Box = { x: header.x + header.width - 200, y: header.y + 10, width: 200, height: 64 };
  drawLabelChip(g, vp, r('axon.render.vpTotal', { n: p.vp.total }), {
    fill: palette.panelAlt,
    ink: palette.text,
    line: seatStyle(ctx.seat).color,
    lineWidth: 2,
    radius: 10,
    size: 40,
    minSize: TEXT,
  });
  return frame.canvas;
}
