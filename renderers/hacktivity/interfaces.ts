/**
 * The three interfaces: Alert (6 columns × 7 rows of orange cubes), Antivirus (4 data blocks) and
 * Critical (Tension track, the purple scale with the purple and grey cubes, the Strange
 * Phenomenon). The frames, titles and fixed labels are the static layer; the pieces draw over it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { ADD_NODE_LIMIT, COLUMNS, ROWS, TENSION_TRACK } from '../../src/games/hacktivity/data/index.ts';
import { STRANGE_NAME } from '../../src/games/hacktivity/data/names.messages.ts';
import type { HackView } from '../../src/games/hacktivity/view.ts';
import { type Box, drawPanel, drawRoundRect, drawText, font, inset, palette, withAlpha } from '../kit/index.ts';
import { ALERT_BOX, AV_BOX, CRIT_BOX } from './layout.ts';
import { r as rw } from './messages.ts';
import { ANOMALY_SET_TEXT, CUBE, cardOf } from './style.ts';

const PANEL = { glow: 0, padding: 12, titleSize: 24 } as const;
const content = (b: Box): Box => ({
  x: b.x + 12,
  y: b.y + 12 + 24 * 1.3 + 6,
  width: b.width - 24,
  height: b.height - 24 - 24 * 1.3 - 6,
});

// ---------- Alert ----------
const A = content(ALERT_BOX);
const ROW_LABEL_W = 24;
const COL_W = (A.width - ROW_LABEL_W) / 6;
const GRID_TOP = A.y + 4;
const ROW_H = 46;
const GRID_H = ROW_H * ROWS;
const colX = (c: number): number => A.x + ROW_LABEL_W + c * COL_W;
const rowY = (r: number): number => GRID_TOP + (ROWS - r) * ROW_H; // row 7 at the top

export function drawAlertBase(g: SKRSContext2D): void {
  drawPanel(g, ALERT_BOX, { ...PANEL, accent: CUBE.orange, title: rw('hack.render.ALERT') });
  for (let r = 1; r <= ROWS; r++) {
    drawText(
      g,
      String(r),
      { x: A.x, y: rowY(r), width: ROW_LABEL_W - 4, height: ROW_H },
      { size: 22, weight: 700, color: r === ROWS ? CUBE.red : palette.textDim, align: 'center', maxLines: 1 },
    );
    for (let c = 0; c < 6; c++) {
      const cell: Box = { x: colX(c) + 2, y: rowY(r) + 2, width: COL_W - 4, height: ROW_H - 4 };
      drawRoundRect(g, cell, 5, r === ROWS ? withAlpha(CUBE.red, 0.18) : palette.panelAlt, {
        color: r === ROWS ? withAlpha(CUBE.red, 0.6) : palette.line,
        width: 1.2,
      });
    }
  }
}

export function drawAlertOver(g: SKRSContext2D, view: HackView): void {
  const labelsY = GRID_TOP + GRID_H + 2;
  // The leftmost column still holding a cube takes the next Alert up.
  const next = view.alert.findIndex((r) => r !== null);
  for (let c = 0; c < 6; c++) {
    const x = colX(c);
    const letter = COLUMNS[c]!;
    const removed = view.removed[c];
    drawText(
      g,
      letter,
      { x, y: labelsY, width: COL_W, height: 28 },
      {
        size: 24,
        weight: 700,
        color: c === next ? CUBE.orange : removed ? CUBE.red : palette.textDim,
        align: 'center',
        maxLines: 1,
      },
    );
    if (removed) {
      const col: Box = { x: x + 2, y: GRID_TOP + 2, width: COL_W - 4, height: GRID_H - 4 };
      drawRoundRect(g, col, 6, withAlpha(CUBE.red, 0.22), { color: CUBE.red, width: 2 });
      g.save();
      g.strokeStyle = CUBE.red;
      g.lineWidth = 5;
      g.lineCap = 'round';
      const m = 8;
      g.beginPath();
      g.moveTo(col.x + m, col.y + col.height / 2 - col.width / 2 + m);
      g.lineTo(col.x + col.width - m, col.y + col.height / 2 + col.width / 2 - m);
      g.moveTo(col.x + col.width - m, col.y + col.height / 2 - col.width / 2 + m);
      g.lineTo(col.x + m, col.y + col.height / 2 + col.width / 2 - m);
      g.stroke();
      g.restore();
      drawText(
        g,
        rw('hack.render.OUT'),
        { x: col.x, y: col.y + 6, width: col.width, height: 26 },
        { size: 22, weight: 700, color: CUBE.red, align: 'center', maxLines: 1 },
      );
      continue;
    }
    const r = view.alert[c];
    if (r === null || r === undefined) continue;
    const s = Math.min(COL_W, ROW_H) - 10;
    const cube: Box = { x: x + (COL_W - s) / 2, y: rowY(r) + (ROW_H - s) / 2, width: s, height: s };
    g.save();
    if (c === next) {
      g.shadowColor = CUBE.orange;
      g.shadowBlur = 14;
    }
    drawRoundRect(g, cube, 5, CUBE.orange, { color: r === ROWS ? CUBE.red : palette.ink, width: r === ROWS ? 4 : 2 });
    g.restore();
  }
  if (next >= 0) {
    drawText(
      g,
      rw('hack.render.next'),
      { x: colX(next) - 14, y: labelsY + 26, width: COL_W + 28, height: 24 },
      { size: 21, weight: 700, color: CUBE.orange, align: 'center', maxLines: 1 },
    );
  }
  const left = view.alert.filter((r) => r !== null).length;
  const foot: Box = { x: A.x, y: A.y + A.height - 30, width: A.width, height: 30 };
  drawText(g, rw('hack.render.alertFoot', { n: left, d: view.alertDeck }), foot, {
    size: 24,
    weight: 700,
    color: left <= 1 ? CUBE.red : palette.text,
    align: 'center',
    maxLines: 1,
  });
}

// ---------- Antivirus ----------
const V = content(AV_BOX);
const BLOCK_GAP = 10;
const BLOCK_W = (V.width - 3 * BLOCK_GAP) / 4;
const BLOCK_H = V.height - 78;
const blockBox = (i: number): Box => ({ x: V.x + i * (BLOCK_W + BLOCK_GAP), y: V.y, width: BLOCK_W, height: BLOCK_H });
const DECKS_Y = V.y + BLOCK_H + 8;

export function drawAntivirusBase(g: SKRSContext2D): void {
  drawPanel(g, AV_BOX, { ...PANEL, accent: palette.cyan, title: rw('hack.render.ANTIVIRUS') });
  for (let i = 0; i < 4; i++) {
    const b = blockBox(i);
    drawRoundRect(g, b, 8, palette.panelAlt, { color: palette.line, width: 1.5 });
    drawText(
      g,
      'ABCD'[i]!,
      { x: b.x + 8, y: b.y + 4, width: 30, height: 28 },
      { size: 22, weight: 700, color: palette.textMuted, maxLines: 1 },
    );
  }
  drawDecksBase(g);
}

function hexPath(g: SKRSContext2D, cx: number, cy: number, r: number): void {
  g.beginPath();
  for (let k = 0; k < 6; k++) {
    const a = Math.PI / 6 + (k * Math.PI) / 3;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    if (k === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
  }
  g.closePath();
}

/** A grey cube (CyberLink's chain, or its reserve). */
export function drawGreyCube(g: SKRSContext2D, x: number, y: number, s: number): void {
  drawRoundRect(g, { x, y, width: s, height: s }, 3, CUBE.grey, { color: palette.ink, width: 1.5 });
}

