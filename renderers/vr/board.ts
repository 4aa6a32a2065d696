/** Draws the public board into the boxes of its layout (layout.ts); nothing here decides where things go. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { RAID_THRESHOLD } from '../../src/games/vr/data/index.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import {
  type Box,
  drawingLocale,
  drawPanel,
  drawRoundRect,
  drawText,
  drawToken,
  palette,
  seatName,
  seatStyle,
  tr,
  withAlpha,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { typeChip } from './chip.ts';
import { type BoardLayout, type Chip, KEY, type ScoresLayout, SMALL, type StripLayout, winnersOf } from './layout.ts';
import { drawMapBase, drawMapPieces } from './map.ts';
import { t } from './messages.ts';
import { drawStripFrame } from './stripFrame.ts';
import {
  DISTRICT_STYLE,
  drawDirector,
  drawLocToken,
  drawTypeTag,
  drawVerseDot,
  verseTypeColor,
  verseTypeShort,
} from './style.ts';

const PANEL = { glow: 0, padding: 0 } as const;

/** Whose move it is and what they are doing (the header). */
type Status = { who: string; what: string };

/** The whole board on one canvas: the static layer, then what the view decides. */
export function drawBoard(g: SKRSContext2D, L: BoardLayout, view: VrView, ctx: RenderContext, status: Status): void {
  drawBoardBase(g, L);
  drawBoardOver(g, L, view, ctx, status);
}

/** The boxes the static layer depends on (fixed for a number of players, with or without final scores). */
export const boardBaseKey = (L: BoardLayout): string =>
  JSON.stringify([L.map.box, L.map.layout.area, L.agents?.box, L.verses?.box, L.decks?.box, L.scores?.box]);

/**
 * The board's static layer: the frames of the map and the offer panels and the map's base, which no view changes beyond the boxes `boardBaseKey` names. Nothing in it overlaps
 * another panel or the header, so drawing these frames first gives the same pixels as drawing
 * each before its content. The players' strips keep their frames: an awaited strip's glow
 * spills onto the next strip's frame, so that frame must come after it.
 */
export function drawBoardBase(g: SKRSContext2D, L: BoardLayout): void {
  drawPanel(g, L.map.box, { ...PANEL, accent: palette.line, fill: palette.bg, cut: 10 });
  drawMapBase(g, L.map.layout);
  if (L.agents) drawPanel(g, L.agents.box, { ...PANEL, accent: palette.violet });
  if (L.verses) drawPanel(g, L.verses.box, { ...PANEL, accent: palette.magenta });
  if (L.decks) drawPanel(g, L.decks.box, { ...PANEL, accent: palette.red });
  if (L.scores) drawPanel(g, L.scores.box, { ...PANEL, accent: palette.lime });
}

/** Everything the view decides, over the static layer. */
export function drawBoardOver(
  g: SKRSContext2D,
  L: BoardLayout,
  view: VrView,
  ctx: RenderContext,
  status: Status,
): void {
  drawHeader(g, L.header, ctx, status);
  drawMapPieces(g, L.map.layout, view);
  if (L.agents) drawAgents(g, L.agents, view);
  if (L.verses) drawVerses(g, L.verses, view);
  if (L.decks) drawDecks(g, L.decks, view);
  if (L.scores) drawScores(g, L.scores, view, ctx);
  for (const s of L.strips) drawStrip(g, s, view, ctx);
}

/** Whose move it is on the first line (the game's name when nobody's), what they are doing on the second. */
function drawHeader(g: SKRSContext2D, h: BoardLayout['header'], ctx: RenderContext, status: Status): void {
  // One awaited seat: its colour; several: plain white.
  const color = ctx.awaiting.length === 1 ? seatStyle(ctx.awaiting[0]!).color : palette.text;
  if (status.who)
    drawText(g, t('vr.render.who', { who: status.who }), h.title, {
      size: KEY,
      minSize: SMALL,
      weight: 700,
      color,
      maxLines: 1,
    });
  else drawText(g, t('vr.render.title'), h.title, { size: 24, weight: 700, color: palette.cyan, maxLines: 1 });
  drawText(g, h.roundText, h.round, { size: KEY, weight: 700, color: palette.amber, align: 'right', maxLines: 1 });
  const words = tr(status.what);
  const what = words.charAt(0).toLocaleUpperCase(drawingLocale()) + words.slice(1);
  drawText(g, what, h.status, { size: 28, minSize: SMALL, weight: 700, color: palette.text, maxLines: 1 });
}

