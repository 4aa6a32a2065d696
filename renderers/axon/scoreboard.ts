/**
 * The Scoreboard: one row per Resource track 0-10 (the counter as a filled bar and a big number,
 * the reward spaces with their token, card or VP, hollow once claimed, the Red Zone, the seats that
 * score it), then the Breaking Point track with Stress and the Breaking Point token and the
 * distance between them.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import { RESOURCES, type Resource, SCOREBOARD } from '../../src/games/axon/data/index.ts';
import type { AxonView } from '../../src/games/axon/view.ts';
import {
  type Box,
  drawDisc,
  drawPanel,
  drawRoundRect,
  drawText,
  drawToken,
  inset,
  measureText,
  paintPath,
  palette,
  withAlpha,
} from '../kit/index.ts';
import { drawBadge } from './glyphs.ts';
import { SCORE_BOX, TEXT } from './layout.ts';
import { r } from './messages.ts';
import { RES_CODE, RES_COLOR, RES_NAME } from './style.ts';

const RED = '#ff3b5c';
const LABEL_W = 164;
const NUM_W = 36;
const SCORERS_W = 60;
const ROW_H = 31;
const ROW_GAP = 4;

function inner(): Box {
  return inset(SCORE_BOX, 10, 8);
}

function rowBox(i: number): Box {
  const b = inner();
  return { x: b.x, y: b.y + 26 + i * (ROW_H + ROW_GAP), width: b.width, height: ROW_H };
}

function cellBox(row: Box, space: number): Box {
  const x0 = row.x + LABEL_W + NUM_W + 6;
  const w = row.x + row.width - SCORERS_W - 4 - x0;
  const cw = (w - 10 * 2) / 11;
  return { x: x0 + space * (cw + 2), y: row.y, width: cw, height: row.height };
}

function bpBox(): Box {
  const b = inner();
  const top = rowBox(RESOURCES.length - 1).y + ROW_H + 10;
  return { x: b.x, y: top, width: b.width, height: b.y + b.height - top };
}

/** A five-pointed star path centred on (cx, cy), outer radius r. */
function star(g: SKRSContext2D, cx: number, cy: number, r: number): void {
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    const x = cx + Math.cos(a) * rr;
    const y = cy + Math.sin(a) * rr;
    if (i === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
  }
  g.closePath();
}

/** A reward's mark in its space: a Resource token, a card, or VP; hollow and dim once claimed. */
function drawReward(g: SKRSContext2D, c: Box, res: Resource, kind: 'token' | 'card' | 'vp', taken: boolean): void {
  const cx = c.x + c.width / 2;
  const cy = c.y + c.height / 2;
  const r = Math.min(c.width, c.height) * 0.32;
  const dim = withAlpha(palette.text, 0.45);
  if (kind === 'token') {
    if (taken) drawDisc(g, cx, cy, r, null, { color: dim, width: 1.5 });
    else drawDisc(g, cx, cy, r, RES_COLOR[res], { color: palette.ink, width: 2 });
  } else if (kind === 'card') {
    const cb: Box = { x: cx - r * 0.75, y: cy - r * 1.05, width: r * 1.5, height: r * 2.1 };
    if (taken) drawRoundRect(g, cb, 2, 'rgba(0,0,0,0)', { color: dim, width: 1.5 });
    else drawRoundRect(g, cb, 2, palette.violet, { color: palette.ink, width: 1.5 });
  } else {
    // A Victory Point: an amber star (no text: it would be too small to read in a cell).
    star(g, cx, cy, r * 1.35);
    g.save();
    paintPath(g, taken ? null : palette.amber, { color: taken ? dim : palette.ink, width: 1.5 });
    g.restore();
  }
}

