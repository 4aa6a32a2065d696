/**
 * Virtual Revolution's pictures. The board is drawn from the public part of a VrView only (it
 * never reads `me`, so a seat's view and the spectator view give the same image); the hand adds
 * that seat's secrets and refuses any view that is not the seat's own.
 *
 * Board: 1280 px wide (the map needs the room); about 1150 px tall with 2 players, 1400 with 3-4.
 * PNG encoding costs about in proportion to the pixels, so the layout is dense rather than tall, and
 * the images are opaque kit surfaces, so the kit encodes them with its fast PNG path.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Seat } from '../src/engine/types.ts';
import type { GameRenderer, RenderContext } from './types.ts';
import { drawPanel, drawText, inset, palette, seatStyle, sliceLeft, sliceTop, type Box } from './kit/index.ts';
import { BOROUGHS, CORRUPTION, ROUNDS } from '../src/games/vr/data/index.ts';
import { corruptionShort } from '../src/games/vr/corruptionCards.ts';
import { clip } from '../src/games/vr/words.ts';
import type { VrView } from '../src/games/vr/view.ts';
import { drawMap } from './vr/map.ts';
import { drawAgentRow, drawTurnOrder, drawVerseRow, flowChips } from './vr/panels.ts';
import { drawPlayerStrip, stripHeight } from './vr/strip.ts';
import { drawScores, scoresHeight, winnersOf } from './vr/scores.ts';
import { drawHand } from './vr/hand.ts';
import { createSurface, encodePng } from './kit/index.ts';
import { boostCardShort, seatName } from './vr/style.ts';

export const BOARD_WIDTH = 1280;
const MARGIN = 20;
const GAP = 12;
const HEADER_H = 74;
const MAP_W = 744;
/** Map row: the map, and under it the Necro / Boost bar; beside them the turn order, Agents and Verses. */
const ROW_H = 820;
const BAR_H = 136;
/** Where the map is drawn on the board. */
export const MAP_BOX: Box = { x: MARGIN, y: MARGIN + HEADER_H + GAP, width: MAP_W, height: ROW_H - BAR_H - GAP };

/** What the awaited seats are asked, in a few words. */
const PENDING_TEXT: Readonly<Record<string, string>> = {
  recruit: 'choose an Agent to recruit',
  createVerse: 'choose a Verse to create',
  donation: 'make a Donation',
  gainBoostCard: 'choose a Boost card',
  quartierLatin: 'use the Quartier Latin Title or not',
  necroImmunity: 'spend Immunity against the Necro card or not',
  necroLoss: 'choose what the Necro attack takes',
  raid: 'resolve an Interpol Raid',
  recycleCollect: 'collect tokens from the Recycle Area',
  finalChoice: 'choose the Objective to score',
  titleMarais: 'discard Corruption cards (Marais Title)',
  turnOrder: 'choose a place in the turn order',
  agentPick: 'choose how to apply an Agent\'s effect',
  agentPromote: 'use the Promotion ability or not',
  agentFate: 'retire the promoted Agent or turn it into a Boost',
  verseArchipelago: 'add Influence tokens (The Archipelago)',
  verseDarkKingdom: 'choose what to discard (Dark Kingdom)',
  verseInfluence: 'add an Influence token (Verse bonus)',
};

function boroughText(b: number): string {
  const bo = BOROUGHS[b];
  return bo ? bo.name : `Borough ${b}`;
}

const who = (ctx: RenderContext, seat: Seat): string => `${seatName(ctx, seat)} (${seatStyle(seat).letter})`;

/** Whose move it is (names with their letters) and what they are doing, in words; `who` is empty when nobody is awaited. */
export function status(view: VrView, ctx: RenderContext): { who: string; what: string } {
  if (view.over) {
    const w = winnersOf(view);
    if (w.length === 0) return { who: '', what: 'Game over' };
    return { who: '', what: w.length > 1 ? `Game over: ${w.map((s) => who(ctx, s)).join(', ')} share the win` : `Game over: ${who(ctx, w[0]!)} wins` };
  }
  if (view.pending) {
    const seats = ctx.awaiting.length ? ctx.awaiting : view.pending.seats;
    return { who: seats.map((s) => who(ctx, s)).join(', '), what: PENDING_TEXT[view.pending.kind] ?? 'decide' };
  }
  if (view.current === null) return { who: '', what: `Round ${view.round} ends` };
  const at = view.directorBorough !== null ? boroughText(view.directorBorough) : '';
  const what = view.stage === 'director' ? 'place a Director'
    : view.stage === 'influence' ? `Influence in ${at}`
      : view.stage === 'action' ? `choose an Action (Director in ${at})`
        : `free actions or end the turn (Director in ${at})`;
  return { who: who(ctx, view.current), what };
}

/** One line: whose move it is and what they are doing. */
export function statusLine(view: VrView, ctx: RenderContext): string {
  const s = status(view, ctx);
  return s.who ? `${s.who}: ${s.what}` : s.what;
}

function drawHeader(g: SKRSContext2D, b: Box, title: string, subtitle: string, right: string, rightSub: string): void {
  const [left, rightBox] = sliceLeft(b, b.width - 300, 16);
  const [t, s] = sliceTop(left, 44, 2);
  drawText(g, title, t, { size: 40, weight: 700, color: palette.cyan, maxLines: 1 });
  drawText(g, subtitle, s, { size: 26, weight: 600, color: palette.text, maxLines: 1 });
  const [rt, rs] = sliceTop(rightBox, 44, 2);
  drawText(g, right, rt, { size: 36, weight: 700, color: palette.amber, align: 'right', maxLines: 1 });
  drawText(g, rightSub, rs, { size: 22, weight: 600, color: palette.textDim, align: 'right', maxLines: 1 });
}

