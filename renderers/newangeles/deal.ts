/**
 * The deal in progress: the revealed asset, the main offer and the top counteroffer (card, type,
 * target district, owner), how many it covers, the counteroffer chances or the vote, the winner.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { playableOf } from '../../src/games/newangeles/cards.ts';
import { cardEffects } from '../../src/games/newangeles/describe.ts';
import type { NaView, OfferView } from '../../src/games/newangeles/view.ts';
import {
  type Box,
  drawPanel,
  drawRoundRect,
  drawText,
  drawToken,
  fillSeatNames,
  measureText,
  palette,
  tr,
  withAlpha,
} from '../kit/index.ts';
import type { RenderContext } from '../types.ts';
import { DEAL_BOX } from './layout.ts';
import { r } from './messages.ts';
import { counterCost } from './status.ts';
import { assetShort, TEXT, TIMING_WORD, TYPE_COLOR, TYPE_NAME } from './style.ts';

type G = SKRSContext2D;
const ROW_H = 54;
const T = { size: TEXT, minSize: TEXT } as const;

const PHASE_WORD: Readonly<Record<string, string>> = {
  production: r('na.render.phaseWord.production'),
  demand: r('na.render.phaseWord.demand'),
  event: r('na.render.phaseWord.event'),
  over: r('na.render.phaseWord.over'),
};
/** The deal in a few words (rules 53-62), for the empty panel. */
const HOW = r('na.render.how');

/** At the end: the result's lines and each seat's result. */
function drawResult(g: G, view: NaView, ctx: RenderContext, inner: Box): void {
  const res = view.result!;
  const fallen = res.reason === 'threat';
  drawText(
    g,
    r(fallen ? 'na.render.cityFell' : 'na.render.finalResult'),
    { x: inner.x, y: inner.y, width: inner.width, height: 28 },
    { ...T, weight: 700, color: fallen ? palette.red : palette.amber, maxLines: 1 },
  );
  // The winners, not the result's lines (one long sentence per seat: the message tells them in full;
  // two lines of the box cut them off mid-sentence). Each seat's row says why, in short, below.
  const names = res.winners.map((w) => `{seat:${w}}`).join(', ');
  const text = fillSeatNames(
    tr(
      res.winners.length ? r('na.render.won', { names }) : r(fallen ? 'na.render.nobodyFell' : 'na.render.nobodyRival'),
    ),
    ctx,
  );
  drawText(
    g,
    text,
    { x: inner.x, y: inner.y + 28, width: inner.width, height: 52 },
    { ...T, weight: 700, color: palette.text, valign: 'top', maxLines: 2, lineHeight: 1.05 },
  );
  // Each seat's result beside its token, in two columns.
  const top = inner.y + 82;
  const cols = 2;
  const rowsN = Math.ceil(view.players / cols);
  const rh = Math.min(32, (inner.y + inner.height - top) / rowsN);
  const cw = inner.width / cols;
  res.results.forEach((_line, seat) => {
    const x = inner.x + (seat % cols) * cw;
    const y = top + Math.floor(seat / cols) * rh;
    drawToken(g, seat, x + 12, y + rh / 2, 12, { letter: false });
    const won = res.winners.includes(seat);
    drawText(
      g,
      r('na.render.seatResult', { won: won ? 'y' : 'n', note: rivalNote(view, seat) }),
      { x: x + 30, y, width: cw - 36, height: rh },
      { ...T, weight: 700, color: won ? palette.amber : palette.textDim, maxLines: 1 },
    );
  });
}

/** A seat's rival card in a few words: "58 vs NBN 51", "Federalist", "own corp" (rules 34-35). */
function rivalNote(view: NaView, seat: number): string {
  const rival = view.result!.rivals[seat];
  const me = view.corps[seat]!;
  if (rival === 'federalist') return r('na.render.rival.federalist');
  if (rival === me.id) return r('na.render.rival.own');
  const other = view.corps.find((c) => c.id === rival);
  return other
    ? r('na.render.rival.vs', { mine: me.capital, corp: other.short, theirs: other.capital })
    : r('na.render.rival.rival');
}

export function drawDealBase(g: G): void {
  drawPanel(g, DEAL_BOX, { accent: palette.amber, glow: 0, cut: 12, padding: 0 });
}

