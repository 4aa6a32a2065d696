/**
 * The map of Europe: the unchanging part (routes, Regions, Capitals, marks, legend) drawn once into
 * the static layer, and what moves over it (Supply Cache tokens, Asset stack counts, spies).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { CAPITAL_INFO, CAPITALS, type CapitalId, CONTACT_AT, MAP } from '../../src/games/ispy/data/index.ts';
import { capitalName, REGIONS, regionName } from '../../src/games/ispy/graph.ts';
import type { IspyView } from '../../src/games/ispy/view.ts';
import {
  type Box,
  drawDisc,
  drawOutlinedText,
  drawRoundRect,
  drawText,
  drawToken,
  font,
  measureText,
  minTextPx,
  palette,
  shade,
  tr,
  withAlpha,
} from '../kit/index.ts';
import { BOARD_WIDTH, MAP_BOX, mapPoint } from './layout.ts';
import { r } from './messages.ts';
import { NATION_COLOR, tokenRadius } from './style.ts';

const REGION_R = 11;
const SLOT_R = 10;
/** The map's text: every label is at least 8 px tall when the board is shown 550 px wide. */
export const MAP_TEXT = minTextPx(BOARD_WIDTH);
/** A Capital's box: its name across the top, its three slots under it, a bar in its Contact's colour. */
const CAP_H = 62;
const CAP_TITLE = MAP_TEXT + 5;
const SLOT_DX = 36;
/** Each box as wide as its name at MAP_TEXT (St. Petersburg's is long). */
const CAP_W: Readonly<Record<CapitalId, number>> = {
  london: 114,
  paris: 114,
  berlin: 114,
  budapest: 122,
  rome: 114,
  petersburg: 180,
};

type Pt = { x: number; y: number };

/** Boxes moved a little off their map point where a neighbour would touch them. */
const NUDGE: Partial<Record<CapitalId, Pt>> = {
  london: { x: 0, y: 8 },
  budapest: { x: -4, y: 0 },
  petersburg: { x: -4, y: -4 },
};

/** The Capital's box on the board. */
export function capitalBox(c: CapitalId): Box {
  const p = mapPoint(MAP.capitals[c]!.x, MAP.capitals[c]!.y);
  const d = NUDGE[c] ?? { x: 0, y: 0 };
  const w = CAP_W[c];
  return { x: p.x + d.x - w / 2, y: p.y + d.y - CAP_H / 2, width: w, height: CAP_H };
}

/** Where a Region is drawn: Capital Regions as three slots in a row inside their Capital's box. */
export function regionPoint(id: string): Pt {
  const r = REGIONS[id];
  if (!r) return { x: MAP_BOX.x, y: MAP_BOX.y };
  if (r.kind === 'capital' && r.capital) {
    const b = capitalBox(r.capital);
    const i = Number(id.slice(id.lastIndexOf('-') + 1)) - 1;
    return { x: b.x + b.width / 2 + (i - 1) * SLOT_DX, y: b.y + CAP_TITLE + (CAP_H - CAP_TITLE - 6) / 2 };
  }
  return mapPoint(r.x, r.y);
}

function label(
  g: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
  weight: 400 | 600 | 700 = 600,
): void {
  // A dark outline keeps names readable over routes.
  drawOutlinedText(g, text, x, y, { size, weight, color, align: 'center', halo: { color: palette.bg, width: 3 } });
}

function line(g: SKRSContext2D, a: Pt, b: Pt, color: string, width: number, dash: number[] = []): void {
  g.save();
  g.strokeStyle = color;
  g.lineWidth = width;
  g.setLineDash(dash);
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(a.x, a.y);
  g.lineTo(b.x, b.y);
  g.stroke();
  g.restore();
}