/** Necro deck and revealed cards, Boost cards available: one bar under the map. */
function drawBar(g: SKRSContext2D, b: Box, view: VrView): void {
  const inner = drawPanel(g, b, { accent: palette.red, glow: 0, padding: 10 });
  const [necro, boosts] = sliceLeft(inner, 300, 14);
  const [nt, nb] = sliceTop(necro, 26, 2);
  drawText(g, `NECRO DECK ${view.necroDeckCount}`, nt, { size: 22, weight: 700, color: palette.red, maxLines: 1 });
  const revealed = view.necroRevealed.length ? `Revealed: ${view.necroRevealed.join(', ')}` : 'No Necro card revealed yet';
  drawText(g, revealed, nb, { size: 20, color: palette.textDim, valign: 'top', lineHeight: 1.1 });
  const [bt, bb] = sliceTop(boosts, 26, 2);
  drawText(g, `BOOST CARDS AVAILABLE ${view.boostCards.length}/7`, bt, { size: 22, weight: 700, color: palette.lime, maxLines: 1 });
  if (view.boostCards.length) flowChips(g, bb, view.boostCards.map((id) => ({ text: boostCardShort(id), color: palette.lime })), 26, 3);
  else drawText(g, 'none left', bb, { size: 20, color: palette.textMuted, maxLines: 1, valign: 'top' });
}

/** The strips: two per row. */
function stripsLayout(view: VrView, width: number): { cells: Box[]; height: number } {
  const n = view.players;
  const cols = 2;
  const rowsN = Math.ceil(n / cols);
  const w = (width - GAP) / cols;
  const h = stripHeight(w);
  const cells: Box[] = [];
  for (let i = 0; i < n; i++) cells.push({ x: (i % cols) * (w + GAP), y: Math.floor(i / cols) * (h + GAP), width: w, height: h });
  return { cells, height: rowsN * h + (rowsN - 1) * GAP };
}

async function board(view: VrView, ctx: RenderContext): Promise<Buffer> {
  const inner = BOARD_WIDTH - 2 * MARGIN;
  const strips = stripsLayout(view, inner);
  const scoresH = view.scores ? scoresHeight(view) + GAP : 0;
  const height = MARGIN + HEADER_H + GAP + ROW_H + GAP + strips.height + scoresH + MARGIN;
  const { canvas, ctx: g, bounds } = createSurface(BOARD_WIDTH, Math.round(height), { grid: 0 });
  const area = inset(bounds, MARGIN);

  const [header, afterHeader] = sliceTop(area, HEADER_H, GAP);
  const turnOfRound = view.over ? `after ${ROUNDS} Rounds` : `Turn ${Math.min(view.turnsPlayed + 1, view.players * 3)} of ${view.players * 3}`;
  drawHeader(g, header, 'VIRTUAL REVOLUTION', statusLine(view, ctx), view.over ? 'GAME OVER' : `ROUND ${view.round}/${ROUNDS}`, turnOfRound);

  const [row, afterRow] = sliceTop(afterHeader, ROW_H, GAP);
  const [left, side] = sliceLeft(row, MAP_W, GAP);
  const [mapBox, bar] = sliceTop(left, ROW_H - BAR_H - GAP, GAP);
  drawMap(g, mapBox, view);
  drawBar(g, bar, view);
  const turnH = 90 + view.order.length * 40;
  const [turn, r1] = sliceTop(side, turnH, GAP);
  const agentsH = Math.round((r1.height - GAP) * 0.54);
  const [agents, verses] = sliceTop(r1, agentsH, GAP);
  drawTurnOrder(g, turn, view, ctx);
  drawAgentRow(g, agents, view);
  drawVerseRow(g, verses, view);
  const afterBar = afterRow;

  const won = view.over ? winnersOf(view) : [];
  for (let seat = 0; seat < view.players; seat++) {
    const c = strips.cells[seat]!;
    drawPlayerStrip(g, { ...c, x: afterBar.x + c.x, y: afterBar.y + c.y }, view, ctx, seat, { winner: won.includes(seat) });
  }
  if (view.scores) {
    const top = afterBar.y + strips.height + GAP;
    drawScores(g, { x: afterBar.x, y: top, width: afterBar.width, height: scoresHeight(view) }, view, ctx);
  }
  return encodePng(canvas);
}

async function hand(view: VrView, ctx: RenderContext & { readonly seat: Seat }): Promise<Buffer> {
  if (view.viewer !== ctx.seat || !view.me || view.me.seat !== ctx.seat) {
    throw new Error(`the hand image needs seat ${ctx.seat}'s own view, got the view of ${String(view.viewer)}`);
  }
  const s = status(view, ctx);
  return drawHand(view, ctx, ctx.awaiting.includes(ctx.seat) ? `Your move: ${s.what}` : statusLine(view, ctx));
}

/** The seat's private cards as text for /hand (the image shows the same): only from its own view. */
function handText(view: VrView): string[] {
  const me = view.me;
  if (!me) return [];
  const cards = me.corruption.map((c) => corruptionShort(CORRUPTION[c.id]!));
  return [
    `🂠 Corruption cards (${cards.length}): ${cards.join(' · ') || 'none'}`,
    `🎯 Objectives: ${me.objectives.map((o) => clip(o.text, 140)).join(' · ')}`,
    ...(me.peek ? [`👁 Top Necro card (you looked): ${me.peek}`] : []),
  ];
}

export const vrRenderer: GameRenderer<VrView> = {
  board,
  hand,
  caption: (view, ctx) => status(view, ctx).what,
  handText,
};
