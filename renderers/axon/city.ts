/**
 * Nexus City: the unchanging part (roads, Area frames, numbers, names, Shops, Action Boxes and
 * their Skills) drawn once into the static layer (the key to its pieces is on the hand image), and what changes over it (the
 * Corporate Areas' owners and Data tokens, Violence and Activation tokens on the boxes, the
 * Character standees with their tokens, the Prison's inmates by section).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { token } from '../../src/engine/messages.ts';
import type { Seat } from '../../src/engine/types.ts';
import { type ActionBox, type Area, type Link, NEXUS_CITY } from '../../src/games/axon/data/index.ts';
import type { AxonView, CharView } from '../../src/games/axon/view.ts';
import {
  type Box,
  drawLabelChip,
  drawRoundRect,
  drawText,
  drawToken,
  measureText,
  palette,
  roundRectPath,
  seatStyle,
  shade,
  withAlpha,
} from '../kit/index.ts';
import { drawActivation, drawBadge, drawShop, drawStandee, drawViolence, resChip, ring } from './glyphs.ts';
import { areaBox, areaCentre, CITY as CITY_BOX, TEXT, TOP_LANE } from './layout.ts';
import { r } from './messages.ts';
import { AREA_COLOR, CHAR_RES, RES_COLOR, shortName, skillCode } from './style.ts';

const AREAS = new Map(NEXUS_CITY.areas.map((a) => [a.id, a]));
const HEAD_H = 32;
const BOX_H = 30;
export const STREET = '#7b86a6';
export const FREEWAY = '#ff9f2e';

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
    '2-3': [
      { x: c(2).x, y: TOP_LANE },
      { x: c(3).x, y: TOP_LANE },
    ],
    // Helix to Omnicorp: between the row of Precinct 13 and Rust Docks.
    '4-5': [
      { x: right(4) + 8, y: y45 },
      { x: b(5).x - 8, y: y45 },
    ],
    '8-9': [
      { x: right(8) - 10, y: y89 },
      { x: x89, y: y89 },
      { x: x89, y: b(9).y + 10 },
    ],
    // Media Net to Datastream: south between Glass Heights and Omnicorp.
    '3-7': [
      { x: x37, y: b(5).y - 20 },
      { x: x37, y: bottom(5) + 20 },
    ],
    // Syndicate to Datastream: between Underground Market and Spaceport.
    '6-7': [
      { x: right(6) + 8, y: y67 },
      { x: b(7).x - 8, y: y67 },
    ],
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

/** Strokes the current path `width` wide in `color` over a `casing`-wide band of the background, which parts it from what it crosses. */
function casedStroke(g: SKRSContext2D, color: string, width: number, casing: number): void {
  g.strokeStyle = palette.bg;
  g.lineWidth = casing;
  g.stroke();
  g.strokeStyle = color;
  g.lineWidth = width;
  g.stroke();
}