/** The frame, the rows' labels and the empty cells with their Red Zone: the same on every board. */
export function drawScoreBase(g: SKRSContext2D): void {
  drawPanel(g, SCORE_BOX, { accent: palette.cyan, glow: 0, cut: 12, padding: 0 });
  const b = inner();
  drawText(
    g,
    r('axon.render.scoreboard'),
    { x: b.x + 4, y: b.y - 4, width: b.width - 300 - 8, height: 28 },
    { size: TEXT, minSize: TEXT, weight: 700, color: palette.cyan, maxLines: 1 },
  );
  drawText(
    g,
    r('axon.render.redZone'),
    { x: b.x + b.width - 300, y: b.y - 4, width: 300 - SCORERS_W - 8, height: 28 },
    { size: TEXT, minSize: TEXT, weight: 700, color: RED, align: 'right', maxLines: 1 },
  );
  RESOURCES.forEach((res, i) => {
    const row = rowBox(i);
    // The Resource's colour and its letter code (the code the Corporations' chips use), then its name.
    const chip: Box = { x: row.x, y: row.y + 1, width: 34, height: row.height - 2 };
    drawBadge(g, chip, 4, RES_COLOR[res], RES_CODE[res], { size: TEXT, minSize: TEXT, border: 1 });
    // A name too long for its label (French "Augmentations") shows its short form.
    const nameW = LABEL_W - 40;
    const name = measureText(g, RES_NAME[res], TEXT, 700) <= nameW ? RES_NAME[res] : r(`axon.render.track.${res}`);
    drawText(
      g,
      name,
      { x: row.x + 39, y: row.y - 2, width: nameW, height: row.height + 4 },
      { size: TEXT, minSize: TEXT, weight: 700, color: palette.text, maxLines: 1 },
    );
    const track = SCOREBOARD.tracks.find((t) => t.resource === res)!;
    for (let sp = 0; sp <= SCOREBOARD.max; sp++) {
      const c = cellBox(row, sp);
      const red = sp >= track.redFrom;
      drawRoundRect(g, c, 4, red ? withAlpha(RED, 0.16) : palette.panelAlt, {
        color: red ? withAlpha(RED, 0.75) : palette.line,
        width: 1.2,
      });
    }
  });
}

/** Counters, rewards and the Breaking Point track as they stand. */
export function drawScoreOver(g: SKRSContext2D, view: AxonView): void {
  RESOURCES.forEach((res, i) => {
    const row = rowBox(i);
    const n = view.counter[res];
    const red = view.red.includes(res);
    const track = SCOREBOARD.tracks.find((t) => t.resource === res)!;
    for (let sp = 1; sp <= Math.min(n, SCOREBOARD.max); sp++) {
      const c = cellBox(row, sp);
      drawRoundRect(g, c, 4, withAlpha(RES_COLOR[res], sp === n ? 1 : 0.42));
    }
    const cur = cellBox(row, Math.min(n, SCOREBOARD.max));
    drawRoundRect(
      g,
      { x: cur.x - 1.5, y: cur.y - 1.5, width: cur.width + 3, height: cur.height + 3 },
      5,
      'rgba(0,0,0,0)',
      { color: palette.highlight, width: 2.5 },
    );
    track.rewards.forEach((rw, k) =>
      drawReward(g, cellBox(row, rw.space), res, rw.kind, view.claimed[res]?.[k] ?? false),
    );
    drawText(
      g,
      String(n),
      { x: row.x + LABEL_W, y: row.y - 2, width: NUM_W, height: row.height + 4 },
      { size: 30, minSize: TEXT, weight: 700, color: red ? RED : palette.text, align: 'center', maxLines: 1 },
    );
    const scorers = view.p.map((p, seat) => (p.scores.includes(res) ? seat : -1)).filter((s) => s >= 0) as Seat[];
    scorers.slice(0, 3).forEach((seat, k) => {
      // The seats' shapes and colours only: a letter this small would not read.
      const r = scorers.length > 2 ? 9 : 12;
      drawToken(g, seat, row.x + row.width - SCORERS_W + r + k * (2 * r + 2), row.y + row.height / 2, r, {
        letter: false,
      });
    });
  });
  drawBreaking(g, view);
}

