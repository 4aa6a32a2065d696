/**
 * A seat's private picture: every card in its hand with both options, icons and numbers, plus
 * its Firewall, deck and the cards drawn face down this wave, and the Strange Phenomenon's full
 * text (the board prints it short). Drawn from the seat's own view only. Every text is at least
 * 18 px (8.25 px when the 1200 px hand is shown 550 px wide).
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { Icon } from '../../src/games/hacktivity/data/index.ts';
import { STRANGE_NAME, STRANGE_TEXT } from '../../src/games/hacktivity/data/names.messages.ts';
import type { HackView, PlayerView } from '../../src/games/hacktivity/view.ts';
import {
  type Box,
  cardBoxes,
  drawCardFrame,
  drawPanel,
  drawText,
  type HandSection,
  handFrame,
  inset,
  palette,
  panelSection,
  seatStyle,
  sliceTop,
} from '../kit/index.ts';
import { tr } from '../kit/locale.ts';
import type { HandContext } from '../types.ts';
import { drawIcons, iconsWords } from './icons.ts';
import { r } from './messages.ts';
import { PHASE_TEXT } from './status.ts';
import { ANOMALY_SET_TEXT, CHARACTER_COLOR, CUBE, cardOf, characterName } from './style.ts';

const GAP = 14;
const COLS = 2;
const TILE_H = 232;
const REF_H = 150;

interface Option {
  readonly label: string;
  readonly icons: readonly Icon[];
  readonly words: string;
}

interface Tile {
  readonly title: string;
  readonly sub: string;
  readonly accent: string;
  readonly top: Option | null;
  readonly bottom: Option | null;
  readonly note?: string;
}

function tileOf(id: string): Tile {
  const c = cardOf(id);
  switch (c.kind) {
    case 'character':
      return {
        title: c.name,
        sub: r('hack.render.characterCard', { who: characterName(c.card.character) }),
        accent: CHARACTER_COLOR[c.card.character] ?? palette.cyan,
        top: { label: r('hack.render.TOP'), icons: c.card.top, words: iconsWords(c.card.top) },
        bottom: { label: r('hack.render.BOTTOM'), icons: c.card.bottom, words: iconsWords(c.card.bottom) },
      };
    case 'anomaly':
      return {
        title: c.name,
        sub: `${r('hack.render.anomalySub', { set: ANOMALY_SET_TEXT[c.card.set] ?? c.card.set, n: c.card.nodes })}${c.card.chain ? r('hack.render.autoChain') : ''}`,
        accent: CUBE.purple,
        top: {
          label: r('hack.render.TOP'),
          icons: c.card.top,
          words: c.card.top.length
            ? r('hack.render.placeThen', { icons: iconsWords(c.card.top) })
            : r('hack.render.place'),
        },
        bottom: {
          label: r('hack.render.BOTTOM'),
          icons: c.card.bottom,
          words: r('hack.render.selfDestruct', { icons: iconsWords(c.card.bottom) }),
        },
      };
    case 'zero':
      return {
        title: c.name,
        sub: r('hack.render.soloZero'),
        accent: palette.textMuted,
        top: null,
        bottom: null,
        note: r('hack.render.noEffect'),
      };
    default:
      return {
        title: c.name,
        sub: r('hack.render.card'),
        accent: palette.textMuted,
        top: null,
        bottom: null,
        note: '',
      };
  }
}

/** The hand's smallest text: 18 px = 8.25 px when the 1200 px hand is shown 550 wide. */
const SMALL = 18;
const CHIP_H = 30;
const OPTION_H = CHIP_H + 2 + 2 * SMALL * 1.2;

function drawOption(g: SKRSContext2D, b: Box, o: Option): void {
  const labelW = 92;
  drawText(
    g,
    o.label,
    { x: b.x, y: b.y, width: labelW - 6, height: CHIP_H },
    { size: SMALL, weight: 700, color: palette.textMuted, maxLines: 1 },
  );
  drawIcons(g, o.icons, b.x + labelW, b.y, CHIP_H, b.x + b.width);
  drawText(
    g,
    o.words,
    { x: b.x, y: b.y + CHIP_H + 2, width: b.width, height: b.height - CHIP_H - 2 },
    { size: SMALL, weight: 500, color: palette.text, maxLines: 2, valign: 'top', lineHeight: 1.15 },
  );
}

