/**
 * A seat's private picture: its Alignment, its hand with the cards' texts, its Records, the
 * Politicians it knows (a Control Token of its own on them) and the Asset stack while it stands in
 * that Capital.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { createCanvas } from '@napi-rs/canvas';
import { ACTION_CARDS, ASSETS, CAPITALS, CONTACT_AT } from '../../src/games/ispy/data/index.ts';
import { assetText, capitalName, cardText, contactBio } from '../../src/games/ispy/data/messages.ts';
import type { IspyView } from '../../src/games/ispy/view.ts';
import {
  type Box,
  cardSection,
  drawCardFrame,
  drawRoundRect,
  drawText,
  HAND_PANEL_WIDTH,
  HAND_TEXT,
  handFrame,
  inset,
  layoutText,
  palette,
  sliceTop,
  tr,
} from '../kit/index.ts';
import type { HandContext } from '../types.ts';
import { r } from './messages.ts';
import { roundWords } from './status.ts';
import { cardInfluence, cardName, NATION_COLOR, nationName } from './style.ts';

const GAP = 16;
const TEXT = HAND_TEXT;
const BODY = { size: TEXT, minSize: TEXT, color: palette.text, valign: 'top', lineHeight: 1.15 } as const;

interface Tile {
  readonly title: string;
  readonly sub: string;
  readonly body: string;
  readonly accent: string;
}

interface Section {
  readonly title: string;
  readonly accent: string;
  readonly cols: number;
  readonly tiles: readonly Tile[];
  readonly empty: string;
}

const tileWidth = (s: Section): number => (HAND_PANEL_WIDTH - (s.cols - 1) * 10) / s.cols;
const scratch = createCanvas(8, 8).getContext('2d');

/** A section's tiles are as tall as its longest text needs at TEXT px. */
function tileHeight(s: Section): number {
  const w = tileWidth(s) - 20;
  const lines = Math.max(
    1,
    ...s.tiles.map((t) => layoutText(scratch, tr(t.body), { x: 0, y: 0, width: w, height: 10_000 }, BODY).lines.length),
  );
  return 8 + 26 + 22 + 4 + Math.ceil(lines * TEXT * 1.15) + 10;
}

function drawTile(g: SKRSContext2D, b: Box, t: Tile): void {
  drawCardFrame(g, b, 8, t.accent);
  const inner = inset(b, 10, 8);
  const [title, r1] = sliceTop(inner, 26, 0);
  drawText(g, t.title, title, { size: 22, minSize: TEXT, weight: 700, color: t.accent, maxLines: 1 });
  const [sub, body] = sliceTop(r1, 22, 4);
  drawText(g, t.sub, sub, { size: TEXT, minSize: TEXT, weight: 700, color: palette.amber, maxLines: 1 });
  drawText(g, t.body, body, BODY);
}

