import type { FlowContext } from '../../engine/events.ts';
import { ask, type IspyFlow, type Opt } from './flow.ts';
import { isVacant, neighbours, regionName } from './graph.ts';
import { m, seatOf } from './messages.ts';
import type { IspyState } from './state.ts';

/**
 * Who resolves an effect: `actor` is the spy whose figure, Tickets, Supply and Control Tokens the
 * effect uses; `chooser` makes its choices (the coercer, when an opponent is made to play a
 * card); `assets`: the actor's Assets may apply (never when Coerce makes an opponent play).
 */
export interface Who {
  readonly actor: number;
  readonly chooser: number;
  readonly assets: boolean;
  /** The opponent plays under Coerce: Tickets must be spent at once, no Capital entry or exit. */
  readonly forced?: boolean;
}

export const self = (seat: number): Who => ({ actor: seat, chooser: seat, assets: true });

/** Gives `seat` `n` Tags (unlimited). */
export function tag(s: IspyState, ctx: FlowContext, seat: number, n = 1): void {
  s.spies[seat]!.tags += n;
  ctx.event(m('spy.ev.tagged', { who: seatOf(seat), n, total: s.spies[seat]!.tags }));
}

/**
 * Puts `seat`'s figure in `to`. Only the three cases the rules allow reach an occupied Region
 * (an Airship flight, a forced flight from a Capital, a relocation with nowhere vacant): the
 * occupant receives a Tag and `chooser` (the mover) relocates it to an adjacent Region, vacant if
 * any, so relocations chain until every spy stands alone. A Supply Cache's token goes to the
 * first spy to enter its Region, a relocated spy included.
 */
export function enter(s: IspyState, ctx: FlowContext, seat: number, to: string, chooser: number): void {
  const bumped = s.spies.findIndex((p, i) => i !== seat && p.region === to);
  s.spies[seat]!.region = to;
  const cache = s.caches.indexOf(to);
  if (cache >= 0) {
    s.caches.splice(cache, 1);
    s.spies[seat]!.supply += 1;
    ctx.event(m('spy.ev.cache', { who: seatOf(seat), region: regionName(to) }));
  }
  if (bumped >= 0) {
    tag(s, ctx, bumped, 1);
    ask(s, 'relocate', [chooser], { seat: bumped, from: to });
  }
}

/** Where a bumped spy standing in `from` may go: adjacent vacant Regions, or any adjacent Region when none is vacant. */
export function relocationTargets(s: IspyState, from: string): string[] {
  const near = neighbours(from);
  const vacant = near.filter((r) => isVacant(s, r));
  return vacant.length > 0 ? vacant : [...near];
}

export function registerMovement(flow: IspyFlow): void {
  flow.defineDecision('relocate', {
    options(s, p): Opt[] {
      const { from, seat: who } = p.data;
      return relocationTargets(s, from).map((r) => ({
        key: `reloc:${r}`,
        kind: 'region',
        label: m('spy.opt.relocate', { who: seatOf(who), region: regionName(r) }),
        detail: m(isVacant(s, r) ? 'spy.opt.relocate.vacant' : 'spy.opt.relocate.chain'),
        value: r,
      }));
    },
    resolve(s, p, seat, c, _n, ctx) {
      const who = p.data.seat;
      ctx.event(m('spy.ev.relocated', { who: seatOf(who), region: regionName(c.value as string) }));
      enter(s, ctx, who, c.value as string, seat);
    },
  });
}

/**
 * `who.actor` gains `n` Tickets for this turn. When Coerce makes an opponent play the card, the
 * Tickets must be spent at once: the coercer spends them route by route ('tickets' decision,
 * turn.ts), and what is left unspent is lost.
 */
export function gainTickets(s: IspyState, ctx: FlowContext, who: Who, n: number): void {
  if (n <= 0) return;
  if (who.forced) {
    ask(s, 'tickets', [who.chooser], { seat: who.actor, left: n });
    return;
  }
  s.turn!.tickets += n;
  ctx.event(m('spy.ev.tickets', { who: seatOf(who.actor), n, total: s.turn!.tickets }));
}