function drawBlock(g: SKRSContext2D, i: number, b: HackView['blocks'][number]): void {
  const box = blockBox(i);
  if (b.forbidden) {
    g.save();
    g.beginPath();
    g.rect(box.x, box.y, box.width, box.height);
    g.clip();
    g.strokeStyle = withAlpha(CUBE.red, 0.35);
    g.lineWidth = 6;
    for (let k = -box.height; k < box.width; k += 26) {
      g.beginPath();
      g.moveTo(box.x + k, box.y + box.height);
      g.lineTo(box.x + k + box.height, box.y);
      g.stroke();
    }
    g.restore();
    drawRoundRect(g, box, 8, withAlpha(palette.bg, 0.0), { color: CUBE.red, width: 2.5 });
    const tag: Box = { x: box.x + 8, y: box.y + box.height / 2 - 26, width: box.width - 16, height: 52 };
    drawRoundRect(g, tag, 6, CUBE.red);
    drawText(g, rw('hack.render.FORBIDDEN'), inset(tag, 6, 4), {
      size: 26,
      weight: 700,
      color: palette.ink,
      align: 'center',
      maxLines: 1,
    });
    return;
  }
  if (!b.card) {
    drawText(
      g,
      rw('hack.render.free'),
      { x: box.x, y: box.y + box.height / 2 - 20, width: box.width, height: 40 },
      { size: 28, weight: 600, color: palette.textMuted, align: 'center', maxLines: 1 },
    );
    return;
  }
  const c = cardOf(b.card);
  const an = c.kind === 'anomaly' ? c.card : null;
  drawRoundRect(g, box, 8, withAlpha(CUBE.purple, 0.16), { color: CUBE.purple, width: 2.5 });
  drawText(
    g,
    'ABCD'[i]!,
    { x: box.x + 8, y: box.y + 4, width: 30, height: 28 },
    { size: 22, weight: 700, color: palette.textDim, maxLines: 1 },
  );
  if (an) {
    const set = ANOMALY_SET_TEXT[an.set] ?? an.set;
    drawText(
      g,
      set,
      { x: box.x + 36, y: box.y + 4, width: box.width - 44, height: 28 },
      { size: 21, weight: 600, color: palette.textDim, align: 'right', maxLines: 1 },
    );
  }
  drawText(
    g,
    c.name,
    { x: box.x + 8, y: box.y + 34, width: box.width - 16, height: 64 },
    { size: 25, weight: 700, color: palette.text, align: 'center', maxLines: 2, lineHeight: 1.05 },
  );
  // The blue hexagon with the nodes left, big.
  const cx = box.x + box.width / 2;
  const cy = box.y + 160;
  const r = Math.min(box.width / 2 - 8, 60);
  g.save();
  g.shadowColor = CUBE.hexagon;
  g.shadowBlur = 12;
  hexPath(g, cx, cy, r);
  g.fillStyle = CUBE.hexagon;
  g.fill();
  g.restore();
  hexPath(g, cx, cy, r);
  g.lineWidth = 3;
  g.strokeStyle = palette.text;
  g.stroke();
  g.save();
  g.font = font(r * 1.2, 700);
  g.fillStyle = palette.text;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(b.nodes), cx, cy + r * 0.06);
  g.restore();
  const full = b.nodes >= ADD_NODE_LIMIT;
  drawText(
    g,
    rw('hack.render.nodesLeft', { n: b.nodes, full: full ? 'yes' : 'no' }),
    { x: box.x + 4, y: cy + r + 4, width: box.width - 8, height: 26 },
    { size: 21, weight: 600, color: palette.textDim, align: 'center', maxLines: 1 },
  );
  // Chains: CyberLink's grey cubes, and the automatic chain.
  let y = cy + r + 36;
  if (b.chains > 0) {
    const s = 24;
    const n = Math.min(b.chains, 5);
    const w = n * (s + 5) - 5;
    for (let k = 0; k < n; k++) drawGreyCube(g, cx - w / 2 + k * (s + 5), y, s);
    y += s + 2;
    drawText(
      g,
      rw('hack.render.chain', { n: b.chains }),
      { x: box.x + 4, y, width: box.width - 8, height: 26 },
      { size: 21, weight: 700, color: CUBE.grey, align: 'center', maxLines: 1 },
    );
    y += 28;
  }
  if (an?.chain) {
    const tag: Box = { x: box.x + 6, y: Math.min(y, box.y + box.height - 36), width: box.width - 12, height: 30 };
    drawRoundRect(g, tag, 5, palette.panel, { color: CUBE.grey, width: 1.5 });
    drawText(g, rw('hack.render.AUTO_CHAIN'), inset(tag, 3, 1), {
      size: 21,
      weight: 700,
      color: CUBE.grey,
      align: 'center',
      maxLines: 1,
    });
  }
}