/** A panel's title, in its colour. */
function drawTitle(g: SKRSContext2D, text: string, box: Box, color: string): void {
  drawText(g, text, box, { size: 22, weight: 700, color, maxLines: 1 });
}

function drawAgents(g: SKRSContext2D, a: NonNullable<BoardLayout['agents']>, view: VrView): void {
  drawTitle(g, t('vr.render.agents', { n: view.agentDeckCount }), a.title, palette.violet);
  a.rows.forEach((r, i) => {
    const sp = view.agentSpaces[i];
    drawLocToken(g, i + 1, r.loc.x + r.loc.width / 2, r.loc.y + r.loc.height / 2, r.loc.height / 2 - 1);
    if (!sp?.agent) {
      drawText(
        g,
        t('vr.render.empty'),
        { ...r.name, x: r.tag.x, width: r.name.x + r.name.width - r.tag.x },
        { size: SMALL, color: palette.textMuted, maxLines: 1 },
      );
      return;
    }
    drawTypeTag(g, sp.agent.type, sp.agent.level, r.tag.x + r.tag.width / 2, r.tag.y + r.tag.height / 2, r.tag.height);
    drawText(g, sp.agent.name, r.name, {
      size: SMALL + 2,
      minSize: SMALL,
      weight: 600,
      color: palette.text,
      maxLines: 1,
    });
    if (sp.borough !== null)
      drawText(g, t('vr.render.boroughShort', { n: sp.borough }), r.borough, {
        size: KEY,
        weight: 700,
        color: palette.text,
        align: 'right',
        maxLines: 1,
      });
  });
}

function drawVerses(g: SKRSContext2D, v: NonNullable<BoardLayout['verses']>, view: VrView): void {
  drawTitle(g, t('vr.render.verses', { n: view.verseDeckCount }), v.title, palette.magenta);
  v.rows.forEach((r, i) => {
    const card = view.verseDisplay[i];
    drawText(g, `${i + 1}`, r.num, { size: SMALL, weight: 700, color: palette.textMuted, maxLines: 1 });
    if (!card) {
      drawText(g, t('vr.render.empty'), r.name, { size: SMALL, color: palette.textMuted, maxLines: 1 });
      return;
    }
    drawText(g, card.name, r.name, { size: SMALL + 2, minSize: SMALL, weight: 600, color: palette.text, maxLines: 1 });
    typeChip(g, r.type, verseTypeShort(card.type), verseTypeColor(card.type));
  });
}

function drawChip(g: SKRSContext2D, c: Chip): void {
  if (c.kind === 'title') {
    const st = DISTRICT_STYLE[c.district as keyof typeof DISTRICT_STYLE];
    typeChip(g, c.box, c.text, st?.line ?? palette.amber);
  } else if (c.kind === 'necro') typeChip(g, c.box, c.text, palette.red, withAlpha(palette.red, 0.32));
  else if (c.kind === 'boost') typeChip(g, c.box, c.text, palette.lime);
  else typeChip(g, c.box, c.text, palette.textDim, palette.panelAlt);
}

