/**
 * The public board's layout, computed before anything is drawn: a landscape 1440x900 picture (16:10,
 * what Discord shows about 550 px wide, so 26 px here is about 10 px there). The map takes the left
 * side, its District key under it; the right side holds the Agents and Verses on offer, the decks,
 * and one panel per player. At the end the score table takes the place of the offer and the decks.
 *
 * Every box the drawing code fills is recorded (Rects) with the box it lies in, so a test can check
 * that none leaves its panel or covers another: chips that do not fit are counted in a "+n" chip,
 * never dropped or drawn under a tag.
 */
import type { Seat } from '../../src/engine/types.ts';
import { type DistrictId, ROUNDS, VERSE_TYPES } from '../../src/games/vr/data/index.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import { type Box, inset, sliceLeft, sliceTop } from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { layoutMap, type MapLayout } from './mapLayout.ts';
import { t } from './messages.ts';
import { type Measure, measureWithKit, type Rect, Rects } from './rects.ts';
import {
  ACTION_ORDER,
  ACTION_SHORT,
  boostCardShort,
  DISTRICT_STYLE,
  MIN_TEXT,
  MODIFIER_TEXT,
  TYPE_TAG_W,
  titleChip,
  verseTypeShort,
} from './style.ts';

export const BOARD_WIDTH = 1440;
export const BOARD_HEIGHT = 900;
const M = 12;
const G = 10;
const LEFT_W = 764;
const HEADER_H = 74;
const OFFER_H = 178;
const DECKS_H = 64;
/** Panel padding. */
export const PAD = 8;
/** Detail text (names, labels): the kit's smallest. */
export const SMALL = MIN_TEXT;
/** What must read at a glance (numbers, Boroughs, status): about 10 px when shown 550 px wide. */
export const KEY = 26;
const CHIP_GAP = 6;
/** A strip's rows: head, stats, then lines of detail. */
const HEAD_H = 28;
const STAT_H = 28;
const LINE_H = 22;
const ROW_GAP = 2;

/** Scoring items as columns, in the rulebook's order; unknown items follow, titled by their key. */
const SCORE_COLUMNS: readonly [string, string][] = [
  ['vpTokens', t('vr.render.col.vpTokens')],
  ['money', t('vr.render.col.money')],
  ['income', t('vr.render.col.income')],
  ['boroughs', t('vr.render.col.boroughs')],
  ['titles', t('vr.render.col.titles')],
  ['agents', t('vr.render.col.agents')],
  ['servers', t('vr.render.col.servers')],
  ['verses', t('vr.render.col.verses')],
  ['objective', t('vr.render.col.objective')],
  ['necro', t('vr.render.col.necro')],
];

export interface Chip {
  readonly text: string;
  readonly kind: 'title' | 'necro' | 'boost' | 'more';
  readonly district?: string;
  readonly box: Box;
}

export interface StatCell {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly labelBox: Box;
  readonly valueBox: Box;
}

export interface StripLayout {
  readonly seat: Seat;
  readonly box: Box;
  readonly tag: { readonly text: string; readonly box: Box; readonly winner: boolean } | null;
  readonly awaited: boolean;
  readonly head: {
    readonly position: Box | null;
    readonly token: Box;
    readonly name: Box;
    readonly directors: readonly Box[];
  };
  readonly stats: readonly StatCell[];
  readonly agents: {
    readonly slots: readonly { readonly tag: Box; readonly name: Box; readonly used: Box | null }[];
    readonly retired: Box | null;
    readonly none: Box | null;
  };
  readonly marks: { readonly chips: readonly Chip[]; readonly boosts: Box | null; readonly boostsText: string };
  readonly verses: {
    readonly labelText: string;
    readonly label: Box;
    readonly groups: readonly {
      readonly type: string;
      readonly online: number;
      readonly loading: number;
      readonly name: Box;
      readonly dots: readonly Box[];
    }[];
  };
}

export interface ScoresLayout {
  readonly box: Box;
  readonly title: Box;
  readonly columns: readonly { readonly key: string; readonly label: string; readonly head: Box }[];
  readonly totalHead: Box;
  readonly rows: readonly {
    readonly seat: Seat;
    readonly rank: number;
    readonly box: Box;
    readonly token: Box;
    readonly name: Box;
    readonly cells: readonly Box[];
    readonly total: Box;
  }[];
}

