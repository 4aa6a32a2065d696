/**
 * Where everything on the map of Neo Paris goes, computed without drawing: the projection of the
 * Borough polygons into the map box, each Borough's badge (number and pieces) and each District's
 * label. The centre of the city is small and crowded, so the map is drawn through a fisheye: every
 * vertex is pushed away from the centre by the same smooth radial function. Shared vertices stay
 * shared, so borders still meet and adjacency still reads; the central Boroughs get room.
 */

import { BOROUGH_LIST, DISTRICT_LIST, type DistrictId } from '../../src/games/vr/data/index.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import type { Box } from '../kit/index.ts';
import type { Measure, Rects } from './rects.ts';
import { DISTRICT_STYLE, tokenRadius } from './style.ts';

export type Pt = readonly [number, number];

/** Centre and strength of the fisheye, in the data's 1000x1000 map space. */
const CENTRE: Pt = [520, 405];
const RADIUS = 470;
const STRENGTH = 1.4;

function fisheye([x, y]: Pt): Pt {
  const dx = x - CENTRE[0];
  const dy = y - CENTRE[1];
  const r = Math.hypot(dx, dy);
  if (r === 0) return [x, y];
  const t = r / RADIUS;
  const k = (RADIUS * (t * (1 + STRENGTH))) / (1 + STRENGTH * t) / r;
  return [CENTRE[0] + dx * k, CENTRE[1] + dy * k];
}

export interface Projection {
  readonly at: (p: Pt) => Pt;
  readonly scale: number;
}

