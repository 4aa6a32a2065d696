/**
 * The two panels in the city's free space: the turn track (6 slots, the next asset to be revealed
 * marked) at the top, the decks, the reserve and the last event at the bottom.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { ACTION_TYPES, RULES, perCount } from '../../src/games/newangeles/data/index.ts';
import type { NaView } from '../../src/games/newangeles/view.ts';
import { drawRoundRect, drawText, font, palette, withAlpha, type Box } from '../kit/index.ts';
import { chip, drawMarker, drawOutageMark, drawUnrestMark } from './glyphs.ts';
import { DECKS_BOX, TRACK_BOX } from './layout.ts';
import { TIMING_CODE, TYPE_COLOR, TYPE_NAME, assetShort } from './style.ts';

type G = SKRSContext2D;
const TITLE_H = 26;
const SLOTS = 6;

function slotBox(i: number): Box {
  const b = TRACK_BOX;
  const top = b.y + TITLE_H + 8;
  const h = (b.y + b.height - 6 - top) / SLOTS;
  return { x: b.x + 8, y: top + i * h, width: b.width - 16, height: h - 3 };
}

/** The turn track's frame, title and slot numbers. */
export function drawTrackBase(g: G): void {
  drawRoundRect(g, TRACK_BOX, 8, withAlpha(palette.panel, 0.95), { color: palette.amber, width: 1.5 });
  drawText(g, 'TURN TRACK', { x: TRACK_BOX.x + 10, y: TRACK_BOX.y + 4, width: 150, height: TITLE_H }, { size: 17, weight: 700, color: palette.amber, maxLines: 1 });
  for (let i = 0; i < SLOTS; i++) {
    const s = slotBox(i);
    const n: Box = { x: s.x, y: s.y, width: 24, height: s.height };
    drawRoundRect(g, n, 4, palette.panelAlt, { color: palette.line, width: 1 });
    drawText(g, String(i + 1), n, { size: 16, minSize: 10, weight: 700, color: palette.textDim, align: 'center', maxLines: 1 });
  }
  drawRoundRect(g, DECKS_BOX, 8, withAlpha(palette.panel, 0.95), { color: palette.line, width: 1 });
}

/** The slots' assets as they stand; the next one to be revealed (the rightmost filled) tagged. */
export function drawTrackOver(g: G, view: NaView): void {
  const used = perCount(RULES.slots, view.players);
  const filled = view.track.map((a, i) => (a ? i : -1)).filter((i) => i >= 0);
  const next = filled.length ? filled[filled.length - 1]! : -1;
  drawText(g, `${filled.length} left`, { x: TRACK_BOX.x + 150, y: TRACK_BOX.y + 4, width: TRACK_BOX.width - 160, height: TITLE_H }, {
    size: 15, minSize: 10, weight: 700, color: palette.textDim, align: 'right', maxLines: 1,
  });
  for (let i = 0; i < SLOTS; i++) {
    const s = slotBox(i);
    const body: Box = { x: s.x + 28, y: s.y, width: s.width - 28, height: s.height };
    const a = view.track[i];
    if (!a) {
      const why = i >= used ? `unused at ${view.players} players` : 'taken';
      drawText(g, why, { ...body, x: body.x + 4 }, { size: 13, minSize: 9, weight: 600, color: palette.textMuted, maxLines: 1 });
      continue;
    }
    const isNext = i === next;
    drawRoundRect(g, body, 4, isNext ? withAlpha(palette.amber, 0.22) : palette.panelAlt, { color: isNext ? palette.amber : palette.line, width: isNext ? 2 : 1 });
    let right = body.x + body.width - 3;
    if (isNext) right -= chip(g, right - chip(g, 0, 0, body.height - 6, 'NEXT', palette.amber, palette.ink, true), body.y + 3, body.height - 6, 'NEXT', palette.amber) + 3;
    const code = TIMING_CODE[a.timing] ?? '?';
    right -= chip(g, right - chip(g, 0, 0, body.height - 6, code, palette.textDim, palette.ink, true), body.y + 3, body.height - 6, code, palette.textDim) + 4;
    drawText(g, assetShort(a.name), { x: body.x + 5, y: body.y, width: right - body.x - 6, height: body.height }, { size: 15, minSize: 10, weight: 700, color: palette.text, maxLines: 1 });
  }
}

/** Decks, discard, the reserve and the last event (bottom zone). */
export function drawDecks(g: G, view: NaView): void {
  const b = DECKS_BOX;
  const x0 = b.x + 10;
  let y = b.y + 16;
  g.save();
  g.font = font(14, 700);
  g.textBaseline = 'middle';
  g.fillStyle = palette.cyan;
  g.fillText('DECKS', x0, y);
  let x = x0 + 56;
  for (const t of ACTION_TYPES) {
    g.fillStyle = TYPE_COLOR[t];
    const label = `${TYPE_NAME[t][0]}${view.decks[t]}`;
    g.fillText(label, x, y);
    x += g.measureText(label).width + 10;
  }
  g.restore();
  y += 22;
  drawText(g, `discard ${view.discard} (face down) · assets ${view.assetDeck} · events ${view.eventDeck}`, { x: x0, y: y - 10, width: b.width - 20, height: 20 }, {
    size: 13, minSize: 9, weight: 600, color: palette.textDim, maxLines: 1,
  });
  y += 24;
  g.save();
  g.font = font(14, 700);
  g.textBaseline = 'middle';
  g.fillStyle = palette.cyan;
  g.fillText('RESERVE', x0, y);
  g.restore();
  // The reserve: a glyph and a count per component.
  const r = view.reserve;
  const items: [string, number][] = [
    ['android', r.android], ['development', r.development], ['illness', r.illness], ['humanFirst', r.humanFirst],
    ['orgcrime', r.orgcrime], ['prisec', r.prisec], ['outage', r.outage], ['unrest', r.unrest],
  ];
  x = x0;
  y += 22;
  const step = (b.width - 20) / 4;
  items.forEach(([k, n], i) => {
    const cx = x + (i % 4) * step + 10;
    const cy = y + Math.floor(i / 4) * 22;
    if (k === 'outage') drawOutageMark(g, cx, cy, 8);
    else if (k === 'unrest') drawUnrestMark(g, cx, cy, 8, 1);
    else drawMarker(g, k as 'android', cx, cy, 8, 1);
    drawText(g, `${n}`, { x: cx + 12, y: cy - 10, width: step - 26, height: 20 }, { size: 15, minSize: 9, weight: 700, color: n ? palette.text : palette.red, maxLines: 1 });
  });
  y += 44;
  const ev = view.lastEvent ? `Last event: ${view.lastEvent.name}` : 'No event yet';
  drawText(g, ev, { x: x0, y: y - 10, width: b.width - 20, height: 20 }, { size: 13, minSize: 9, weight: 600, color: palette.textDim, maxLines: 1 });
}
