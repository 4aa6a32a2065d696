/**
 * Nexus City: the unchanging part (roads, Area frames, numbers, names, Shops, Action Boxes and
 * their Skill icons, the legend) drawn once into the static layer, and what changes over it (the
 * Corporate Areas' owners and Data tokens, Violence and Activation tokens on the boxes, the
 * Character standees with their tokens, the Prison's inmates by section).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { CORPORATION_LIST, NEXUS_CITY, type ActionBox, type Area, type Link } from '../../src/games/axon/data/index.ts';
import type { AxonView, CharView } from '../../src/games/axon/view.ts';
import { drawRoundRect, drawText, drawToken, font, measureText, palette, roundRectPath, seatStyle, withAlpha, type Box } from '../kit/index.ts';
import { drawActivation, drawShop, drawStandee, drawViolence, outlined, resChip, ring } from './glyphs.ts';
import { CITY, TOP_LANE, areaBox, areaCentre } from './layout.ts';
import { AREA_COLOR, AREA_WORD, CHAR_RES, RES_COLOR, SKILL_CODE, shade, shortName } from './style.ts';

const AREAS = new Map(NEXUS_CITY.areas.map((a) => [a.id, a]));
const HEAD_H = 30;
const BOX_H = 24;
const STREET = '#7b86a6';
const FREEWAY = '#ff9f2e';

type Pt = { x: number; y: number };

const boxOf = (id: number): Box => areaBox(AREAS.get(id)!);
const mid = (a: number, b: number): number => (a + b) / 2;

/**
 * Freeways run in their own lanes around the Areas they would otherwise cross (waypoints between
 * the two ends, in board px, from the Areas' boxes): a straight line would read as passing through.
 */
function freewayRoutes(): Record<string, Pt[]> {
  const b = boxOf;
  const c = (id: number) => areaCentre(AREAS.get(id)!);
  const right = (id: number): number => b(id).x + b(id).width;
  const bottom = (id: number): number => b(id).y + b(id).height;
  // North Gate to Spaceport: out south-east, east under the Prison, then south in the lane between Precinct 13 / Rust Docks / Underground Market and Neon Bazaar / Glass Heights.
  const y89 = mid(bottom(1), b(13).y);
  const x89 = mid(right(13), b(11).x);
  const y45 = mid(bottom(13), b(16).y);
  const x37 = mid(right(15), b(5).x);
  const y67 = mid(bottom(12), b(9).y);
  return {
    // Ares to Media Net: along the top, above North Gate and the Prison.
    '2-3': [{ x: c(2).x, y: TOP_LANE }, { x: c(3).x, y: TOP_LANE }],
    // Helix to Omnicorp: between the row of Precinct 13 and Rust Docks.
    '4-5': [{ x: right(4) + 8, y: y45 }, { x: b(5).x - 8, y: y45 }],
    '8-9': [{ x: right(8) - 10, y: y89 }, { x: x89, y: y89 }, { x: x89, y: b(9).y + 10 }],
    // Media Net to Datastream: south between Glass Heights and Omnicorp.
    '3-7': [{ x: x37, y: b(5).y - 20 }, { x: x37, y: bottom(5) + 20 }],
    // Syndicate to Datastream: between Underground Market and Spaceport.
    '6-7': [{ x: right(6) + 8, y: y67 }, { x: b(7).x - 8, y: y67 }],
  };
}
const ROUTES = freewayRoutes();

/** A link's drawn path, end centre to end centre. */
export function linkPath(l: Link): Pt[] {
  const a = areaCentre(AREAS.get(l.a)!);
  const b = areaCentre(AREAS.get(l.b)!);
  return [a, ...(ROUTES[`${l.a}-${l.b}`] ?? []), b];
}

function path(g: SKRSContext2D, pts: readonly Pt[]): void {
  g.beginPath();
  pts.forEach((p, i) => (i === 0 ? g.moveTo(p.x, p.y) : g.lineTo(p.x, p.y)));
}

