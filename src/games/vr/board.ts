import type { FlowContext } from '../../engine/events.ts';
import { AGENTS, BOROUGHS, DISTRICT_LIST, DISTRICTS } from './data/index.ts';
import type { ActionId, AgentType, DistrictId } from './data/types.ts';
import { borough, m, who } from './messages.ts';
import type { VrState } from './state.ts';

/** Primitive board changes. Every change of Influence or Servers re-checks Titles at once. */

export const boroughState = (s: VrState, b: number) => s.boroughs[b - 1]!;

export function controls(s: VrState, seat: number, b: number): boolean {
  const x = boroughState(s, b);
  return (x.owner === seat && x.count > 0) || x.servers.includes(seat);
}

export const controlledBoroughs = (s: VrState, seat: number): number[] =>
  s.boroughs.flatMap((_x, i) => (controls(s, seat, i + 1) ? [i + 1] : []));

export const tokensOnMap = (s: VrState, seat: number): number =>
  s.boroughs.reduce((n, x) => n + (x.owner === seat ? x.count : 0), 0);

export const serversOf = (s: VrState, seat: number): number[] =>
  s.boroughs.flatMap((x, i) => x.servers.filter((o) => o === seat).map(() => i + 1));

/** May `seat` put an Influence token here? (Never beside another player's tokens.) */
export const canAddInfluence = (s: VrState, seat: number, b: number): boolean => {
  const x = boroughState(s, b);
  return s.p[seat]!.reserve > 0 && (x.owner === null || x.owner === seat);
};

export function addInfluence(s: VrState, ctx: FlowContext, seat: number, b: number, n = 1): number {
  let added = 0;
  while (added < n && canAddInfluence(s, seat, b)) {
    const x = boroughState(s, b);
    x.owner = seat;
    x.count += 1;
    s.p[seat]!.reserve -= 1;
    added += 1;
  }
  if (added) {
    ctx.event(m('vr.ev.addInfluence', { who: who(seat), n: added, borough: borough(b) }));
    checkTitles(s, ctx);
  }
  return added;
}

/** Removes one token (whoever owns it) to its owner's pile in the Recycle Area. */
export function removeInfluence(s: VrState, ctx: FlowContext, b: number, n = 1): number {
  const x = boroughState(s, b);
  let removed = 0;
  const owner = x.owner;
  while (removed < n && x.count > 0 && owner !== null) {
    x.count -= 1;
    s.recycle[owner]! += 1;
    removed += 1;
  }
  if (x.count === 0) x.owner = null;
  if (removed && owner !== null) {
    ctx.event(m('vr.ev.recycleInfluence', { n: removed, owner: who(owner), borough: borough(b) }));
    checkTitles(s, ctx);
  }
  return removed;
}

/** Moves one of `seat`'s tokens from `from` to `to` (the Influence manoeuvre). */
export function moveInfluence(s: VrState, ctx: FlowContext, seat: number, from: number, to: number): boolean {
  const a = boroughState(s, from);
  const b = boroughState(s, to);
  if (a.owner !== seat || a.count === 0 || (b.owner !== null && b.owner !== seat) || from === to) return false;
  a.count -= 1;
  if (a.count === 0) a.owner = null;
  b.owner = seat;
  b.count += 1;
  ctx.event(m('vr.ev.moveInfluence', { who: who(seat), from: borough(from), to: borough(to) }));
  checkTitles(s, ctx);
  return true;
}

/** Why `seat` may not build a Server in `b` (null: allowed). `anywhere` waives the Influence condition. */
export function serverBlock(s: VrState, seat: number, b: number, anywhere: boolean): string | null {
  const x = boroughState(s, b);
  if (s.p[seat]!.serverSupply <= 0) return m('vr.no.serverLeft');
  if (x.servers.some((o) => o !== seat)) return m('vr.no.otherServer', { borough: borough(b) });
  if (x.servers.includes(seat)) return m('vr.no.ownServer', { borough: borough(b) });
  if (!anywhere && !(x.owner === seat && x.count > 0)) return m('vr.no.influenceIn', { borough: borough(b) });
  const d = BOROUGHS[b]!.district;
  if (DISTRICTS[d]!.boroughs.some((o) => boroughState(s, o).servers.includes(seat)))
    return m('vr.no.serverInDistrict', { district: DISTRICTS[d]!.name });
  return null;
}

export function placeServer(s: VrState, ctx: FlowContext, seat: number, b: number): void {
  boroughState(s, b).servers.push(seat);
  s.p[seat]!.serverSupply -= 1;
  ctx.event(m('vr.ev.buildServer', { who: who(seat), borough: borough(b) }));
  checkTitles(s, ctx);
}

export function removeServer(s: VrState, ctx: FlowContext, seat: number, b: number): boolean {
  const x = boroughState(s, b);
  const i = x.servers.indexOf(seat);
  if (i < 0) return false;
  x.servers.splice(i, 1);
  s.p[seat]!.serverSupply += 1;
  ctx.event(m('vr.ev.serverReturns', { who: who(seat), borough: borough(b) }));
  checkTitles(s, ctx);
  return true;
}

/**
 * Titles: controlling every Borough of a District gives its Title at once; losing two of them
 * loses it at once. Run after every change of Influence or Servers, whatever caused it.
 */
export function checkTitles(s: VrState, ctx: FlowContext): void {
  for (const line of settleTitles(s)) ctx.event(line);
}

/** The Titles set by who controls what now; what changed, in words (the set-up reports none). */
export function settleTitles(s: VrState): string[] {
  const said: string[] = [];
  for (const d of DISTRICT_LIST) {
    const holder = s.titles[d.id] ?? null;
    if (holder !== null) {
      const lost = d.boroughs.filter((b) => !controls(s, holder, b)).length;
      if (lost < 2) continue;
      s.titles[d.id] = null;
      s.titlesTurned = s.titlesTurned.filter((t) => t !== d.id);
      said.push(m('vr.ev.loseTitle', { who: who(holder), district: d.name }));
    }
    const full = s.p.map((_p, seat) => seat).filter((seat) => d.boroughs.every((b) => controls(s, seat, b)));
    if (full.length === 0) continue;
    // Two players can control a whole District at once only through shared Server Boroughs; the
    // player whose turn it is (who caused the change) takes it, else the first in turn order.
    const current = s.turn?.seat;
    const taker = current !== undefined && full.includes(current) ? current : s.order.find((x) => full.includes(x))!;
    s.titles[d.id] = taker;
    said.push(m('vr.ev.takeTitle', { who: who(taker), district: d.name }));
  }
  return said;
}

export const titlesOf = (s: VrState, seat: number): DistrictId[] =>
  (Object.entries(s.titles) as [DistrictId, number | null][]).filter(([, h]) => h === seat).map(([d]) => d);

/** Every Agent a player owns: on Duty, retired, or turned into a Boost. */
export function agentsOwned(s: VrState, seat: number): string[] {
  const p = s.p[seat]!;
  return [...p.onDuty.map((a) => a.id), ...p.retired, ...p.boosts.filter((b) => b.source === 'agent').map((b) => b.id)];
}

/** An Agent's type (Mme Tropovicz promoted takes the type chosen at the end). */
export function agentTypeOf(s: VrState, seat: number, id: string): AgentType {
  if (id === 'mme-tropovicz' && s.p[seat]!.tropovicz) return s.p[seat]!.tropovicz!;
  return AGENTS[id]!.type;
}

export const boostsUnder = (s: VrState, seat: number, action: ActionId) =>
  s.p[seat]!.boosts.filter((b) => b.action === action);