/** Fits the fisheyed city into `b`, centred. */
export function project(b: Box): Projection {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const bo of BOROUGH_LIST) {
    for (const p of bo.shape) {
      const [x, y] = fisheye(p);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  const scale = Math.min(b.width / (maxX - minX), b.height / (maxY - minY));
  const ox = b.x + (b.width - (maxX - minX) * scale) / 2 - minX * scale;
  const oy = b.y + (b.height - (maxY - minY) * scale) / 2 - minY * scale;
  return {
    scale,
    at: (p) => {
      const [x, y] = fisheye(p);
      return [ox + x * scale, oy + y * scale];
    },
  };
}

/** Sizes on the map, px at the board's full size (the board is shown about 0.38x inline). */
export const MAP_SIZES = {
  /** Borough numbers. */
  number: 26,
  /** Influence token radius (larger for shapes that fit their letter smaller: tokenRadius); its shape reaches 1.15 of it. */
  token: 19,
  /** "×3" counts beside tokens and Directors. */
  count: 24,
  /** Server rack width. */
  server: 32,
  /** Director pin radius. */
  director: 14,
  /** Localization token radius. */
  loc: 16,
  /** District codes. */
  district: 24,
  /** Title holder token radius beside a District code. */
  holder: 15,
} as const;

const ROW_H = 44;
const NUM_H = MAP_SIZES.number + 6;
const PIECE_GAP = 4;
/** Half the width a token's shape may take (a diamond reaches 1.12 of the radius). */
export const TOKEN_REACH = Math.ceil(
  Math.max(...[0, 1, 2, 3].map((seat) => tokenRadius(seat, MAP_SIZES.token))) * 1.15,
);
/** Widest row of pieces under a Borough number: a crowded Borough grows down, not over its neighbours. */
const BADGE_ROW = 120;

export type Piece =
  | { readonly kind: 'influence'; readonly seat: number; readonly count: number }
  | { readonly kind: 'server'; readonly seat: number }
  | { readonly kind: 'director'; readonly seat: number; readonly count: number }
  | { readonly kind: 'loc'; readonly numbers: readonly number[] };

export interface PlacedPiece {
  readonly piece: Piece;
  readonly box: Box;
}

export interface BadgeLayout {
  readonly borough: number;
  readonly current: boolean;
  /** The whole badge: number pill and rows of pieces. */
  readonly box: Box;
  readonly number: Box;
  readonly pieces: readonly PlacedPiece[];
}

export interface DistrictLabel {
  readonly district: DistrictId;
  readonly box: Box;
  readonly code: Box;
  /** Where the Title holder's token (or the empty ring) goes. */
  readonly holder: Box;
}

export interface MapLayout {
  readonly area: Box;
  readonly projection: Projection;
  readonly shapes: ReadonlyMap<number, readonly Pt[]>;
  readonly badges: readonly BadgeLayout[];
  readonly districts: readonly DistrictLabel[];
}

function piecesOf(view: VrView, id: number): Piece[] {
  const b = view.boroughs.find((x) => x.id === id);
  const out: Piece[] = [];
  if (b && b.owner !== null && b.count > 0) out.push({ kind: 'influence', seat: b.owner, count: b.count });
  for (const s of b?.servers ?? []) out.push({ kind: 'server', seat: s });
  // Directors grouped by seat ("×2" when a seat has two here), then the Localization tokens in one piece.
  const bySeat = new Map<number, number>();
  for (const d of view.directors) if (d.borough === id) bySeat.set(d.seat, (bySeat.get(d.seat) ?? 0) + 1);
  for (const [seat, count] of bySeat) out.push({ kind: 'director', seat, count });
  const loc: number[] = [];
  view.agentSpaces.forEach((sp, i) => {
    if (sp.agent && sp.borough === id) loc.push(i + 1);
  });
  if (loc.length) out.push({ kind: 'loc', numbers: loc });
  return out;
}

/** Text of a Localization piece with several tokens. */
export const locText = (numbers: readonly number[]): string => numbers.join(' ');

function pieceWidth(p: Piece, measure: Measure): number {
  const countW = (n: number): number => (n > 1 ? measure(`×${n}`, MAP_SIZES.count, 700) + 4 : 0);
  switch (p.kind) {
    case 'influence':
      return TOKEN_REACH * 2 + countW(p.count);
    case 'server':
      return MAP_SIZES.server + 2;
    case 'director':
      return MAP_SIZES.director * 2 + 2 + countW(p.count);
    case 'loc':
      return p.numbers.length === 1 ? MAP_SIZES.loc * 2 : measure(locText(p.numbers), MAP_SIZES.count, 700) + 18;
  }
}

/** A Borough's badge centred on its label point: the number pill, then rows of pieces. */
function badgeAt([x, y]: Pt, id: number, pieces: readonly Piece[], current: boolean, measure: Measure): BadgeLayout {
  const sized = pieces.map((piece) => ({ piece, w: pieceWidth(piece, measure) }));
  const rowsOf: { piece: Piece; w: number }[][] = [];
  for (const p of sized) {
    const row = rowsOf[rowsOf.length - 1];
    const used = row ? row.reduce((a, q) => a + q.w + PIECE_GAP, 0) : Infinity;
    if (row && used + p.w <= BADGE_ROW) row.push(p);
    else rowsOf.push([p]);
  }
  const numW = measure(String(id), MAP_SIZES.number, 700) + 14;
  const rowW = rowsOf.map((r) => r.reduce((a, p) => a + p.w, 0) + PIECE_GAP * (r.length - 1));
  const width = Math.max(numW, ...rowW);
  const height = NUM_H + rowsOf.length * ROW_H;
  const top = y - height / 2;
  const number: Box = { x: x - numW / 2, y: top, width: numW, height: NUM_H - 2 };
  const placed: PlacedPiece[] = [];
  rowsOf.forEach((row, r) => {
    let cx = x - rowW[r]! / 2;
    const cy = top + NUM_H + r * ROW_H;
    for (const p of row) {
      placed.push({ piece: p.piece, box: { x: cx, y: cy + 1, width: p.w, height: ROW_H - 2 } });
      cx += p.w + PIECE_GAP;
    }
  });
  return { borough: id, current, box: { x: x - width / 2, y: top, width, height }, number, pieces: placed };
}

function inside([x, y]: Pt, poly: readonly Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/**
 * Which District each point of the map box is in (null: outside the city), sampled on a 4 px grid
 * once, so the label placement tests points by lookup instead of polygon by polygon.
 */
const gridCache = new Map<string, (x: number, y: number) => DistrictId | null>();

function districtGrid(
  shapes: ReadonlyMap<number, readonly Pt[]>,
  area: Box,
): (x: number, y: number) => DistrictId | null {
  const key = `${area.x},${area.y},${area.width},${area.height}`;
  const cached = gridCache.get(key);
  if (cached) return cached;
  const made = makeDistrictGrid(shapes, area);
  gridCache.set(key, made);
  return made;
}

function makeDistrictGrid(
  shapes: ReadonlyMap<number, readonly Pt[]>,
  area: Box,
): (x: number, y: number) => DistrictId | null {
  const step = 4;
  const cols = Math.ceil(area.width / step) + 1;
  const rowsN = Math.ceil(area.height / step) + 1;
  const cells = new Int8Array(cols * rowsN).fill(-1);
  const ids = DISTRICT_LIST.map((d) => d.id);
  for (const bo of BOROUGH_LIST) {
    const poly = shapes.get(bo.id)!;
    const xs = poly.map((p) => p[0]);
    const ys = poly.map((p) => p[1]);
    const c0 = Math.max(0, Math.floor((Math.min(...xs) - area.x) / step));
    const c1 = Math.min(cols - 1, Math.ceil((Math.max(...xs) - area.x) / step));
    const r0 = Math.max(0, Math.floor((Math.min(...ys) - area.y) / step));
    const r1 = Math.min(rowsN - 1, Math.ceil((Math.max(...ys) - area.y) / step));
    const di = ids.indexOf(bo.district);
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) if (inside([area.x + c * step, area.y + r * step], poly)) cells[r * cols + c] = di;
    }
  }
  return (x, y) => {
    const c = Math.round((x - area.x) / step);
    const r = Math.round((y - area.y) / step);
    if (c < 0 || r < 0 || c >= cols || r >= rowsN) return null;
    const v = cells[r * cols + c]!;
    return v < 0 ? null : ids[v]!;
  };
}