const DECK_CELLS = [
  { label: rw('hack.render.ANOMALY_DECK'), color: CUBE.purple },
  { label: rw('hack.render.ENEMY_DISCARD'), color: palette.text },
] as const;
const DECK_W = (V.width - BLOCK_GAP) / 2;
const deckBox = (k: number): Box => ({
  x: V.x + k * (DECK_W + BLOCK_GAP),
  y: DECKS_Y,
  width: DECK_W,
  height: V.y + V.height - DECKS_Y,
});

/** The two deck cells' frames and labels (static). */
function drawDecksBase(g: SKRSContext2D): void {
  DECK_CELLS.forEach((c, k) => {
    const b = deckBox(k);
    drawRoundRect(g, b, 8, palette.panelAlt, { color: palette.line, width: 1.5 });
    drawText(
      g,
      c.label,
      { x: b.x + 12, y: b.y + 4, width: b.width * 0.62, height: 28 },
      { size: 22, weight: 700, color: palette.textDim, maxLines: 1 },
    );
  });
}

export function drawAntivirusOver(g: SKRSContext2D, view: HackView): void {
  view.blocks.forEach((b, i) => drawBlock(g, i, b));
  const values = [String(view.anomalyDeck), String(view.enemyDiscard.length)];
  DECK_CELLS.forEach((c, k) => {
    const b = deckBox(k);
    drawText(
      g,
      values[k]!,
      { x: b.x + b.width * 0.6, y: b.y, width: b.width * 0.4 - 14, height: b.height },
      { size: 44, weight: 700, color: c.color, align: 'right', maxLines: 1 },
    );
  });
  const last = view.enemyDiscard.at(-1);
  const b = deckBox(1);
  drawText(
    g,
    last ? rw('hack.render.last', { card: cardOf(last).name }) : rw('hack.render.empty'),
    { x: b.x + 12, y: b.y + 32, width: b.width * 0.62, height: b.height - 34 },
    { size: 21, weight: 600, color: palette.textMuted, maxLines: 1 },
  );
}

