import type { FlowContext } from '../../engine/events.ts';
import { SABOTAGE_LOSS } from './cards.ts';
import { CAPITAL_INFO, type CapitalId, CONTACT_AT } from './data/index.ts';
import { nationName } from './data/messages.ts';
import type { Opt } from './flow.ts';
import { capitalName, capitalRegions, isVacant, outletsOf, region, regionName } from './graph.ts';
import { m, seatOf } from './messages.ts';
import { enter } from './movement.ts';
import type { IspyState } from './state.ts';

/**
 * Capitals: a spy in an Outlet Region may enter its Capital once per turn, without a Ticket, into a
 * vacant Capital Region, and later leave to a vacant connected Outlet (none vacant: it cannot
 * leave). A spy who starts a turn in a Capital must flee to an Outlet first (turn.ts).
 */

/** The Capital a Region belongs to as an Outlet. */
export function outletCapital(id: string): CapitalId | undefined {
  const r = region(id);
  return r.kind === 'outlet' ? r.capital : undefined;
}

/** The Capital a spy stands in (in one of its Capital Regions). */
export function inCapital(s: IspyState, seat: number): CapitalId | undefined {
  const at = s.spies[seat]!.region;
  if (!at) return undefined;
  const r = region(at);
  return r.kind === 'capital' ? r.capital : undefined;
}

/** What a Capital offers, in words (for the enter choice's detail). */
function capitalSummary(c: CapitalId): string {
  const contact = CONTACT_AT[c];
  const stack = c === 'berlin' || c === 'budapest' || c === 'london' ? 'yes' : 'no';
  // The agent by surname (a proper name, the same in every language): the detail must fit Discord's 100 characters.
  const agent = contact.name.split(' ').at(-1) ?? contact.name;
  return m('spy.capital.summary', { agent, nation: nationName(CAPITAL_INFO[c].nation), loss: SABOTAGE_LOSS[c], stack });
}

/** The `enter:<capitalRegion>` choice: once per turn, from an Outlet, into the first vacant Capital Region. */
export function enterOptions(s: IspyState, seat: number): Opt[] {
  const t = s.turn!;
  const at = s.spies[seat]!.region;
  if (t.visit !== 'no' || !at) return [];
  const c = outletCapital(at);
  if (!c) return [];
  // One choice per Capital: its three Capital Regions play alike (every spy inside is adjacent to
  // every other), so the figure takes the first vacant one rather than three buttons reading the same.
  return capitalRegions(c)
    .filter((r) => isVacant(s, r))
    .slice(0, 1)
    .map((r) => ({
      key: `enter:${r}`,
      kind: 'enter',
      label: m('spy.opt.enter', { capital: capitalName(c) }),
      detail: m('spy.opt.enter.detail', { summary: capitalSummary(c) }),
      value: r,
    }));
}

/** `exit:<outlet>` choices: after entering this turn, to each vacant Outlet of this Capital. */
export function exitOptions(s: IspyState, seat: number): Opt[] {
  const t = s.turn!;
  const c = inCapital(s, seat);
  if (t.visit !== 'in' || !c) return [];
  return outletsOf(c)
    .filter((o) => isVacant(s, o))
    .map((o) => ({
      key: `exit:${o}`,
      kind: 'exit',
      label: m('spy.opt.exit', { capital: capitalName(c), region: regionName(o) }),
      detail: m('spy.opt.exit.detail'),
      value: o,
    }));
}

export function enterCapital(s: IspyState, ctx: FlowContext, seat: number, to: string): void {
  const c = region(to).capital!;
  s.turn!.visit = 'in';
  ctx.event(m('spy.ev.enter', { who: seatOf(seat), capital: capitalName(c) }));
  enter(s, ctx, seat, to, seat);
}

export function exitCapital(s: IspyState, ctx: FlowContext, seat: number, to: string): void {
  const c = inCapital(s, seat)!;
  s.turn!.visit = 'done';
  ctx.event(m('spy.ev.exit', { who: seatOf(seat), capital: capitalName(c), region: regionName(to) }));
  enter(s, ctx, seat, to, seat);
}

/** Where a spy who starts the turn in Capital `c` may flee: the vacant Outlets, or every Outlet when all are occupied. */
export function fleeTargets(s: IspyState, c: CapitalId): string[] {
  const all = outletsOf(c);
  const vacant = all.filter((o) => isVacant(s, o));
  return vacant.length > 0 ? vacant : all;
}
