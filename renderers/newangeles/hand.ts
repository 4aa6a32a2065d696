/**
 * A seat's private picture for /hand, drawn from its own view only: its rival card and investment
 * (the secrets), its corp sheet (draw, contract, emergency action face up or down), its action
 * cards with their whole text, its assets, and its trades in progress.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { ACTION_TYPES, ASSETS, corpOf, RULES } from '../../src/games/newangeles/data/index.ts';
import type { Trade } from '../../src/games/newangeles/state.ts';
import type { AssetView, CardView, CorpView, NaView } from '../../src/games/newangeles/view.ts';
import {
  type Box,
  cardSection,
  drawCardFrame,
  drawLabelChip,
  drawPanel,
  drawText,
  HAND_PANEL_TOP,
  type HandSection,
  HAND_TEXT as HT,
  handFrame,
  inset,
  palette,
  panelSection,
  seatName,
  sliceTop,
  tr,
} from '../kit/index.ts';
import type { HandContext, RenderContext } from '../types.ts';
import { drawNoProduction } from './city.ts';
import {
  chip,
  drawArrow,
  drawEmergencyCard,
  drawMarker,
  drawOutageMark,
  drawUnrestMark,
  type MarkerKind,
} from './glyphs.ts';
import { r as words } from './messages.ts';
import { rivalGoal } from './status.ts';
import { assetShort, corpInk, TIMING_WORD, TYPE_COLOR, TYPE_NAME } from './style.ts';

const GAP = 14;
const CARD_COLS = 4;
const CARD_H = 224;
const ASSET_COLS = 3;
const ASSET_H = 140;

type G = SKRSContext2D;

/** An action card (or emergency action): name, type, whole text. */
function drawActionCard(g: G, b: Box, c: CardView, note?: string): void {
  const accent = TYPE_COLOR[c.type];
  drawCardFrame(g, b, 12, accent);
  const inner = inset(b, 12, 10);
  drawText(
    g,
    c.name,
    { x: inner.x, y: inner.y, width: inner.width, height: 50 },
    { size: 22, minSize: HT, weight: 700, color: palette.text, maxLines: 2, lineHeight: 1.0 },
  );
  const [, rest] = sliceTop(inner, 54, 0);
  const [type, body] = sliceTop(rest, 24, 6);
  chip(
    g,
    type.x,
    type.y,
    24,
    c.emergency ? words('na.render.typeEMERGENCY', { type: TYPE_NAME[c.type] }) : TYPE_NAME[c.type],
    accent,
    palette.ink,
    false,
    undefined,
    HT,
  );
  if (note)
    drawText(
      g,
      note,
      { x: type.x + 150, y: type.y, width: type.width - 150, height: 22 },
      { size: HT, minSize: HT, weight: 700, color: palette.textDim, align: 'right', maxLines: 1 },
    );
  drawText(g, c.text, body, { size: HT, minSize: HT, color: palette.text, valign: 'top', lineHeight: 1.15 });
}

function drawAssetCard(g: G, b: Box, a: AssetView): void {
  drawCardFrame(g, b, 10, a.exhausted ? palette.textMuted : palette.amber);
  const inner = inset(b, 10, 8);
  const tag = a.exhausted
    ? words('na.render.exhaustedTag', { timing: TIMING_WORD[a.timing] ?? a.timing })
    : (TIMING_WORD[a.timing] ?? a.timing);
  // The name on its own line (the whole of it), the timing (and whether exhausted) under it, then the text.
  drawText(
    g,
    a.name,
    { x: inner.x, y: inner.y, width: inner.width, height: 26 },
    { size: 20, minSize: HT, weight: 700, color: a.exhausted ? palette.textDim : palette.text, maxLines: 1 },
  );
  chip(
    g,
    inner.x,
    inner.y + 28,
    24,
    tag,
    a.exhausted ? palette.textMuted : palette.amber,
    palette.ink,
    false,
    undefined,
    HT,
  );
  drawText(
    g,
    a.text,
    { x: inner.x, y: inner.y + 56, width: inner.width, height: inner.height - 56 },
    { size: HT, minSize: HT, color: a.exhausted ? palette.textDim : palette.text, valign: 'top', lineHeight: 1.12 },
  );
}

