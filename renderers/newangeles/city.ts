/**
 * The city: the unchanging part (the 13 district tiles with their numbers, names and resources, the
 * empty condition boxes, the exit arrows towards The Root, the legend) drawn once into the static
 * layer, and what changes over it (unrest and outages in the condition boxes, the markers, a hatch
 * where nothing is produced, rings on the deal's target districts).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { DISTRICTS, type District } from '../../src/games/newangeles/data/index.ts';
import type { DistrictView, NaView, OfferView } from '../../src/games/newangeles/view.ts';
import { drawRoundRect, drawText, font, palette, roundRectPath, seatStyle, withAlpha, type Box } from '../kit/index.ts';
import { drawArrow, drawMarker, drawOutageMark, drawUnrestMark, resChip, type MarkerKind } from './glyphs.ts';
import { CITY, LEGEND_LEFT, LEGEND_RIGHT, tileBox } from './layout.ts';
import { MARK } from './style.ts';

type G = SKRSContext2D;
type Pt = { x: number; y: number };

const HEAD_H = 32;
const RES_Y = 38;
const PRIMARY_H = 28;
const OTHER_H = 22;
const COND = { w: 46, h: 58 } as const;
const ARROW = '#7f8db8';
const ROOT_ARROW = '#ff7a59';
const ROOT_COLOR = '#ff7a59';
const TILE_LINE = '#4a5788';

const boxes = new Map(DISTRICTS.map((d) => [d.n, tileBox(d)]));
export const districtBox = (n: number): Box => boxes.get(n)!;

const centre = (b: Box): Pt => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** Where the segment from b's centre towards p leaves b (with a margin). */
function edge(b: Box, p: Pt, margin: number): Pt {
  const c = centre(b);
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  const t = Math.min((b.width / 2 + margin) / Math.abs(dx || 1e-9), (b.height / 2 + margin) / Math.abs(dy || 1e-9));
  return { x: c.x + dx * t, y: c.y + dy * t };
}

/** The exit arrow of district `d`: from its tile's edge to its exit's tile edge. */
export function exitArrow(d: District): [Pt, Pt] | null {
  if (d.exit === null) return null;
  const a = districtBox(d.n);
  const b = districtBox(d.exit);
  return [edge(a, centre(b), 3), edge(b, centre(a), 5)];
}

/** The resource chips' boxes of a tile: the primary (produces 2) big, the others (1 each) small. */
function resourceChips(g: G, d: District, b: Box, draw: boolean): Box[] {
  let x = b.x + 6;
  const out: Box[] = [];
  const y = b.y + RES_Y;
  const w = resChip(g, x, y, PRIMARY_H, d.primary, '2', { measure: !draw });
  out.push({ x, y, width: w, height: PRIMARY_H });
  x += w + 5;
  for (const r of d.others) {
    const oy = y + (PRIMARY_H - OTHER_H) / 2;
    const ow = resChip(g, x, oy, OTHER_H, r, '1', { measure: !draw });
    out.push({ x, y: oy, width: ow, height: OTHER_H });
    x += ow + 4;
  }
  return out;
}

/** The condition box: bottom right of the tile. */
export function condBox(b: Box): Box {
  return { x: b.x + b.width - COND.w - 6, y: b.y + b.height - COND.h - 6, width: COND.w, height: COND.h };
}

/** The marker area: bottom left of the tile, beside the condition box. */
export function markerBox(b: Box): Box {
  const top = b.y + RES_Y + PRIMARY_H + 6;
  return { x: b.x + 5, y: top, width: b.width - COND.w - 16, height: b.y + b.height - 5 - top };
}

