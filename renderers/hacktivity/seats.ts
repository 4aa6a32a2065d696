/** The header (whose turn, what they do, wave and phase, or the outcome) and one public row per player. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { FIREWALL_MAX, LOAD_MAX, PROGRAMS } from '../../src/games/hacktivity/data/index.ts';
import type { HackView, PlayerView } from '../../src/games/hacktivity/view.ts';
import {
  type Box,
  cutCornerPath,
  drawRoundRect,
  drawSeatRow,
  drawText,
  drawTurnHeader,
  palette,
  type TurnStatus,
  withAlpha,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { drawIcons } from './icons.ts';
import { drawGreyCube } from './interfaces.ts';
import { HEADER, PLAYERS_BOX } from './layout.ts';
import { r as rw } from './messages.ts';
import { PHASE_TEXT } from './status.ts';
import { CHARACTER_COLOR, CUBE, cardName, characterName, optionIcons } from './style.ts';

/** Row labels: the smallest text on the board, 21 px = 8 px when the 1440 px board is shown 550 wide. */
const LABEL = 21;
const LABEL_H = 24;
/** Icon chips at 34 px print their glyphs at 21 px. */
const CHIP_H = 34;

export function drawHeader(g: SKRSContext2D, view: HackView, ctx: RenderContext, st: TurnStatus): void {
  const won = view.result?.won ?? ctx.outcome?.team === 'won';
  const endColor = won ? CUBE.green : CUBE.red;
  const waveW = 250;
  const wave: Box = { x: HEADER.x + HEADER.width - waveW - 12, y: HEADER.y, width: waveW, height: HEADER.height };
  drawTurnHeader(g, ctx, st, {
    line: { header: HEADER, x: HEADER.x + 190, right: wave.x - 12 },
    idleAccent: view.over ? endColor : palette.amber,
    name: { text: 'HACKTIVITY', width: 170, size: 24 },
    headline: { size: 32, color: view.over ? endColor : palette.amber },
    why: { text: view.over ? (view.result?.reason ?? '') : '', size: 22, gap: 16, maxLines: 2, lineHeight: 1.05 },
    tokens: { max: 4, offset: 24, step: 54, radius: () => 24 },
    names: { width: 330, size: 32 },
    what: { text: st.what, size: 28 },
  });
  drawText(g, rw('hack.render.wave', { w: view.wave, phase: PHASE_TEXT[view.phase] }), wave, {
    size: 28,
    weight: 700,
    color: palette.amber,
    align: 'right',
    maxLines: 1,
  });
}

/** The Firewall: its value big and four boxes, green, red at 1. */
function drawFirewall(g: SKRSContext2D, b: Box, fw: number): void {
  const color = fw <= 1 ? CUBE.red : CUBE.green;
  drawText(
    g,
    rw('hack.render.FIREWALL'),
    { x: b.x, y: b.y, width: b.width, height: LABEL_H },
    { size: LABEL, weight: 700, color: palette.textMuted, maxLines: 1 },
  );
  const rest: Box = { x: b.x, y: b.y + LABEL_H, width: b.width, height: b.height - LABEL_H };
  drawText(
    g,
    String(fw),
    { x: rest.x, y: rest.y, width: 40, height: rest.height },
    { size: 40, weight: 700, color, maxLines: 1 },
  );
  const s = Math.min(20, rest.height - 8);
  for (let k = 1; k <= FIREWALL_MAX; k++) {
    const bx: Box = { x: rest.x + 42 + (k - 1) * (s + 4), y: rest.y + (rest.height - s) / 2, width: s, height: s };
    drawRoundRect(g, bx, 3, k <= fw ? color : palette.panelAlt, { color: palette.line, width: 1 });
  }
}