function drawDecks(g: SKRSContext2D, d: NonNullable<BoardLayout['decks']>, view: VrView): void {
  drawTitle(g, t('vr.render.necroDeck', { n: view.necroDeckCount }), d.necro, palette.red);
  // The latest Necro card only (its markers are on the strips); the whole list is in /game status.
  const last = view.necroRevealed[view.necroRevealed.length - 1];
  const revealed = !last
    ? t('vr.render.noNecro')
    : view.necroRevealed.length > 1
      ? t('vr.render.lastRevealedOf', { card: last, n: view.necroRevealed.length })
      : t('vr.render.lastRevealed', { card: last });
  drawText(g, revealed, d.revealed, { size: SMALL, color: palette.textDim, maxLines: 1 });
  drawText(g, t('vr.render.boostCards', { n: view.boostCards.length, max: 7 }), d.boostTitle, {
    size: SMALL,
    weight: 700,
    color: palette.lime,
    maxLines: 1,
  });
  for (const c of d.boosts) drawChip(g, c);
}

function drawScores(g: SKRSContext2D, s: ScoresLayout, view: VrView, ctx: RenderContext): void {
  drawText(g, t('vr.render.finalScores'), s.title, { size: 22, weight: 700, color: palette.lime, maxLines: 1 });
  // Headings turned a quarter: read bottom to top, like a spreadsheet's narrow columns.
  const turned = (text: string, b: Box, color: string): void => {
    g.save();
    g.translate(b.x + b.width / 2, b.y + b.height);
    g.rotate(-Math.PI / 2);
    drawText(
      g,
      text,
      { x: 0, y: -b.width / 2, width: b.height, height: b.width },
      { size: SMALL, weight: 600, color, maxLines: 1 },
    );
    g.restore();
  };
  for (const c of s.columns) turned(c.label, c.head, palette.textDim);
  turned(t('vr.render.total'), s.totalHead, palette.lime);
  const won = winnersOf(view);
  const scores = view.scores ?? [];
  for (const r of s.rows) {
    const x = scores[r.seat]!;
    drawRoundRect(
      g,
      r.box,
      8,
      won.includes(r.seat) ? withAlpha(palette.lime, 0.16) : r.rank % 2 === 0 ? palette.panelAlt : palette.panel,
    );
    drawToken(g, r.seat, r.token.x + r.token.width / 2, r.token.y + r.token.height / 2, 13, { letter: false });
    drawText(g, `${seatStyle(r.seat).letter} · ${seatName(ctx, r.seat)}${won.includes(r.seat) ? ' ★' : ''}`, r.name, {
      size: SMALL + 2,
      minSize: SMALL,
      weight: 700,
      color: palette.text,
      maxLines: 1,
    });
    s.columns.forEach((c, i) => {
      const v = x[c.key] ?? 0;
      drawText(g, String(v), r.cells[i]!, {
        size: 24,
        minSize: SMALL,
        weight: 600,
        color: v < 0 ? palette.red : v === 0 ? palette.textMuted : palette.text,
        align: 'center',
        maxLines: 1,
      });
    });
    drawText(g, String(x.total ?? 0), r.total, {
      size: 30,
      weight: 700,
      color: palette.lime,
      align: 'center',
      maxLines: 1,
    });
  }
}