export interface BoardLayout {
  readonly width: number;
  readonly height: number;
  readonly header: {
    readonly box: Box;
    readonly title: Box;
    readonly round: Box;
    readonly roundText: string;
    readonly status: Box;
  };
  readonly map: { readonly box: Box; readonly layout: MapLayout };
  readonly agents: {
    readonly box: Box;
    readonly title: Box;
    readonly rows: readonly { readonly loc: Box; readonly tag: Box; readonly name: Box; readonly borough: Box }[];
  } | null;
  readonly verses: {
    readonly box: Box;
    readonly title: Box;
    readonly rows: readonly { readonly num: Box; readonly name: Box; readonly type: Box }[];
  } | null;
  readonly decks: {
    readonly box: Box;
    readonly necro: Box;
    readonly revealed: Box;
    readonly boostTitle: Box;
    readonly boosts: readonly Chip[];
  } | null;
  readonly scores: ScoresLayout | null;
  readonly strips: readonly StripLayout[];
  /** Every box above, named, with the box it lies in. */
  readonly rects: readonly Rect[];
}

/** Seats ranked for the score table: most VPs, then most Eurocredits, then seat order. */
export function scoreOrder(view: VrView): Seat[] {
  const scores = view.scores ?? [];
  return scores
    .map((_x, i) => i)
    .sort(
      (a, c) =>
        (scores[c]!.total ?? 0) - (scores[a]!.total ?? 0) || (view.p[c]?.money ?? 0) - (view.p[a]?.money ?? 0) || a - c,
    );
}

/** Winners: most VPs, then most Eurocredits; several if still tied. */
export function winnersOf(view: VrView): Seat[] {
  if (!view.scores) return [];
  const totals = view.scores.map((x) => x.total ?? 0);
  const best = Math.max(...totals);
  const tied = totals.flatMap((t, i) => (t === best ? [i] : []));
  const richest = Math.max(...tied.map((i) => view.p[i]?.money ?? 0));
  return tied.filter((i) => (view.p[i]?.money ?? 0) === richest);
}

export const chipWidth = (m: Measure, text: string): number => m(text, SMALL, 600) + 14;

/**
 * Lays chips left to right in `b`, wrapping onto as many lines of `lineH` as `b` holds; when they
 * do not all fit, the last ones are counted in a "+n" chip instead.
 */
function flowChips(m: Measure, b: Box, items: readonly Omit<Chip, 'box'>[], lineH = b.height): Chip[] {
  const lines = Math.max(1, Math.floor((b.height + 4) / (lineH + 4)));
  const place = (k: number): Chip[] | null => {
    const out: Chip[] = [];
    let x = b.x;
    let line = 0;
    const list = [
      ...items.slice(0, k),
      ...(k < items.length ? [{ text: `+${items.length - k}`, kind: 'more' as const }] : []),
    ];
    for (const it of list) {
      const w = Math.min(b.width, chipWidth(m, it.text));
      if (x + w > b.x + b.width + 0.01) {
        line += 1;
        x = b.x;
      }
      if (line >= lines) return null;
      out.push({ ...it, box: { x, y: b.y + line * (lineH + 4), width: w, height: lineH } });
      x += w + CHIP_GAP;
    }
    return out;
  };
  for (let k = items.length; k >= 0; k--) {
    const placed = place(k);
    if (placed) return placed;
  }
  return [];
}

function layoutHeader(r: Rects, b: Box, view: VrView, m: Measure): BoardLayout['header'] {
  r.add('header', 'canvas', b);
  const [line1, line2] = sliceTop(b, 32, 2);
  const roundText = view.over
    ? t('vr.render.header.over', { rounds: ROUNDS })
    : t('vr.render.header.round', {
        round: view.round,
        rounds: ROUNDS,
        turn: Math.min(view.turnsPlayed + 1, view.players * 3),
        turns: view.players * 3,
      });
  const roundW = Math.min(line1.width - 300, m(roundText, KEY, 700) + 4);
  const round = r.add('header.round', 'header', {
    x: line1.x + line1.width - roundW,
    y: line1.y,
    width: roundW,
    height: line1.height,
  });
  const title = r.add('header.title', 'header', {
    x: line1.x,
    y: line1.y,
    width: round.x - 12 - line1.x,
    height: line1.height,
  });
  const status = r.add('header.status', 'header', line2);
  return { box: b, title, round, roundText, status };
}