function drawRoads(g: SKRSContext2D): void {
  g.save();
  g.lineCap = 'round';
  g.lineJoin = 'round';
  for (const l of NEXUS_CITY.links.filter((x) => x.kind === 'street')) {
    path(g, linkPath(l));
    casedStroke(g, STREET, 4, 9);
  }
  // Freeways over the streets: a wide orange band with a dark dashed centre line.
  for (const l of NEXUS_CITY.links.filter((x) => x.kind === 'freeway')) {
    const pts = linkPath(l);
    path(g, pts);
    g.setLineDash([]);
    casedStroke(g, FREEWAY, 12, 18);
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
  if (b.kind === 'skill') return b.skills.map(skillCode).join('·');
  return r(
    b.kind === 'free'
      ? 'axon.render.box.free'
      : b.kind === 'phishing'
        ? 'axon.render.box.phishing'
        : 'axon.render.box.leave',
  );
}
const BOX_COLOR: Readonly<Record<ActionBox['kind'], string>> = {
  free: '#b6ff3b',
  skill: '#29e6ff',
  phishing: '#ff4fd8',
  leave: '#ffc53d',
};

/**
 * Where an Area's Action Boxes sit: the bottom row, one box across the Area (its label is the
 * board's smallest text; the Violence cube and the Activation Token sit on its ends), two side by
 * side in an Exit Area.
 */
export function boxSlots(a: Area): Box[] {
  const b = areaBox(a);
  const n = a.boxes.length;
  if (!n) return [];
  const gap = 4;
  const inner = b.width - 12 - (n - 1) * gap;
  // PHISH is wider than EXIT: the first of two boxes gets a little more room.
  const widths = n === 2 ? [inner * 0.56, inner * 0.44] : Array.from({ length: n }, () => inner / n);
  let x = b.x + 6;
  return widths.map((w) => {
    const s = { x, y: b.y + b.height - BOX_H - 5, width: w, height: BOX_H };
    x += w + gap;
    return s;
  });
}

/** An Area's name: in full where it fits, else its short form (axon.render.area.<id>). */
function drawAreaFrame(g: SKRSContext2D, a: Area): void {
  const b = areaBox(a);
  const color = AREA_COLOR[a.type];
  drawRoundRect(g, b, 10, shade(color, 0.16), { color, width: 2.5 });
  // Number badge and name, one line; a Shop's bag sits on the top right corner.
  const badge: Box = { x: b.x + 4, y: b.y + 4, width: 31, height: HEAD_H - 2 };
  drawBadge(g, badge, 6, color, String(a.id), { size: TEXT, minSize: TEXT, border: 1, lineHeight: 1 });
  const nameBox: Box = {
    x: badge.x + badge.width + 4,
    y: b.y + 3,
    width: b.x + b.width - 4 - (badge.x + badge.width + 4),
    height: HEAD_H,
  };
  const name = measureText(g, a.name, TEXT, 700) <= nameBox.width ? a.name : token(`axon.render.area.${a.id}`);
  drawText(g, name, nameBox, {
    size: TEXT,
    minSize: TEXT,
    weight: 700,
    color: palette.text,
    maxLines: 1,
    lineHeight: 1,
  });
  if (a.shop) drawShop(g, b.x + b.width - 2, b.y + 2, 15);
  if (a.type === 'prison') {
    drawPrisonSections(g, a);
    return;
  }
  const slots = boxSlots(a);
  a.boxes.forEach((box, i) => {
    const s = slots[i]!;
    const c = BOX_COLOR[box.kind];
    drawRoundRect(g, s, 5, withAlpha(c, 0.14), { color: c, width: 1.5 });
    drawText(g, boxLabel(box), s, {
      size: TEXT,
      minSize: TEXT,
      weight: 700,
      color: c,
      align: 'center',
      maxLines: 1,
      lineHeight: 1,
    });
  });
  if (a.permanent) {
    const words =
      a.permanent.effect === 'no-guard'
        ? r('axon.render.noGuard')
        : a.permanent.effect === 'no-fly'
          ? r('axon.render.noFly')
          : r('axon.render.effect');
    const s: Box = { x: b.x + 6, y: b.y + b.height - BOX_H - 5, width: b.width - 12, height: BOX_H };
    drawLabelChip(g, s, words, {
      fill: withAlpha(palette.textMuted, 0.12),
      ink: palette.textDim,
      line: palette.textMuted,
      radius: 5,
      size: TEXT,
      minSize: TEXT,
      lineHeight: 1,
    });
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
    // The section's tag: one bar for the top section, two for the lowest (a numeral would be too small).
    const tag: Box = { x: s.x, y: s.y, width: 14, height: s.height };
    drawRoundRect(g, tag, 5, withAlpha(AREA_COLOR.prison, 0.35));
    g.save();
    g.fillStyle = palette.text;
    for (let k = 0; k <= i; k++) g.fillRect(tag.x + (i ? 3.5 + k * 4.5 : 5.5), tag.y + 8, 2.5, tag.height - 16);
    g.restore();
  });
}

/** Everything in the city that never changes. */
export function drawCityBase(g: SKRSContext2D): void {
  drawRoundRect(g, CITY_BOX, 12, '#0b0f1c', { color: palette.line, width: 2 });
  drawRoads(g);
  for (const a of NEXUS_CITY.areas) drawAreaFrame(g, a);
}

/** Where an Area's standees go. */
function charsBox(a: Area): Box {
  const b = areaBox(a);
  const bottom = a.boxes.length || a.permanent ? BOX_H + 8 : 4;
  return { x: b.x + 5, y: b.y + HEAD_H + 3, width: b.width - 10, height: b.height - HEAD_H - 3 - bottom };
}

/** A Character's row height: its name is the board's smallest text. */
const ROW_H = Math.ceil(TEXT * 1.08);
/** A token's cube on a Character, px; the cubes stand in two rows at the row's right end. */
const CUBE = 8;

/** A Character's tokens as cubes in the Resources' colours, two rows, right-aligned at `right`; returns their width. */
function drawCubes(g: SKRSContext2D, c: CharView, right: number, cy: number, measure = false): number {
  const cubes = CHAR_RES.flatMap((r) => Array.from({ length: c.tokens[r] }, () => r));
  if (!cubes.length) return 0;
  const cols = Math.min(4, Math.ceil(cubes.length / 2));
  const w = cols * (CUBE + 1);
  if (measure) return w;
  cubes.slice(0, cols * 2).forEach((r, k) => {
    const x = right - w + (k % cols) * (CUBE + 1);
    const y = cy - CUBE - 0.5 + Math.floor(k / cols) * (CUBE + 1);
    g.save();
    g.fillStyle = RES_COLOR[r];
    g.fillRect(x, y, CUBE, CUBE);
    g.strokeStyle = palette.ink;
    g.lineWidth = 0.8;
    g.strokeRect(x, y, CUBE, CUBE);
    g.restore();
  });
  return w;
}

