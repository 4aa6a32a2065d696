/**
 * Virtual Revolution's look on top of the kit: District tints, type colours, short names, and the
 * game's own glyphs (Server, Director, Localization token). Seat identity always comes from the
 * kit (colour + shape + letter); these glyphs carry the seat letter too, never colour alone.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../../src/engine/types.ts';
import {
  ACTION_NAMES,
  type ActionId,
  AGENT_TYPE_NAMES,
  BOOST_CARDS,
  type BoostEffect,
  DISTRICT_NAMES,
  type DistrictId,
  VERSE_TYPE_NAMES,
} from '../../src/games/vr/data/index.ts';
import {
  drawingLocale,
  font,
  minTextPx,
  paintPath,
  palette,
  registerFonts,
  roundRectPath,
  seatStyle,
  shapeLetterFit,
  tr,
  withAlpha,
} from '../kit/index.ts';
import { t } from './messages.ts';

/** Border/label colour and a dark fill per District: hues kept apart from the seat colours' roles (areas vs tokens). */
export const DISTRICT_STYLE: Readonly<
  Record<DistrictId, { readonly line: string; readonly fill: string; readonly abbr: string }>
> = {
  PI: { line: '#ff4fd8', fill: '#3a1642', abbr: 'PI' },
  ND: { line: '#29e6ff', fill: '#0e3541', abbr: 'ND' },
  QL: { line: '#ffc53d', fill: '#3a2e12', abbr: 'QL' },
  CE: { line: '#a78bff', fill: '#29204f', abbr: 'CE' },
  MA: { line: '#b6ff3b', fill: '#233710', abbr: 'MA' },
  DR: { line: '#ff5470', fill: '#441824', abbr: 'DR' },
  NA: { line: '#6f9bff', fill: '#182b55', abbr: 'NA' },
};

/** The board's smallest text, px on its 1440 px canvas: 8 px once Discord shows it 550 px wide. */
export const MIN_TEXT = minTextPx(1440);

/** A token's radius, at least `r`, large enough for its seat letter to be `min` px (shapes fit their letter differently). */
export function tokenRadius(seat: Seat, r: number, min = MIN_TEXT): number {
  return Math.max(r, min / shapeLetterFit(seatStyle(seat).shape).scale);
}

export const districtName = (d: string): string => DISTRICT_NAMES[d as DistrictId] ?? d;

/** Agent types: a colour and a one-letter tag (the tag carries the meaning; the colour helps). */
export const AGENT_TYPE_STYLE: Readonly<Record<string, { readonly color: string; readonly tag: string }>> = {
  fighter: { color: palette.red, tag: 'F' },
  tech: { color: palette.cyan, tag: 'T' },
  diplomat: { color: palette.lime, tag: 'D' },
};
export const agentTypeName = (a: string): string => AGENT_TYPE_NAMES[a as keyof typeof AGENT_TYPE_NAMES] ?? a;
export const agentTypeColor = (a: string): string => AGENT_TYPE_STYLE[a]?.color ?? palette.textDim;
/** An Agent type's tag letter in the drawing's language: its name's initial ("F", "T", "D"), else the style's. */
export function agentTypeLetter(type: string): string {
  const name = AGENT_TYPE_NAMES[type as keyof typeof AGENT_TYPE_NAMES];
  const initial = name ? tr(name).charAt(0).toLocaleUpperCase(drawingLocale()) : '';
  return initial || (AGENT_TYPE_STYLE[type]?.tag ?? '?');
}

export const VERSE_TYPE_STYLE: Readonly<Record<string, { readonly color: string; readonly short: string }>> = {
  scifi: { color: palette.cyan, short: t('vr.render.verseType.scifi') },
  horror: { color: palette.red, short: t('vr.render.verseType.horror') },
  fantasy: { color: palette.violet, short: t('vr.render.verseType.fantasy') },
  adventure: { color: palette.amber, short: t('vr.render.verseType.adventure') },
};
export const verseTypeName = (v: string): string => VERSE_TYPE_NAMES[v as keyof typeof VERSE_TYPE_NAMES] ?? v;
export const verseTypeShort = (v: string): string => VERSE_TYPE_STYLE[v]?.short ?? v;
export const verseTypeColor = (v: string): string => VERSE_TYPE_STYLE[v]?.color ?? palette.textDim;

export const ACTION_ORDER: readonly ActionId[] = ['work', 'recruit', 'server', 'verse', 'donation'];
export const ACTION_SHORT: Readonly<Record<ActionId, string>> = {
  work: t('vr.render.action.work'),
  recruit: t('vr.render.action.recruit'),
  server: t('vr.render.action.server'),
  verse: t('vr.render.action.verse'),
  donation: t('vr.render.action.donation'),
};
export const actionName = (a: string): string => ACTION_NAMES[a as ActionId] ?? a;

