/**
 * The city: the unchanging part (the 13 district tiles with their numbers, names and resources, the
 * empty condition boxes, the exit arrows towards The Root, the legend) drawn once into the static
 * layer, and what changes over it (unrest and outages in the condition boxes, the markers, a hatch
 * where nothing is produced, rings on the deal's target districts).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { DISTRICTS, type District } from '../../src/games/newangeles/data/index.ts';
import type { DistrictView, NaView, OfferView } from '../../src/games/newangeles/view.ts';
import {
  type Box,
  drawLabelChip,
  drawRoundRect,
  drawText,
  font,
  palette,
  roundRectPath,
  seatStyle,
  tr,
  withAlpha,
} from '../kit/index.ts';
import {
  drawArrow,
  drawMarker,
  drawOutageMark,
  drawUnrestMark,
  hatch,
  type MarkerKind,
  resChip,
  resGlyph,
} from './glyphs.ts';
import { CITY, tileBox } from './layout.ts';
import { r as words } from './messages.ts';
import { MARK, RES_COLOR, TEXT } from './style.ts';

type G = SKRSContext2D;
type Pt = { x: number; y: number };

const BADGE = { w: 34, h: 30 } as const;
const CHIP_H = 30;
const NAME_Y = 36;
const NAME_H = 50;
const MARK_Y = 88;
const MARK_H = 26;
const BANNER_H = 26;
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

/** The resource chips' boxes of a tile: the primary (produces 2) with its "2", the others (1 each) as glyphs. */
function resourceChips(g: G, d: District, b: Box, draw: boolean): Box[] {
  let x = b.x + 5 + BADGE.w + 4;
  const y = b.y + 5;
  const out: Box[] = [];
  const w = resChip(g, x, y, CHIP_H, d.primary, '2', { measure: !draw });
  out.push({ x, y, width: w, height: CHIP_H });
  x += w + 4;
  for (const r of d.others) {
    const o: Box = { x, y: y + 1, width: 28, height: CHIP_H - 2 };
    if (draw) {
      drawRoundRect(g, o, 5, RES_COLOR[r], { color: palette.ink, width: 1 });
      resGlyph(g, r, o.x + o.width / 2, o.y + o.height / 2, o.height * 0.34);
    }
    out.push(o);
    x += o.width + 3;
  }
  return out;
}

/** The markers' row of a tile. */
export function markerBox(b: Box): Box {
  return { x: b.x + 5, y: b.y + MARK_Y, width: b.width - 10, height: MARK_H };
}

/** The trouble banner (protest, strike, outage) along the bottom of a tile. */
export function bannerBox(b: Box): Box {
  return { x: b.x + 4, y: b.y + b.height - BANNER_H - 4, width: b.width - 8, height: BANNER_H };
}

function drawTileBase(g: G, d: District): void {
  const b = districtBox(d.n);
  const root = d.n === 0;
  const line = root ? ROOT_COLOR : TILE_LINE;
  drawRoundRect(g, b, 10, root ? '#1f1416' : '#131a30', { color: line, width: root ? 3 : 2 });
  const badge: Box = { x: b.x + 5, y: b.y + 5, width: BADGE.w, height: BADGE.h };
  drawLabelChip(g, badge, String(d.n), {
    fill: root ? ROOT_COLOR : '#dfe6f5',
    ink: palette.ink,
    line: palette.ink,
    radius: 6,
    size: TEXT,
    minSize: TEXT,
  });
  drawText(
    g,
    root ? words('na.render.theRoot') : d.name,
    { x: b.x + 6, y: b.y + NAME_Y, width: b.width - 12, height: NAME_H },
    {
      size: TEXT,
      minSize: TEXT,
      weight: 700,
      color: root ? ROOT_COLOR : palette.text,
      maxLines: 2,
      lineHeight: 1.0,
      valign: 'top',
    },
  );
  resourceChips(g, d, b, true);
}

function drawArrows(g: G): void {
  for (const d of DISTRICTS) {
    const a = exitArrow(d);
    if (!a) continue;
    const toRoot = d.exit === 0;
    drawArrow(g, a[0], a[1], toRoot ? ROOT_ARROW : ARROW, toRoot ? 5 : 4, 16);
  }
}

/** Everything in the city that never changes. */
export function drawCityBase(g: G): void {
  drawRoundRect(g, CITY, 12, '#0b0f1c', { color: palette.line, width: 2 });
  drawArrows(g);
  for (const d of DISTRICTS) drawTileBase(g, d);
}

/** A hatch over what a district cannot produce (strike or outage). */
export function drawNoProduction(g: G, b: Box): void {
  g.save();
  roundRectPath(g, b, 4);
  g.fillStyle = 'rgba(9, 11, 20, 0.62)';
  g.fill();
  g.clip();
  g.strokeStyle = withAlpha(palette.red, 0.85);
  g.lineWidth = 2;
  hatch(g, b, 8);
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
  if (!d.outage && d.unrest === 0) return;
  const c = bannerBox(b);
  const kind = words(d.outage ? 'na.render.outage' : d.unrest === 2 ? 'na.render.strike' : 'na.render.protest');
  const color = d.outage ? palette.textDim : d.unrest === 2 ? MARK.strike : MARK.protest;
  drawRoundRect(g, c, 6, d.outage ? '#05060a' : withAlpha(color, 0.22), { color, width: 2 });
  const r = c.height / 2 - 3;
  if (d.outage) drawOutageMark(g, c.x + 4 + r, c.y + c.height / 2, r);
  else drawUnrestMark(g, c.x + 4 + r, c.y + c.height / 2, r, d.unrest === 2 ? 2 : 1);
  drawText(
    g,
    kind,
    { x: c.x + 2 * r + 8, y: c.y, width: c.width - 2 * r - 10, height: c.height },
    { size: TEXT, minSize: TEXT, weight: 700, color: d.outage ? palette.text : color, align: 'center', maxLines: 1 },
  );
}

/** The markers in one row: a glyph each, Prisec with its count beside it. */
function drawMarkers(g: G, d: DistrictView, b: Box): void {
  const list = markersOf(d);
  if (!list.length) return;
  const area = markerBox(b);
  const r = area.height / 2 - 1;
  const cy = area.y + area.height / 2;
  let x = area.x;
  for (const m of list) {
    drawMarker(g, m.kind, x + r, cy, r, m.n);
    x += 2 * r + 3;
    if (m.kind === 'prisec' && m.n > 1) {
      x +=
        drawText(
          g,
          String(m.n),
          { x, y: area.y, width: 24, height: area.height },
          { size: TEXT, minSize: TEXT, weight: 700, color: palette.text, maxLines: 1 },
        ).width + 3;
    }
  }
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
    const text = tr(words('na.render.ring', { label, letter: st.letter }));
    g.save();
    g.font = font(TEXT, 700);
    const w = g.measureText(text).width + 12;
    g.restore();
    const tag: Box = { x, y: b.y + b.height - 6, width: w, height: 28 };
    drawRoundRect(g, tag, 5, st.color, { color: palette.ink, width: 1 });
    drawText(g, text, tag, { size: TEXT, minSize: TEXT, weight: 700, color: st.ink, align: 'center', maxLines: 1 });
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
  add(deal.main, words('na.render.main'));
  add(deal.counters[deal.counters.length - 1], words('na.render.counter'));
  for (const [n, offers] of targets) drawTargetRing(g, districtBox(n), offers);
}