/** Card backs in hand: Character backs (cyan) and Anomaly backs (purple), or the cards drawn face down. */
function drawHandBacks(g: SKRSContext2D, b: Box, p: PlayerView): void {
  const drawn = p.drawnCount > 0;
  drawText(
    g,
    drawn ? rw('hack.render.DRAWN') : rw('hack.render.HAND'),
    { x: b.x, y: b.y, width: b.width, height: LABEL_H },
    { size: LABEL, weight: 700, color: drawn ? palette.amber : palette.textMuted, align: 'center', maxLines: 1 },
  );
  // Face down this wave: the public split (Character / Anomaly backs); else the backs in hand.
  const backs: [number, string][] = drawn
    ? p.split
      ? [
          [p.split.character, palette.cyan],
          [p.split.anomaly, CUBE.purple],
        ]
      : [[p.drawnCount, palette.textDim]]
    : [
        [p.handCharacter, palette.cyan],
        [p.handAnomaly, CUBE.purple],
      ];
  const w = 42;
  const h = Math.min(40, b.height - LABEL_H - 2);
  const total = backs.length * w + (backs.length - 1) * 8;
  backs.forEach(([n, color], k) => {
    const cb: Box = { x: b.x + (b.width - total) / 2 + k * (w + 8), y: b.y + LABEL_H + 1, width: w, height: h };
    drawRoundRect(g, cb, 4, n ? withAlpha(color, 0.25) : palette.panelAlt, {
      color: n ? color : palette.line,
      width: 2,
    });
    drawText(g, String(n), cb, {
      size: 26,
      weight: 700,
      color: n ? palette.text : palette.textMuted,
      align: 'center',
      maxLines: 1,
    });
  });
}

function drawStatCell(g: SKRSContext2D, b: Box, label: string, value: string, color: string = palette.text): void {
  drawText(
    g,
    label,
    { x: b.x, y: b.y, width: b.width, height: LABEL_H },
    { size: LABEL, weight: 700, color: palette.textMuted, align: 'center', maxLines: 1 },
  );
  drawText(
    g,
    value,
    { x: b.x, y: b.y + LABEL_H, width: b.width, height: b.height - LABEL_H },
    { size: 32, weight: 700, color, align: 'center', maxLines: 1 },
  );
}

/** A discard pile's visible top: its name and its icons (public once played). */
function drawPile(g: SKRSContext2D, b: Box, which: 'top' | 'bottom', id: string | null, count: number): void {
  drawRoundRect(g, b, 6, palette.panelAlt, { color: palette.line, width: 1.2 });
  const head = rw('hack.render.pileHead', { pile: which, n: count });
  drawText(
    g,
    id ? rw('hack.render.pileCard', { head, card: cardName(id) }) : rw('hack.render.pileEmpty', { head }),
    { x: b.x + 8, y: b.y + 1, width: b.width - 16, height: LABEL_H },
    { size: LABEL, weight: 700, color: id ? palette.textDim : palette.textMuted, maxLines: 1 },
  );
  if (id)
    drawIcons(
      g,
      optionIcons(id, which),
      b.x + 8,
      b.y + LABEL_H + 3,
      Math.max(CHIP_H, Math.min(40, b.height - LABEL_H - 5)),
      b.x + b.width - 6,
    );
}

/** DrPower's load scale 1-7 and the programs left. */
function drawLoad(g: SKRSContext2D, b: Box, p: PlayerView): void {
  drawText(
    g,
    rw('hack.render.LOAD', { n: p.load, max: LOAD_MAX }),
    { x: b.x, y: b.y, width: b.width, height: LABEL_H },
    { size: LABEL, weight: 700, color: CUBE.blue, maxLines: 1 },
  );
  const s = Math.min(18, (b.width - 6 * 3) / LOAD_MAX, b.height - 2 * LABEL_H - 2);
  for (let k = 1; k <= LOAD_MAX; k++) {
    drawRoundRect(
      g,
      { x: b.x + (k - 1) * (s + 3), y: b.y + LABEL_H + 2, width: s, height: s },
      3,
      k <= p.load ? CUBE.blue : palette.panelAlt,
      { color: palette.line, width: 1 },
    );
  }
  const left = PROGRAMS.filter((pr) => !pr.once || !p.programsUsed.includes(pr.id));
  const y = b.y + LABEL_H + s + 2;
  drawText(
    g,
    rw('hack.render.prog', {
      list: left.map((pr) => `${PROGRAMS.indexOf(pr) + 1}${pr.once ? '' : '∞'}`).join(' ') || rw('hack.render.none'),
    }),
    { x: b.x, y, width: b.width, height: Math.max(LABEL_H, b.y + b.height - y) },
    { size: LABEL, weight: 600, color: palette.textDim, maxLines: 1 },
  );
}

function drawReserve(g: SKRSContext2D, b: Box, cubes: number): void {
  drawText(
    g,
    rw('hack.render.CUBES', { n: cubes }),
    { x: b.x, y: b.y, width: b.width, height: LABEL_H },
    { size: LABEL, weight: 700, color: CUBE.grey, maxLines: 1 },
  );
  const s = Math.min(24, b.height - LABEL_H - 6);
  for (let k = 0; k < cubes && k < 4; k++) drawGreyCube(g, b.x + k * (s + 6), b.y + LABEL_H + 4, s);
}