function drawRoads(g: SKRSContext2D): void {
  g.save();
  g.lineCap = 'round';
  g.lineJoin = 'round';
  for (const l of NEXUS_CITY.links.filter((x) => x.kind === 'street')) {
    path(g, linkPath(l));
    g.strokeStyle = palette.bg;
    g.lineWidth = 9;
    g.stroke();
    g.strokeStyle = STREET;
    g.lineWidth = 4;
    g.stroke();
  }
  // Freeways over the streets: a wide orange band with a dark dashed centre line.
  for (const l of NEXUS_CITY.links.filter((x) => x.kind === 'freeway')) {
    const pts = linkPath(l);
    path(g, pts);
    g.setLineDash([]);
    g.strokeStyle = palette.bg;
    g.lineWidth = 18;
    g.stroke();
    g.strokeStyle = FREEWAY;
    g.lineWidth = 12;
    g.stroke();
    g.strokeStyle = '#3a2204';
    g.lineWidth = 2;
    g.setLineDash([8, 7]);
    g.stroke();
    g.setLineDash([]);
  }
  g.restore();
}

/** A box's label: its kind, or the Skill icons a Skill Action needs. */
function boxLabel(b: ActionBox): string {
  if (b.kind === 'skill') return b.skills.map((s) => SKILL_CODE[s]).join('·');
  return b.kind === 'free' ? 'FREE' : b.kind === 'phishing' ? 'PHISH' : 'LEAVE';
}
const BOX_COLOR: Readonly<Record<ActionBox['kind'], string>> = { free: '#b6ff3b', skill: '#29e6ff', phishing: '#ff4fd8', leave: '#ffc53d' };

/** Where an Area's Action Boxes sit (bottom row, left to right); Corporate Areas keep room on the right for owner and Data. */
export function boxSlots(a: Area): Box[] {
  const b = areaBox(a);
  const n = a.boxes.length;
  if (!n) return [];
  const right = a.type === 'corporate' ? 64 : 0;
  // Room at both ends of a box for the tokens placed on it (a Violence cube left, an Activation Token right).
  const gap = 14;
  const w = Math.min(100, (b.width - 18 - right - (n - 1) * gap) / n);
  return a.boxes.map((_x, i) => ({ x: b.x + 9 + i * (w + gap), y: b.y + b.height - BOX_H - 5, width: w, height: BOX_H }));
}

function corpOf(a: Area) {
  return CORPORATION_LIST.find((c) => c.id === a.corporation);
}