function drawRoutes(g: SKRSContext2D): void {
  const crossings = MAP.routes.filter((r) => r.crossing);
  for (const r of MAP.routes) {
    if (r.crossing) continue;
    const a = regionPoint(r.a);
    const b = regionPoint(r.b);
    if (r.water) line(g, a, b, '#4f8fd6', 2.5, [7, 6]);
    else line(g, a, b, '#8b94b3', 3);
  }
  // The tunnel runs underneath (dark, dashed, with portals); the archway is a bridge drawn over it
  // with a gap cut out of the tunnel, so the two visibly cross without meeting.
  for (const r of crossings.filter((x) => x.crossing === 'tunnel')) {
    const a = regionPoint(r.a);
    const b = regionPoint(r.b);
    line(g, a, b, '#c08a4a', 3, [4, 5]);
    for (const [p, q] of [
      [a, b],
      [b, a],
    ] as const) {
      const t = (REGION_R + 5) / Math.hypot(q.x - p.x, q.y - p.y);
      const m = { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
      drawDisc(g, m.x, m.y, 4, '#c08a4a');
    }
  }
  for (const r of crossings.filter((x) => x.crossing === 'archway')) {
    const a = regionPoint(r.a);
    const b = regionPoint(r.b);
    line(g, a, b, palette.bg, 11);
    line(g, a, b, '#e9edf7', 5);
    line(g, a, b, '#4a5270', 1.5);
  }
}

/** The Airship Route: a dotted loop through its five Regions (a flight goes from any to any). */
function drawAirship(g: SKRSContext2D): void {
  const pts = MAP.airship.map(regionPoint);
  const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
  const order = [...pts].sort((p, q) => Math.atan2(p.y - cy, p.x - cx) - Math.atan2(q.y - cy, q.x - cx));
  g.save();
  g.strokeStyle = palette.amber;
  g.lineWidth = 3;
  g.setLineDash([2, 7]);
  g.lineCap = 'round';
  g.beginPath();
  order.forEach((p, i) => {
    const q = order[(i + 1) % order.length]!;
    // Bow each leg outwards from the centre so the loop reads as an arc in the air.
    const mx = (p.x + q.x) / 2;
    const my = (p.y + q.y) / 2;
    const d = Math.hypot(mx - cx, my - cy) || 1;
    const c = { x: mx + ((mx - cx) / d) * 22, y: my + ((my - cy) / d) * 22 };
    if (i === 0) g.moveTo(p.x, p.y);
    g.quadraticCurveTo(c.x, c.y, q.x, q.y);
  });
  g.stroke();
  g.restore();
  // The label sits inside the loop, clear of the Alpine Regions' names.
  const at = mapPoint(505, 456);
  label(g, r('spy.render.airship'), at.x, at.y, MAP_TEXT, palette.amber, 700);
}

function drawOutletTies(g: SKRSContext2D): void {
  // Outlets are tied to their Capital by a thin line in its colour.
  for (const r of MAP.regions) {
    if (r.kind !== 'outlet' || !r.capital) continue;
    const p = regionPoint(r.id);
    const b = capitalBox(r.capital);
    const c = { x: Math.max(b.x, Math.min(p.x, b.x + b.width)), y: Math.max(b.y, Math.min(p.y, b.y + b.height)) };
    line(g, p, c, withAlpha(NATION_COLOR[CAPITAL_INFO[r.capital].nation], 0.9), 2, [3, 3]);
  }
}

function drawRegions(g: SKRSContext2D): void {
  for (const r of MAP.regions) {
    if (r.kind === 'capital') continue;
    const p = regionPoint(r.id);
    const base = NATION_COLOR[r.country];
    drawDisc(
      g,
      p.x,
      p.y,
      REGION_R,
      r.kind === 'outlet' ? shade(base, 0.5) : base,
      r.kind === 'outlet' ? { color: base, width: 3 } : { color: palette.bg, width: 1.5 },
    );
    if (r.kind === 'start') drawDisc(g, p.x, p.y, REGION_R + 4, null, { color: palette.lime, width: 2.5 });
    g.save();
    if (r.kind === 'cache') {
      g.beginPath();
      g.rect(p.x - REGION_R - 4, p.y - REGION_R - 4, 2 * REGION_R + 8, 2 * REGION_R + 8);
      g.lineWidth = 2;
      g.strokeStyle = palette.amber;
      g.stroke();
    }
    g.restore();
  }
}

/**
 * Regions are not named on the map (72 names do not fit at a readable size): the Capitals are, and
 * so is each Region a spy stands on (drawMapOver); the whole map is in the hand's key and in
 * `/game status text:true`. A spy's name goes above its Region where below it would cover a Capital.
 */
const LABEL_ABOVE: ReadonlySet<string> = new Set(['pressburg', 'florence']);
/** Names set beside their Region (centre offset, board px) where below would cover a Capital or leave the map. */
const LABEL_AT: Readonly<Record<string, Pt>> = {
  harwich: { x: 66, y: 6 },
  vienna: { x: -62, y: 8 },
  manchester: { x: -20, y: -30 },
  debrecen: { x: 44, y: 30 },
  bristol: { x: -14, y: 31 },
  rouen: { x: -60, y: 4 },
  reims: { x: 0, y: -30 },
  hamburg: { x: 0, y: -30 },
  naples: { x: 58, y: 8 },
  novgorod: { x: -16, y: 31 },
  moscow: { x: -22, y: 31 },
};

/** A Capital's name as its box shows it, in capitals (St. Petersburg's shortened to fit in French too). */
const capitalTitle = (c: CapitalId): string =>
  c === 'petersburg' ? tr(r('spy.render.petersburg')) : tr(capitalName(c)).toUpperCase();

function drawCapitals(g: SKRSContext2D): void {
  for (const c of CAPITALS) {
    const b = capitalBox(c);
    const color = NATION_COLOR[CAPITAL_INFO[c].nation];
    drawRoundRect(g, b, 10, shade(color, 0.3), { color, width: 3 });
    drawText(
      g,
      capitalTitle(c),
      { x: b.x + 2, y: b.y + 3, width: b.width - 4, height: CAP_TITLE - 2 },
      { size: MAP_TEXT, minSize: MAP_TEXT, weight: 700, color: palette.text, align: 'center', maxLines: 1 },
    );
    for (let i = 1; i <= 3; i++) {
      const p = regionPoint(`${c}-${i}`);
      drawDisc(g, p.x, p.y, SLOT_R, palette.bg, { color, width: 2 });
    }
    const contact = CONTACT_AT[c];
    // The Contact's Nation as a bar along the bottom (its name and rewards are in the hand's key).
    if (contact)
      drawRoundRect(
        g,
        { x: b.x + 12, y: b.y + b.height - 8, width: b.width - 24, height: 4 },
        2,
        NATION_COLOR[contact.nation],
      );
  }
}

/**
 * The marks a player must tell apart, in the empty south-west corner (the Atlantic), clear of
 * Bordeaux and Marseille. The routes (water, tunnel, archway, Airship) read from their drawing; the
 * full key is on the hand image.
 */
function drawLegend(g: SKRSContext2D): void {
  const row = MAP_TEXT + 6;
  const texts = [r('spy.render.startRegion'), r('spy.render.supplyCache'), r('spy.render.outlet')].map(tr);
  // As wide as its longest entry in the board's language (196 in English).
  const width = Math.max(196, Math.ceil(36 + Math.max(...texts.map((t) => measureText(g, t, MAP_TEXT, 600))) + 10));
  const box: Box = { x: MAP_BOX.x + 6, y: MAP_BOX.y + MAP_BOX.height - 3 * row - 14, width, height: 3 * row + 8 };
  drawRoundRect(g, box, 8, withAlpha(palette.panel, 0.92), { color: palette.line, width: 1 });
  const entries: [draw: (x: number, y: number) => void, text: string][] = [
    [(x, y) => drawDisc(g, x + 11, y, 7, null, { color: palette.lime, width: 2.5 }), texts[0]!],
    [
      (x, y) => {
        g.save();
        g.lineWidth = 2;
        g.strokeStyle = palette.amber;
        g.strokeRect(x + 4, y - 7, 14, 14);
        g.restore();
      },
      texts[1]!,
    ],
    [
      (x, y) =>
        drawDisc(g, x + 11, y, 7, shade(NATION_COLOR.germany, 0.5), { color: NATION_COLOR.germany, width: 2.5 }),
      texts[2]!,
    ],
  ];
  entries.forEach(([draw, text], i) => {
    const x = box.x + 8;
    const y = box.y + 4 + row / 2 + i * row;
    draw(x, y);
    g.save();
    g.font = font(MAP_TEXT, 600);
    g.fillStyle = palette.textDim;
    g.textBaseline = 'middle';
    g.fillText(text, x + 28, y);
    g.restore();
  });
}

/** Everything on the map that never changes. */
export function drawMapBase(g: SKRSContext2D): void {
  drawRoundRect(g, MAP_BOX, 12, '#0d1120', { color: palette.line, width: 2 });
  drawRoutes(g);
  drawAirship(g);
  drawOutletTies(g);
  // Capitals under the Regions, so the names of Outlets close to a Capital stay whole.
  drawCapitals(g);
  drawRegions(g);
  drawLegend(g);
}

/** The centre of the name drawn for a Region a spy stands on. */
export function spyLabelAt(id: string): Pt {
  const p = regionPoint(id);
  const d = LABEL_AT[id] ?? { x: 0, y: LABEL_ABOVE.has(id) ? -30 : 31 };
  return { x: p.x + d.x, y: p.y + d.y };
}

/** Supply Cache tokens, Asset stack counts and the spies with their Tags and the name of their Region. */
export function drawMapOver(g: SKRSContext2D, view: IspyView, acting: readonly Seat[]): void {
  for (const id of view.caches) {
    const p = regionPoint(id);
    drawDisc(g, p.x, p.y, 13, palette.amber, { color: palette.ink, width: 2 });
    drawText(
      g,
      r('spy.render.cacheLetter'),
      { x: p.x - 13, y: p.y - 13, width: 26, height: 26 },
      { size: MAP_TEXT, minSize: MAP_TEXT, weight: 700, color: palette.ink, align: 'center', maxLines: 1 },
    );
  }
  for (const c of ['berlin', 'budapest', 'london'] as const) {
    const b = capitalBox(c);
    const n = view.stackCounts[c];
    // London's badge goes on its left side: Harwich is close on its right, Manchester above, Dover below.
    // Budapest's goes below its left corner: at the top right it covered the T of its long title.
    // Berlin's sits above its top right corner, clear of its title.
    const tag: Box =
      c === 'london'
        ? { x: b.x - 40, y: b.y + b.height / 2 - 6, width: 48, height: 28 }
        : c === 'budapest'
          ? { x: b.x - 34, y: b.y + b.height - 14, width: 48, height: 28 }
          : { x: b.x + b.width - 30, y: b.y - 32, width: 48, height: 28 };
    drawRoundRect(g, tag, 6, n ? palette.violet : palette.panelAlt, { color: palette.ink, width: 1.5 });
    drawText(g, `▤${n}`, tag, {
      size: MAP_TEXT + 1,
      minSize: MAP_TEXT,
      weight: 700,
      color: n ? palette.ink : palette.textMuted,
      align: 'center',
      maxLines: 1,
    });
  }
  // The names first, so no spy hides under another's label.
  const named = new Set<string>();
  view.spies.forEach((spy) => {
    const r = spy.region ? REGIONS[spy.region] : undefined;
    if (!r || r.kind === 'capital' || named.has(r.id)) return;
    named.add(r.id);
    const at = spyLabelAt(r.id);
    label(g, regionName(r.id), at.x, at.y, MAP_TEXT, palette.text, 700);
  });
  view.spies.forEach((spy, seat) => {
    if (!spy.region) return;
    const p = regionPoint(spy.region);
    const inCapital = REGIONS[spy.region]?.kind === 'capital';
    // Large enough to spot at 550 px wide, their letter 8 px tall there (in a Capital's slots too).
    const r = tokenRadius(seat, inCapital ? 16 : 19);
    drawToken(g, seat, p.x, p.y, r, { glow: acting.includes(seat) });
    if (acting.includes(seat)) {
      drawDisc(g, p.x, p.y, r + 5, null, { color: palette.highlight, width: 3 });
    }
    if (spy.tags > 0) {
      const bx = p.x + r * 0.9;
      // In a Capital below the slot, clear of the Capital's name.
      const by = inCapital ? p.y + r * 0.9 : p.y - r * 0.9;
      drawDisc(g, bx, by, 13, palette.red, { color: palette.ink, width: 1.5 });
      label(g, String(spy.tags), bx, by + 1, MAP_TEXT, palette.text, 700);
    }
  });
}
