/**
 * New Angeles' pictures: a MINIMAL PLACEHOLDER (helper "discord") so the game can be registered
 * while the real renderer is written on branch na-render; the lead takes that one at merge.
 * The board is drawn from the public part of an NaView only (never `mine`), the hand from the
 * seat's own view.
 */
import type { Seat } from '../src/engine/types.ts';
import type { NaView } from '../src/games/newangeles/view.ts';
import type { GameRenderer, RenderContext } from './types.ts';
import { createSurface, drawText, encodePng, palette } from './kit/index.ts';

const W = 1600;
const H = 1000;
const STAGE = ['', ' protest', ' strike'];

const name = (ctx: RenderContext, seat: Seat): string => ctx.seats[seat]?.name ?? `Seat ${seat + 1}`;

function districtLine(d: NaView['districts'][number]): string {
  const bits = [
    d.android && 'android', d.development && 'development', d.outage && 'outage', d.illness && 'illness',
    d.humanFirst && 'Human First', d.orgcrime && 'Orgcrime', d.prisec > 0 && `Prisec ×${d.prisec}`,
  ].filter(Boolean);
  return `${d.n} ${d.name}${STAGE[d.unrest]}: ${bits.join(', ') || '—'}`;
}

async function board(view: NaView, ctx: RenderContext): Promise<Buffer> {
  const { canvas, ctx: g } = createSurface(W, H);
  const head = ctx.outcome ? ctx.outcome.headline : `Round ${view.round} · ${view.phase} · ${name(ctx, view.active)}'s turn`;
  drawText(g, `New Angeles — ${head} — Threat ${view.threat}/25`, { x: 30, y: 20, width: W - 60, height: 50 }, { size: 34, weight: 700, color: palette.cyan });
  drawText(g, view.districts.map(districtLine).join('\n'), { x: 30, y: 90, width: 760, height: 860 }, { size: 24, lineHeight: 1.35 });
  const corps = view.corps.map((c) => `${name(ctx, c.seat)} · ${c.name}: ${c.capital} capital, ${c.hand} cards, ${c.assets.length} assets${c.emergencyUp ? '' : ', emergency face down'}`);
  const s = view.supply;
  const t = view.demand.targets;
  const right = [
    ...corps,
    '',
    `Supply E${s.energy}/${t.energy} F${s.food}/${t.food} G${s.goods}/${t.goods} T${s.tech}/${t.tech} · ${view.demand.name} (+${view.demand.threat} if unmet)`,
    `Turn track: ${view.track.map((a) => (a ? a.name.split(',')[0] : '·')).join(' | ')}`,
    view.deal ? `Deal for ${view.deal.asset.name}${view.deal.main ? ` · main: ${view.deal.main.card.name}` : ''}${view.deal.counters.length ? ` · counter: ${view.deal.counters.at(-1)!.card.name}` : ''}` : '',
    '',
    ...view.recent.slice(-6).map((l) => l.replace(/\{seat:(\d)\}/g, (_m, n: string) => name(ctx, Number(n)))),
  ];
  drawText(g, right.join('\n'), { x: 820, y: 90, width: W - 850, height: 860 }, { size: 22, lineHeight: 1.35 });
  return encodePng(canvas);
}

async function hand(view: NaView, ctx: RenderContext & { readonly seat: Seat }): Promise<Buffer> {
  // NaView keeps the seat's secrets under `mine` (the kit's assertOwnView reads `me`).
  if (view.viewer !== ctx.seat || view.mine?.seat !== ctx.seat) throw new Error(`the hand image needs seat ${ctx.seat}'s own view`);
  const { canvas, ctx: g } = createSurface(1200, 700);
  drawText(g, handText(view, ctx).join('\n'), { x: 30, y: 30, width: 1140, height: 640 }, { size: 24, lineHeight: 1.35 });
  return encodePng(canvas);
}

function handText(view: NaView, _ctx: RenderContext & { readonly seat: Seat }): string[] {
  const me = view.mine;
  if (!me) return [];
  return [
    me.rivalText,
    me.investment ? `Investment: ${me.investment.name}: ${me.investment.text}` : 'Investment: none chosen',
    ...me.hand.map((c) => `${c.name}: ${c.text}`),
  ];
}

export const naRenderer: GameRenderer<NaView> = { board, hand, handText };
