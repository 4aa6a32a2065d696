/**
 * Virtual Revolution's pictures. The board is drawn from the public part of a VrView only (it
 * never reads `me`, so a seat's view and the spectator view give the same image); the hand adds
 * that seat's secrets and refuses any view that is not the seat's own.
 *
 * Board: landscape 1440x900 whatever the stage (layout.ts), so Discord shows it whole about 550 px
 * wide; the images are opaque kit surfaces, so the kit encodes them with its fast PNG path.
 */
import { corruptionShort } from '../src/games/vr/corruptionCards.ts';
import { BOROUGHS, CORRUPTION } from '../src/games/vr/data/index.ts';
import type { VrView } from '../src/games/vr/view.ts';
import { clip } from '../src/games/vr/wording.ts';
import { assertOwnView, drawnIn, encodePng, seatLabel, staticLayer, surfaceFrom } from './kit/index.ts';
import type { GameRenderer, HandContext, RenderContext } from './types.ts';
import { boardBaseKey, drawBoardBase, drawBoardOver } from './vr/board.ts';
import { drawHand } from './vr/hand.ts';
import { layoutBoard, winnersOf } from './vr/layout.ts';

export { BOARD_HEIGHT, BOARD_WIDTH } from './vr/layout.ts';

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
  agentPick: "choose how to apply an Agent's effect",
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

/** Whose move it is (names with their letters) and what they are doing, in words; `who` is empty when nobody is awaited. */
export function status(view: VrView, ctx: RenderContext): { who: string; what: string } {
  if (view.over) {
    const w = winnersOf(view);
    if (w.length === 0) return { who: '', what: 'Game over' };
    return {
      who: '',
      what:
        w.length > 1
          ? `Game over: ${w.map((s) => seatLabel(ctx, s)).join(', ')} share the win`
          : `Game over: ${seatLabel(ctx, w[0]!)} wins`,
    };
  }
  // Ended before the rules' end (the players' vote): the platform's result, with its standings' winners.
  if (ctx.outcome) return { who: '', what: `Game over: ${ctx.outcome.headline}` };
  if (view.pending) {
    const seats = ctx.awaiting.length ? ctx.awaiting : view.pending.seats;
    return { who: seats.map((s) => seatLabel(ctx, s)).join(', '), what: PENDING_TEXT[view.pending.kind] ?? 'decide' };
  }
  if (view.current === null) return { who: '', what: `Round ${view.round} ends` };
  const at = view.directorBorough !== null ? boroughText(view.directorBorough) : '';
  const what =
    view.stage === 'director'
      ? 'place a Director'
      : view.stage === 'influence'
        ? `Influence in ${at}`
        : view.stage === 'action'
          ? `choose an Action (Director in ${at})`
          : `free actions or end the turn (Director in ${at})`;
  return { who: seatLabel(ctx, view.current), what };
}

/** One line: whose move it is and what they are doing. */
export function statusLine(view: VrView, ctx: RenderContext): string {
  const s = status(view, ctx);
  return s.who ? `${s.who}: ${s.what}` : s.what;
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
  const line = ctx.awaiting.includes(ctx.seat) ? `Your move: ${s.what}` : statusLine(view, ctx);
  return encodePng(drawHand(view, ctx, line));
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

export const vrRenderer: GameRenderer<VrView> = drawnIn({
  board,
  hand,
  caption: (view, ctx) => status(view, ctx).what,
  handText,
});