/** An offer panel (the Agents, the Verses): its box and title registered, and its five rows' tops and height. */
function layoutOffer(
  r: Rects,
  b: Box,
  name: 'agents' | 'verses',
): { title: Box; list: Box; rowH: number; rowY: (i: number) => number } {
  r.add(name, 'canvas', b);
  const inner = inset(b, PAD + 2);
  const [title, list] = sliceTop(inner, 26, 4);
  r.add(`${name}.title`, name, title);
  const rowH = (list.height - 4 * 2) / 5;
  return { title, list, rowH, rowY: (i) => list.y + i * (rowH + 2) };
}

function layoutAgents(r: Rects, b: Box, m: Measure): NonNullable<BoardLayout['agents']> {
  const { title, list, rowH, rowY } = layoutOffer(r, b, 'agents');
  const boroughW = m(t('vr.render.boroughShort', { n: 23 }), KEY, 700) + 6;
  const rows = Array.from({ length: 5 }, (_v, i) => {
    const y = rowY(i);
    const n = `agents.row${i}`;
    return {
      loc: r.add(`${n}.loc`, 'agents', { x: list.x, y, width: rowH, height: rowH }),
      tag: r.add(`${n}.tag`, 'agents', { x: list.x + rowH + 6, y: y + 1, width: TYPE_TAG_W, height: rowH - 2 }),
      name: r.add(`${n}.name`, 'agents', {
        x: list.x + rowH + 6 + TYPE_TAG_W + 8,
        y,
        width: list.width - rowH - 6 - TYPE_TAG_W - 8 - boroughW - 4,
        height: rowH,
      }),
      borough: r.add(`${n}.borough`, 'agents', { x: list.x + list.width - boroughW, y, width: boroughW, height: rowH }),
    };
  });
  return { box: b, title, rows };
}

function layoutVerses(r: Rects, b: Box, view: VrView, m: Measure): NonNullable<BoardLayout['verses']> {
  const { title, list, rowH, rowY } = layoutOffer(r, b, 'verses');
  const numW = m('5', SMALL, 700) + 6;
  const rows = Array.from({ length: 5 }, (_v, i) => {
    const y = rowY(i);
    const n = `verses.row${i}`;
    const v = view.verseDisplay[i];
    const typeW = v ? Math.min(124, chipWidth(m, verseTypeShort(v.type))) : 0;
    return {
      num: r.add(`${n}.num`, 'verses', { x: list.x, y, width: numW, height: rowH }),
      name: r.add(`${n}.name`, 'verses', {
        x: list.x + numW + 6,
        y,
        width: list.width - numW - 6 - typeW - 6,
        height: rowH,
      }),
      type: r.add(`${n}.type`, 'verses', { x: list.x + list.width - typeW, y: y + 1, width: typeW, height: rowH - 2 }),
    };
  });
  return { box: b, title, rows };
}

/** Necro markers in fewest words, for a crowded strip. */
const MODIFIER_SHORT: Readonly<Record<string, string>> = {
  recruit8: t('vr.render.markerShort.recruit8'),
  server20: t('vr.render.markerShort.server20'),
  verse14: t('vr.render.markerShort.verse14'),
  donationUp: t('vr.render.markerShort.donationUp'),
  work3: t('vr.render.markerShort.work3'),
};

function layoutDecks(r: Rects, b: Box, view: VrView, m: Measure): NonNullable<BoardLayout['decks']> {
  r.add('decks', 'canvas', b);
  const inner = inset(b, PAD + 2, PAD);
  const [row1, row2] = sliceTop(inner, 22, 4);
  const necroW = m(t('vr.render.necroDeck', { n: view.necroDeckCount }), 22, 700) + 8;
  const [necro, revealed] = sliceLeft(row1, necroW, 12);
  r.add('decks.necro', 'decks', necro);
  r.add('decks.revealed', 'decks', revealed);
  const bt = t('vr.render.boostCards', { n: view.boostCards.length, max: 7 });
  const [titleCol, chipsBox] = sliceLeft(row2, m(bt, SMALL, 700) + 8, 12);
  const boostTitle = r.add('decks.boostTitle', 'decks', { ...titleCol, height: 22 });
  const items = view.boostCards.map((id) => ({ text: boostCardShort(id), kind: 'boost' as const }));
  const boosts = flowChips(m, chipsBox, items, 22);
  boosts.forEach((c, i) => r.add(`decks.boost${i}`, 'decks', c.box));
  return { box: b, necro, revealed, boostTitle, boosts };
}

