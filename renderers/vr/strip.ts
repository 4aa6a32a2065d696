/** One player's public strip: money and tokens, Agents on Duty, Boosts, Verses, Titles, Necro markers. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { RAID_THRESHOLD } from '../../src/games/vr/data/index.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import {
  type Box,
  drawRoundRect,
  drawText,
  drawToken,
  measureText,
  palette,
  seatName,
  seatStyle,
  sliceLeft,
  sliceTop,
  withAlpha,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { typeChip } from './chip.ts';
import { t } from './messages.ts';
import { drawStripFrame } from './stripFrame.ts';
import {
  ACTION_ORDER,
  ACTION_SHORT,
  DISTRICT_STYLE,
  districtName,
  drawTypeTag,
  drawVerseDot,
  MODIFIER_TEXT,
  TYPE_TAG_W,
  titleChip,
  verseTypeColor,
} from './style.ts';

/** Strips at least this wide put Boosts and Verses beside the rest; narrower ones put them underneath. */
const WIDE = 1000;
const PAD = 10;
const HEAD = 30;
const ROW = 25;
const GAP = 14;

/** Height of a strip drawn `width` wide. */
export function stripHeight(width: number): number {
  const body = 4 * ROW;
  return width >= WIDE ? 2 * PAD + HEAD + 6 + body + 4 : 2 * PAD + HEAD + 6 + body + 8 + 3 * 24 + 2;
}

export interface StripOptions {
  /** Tag on the awaited ring; default "TO PLAY" for the current player, "DECIDE" otherwise. */
  readonly awaitLabel?: string;
  /** Winner ring at the end. */
  readonly winner?: boolean;
}

type PlayerView = VrView['p'][number];

/** Draws seat's strip in `b` (height stripHeight(b.width)). */
export function drawPlayerStrip(
  g: SKRSContext2D,
  b: Box,
  view: VrView,
  ctx: RenderContext,
  seat: number,
  opts: StripOptions = {},
): void {
  const p = view.p[seat];
  if (!p) return;
  const awaited = ctx.awaiting.includes(seat);
  const ring = awaited
    ? {
        label:
          opts.awaitLabel ??
          (view.current === seat && !view.pending ? t('vr.render.tag.toPlay') : t('vr.render.tag.decide')),
      }
    : opts.winner
      ? { label: t('vr.render.tag.winner'), winner: true }
      : undefined;
  const inner = drawStripFrame(g, b, seat, PAD, ring);

  const [head, body] = sliceTop(inner, HEAD, 6);
  drawHead(g, head, view, ctx, seat, p, awaited || !!opts.winner);

  const wide = b.width >= WIDE;
  const [main, under] = wide ? [body, null] : sliceTop(body, 4 * ROW, 8);
  const [stats, r1] = sliceLeft(main, 316, GAP);
  let duty = r1;
  let boosts: Box;
  let verses: Box;
  if (wide) {
    let rest: Box;
    [duty, rest] = sliceLeft(r1, 300, GAP);
    [boosts, verses] = sliceLeft(rest, 190, GAP);
  } else {
    // Boosts on one full-width line, Verses on the two under it.
    [boosts, verses] = sliceTop(under!, 24, 0);
  }
  drawStats(g, stats, p);
  drawDuty(g, duty, p.onDuty, p.retired.length);
  drawBoosts(g, boosts, p.boosts, wide);
  drawVerses(g, verses, p.verses, wide);
}

/** Token, name, then chips: Titles held (★) and this Round's Necro markers. */
function drawHead(
  g: SKRSContext2D,
  head: Box,
  view: VrView,
  ctx: RenderContext,
  seat: number,
  p: PlayerView,
  tagged: boolean,
): void {
  const style = seatStyle(seat);
  // The hand's own strip: the header's large token carries the letter.
  drawToken(g, seat, head.x + 14, head.y + head.height / 2, 14, { letter: false });
  const name = seatName(ctx, seat);
  // Leave the top-right corner to the WAITING/WINNER tag.
  const right = head.x + head.width - (tagged ? 150 : 0);
  const chips = [
    ...p.titles.map((d) => {
      const st = DISTRICT_STYLE[d as keyof typeof DISTRICT_STYLE];
      const used = view.titlesTurned.includes(d);
      return {
        full: titleChip(districtName(d), false, used),
        short: titleChip(st?.abbr ?? d, false, used),
        color: st?.line ?? palette.amber,
        fill: undefined as string | undefined,
      };
    }),
    ...p.modifiers.map((m) => ({
      full: t('vr.render.necroChip', { marker: MODIFIER_TEXT[m] ?? m }),
      short: MODIFIER_TEXT[m] ?? m,
      color: palette.red,
      fill: withAlpha(palette.red, 0.3),
    })),
  ];
  const widthOf = (t: string): number => measureText(g, t, 20, 600) + 16;
  const nameW = measureText(g, name, 24, 700) + 4;
  const room = right - (head.x + 34 + nameW + 12);
  const full = chips.reduce((a, c) => a + widthOf(c.full) + 6, 0) <= room;
  // The name gives way to the chips down to a quarter of the line; chips that still do not fit are left out.
  let x =
    head.x +
    34 +
    Math.min(
      nameW,
      Math.max(
        head.width * 0.25,
        right - head.x - 34 - 12 - chips.reduce((a, c) => a + widthOf(full ? c.full : c.short) + 6, 0),
      ),
    );
  drawText(
    g,
    name,
    { x: head.x + 34, y: head.y, width: x - head.x - 34, height: head.height },
    { size: 24, weight: 700, color: style.color, maxLines: 1 },
  );
  x += 12;
  for (const c of chips) {
    const t = full ? c.full : c.short;
    const w = widthOf(t);
    if (x + w > right) break;
    typeChip(g, { x, y: head.y + 1, width: w, height: head.height - 2 }, t, c.color, c.fill);
    x += w + 6;
  }
}