function drawTileBase(g: G, d: District): void {
  const b = districtBox(d.n);
  const root = d.n === 0;
  const line = root ? ROOT_COLOR : TILE_LINE;
  drawRoundRect(g, b, 10, root ? '#1f1416' : '#131a30', { color: line, width: root ? 3 : 2 });
  const badge: Box = { x: b.x + 5, y: b.y + 5, width: 32, height: 27 };
  drawRoundRect(g, badge, 6, root ? ROOT_COLOR : '#dfe6f5', { color: palette.ink, width: 1 });
  drawText(g, String(d.n), badge, { size: 22, minSize: 12, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
  drawText(g, root ? 'THE ROOT' : d.name, { x: badge.x + badge.width + 6, y: b.y + 2, width: b.width - badge.width - 16, height: HEAD_H + 2 }, {
    size: root ? 20 : 16, minSize: 11, weight: 700, color: root ? ROOT_COLOR : palette.text, maxLines: 2, lineHeight: 0.98,
  });
  resourceChips(g, d, b, true);
  if (root) {
    drawText(g, 'no exit', { x: b.x + b.width - 66, y: b.y + RES_Y, width: 60, height: PRIMARY_H }, { size: 13, minSize: 10, weight: 600, color: palette.textMuted, align: 'right', maxLines: 1 });
  }
  // The empty condition box (stable): a dashed outline.
  const c = condBox(b);
  g.save();
  g.setLineDash([4, 3]);
  roundRectPath(g, c, 6);
  g.strokeStyle = palette.line;
  g.lineWidth = 1.5;
  g.stroke();
  g.restore();
}

function drawArrows(g: G): void {
  for (const d of DISTRICTS) {
    const a = exitArrow(d);
    if (!a) continue;
    const toRoot = d.exit === 0;
    drawArrow(g, a[0], a[1], toRoot ? ROOT_ARROW : ARROW, toRoot ? 5 : 4, 16);
  }
}

/** A legend word at (x, y) in a given size; returns where it ends. */
function word(g: G, text: string, x: number, y: number, size = 15, color: string = palette.textDim): number {
  g.save();
  g.font = font(size, 600);
  g.fillStyle = color;
  g.textBaseline = 'middle';
  g.fillText(text, x, y);
  const w = g.measureText(text).width;
  g.restore();
  return x + w;
}

const MARKER_WORDS: readonly [MarkerKind, string][] = [
  ['android', 'android'],
  ['development', 'development'],
  ['illness', 'illness'],
  ['humanFirst', 'Human First'],
  ['orgcrime', 'Orgcrime'],
  ['prisec', 'Prisec (count)'],
];

function drawLegends(g: G): void {
  for (const b of [LEGEND_LEFT, LEGEND_RIGHT]) drawRoundRect(g, b, 8, withAlpha(palette.panel, 0.92), { color: palette.line, width: 1 });
  // Left: the markers.
  let b = LEGEND_LEFT;
  drawText(g, 'MARKERS', { x: b.x + 10, y: b.y + 4, width: b.width - 20, height: 24 }, { size: 16, weight: 700, color: palette.cyan, maxLines: 1 });
  MARKER_WORDS.forEach(([k, w], i) => {
    const y = b.y + 48 + i * 40;
    drawMarker(g, k, b.x + 24, y, 13, k === 'prisec' ? 2 : 1);
    word(g, w, b.x + 46, y);
  });
  // Right: the condition box, production, arrows.
  b = LEGEND_RIGHT;
  drawText(g, 'CONDITION', { x: b.x + 10, y: b.y + 4, width: b.width - 20, height: 24 }, { size: 16, weight: 700, color: palette.cyan, maxLines: 1 });
  let y = b.y + 46;
  g.save();
  g.setLineDash([4, 3]);
  roundRectPath(g, { x: b.x + 12, y: y - 12, width: 24, height: 24 }, 5);
  g.strokeStyle = palette.line;
  g.lineWidth = 1.5;
  g.stroke();
  g.restore();
  word(g, 'stable', b.x + 46, y);
  y += 36;
  drawUnrestMark(g, b.x + 24, y, 12, 1);
  word(g, 'protest', b.x + 46, y);
  y += 36;
  drawUnrestMark(g, b.x + 24, y, 12, 2);
  word(g, 'strike', b.x + 46, y);
  y += 36;
  drawOutageMark(g, b.x + 24, y, 12);
  word(g, 'outage', b.x + 46, y);
  y += 36;
  drawNoProduction(g, { x: b.x + 10, y: y - 12, width: 28, height: 24 });
  word(g, 'no production', b.x + 46, y, 14);
  y += 36;
  drawArrow(g, { x: b.x + 10, y }, { x: b.x + 40, y }, ROOT_ARROW, 4, 12);
  word(g, 'exit; Root +2', b.x + 46, y, 14);
}

/** Everything in the city that never changes. */
export function drawCityBase(g: G): void {
  drawRoundRect(g, CITY, 12, '#0b0f1c', { color: palette.line, width: 2 });
  drawArrows(g);
  for (const d of DISTRICTS) drawTileBase(g, d);
  drawLegends(g);
}

/** A hatch over what a district cannot produce (strike or outage). */
function drawNoProduction(g: G, b: Box): void {
  g.save();
  roundRectPath(g, b, 4);
  g.fillStyle = 'rgba(9, 11, 20, 0.62)';
  g.fill();
  g.clip();
  g.strokeStyle = withAlpha(palette.red, 0.85);
  g.lineWidth = 2;
  g.beginPath();
  for (let k = -b.height; k < b.width; k += 8) {
    g.moveTo(b.x + k, b.y + b.height);
    g.lineTo(b.x + k + b.height, b.y);
  }
  g.stroke();
  g.restore();
}

/** The markers a district holds, in a fixed order. */
function markersOf(d: DistrictView): { kind: MarkerKind; n: number }[] {
  const out: { kind: MarkerKind; n: number }[] = [];
  if (d.android) out.push({ kind: 'android', n: 1 });
  if (d.development) out.push({ kind: 'development', n: 1 });
  if (d.illness) out.push({ kind: 'illness', n: 1 });
  if (d.humanFirst) out.push({ kind: 'humanFirst', n: 1 });
  if (d.orgcrime) out.push({ kind: 'orgcrime', n: 1 });
  if (d.prisec > 0) out.push({ kind: 'prisec', n: d.prisec });
  return out;
}

function drawCondition(g: G, d: DistrictView, b: Box): void {
  const c = condBox(b);
  if (!d.outage && d.unrest === 0) return;
  const kind = d.outage ? 'OUTAGE' : d.unrest === 2 ? 'STRIKE' : 'PROTEST';
  const color = d.outage ? palette.textDim : d.unrest === 2 ? MARK.strike : MARK.protest;
  drawRoundRect(g, c, 6, d.outage ? '#05060a' : withAlpha(color, 0.18), { color, width: 2 });
  const cx = c.x + c.width / 2;
  const cy = c.y + 22;
  if (d.outage) drawOutageMark(g, cx, cy, 15);
  else drawUnrestMark(g, cx, cy, 15, d.unrest === 2 ? 2 : 1);
  drawText(g, kind, { x: c.x + 1, y: c.y + c.height - 19, width: c.width - 2, height: 17 }, { size: 12, minSize: 8, weight: 700, color, align: 'center', maxLines: 1 });
}

function drawMarkers(g: G, d: DistrictView, b: Box): void {
  const list = markersOf(d);
  if (!list.length) return;
  const area = markerBox(b);
  // Few markers are drawn larger: one row of up to two, then two by two, then three by two.
  const cols = list.length <= 2 ? 2 : list.length <= 4 ? 2 : 3;
  const rowsN = Math.ceil(list.length / cols);
  const cw = area.width / cols;
  const rh = area.height / Math.max(2, rowsN);
  const r = Math.min(16, Math.min(cw, rowsN === 1 ? area.height : rh) * 0.42);
  const top = rowsN === 1 ? area.y + area.height / 2 - rh / 2 : area.y;
  list.forEach((m, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    drawMarker(g, m.kind, area.x + cw * (col + 0.5), top + rh * (row + 0.5), r, m.n);
  });
}

/** A ring on a district an offer targets, tagged with the offering seat's letter and which offer. */
function drawTargetRing(g: G, b: Box, offers: { o: OfferView; label: string }[]): void {
  const first = offers[0]!;
  const color = seatStyle(first.o.seat).color;
  g.save();
  g.shadowColor = withAlpha(color, 0.9);
  g.shadowBlur = 14;
  roundRectPath(g, { x: b.x - 5, y: b.y - 5, width: b.width + 10, height: b.height + 10 }, 14);
  g.lineWidth = 4;
  g.strokeStyle = color;
  g.stroke();
  g.restore();
  let x = b.x + 8;
  for (const { o, label } of offers) {
    const st = seatStyle(o.seat);
    const text = `${label} ${st.letter}`;
    g.save();
    g.font = font(14, 700);
    const w = g.measureText(text).width + 12;
    g.restore();
    const tag: Box = { x, y: b.y + b.height - 4, width: w, height: 20 };
    drawRoundRect(g, tag, 5, st.color, { color: palette.ink, width: 1 });
    drawText(g, text, tag, { size: 14, minSize: 9, weight: 700, color: st.ink, align: 'center', maxLines: 1 });
    x += w + 4;
  }
}

/** What changes in the city. */
export function drawCityOver(g: G, view: NaView): void {
  for (const d of view.districts) {
    const b = districtBox(d.n);
    if (d.outage || d.unrest === 2) {
      for (const c of resourceChips(g, DISTRICTS[d.n]!, b, false)) drawNoProduction(g, c);
    }
    drawCondition(g, d, b);
    drawMarkers(g, d, b);
  }
  const deal = view.deal;
  if (!deal) return;
  const targets = new Map<number, { o: OfferView; label: string }[]>();
  const add = (o: OfferView | null | undefined, label: string) => {
    if (!o || o.target === null) return;
    targets.set(o.target, [...(targets.get(o.target) ?? []), { o, label }]);
  };
  add(deal.main, 'MAIN');
  add(deal.counters[deal.counters.length - 1], 'COUNTER');
  for (const [n, offers] of targets) drawTargetRing(g, districtBox(n), offers);
}