/** Area shared by two boxes. */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Distance between two boxes (0 if they touch or overlap). */
function boxGap(a: Box, b: Box): number {
  const dx = Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width));
  const dy = Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height));
  return Math.hypot(dx, dy);
}

const STEP = 6;

/** A place a District's label may go: its box, wholly inside the District or not, and its centre. */
interface LabelSpot {
  box: Box;
  within: boolean;
  cx: number;
  cy: number;
}

/**
 * Where a label of w × h may go in District `d`: in the map box, centred in the District and over
 * no other District. This depends on the map alone, so it is worked out once per process and size;
 * only the scoring against the view's badges is done for each picture.
 */
const spotCache = new Map<string, readonly LabelSpot[]>();

function labelSpots(
  d: (typeof DISTRICT_LIST)[number],
  shapes: ReadonlyMap<number, readonly Pt[]>,
  area: Box,
  w: number,
  h: number,
): readonly LabelSpot[] {
  const key = `${area.x},${area.y},${area.width},${area.height}|${d.id}|${w}x${h}`;
  const cached = spotCache.get(key);
  if (cached) return cached;
  const at = districtGrid(shapes, area);
  const pts = d.boroughs.flatMap((id) => shapes.get(id)!);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [x0, x1, y0, y1] = [
    Math.min(...xs) - w / 2,
    Math.max(...xs) + w / 2,
    Math.min(...ys) - h / 2,
    Math.max(...ys) + h / 2,
  ];
  const spots: LabelSpot[] = [];
  for (let cy = y0; cy <= y1; cy += STEP) {
    for (let cx = x0; cx <= x1; cx += STEP) {
      const box: Box = { x: Math.round(cx - w / 2), y: Math.round(cy - h / 2), width: w, height: h };
      if (box.x < area.x || box.y < area.y || box.x + w > area.x + area.width || box.y + h > area.y + area.height)
        continue;
      if (at(cx, cy) !== d.id) continue;
      // Never over another District; wholly inside its own is better.
      let within = true;
      let over = false;
      for (let i = 0; i <= 4 && !over; i++) {
        for (let j = 0; j <= 2; j++) {
          const here = at(box.x + (w * i) / 4, box.y + (h * j) / 2);
          if (here !== d.id) within = false;
          if (here !== null && here !== d.id) {
            over = true;
            break;
          }
        }
      }
      if (!over) spots.push({ box, within, cx, cy });
    }
  }
  spotCache.set(key, spots);
  return spots;
}

