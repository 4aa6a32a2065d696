/** The threat track (0-25, the number big) and the supply against the demand card's targets. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { RESOURCES, RULES } from '../../src/games/newangeles/data/index.ts';
import type { NaView } from '../../src/games/newangeles/view.ts';
import { type Box, drawPanel, drawRoundRect, drawText, palette, tr, withAlpha } from '../kit/index.ts';
import { drawTick, resChip } from './glyphs.ts';
import { SUPPLY_BOX, THREAT_BOX } from './layout.ts';
import { r as words } from './messages.ts';
import { RES_NAME, TEXT } from './style.ts';

type G = SKRSContext2D;
const MAX = RULES.threatEnd;

/** A threat value's colour: calm, rising, dangerous, fallen. */
export function threatColor(t: number): string {
  if (t >= MAX) return palette.red;
  if (t >= 20) return '#ff6b5e';
  if (t >= 15) return palette.amber;
  return palette.lime;
}

function cellBox(track: Box, i: number): Box {
  const gap = 2;
  const w = (track.width - gap * MAX) / (MAX + 1);
  return { x: track.x + i * (w + gap), y: track.y, width: w, height: track.height };
}

/** The frame, the labels and the empty cells: the same on every board. */
export function drawThreatBase(g: G): void {
  drawPanel(g, THREAT_BOX, { accent: palette.red, glow: 0, cut: 12, padding: 0 });
  const track = trackBox();
  for (let i = 0; i <= MAX; i++) {
    const c = cellBox(track, i);
    const last = i === MAX;
    drawRoundRect(g, c, 3, last ? withAlpha(palette.red, 0.35) : palette.panelAlt, {
      color: last ? palette.red : palette.line,
      width: 1,
    });
    if (i % 5 === 0)
      drawText(
        g,
        String(i),
        { x: c.x - 16, y: THREAT_BOX.y + 4, width: c.width + 32, height: 28 },
        {
          size: TEXT,
          minSize: TEXT,
          weight: 700,
          color: last ? palette.red : palette.textMuted,
          align: 'center',
          maxLines: 1,
        },
      );
  }
}

function trackBox(): Box {
  return { x: THREAT_BOX.x + 268, y: THREAT_BOX.y + 34, width: THREAT_BOX.width - 290, height: 32 };
}

export function drawThreatOver(g: G, view: NaView): void {
  const t = Math.max(0, Math.min(MAX, view.threat));
  const color = threatColor(t);
  const big: Box = { x: THREAT_BOX.x + 10, y: THREAT_BOX.y + 7, width: 236, height: THREAT_BOX.height - 14 };
  drawRoundRect(g, big, 8, withAlpha(color, 0.14), { color, width: 2 });
  drawText(
    g,
    words('na.render.threat'),
    { x: big.x + 10, y: big.y, width: 100, height: big.height },
    { size: TEXT, minSize: TEXT, weight: 700, color, maxLines: 1 },
  );
  drawText(
    g,
    String(t),
    { x: big.x + 104, y: big.y, width: 74, height: big.height },
    { size: 56, minSize: 30, weight: 700, color, align: 'right', maxLines: 1 },
  );
  drawText(
    g,
    `/${MAX}`,
    { x: big.x + 180, y: big.y + 14, width: big.width - 182, height: big.height - 16 },
    { size: 28, minSize: TEXT, weight: 700, color: palette.textDim, maxLines: 1 },
  );
  const track = trackBox();
  for (let i = 1; i <= t; i++) {
    const c = cellBox(track, i);
    drawRoundRect(g, c, 3, withAlpha(threatColor(i), i === t ? 1 : 0.55));
  }
  const cur = cellBox(track, t);
  drawRoundRect(g, { x: cur.x - 2, y: cur.y - 2, width: cur.width + 4, height: cur.height + 4 }, 4, 'rgba(0,0,0,0)', {
    color: palette.highlight,
    width: 3,
  });
}

function supplyCell(i: number): Box {
  const top = SUPPLY_BOX.y + 36;
  const w = (SUPPLY_BOX.width - 28 - 3 * 10) / 4;
  return { x: SUPPLY_BOX.x + 14 + i * (w + 10), y: top, width: w, height: SUPPLY_BOX.y + SUPPLY_BOX.height - 8 - top };
}

export function drawSupplyBase(g: G): void {
  drawPanel(g, SUPPLY_BOX, { accent: palette.lime, glow: 0, cut: 12, padding: 0 });
}

/** Per resource: supply / target, big; met ones framed in lime with a tick; the demand's threat if unmet. */
export function drawSupplyOver(g: G, view: NaView): void {
  const d = view.demand;
  const met = RESOURCES.filter((r) => view.supply[r] >= d.targets[r]).length;
  const all = met === RESOURCES.length;
  const title: Box = { x: SUPPLY_BOX.x + 16, y: SUPPLY_BOX.y + 4, width: 440, height: 30 };
  drawText(g, words('na.render.demandOf', { name: d.name }), title, {
    size: TEXT,
    minSize: TEXT,
    weight: 700,
    color: palette.lime,
    maxLines: 1,
  });
  const note = all ? words('na.render.met') : words('na.render.unmet', { n: d.threat });
  drawText(
    g,
    note,
    { x: title.x + title.width, y: title.y, width: SUPPLY_BOX.width - title.width - 32, height: 30 },
    {
      size: TEXT,
      minSize: TEXT,
      weight: 700,
      color: all ? palette.lime : palette.red,
      align: 'right',
      maxLines: 1,
    },
  );
  RESOURCES.forEach((r, i) => {
    const c = supplyCell(i);
    const have = view.supply[r];
    const need = d.targets[r];
    const ok = have >= need;
    drawRoundRect(g, c, 8, ok ? withAlpha(palette.lime, 0.16) : palette.panelAlt, {
      color: ok ? palette.lime : palette.line,
      width: ok ? 3 : 1.5,
    });
    const chipH = 34;
    const cw = resChip(g, c.x + 6, c.y + (c.height - chipH) / 2, chipH, r, tr(RES_NAME[r])[0]!);
    const numX = c.x + 6 + cw + 4;
    drawText(
      g,
      String(have),
      { x: numX, y: c.y - 2, width: 42, height: c.height + 2 },
      { size: 38, minSize: 28, weight: 700, color: ok ? palette.lime : palette.text, align: 'right', maxLines: 1 },
    );
    drawText(
      g,
      `/${need}`,
      { x: numX + 43, y: c.y + 6, width: c.x + c.width - numX - 45, height: c.height - 8 },
      { size: TEXT, minSize: TEXT, weight: 700, color: ok ? palette.lime : palette.textDim, maxLines: 1 },
    );
    if (ok) drawTick(g, c.x + c.width - 10, c.y + 10, 6, palette.lime);
  });
}