function sections(view: IspyView): Section[] {
  const me = view.me!;
  const spy = view.spies[me.seat]!;
  const cardTile = (id: string): Tile => {
    const c = ACTION_CARDS[id];
    const types = c ? c.types.map((x) => r(`spy.render.type.${x}`)).join(' + ') : '';
    return {
      title: cardName(id),
      sub: `${cardInfluence(id)} · ${types}`,
      body: c ? cardText(id) : '',
      accent: c ? NATION_COLOR[c.nation] : palette.cyan,
    };
  };
  const out: Section[] = [
    {
      title: r('spy.render.hand.title', { n: me.hand.length }),
      accent: palette.cyan,
      cols: 3,
      tiles: me.hand.map((c) => cardTile(c.id)),
      empty: r('spy.render.hand.empty'),
    },
    {
      title: r('spy.render.records.title', { n: spy.records.length }),
      accent: palette.amber,
      cols: 3,
      tiles: spy.records.map((x) => ({ ...cardTile(x.card), title: `${cardName(x.card)}${x.rotated ? ' ↺' : ''}` })),
      empty: r('spy.render.records.empty'),
    },
  ];
  if (spy.assets.length) {
    out.push({
      title: r('spy.render.assets.title', { n: spy.assets.length }),
      accent: palette.lime,
      cols: 3,
      tiles: spy.assets.map((a) => ({
        title: a.name,
        sub: a.applied
          ? r('spy.render.assets.applied')
          : r('spy.render.assets.cost', { cost: ASSETS[a.id]?.cost ?? '?' }),
        body: ASSETS[a.id] ? assetText(a.id) : '',
        accent: palette.lime,
      })),
      empty: '',
    });
  }
  const known = view.spaces.filter((s) => s.known);
  out.push({
    title: r('spy.render.known.title'),
    accent: palette.violet,
    cols: 3,
    tiles: known.map((s) => ({
      title: s.known!.name,
      sub: r('spy.render.known.where', {
        phase: s.phase ?? 0,
        space: s.index + 1,
        mine: s.tokens.filter((t) => t === me.seat).length,
        all: s.tokens.length,
      }),
      body: s.known!.text,
      accent: palette.violet,
    })),
    empty: r('spy.render.known.empty'),
  });
  if (me.stack) {
    out.push({
      title: r('spy.render.stack.title', { capital: tr(capitalName(me.stack.capital)).toUpperCase() }),
      accent: palette.lime,
      cols: 3,
      tiles: me.stack.assets.map((a) => ({
        title: a.name,
        sub: r('spy.render.stack.cost', { cost: a.cost }),
        body: a.text,
        accent: palette.lime,
      })),
      empty: r('spy.render.stack.empty'),
    });
  }
  // The map's key: the routes the board's legend leaves out, and the Contacts it marks only by a
  // bar in their Nation's colour.
  out.push({
    title: r('spy.render.key.title'),
    accent: palette.cyan,
    cols: 1,
    tiles: [
      {
        title: r('spy.render.key.routes'),
        sub: r('spy.render.key.sub'),
        body: r('spy.render.key.body'),
        accent: palette.cyan,
      },
    ],
    empty: '',
  });
  out.push({
    title: r('spy.render.contacts.title'),
    accent: palette.cyan,
    cols: 3,
    tiles: CAPITALS.map((c) => {
      const k = CONTACT_AT[c];
      return {
        title: r('spy.render.contacts.tile', { capital: capitalName(c), name: k.name }),
        sub: r('spy.render.influence', { n: k.influence, nation: nationName(k.nation) }),
        body: contactBio(k.id),
        accent: NATION_COLOR[k.nation],
      };
    }),
    empty: '',
  });
  return out;
}

export function drawHand(view: IspyView, ctx: HandContext, status: string): Canvas {
  const me = view.me!;
  const frame = handFrame(
    ctx,
    { height: 84, gap: GAP, right: 400, titleSize: 34, titleMinSize: 18 },
    sections(view).map((s) => cardSection({ ...s, cardH: tileHeight(s) }, s.tiles, drawTile)),
  );
  const { ctx: g, header } = frame;
  drawText(g, `${roundWords(view)} · ${status}`, frame.underTitle, {
    size: 22,
    minSize: TEXT,
    weight: 600,
    color: palette.text,
    maxLines: 1,
  });
  const chip: Box = { x: header.x + header.width - 390, y: header.y + 6, width: 390, height: header.height - 12 };
  drawRoundRect(g, chip, 10, NATION_COLOR[me.alignment], { color: palette.highlight, width: 2 });
  const [c1, c2] = sliceTop(inset(chip, 12, 4), 24, 0);
  drawText(g, r('spy.render.alignment'), c1, {
    size: 18,
    weight: 700,
    color: palette.ink,
    align: 'center',
    maxLines: 1,
  });
  drawText(g, nationName(me.alignment), c2, {
    size: 36,
    minSize: 18,
    weight: 700,
    color: palette.ink,
    align: 'center',
    maxLines: 1,
  });
  return frame.canvas;
}