/** Eight numbers as a two-column table of label and value. */
function drawStats(g: SKRSContext2D, b: Box, p: PlayerView): void {
  const corr =
    p.corruptionCount >= RAID_THRESHOLD ? palette.red : p.corruptionCount > 0 ? palette.amber : palette.textMuted;
  const items: [string, string | number, string][] = [
    [t('vr.render.stat.money'), p.money, palette.amber],
    [t('vr.render.stat.immunity'), p.immunity, p.immunity > 0 ? palette.lime : palette.textMuted],
    [t('vr.render.stat.income'), p.income, palette.text],
    [t('vr.render.stat.corruption'), p.corruptionCount, corr],
    [t('vr.render.stat.vp'), p.vpTokens, p.vpTokens > 0 ? palette.text : palette.textMuted],
    [t('vr.render.stat.reserve'), p.reserve, palette.text],
    [
      t('vr.render.stat.servers'),
      `${p.servers.length}/${p.servers.length + p.serverSupply}`,
      p.servers.length > 0 ? palette.text : palette.textMuted,
    ],
    [t('vr.render.stat.recycle'), p.recycle, p.recycle > 0 ? palette.text : palette.textMuted],
  ];
  const colW = (b.width - 14) / 2;
  items.forEach(([label, value, color], i) => {
    const c = Math.floor(i / 4);
    const r: Box = { x: b.x + c * (colW + 14), y: b.y + (i % 4) * ROW, width: colW, height: ROW };
    if (i % 2 === 0) {
      g.save();
      g.fillStyle = withAlpha(palette.line, 0.35);
      g.fillRect(r.x - 4, r.y, r.width + 8, r.height);
      g.restore();
    }
    const [l, v] = sliceLeft(r, colW - 44, 4);
    drawText(g, label, l, { size: 20, weight: 500, color: palette.textDim, maxLines: 1 });
    drawText(g, String(value), v, { size: 24, weight: 700, color, align: 'right', maxLines: 1 });
  });
}

type Duty = PlayerView['onDuty'];

/** Agents on Duty, 3 slots: type tag, name; a turned Agent is dimmed and tagged USED. */
export function drawDuty(g: SKRSContext2D, b: Box, agents: Duty, retired: number): void {
  const [head, list] = sliceTop(b, ROW, 0);
  drawText(
    g,
    retired
      ? t('vr.render.onDutyRetired', { n: agents.length, max: 3, retired })
      : t('vr.render.onDuty', { n: agents.length, max: 3 }),
    head,
    { size: 20, weight: 700, color: palette.textMuted, maxLines: 1 },
  );
  for (let i = 0; i < 3; i++) {
    const r: Box = { x: list.x, y: list.y + i * ROW, width: list.width, height: ROW };
    const a = agents[i];
    if (!a) {
      if (i === agents.length)
        drawText(
          g,
          agents.length ? '' : t('vr.render.noneShort'),
          { ...r, x: r.x + 2 },
          { size: 20, color: palette.textMuted, maxLines: 1 },
        );
      continue;
    }
    g.save();
    if (a.turned) g.globalAlpha = 0.55;
    drawTypeTag(g, a.type, a.level, r.x + TYPE_TAG_W / 2, r.y + ROW / 2, ROW - 2);
    g.restore();
    const usedW = a.turned ? Math.max(58, measureText(g, t('vr.render.used'), 20, 700) + 12) : 0;
    drawText(
      g,
      a.name,
      { x: r.x + TYPE_TAG_W + 6, y: r.y, width: r.width - TYPE_TAG_W - 6 - usedW - 4, height: ROW },
      {
        size: 22,
        weight: 600,
        color: a.turned ? palette.textDim : palette.text,
        maxLines: 1,
      },
    );
    if (a.turned) {
      const tag: Box = { x: r.x + r.width - usedW, y: r.y + 1, width: usedW, height: ROW - 2 };
      drawRoundRect(g, tag, 6, palette.line);
      drawText(g, t('vr.render.used'), tag, {
        size: 20,
        weight: 700,
        color: palette.text,
        align: 'center',
        maxLines: 1,
      });
    }
  }
}

type Boosts = PlayerView['boosts'];