// ---------- Critical ----------
const C = content(CRIT_BOX);
const TENSION_Y = C.y;
const SCALE_Y = C.y + 112;
const PHENOMENON_Y = C.y + 296;

/** What the Strange Phenomenon does, short (its full text is on every hand image and in /game status). */
export const PHENOMENON_SHORT = rw('hack.render.criticalHint');

export function drawCriticalBase(g: SKRSContext2D): void {
  drawPanel(g, CRIT_BOX, { ...PANEL, accent: CUBE.purple, title: rw('hack.render.CRITICAL') });
  drawText(
    g,
    rw('hack.render.tension'),
    { x: C.x, y: TENSION_Y, width: C.width, height: 26 },
    { size: 22, weight: 700, color: palette.textDim, maxLines: 1 },
  );
  drawText(
    g,
    rw('hack.render.INFECTION'),
    { x: C.x, y: SCALE_Y, width: C.width, height: 26 },
    { size: 22, weight: 700, color: palette.textDim, maxLines: 1 },
  );
  // The Strange Phenomenon card never changes: its name and what it does, short.
  const card: Box = { x: C.x, y: PHENOMENON_Y, width: C.width, height: C.y + C.height - PHENOMENON_Y };
  drawRoundRect(g, card, 8, withAlpha(CUBE.purple, 0.14), { color: CUBE.purple, width: 2 });
  drawText(
    g,
    STRANGE_NAME,
    { x: card.x + 10, y: card.y + 4, width: card.width - 20, height: 30 },
    { size: 24, weight: 700, color: CUBE.purple, maxLines: 1 },
  );
  drawText(
    g,
    PHENOMENON_SHORT,
    { x: card.x + 10, y: card.y + 34, width: card.width - 20, height: card.height - 38 },
    { size: 21, weight: 600, color: palette.textDim, valign: 'top', lineHeight: 1.1 },
  );
}