function drawStrip(g: SKRSContext2D, s: StripLayout, view: VrView, ctx: RenderContext): void {
  const p = view.p[s.seat];
  if (!p) return;
  const style = seatStyle(s.seat);
  drawStripFrame(
    g,
    s.box,
    s.seat,
    0,
    s.awaited ? { label: '' } : s.tag?.winner ? { label: '', winner: true } : undefined,
  );
  if (s.tag) {
    const color = s.tag.winner ? palette.lime : palette.highlight;
    drawRoundRect(g, s.tag.box, 6, color);
    drawText(g, s.tag.text, s.tag.box, {
      size: SMALL + 2,
      minSize: SMALL,
      weight: 700,
      color: palette.ink,
      align: 'center',
      maxLines: 1,
    });
  }

  const h = s.head;
  if (h.position) {
    const pos = view.order.indexOf(s.seat) + 1;
    drawRoundRect(g, h.position, 6, view.current === s.seat ? palette.highlight : palette.panelAlt);
    drawText(g, String(pos), h.position, {
      size: SMALL + 2,
      weight: 700,
      color: view.current === s.seat ? palette.ink : palette.textDim,
      align: 'center',
      maxLines: 1,
    });
  }
  // The token's letter would be too small at this size: the letter leads the name instead.
  drawToken(g, s.seat, h.token.x + h.token.width / 2, h.token.y + h.token.height / 2, 14, { letter: false });
  drawText(g, `${style.letter} · ${seatName(ctx, s.seat)}`, h.name, {
    size: KEY,
    minSize: SMALL,
    weight: 700,
    color: style.color,
    maxLines: 1,
  });
  h.directors.forEach((b, d) => {
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    if (d < p.directorsLeft) drawDirector(g, s.seat, cx, cy, 10, false);
    else {
      g.save();
      g.beginPath();
      g.arc(cx, cy, 5, 0, Math.PI * 2);
      g.fillStyle = palette.line;
      g.fill();
      g.restore();
    }
  });

  const corr =
    p.corruptionCount >= RAID_THRESHOLD ? palette.red : p.corruptionCount > 0 ? palette.amber : palette.textMuted;
  const colors: Record<string, string> = {
    money: palette.amber,
    income: palette.text,
    immunity: p.immunity > 0 ? palette.lime : palette.textMuted,
    corruption: corr,
    vp: p.vpTokens > 0 ? palette.text : palette.textMuted,
    reserve: palette.text,
    servers: p.servers.length > 0 ? palette.text : palette.textMuted,
    recycle: p.recycle > 0 ? palette.text : palette.textMuted,
  };
  for (const c of s.stats) {
    drawText(g, c.label, c.labelBox, { size: SMALL, weight: 500, color: palette.textDim, maxLines: 1 });
    drawText(g, c.value, c.valueBox, { size: KEY, weight: 700, color: colors[c.key] ?? palette.text, maxLines: 1 });
  }

  s.agents.slots.forEach((slot, i) => {
    const a = p.onDuty[i]!;
    g.save();
    if (a.turned) g.globalAlpha = 0.55;
    drawTypeTag(g, a.type, a.level, slot.tag.x + slot.tag.width / 2, slot.tag.y + slot.tag.height / 2, slot.tag.height);
    g.restore();
    drawText(g, a.name, slot.name, {
      size: SMALL,
      weight: 600,
      color: a.turned ? palette.textDim : palette.text,
      maxLines: 1,
    });
    if (slot.used) {
      drawRoundRect(g, slot.used, 5, palette.line);
      drawText(g, t('vr.render.used'), slot.used, {
        size: SMALL,
        weight: 700,
        color: palette.text,
        align: 'center',
        maxLines: 1,
      });
    }
  });
  if (s.agents.none)
    drawText(g, t('vr.render.noAgent'), s.agents.none, { size: SMALL, color: palette.textMuted, maxLines: 1 });
  if (s.agents.retired)
    drawText(g, t('vr.render.retired', { n: p.retired.length }), s.agents.retired, {
      size: SMALL,
      weight: 500,
      color: palette.textDim,
      align: 'right',
      maxLines: 1,
    });

  for (const c of s.marks.chips) drawChip(g, c);
  if (s.marks.boosts)
    drawText(g, s.marks.boostsText, s.marks.boosts, {
      size: SMALL,
      weight: 600,
      color: p.boosts.length ? palette.lime : palette.textMuted,
      maxLines: 1,
    });

  const v = s.verses;
  drawText(g, v.labelText, v.label, { size: SMALL, weight: 700, color: palette.textMuted, maxLines: 1 });
  for (const gr of v.groups) {
    const color = verseTypeColor(gr.type);
    drawText(g, verseTypeShort(gr.type), gr.name, { size: SMALL, weight: 600, color, maxLines: 1 });
    gr.dots.forEach((d, k) =>
      drawVerseDot(g, d.x + d.width / 2, d.y + d.height / 2, d.width / 2 - 1, color, k < gr.online),
    );
  }
}
