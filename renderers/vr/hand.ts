/**
 * A seat's private picture: their strip, their Corruption cards and Objectives, the Necro card
 * they peeked at, and the full texts of their Agents on Duty and Verses (what they can do now).
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { listToken } from '../../src/engine/messages.ts';
import { agentPrinted } from '../../src/games/vr/agents/agentTexts.messages.ts';
import { boostWords } from '../../src/games/vr/boosts.messages.ts';
import {
  AGENTS,
  CORRUPTION,
  type Corruption,
  DISTRICT_LIST,
  NECRO_LIST,
  OBJECTIVE_VP_CAP,
  OBJECTIVES,
  RAID_THRESHOLD,
  ROUNDS,
  VERSES,
} from '../../src/games/vr/data/index.ts';
import { necroPart } from '../../src/games/vr/necroCards.messages.ts';
import { versePrinted } from '../../src/games/vr/verses/verses.messages.ts';
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
  measureText,
  palette,
  sliceTop,
  tr,
  withAlpha,
} from '../kit/index.ts';
import type { HandContext } from '../types.ts';
import { t } from './messages.ts';
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
  const ds = or(c.districts.map(districtName));
  switch (c.effect) {
    case 'loseImmunity':
      return t('vr.render.corr.loseImmunity');
    case 'removeInfluence':
      return t('vr.render.corr.removeInfluence', { where: ds });
    case 'discardBoost':
      return t('vr.render.corr.discardBoost', { actions: or(c.actions.map((a) => ACTION_SHORT[a])) });
    case 'loseMoney':
      return t('vr.render.corr.loseMoney');
    case 'removeServer':
      return t('vr.render.corr.removeServer', { where: ds });
    case 'discardVerse':
      return t('vr.render.corr.discardVerse', { types: or(c.verseTypes.map(verseTypeShort)) });
    case 'loseIncome':
      return t('vr.render.corr.loseIncome');
    case 'discardAgent':
      return t('vr.render.corr.discardAgent', { type: agentTypeName(c.agentType ?? '') });
  }
}

/** "A or B", "A or B or C". */
function or(items: readonly string[]): string {
  return items.length ? items.reduce((a, b) => t('vr.render.or', { a, b })) : '';
}