function layoutScores(r: Rects, b: Box, view: VrView): ScoresLayout {
  r.add('scores', 'canvas', b);
  const inner = inset(b, PAD + 2);
  const scores = view.scores ?? [];
  const extra = [...new Set(scores.flatMap((x) => Object.keys(x)))].filter(
    (k) => k !== 'total' && !SCORE_COLUMNS.some(([c]) => c === k),
  );
  const cols = [...SCORE_COLUMNS, ...extra.map((k): [string, string] => [k, k])];
  const n = Math.max(1, scores.length);
  const rowH = 32;
  // Column headings turned on their side, so ten number columns fit beside the names; the title
  // sits over the names.
  const headH = inner.height - n * (rowH + 2);
  const nameW = 176;
  const totalW = 66;
  const colW = (inner.width - nameW - totalW) / cols.length;
  const title = r.add('scores.title', 'scores', { x: inner.x, y: inner.y, width: nameW - 8, height: 30 });
  const columns = cols.map(([key, label], i) => ({
    key,
    label,
    head: r.add(`scores.head.${key}`, 'scores', {
      x: inner.x + nameW + i * colW,
      y: inner.y,
      width: colW,
      height: headH - 2,
    }),
  }));
  const totalHead = r.add('scores.head.total', 'scores', {
    x: inner.x + inner.width - totalW,
    y: inner.y,
    width: totalW,
    height: headH - 2,
  });
  const rows = scoreOrder(view).map((seat, rank) => {
    const y = inner.y + headH + rank * (rowH + 2);
    const name = `scores.row${rank}`;
    const box = r.add(name, 'scores', { x: inner.x, y, width: inner.width, height: rowH });
    return {
      seat,
      rank,
      box,
      token: r.add(`${name}.token`, name, { x: box.x + 4, y: y + 2, width: rowH - 4, height: rowH - 4 }),
      name: r.add(`${name}.name`, name, { x: box.x + rowH + 4, y, width: nameW - rowH - 8, height: rowH }),
      cells: cols.map(([key], i) =>
        r.add(`${name}.${key}`, name, { x: box.x + nameW + i * colW, y, width: colW, height: rowH }),
      ),
      total: r.add(`${name}.total`, name, { x: box.x + box.width - totalW, y, width: totalW, height: rowH }),
    };
  });
  return { box: b, title, columns, totalHead, rows };
}

/** The awaited tag's word on a strip, or null. */
function tagOf(view: VrView, ctx: RenderContext, seat: Seat, winner: boolean): string | null {
  if (ctx.awaiting.includes(seat))
    return view.current === seat && !view.pending ? t('vr.render.tag.toPlay') : t('vr.render.tag.decide');
  return winner ? t('vr.render.tag.winner') : null;
}

const STAT_LABELS: readonly [string, string, string][] = (
  ['money', 'income', 'immunity', 'corruption', 'vp', 'reserve', 'servers', 'recycle'] as const
).map((k) => [k, t(`vr.render.stat.${k}`), t(`vr.render.statShort.${k}`)]);

function statValues(p: VrView['p'][number]): Record<string, string> {
  return {
    money: String(p.money),
    income: String(p.income),
    immunity: String(p.immunity),
    corruption: String(p.corruptionCount),
    vp: String(p.vpTokens),
    reserve: String(p.reserve),
    servers: `${p.servers.length}/${p.servers.length + p.serverSupply}`,
    recycle: String(p.recycle),
  };
}

/** Boosts per Action as words: "Work ×2 · Recruit". */
export function boostsText(p: VrView['p'][number]): string {
  const per = ACTION_ORDER.map((a) => ({ a, n: p.boosts.filter((x) => x.action === a).length })).filter((x) => x.n > 0);
  return per.map(({ a, n }) => `${ACTION_SHORT[a]}${n > 1 ? ` ×${n}` : ''}`).join(' · ');
}