/** A trade's terms in words. */
function tradeWords(ctx: RenderContext, t: Omit<Trade, 'to'> & { to: Seat | null }, from: Seat): string {
  const name = (id: string) => assetShort(ASSETS.find((a) => a.id === id)?.name ?? id);
  const side = (cap: number, assets: readonly string[]) =>
    [cap ? tr(words('na.render.capitalN', { n: cap })) : '', ...assets.map(name)].filter(Boolean).join(' + ') ||
    words('na.render.nothing');
  return words('na.render.trade', {
    from: seatName(ctx, from),
    give: side(t.giveCapital, t.give),
    to: t.to === null ? words('na.render.noPartner') : seatName(ctx, t.to),
    ask: side(t.askCapital, t.ask),
  });
}

function tradeLines(view: NaView, ctx: RenderContext, seat: Seat): string[] {
  const me = view.mine!;
  const out: string[] = [];
  if (me.draft) out.push(words('na.render.draft', { terms: tradeWords(ctx, me.draft, seat) }));
  if (me.proposal) out.push(words('na.render.proposal', { terms: tradeWords(ctx, me.proposal, seat) }));
  for (const inc of me.incoming) out.push(words('na.render.proposed', { terms: tradeWords(ctx, inc.trade, inc.from) }));
  return out;
}

/** A corp sheet's draw entry as a deck's name (a token), if it is one. */
const typeName = (d: string): string | undefined => {
  const t = ACTION_TYPES.find((x) => x === d);
  return t && TYPE_NAME[t];
};

const KEY_ROW = 30;
const KEY_ROWS = 4;
const KEY_H = HAND_PANEL_TOP + KEY_ROWS * KEY_ROW + 14;

const MARKER_WORDS: readonly [MarkerKind, string][] = [
  ['android', words('na.render.marker.android')],
  ['development', words('na.render.marker.development')],
  ['illness', words('na.render.marker.illness')],
  ['humanFirst', words('na.render.marker.humanFirst')],
  ['orgcrime', words('na.render.marker.orgcrime')],
  ['prisec', words('na.render.marker.prisec')],
];

/**
 * The board's key (its markers and conditions, which the board shows as glyphs only) and what the
 * board leaves out: the decks, the reserve and the last event.
 */
function drawKey(g: G, b: Box, view: NaView): void {
  const inner = drawPanel(g, b, {
    title: words('na.render.key.title'),
    accent: palette.textDim,
    glow: 0,
    titleSize: 22,
  });
  const word = (text: string, x: number, y: number, w: number) =>
    drawText(
      g,
      text,
      { x, y, width: w, height: KEY_ROW },
      { size: HT, minSize: HT, weight: 600, color: palette.textDim, maxLines: 1 },
    );
  const r = 11;
  const step = inner.width / MARKER_WORDS.length;
  let y = inner.y;
  MARKER_WORDS.forEach(([k, w], i) => {
    const x = inner.x + i * step;
    drawMarker(g, k, x + r + 2, y + KEY_ROW / 2, r);
    word(w, x + 2 * r + 10, y, step - 2 * r - 14);
  });
  y += KEY_ROW;
  const cond: [string, (x: number, cy: number) => void][] = [
    [words('na.render.key.protest'), (x, cy) => drawUnrestMark(g, x + r + 2, cy, r, 1)],
    [words('na.render.key.strike'), (x, cy) => drawUnrestMark(g, x + r + 2, cy, r, 2)],
    [words('na.render.key.outage'), (x, cy) => drawOutageMark(g, x + r + 2, cy, r)],
    [
      words('na.render.key.noProduction'),
      (x, cy) => drawNoProduction(g, { x, y: cy - r, width: 2 * r + 4, height: 2 * r }),
    ],
    [words('na.render.key.exit'), (x, cy) => drawArrow(g, { x, y: cy }, { x: x + 2 * r + 4, y: cy }, '#ff7a59', 4, 10)],
  ];
  const cstep = inner.width / cond.length;
  cond.forEach(([w, glyph], i) => {
    const x = inner.x + i * cstep;
    glyph(x, y + KEY_ROW / 2);
    word(w, x + 2 * r + 12, y, cstep - 2 * r - 16);
  });
  y += KEY_ROW;
  const decks = ACTION_TYPES.map((t) => tr(words('na.render.deck', { type: TYPE_NAME[t], n: view.decks[t] }))).join(
    ' · ',
  );
  word(
    words('na.render.decks', {
      decks,
      discard: view.discard,
      assets: view.assetDeck,
      events: view.eventDeck,
    }),
    inner.x,
    y,
    inner.width,
  );
  y += KEY_ROW;
  const res = view.reserve;
  const reserve = words('na.render.reserve', { ...res });
  word(
    view.lastEvent ? words('na.render.lastEvent', { reserve, name: view.lastEvent.name }) : reserve,
    inner.x,
    y,
    inner.width,
  );
}