/** One offer's row: its label, the owner's token, the card and its type, the target, the owner's name. */
function offerRow(
  g: G,
  b: Box,
  label: string,
  o: OfferView | null,
  state: 'win' | 'lose' | 'open',
  note: string,
): void {
  const fill = state === 'win' ? withAlpha(palette.lime, 0.16) : palette.panelAlt;
  const line = state === 'win' ? palette.lime : o ? TYPE_COLOR[o.card.type] : palette.line;
  drawRoundRect(g, b, 6, fill, { color: line, width: state === 'win' ? 3 : 1.5 });
  const tag: Box = { x: b.x + 4, y: b.y + 4, width: 122, height: b.height - 8 };
  drawRoundRect(g, tag, 4, state === 'win' ? palette.lime : palette.bg);
  drawText(g, label, tag, {
    ...T,
    weight: 700,
    color: state === 'win' ? palette.ink : palette.textDim,
    align: 'center',
    maxLines: 2,
    lineHeight: 1.0,
  });
  if (!o) {
    drawText(
      g,
      note,
      { x: tag.x + tag.width + 10, y: b.y, width: b.width - tag.width - 20, height: b.height },
      { ...T, weight: 600, color: palette.textMuted, maxLines: 2, lineHeight: 1.0 },
    );
    return;
  }
  const dim = state === 'lose';
  const tokenR = 16;
  drawToken(g, o.seat, tag.x + tag.width + 6 + tokenR, b.y + b.height / 2, tokenR, { ghost: dim, letter: false });
  const x = tag.x + tag.width + 12 + 2 * tokenR;
  const right = b.x + b.width - 6;
  // The owner is its token (the corporations panel names it); the note (covers, paid) on the right.
  const noteW = note ? Math.min(220, measureText(g, note, TEXT, 600) + 4) : 0;
  if (note)
    drawText(
      g,
      note,
      { x: right - noteW, y: b.y + 1, width: noteW, height: b.height / 2 },
      { ...T, weight: 600, color: dim ? palette.textMuted : palette.textDim, align: 'right', maxLines: 1 },
    );
  const nameW = right - noteW - (note ? 10 : 0) - x;
  const fullW = right - x;
  const half = b.height / 2;
  // Line 1: the card and its type (in the type's colour); line 2: the target and the effect.
  const used = drawText(
    g,
    o.card.name,
    { x, y: b.y + 1, width: nameW * 0.7, height: half },
    { ...T, weight: 700, color: dim ? palette.textMuted : palette.text, maxLines: 1 },
  );
  const type = o.card.emergency
    ? r('na.render.typeEmergency', { type: TYPE_NAME[o.card.type] })
    : TYPE_NAME[o.card.type];
  drawText(
    g,
    type,
    { x: x + used.width + 10, y: b.y + 1, width: Math.max(0, nameW - used.width - 10), height: half },
    { ...T, weight: 700, color: dim ? palette.textMuted : TYPE_COLOR[o.card.type], maxLines: 1 },
  );
  const target = o.targetName ? r('na.render.to', { n: o.target ?? '', name: o.targetName }) : r('na.render.noTarget');
  const to = drawText(
    g,
    target,
    { x, y: b.y + half - 1, width: fullW, height: half },
    { ...T, weight: 700, color: dim ? palette.textMuted : palette.cyan, maxLines: 1 },
  );
  const effect = cardEffects(playableOf(o.card.id));
  if (effect && to.width + 60 < fullW)
    drawText(
      g,
      effect,
      { x: x + to.width + 12, y: b.y + half - 1, width: fullW - to.width - 12, height: half },
      { ...T, weight: 600, color: dim ? palette.textMuted : palette.textDim, maxLines: 1 },
    );
}