function layoutStrip(
  r: Rects,
  b: Box,
  view: VrView,
  ctx: RenderContext,
  seat: Seat,
  m: Measure,
  tagText: string | null,
): StripLayout {
  const p = view.p[seat]!;
  const name = `strip${seat}`;
  r.add(name, 'canvas', b);
  const inner = inset(b, PAD + 2, PAD - 1);
  const add = (n: string, box: Box): Box => r.add(`${name}.${n}`, name, box);

  // Rows: head, stats (one or two lines), Agents, marks (Titles, Necro markers, Boosts), Verses (the rest).
  const twoStatRows = inner.height >= HEAD_H + 2 * STAT_H + 3 * LINE_H + 4 * ROW_GAP;
  const [headB, r1] = sliceTop(inner, HEAD_H, ROW_GAP);
  const [statsB, r2] = sliceTop(r1, twoStatRows ? 2 * STAT_H : STAT_H, ROW_GAP);
  const [agentsB, r3] = sliceTop(r2, LINE_H, ROW_GAP);
  const [marksB, versesB] = sliceTop(r3, LINE_H, ROW_GAP);

  // Head, from the right: the tag (inside the strip, so it covers nothing), the Directors still to
  // place; from the left: turn position, token, name.
  let right = headB.x + headB.width;
  let tag: StripLayout['tag'] = null;
  if (tagText) {
    const w = m(tagText, SMALL + 2, 700) + 20;
    tag = {
      text: tagText,
      winner: !ctx.awaiting.includes(seat),
      box: add('tag', { x: right - w, y: headB.y + 1, width: w, height: headB.height - 2 }),
    };
    right -= w + 10;
  }
  const directors: Box[] = [];
  for (let d = 2; d >= 0 && !view.over; d--) {
    directors.unshift(add(`director${d}`, { x: right - 24, y: headB.y, width: 24, height: headB.height }));
    right -= 26;
  }
  const posIndex = view.order.indexOf(seat);
  const position =
    !view.over && posIndex >= 0 ? add('position', { x: headB.x, y: headB.y + 1, width: 26, height: 26 }) : null;
  const tokenX = headB.x + (position ? 32 : 0);
  const token = add('token', { x: tokenX, y: headB.y, width: 28, height: 28 });
  const nameBox = add('name', {
    x: tokenX + 36,
    y: headB.y,
    width: Math.max(0, right - 8 - (tokenX + 36)),
    height: headB.height,
  });

  // Stats: label and value side by side, four or eight to a line, each as wide as it needs plus an
  // even share of the room left; short labels when the full ones do not fit.
  const values = statValues(p);
  const perLine = twoStatRows ? 4 : 8;
  const statGap = 8;
  const widthsOf = (which: 1 | 2): number[] =>
    STAT_LABELS.map((l) => m(l[which], SMALL, 500) + 6 + m(values[l[0]]!, KEY, 700) + 4);
  const fits = (ws: number[]): boolean =>
    [0, 1].every(
      (line) =>
        ws.slice(line * perLine, line * perLine + perLine).reduce((a, w) => a + w, 0) + (perLine - 1) * statGap <=
        statsB.width,
    );
  const full = widthsOf(1);
  const useFull = fits(full);
  const natural = useFull ? full : widthsOf(2);
  const stats: StatCell[] = [];
  // Columns line up across the two lines when every cell fits an even share; the value follows its label.
  const even = (statsB.width - (perLine - 1) * statGap) / perLine;
  const aligned = natural.every((w) => w <= even);
  for (let line = 0; line * perLine < STAT_LABELS.length; line++) {
    const cells = STAT_LABELS.slice(line * perLine, line * perLine + perLine);
    const ws = natural.slice(line * perLine, line * perLine + perLine);
    const spare = Math.max(0, statsB.width - ws.reduce((a, w) => a + w, 0) - (perLine - 1) * statGap) / perLine;
    let x = statsB.x;
    const y = statsB.y + line * STAT_H;
    cells.forEach(([key, fullLabel, short], i) => {
      const value = values[key]!;
      const label = useFull ? fullLabel : short;
      const cellW = Math.min(aligned ? even : ws[i]! + spare, statsB.x + statsB.width - x);
      const labelW = Math.min(cellW, m(label, SMALL, 500) + 6);
      const valueW = Math.min(cellW - labelW, m(value, KEY, 700) + 4);
      stats.push({
        key,
        label,
        value,
        labelBox: add(`stat.${key}.label`, { x, y, width: labelW, height: STAT_H }),
        valueBox: add(`stat.${key}.value`, { x: x + labelW, y, width: valueW, height: STAT_H }),
      });
      x += cellW + statGap;
    });
  }

  // Agents on Duty: three slots; the retired count at the right while a slot is free (with three on
  // Duty their names need the room; the count is a score detail, on that player's hand).
  const retiredText = p.retired.length && p.onDuty.length < 3 ? t('vr.render.retired', { n: p.retired.length }) : '';
  const retiredW = retiredText ? m(retiredText, SMALL, 500) + 6 : 0;
  const retired = retiredText
    ? add('retired', { x: agentsB.x + agentsB.width - retiredW, y: agentsB.y, width: retiredW, height: agentsB.height })
    : null;
  const slotsW = agentsB.width - (retiredW ? retiredW + 10 : 0);
  const usedW = m(t('vr.render.used'), SMALL, 700) + 10;
  const duty = p.onDuty.slice(0, 3);
  // Each slot as wide as its name needs, shrunk alike when they do not all fit.
  const want = duty.map((a) => TYPE_TAG_W + 5 + m(a.name, SMALL, 600) + 4 + (a.turned ? usedW + 3 : 0));
  const room = slotsW - Math.max(0, duty.length - 1) * 12;
  const total = want.reduce((a, w) => a + w, 0);
  const scale = total > room ? room / total : 1;
  let sx = agentsB.x;
  const slots = duty.map((a, i) => {
    const slotW = want[i]! * scale;
    const x = sx;
    sx += slotW + 12;
    const used = a.turned
      ? add(`agent${i}.used`, { x: x + slotW - usedW, y: agentsB.y + 1, width: usedW, height: agentsB.height - 2 })
      : null;
    return {
      tag: add(`agent${i}.tag`, { x, y: agentsB.y, width: TYPE_TAG_W, height: agentsB.height }),
      name: add(`agent${i}.name`, {
        x: x + TYPE_TAG_W + 5,
        y: agentsB.y,
        width: Math.max(0, slotW - TYPE_TAG_W - 5 - (used ? usedW + 3 : 0)),
        height: agentsB.height,
      }),
      used,
    };
  });
  const none =
    p.onDuty.length === 0
      ? add('agents.none', { x: agentsB.x, y: agentsB.y, width: slotsW, height: agentsB.height })
      : null;

  // Marks: Titles held (★) and this Round's Necro markers as chips, on their own line.
  // Shorter words when the usual ones do not all fit; only then a "+n" chip.
  const items = (short: boolean): Omit<Chip, 'box'>[] => [
    ...p.titles.map((d) => ({
      text: titleChip(DISTRICT_STYLE[d as DistrictId]?.abbr ?? d, short, view.titlesTurned.includes(d)),
      kind: 'title' as const,
      district: d,
    })),
    ...p.modifiers.map((mk) => ({
      text: (short ? MODIFIER_SHORT[mk] : MODIFIER_TEXT[mk]) ?? mk,
      kind: 'necro' as const,
    })),
  ];
  let chips = flowChips(m, marksB, items(false));
  if (chips.some((c) => c.kind === 'more')) chips = flowChips(m, marksB, items(true));
  chips.forEach((c, i) => add(`chip${i}`, c.box));
  const chipsEnd = chips.length ? chips[chips.length - 1]!.box.x + chips[chips.length - 1]!.box.width + 14 : marksB.x;

  // Verses by type: the type's name, then a dot per Verse (filled when Online).
  const byType = VERSE_TYPES.map((t) => ({
    type: t,
    online: p.verses.filter((v) => v.type === t && v.online).length,
    loading: p.verses.filter((v) => v.type === t && !v.online).length,
  })).filter((x) => x.online + x.loading > 0);
  const label = t(p.verses.length ? 'vr.render.versesCount' : 'vr.render.versesNone', { n: p.verses.length });
  const labelBox = add('verses.label', { x: versesB.x, y: versesB.y, width: m(label, SMALL, 700) + 6, height: 22 });
  let vx = labelBox.x + labelBox.width + 8;
  const groups: StripLayout['verses']['groups'][number][] = [];
  for (const gr of byType) {
    const nameW = m(verseTypeShort(gr.type), SMALL, 600) + 4;
    const n = gr.online + gr.loading;
    const w = nameW + 4 + n * 16;
    if (vx + w > versesB.x + versesB.width) break;
    const i = groups.length;
    groups.push({
      ...gr,
      name: add(`verses.type${i}`, { x: vx, y: versesB.y, width: nameW, height: 22 }),
      dots: Array.from({ length: n }, (_v, k) =>
        add(`verses.type${i}.dot${k}`, { x: vx + nameW + 4 + k * 16, y: versesB.y + 4, width: 14, height: 14 }),
      ),
    });
    vx += w + 14;
  }
  const versesEnd = vx;

  // Boosts in words where they fit whole: after the chips, else after the Verses, else shortened after the chips.
  const bText = boostsText(p);
  const boostsFull = bText
    ? t('vr.render.boostsList', { n: p.boosts.length, list: bText })
    : t('vr.render.boostsCount', { n: p.boosts.length });
  const boostsW = m(boostsFull, SMALL, 600) + 4;
  const rowEnd = marksB.x + marksB.width;
  const spareLine = versesB.height >= 2 * LINE_H + ROW_GAP;
  const boosts =
    spareLine && rowEnd - chipsEnd < boostsW && rowEnd - versesEnd < boostsW
      ? add('boosts', { x: versesB.x, y: versesB.y + LINE_H + ROW_GAP, width: versesB.width, height: LINE_H })
      : rowEnd - chipsEnd >= boostsW || rowEnd - versesEnd < Math.min(boostsW, rowEnd - chipsEnd)
        ? add('boosts', { x: chipsEnd, y: marksB.y, width: Math.max(0, rowEnd - chipsEnd), height: marksB.height })
        : add('boosts', { x: versesEnd, y: versesB.y, width: rowEnd - versesEnd, height: 22 });

  return {
    seat,
    box: b,
    tag,
    awaited: ctx.awaiting.includes(seat),
    head: { position, token, name: nameBox, directors },
    stats,
    agents: { slots, retired, none },
    // Where the list does not fit whole, the count alone rather than a cut word (the hand lists them).
    marks: {
      chips,
      boosts,
      boostsText: boosts.width >= boostsW ? boostsFull : t('vr.render.boostsCount', { n: p.boosts.length }),
    },
    verses: { labelText: label, label: labelBox, groups },
  };
}

