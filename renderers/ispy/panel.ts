/** The side panel: the round track with the Scoring Phases and Initiative, Influence and Power, the Politician spaces. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  ADVANTAGES,
  NATIONS,
  PHASE_SPACES,
  ROUNDS,
  SCORING_ROUNDS,
  SHADOW_SPACES,
  TRACK_MAX,
} from '../../src/games/ispy/data/index.ts';
import { m } from '../../src/games/ispy/messages.ts';
import type { IspyView, SpaceView } from '../../src/games/ispy/view.ts';
import {
  type Box,
  drawPanel,
  drawRoundRect,
  drawText,
  drawToken,
  inset,
  measureText,
  minTextPx,
  palette,
  seatName,
  seatStyle,
  tr,
  withAlpha,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { BOARD_WIDTH, POLS_BOX, ROUND_BOX, TRACKS_BOX } from './layout.ts';
import { r } from './messages.ts';

/** The board's smallest text: 8 px tall when the board is shown 550 px wide. */
const TEXT = minTextPx(BOARD_WIDTH);
/** The track rows' columns: the Nation's name, its Influence (number and bar), its Power. */
const NAME_W = 188;
const INF_W = 146;

/**
 * The name column as wide as the longest Nation's name needs in the board's language (at least
 * NAME_W), taken from the Influence bar's width.
 */
function columns(g: SKRSContext2D): { nameW: number; infW: number } {
  const longest = Math.max(...NATIONS.map((n) => measureText(g, nationName(n), TEXT, 700)));
  const nameW = Math.max(NAME_W, Math.ceil(longest) + 16 + 6);
  return { nameW, infW: INF_W - (nameW - NAME_W) };
}

import { NATION_COLOR, nationName, tokenRadius } from './style.ts';

/** The frames and fixed labels, for the static layer. */
export function drawPanelBase(g: SKRSContext2D): void {
  drawPanel(g, ROUND_BOX, { accent: palette.cyan, glow: 0, padding: 10 });
  const t = drawPanel(g, TRACKS_BOX, {
    accent: palette.magenta,
    glow: 0,
    padding: 10,
    title: r('spy.render.tracksTitle'),
    titleSize: 22,
  });
  const head = { size: TEXT, minSize: TEXT, weight: 600, color: palette.textMuted, maxLines: 1 } as const;
  const { nameW, infW } = columns(g);
  drawText(g, r('spy.render.nation'), { x: t.x, y: t.y - 2, width: nameW, height: 24 }, head);
  drawText(g, r('spy.render.influenceHead'), { x: t.x + nameW, y: t.y - 2, width: infW, height: 24 }, head);
  drawText(g, r('spy.render.power'), { x: t.x + nameW + infW + 8, y: t.y - 2, width: 120, height: 24 }, head);
  NATIONS.forEach((n, i) => {
    const row = trackRow(i);
    drawRoundRect(g, { x: row.x, y: row.y + 6, width: 10, height: row.height - 12 }, 3, NATION_COLOR[n]);
    drawText(
      g,
      nationName(n),
      { x: row.x + 16, y: row.y, width: nameW - 16, height: row.height },
      { size: TEXT, minSize: TEXT, weight: 700, color: palette.text, maxLines: 1 },
    );
  });
  drawPanel(g, POLS_BOX, {
    accent: palette.violet,
    glow: 0,
    padding: 10,
    title: r('spy.render.politicians'),
    titleSize: 22,
  });
}

const TRACKS_TOP = TRACKS_BOX.y + 10 + 22 * 1.3 + 5 + 24;
const ROW_H = (TRACKS_BOX.y + TRACKS_BOX.height - 12 - TRACKS_TOP) / 6;

function trackRow(i: number): Box {
  return { x: TRACKS_BOX.x + 10, y: TRACKS_TOP + i * ROW_H, width: TRACKS_BOX.width - 20, height: ROW_H };
}

function bar(g: SKRSContext2D, b: Box, value: number, color: string): void {
  drawRoundRect(g, b, 4, palette.panelAlt, { color: palette.line, width: 1 });
  const w = Math.max(0, Math.min(1, value / TRACK_MAX)) * b.width;
  if (w > 0) drawRoundRect(g, { ...b, width: Math.max(6, w) }, 4, color);
}