export function drawDealOver(g: G, view: NaView, ctx: RenderContext): void {
  const b = DEAL_BOX;
  const inner: Box = { x: b.x + 14, y: b.y + 6, width: b.width - 28, height: b.height - 12 };
  const deal = view.deal;
  if (view.result) {
    drawResult(g, view, ctx, inner);
    return;
  }
  if (!deal) {
    drawText(
      g,
      r('na.render.deal'),
      { x: inner.x, y: inner.y, width: 80, height: 30 },
      { ...T, weight: 700, color: palette.amber, maxLines: 1 },
    );
    const next = [...view.track].reverse().find((a) => a);
    const line =
      view.phase === 'action'
        ? next
          ? r('na.render.nextAsset', { name: next.name })
          : r('na.render.noAssetLeft')
        : r('na.render.noneNow', { phase: PHASE_WORD[view.phase] ?? view.phase });
    drawText(
      g,
      line,
      { x: inner.x + 80, y: inner.y, width: inner.width - 80, height: 30 },
      { ...T, weight: 700, color: palette.text, maxLines: 1 },
    );
    drawText(
      g,
      HOW,
      { x: inner.x, y: inner.y + 38, width: inner.width, height: inner.height - 72 },
      { ...T, weight: 600, color: palette.textDim, valign: 'top', lineHeight: 1.1, maxLines: 4 },
    );
    drawText(
      g,
      r('na.render.dealsSoFar', { n: view.deals }),
      { x: inner.x, y: inner.y + inner.height - 30, width: inner.width, height: 30 },
      { ...T, weight: 600, color: palette.textMuted, maxLines: 1 },
    );
    return;
  }
  // Title: the asset the deal is for, its timing and text.
  const head: Box = { x: inner.x, y: inner.y - 2, width: inner.width, height: 28 };
  const used = drawText(
    g,
    r('na.render.dealFor'),
    { ...head, width: 150 },
    { ...T, weight: 700, color: palette.amber, maxLines: 1 },
  );
  drawText(
    g,
    r('na.render.assetTiming', {
      name: assetShort(deal.asset.name),
      timing: TIMING_WORD[deal.asset.timing] ?? deal.asset.timing,
    }),
    { x: head.x + used.width + 10, y: head.y, width: head.width - used.width - 10, height: 28 },
    {
      ...T,
      weight: 700,
      color: palette.text,
      maxLines: 1,
    },
  );
  drawText(
    g,
    deal.asset.text,
    { x: head.x, y: head.y + 27, width: head.width, height: 28 },
    { ...T, weight: 600, color: palette.textDim, maxLines: 1 },
  );
  const top = deal.counters[deal.counters.length - 1] ?? null;
  const rowTop = inner.y + 56;
  const mainRow: Box = { x: inner.x, y: rowTop, width: inner.width, height: ROW_H };
  const counterRow: Box = { x: inner.x, y: rowTop + ROW_H + 4, width: inner.width, height: ROW_H };
  const mainState = deal.winner === 'main' ? 'win' : deal.winner === 'counter' ? 'lose' : 'open';
  const counterState = deal.winner === 'counter' ? 'win' : deal.winner === 'main' ? 'lose' : 'open';
  offerRow(g, mainRow, r('na.render.main'), deal.main, mainState, deal.main ? '' : r('na.render.waitingMain'));
  const covered = deal.counters.length - 1;
  const paid = top?.paid ? r('na.render.paid', { n: top.paid }) : '';
  const covers = covered > 0 ? r('na.render.covers', { n: covered }) : '';
  const next = view.pending?.kind === 'counter' ? view.pending.seats[0] : deal.chances[0];
  const cost = counterCost(view, next);
  const note = top
    ? [covers, paid]
        .filter(Boolean)
        .map((x) => tr(x))
        .join(', ')
    : deal.chances.length
      ? r('na.render.noneYet', { cost })
      : r('na.render.noCounter');
  offerRow(g, counterRow, r('na.render.counter'), top, counterState, note);
  // Who still gets a counteroffer chance, or who has voted.
  const foot: Box = {
    x: inner.x,
    y: counterRow.y + ROW_H + 1,
    width: inner.width,
    height: b.y + b.height - 2 - (counterRow.y + ROW_H + 1),
  };
  if (foot.height < TEXT) return;
  let text = '';
  let seats: number[] = [];
  if (view.pending?.kind === 'support') {
    seats = view.pending.answered;
    text = seats.length ? r('na.render.voted') : r('na.render.noVote');
  } else if (deal.chances.length && !deal.winner) {
    seats = deal.chances;
    text = r('na.render.chancesLeft');
  }
  if (!text) return;
  const w = drawText(
    g,
    text,
    { ...foot, width: 400 },
    { ...T, weight: 700, color: palette.textDim, maxLines: 1 },
  ).width;
  seats.forEach((s, i) => drawToken(g, s, foot.x + w + 20 + i * 30, foot.y + foot.height / 2, 12, { letter: false }));
}