export function drawCriticalOver(g: SKRSContext2D, view: HackView): void {
  // Tension track: boxes with the draw count, the red cube on the current one.
  const n = TENSION_TRACK.length;
  const tw = (C.width - (n - 1) * 6) / n;
  const cur = Math.min(view.tension, n - 1);
  for (let k = 0; k < n; k++) {
    const b: Box = { x: C.x + k * (tw + 6), y: TENSION_Y + 30, width: tw, height: 62 };
    const on = k === cur;
    drawRoundRect(g, b, 6, on ? withAlpha(CUBE.red, 0.3) : palette.panelAlt, {
      color: on ? CUBE.red : palette.line,
      width: on ? 3 : 1.5,
    });
    drawText(
      g,
      String(TENSION_TRACK[k]),
      { x: b.x, y: b.y, width: b.width, height: on ? b.height - 16 : b.height },
      { size: on ? 36 : 26, weight: 700, color: on ? palette.text : palette.textMuted, align: 'center', maxLines: 1 },
    );
    if (on)
      drawRoundRect(g, { x: b.x + b.width / 2 - 9, y: b.y + b.height - 20, width: 18, height: 14 }, 3, CUBE.red, {
        color: palette.ink,
        width: 1.5,
      });
  }
  // The purple scale: 0..grey (the breaking point), the purple cube on it.
  const grey = Math.max(1, view.grey);
  const purple = Math.max(0, view.purple);
  const danger = grey - purple <= 3;
  const big: Box = { x: C.x, y: SCALE_Y + 26, width: C.width, height: 64 };
  const pw = drawText(
    g,
    String(purple),
    { ...big, width: C.width * 0.4 },
    { size: 58, weight: 700, color: CUBE.purple, maxLines: 1 },
  );
  drawText(
    g,
    rw('hack.render.ofGrey', { n: grey }),
    { x: C.x + pw.width + 10, y: big.y + 8, width: C.width * 0.35, height: big.height - 8 },
    { size: 34, weight: 700, color: CUBE.grey, maxLines: 1 },
  );
  const gap = grey - purple;
  drawText(
    g,
    gap > 0 ? rw('hack.render.toGo', { n: gap }) : rw('hack.render.BREACHED'),
    { x: C.x + C.width * 0.5, y: big.y + 8, width: C.width * 0.5, height: big.height - 8 },
    { size: 30, weight: 700, color: danger ? CUBE.red : palette.textDim, align: 'right', maxLines: 1 },
  );
  const bar: Box = { x: C.x, y: SCALE_Y + 104, width: C.width, height: 40 };
  const cells = grey + 1;
  const cw = bar.width / cells;
  for (let k = 0; k < cells; k++) {
    const b: Box = { x: bar.x + k * cw + 1, y: bar.y + 8, width: cw - 2, height: bar.height - 16 };
    const fill =
      k === grey ? CUBE.grey : k <= purple ? withAlpha(CUBE.purple, k === purple ? 1 : 0.55) : palette.panelAlt;
    drawRoundRect(g, b, 2, fill, { color: k === grey ? palette.ink : palette.line, width: 1 });
  }
  const mark = (k: number, color: string, above: boolean): void => {
    const s = Math.max(16, Math.min(24, cw + 4));
    const x = bar.x + (k + 0.5) * cw - s / 2;
    drawRoundRect(g, { x, y: above ? bar.y - s + 8 : bar.y + bar.height - 8, width: s, height: s }, 3, color, {
      color: palette.ink,
      width: 1.5,
    });
  };
  mark(Math.min(purple, grey), CUBE.purple, true);
  mark(grey, CUBE.grey, false);
}
