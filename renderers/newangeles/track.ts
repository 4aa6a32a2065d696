/**
 * The turn track in the city's free space between its top arms: 6 slots, each with the asset still
 * waiting there, the next one to be revealed (the rightmost filled) lit. The decks, the reserve and
 * the last event are left to `/game status`.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { perCount, RULES } from '../../src/games/newangeles/data/index.ts';
import type { NaView } from '../../src/games/newangeles/view.ts';
import { type Box, drawLabelChip, drawRoundRect, drawText, palette, withAlpha } from '../kit/index.ts';
import { TRACK_BOX } from './layout.ts';
import { r } from './messages.ts';
import { assetShort, TEXT } from './style.ts';

type G = SKRSContext2D;
const TITLE_H = 30;
const SLOTS = 6;

function slotBox(i: number): Box {
  const b = TRACK_BOX;
  const top = b.y + TITLE_H + 4;
  const h = (b.y + b.height - 4 - top) / SLOTS;
  return { x: b.x + 6, y: top + i * h, width: b.width - 12, height: h - 2 };
}

/** The turn track's frame, title and slot numbers. */
export function drawTrackBase(g: G): void {
  drawRoundRect(g, TRACK_BOX, 8, withAlpha(palette.panel, 0.95), { color: palette.amber, width: 1.5 });
  drawText(
    g,
    r('na.render.assets'),
    { x: TRACK_BOX.x + 10, y: TRACK_BOX.y + 3, width: 110, height: TITLE_H },
    { size: TEXT, minSize: TEXT, weight: 700, color: palette.amber, maxLines: 1 },
  );
  for (let i = 0; i < SLOTS; i++) {
    const s = slotBox(i);
    const n: Box = { x: s.x, y: s.y, width: 24, height: s.height };
    drawLabelChip(g, n, String(i + 1), {
      fill: palette.panelAlt,
      ink: palette.textDim,
      line: palette.line,
      radius: 4,
      size: TEXT,
      minSize: TEXT,
    });
  }
}

/** The slots' assets as they stand; the next one to be revealed (the rightmost filled) lit. */
export function drawTrackOver(g: G, view: NaView): void {
  const used = perCount(RULES.slots, view.players);
  const filled = view.track.map((a, i) => (a ? i : -1)).filter((i) => i >= 0);
  const next = filled.length ? filled[filled.length - 1]! : -1;
  drawText(
    g,
    r('na.render.left', { n: filled.length }),
    { x: TRACK_BOX.x + 110, y: TRACK_BOX.y + 3, width: TRACK_BOX.width - 120, height: TITLE_H },
    {
      size: TEXT,
      minSize: TEXT,
      weight: 700,
      color: palette.textDim,
      align: 'right',
      maxLines: 1,
    },
  );
  for (let i = 0; i < SLOTS; i++) {
    const s = slotBox(i);
    const body: Box = { x: s.x + 28, y: s.y, width: s.width - 28, height: s.height };
    const a = view.track[i];
    if (!a) {
      // A slot already taken, or not used at this player count: a dash.
      if (i < used)
        drawText(
          g,
          '—',
          { ...body, x: body.x + 6 },
          { size: TEXT, minSize: TEXT, weight: 600, color: palette.textMuted, maxLines: 1 },
        );
      continue;
    }
    const isNext = i === next;
    drawRoundRect(g, body, 4, isNext ? withAlpha(palette.amber, 0.3) : palette.panelAlt, {
      color: isNext ? palette.amber : palette.line,
      width: isNext ? 2 : 1,
    });
    drawText(
      g,
      assetShort(a.name),
      { x: body.x + 5, y: body.y, width: body.width - 8, height: body.height },
      { size: TEXT, minSize: TEXT, weight: 700, color: isNext ? palette.amber : palette.text, maxLines: 1 },
    );
  }
}