/** Boosts per Action (Boost cards and Agents turned into Boosts). */
export function drawBoosts(g: SKRSContext2D, b: Box, boosts: Boosts, column: boolean): void {
  const per = ACTION_ORDER.map((a) => ({ a, n: boosts.filter((x) => x.action === a).length })).filter((x) => x.n > 0);
  const items = per.map(({ a, n }) => `${ACTION_SHORT[a]}${n > 1 ? ` ×${n}` : ''}`);
  if (column) {
    const [head, list] = sliceTop(b, ROW, 0);
    drawText(g, t('vr.render.boostsCount', { n: boosts.length }), head, {
      size: 20,
      weight: 700,
      color: palette.textMuted,
      maxLines: 1,
    });
    if (!items.length)
      drawText(
        g,
        t('vr.render.noneShort'),
        { ...list, height: ROW },
        { size: 20, color: palette.textMuted, maxLines: 1 },
      );
    const cols = items.length > 3 ? 2 : 1;
    const perCol = Math.ceil(items.length / cols);
    items.forEach((text, i) => {
      const r: Box = {
        x: list.x + Math.floor(i / perCol) * (list.width / cols),
        y: list.y + (i % perCol) * ROW,
        width: list.width / cols - 4,
        height: ROW,
      };
      drawText(g, text, r, { size: 20, weight: 600, color: palette.lime, maxLines: 1 });
    });
    return;
  }
  const text = items.length ? items.join(' · ') : t('vr.render.noneShort');
  const lw = drawLeadLabel(g, b, t('vr.render.boostsLead', { n: boosts.length }));
  drawText(
    g,
    text,
    { x: b.x + lw, y: b.y, width: b.width - lw, height: b.height },
    {
      size: 20,
      weight: 600,
      color: items.length ? palette.lime : palette.textMuted,
      valign: 'top',
      maxLines: 1,
    },
  );
}

/** A muted label at the top left of `b`, before what follows on its line; its width. */
function drawLeadLabel(g: SKRSContext2D, b: Box, label: string): number {
  const lw = measureText(g, label, 20, 700);
  drawText(
    g,
    label,
    { x: b.x, y: b.y, width: lw + 2, height: 24 },
    { size: 20, weight: 700, color: palette.textMuted, maxLines: 1 },
  );
  return lw;
}

type Verses = PlayerView['verses'];

/** Verses owned: a filled dot when Online, a hollow one while Loading. */
export function drawVerses(g: SKRSContext2D, b: Box, verses: Verses, column: boolean): void {
  const online = verses.filter((v) => v.online).length;
  const title = t('vr.render.versesOnline', { n: verses.length, online });
  let area = b;
  let x0 = b.x;
  if (column) {
    const [head, list] = sliceTop(b, ROW, 0);
    drawText(g, title, head, { size: 20, weight: 700, color: palette.textMuted, maxLines: 1 });
    area = list;
    x0 = list.x;
  } else {
    x0 = b.x + drawLeadLabel(g, b, t('vr.render.versesLead', { n: verses.length }));
  }
  if (!verses.length) {
    drawText(
      g,
      t('vr.render.noneShort'),
      { x: x0, y: area.y, width: area.x + area.width - x0, height: 24 },
      { size: 20, color: palette.textMuted, maxLines: 1 },
    );
    return;
  }
  // Flow: dot + name, left to right, wrapping; whatever does not fit is counted as "+n".
  const lineH = column ? ROW : 24;
  const capacity = Math.max(1, Math.floor((area.height + 0.5) / lineH));
  const right = area.x + area.width;
  const widths = verses.map((v) => Math.min(measureText(g, v.name, 20, v.online ? 700 : 400) + 22, right - area.x));
  const layout = (k: number): { x: number; y: number }[] | null => {
    const pos: { x: number; y: number }[] = [];
    let x = x0;
    let line = 0;
    const ws = [...widths.slice(0, k), ...(k < verses.length ? [50] : [])];
    for (const w of ws) {
      if (x + w > right && x > area.x) {
        x = area.x;
        line += 1;
      }
      if (line >= capacity) return null;
      pos.push({ x, y: area.y + line * lineH });
      x += w + 8;
    }
    return pos;
  };
  let k = verses.length;
  let pos = layout(k);
  while (!pos && k > 0) pos = layout(--k);
  if (!pos) return;
  pos.forEach((at, i) => {
    if (i >= k) {
      drawText(
        g,
        `+${verses.length - k}`,
        { x: at.x, y: at.y, width: 50, height: lineH },
        { size: 20, weight: 700, color: palette.textDim, maxLines: 1 },
      );
      return;
    }
    const v = verses[i]!;
    const color = verseTypeColor(v.type);
    drawVerseDot(g, at.x + 7, at.y + lineH / 2, 6.5, color, v.online);
    drawText(
      g,
      v.name,
      { x: at.x + 18, y: at.y, width: widths[i]! - 20, height: lineH },
      {
        size: 20,
        weight: v.online ? 700 : 400,
        color: v.online ? palette.text : palette.textDim,
        maxLines: 1,
      },
    );
  });
}
