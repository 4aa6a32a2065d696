/**
 * Virtual Revolution's pictures. The board is drawn from the public part of a VrView only (it
 * never reads `me`, so a seat's view and the spectator view give the same image); the hand adds
 * that seat's secrets and refuses any view that is not the seat's own.
 *
 * Board: landscape 1440x900 whatever the stage (layout.ts), so Discord shows it whole about 550 px
 * wide; the images are opaque kit surfaces, so the kit encodes them with its fast PNG path.
 */

import { listToken } from '../src/engine/messages.ts';
// The render worker loads renderers only: the rules bring every catalogue whose tokens a view carries.
import '../src/games/vr/game.ts';
import { corruptionShort } from '../src/games/vr/corruptionCards.ts';
import { BOROUGHS, CORRUPTION, VERSES } from '../src/games/vr/data/index.ts';
import type { VrView } from '../src/games/vr/view.ts';
import { clip } from '../src/games/vr/wording.ts';
import { assertOwnView, drawnIn, encodePng, seatLabel, staticLayer, surfaceFrom, tr } from './kit/index.ts';
import type { GameRenderer, HandContext, RenderContext } from './types.ts';
import { boardBaseKey, drawBoardBase, drawBoardOver } from './vr/board.ts';
import { drawHand } from './vr/hand.ts';
import { layoutBoard, winnersOf } from './vr/layout.ts';
import { t } from './vr/messages.ts';

export { BOARD_HEIGHT, BOARD_WIDTH } from './vr/layout.ts';

/** What the awaited seats are asked, in a few words. */
const PENDING_TEXT: Readonly<Record<string, string>> = {
  recruit: t('vr.render.pending.recruit'),
  createVerse: t('vr.render.pending.createVerse'),
  donation: t('vr.render.pending.donation'),
  gainBoostCard: t('vr.render.pending.gainBoostCard'),
  quartierLatin: t('vr.render.pending.quartierLatin'),
  necroImmunity: t('vr.render.pending.necroImmunity'),
  necroLoss: t('vr.render.pending.necroLoss'),
  raid: t('vr.render.pending.raid'),
  recycleCollect: t('vr.render.pending.recycleCollect'),
  finalChoice: t('vr.render.pending.finalChoice'),
  titleMarais: t('vr.render.pending.titleMarais'),
  turnOrder: t('vr.render.pending.turnOrder'),
  agentPick: t('vr.render.pending.agentPick'),
  agentPromote: t('vr.render.pending.agentPromote'),
  agentFate: t('vr.render.pending.agentFate'),
  verseArchipelago: t('vr.render.pending.verseArchipelago', { verse: VERSES['the-archipelago']?.name ?? '' }),
  verseDarkKingdom: t('vr.render.pending.verseDarkKingdom', { verse: VERSES['dark-kingdom']?.name ?? '' }),
  verseInfluence: t('vr.render.pending.verseInfluence'),
};

function boroughText(b: number): string {
  const bo = BOROUGHS[b];
  return bo
    ? t('vr.render.boroughNamed', { b, name: bo.name.replace(/^\d+\w*\s*·\s*/, '') })
    : t('vr.render.borough', { n: b });
}

/** Whose move it is (names with their letters) and what they are doing, in words; `who` is empty when nobody is awaited. */
export function status(view: VrView, ctx: RenderContext): { who: string; what: string } {
  if (view.over) {
    const w = winnersOf(view);
    if (w.length === 0) return { who: '', what: t('vr.render.over') };
    return {
      who: '',
      what:
        w.length > 1
          ? t('vr.render.over.shared', { who: listToken(w.map((s) => seatLabel(ctx, s))) })
          : t('vr.render.over.wins', { who: seatLabel(ctx, w[0]!) }),
    };
  }
  // Ended before the rules' end (the players' vote): the platform's result, with its standings' winners.
  if (ctx.outcome) return { who: '', what: t('vr.render.over.outcome', { headline: ctx.outcome.headline }) };
  if (view.pending) {
    const seats = ctx.awaiting.length ? ctx.awaiting : view.pending.seats;
    return {
      who: seats.map((s) => seatLabel(ctx, s)).join(', '),
      what: PENDING_TEXT[view.pending.kind] ?? t('vr.render.pending.other'),
    };
  }
  if (view.current === null) return { who: '', what: t('vr.render.roundEnds', { round: view.round }) };
  const at = view.directorBorough !== null ? boroughText(view.directorBorough) : '';
  const what =
    view.stage === 'director'
      ? t('vr.render.stage.director')
      : view.stage === 'influence'
        ? t('vr.render.stage.influence', { borough: at })
        : view.stage === 'action'
          ? t('vr.render.stage.action', { borough: at })
          : t('vr.render.stage.free', { borough: at });
  return { who: seatLabel(ctx, view.current), what };
}

/** One line: whose move it is and what they are doing. */
export function statusLine(view: VrView, ctx: RenderContext): string {
  const s = status(view, ctx);
  return s.who ? t('vr.render.line', { who: s.who, what: s.what }) : s.what;
}

async function board(view: VrView, ctx: RenderContext): Promise<Buffer> {
  const layout = layoutBoard(view, ctx);
  // The map's base and the frames are drawn once per thread and copied under each board.
  const base = staticLayer(`vr-board|${boardBaseKey(layout)}`, layout.width, layout.height, { grid: 0 }, (g) =>
    drawBoardBase(g, layout),
  );
  const { canvas, ctx: g } = surfaceFrom(base);
  drawBoardOver(g, layout, view, ctx, status(view, ctx));
  return encodePng(canvas);
}

async function hand(view: VrView, ctx: HandContext): Promise<Buffer> {
  assertOwnView(view, ctx.seat);
  const s = status(view, ctx);
  const line = ctx.awaiting.includes(ctx.seat) ? t('vr.render.yourMove', { what: s.what }) : statusLine(view, ctx);
  return encodePng(drawHand(view, ctx, line));
}

/** The seat's private cards as text for /hand (the image shows the same): only from its own view. */
function handText(view: VrView): string[] {
  const me = view.me;
  if (!me) return [];
  const cards = me.corruption.map((c) => corruptionShort(CORRUPTION[c.id]!));
  // The view is in the reader's words already (drawnIn); the cards' short texts are tokens, put
  // into the same words when the lines are.
  return [
    t('vr.render.text.corruption', { n: cards.length, cards: cards.join(' · ') || t('vr.render.text.none') }),
    t('vr.render.text.objectives', { list: me.objectives.map((o) => clip(tr(o.text), 140)).join(' · ') }),
    ...(me.peek ? [t('vr.render.text.peek', { card: me.peek })] : []),
  ];
}

export const vrRenderer: GameRenderer<VrView> = drawnIn({
  board,
  hand,
  caption: (view, ctx) => status(view, ctx).what,
  handText,
});