/**
 * One Character in a row: its standee (laid down once activated, red and masked for a Criminal),
 * its name (short if need be), its tokens as cubes; a ring while it acts, a lime bar while it guards.
 */
function drawChar(g: SKRSContext2D, c: CharView, b: Box, acting: boolean): void {
  const h = b.height;
  drawRoundRect(g, b, 4, c.activated ? withAlpha(palette.panel, 0.7) : withAlpha('#26304f', 0.95), {
    color: c.criminal ? RES_COLOR.violence : withAlpha(palette.textDim, 0.5),
    width: c.criminal ? 1.6 : 1,
  });
  if (acting) ring(g, { x: b.x - 2, y: b.y - 2, width: b.width + 4, height: b.height + 4 }, palette.highlight, 5);
  if (c.guarding) {
    g.save();
    g.fillStyle = palette.lime;
    g.fillRect(b.x, b.y + 2, 4, h - 4);
    g.restore();
  }
  const sw = c.activated ? h * 0.66 : h * 0.5;
  drawStandee(g, b.x + 4 + sw / 2, b.y + h / 2, c.activated ? h * 0.66 : h * 0.8, {
    down: c.activated,
    criminal: c.criminal,
  });
  const nameLeft = b.x + 6 + sw;
  const cubes = drawCubes(g, c, b.x + b.width - 3, b.y + h / 2);
  const nameW = b.x + b.width - 5 - cubes - nameLeft;
  const name = measureText(g, c.name, TEXT, 700) <= nameW ? c.name : shortName(c.id, c.name);
  drawText(
    g,
    name,
    { x: nameLeft, y: b.y, width: Math.max(0, nameW), height: h },
    {
      size: TEXT,
      minSize: TEXT,
      weight: 700,
      color: c.activated ? palette.textMuted : palette.text,
      maxLines: 1,
      lineHeight: 1,
    },
  );
}

/** The Characters past the named rows: a count and their standees (Criminals red, activated ones laid down). */
function drawRest(g: SKRSContext2D, list: readonly CharView[], b: Box, acting: string | null): void {
  drawRoundRect(g, b, 4, palette.panelAlt, {
    color: list.some((c) => c.id === acting) ? palette.highlight : palette.textDim,
    width: list.some((c) => c.id === acting) ? 2 : 1,
  });
  const used = drawText(
    g,
    r('axon.render.more', { n: list.length }),
    { x: b.x + 4, y: b.y, width: 48, height: b.height },
    { size: TEXT, minSize: TEXT, weight: 700, color: palette.text, maxLines: 1, lineHeight: 1 },
  );
  let x = b.x + 8 + used.width;
  const sh = b.height * 0.78;
  for (const c of list) {
    const w = c.activated ? sh * 0.9 : sh * 0.5;
    if (x + w > b.x + b.width - 2) break;
    drawStandee(g, x + w / 2, b.y + b.height / 2, sh, { down: c.activated, criminal: c.criminal });
    x += w + 3;
  }
}

/**
 * Lays the Characters of one place out in rows, one a row, the acting one first; past what fits,
 * the last row counts the rest and shows their standees (their names are in /game status).
 */
function drawCharList(g: SKRSContext2D, list: readonly CharView[], b: Box, acting: string | null): void {
  if (!list.length) return;
  const gap = 2;
  const rowsN = Math.max(1, Math.floor((b.height + gap) / (ROW_H + gap)));
  const ordered = [...list].sort((x, y) => Number(y.id === acting) - Number(x.id === acting));
  const named = ordered.length > rowsN ? ordered.slice(0, rowsN - 1) : ordered;
  const cell = (i: number): Box => ({ x: b.x, y: b.y + i * (ROW_H + gap), width: b.width, height: ROW_H });
  named.forEach((c, i) => drawChar(g, c, cell(i), c.id === acting));
  if (ordered.length > named.length) drawRest(g, ordered.slice(named.length), cell(named.length), acting);
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
      drawActivation(g, s.x + s.width - 4, s.y + s.height / 2, 11);
    }
    if (box.violence) drawViolence(g, s.x + 4, s.y + s.height / 2, 18);
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
    // The owner's shape and colour on the corner (its letter would be too small; the Corporations panel names it).
    drawToken(g, owner as Seat, b.x + b.width - 4, b.y + 2, 15, { letter: false });
  }
  const data = view.areas[a.id - 1]?.data ?? 0;
  if (data > 0) {
    // On the bottom edge, left of the centre: clear of the box's label and tokens' ends.
    const h = Math.ceil(TEXT / 0.78);
    const w = resChip(g, 0, 0, h, 'data', data, true, TEXT);
    resChip(g, b.x + b.width / 2 - w / 2, b.y + b.height - 4, h, 'data', data, false, TEXT);
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
        drawCharList(g, inmates, { x: s.x + 17, y: s.y + 2, width: s.width - 19, height: s.height - 4 }, acting);
      });
      continue;
    }
    drawCharList(g, here, charsBox(a), acting);
  }
}