function drawRounds(g: SKRSContext2D, view: IspyView, ctx: RenderContext): void {
  const b = inset(ROUND_BOX, 12, 8);
  drawText(
    g,
    view.over ? r('spy.render.GAMEOVER') : r('spy.render.ROUND', { round: view.round, rounds: ROUNDS }),
    // Clear of the Initiative label, right-aligned at b.x + 256 (shrunk to fit if need be).
    { x: b.x, y: b.y, width: 246 - measureText(g, r('spy.render.initiative'), TEXT, 600), height: 30 },
    { size: 26, minSize: TEXT, weight: 700, color: palette.cyan, maxLines: 1 },
  );
  // Initiative: the token and the name, right-aligned.
  const ini = view.initiative;
  const name = seatName(ctx, ini);
  drawText(
    g,
    r('spy.render.initiative'),
    { x: b.x + 160, y: b.y, width: 96, height: 30 },
    { size: TEXT, minSize: TEXT, weight: 600, color: palette.textDim, align: 'right', maxLines: 1 },
  );
  drawToken(g, ini, b.x + 288, b.y + 15, tokenRadius(ini, 14));
  drawText(
    g,
    name,
    { x: b.x + 312, y: b.y, width: b.width - 312, height: 30 },
    { size: TEXT + 1, minSize: TEXT, weight: 700, color: seatStyle(ini).color, maxLines: 1 },
  );
  const cellsTop = b.y + 36;
  const gap = 4;
  const w = (b.width - gap * (ROUNDS - 1)) / ROUNDS;
  for (let r = 1; r <= ROUNDS; r++) {
    const cell: Box = { x: b.x + (r - 1) * (w + gap), y: cellsTop, width: w, height: 32 };
    const now = r === view.round && !view.over;
    const done = r < view.round || view.over;
    const scoring = SCORING_ROUNDS.includes(r);
    drawRoundRect(g, cell, 5, now ? palette.cyan : done ? withAlpha(palette.cyan, 0.25) : palette.panel, {
      color: scoring ? palette.amber : palette.line,
      width: scoring ? 3 : 1.5,
    });
    drawText(g, String(r), cell, {
      size: TEXT,
      minSize: TEXT,
      weight: 700,
      color: now ? palette.ink : scoring ? palette.amber : palette.textDim,
      align: 'center',
      maxLines: 1,
    });
  }
  const next = SCORING_ROUNDS.find((n, i) => i >= view.phase && n >= view.round);
  const k = next === undefined ? -1 : SCORING_ROUNDS.indexOf(next);
  const text =
    view.over || next === undefined || k < 0
      ? r('spy.render.scoringAfter', { list: SCORING_ROUNDS.join(', ') })
      : r('spy.render.nextScoring', { round: next, advantages: ADVANTAGES[k]!.map((a) => `+${a}`).join(' ') });
  drawText(
    g,
    text,
    { x: b.x, y: cellsTop + 34, width: b.width, height: 26 },
    { size: TEXT, minSize: TEXT, weight: 600, color: palette.amber, maxLines: 1 },
  );
}

function drawTracks(g: SKRSContext2D, view: IspyView): void {
  const { nameW, infW } = columns(g);
  NATIONS.forEach((n, i) => {
    const row = trackRow(i);
    const x0 = row.x + nameW;
    const inf = view.influence[n];
    const pow = view.power[n];
    drawText(
      g,
      String(inf),
      { x: x0, y: row.y, width: 40, height: row.height },
      { size: 28, minSize: TEXT, weight: 700, color: palette.text, align: 'right', maxLines: 1 },
    );
    bar(g, { x: x0 + 46, y: row.y + row.height / 2 - 8, width: infW - 52, height: 16 }, inf, NATION_COLOR[n]);
    const px = x0 + infW + 4;
    drawText(
      g,
      String(pow),
      { x: px, y: row.y, width: 36, height: row.height },
      { size: 28, minSize: TEXT, weight: 700, color: palette.amber, align: 'right', maxLines: 1 },
    );
    // The Power track: a rail 0-38 with the Nation's marker on it.
    const rail: Box = { x: px + 50, y: row.y + row.height / 2 - 2, width: row.x + row.width - px - 58, height: 4 };
    drawRoundRect(g, rail, 2, palette.line);
    const mx = rail.x + (Math.max(0, Math.min(TRACK_MAX, pow)) / TRACK_MAX) * rail.width;
    g.save();
    g.beginPath();
    g.moveTo(mx, rail.y - 9);
    g.lineTo(mx + 8, rail.y + 2);
    g.lineTo(mx, rail.y + 13);
    g.lineTo(mx - 8, rail.y + 2);
    g.closePath();
    g.fillStyle = NATION_COLOR[n];
    g.fill();
    g.lineWidth = 1.5;
    g.strokeStyle = palette.amber;
    g.stroke();
    g.restore();
  });
}

function drawSpace(g: SKRSContext2D, b: Box, sp: SpaceView | undefined): void {
  if (!sp?.occupied) {
    g.save();
    g.setLineDash([4, 4]);
    g.strokeStyle = palette.line;
    g.lineWidth = 1.5;
    g.strokeRect(b.x + 1, b.y + 1, b.width - 2, b.height - 2);
    g.restore();
    drawText(g, '–', b, { size: TEXT, minSize: TEXT, color: palette.textMuted, align: 'center', maxLines: 1 });
    return;
  }
  drawRoundRect(g, b, 5, '#2a2240', { color: palette.violet, width: 2 });
  drawText(
    g,
    '?',
    { ...b, height: b.height - 14 },
    { size: TEXT + 1, minSize: TEXT, weight: 700, color: withAlpha(palette.violet, 0.9), align: 'center', maxLines: 1 },
  );
  // Control Tokens: a dot per token in its seat's colour, with the seat's letter.
  const n = sp.tokens.length;
  sp.tokens.forEach((seat, i) => {
    const cx = b.x + b.width / 2 + (i - (n - 1) / 2) * 13;
    drawToken(g, seat, cx, b.y + b.height - 9, 6.5, { letter: false });
  });
}