/** The secrets, side by side: the rival card and the investment (or the offer to choose from). */
function drawSecrets(g: G, secret: Box, view: NaView, me: NonNullable<NaView['mine']>, corp: CorpView): void {
  const halfW = (secret.width - GAP) / 2;
  const rivalBox: Box = { ...secret, width: halfW };
  const investBox: Box = { ...secret, x: secret.x + halfW + GAP, width: halfW };
  const ri = drawPanel(g, rivalBox, {
    title: words('na.render.rivalTitle'),
    accent: palette.red,
    glow: 0,
    titleSize: 20,
  });
  const rivalName =
    me.rival === 'federalist'
      ? words('na.render.theFederalist')
      : me.rival === corp.id
        ? words('na.render.yourOwn', { corp: corpOf(me.rival).name })
        : corpOf(me.rival).name;
  drawText(
    g,
    rivalName,
    { x: ri.x, y: ri.y, width: ri.width, height: 36 },
    {
      size: 30,
      minSize: HT,
      weight: 700,
      color: me.rival === 'federalist' ? palette.red : corpInk(corpOf(me.rival).color),
      maxLines: 1,
    },
  );
  drawText(
    g,
    rivalGoal(me.rival, corp.id, view.players),
    { x: ri.x, y: ri.y + 40, width: ri.width, height: ri.height - 40 },
    { size: HT, minSize: HT, color: palette.text, valign: 'top', lineHeight: 1.15 },
  );
  const ii = drawPanel(g, investBox, {
    title: words('na.render.investTitle', { mine: me.investment ? 'y' : 'n' }),
    accent: palette.lime,
    glow: 0,
    titleSize: 20,
  });
  if (me.investment) {
    drawText(
      g,
      me.investment.name,
      { x: ii.x, y: ii.y, width: ii.width, height: 34 },
      { size: 26, minSize: HT, weight: 700, color: palette.lime, maxLines: 1 },
    );
    drawText(
      g,
      words('na.render.scoredNext', { text: me.investment.text }),
      { x: ii.x, y: ii.y + 38, width: ii.width, height: ii.height - 38 },
      { size: HT, minSize: HT, color: palette.text, valign: 'top', lineHeight: 1.15 },
    );
  } else if (me.investOffer.length) {
    drawText(
      g,
      words('na.render.chooseOne'),
      { x: ii.x, y: ii.y, width: ii.width, height: 24 },
      { size: HT, minSize: HT, weight: 700, color: palette.textDim, maxLines: 1 },
    );
    const rowH = (ii.height - 28) / me.investOffer.length;
    me.investOffer.forEach((o, i) => {
      drawText(
        g,
        words('na.render.nameText', { name: o.name, text: o.text }),
        { x: ii.x, y: ii.y + 28 + i * rowH, width: ii.width, height: rowH },
        { size: HT, minSize: HT, color: palette.text, maxLines: 2, lineHeight: 1.1 },
      );
    });
  } else {
    drawText(
      g,
      words('na.render.noneChosen'),
      { x: ii.x, y: ii.y, width: ii.width, height: 30 },
      { size: 18, color: palette.textMuted, maxLines: 1 },
    );
  }
}