/** Objective cards by family, as a player would name them. */
const OBJECTIVE_TITLES: Readonly<Record<string, string>> = {
  income: t('vr.render.obj.income'),
  servers: t('vr.render.obj.servers'),
  verses: t('vr.render.obj.verses'),
  verseTypes: t('vr.render.obj.verseTypes'),
  verseOfType: t('vr.render.obj.verseOfType'),
  boroughs: t('vr.render.obj.boroughs'),
  emptyDistricts: t('vr.render.obj.emptyDistricts'),
  titles: t('vr.render.obj.titles'),
  agentType: t('vr.render.obj.agentType'),
  money: t('vr.render.obj.money'),
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
    drawText(
      g,
      s.empty ?? t('vr.render.section.none'),
      { ...inner, height: 30 },
      { size: TEXT, color: palette.textMuted, maxLines: 1 },
    );
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
  title: t('vr.render.section.districts'),
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
    title:
      view.round >= ROUNDS
        ? t('vr.render.section.corruptionEnd', { n })
        : n >= RAID_THRESHOLD
          ? t('vr.render.section.corruptionRaid', { n })
          : t('vr.render.section.corruption', { n, raid: RAID_THRESHOLD }),
    accent: n >= RAID_THRESHOLD ? palette.red : palette.amber,
    cols: 3,
    cards: me.corruption.map((c) => ({ title: corruptionShort(c.id, c.text), body: '', accent: palette.amber })),
    empty: t('vr.render.section.noCorruption'),
  });
  out.push({
    title: t('vr.render.section.objectives', { cap: OBJECTIVE_VP_CAP }),
    accent: palette.violet,
    cols: 2,
    cards: me.objectives.map((o) => ({
      title: OBJECTIVE_TITLES[OBJECTIVES[o.id]?.family ?? ''] ?? t('vr.render.obj.other'),
      body: o.text,
      accent: palette.violet,
    })),
    empty: t('vr.render.section.noObjective'),
  });
  if (me.peek) {
    // The view is in the drawing's words (drawnIn): the card is found by its name in them.
    const card = NECRO_LIST.find((x) => tr(x.name) === me.peek);
    out.push({
      title: t('vr.render.section.peek'),
      accent: palette.red,
      cols: 1,
      cards: [
        {
          title: me.peek,
          tag: card?.endOfGame ? t('vr.render.necro.end') : t('vr.render.necro.standard'),
          body: card
            ? [
                t('vr.render.necro.lowest', { text: necroPart(card.id, 'minimum') }),
                t('vr.render.necro.everyone', { text: necroPart(card.id, 'global') }),
                t('vr.render.necro.highest', { text: necroPart(card.id, 'maximum') }),
              ].join('\n')
            : '',
          accent: palette.red,
        },
      ],
    });
  }
  out.push({
    title: t('vr.render.section.agents', { n: p.onDuty.length, max: 3 }),
    accent: palette.cyan,
    cols: 3,
    cards: p.onDuty.map((a) => {
      const card = AGENTS[a.id];
      const body = card
        ? [
            t('vr.render.agent.activate', { text: tr(agentPrinted(card.id, 'activation')) }),
            t('vr.render.agent.promote', { text: tr(agentPrinted(card.id, 'promotion')) }),
            ...(card.boost ? [t('vr.render.agent.boost', { text: tr(boostWords(forPlayers(card.boost.text))) })] : []),
            ...(card.districts.length
              ? [t('vr.render.agent.indicated', { list: listToken(card.districts.map(districtName)) })]
              : []),
          ].join('\n')
        : '';
      return {
        title: a.name,
        titleColor: agentTypeColor(a.type),
        tag: t(a.turned ? 'vr.render.agent.tagUsed' : 'vr.render.agent.tag', {
          type: agentTypeName(a.type),
          level: a.level,
        }),
        body,
        accent: agentTypeColor(a.type),
        dim: a.turned,
      };
    }),
    empty: t('vr.render.section.noAgent'),
  });
  out.push({
    title: t('vr.render.section.verses', { n: p.verses.length, online: p.verses.filter((v) => v.online).length }),
    accent: palette.magenta,
    cols: 3,
    cards: p.verses.map((v) => {
      const card = VERSES[v.id];
      const where = card?.districts.length ? ` (${card.districts.map(districtName).join(', ')})` : '';
      const types = card?.agentTypes.length ? ` (${card.agentTypes.map(agentTypeName).join(', ')})` : '';
      const body = !card
        ? ''
        : v.online
          ? `${t('vr.render.verse.scores', { text: tr(versePrinted(card.family, 'scoring')) })}${card.verseType ? ` (${verseTypeName(card.verseType)})` : ''}${where}`
          : `${t('vr.render.verse.condition', { text: tr(versePrinted(card.family, 'condition')) })}${types}${where}${card.bonus ? `\n${t('vr.render.verse.bonus', { text: tr(versePrinted(card.family, 'bonus')) })}` : ''}`;
      return {
        title: v.name,
        titleColor: verseTypeColor(v.type),
        tag: t(v.online ? 'vr.render.verse.online' : 'vr.render.verse.loading', { type: verseTypeShort(v.type) }),
        body,
        accent: verseTypeColor(v.type),
        dim: !v.online,
      };
    }),
    empty: t('vr.render.section.noVerse'),
  });
  out.push(DISTRICT_KEY);
  return out;
}

/** A section as wide as the hand's inner column, its rows as tall as their longest card. */
function textSection(s: Section): HandSection {
  const { height, rowHeights } = sectionLayout(s, HAND_BODY_WIDTH);
  return { height, draw: (g, b) => drawSection(g, b, s, rowHeights) };
}

/** Room at the header's right for the round: at least this, more for longer words. */
const ROUND_W = 230;

/** `status`: the line under the title (what the seat is asked, or whose move it is). */
export function drawHand(view: VrView, ctx: HandContext, status: string): Canvas {
  const strip: HandSection = {
    height: stripHeight(HAND_BODY_WIDTH),
    draw: (g, b) => drawPlayerStrip(g, b, view, ctx, ctx.seat, { awaitLabel: t('vr.render.tag.yourMove') }),
  };
  const roundText = view.over
    ? t('vr.render.hand.over')
    : t('vr.render.hand.round', { round: view.round, rounds: ROUNDS });
  const roundW = Math.max(ROUND_W, measureText(measure, roundText, 32, 700) + 24);
  const frame = handFrame(ctx, { height: 78, gap: GAP, right: roundW, titleSize: 36 }, [
    strip,
    ...sections(view).map(textSection),
  ]);
  const { ctx: g, header } = frame;
  drawText(g, status, frame.underTitle, { size: 24, weight: 600, color: palette.text, maxLines: 1 });
  const right = { ...header, x: header.x + header.width - roundW + 16, width: roundW - 16 };
  drawText(g, roundText, right, {
    size: 32,
    weight: 700,
    color: palette.amber,
    align: 'right',
    maxLines: 1,
  });
  return frame.canvas;
}
