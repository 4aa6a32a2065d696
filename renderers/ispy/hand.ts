/**
 * A seat's private picture: its Alignment, its hand with the cards' texts, its Records, the
 * Politicians it knows (a Control Token of its own on them) and the Asset stack while it stands in
 * that Capital.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { createCanvas } from '@napi-rs/canvas';
import { ACTION_CARDS, ASSETS, CAPITAL_INFO, CAPITALS, CONTACT_AT, ROUNDS } from '../../src/games/ispy/data/index.ts';
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
} from '../kit/index.ts';
import type { HandContext } from '../types.ts';
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
    ...s.tiles.map((t) => layoutText(scratch, t.body, { x: 0, y: 0, width: w, height: 10_000 }, BODY).lines.length),
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
    const types = c ? c.types.map((x) => x[0]!.toUpperCase() + x.slice(1)).join(' + ') : '';
    return {
      title: cardName(id),
      sub: `${cardInfluence(id)} · ${types}`,
      body: c?.text ?? '',
      accent: c ? NATION_COLOR[c.nation] : palette.cyan,
    };
  };
  const out: Section[] = [
    {
      title: `YOUR HAND (${me.hand.length})`,
      accent: palette.cyan,
      cols: 3,
      tiles: me.hand.map((c) => cardTile(c.id)),
      empty: 'No card in hand.',
    },
    {
      title: `YOUR RECORDS (${spy.records.length}) · scored at the next Scoring Phase`,
      accent: palette.amber,
      cols: 3,
      tiles: spy.records.map((r) => ({ ...cardTile(r.card), title: `${cardName(r.card)}${r.rotated ? ' ↺' : ''}` })),
      empty: 'No card in your Records.',
    },
  ];
  if (spy.assets.length) {
    out.push({
      title: `YOUR ASSETS (${spy.assets.length}) · public`,
      accent: palette.lime,
      cols: 3,
      tiles: spy.assets.map((a) => ({
        title: a.name,
        sub: a.applied ? 'Applied' : `Cost ${ASSETS[a.id]?.cost ?? '?'} · +1 Power to a Nation at the end`,
        body: ASSETS[a.id]?.text ?? '',
        accent: palette.lime,
      })),
      empty: '',
    });
  }
  const known = view.spaces.filter((s) => s.known);
  out.push({
    title: 'POLITICIANS YOU KNOW (your Control Tokens)',
    accent: palette.violet,
    cols: 3,
    tiles: known.map((s) => ({
      title: s.known!.name,
      sub: `${s.phase ? `Phase ${s.phase}, space ${s.index + 1}` : 'In the shadows'} · your tokens ${s.tokens.filter((t) => t === me.seat).length}/${s.tokens.length}`,
      body: s.known!.text,
      accent: palette.violet,
    })),
    empty: 'None yet: place a Control Token on a Politician to look at it.',
  });
  if (me.stack) {
    out.push({
      title: `${CAPITAL_INFO[me.stack.capital].name.toUpperCase()} ASSET STACK (you are there)`,
      accent: palette.lime,
      cols: 3,
      tiles: me.stack.assets.map((a) => ({
        title: a.name,
        sub: `Cost ${a.cost} Supply`,
        body: a.text,
        accent: palette.lime,
      })),
      empty: 'The stack is empty.',
    });
  }
  // The map's key: the routes the board's legend leaves out, and the Contacts it marks only by a
  // bar in their Nation's colour.
  out.push({
    title: 'MAP KEY',
    accent: palette.cyan,
    cols: 1,
    tiles: [
      {
        title: 'Routes',
        sub: 'The board names the Capitals and the Regions with a spy; /game status text:true lists them all',
        body: 'Grey line: a route. Blue dashes: over water. Brown dashes: the tunnel (it runs under the archway, white, without meeting it). Amber dots: the Airship Route, a flight from any of its five Regions to any other. Ringed in lime: a Start Region; amber square: a Supply Cache; dark fill: an Outlet, tied to its Capital.',
        accent: palette.cyan,
      },
    ],
    empty: '',
  });
  out.push({
    title: 'CONTACTS (the bar under each Capital)',
    accent: palette.cyan,
    cols: 3,
    tiles: CAPITALS.map((c) => {
      const k = CONTACT_AT[c];
      return {
        title: `${CAPITAL_INFO[c].name}: ${k.name}`,
        sub: `+${k.influence} ${nationName(k.nation)}`,
        body: k.bio,
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
  drawText(g, `${view.over ? 'Game over' : `Round ${view.round}/${ROUNDS}`} · ${status}`, frame.underTitle, {
    size: 22,
    minSize: TEXT,
    weight: 600,
    color: palette.text,
    maxLines: 1,
  });
  const chip: Box = { x: header.x + header.width - 390, y: header.y + 6, width: 390, height: header.height - 12 };
  drawRoundRect(g, chip, 10, NATION_COLOR[me.alignment], { color: palette.highlight, width: 2 });
  const [c1, c2] = sliceTop(inset(chip, 12, 4), 24, 0);
  drawText(g, 'YOUR SECRET ALIGNMENT', c1, { size: 18, weight: 700, color: palette.ink, align: 'center', maxLines: 1 });
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