/**
 * Where each District's code label goes: in its District (or just outside the city beside it, never
 * over another District), clear of every Borough badge and of the labels placed before it, as near
 * the District's middle as that allows.
 */
/** The box around every spot. */
function spotsHull(spots: readonly LabelSpot[]): Box {
  const x0 = Math.min(...spots.map((p) => p.box.x));
  const y0 = Math.min(...spots.map((p) => p.box.y));
  const x1 = Math.max(...spots.map((p) => p.box.x + p.box.width));
  const y1 = Math.max(...spots.map((p) => p.box.y + p.box.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function districtLabels(
  shapes: ReadonlyMap<number, readonly Pt[]>,
  area: Box,
  badges: readonly Box[],
  measure: Measure,
): DistrictLabel[] {
  const placed: Box[] = [];
  const out: DistrictLabel[] = [];
  for (const d of DISTRICT_LIST) {
    const codeW = measure(DISTRICT_STYLE[d.id].abbr, MAP_SIZES.district, 700) + 4;
    const w = 8 + codeW + 6 + MAP_SIZES.holder * 2 + 8;
    const h = MAP_SIZES.holder * 2 + 8;
    const pts = d.boroughs.flatMap((id) => shapes.get(id)!);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const [mx, my] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
    let best: { score: number; box: Box } | null = null;
    const spots = labelSpots(d, shapes, area, w, h);
    // Badges more than 16 px from every spot change no score (clearance counts up to 16 px): skip them.
    const reach = spots.length ? spotsHull(spots) : null;
    const near = reach ? badges.filter((o) => boxGap(reach, o) <= 16) : [];
    for (const { box, within, cx, cy } of spots) {
      let clear = Infinity;
      let covered = 0;
      for (const o of placed) covered += overlapArea(box, o) * 10;
      for (const o of near) {
        clear = Math.min(clear, boxGap(box, o));
        covered += overlapArea(box, o);
      }
      // Clear of everything first, then some clearance (beyond 16 px it does not matter), inside, central.
      const score = -covered * 100 + Math.min(clear, 16) + (within ? 20 : 0) - Math.hypot(cx - mx, cy - my) * 0.05;
      if (!best || score > best.score) best = { score, box };
    }
    if (!best) continue;
    const b = best.box;
    placed.push(b);
    out.push({
      district: d.id,
      box: b,
      code: { x: b.x + 8, y: b.y + 4, width: codeW, height: h - 8 },
      holder: {
        x: b.x + b.width - 8 - MAP_SIZES.holder * 2,
        y: b.y + 4,
        width: MAP_SIZES.holder * 2,
        height: MAP_SIZES.holder * 2,
      },
    });
  }
  return out;
}

const moved = (b: Box, dx: number, dy: number): Box => ({ x: b.x + dx, y: b.y + dy, width: b.width, height: b.height });

function shift(b: BadgeLayout, dx: number, dy: number): BadgeLayout {
  return {
    ...b,
    box: moved(b.box, dx, dy),
    number: moved(b.number, dx, dy),
    pieces: b.pieces.map((p) => ({ ...p, box: moved(p.box, dx, dy) })),
  };
}

/**
 * Pushes apart badges that would cover each other (crowded central Boroughs), a little at a time
 * along the axis that separates them soonest, and keeps them in the map box.
 */
function separate(badges: readonly BadgeLayout[], area: Box, fixed: readonly Box[] = []): BadgeLayout[] {
  const out = [...badges];
  const margin = 4;
  for (let round = 0; round < 60; round++) {
    let any = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!.box;
        const b = out[j]!.box;
        const ox = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) + margin;
        const oy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) + margin;
        if (ox <= 0 || oy <= 0) continue;
        any = true;
        const [ax, ay] = [a.x + a.width / 2, a.y + a.height / 2];
        const [bx, by] = [b.x + b.width / 2, b.y + b.height / 2];
        if (ox < oy) {
          const d = (ox / 2 + 0.5) * (ax <= bx ? 1 : -1);
          out[i] = shift(out[i]!, -d, 0);
          out[j] = shift(out[j]!, d, 0);
        } else {
          const d = (oy / 2 + 0.5) * (ay <= by ? 1 : -1);
          out[i] = shift(out[i]!, 0, -d);
          out[j] = shift(out[j]!, 0, d);
        }
      }
    }
    // Fixed boxes (District labels) do not move: the badge goes round them.
    for (let i = 0; i < out.length; i++) {
      for (const f of fixed) {
        const a = out[i]!.box;
        const ox = Math.min(a.x + a.width, f.x + f.width) - Math.max(a.x, f.x) + margin;
        const oy = Math.min(a.y + a.height, f.y + f.height) - Math.max(a.y, f.y) + margin;
        if (ox <= 0 || oy <= 0) continue;
        any = true;
        if (ox < oy) out[i] = shift(out[i]!, (ox + 0.5) * (a.x + a.width / 2 <= f.x + f.width / 2 ? -1 : 1), 0);
        else out[i] = shift(out[i]!, 0, (oy + 0.5) * (a.y + a.height / 2 <= f.y + f.height / 2 ? -1 : 1));
      }
    }
    for (let i = 0; i < out.length; i++) {
      const b = out[i]!.box;
      const dx = Math.max(area.x - b.x, 0) - Math.max(b.x + b.width - (area.x + area.width), 0);
      const dy = Math.max(area.y - b.y, 0) - Math.max(b.y + b.height - (area.y + area.height), 0);
      if (dx || dy) out[i] = shift(out[i]!, dx, dy);
    }
    if (!any) break;
  }
  return out;
}