function drawTile(g: SKRSContext2D, b: Box, t: Tile): void {
  drawCardFrame(g, b, 8, t.accent);
  const inner = inset(b, 12, 8);
  const [title, r1] = sliceTop(inner, 28, 0);
  drawText(g, t.title, title, { size: 24, weight: 700, color: t.accent, maxLines: 1 });
  const [sub, body] = sliceTop(r1, 24, 4);
  drawText(g, t.sub, sub, { size: 20, weight: 700, color: palette.amber, maxLines: 1 });
  if (t.top && t.bottom) {
    const [a, rest] = sliceTop(body, OPTION_H, 4);
    drawOption(g, a, t.top);
    drawOption(g, rest, t.bottom);
  } else if (t.note) {
    drawText(g, t.note, body, { size: 20, color: palette.text, valign: 'top' });
  }
}

/** The Strange Phenomenon's full text: it never changes, so the board prints it short and every hand in full. */
function drawReference(g: SKRSContext2D, b: Box): void {
  const inner = drawPanel(g, b, {
    title: tr(STRANGE_NAME).toUpperCase(),
    accent: CUBE.purple,
    glow: 0,
    padding: 14,
    titleSize: 22,
  });
  drawText(g, STRANGE_TEXT, inner, {
    size: 20,
    weight: 500,
    color: palette.textDim,
    valign: 'top',
    lineHeight: 1.15,
  });
}

/** The hand's tiles, two per row (one empty row when there is none). */
function handSection(tiles: readonly Tile[], p: PlayerView | undefined, accent: string): HandSection {
  const rows = Math.max(1, Math.ceil(tiles.length / COLS));
  return panelSection(
    tr(r('hack.render.yourHand', { n: tiles.length })),
    accent,
    rows * TILE_H + (rows - 1) * 10,
    (g, inner) => {
      if (!tiles.length) {
        drawText(g, p?.drawnCount ? r('hack.render.faceDown') : r('hack.render.noCard'), inner, {
          size: 22,
          color: palette.textDim,
          valign: 'top',
        });
      }
      cardBoxes(inner, tiles.length, COLS, TILE_H).forEach((b, i) => drawTile(g, b, tiles[i]!));
    },
  );
}

export function drawHand(view: HackView, ctx: HandContext, status: string): Canvas {
  const p = view.p[ctx.seat];
  const frame = handFrame(ctx, { height: 100, gap: GAP, right: 330, titleSize: 34, titleGap: 4 }, [
    handSection(view.me!.hand.map(tileOf), p, seatStyle(ctx.seat).color),
    { height: REF_H, draw: drawReference },
  ]);
  const { ctx: g, header } = frame;
  drawText(
    g,
    `${view.over ? PHASE_TEXT.over : r('hack.render.wave', { w: view.wave, phase: PHASE_TEXT[view.phase] })} · ${status}`,
    frame.underTitle,
    {
      size: 20,
      weight: 600,
      color: palette.text,
      maxLines: 2,
      lineHeight: 1.1,
      valign: 'top',
    },
  );
  if (p) {
    const chip: Box = { x: header.x + header.width - 320, y: header.y + 6, width: 320, height: 84 - 12 };
    const [c1, c2] = sliceTop(inset(chip, 8, 2), 34, 0);
    drawText(g, p.characters.map(characterName).join(' + ') || r('hack.render.noCharacter'), c1, {
      size: 28,
      weight: 700,
      color: p.characters[0] ? CHARACTER_COLOR[p.characters[0]] : palette.textMuted,
      align: 'right',
      maxLines: 1,
    });
    drawText(
      g,
      `${r('hack.render.firewallDeck', { fw: p.firewall, deck: p.deck })}${p.drawnCount ? r('hack.render.faceDownN', { n: p.drawnCount }) : ''}`,
      c2,
      {
        size: 20,
        weight: 700,
        color: p.firewall <= 1 ? CUBE.red : CUBE.green,
        align: 'right',
        maxLines: 1,
      },
    );
  }
  return frame.canvas;
}