/** Names whose surname rule would mislead or collide ("Ferdinand" is also Foch's first name), in English and French. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  'Franz Ferdinand': 'Franz Ferdinand',
  'Grand Duke Nicholas': 'Grand Duke Nicholas',
  'Grand-duc Nicolas': 'Grand-duc Nicolas',
  'François-Joseph Ier': 'François-Joseph',
  'David Lloyd George': 'Lloyd George',
  'Franz Joseph I': 'Franz Joseph',
  'Franz Conrad von Hötzendorf': 'Conrad',
  'Victor Emmanuel III': 'Victor Emmanuel III',
};
/**
 * A revealed Politician's name short enough for three on a row: the surname, after "von" or "di"
 * (Bethmann Hollweg, San Giuliano), a monarch's name with its number (Wilhelm II). The name is
 * put into the drawing's language first (it may be a token).
 */
export function shortPolitician(text: string): string {
  const name = tr(text);
  if (SHORT_NAMES[name]) return SHORT_NAMES[name];
  const w = name.split(' ');
  if (/^(I|II|III|IV|V|Ier)$/.test(w.at(-1)!)) return w.slice(-2).join(' ');
  const p = w.findIndex((x) => x === 'von' || x === 'di');
  return p >= 0 ? w.slice(p + 1).join(' ') : w.at(-1)!;
}

/** Names joined by " · ", broken into lines between names only (never inside "San Giuliano"). */
function nameLines(g: SKRSContext2D, names: readonly string[], width: number): string {
  const lines: string[] = [];
  for (const n of names) {
    const last = lines.at(-1);
    if (last !== undefined && measureText(g, `${last} · ${n}`, TEXT, 600) <= width)
      lines[lines.length - 1] = `${last} · ${n}`;
    else lines.push(n);
  }
  return lines.join('\n');
}

function drawPoliticians(g: SKRSContext2D, view: IspyView): void {
  const top = POLS_BOX.y + 10 + 22 * 1.3 + 6;
  const inner = { x: POLS_BOX.x + 10, width: POLS_BOX.width - 20 };
  drawText(
    g,
    r('spy.render.deck', { n: view.politicianDeck }),
    { x: inner.x, y: POLS_BOX.y + 10, width: inner.width - 6, height: 22 * 1.3 },
    { size: TEXT, minSize: TEXT, weight: 600, color: palette.textMuted, align: 'right', maxLines: 1 },
  );
  const labelW = 118;
  const tileW = 40;
  const groups: { label: string; spaces: readonly number[]; phase: number | null; done: boolean; next: boolean }[] = [
    ...PHASE_SPACES.map((spaces, i) => ({
      label: m('spy.words.phase', { n: i + 1 }),
      spaces,
      phase: i + 1,
      done: i < view.phase,
      next: i === view.phase && !view.over,
    })),
    { label: m('spy.words.shadows'), spaces: SHADOW_SPACES, phase: null, done: false, next: false },
  ];
  const rowH = (POLS_BOX.y + POLS_BOX.height - 8 - top) / groups.length;
  // Names revealed with no phase recorded (older games) go with the first done phase.
  const firstDone = groups.find((x) => x.done)?.phase;
  groups.forEach((grp, row) => {
    const y = top + row * rowH;
    drawText(
      g,
      grp.label + (grp.done ? ' ✓' : ''),
      { x: inner.x, y, width: labelW - 6, height: rowH },
      {
        size: TEXT,
        minSize: TEXT,
        weight: 700,
        color: grp.next ? palette.amber : grp.done ? palette.textMuted : palette.textDim,
        maxLines: 2,
        lineHeight: 1.05,
      },
    );
    const x = inner.x + labelW;
    const names = grp.done
      ? view.revealed.filter((v) => (v.phase ?? firstDone) === grp.phase).map((v) => shortPolitician(v.name))
      : [];
    if (grp.done) {
      // A done phase shows whom it revealed: the tiles are gone, their names stay legible.
      drawText(
        g,
        names.length ? nameLines(g, names, inner.width - labelW) : r('spy.render.noneRevealed'),
        { x, y, width: inner.width - labelW, height: rowH },
        {
          size: TEXT,
          minSize: TEXT,
          weight: 600,
          color: names.length ? palette.text : palette.textMuted,
          maxLines: 2,
          lineHeight: 1.05,
        },
      );
      return;
    }
    grp.spaces.forEach((idx, j) => {
      const tile: Box = { x: x + j * (tileW + 5), y: y + 3, width: tileW, height: rowH - 6 };
      drawSpace(
        g,
        tile,
        view.spaces.find((sp) => sp.index === idx),
      );
    });
  });
}

export function drawPanelOver(g: SKRSContext2D, view: IspyView, ctx: RenderContext): void {
  drawRounds(g, view, ctx);
  drawTracks(g, view);
  drawPoliticians(g, view);
}