/** The board's layout for a view; `measure` gives text widths (the kit's fonts by default). */
export function layoutBoard(view: VrView, ctx: RenderContext, measure: Measure = measureWithKit): BoardLayout {
  const r = new Rects();
  const m = measure;
  const left: Box = { x: M, y: M, width: LEFT_W, height: BOARD_HEIGHT - 2 * M };
  const right: Box = {
    x: M + LEFT_W + 14,
    y: M,
    width: BOARD_WIDTH - 2 * M - LEFT_W - 14,
    height: BOARD_HEIGHT - 2 * M,
  };

  const [headerB, afterHeader] = sliceTop(left, HEADER_H, G);
  // The map takes the whole left side under the header; its District key (codes to names) is on
  // each hand image, since nobody decides from it turn by turn.
  const mapB = afterHeader;
  const header = layoutHeader(r, headerB, view, m);
  r.add('map', 'canvas', mapB);
  const map = { box: mapB, layout: layoutMap(inset(mapB, 6), view, m, r, 'map') };

  // Fewer players leave room for two more lines of Boost cards.
  const decksH = view.players < 4 ? DECKS_H + 52 : DECKS_H;
  const [top, stripsB] = sliceTop(right, OFFER_H + G + decksH, G);
  let agents: BoardLayout['agents'] = null;
  let verses: BoardLayout['verses'] = null;
  let decks: BoardLayout['decks'] = null;
  let scores: ScoresLayout | null = null;
  if (view.scores) {
    scores = layoutScores(r, top, view);
  } else {
    const [offer, decksB] = sliceTop(top, OFFER_H, G);
    const [agentsB, versesB] = sliceLeft(offer, (offer.width - G) / 2, G);
    agents = layoutAgents(r, agentsB, m);
    verses = layoutVerses(r, versesB, view, m);
    decks = layoutDecks(r, decksB, view, m);
  }

  const n = view.players;
  const gap = 10;
  const h = (stripsB.height - (n - 1) * gap) / n;
  const won = winnersOf(view);
  const strips = Array.from({ length: n }, (_v, seat) => {
    const b: Box = { x: stripsB.x, y: stripsB.y + seat * (h + gap), width: stripsB.width, height: h };
    return layoutStrip(r, b, view, ctx, seat, m, tagOf(view, ctx, seat, won.includes(seat)));
  });
  return {
    width: BOARD_WIDTH,
    height: BOARD_HEIGHT,
    header,
    map,
    agents,
    verses,
    decks,
    scores,
    strips,
    rects: r.list,
  };
}