/** The whole map in `area`, from the public view. */
export function layoutMap(area: Box, view: VrView, measure: Measure, rects?: Rects, parent = 'map'): MapLayout {
  const projection = project(area);
  const shapes = new Map(BOROUGH_LIST.map((bo) => [bo.id, bo.shape.map((p) => projection.at(p))]));
  const first = separate(
    BOROUGH_LIST.map((bo) =>
      badgeAt(projection.at(bo.label), bo.id, piecesOf(view, bo.id), view.directorBorough === bo.id, measure),
    ),
    area,
  );
  const districts = districtLabels(
    shapes,
    area,
    first.map((b) => b.box),
    measure,
  );
  // A District too small for its label beside its badges (the Marais when crowded): the badges make room.
  const badges = separate(
    first,
    area,
    districts.map((d) => d.box),
  );
  if (rects) {
    for (const b of badges) {
      const name = `${parent}.borough${b.borough}`;
      rects.add(name, parent, b.box);
      rects.add(`${name}.number`, name, b.number);
      b.pieces.forEach((p, i) => rects.add(`${name}.${p.piece.kind}${i}`, name, p.box));
    }
    for (const d of districts) {
      const name = `${parent}.district${d.district}`;
      rects.add(name, parent, d.box);
      rects.add(`${name}.code`, name, d.code);
      rects.add(`${name}.holder`, name, d.holder);
    }
  }
  return { area, projection, shapes, badges, districts };
}