export function drawPlayers(g: SKRSContext2D, view: HackView, ctx: RenderContext, st: TurnStatus): void {
  const seats = view.order.length === view.p.length ? view.order : view.p.map((_p, i) => i);
  const n = Math.max(1, seats.length);
  const gap = 10;
  // Rows are laid out 80 px high and scaled up when there are few players: up to 1.1x (so the
  // discard piles keep room for their card names), 1.25x solo (the piles go on a second row).
  const h = Math.min(100, (PLAYERS_BOX.height - gap * (n - 1)) / n);
  const k = Math.max(1, Math.min(n === 1 ? 1.25 : 1.1, h / 80));
  const rowH = h / k;
  seats.forEach((seat, row) => {
    const p = view.p[seat];
    if (!p) return;
    g.save();
    g.translate(PLAYERS_BOX.x, PLAYERS_BOX.y + row * (h + gap));
    g.scale(k, k);
    const w = PLAYERS_BOX.width / k;
    // Solo: one row of stats, the two discard piles on a second row under it.
    const below = n === 1 ? { x: 0, y: rowH + gap, width: w, height: rowH } : null;
    drawRow(g, view, ctx, st, seat, p, { x: 0, y: 0, width: w, height: rowH }, below);
    g.restore();
  });
}

function drawRow(
  g: SKRSContext2D,
  _view: HackView,
  ctx: RenderContext,
  st: TurnStatus,
  seat: number,
  p: PlayerView,
  b: Box,
  below: Box | null,
): void {
  const h = b.height;
  {
    const now = st.seats.includes(seat);
    const nameW = below ? 300 : 198;
    drawSeatRow(g, ctx, b, seat, {
      awaited: now,
      tint: 0.12,
      fill: palette.panel,
      token: { x: 27, r: 24 },
      name: { box: { x: b.x + 56, y: b.y + 4, width: nameW, height: h * 0.5 }, size: 24 },
    });
    const chars = p.characters.map(characterName).join(' + ') || rw('hack.render.choosing');
    drawText(
      g,
      chars,
      { x: b.x + 56, y: b.y + h * 0.52, width: nameW, height: h * 0.44 },
      {
        size: 22,
        weight: 700,
        color: p.characters[0] ? CHARACTER_COLOR[p.characters[0]] : palette.textMuted,
        maxLines: 1,
      },
    );
    const inner = { y: b.y + 4, height: h - 8 };
    let x = b.x + 64 + nameW;
    if (p.characters.length) drawFirewall(g, { x, ...inner, width: 140 }, p.firewall);
    else drawStatCell(g, { x, ...inner, width: 140 }, rw('hack.render.FIREWALL'), '–', palette.textMuted);
    x += 148;
    drawStatCell(g, { x, ...inner, width: 70 }, rw('hack.render.DECK'), String(p.deck));
    x += 74;
    drawHandBacks(g, { x, ...inner, width: 110 }, p);
    x += 116;
    const dr = p.characters.includes('drpower');
    const cl = p.characters.includes('cyberlink');
    const extraW = (dr ? 178 : 0) + (cl ? 130 : 0);
    if (below) {
      const pw = (below.width - 8) / 2;
      drawPile(g, { ...below, width: pw }, 'top', p.top, p.topCount);
      drawPile(g, { ...below, x: below.x + pw + 8, width: pw }, 'bottom', p.bottom, p.bottomCount);
    } else {
      const pileW = (b.x + b.width - x - extraW - 10 - 8) / 2;
      drawPile(g, { x, ...inner, width: pileW }, 'top', p.top, p.topCount);
      x += pileW + 8;
      drawPile(g, { x, ...inner, width: pileW }, 'bottom', p.bottom, p.bottomCount);
      x += pileW + 10;
    }
    if (dr) {
      drawLoad(g, { x, ...inner, width: 170 }, p);
      x += 178;
    }
    if (cl) drawReserve(g, { x, ...inner, width: 122 }, p.cubes);
    if (now) drawNowTag(g, b);
  }
}

/**
 * The awaited row's tag, on its top left over the seat token (the kit's tag sits top right, where
 * this row's Load and chain cubes labels are).
 */
function drawNowTag(g: SKRSContext2D, b: Box): void {
  const size = LABEL;
  const tag: Box = { x: b.x + 4, y: b.y - 5 - size * 0.75, width: 70, height: size * 1.5 };
  g.save();
  cutCornerPath(g, tag, size * 0.4);
  g.fillStyle = palette.highlight;
  g.fill();
  g.restore();
  drawText(g, rw('hack.render.NOW'), tag, { size, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
}
