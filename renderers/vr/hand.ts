/**
 * A seat's private picture: their strip, their Corruption cards and Objectives, the Necro card
 * they peeked at, and the full texts of their Agents on Duty and Verses (what they can do now).
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  AGENTS,
  CORRUPTION,
  type Corruption,
  DISTRICT_LIST,
  NECRO_LIST,
  OBJECTIVES,
  RAID_THRESHOLD,
  ROUNDS,
  VERSES,
} from '../../src/games/vr/data/index.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import { forPlayers } from '../../src/games/vr/wording.ts';
import {
  type Box,
  drawCardFrame,
  drawPanel,
  drawText,
  HAND_BODY_WIDTH,
  type HandSection,
  handFrame,
  inset,
  layoutText,
  palette,
  sliceTop,
  withAlpha,
} from '../kit/index.ts';
import type { HandContext } from '../types.ts';
import { drawPlayerStrip, stripHeight } from './strip.ts';
import {
  ACTION_SHORT,
  agentTypeColor,
  agentTypeName,
  DISTRICT_STYLE,
  districtName,
  verseTypeColor,
  verseTypeName,
  verseTypeShort,
} from './style.ts';

const GAP = 16;
const TEXT = 20;
const LINE = 1.2;

/** A Corruption card in a few words (the view's full text is the fallback). */
function corruptionShort(id: string, text: string): string {
  const c: Corruption | undefined = CORRUPTION[id];
  if (!c) return text;
  const ds = c.districts.map(districtName).join(' or ');
  switch (c.effect) {
    case 'loseImmunity':
      return 'Lose 1 Immunity (resolved first)';
    case 'removeInfluence':
      return `Remove 1 Influence: ${ds}`;
    case 'discardBoost':
      return `Discard 1 Boost: ${c.actions.map((a) => ACTION_SHORT[a]).join(' or ')}`;
    case 'loseMoney':
      return 'Lose 2 Eurocredits';
    case 'removeServer':
      return `Remove 1 Server: ${ds}`;
    case 'discardVerse':
      return `Discard 1 Verse: ${c.verseTypes.map(verseTypeShort).join(' or ')}`;
    case 'loseIncome':
      return 'Income -1';
    case 'discardAgent':
      return `Discard 1 ${agentTypeName(c.agentType ?? '')} on Duty`;
  }
}

/** Objective cards by family, as a player would name them. */
const OBJECTIVE_TITLES: Readonly<Record<string, string>> = {
  income: 'Income',
  servers: 'Servers',
  verses: 'Verses',
  verseTypes: 'Verse types',
  verseOfType: 'One Verse type',
  boroughs: 'Boroughs',
  emptyDistricts: 'Empty Districts',
  titles: 'Titles',
  agentType: 'One Agent type',
  money: 'Eurocredits and Income',
};

/** A block of text cards: measured first (to size the image), drawn later. */
interface CardSpec {
  readonly title: string;
  readonly titleColor?: string;
  readonly tag?: string;
  readonly body: string;
  readonly accent: string;
  readonly dim?: boolean;
}

interface Section {
  readonly title: string;
  readonly accent: string;
  readonly cols: number;
  readonly cards: readonly CardSpec[];
  readonly empty?: string;
}

const measure: SKRSContext2D = createCanvas(8, 8).getContext('2d');

function bodyLines(text: string, width: number): number {
  if (!text) return 0;
  return layoutText(measure, text, { x: 0, y: 0, width, height: 10_000 }, { size: TEXT, lineHeight: LINE }).lines
    .length;
}

const CARD_PAD = 12;
const TITLE_SIZE = 24;
const TAG_H = 24;

/** Title lines: one, or two for a card that is all title (a Corruption card). */
function titleLines(c: CardSpec, width: number): number {
  if (c.body) return 1;
  return Math.min(
    2,
    layoutText(measure, c.title, { x: 0, y: 0, width, height: 10_000 }, { size: 22, weight: 700, lineHeight: 1.15 })
      .lines.length,
  );
}

function titleHeight(c: CardSpec, width: number): number {
  return c.body ? 30 : titleLines(c, width) * 22 * 1.15 + 4;
}

function cardHeight(c: CardSpec, width: number): number {
  const inner = width - 2 * CARD_PAD;
  const lines = bodyLines(c.body, inner);
  return CARD_PAD + titleHeight(c, inner) + (c.tag ? TAG_H : 0) + (lines ? 4 + lines * TEXT * LINE : 0) + CARD_PAD;
}

