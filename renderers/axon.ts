/**
 * TEMPORARY Axon Protocol renderer (helper E), so the registry line, the computer players and the
 * end-to-end test run before helper D's renderer lands: D's renderers/axon.ts replaces this file
 * at merge (same export, `axonRenderer`). A plain landscape board (1280x800) drawn with the kit
 * from the public part of the view only (never `me`); the hand image refuses any view but the
 * seat's own.
 */
import type { Seat } from '../src/engine/types.ts';
import type { AxonView } from '../src/games/axon/view.ts';
import { areaOf } from '../src/games/axon/graph.ts';
import type { GameRenderer, RenderContext } from './types.ts';
import { assertOwnView, createSurface, drawPanel, drawText, encodePng, inset, palette, seatStyle, sliceLeft, sliceTop } from './kit/index.ts';

const W = 1280;
const H = 800;

const name = (ctx: RenderContext, s: Seat): string => ctx.seats[s]?.name ?? `Seat ${s + 1}`;

export function caption(view: AxonView, ctx: RenderContext): string {
  if (view.over) return ctx.outcome?.headline ?? 'game over';
  const who = view.turn ? name(ctx, view.turn.seat) : '';
  const what = view.pending?.kind ?? 'turn';
  return `round ${view.round}${who ? `, ${who}'s turn` : ''}: ${what}`;
}

async function board(view: AxonView, ctx: RenderContext): Promise<Buffer> {
  const { canvas, ctx: g, bounds } = createSurface(W, H);
  const area = inset(bounds, 24);
  const [head, body] = sliceTop(area, 60, 16);
  drawText(g, `AXON PROTOCOL · ${caption(view, ctx)}`, head, { size: 34, weight: 700, color: palette.cyan, maxLines: 1 });
  const [left, right] = sliceLeft(body, 560, 16);
  const players = drawPanel(g, left, { title: 'CORPORATIONS', accent: palette.violet });
  const rows = view.p.map((p, s) => `${name(ctx, s)} (${seatStyle(s).letter}): ${p.corpName ?? '—'} · ${p.vp.total} VP · ${p.hand} cards${p.monopoly ? ` · ${p.monopoly} Monopoly` : ''}`);
  const res = Object.entries(view.counter).map(([r, n]) => `${r} ${n}${view.red.includes(r as never) ? '!' : ''}`).join(' · ');
  drawText(g, [...rows, '', `Scoreboard: ${res}`, `Stress ${view.stress} / Breaking Point ${view.breaking}`].join('\n'), players, { size: 22, color: palette.text, maxLines: 14 });
  const city = drawPanel(g, right, { title: 'NEXUS CITY', accent: palette.cyan });
  const chars = view.chars.map((c) => `${c.activated ? '▭' : '▯'} ${c.name} @${c.area} ${areaOf(c.area).name}${c.criminal ? ' (Criminal)' : ''}`);
  drawText(g, chars.join('\n') || 'No Character in the city.', city, { size: 20, color: palette.text, maxLines: 18 });
  return encodePng(canvas);
}

export function handText(view: AxonView, ctx: RenderContext & { readonly seat: Seat }): string[] {
  assertOwnView(view, ctx.seat);
  const hand = view.me?.hand ?? [];
  return hand.length ? ['Your Software cards:', ...hand.map((c) => `• **${c.name}** (${c.type}, ${c.random}): ${c.text}`)] : ['No Software card in hand.'];
}

async function hand(view: AxonView, ctx: RenderContext & { readonly seat: Seat }): Promise<Buffer> {
  assertOwnView(view, ctx.seat);
  const { canvas, ctx: g, bounds } = createSurface(1000, 500);
  const inner = drawPanel(g, inset(bounds, 24), { title: `${name(ctx, ctx.seat)}'s hand`.toUpperCase(), accent: seatStyle(ctx.seat).color });
  drawText(g, (view.me?.hand ?? []).map((c) => `${c.name}: ${c.text}`).join('\n') || 'No Software card in hand.', inner, { size: 22, color: palette.text, maxLines: 12 });
  return encodePng(canvas);
}

export const axonRenderer: GameRenderer<AxonView> = { board, hand, caption, handText };