/** A Boost effect in a few words: "Work +3€", "Recruit +1€ +1 range", "Verse: refresh 2". */
export function boostShort(e: BoostEffect): string {
  const parts: string[] = [];
  if (e.money) parts.push(t('vr.render.boost.money', { n: e.money }));
  if (e.income) parts.push(t('vr.render.boost.income', { n: e.income }));
  if (e.range) parts.push(t('vr.render.boost.range', { n: e.range }));
  if (e.donationDiscard) parts.push(t('vr.render.boost.discard'));
  if (e.verseRefresh) parts.push(t('vr.render.boost.refresh', { n: e.verseRefresh }));
  return [ACTION_SHORT[e.action], ...parts].join(' ');
}
export const boostCardShort = (id: string): string => {
  const card = BOOST_CARDS[id];
  return card ? boostShort(card.effect) : id;
};

/** Necro markers as players read them on their board. */
export const MODIFIER_TEXT: Readonly<Record<string, string>> = {
  recruit8: t('vr.render.marker.recruit8'),
  server20: t('vr.render.marker.server20'),
  verse14: t('vr.render.marker.verse14'),
  donationUp: t('vr.render.marker.donationUp'),
  work3: t('vr.render.marker.work3'),
};

/** A Title held, as a chip's words: "★ QL", "★QL used" (`short`: no space). */
export function titleChip(name: string, short: boolean, used: boolean): string {
  if (short) return t(used ? 'vr.render.titleChipShortUsed' : 'vr.render.titleChipShort', { title: name });
  return t(used ? 'vr.render.titleChipUsed' : 'vr.render.titleChip', { title: name });
}

/** A Server: a rack (rounded box with slot lines) in the owner's colour, the owner's letter on it. */
export function drawServer(g: SKRSContext2D, seat: Seat, cx: number, cy: number, size: number): void {
  registerFonts();
  const st = seatStyle(seat);
  const w = size;
  const h = size * 1.15;
  const b = { x: cx - w / 2, y: cy - h / 2, width: w, height: h };
  g.save();
  roundRectPath(g, b, size * 0.16);
  g.fillStyle = palette.ink;
  g.fill();
  g.lineWidth = Math.max(2, size * 0.12);
  g.strokeStyle = st.color;
  g.stroke();
  // Two slot lines at the top: what makes it read as a rack, not a token.
  g.fillStyle = st.color;
  for (let i = 0; i < 2; i++) g.fillRect(b.x + w * 0.2, b.y + h * (0.17 + i * 0.14), w * 0.6, Math.max(1.5, h * 0.07));
  g.font = font(Math.max(size * 0.58, MIN_TEXT), 700);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(tr(st.letter), cx, b.y + h * 0.7);
  g.restore();
}

/** A Director: a map pin in the seat's colour with its letter (`letter` false: without, where the seat is named beside it). */
export function drawDirector(g: SKRSContext2D, seat: Seat, cx: number, cy: number, r: number, letter = true): void {
  registerFonts();
  const st = seatStyle(seat);
  // Pin: a circle on top of a point at (cx, cy + 1.9r).
  const top = cy - r * 0.45;
  g.save();
  g.beginPath();
  g.arc(cx, top, r, Math.PI * 0.8, Math.PI * 0.2, false);
  g.lineTo(cx, top + r * 1.95);
  g.closePath();
  paintPath(g, st.color, { color: palette.highlight, width: Math.max(1.5, r * 0.14) });
  if (letter) {
    g.font = font(Math.max(r * 1.1, MIN_TEXT), 700);
    g.fillStyle = st.ink;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(tr(st.letter), cx, top + r * 0.05);
  }
  g.restore();
}

/** A Verse as a dot in its type's colour: filled when Online, a ring when not. */
export function drawVerseDot(
  g: SKRSContext2D,
  cx: number,
  cy: number,
  r: number,
  color: string,
  online: boolean,
): void {
  g.save();
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  paintPath(g, online ? color : null, online ? undefined : { color, width: 2 });
  g.restore();
}

/** A Localization token: a white disc with a violet ring and the Agent space number. */
export function drawLocToken(g: SKRSContext2D, n: number, cx: number, cy: number, r: number): void {
  registerFonts();
  g.save();
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.fillStyle = '#ffffff';
  g.fill();
  g.lineWidth = Math.max(2, r * 0.22);
  g.strokeStyle = palette.violet;
  g.stroke();
  g.font = font(Math.max(r * 1.4, MIN_TEXT), 700);
  g.fillStyle = palette.ink;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(tr(String(n)), cx, cy + r * 0.06);
  g.restore();
}

/** An Agent's type and level as a chip, "T1" / "F2" / "D1", in MIN_TEXT px text on the type's colour. */
export function drawTypeTag(
  g: SKRSContext2D,
  type: string,
  level: number | null,
  cx: number,
  cy: number,
  height: number,
): number {
  registerFonts();
  const st = AGENT_TYPE_STYLE[type];
  const color = st?.color ?? palette.textDim;
  const width = TYPE_TAG_W;
  g.save();
  roundRectPath(g, { x: cx - width / 2, y: cy - height / 2, width, height }, 6);
  g.fillStyle = withAlpha(color, 0.22);
  g.fill();
  g.lineWidth = 2;
  g.strokeStyle = color;
  g.stroke();
  g.font = font(MIN_TEXT, 700);
  g.fillStyle = palette.text;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(`${agentTypeLetter(type)}${level ?? ''}`, cx, cy + 1);
  g.restore();
  return width;
}

/** Width of drawTypeTag's chip. */
export const TYPE_TAG_W = 40;
