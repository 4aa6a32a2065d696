/**
 * Neo Paris, drawn from the Borough polygons of the data. The centre of the city is small and
 * crowded, so the map is drawn through a fisheye: every vertex is pushed away from the centre
 * by the same smooth radial function. Shared vertices stay shared, so borders still meet and
 * adjacency still reads; the central Boroughs get room for their tokens.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawText, drawToken, font, measureText, palette, roundRectPath, withAlpha, type Box } from '../kit/index.ts';
import { BOROUGH_LIST, DISTRICT_LIST, SEINE, type DistrictId } from '../../src/games/vr/data/index.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import { DISTRICT_STYLE, drawDirector, drawLocToken, drawServer } from './style.ts';

type Pt = readonly [number, number];

/** Centre and strength of the fisheye, in the data's 1000x1000 map space. */
const CENTRE: Pt = [520, 405];
const RADIUS = 470;
const STRENGTH = 1.25;

function fisheye([x, y]: Pt): Pt {
  const dx = x - CENTRE[0];
  const dy = y - CENTRE[1];
  const r = Math.hypot(dx, dy);
  if (r === 0) return [x, y];
  const t = r / RADIUS;
  const k = (RADIUS * (t * (1 + STRENGTH)) / (1 + STRENGTH * t)) / r;
  return [CENTRE[0] + dx * k, CENTRE[1] + dy * k];
}

interface Projection {
  readonly at: (p: Pt) => Pt;
  readonly scale: number;
}

/** Fits the fisheyed city (without the river's run-off beyond it) into `b`, centred. */
function project(b: Box): Projection {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const bo of BOROUGH_LIST) {
    for (const p of bo.shape) {
      const [x, y] = fisheye(p);
      minX = Math.min(minX, x); maxX = Math.max(maxX, x);
      minY = Math.min(minY, y); maxY = Math.max(maxY, y);
    }
  }
  const scale = Math.min(b.width / (maxX - minX), b.height / (maxY - minY));
  const ox = b.x + (b.width - (maxX - minX) * scale) / 2 - minX * scale;
  const oy = b.y + (b.height - (maxY - minY) * scale) / 2 - minY * scale;
  return { scale, at: (p) => { const [x, y] = fisheye(p); return [ox + x * scale, oy + y * scale]; } };
}

function tracePolygon(g: SKRSContext2D, pts: readonly Pt[]): void {
  g.beginPath();
  pts.forEach(([x, y], i) => (i === 0 ? g.moveTo(x, y) : g.lineTo(x, y)));
  g.closePath();
}

const edgeKey = (a: Pt, b: Pt): string => {
  const ka = `${a[0]},${a[1]}`;
  const kb = `${b[0]},${b[1]}`;
  return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
};

/** Edges on a District's outline: those not shared with another Borough of the same District. */
const DISTRICT_EDGES: readonly { district: DistrictId; a: Pt; b: Pt }[] = (() => {
  const owners = new Map<string, Set<DistrictId>>();
  const count = new Map<string, number>();
  for (const bo of BOROUGH_LIST) {
    bo.shape.forEach((p, i) => {
      const k = edgeKey(p, bo.shape[(i + 1) % bo.shape.length]!);
      count.set(`${k}#${bo.district}`, (count.get(`${k}#${bo.district}`) ?? 0) + 1);
      owners.set(k, (owners.get(k) ?? new Set()).add(bo.district));
    });
  }
  const out: { district: DistrictId; a: Pt; b: Pt }[] = [];
  for (const bo of BOROUGH_LIST) {
    bo.shape.forEach((p, i) => {
      const q = bo.shape[(i + 1) % bo.shape.length]!;
      if ((count.get(`${edgeKey(p, q)}#${bo.district}`) ?? 0) === 1) out.push({ district: bo.district, a: p, b: q });
    });
  }
  return out;
})();

/** One Borough's things, in drawing order. */
interface BoroughItems {
  readonly influence: { seat: number; count: number } | null;
  readonly servers: readonly number[];
  readonly directors: readonly number[];
  readonly loc: readonly number[];
}

function itemsOf(view: VrView, id: number): BoroughItems {
  const b = view.boroughs.find((x) => x.id === id);
  const loc: number[] = [];
  view.agentSpaces.forEach((sp, i) => { if (sp.agent && sp.borough === id) loc.push(i + 1); });
  return {
    influence: b && b.owner !== null && b.count > 0 ? { seat: b.owner, count: b.count } : null,
    servers: b?.servers ?? [],
    directors: view.directors.filter((d) => d.borough === id).map((d) => d.seat),
    loc,
  };
}

