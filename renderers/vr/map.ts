/**
 * Neo Paris, drawn from its layout (mapLayout.ts): District tints, the Seine, Borough borders,
 * District outlines, then each Borough's badge and each District's code label in the boxes the
 * layout gave them.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { BOROUGH_LIST, DISTRICT_LIST, type DistrictId, SEINE } from '../../src/games/vr/data/index.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import {
  type Box,
  drawOutlinedText,
  drawRoundRect,
  drawText,
  drawToken,
  font,
  palette,
  roundRectPath,
  tr,
  withAlpha,
} from '../kit/index.ts';
import { type BadgeLayout, locText, MAP_SIZES, type MapLayout, type Pt, TOKEN_REACH } from './mapLayout.ts';
import { DISTRICT_STYLE, drawDirector, drawLocToken, drawServer, tokenRadius } from './style.ts';

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

/** What never changes: District tints, the Seine, Borough borders and District outlines (a static layer). */
export function drawMapBase(g: SKRSContext2D, layout: MapLayout): void {
  const proj = layout.projection;
  const shapes = layout.shapes;

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
}

/** What the view decides: this turn's Director Borough, the Borough badges with their pieces, the District labels. */
export function drawMapPieces(g: SKRSContext2D, layout: MapLayout, view: VrView): void {
  const shapes = layout.shapes;
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

  for (const b of layout.badges) drawBadge(g, b);
  for (const d of layout.districts) drawDistrictLabel(g, d.district, d.box, d.code, d.holder, view);
}

const mid = (b: Box): Pt => [b.x + b.width / 2, b.y + b.height / 2];

/** The Borough number on a dark pill (white when it is this turn's Director Borough), then its pieces. */
function drawBadge(g: SKRSContext2D, b: BadgeLayout): void {
  const n = b.number;
  g.save();
  roundRectPath(g, n, 7);
  g.fillStyle = b.current ? palette.highlight : withAlpha(palette.ink, 0.82);
  g.fill();
  g.fillStyle = b.current ? palette.ink : palette.text;
  g.font = font(MAP_SIZES.number, 700);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(tr(String(b.borough)), n.x + n.width / 2, n.y + n.height / 2 + 1);
  g.restore();
  for (const { piece, box } of b.pieces) {
    const [, cy] = mid(box);
    switch (piece.kind) {
      case 'influence': {
        drawToken(g, piece.seat, box.x + TOKEN_REACH, cy, tokenRadius(piece.seat, MAP_SIZES.token));
        if (piece.count > 1) outlinedText(g, `×${piece.count}`, box.x + 2 * TOKEN_REACH + 3, cy, MAP_SIZES.count);
        break;
      }
      case 'server':
        drawServer(g, piece.seat, box.x + box.width / 2, cy, MAP_SIZES.server);
        break;
      case 'director': {
        const r = MAP_SIZES.director;
        drawDirector(g, piece.seat, box.x + r + 1, cy, r);
        if (piece.count > 1) outlinedText(g, `×${piece.count}`, box.x + 2 * r + 5, cy, MAP_SIZES.count);
        break;
      }
      case 'loc':
        if (piece.numbers.length === 1) drawLocToken(g, piece.numbers[0]!, box.x + box.width / 2, cy, MAP_SIZES.loc);
        else drawLocPill(g, locText(piece.numbers), { x: box.x, y: cy - 14, width: box.width, height: 28 });
        break;
    }
  }
}

/** Several Localization tokens in one Borough: one white pill with their numbers. */
function drawLocPill(g: SKRSContext2D, text: string, b: Box): void {
  drawRoundRect(g, b, 14, '#ffffff', { color: palette.violet, width: 3 });
  drawText(g, text, b, { size: MAP_SIZES.count, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
}

function outlinedText(g: SKRSContext2D, text: string, x: number, y: number, size: number): void {
  drawOutlinedText(g, text, x, y, {
    size,
    weight: 700,
    color: palette.text,
    align: 'left',
    halo: { color: palette.ink, width: 5 },
  });
}

/** A District's code in its colour, with its Title holder's token (dimmed if turned this Round) or an empty ring. */
function drawDistrictLabel(g: SKRSContext2D, d: DistrictId, b: Box, code: Box, holderBox: Box, view: VrView): void {
  const st = DISTRICT_STYLE[d];
  drawRoundRect(g, b, 8, withAlpha(palette.ink, 0.8), { color: st.line, width: 2.5 });
  drawText(g, st.abbr, code, { size: MAP_SIZES.district, weight: 700, color: st.line, maxLines: 1 });
  const holder = view.titles[d] ?? null;
  const [cx, cy] = mid(holderBox);
  // Shape and colour name the holder here (their letter would be too small); the strips list each Title in words.
  if (holder !== null)
    drawToken(g, holder, cx, cy, MAP_SIZES.holder - 1, { ghost: view.titlesTurned.includes(d), letter: false });
  else {
    g.save();
    g.beginPath();
    g.arc(cx, cy, MAP_SIZES.holder - 3, 0, Math.PI * 2);
    g.setLineDash([4, 3]);
    g.lineWidth = 2;
    g.strokeStyle = withAlpha(st.line, 0.7);
    g.stroke();
    g.restore();
  }
}