/** The Breaking Point track: Stress (white) climbing towards the Breaking Point token (black), the gap in big figures. */
function drawBreaking(g: SKRSContext2D, view: AxonView): void {
  const b = bpBox();
  const len = SCOREBOARD.breakingLength;
  const gap = Math.max(0, view.breaking - view.stress);
  const urgent = gap <= 5;
  const head: Box = { x: b.x, y: b.y - 4, width: b.width, height: 30 };
  const title = r('axon.render.breaking');
  // The Stress figures start after the heading, whatever its language's length.
  const titleW = Math.max(210, Math.ceil(measureText(g, title, TEXT, 700)) + 8);
  drawText(
    g,
    title,
    { ...head, width: titleW },
    { size: TEXT, minSize: TEXT, weight: 700, color: palette.cyan, maxLines: 1 },
  );
  drawText(
    g,
    r('axon.render.stress', { s: view.stress, b: view.breaking }),
    { x: head.x + titleW + 4, y: head.y, width: b.width - 140 - titleW - 4, height: head.height },
    { size: TEXT, minSize: TEXT, weight: 600, color: palette.textDim, maxLines: 1 },
  );
  const big: Box = { x: b.x + b.width - 130, y: b.y - 4, width: 130, height: b.height + 4 };
  drawRoundRect(g, big, 8, urgent ? withAlpha(RED, 0.3) : palette.panelAlt, {
    color: urgent ? RED : palette.amber,
    width: 2,
  });
  drawText(
    g,
    view.over ? r('axon.render.end') : String(gap),
    { x: big.x, y: big.y, width: big.width, height: big.height * 0.6 },
    { size: 40, minSize: TEXT, weight: 700, color: urgent ? RED : palette.amber, align: 'center', maxLines: 1 },
  );
  drawText(
    g,
    view.over ? r('axon.render.over') : r('axon.render.toEnd'),
    { x: big.x, y: big.y + big.height * 0.56, width: big.width, height: big.height * 0.42 },
    { size: TEXT, minSize: TEXT, weight: 700, color: palette.textDim, align: 'center', maxLines: 1 },
  );
  // The bar: 0..len; Stress filled white, the gap amber, beyond the Breaking Point dark red.
  const bar: Box = { x: b.x + 14, y: b.y + 36, width: b.width - 166, height: 18 };
  const at = (v: number): number => bar.x + (Math.min(len, Math.max(0, v)) / len) * bar.width;
  drawRoundRect(g, bar, 6, palette.panelAlt, { color: palette.line, width: 1 });
  drawRoundRect(g, { x: bar.x, y: bar.y, width: at(view.stress) - bar.x, height: bar.height }, 6, '#dfe6f5');
  if (gap > 0)
    drawRoundRect(
      g,
      { x: at(view.stress), y: bar.y + 3, width: at(view.breaking) - at(view.stress), height: bar.height - 6 },
      3,
      withAlpha(palette.amber, 0.55),
    );
  drawRoundRect(
    g,
    { x: at(view.breaking), y: bar.y, width: bar.x + bar.width - at(view.breaking), height: bar.height },
    6,
    withAlpha(RED, 0.3),
  );
  for (let v = 0; v <= len; v += 10) {
    const x = at(v);
    g.save();
    g.fillStyle = palette.textMuted;
    g.fillRect(x - 0.5, bar.y + bar.height + 1, 1.5, 6);
    g.restore();
  }
  // Tokens: Stress (white disc) and the Breaking Point (black disc, white rim); the heading names them.
  const ty = bar.y + bar.height / 2;
  drawDisc(g, at(view.breaking), ty, 13, '#050608', { color: palette.highlight, width: 2.5 });
  drawDisc(g, at(view.stress), ty, 12, palette.highlight, { color: palette.ink, width: 2 });
}