/** Draws the map in `b` from the public view; returns the Districts whose name (and Title holder) it could place. */
export function drawMap(g: SKRSContext2D, b: Box, view: VrView): DistrictId[] {
  const proj = project(b);
  const shapes = new Map(BOROUGH_LIST.map((bo) => [bo.id, bo.shape.map((p) => proj.at(p))]));

  // District tints, then the river, then thin Borough borders, then thick District outlines.
  for (const bo of BOROUGH_LIST) {
    tracePolygon(g, shapes.get(bo.id)!);
    g.fillStyle = DISTRICT_STYLE[bo.district].fill;
    g.fill();
  }
  g.save();
  g.beginPath();
  for (const bo of BOROUGH_LIST) {
    shapes.get(bo.id)!.forEach(([x, y], i) => (i === 0 ? g.moveTo(x, y) : g.lineTo(x, y)));
    g.closePath();
  }
  g.clip();
  g.beginPath();
  SEINE.forEach((p, i) => {
    const [x, y] = proj.at(p);
    if (i === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
  });
  g.lineJoin = 'round';
  g.lineCap = 'round';
  g.lineWidth = 16;
  g.strokeStyle = withAlpha('#3d7bd9', 0.5);
  g.stroke();
  g.restore();

  g.save();
  g.lineJoin = 'round';
  g.lineWidth = 1.5;
  g.strokeStyle = withAlpha(palette.textDim, 0.45);
  for (const bo of BOROUGH_LIST) {
    tracePolygon(g, shapes.get(bo.id)!);
    g.stroke();
  }
  g.restore();
  // District outlines drawn inside each District only (clipped to it), so a border between two
  // Districts shows both colours side by side.
  for (const d of DISTRICT_LIST) {
    g.save();
    g.beginPath();
    for (const id of d.boroughs) {
      shapes.get(id)!.forEach(([x, y], i) => (i === 0 ? g.moveTo(x, y) : g.lineTo(x, y)));
      g.closePath();
    }
    g.clip();
    g.beginPath();
    for (const e of DISTRICT_EDGES) {
      if (e.district !== d.id) continue;
      const [ax, ay] = proj.at(e.a);
      const [bx, by] = proj.at(e.b);
      g.moveTo(ax, ay);
      g.lineTo(bx, by);
    }
    g.lineWidth = 7;
    g.lineCap = 'round';
    g.strokeStyle = DISTRICT_STYLE[d.id].line;
    g.stroke();
    g.restore();
  }

  // This turn's Director Borough: a bright white outline over everything.
  if (view.directorBorough !== null) {
    const pts = shapes.get(view.directorBorough);
    if (pts) {
      g.save();
      tracePolygon(g, pts);
      g.fillStyle = withAlpha(palette.highlight, 0.14);
      g.fill();
      g.lineJoin = 'round';
      g.lineWidth = 5;
      g.strokeStyle = palette.highlight;
      g.stroke();
      g.restore();
    }
  }

  for (const bo of BOROUGH_LIST) drawBoroughBadge(g, proj.at(bo.label), bo.id, itemsOf(view, bo.id), view.directorBorough === bo.id);
  return drawDistrictNames(g, proj, b, view, `${b.x},${b.y},${b.width},${b.height}`);
}

const TOKEN_R = 13;
/** Widest row of pieces under a Borough number. */
const BADGE_ROW = 92;
const NUM_SIZE = 20;

/** The Borough number over a dark pill, then rows of pieces under it, centred on the label point. */
function drawBoroughBadge(g: SKRSContext2D, [x, y]: Pt, id: number, it: BoroughItems, current: boolean): void {
  type Piece = { w: number; draw: (cx: number, cy: number) => void };
  const pieces: Piece[] = [];
  if (it.influence) {
    const { seat, count } = it.influence;
    const countW = count > 1 ? 26 : 0;
    pieces.push({
      w: TOKEN_R * 2 + countW,
      draw: (cx, cy) => {
        const left = cx - (TOKEN_R * 2 + countW) / 2;
        drawToken(g, seat, left + TOKEN_R, cy, TOKEN_R);
        if (count > 1) outlinedText(g, `×${count}`, left + TOKEN_R * 2 + 1, cy, 20, 'left');
      },
    });
  }
  for (const s of it.servers) pieces.push({ w: 26, draw: (cx, cy) => drawServer(g, s, cx, cy, 24) });
  // Directors grouped by seat ("×2" when a seat has two here), then the Localization tokens in one pill.
  const bySeat = new Map<number, number>();
  for (const s of it.directors) bySeat.set(s, (bySeat.get(s) ?? 0) + 1);
  for (const [s, n] of bySeat) {
    const w = n > 1 ? 50 : 24;
    pieces.push({
      w,
      draw: (cx, cy) => {
        drawDirector(g, s, cx - w / 2 + 12, cy + 2, 11);
        if (n > 1) outlinedText(g, `×${n}`, cx - w / 2 + 25, cy, 20, 'left');
      },
    });
  }
  if (it.loc.length === 1) pieces.push({ w: 28, draw: (cx, cy) => drawLocToken(g, it.loc[0]!, cx, cy, 13) });
  else if (it.loc.length > 1) {
    const text = it.loc.join(' ');
    const w = measureText(g, text, 20, 700) + 16;
    pieces.push({ w, draw: (cx, cy) => drawLocPill(g, text, cx, cy, w) });
  }

  // Rows of at most BADGE_ROW px, so a crowded Borough grows down rather than over its neighbours.
  const gap = 4;
  const rowsOf: Piece[][] = [];
  for (const p of pieces) {
    const row = rowsOf[rowsOf.length - 1];
    const used = row ? row.reduce((a, q) => a + q.w + gap, 0) : Infinity;
    if (row && used + p.w <= BADGE_ROW) row.push(p);
    else rowsOf.push([p]);
  }
  const rowH = 29;
  const total = NUM_SIZE + 6 + rowsOf.length * rowH;
  let top = y - total / 2;
  // Number pill.
  const label = String(id);
  g.save();
  g.font = font(NUM_SIZE, 700);
  const tw = g.measureText(label).width;
  const pill = { x: x - tw / 2 - 6, y: top, width: tw + 12, height: NUM_SIZE + 4 };
  roundRectPath(g, pill, 6);
  g.fillStyle = current ? palette.highlight : withAlpha(palette.ink, 0.8);
  g.fill();
  g.fillStyle = current ? palette.ink : palette.text;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(label, x, top + pill.height / 2 + 1);
  g.restore();
  top += NUM_SIZE + 6;
  for (const row of rowsOf) {
    const width = row.reduce((a, p) => a + p.w, 0) + gap * (row.length - 1);
    let cx = x - width / 2;
    for (const p of row) {
      p.draw(cx + p.w / 2, top + rowH / 2);
      cx += p.w + gap;
    }
    top += rowH;
  }
}

/** Several Localization tokens in one Borough: one white pill with their numbers. */
function drawLocPill(g: SKRSContext2D, text: string, cx: number, cy: number, w: number): void {
  const b = { x: cx - w / 2, y: cy - 12, width: w, height: 24 };
  g.save();
  roundRectPath(g, b, 12);
  g.fillStyle = '#ffffff';
  g.fill();
  g.lineWidth = 2.5;
  g.strokeStyle = palette.violet;
  g.stroke();
  g.restore();
  drawText(g, text, b, { size: 20, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
}

function outlinedText(g: SKRSContext2D, text: string, x: number, y: number, size: number, align: 'left' | 'center'): void {
  g.save();
  g.font = font(size, 700);
  g.textAlign = align;
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  g.lineWidth = 4;
  g.strokeStyle = palette.ink;
  g.strokeText(text, x, y);
  g.fillStyle = palette.text;
  g.fillText(text, x, y);
  g.restore();
}

const NAME_SIZE = 20;
/** Grid step of the name placement search, px. */
const STEP = 7;
/** Space kept clear around each Borough's label point for its badge (number + two rows of pieces). */
const BADGE_W = 80;
const BADGE_H = 88;

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
 * once, so the name placement below tests points by lookup instead of polygon by polygon.
 */
function districtGrid(shapes: ReadonlyMap<number, readonly Pt[]>, area: Box): (x: number, y: number) => DistrictId | null {
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

interface NamePlace {
  readonly district: DistrictId;
  readonly lines: readonly string[];
  readonly box: Box;
}

const placeCache = new Map<string, readonly NamePlace[]>();

/**
 * Where each District's name goes: the spot inside the District, clear of every Borough badge,
 * farthest from the badges. Depends only on the map box, so names never move during a game.
 */
function namePlaces(g: SKRSContext2D, proj: Projection, area: Box, key: string): readonly NamePlace[] {
  const cached = placeCache.get(key);
  if (cached) return cached;
  const shapes = new Map(BOROUGH_LIST.map((bo) => [bo.id, bo.shape.map((p) => proj.at(p))]));
  const badges: Box[] = BOROUGH_LIST.map((bo) => {
    const [x, y] = proj.at(bo.label);
    return { x: x - BADGE_W / 2, y: y - BADGE_H / 2, width: BADGE_W, height: BADGE_H };
  });
  const placed: Box[] = [];
  const out: NamePlace[] = [];
  const at = districtGrid(shapes, area);
  g.save();
  g.font = font(NAME_SIZE, 700);
  for (const d of DISTRICT_LIST) {
    const polys = d.boroughs.map((id) => shapes.get(id)!);
    const name = d.name.toUpperCase();
    const words = name.split(' ');
    const options: string[][] = [[name]];
    if (words.length > 1) options.push([words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')]);
    // Last resort: the two-letter code printed on the Title cards.
    options.push([DISTRICT_STYLE[d.id].abbr]);
    let best: { score: number; place: NamePlace } | null = null;
    const xs = polys.flat().map((p) => p[0]);
    const ys = polys.flat().map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    for (const lines of options) {
      // Room for a Title holder's token after the widest line.
      const w = Math.max(...lines.map((l) => g.measureText(l).width)) + 12 + 34;
      const h = lines.length * NAME_SIZE * 1.15 + 8;
      if (best && best.score >= 35) break; // a roomy spot already: no need to try shorter forms
      for (let cy = y0 - h / 2; cy <= y1 + h / 2; cy += STEP) {
        for (let cx = x0 - w / 2; cx <= x1 + w / 2; cx += STEP) {
          const box: Box = { x: cx - w / 2, y: cy - h / 2, width: w, height: h };
          if (box.x < area.x || box.y < area.y || box.x + w > area.x + area.width || box.y + h > area.y + area.height) continue;
          // The centre in its own District.
          if (at(cx, cy) !== d.id) continue;
          // Never over another District (hanging outside the city is allowed).
          let within = true;
          let over = false;
          for (let i = 0; i <= 6 && !over; i++) {
            for (let j = 0; j <= 2; j++) {
              const here = at(box.x + (w * i) / 6, box.y + (h * j) / 2);
              if (here !== d.id) within = false;
              if (here !== null && here !== d.id) { over = true; break; }
            }
          }
          if (over) continue;
          let clear = Infinity;
          for (const o of placed) clear = Math.min(clear, boxGap(box, o));
          if (clear < 2) continue;
          // Overlapping a badge is a last resort (a crowded District): heavily penalised, not forbidden.
          let covered = 0;
          for (const o of badges) {
            clear = Math.min(clear, boxGap(box, o));
            covered += overlap(box, o);
          }
          // Prefer one line, then the most clearance (capped: beyond 30 px it does not matter).
          const score = Math.min(clear, 30) - (lines.length - 1) * 8 + (within ? 25 : 0) - (lines[0] === DISTRICT_STYLE[d.id].abbr ? 100 : 0) - (covered > 0 ? 1000 + covered : 0);
          if (!best || score > best.score) best = { score, place: { district: d.id, lines, box } };
        }
      }
    }
    if (best) {
      out.push(best.place);
      placed.push(best.place.box);
    }
  }
  g.restore();
  placeCache.set(key, out);
  return out;
}

/** Area shared by two boxes. */
function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Distance between two boxes (0 if they overlap). */
function boxGap(a: Box, b: Box): number {
  const dx = Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width));
  const dy = Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height));
  if (dx === 0 && dy === 0) return 0;
  return Math.hypot(dx, dy);
}

/** District names in their colour, each with its Title holder's token (dimmed ring if turned this Round). */
function drawDistrictNames(g: SKRSContext2D, proj: Projection, area: Box, view: VrView, key: string): DistrictId[] {
  const places = namePlaces(g, proj, area, key);
  for (const place of places) {
    const st = DISTRICT_STYLE[place.district];
    const holder = view.titles[place.district] ?? null;
    const { box: b } = place;
    g.save();
    roundRectPath(g, b, 8);
    g.fillStyle = withAlpha(palette.ink, 0.72);
    g.fill();
    g.lineWidth = 2;
    g.strokeStyle = st.line;
    g.stroke();
    g.restore();
    const textBox: Box = { x: b.x + 6, y: b.y + 4, width: b.width - 12 - 34, height: b.height - 8 };
    drawText(g, place.lines.join('\n'), textBox, { size: NAME_SIZE, weight: 700, color: st.line, maxLines: 2, lineHeight: 1.15 });
    const cx = b.x + b.width - 6 - 16;
    const cy = b.y + b.height / 2;
    if (holder !== null) {
      drawToken(g, holder, cx, cy, 13, { ghost: view.titlesTurned.includes(place.district) });
    } else {
      g.save();
      g.beginPath();
      g.arc(cx, cy, 11, 0, Math.PI * 2);
      g.setLineDash([4, 3]);
      g.lineWidth = 2;
      g.strokeStyle = withAlpha(st.line, 0.7);
      g.stroke();
      g.restore();
    }
  }
  return places.map((p) => p.district);
}