/** The corp sheet: draw, contract, emergency action. */
function drawCorpSheet(g: G, corpBox: Box, corp: CorpView): void {
  const ci = drawPanel(g, corpBox, {
    title: words('na.render.sheetTitle', { corp: corp.name }),
    accent: corpInk(corp.color),
    glow: 0,
    titleSize: 20,
  });
  const draw = corp.draw.map((d) => tr(d === 'general' ? words('na.render.general') : (typeName(d) ?? d))).join(' + ');
  drawText(
    g,
    words('na.render.refresh', { draw, contract: corp.contract }),
    { x: ci.x, y: ci.y, width: ci.width, height: 26 },
    { size: HT, minSize: HT, weight: 600, color: palette.text, maxLines: 1 },
  );
  const em: Box = { x: ci.x, y: ci.y + 32, width: 26, height: 36 };
  drawEmergencyCard(g, em, corp.emergencyUp, TYPE_COLOR[corp.emergency.type]);
  const emText = words('na.render.emergency', {
    up: corp.emergencyUp ? 'y' : 'n',
    card: corp.emergency.name,
    type: TYPE_NAME[corp.emergency.type],
    text: corp.emergency.text,
  });
  drawText(
    g,
    emText,
    { x: em.x + em.width + 10, y: em.y - 2, width: ci.width - em.width - 10, height: ci.y + ci.height - em.y + 2 },
    {
      size: HT,
      minSize: HT,
      color: corp.emergencyUp ? palette.text : palette.textDim,
      valign: 'top',
      maxLines: 2,
      lineHeight: 1.1,
    },
  );
}

/** The trades in progress, a line each. */
function tradeSection(trades: readonly string[]): HandSection {
  return panelSection(words('na.render.trades'), palette.violet, trades.length * 28, (g, ti) =>
    trades.forEach((l, i) =>
      drawText(
        g,
        l,
        { x: ti.x, y: ti.y + i * 28, width: ti.width, height: 28 },
        { size: HT, minSize: HT, color: palette.text, maxLines: 1 },
      ),
    ),
  );
}

export function drawHand(view: NaView, ctx: HandContext, status: string): Canvas {
  const me = view.mine!;
  const corp = view.corps[ctx.seat]!;
  const trades = tradeLines(view, ctx, ctx.seat);
  const handTitle = words('na.render.handTitle', { n: me.hand.length, limit: RULES.handLimit });
  const hand = {
    title: handTitle,
    accent: palette.cyan,
    cols: CARD_COLS,
    cardH: CARD_H,
    empty: words('na.render.noCard'),
  };
  const assets = {
    title: words('na.render.assetsTitle', { n: corp.assets.length }),
    accent: palette.amber,
    cols: ASSET_COLS,
    cardH: ASSET_H,
    empty: words('na.render.noAsset'),
  };
  // Header: who, status, capital.
  const frame = handFrame(
    ctx,
    { height: 84, gap: GAP, right: 220, titleNote: corp.name, titleSize: 32, titleMinSize: HT },
    [
      { height: 212, draw: (g, b) => drawSecrets(g, b, view, me, corp) },
      { height: 132, draw: (g, b) => drawCorpSheet(g, b, corp) },
      cardSection(hand, me.hand, drawActionCard),
      cardSection(assets, corp.assets, drawAssetCard),
      ...(trades.length ? [tradeSection(trades)] : []),
      { height: KEY_H, draw: (g, b) => drawKey(g, b, view) },
    ],
  );
  const g = frame.ctx;
  drawText(
    g,
    words('na.render.handStatus', {
      over: view.result ? 'y' : 'n',
      round: view.round,
      rounds: RULES.rounds,
      threat: view.threat,
      status,
    }),
    frame.underTitle,
    { size: 21, minSize: HT, weight: 600, color: palette.text, maxLines: 2, lineHeight: 1.0 },
  );
  const { header } = frame;
  const cap: Box = { x: header.x + header.width - 200, y: header.y + 6, width: 200, height: header.height - 12 };
  drawLabelChip(g, cap, words('na.render.capitalN', { n: corp.capital }), {
    fill: palette.panelAlt,
    ink: palette.text,
    line: corp.color,
    lineWidth: 2,
    radius: 10,
    size: 36,
    minSize: HT,
  });
  return frame.canvas;
}