function sectionLayout(s: Section, width: number): { height: number; rowHeights: number[] } {
  const inner = width - 28;
  const cw = (inner - (s.cols - 1) * 12) / s.cols;
  const rowHeights: number[] = [];
  for (let i = 0; i < s.cards.length; i += s.cols) {
    rowHeights.push(Math.max(...s.cards.slice(i, i + s.cols).map((c) => cardHeight(c, cw))));
  }
  const body = s.cards.length ? rowHeights.reduce((a, h) => a + h, 0) + (rowHeights.length - 1) * 12 : 30;
  return { height: 14 + 22 * 1.3 + 7 + body + 14, rowHeights };
}

function drawSection(g: SKRSContext2D, b: Box, s: Section, rowHeights: readonly number[]): void {
  const inner = drawPanel(g, b, { title: s.title, accent: s.accent, glow: 0, padding: 14, titleSize: 22 });
  if (!s.cards.length) {
    drawText(g, s.empty ?? 'None', { ...inner, height: 30 }, { size: TEXT, color: palette.textMuted, maxLines: 1 });
    return;
  }
  const cw = (inner.width - (s.cols - 1) * 12) / s.cols;
  let y = inner.y;
  rowHeights.forEach((h, r) => {
    s.cards
      .slice(r * s.cols, r * s.cols + s.cols)
      .forEach((c, i) => drawTextCard(g, { x: inner.x + i * (cw + 12), y, width: cw, height: h }, c));
    y += h + 12;
  });
}

function drawTextCard(g: SKRSContext2D, b: Box, c: CardSpec): void {
  drawCardFrame(g, b, 10, c.dim ? withAlpha(c.accent, 0.5) : c.accent);
  const inner = inset(b, CARD_PAD);
  const [t, afterTitle] = sliceTop(inner, titleHeight(c, inner.width), 0);
  if (c.body)
    drawText(g, c.title, t, { size: TITLE_SIZE, weight: 700, color: c.titleColor ?? palette.text, maxLines: 1 });
  else
    drawText(g, c.title, t, {
      size: 22,
      weight: 700,
      color: c.titleColor ?? palette.text,
      maxLines: 2,
      lineHeight: 1.15,
    });
  let body = afterTitle;
  if (c.tag) {
    const [tag, rest] = sliceTop(afterTitle, TAG_H, 4);
    drawText(g, c.tag, tag, { size: TEXT, weight: 700, color: c.accent, maxLines: 1 });
    body = rest;
  }
  if (c.body)
    drawText(g, c.body, body, {
      size: TEXT,
      color: c.dim ? palette.textDim : palette.text,
      valign: 'top',
      lineHeight: LINE,
    });
}

/** The map's District codes with their names: moved off the board, which shows the codes only. */
export const DISTRICT_KEY: Section = {
  title: "THE MAP'S DISTRICTS",
  accent: palette.textDim,
  cols: 4,
  cards: DISTRICT_LIST.map((d) => ({
    title: `${DISTRICT_STYLE[d.id].abbr} · ${districtName(d.id)}`,
    titleColor: DISTRICT_STYLE[d.id].line,
    body: '',
    accent: DISTRICT_STYLE[d.id].line,
  })),
};