function drawAreaFrame(g: SKRSContext2D, a: Area): void {
  const b = areaBox(a);
  const color = AREA_COLOR[a.type];
  drawRoundRect(g, b, 10, shade(color, 0.16), { color, width: 2.5 });
  // Number badge, name (two lines if long), Shop mark.
  const badge: Box = { x: b.x + 4, y: b.y + 4, width: 32, height: HEAD_H - 2 };
  drawRoundRect(g, badge, 6, color, { color: palette.ink, width: 1 });
  drawText(g, String(a.id), badge, { size: 25, minSize: 14, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
  // Room on the right for the Shop mark, or a Corporate Area's owner token.
  const shopW = a.shop ? 22 : a.type === 'corporate' ? 12 : 0;
  const nameBox: Box = { x: badge.x + badge.width + 5, y: b.y + 2, width: b.width - badge.width - 14 - shopW, height: HEAD_H };
  drawText(g, a.name, nameBox, { size: 18, minSize: 12, weight: 700, color: palette.text, maxLines: 2, lineHeight: 1.0 });
  if (a.shop) drawShop(g, b.x + b.width - 14, b.y + 15, 9);
  if (a.type === 'prison') {
    drawPrisonSections(g, a);
    return;
  }
  const slots = boxSlots(a);
  a.boxes.forEach((box, i) => {
    const s = slots[i]!;
    const c = BOX_COLOR[box.kind];
    drawRoundRect(g, s, 5, withAlpha(c, 0.14), { color: c, width: 1.5 });
    drawText(g, boxLabel(box), { x: s.x + 9, y: s.y, width: s.width - 18, height: s.height }, { size: 15, minSize: 10, weight: 700, color: c, align: 'center', maxLines: 1 });
  });
  if (a.permanent) {
    const words = a.permanent.effect === 'no-guard' ? 'GUARD has no effect' : a.permanent.effect === 'no-fly' ? 'FLY cannot end here' : 'Permanent effect';
    const s: Box = { x: b.x + 6, y: b.y + b.height - BOX_H - 5, width: b.width - 12, height: BOX_H };
    drawRoundRect(g, s, 5, withAlpha(palette.textMuted, 0.12), { color: palette.textMuted, width: 1 });
    drawText(g, words, { x: s.x + 4, y: s.y, width: s.width - 8, height: s.height }, { size: 14, minSize: 10, weight: 700, color: palette.textDim, align: 'center', maxLines: 1 });
  }
  const corp = corpOf(a);
  if (corp) {
    const tag: Box = { x: b.x + b.width - 62, y: b.y + b.height - BOX_H - 5, width: 58, height: BOX_H };
    drawText(g, corp.name, tag, { size: 12, minSize: 10, weight: 700, color: AREA_COLOR.corporate, align: 'center', maxLines: 2, lineHeight: 0.95 });
  }
}

/** The Prison's two sections: top (where arrested Characters go) and lowest (released after acting). */
function prisonSections(a: Area): Box[] {
  const b = areaBox(a);
  const top = b.y + HEAD_H + 6;
  const h = (b.y + b.height - 6 - top - 4) / 2;
  return [0, 1].map((i) => ({ x: b.x + 6, y: top + i * (h + 4), width: b.width - 12, height: h }));
}

function drawPrisonSections(g: SKRSContext2D, a: Area): void {
  prisonSections(a).forEach((s, i) => {
    drawRoundRect(g, s, 5, withAlpha(AREA_COLOR.prison, 0.1), { color: withAlpha(AREA_COLOR.prison, 0.7), width: 1.2 });
    const tag: Box = { x: s.x, y: s.y, width: 20, height: s.height };
    drawRoundRect(g, tag, 5, withAlpha(AREA_COLOR.prison, 0.35));
    drawText(g, i === 0 ? 'I' : 'II', tag, { size: 14, minSize: 10, weight: 700, color: palette.text, align: 'center', maxLines: 1 });
  });
}

/** The legend in the free strip under the south-west Areas: Area types, roads, pieces, Resource codes. */
export const LEGEND_BOX: Box = (() => {
  const spaceport = boxOf(9);
  return { x: CITY.x + 8, y: CITY.y + CITY.height - 58, width: spaceport.x - CITY.x - 20, height: 52 };
})();

function drawLegend(g: SKRSContext2D): void {
  const b = LEGEND_BOX;
  drawRoundRect(g, b, 8, withAlpha(palette.panel, 0.95), { color: palette.line, width: 1 });
  const y1 = b.y + 14;
  const y2 = b.y + 38;
  const types = ['private', 'public', 'corporate', 'exit', 'prison'] as const;
  let x = b.x + 8;
  for (const t of types) {
    drawRoundRect(g, { x, y: y1 - 7, width: 20, height: 14 }, 3, shade(AREA_COLOR[t], 0.3), { color: AREA_COLOR[t], width: 2 });
    x = legendText(g, AREA_WORD[t], x + 25, y1) + 12;
  }
  g.save();
  g.lineCap = 'round';
  g.strokeStyle = STREET;
  g.lineWidth = 4;
  g.beginPath();
  g.moveTo(x, y1);
  g.lineTo(x + 20, y1);
  g.stroke();
  g.restore();
  legendText(g, 'street', x + 26, y1);
  x = b.x + 8;
  g.save();
  g.lineCap = 'round';
  g.strokeStyle = FREEWAY;
  g.lineWidth = 10;
  g.beginPath();
  g.moveTo(x + 4, y2);
  g.lineTo(x + 22, y2);
  g.stroke();
  g.restore();
  x = legendText(g, 'freeway', x + 28, y2) + 10;
  drawShop(g, x + 8, y2, 8);
  x = legendText(g, 'Shop', x + 19, y2) + 10;
  drawStandee(g, x + 6, y2, 16, { down: false, criminal: false });
  x = legendText(g, 'ready', x + 15, y2) + 8;
  drawStandee(g, x + 8, y2, 16, { down: true, criminal: false });
  x = legendText(g, 'activated', x + 19, y2) + 8;
  drawStandee(g, x + 6, y2, 16, { down: false, criminal: true });
  x = legendText(g, 'Criminal', x + 15, y2) + 8;
  drawViolence(g, x + 8, y2, 15);
  x = legendText(g, 'crime', x + 20, y2) + 8;
  drawActivation(g, x + 8, y2, 8);
  legendText(g, 'used', x + 20, y2);
}

/** A legend word at (x, y); returns where it ends. */
function legendText(g: SKRSContext2D, text: string, x: number, y: number): number {
  g.save();
  g.font = font(14, 600);
  g.fillStyle = palette.textDim;
  g.textBaseline = 'middle';
  g.fillText(text, x, y);
  const w = g.measureText(text).width;
  g.restore();
  return x + w;
}

/** Everything in the city that never changes. */
export function drawCityBase(g: SKRSContext2D): void {
  drawRoundRect(g, CITY, 12, '#0b0f1c', { color: palette.line, width: 2 });
  drawRoads(g);
  for (const a of NEXUS_CITY.areas) drawAreaFrame(g, a);
  drawLegend(g);
}

/** Where an Area's standees go. */
function charsBox(a: Area): Box {
  const b = areaBox(a);
  const bottom = a.boxes.length || a.permanent ? BOX_H + 9 : 4;
  return { x: b.x + 5, y: b.y + HEAD_H + 4, width: b.width - 10, height: b.height - HEAD_H - 4 - bottom };
}

/**
 * One Character: its standee, its name (short if need be) and its tokens as small chips; dimmed
 * and laid down once activated; a ring while it acts. Compact (a crowded Area, two columns): the
 * name over a row of small cubes, one per token, in the Resources' colours.
 */
function drawChar(g: SKRSContext2D, c: CharView, b: Box, acting: boolean, compact: boolean): void {
  const h = b.height;
  drawRoundRect(g, b, 4, c.activated ? withAlpha(palette.panel, 0.7) : withAlpha('#26304f', 0.95), { color: c.criminal ? RES_COLOR.violence : withAlpha(palette.textDim, 0.5), width: c.criminal ? 1.6 : 1 });
  if (acting) ring(g, { x: b.x - 2, y: b.y - 2, width: b.width + 4, height: b.height + 4 }, palette.highlight, 5);
  const sw = c.activated ? h * 0.95 : h * 0.6;
  drawStandee(g, b.x + 3 + sw / 2, b.y + h / 2, h * 0.86, { down: c.activated, criminal: c.criminal });
  const nameLeft = b.x + 5 + sw;
  const nameColor = c.activated ? palette.textMuted : palette.text;
  const tokens = CHAR_RES.filter((r) => c.tokens[r] > 0);
  if (compact) {
    const total = tokens.reduce((n, r) => n + c.tokens[r], 0);
    const nameH = total ? h * 0.6 : h;
    const w = b.x + b.width - 3 - nameLeft;
    const size = Math.min(13, nameH * 0.9);
    const label = c.guarding ? `${shortName(c.id, c.name)} (G)` : shortName(c.id, c.name);
    drawText(g, measureText(g, c.name, size, 700) <= w ? c.name : label, { x: nameLeft, y: b.y + 1, width: w, height: nameH }, { size, minSize: 8, weight: 700, color: nameColor, maxLines: 1 });
    if (!total) return;
    const cube = Math.max(4, Math.min(7, h * 0.3));
    const fit = Math.floor((w + 1) / (cube + 1));
    let x = nameLeft;
    let k = 0;
    for (const r of tokens) {
      for (let i = 0; i < c.tokens[r]; i++, k++) {
        if (k >= fit) break;
        g.save();
        g.fillStyle = RES_COLOR[r];
        g.fillRect(x, b.y + h - cube - 2, cube, cube);
        g.restore();
        x += cube + 1;
      }
    }
    return;
  }
  // Tokens right-aligned; the name takes what is left.
  const chipH = Math.max(11, Math.min(16, h - 4));
  let x = b.x + b.width - 2;
  const widths = tokens.map((r) => resChip(g, 0, 0, chipH, r, c.tokens[r], true));
  for (let i = tokens.length - 1; i >= 0; i--) {
    const w = widths[i]!;
    if (x - w < nameLeft + 18) break;
    x -= w;
    resChip(g, x, b.y + (h - chipH) / 2, chipH, tokens[i]!, c.tokens[tokens[i]!]);
    x -= 2;
  }
  if (c.guarding) {
    x -= 14;
    drawRoundRect(g, { x, y: b.y + (h - chipH) / 2, width: 13, height: chipH }, 3, palette.lime, { color: palette.ink, width: 1 });
    drawText(g, 'G', { x, y: b.y + (h - chipH) / 2, width: 13, height: chipH }, { size: chipH * 0.8, minSize: 8, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
    x -= 2;
  }
  const nameW = x - nameLeft - 1;
  const size = Math.min(15, h * 0.72);
  const full = measureText(g, c.name, size, 700) <= nameW;
  drawText(g, full ? c.name : shortName(c.id, c.name), { x: nameLeft, y: b.y, width: Math.max(0, nameW), height: h }, {
    size, minSize: 9, weight: 700, color: nameColor, maxLines: 1,
  });
}

/** Lays the Characters of one place out in rows (two columns when crowded) and draws them; past what fits, a "+N" cell. */
function drawCharList(g: SKRSContext2D, list: readonly CharView[], b: Box, acting: string | null): void {
  if (!list.length) return;
  const gap = 2;
  const cols = list.length > 4 ? 2 : 1;
  const maxRows = Math.max(1, Math.floor((b.height + gap) / (11 + gap)));
  const cap = maxRows * cols;
  const shown = list.length > cap ? list.slice(0, cap - 1) : list;
  const cells = shown.length + (list.length > cap ? 1 : 0);
  const rowsN = Math.ceil(cells / cols);
  const rh = Math.min(22, (b.height - gap * (rowsN - 1)) / rowsN);
  const cw = (b.width - (cols - 1) * 3) / cols;
  const cell = (i: number): Box => ({ x: b.x + (i % cols) * (cw + 3), y: b.y + Math.floor(i / cols) * (rh + gap), width: cw, height: rh });
  shown.forEach((c, i) => drawChar(g, c, cell(i), c.id === acting, cols > 1));
  if (list.length > cap) {
    const more = cell(shown.length);
    drawRoundRect(g, more, 4, palette.panelAlt, { color: palette.textDim, width: 1 });
    drawText(g, `+${list.length - shown.length} more`, more, { size: 12, minSize: 8, weight: 700, color: palette.text, align: 'center', maxLines: 1 });
  }
}

function drawBoxTokens(g: SKRSContext2D, a: Area, view: AxonView): void {
  const st = view.areas[a.id - 1];
  if (!st) return;
  boxSlots(a).forEach((s, i) => {
    const box = st.boxes[i];
    if (!box) return;
    if (box.activated) {
      g.save();
      g.fillStyle = withAlpha(palette.bg, 0.55);
      g.fillRect(s.x, s.y, s.width, s.height);
      g.restore();
      drawActivation(g, s.x + s.width - 3, s.y + s.height / 2, 9);
    }
    if (box.violence) drawViolence(g, s.x + 3, s.y + s.height / 2, 16);
  });
}

/** Corporate Areas: the owning seat's token and colour, and the Data tokens lying there. */
function drawCorporate(g: SKRSContext2D, a: Area, view: AxonView): void {
  const b = areaBox(a);
  const owner = view.p.findIndex((p) => p.corp === a.corporation);
  if (owner >= 0) {
    const style = seatStyle(owner as Seat);
    g.save();
    g.lineWidth = 3;
    g.strokeStyle = style.color;
    g.setLineDash([10, 6]);
    roundRectPath(g, { x: b.x - 4, y: b.y - 4, width: b.width + 8, height: b.height + 8 }, 13);
    g.stroke();
    g.restore();
    drawToken(g, owner as Seat, b.x + b.width - 4, b.y + 2, 13);
  }
  const data = view.areas[a.id - 1]?.data ?? 0;
  if (data > 0) {
    // On the bottom edge, right: clear of the standees above it.
    const h = 20;
    const w = resChip(g, 0, 0, h, 'data', data, true);
    resChip(g, b.x + b.width - 8 - w, b.y + b.height - h / 2 + 2, h, 'data', data);
  }
}

/** Everything in the city that changes. */
export function drawCityOver(g: SKRSContext2D, view: AxonView): void {
  const acting = view.turn?.acting ?? null;
  for (const a of NEXUS_CITY.areas) {
    if (a.type === 'corporate') drawCorporate(g, a, view);
    drawBoxTokens(g, a, view);
    const here = view.chars.filter((c) => c.area === a.id);
    // The Area where a Character acts now glows, so the move is found at a glance.
    if (acting && here.some((c) => c.id === acting)) {
      const b = areaBox(a);
      ring(g, { x: b.x - 5, y: b.y - 5, width: b.width + 10, height: b.height + 10 }, palette.highlight, 14);
    }
    if (a.type === 'prison') {
      prisonSections(a).forEach((s, i) => {
        const inmates = here.filter((c) => (c.section ?? 0) === i);
        drawCharList(g, inmates, { x: s.x + 23, y: s.y + 2, width: s.width - 25, height: s.height - 4 }, acting);
      });
      continue;
    }
    drawCharList(g, here, charsBox(a), acting);
  }
}