function sections(view: VrView): Section[] {
  const me = view.me!;
  const p = view.p[me.seat]!;
  const out: Section[] = [];
  const n = me.corruption.length;
  out.push({
    title: `YOUR CORRUPTION CARDS: ${n}${
      view.round >= ROUNDS
        ? ' · everyone is raided at the end of the game'
        : n >= RAID_THRESHOLD
          ? ' · INTERPOL RAID AT THE END OF THE ROUND'
          : ` · a Raid at ${RAID_THRESHOLD} or more`
    }`,
    accent: n >= RAID_THRESHOLD ? palette.red : palette.amber,
    cols: 3,
    cards: me.corruption.map((c) => ({ title: corruptionShort(c.id, c.text), body: '', accent: palette.amber })),
    empty: 'No Corruption card in hand.',
  });
  out.push({
    title: 'YOUR OBJECTIVES · you score one at the end (30 VP at most)',
    accent: palette.violet,
    cols: 2,
    cards: me.objectives.map((o) => ({
      title: OBJECTIVE_TITLES[OBJECTIVES[o.id]?.family ?? ''] ?? 'Objective',
      body: o.text,
      accent: palette.violet,
    })),
    empty: 'No Objective left.',
  });
  if (me.peek) {
    const card = NECRO_LIST.find((x) => x.name === me.peek);
    out.push({
      title: 'SECRET: THE NEXT NECRO CARD',
      accent: palette.red,
      cols: 1,
      cards: [
        {
          title: me.peek,
          tag: card?.endOfGame ? 'End of Game Necro card' : 'Standard Necro card',
          body: card
            ? `Lowest Income: ${forPlayers(card.minimum)}\nEveryone: ${forPlayers(card.global)}\nHighest Income: ${forPlayers(card.maximum)}`
            : '',
          accent: palette.red,
        },
      ],
    });
  }
  out.push({
    title: `YOUR AGENTS ON DUTY: ${p.onDuty.length}/3`,
    accent: palette.cyan,
    cols: 3,
    cards: p.onDuty.map((a) => {
      const card = AGENTS[a.id];
      const where = card?.districts.length ? `\nIndicated: ${card.districts.map(districtName).join(', ')}` : '';
      return {
        title: a.name,
        titleColor: agentTypeColor(a.type),
        tag: `${agentTypeName(a.type)} L${a.level}${a.turned ? ' · USED' : ''}`,
        body: card
          ? `Activate: ${forPlayers(card.activation)}\nPromote: ${forPlayers(card.promotion)}${card.boost ? `\nBoost: ${forPlayers(card.boost.text)}` : ''}${where}`
          : '',
        accent: agentTypeColor(a.type),
        dim: a.turned,
      };
    }),
    empty: 'No Agent on Duty.',
  });
  out.push({
    title: `YOUR VERSES: ${p.verses.length} (${p.verses.filter((v) => v.online).length} online)`,
    accent: palette.magenta,
    cols: 3,
    cards: p.verses.map((v) => {
      const card = VERSES[v.id];
      const where = card?.districts.length ? ` (${card.districts.map(districtName).join(', ')})` : '';
      const types = card?.agentTypes.length ? ` (${card.agentTypes.map(agentTypeName).join(', ')})` : '';
      const body = !card
        ? ''
        : v.online
          ? `Scores: ${forPlayers(card.scoring)}${card.verseType ? ` (${verseTypeName(card.verseType)})` : ''}${where}`
          : `To go Online: ${forPlayers(card.condition)}${types}${where}${card.bonus ? `\nBonus: ${forPlayers(card.bonus)}` : ''}`;
      return {
        title: v.name,
        titleColor: verseTypeColor(v.type),
        tag: `${verseTypeShort(v.type)} · ${v.online ? 'ONLINE' : 'LOADING'}`,
        body,
        accent: verseTypeColor(v.type),
        dim: !v.online,
      };
    }),
    empty: 'No Verse yet.',
  });
  out.push(DISTRICT_KEY);
  return out;
}

/** A section as wide as the hand's inner column, its rows as tall as their longest card. */
function textSection(s: Section): HandSection {
  const { height, rowHeights } = sectionLayout(s, HAND_BODY_WIDTH);
  return { height, draw: (g, b) => drawSection(g, b, s, rowHeights) };
}

/** Room at the header's right for the round. */
const ROUND_W = 230;

/** `status`: the line under the title (what the seat is asked, or whose move it is). */
export function drawHand(view: VrView, ctx: HandContext, status: string): Canvas {
  const strip: HandSection = {
    height: stripHeight(HAND_BODY_WIDTH),
    draw: (g, b) => drawPlayerStrip(g, b, view, ctx, ctx.seat, { awaitLabel: 'YOUR MOVE' }),
  };
  const frame = handFrame(ctx, { height: 78, gap: GAP, right: ROUND_W, titleSize: 36 }, [
    strip,
    ...sections(view).map(textSection),
  ]);
  const { ctx: g, header } = frame;
  drawText(g, status, frame.underTitle, { size: 24, weight: 600, color: palette.text, maxLines: 1 });
  const right = { ...header, x: header.x + header.width - ROUND_W + 16, width: ROUND_W - 16 };
  drawText(g, view.over ? 'GAME OVER' : `ROUND ${view.round}/${ROUNDS}`, right, {
    size: 32,
    weight: 700,
    color: palette.amber,
    align: 'right',
    maxLines: 1,
  });
  return frame.canvas;
}
