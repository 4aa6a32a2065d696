import type { FlowContext } from '../../engine/events.ts';
import type { DataOf } from '../../engine/flow.ts';
import { ask, type Handler, type StepRun, type VrFlow } from './flow.ts';
import { m } from './messages.ts';
import type { VrState } from './state.ts';

/**
 * Determining the Turn Order: the player with the most Influence tokens on their Player Board
 * chooses their position first, then the next, and so on. Ties: the lower Income chooses first,
 * then the fewer Eurocredits, then the current turn order. The last chooser takes the position left.
 */

/** Seats still to choose (first to choose first), and positions 1..n: the seat there, or null while free. */
type OrderData = DataOf<VrState, 'turnOrder'>;

/** The order in which players choose their position. */
export function choosingOrder(s: VrState): number[] {
  return [...s.order].sort((a, b) => {
    const pa = s.p[a]!;
    const pb = s.p[b]!;
    return (
      pb.reserve - pa.reserve || pa.income - pb.income || pa.money - pb.money || s.order.indexOf(a) - s.order.indexOf(b)
    );
  });
}

function proceed(s: VrState, ctx: FlowContext, data: OrderData): void {
  const free = data.slots.flatMap((x, i) => (x === null ? [i] : []));
  if (data.choosers.length > 1 && free.length > 1) {
    ask(s, 'turnOrder', [data.choosers[0]!], data);
    return;
  }
  // The last chooser has one position left.
  const last = data.choosers[0];
  if (last !== undefined) {
    data.slots[free[0]!] = last;
    ctx.event(m('vr.ev.lastPosition', { who: `{seat:${last}}`, n: free[0]! + 1 }));
  }
  // Every position is taken by now.
  s.order = data.slots.filter((x): x is number => x !== null);
  ctx.event(m('vr.ev.turnOrder', { order: s.order.map((x) => `{seat:${x}}`).join(', ') }));
}

const runTurnOrder: StepRun<'turnOrder'> = (s, _step, ctx) => {
  const choosers = choosingOrder(s);
  ctx.event(
    m('vr.ev.turnOrderChoosers', {
      choosers: choosers.map((x) => m('vr.turnOrder.chooser', { who: `{seat:${x}}`, n: s.p[x]!.reserve })).join(', '),
    }),
  );
  proceed(s, ctx, { choosers, slots: s.order.map(() => null) });
};

const turnOrderDecision: Handler<'turnOrder'> = {
  options(_s, p) {
    const data = p.data;
    return data.slots.flatMap((x, i) =>
      x === null
        ? [
            {
              key: `order:${i + 1}`,
              kind: 'order',
              label: m('vr.turnOrder.play', { n: i + 1 }),
              value: i,
              style: 'primary' as const,
            },
          ]
        : [],
    );
  },
  resolve(s, p, seat, opt, _n, ctx) {
    const data = p.data;
    const i = opt.value as number;
    ctx.event(m('vr.ev.choosesOrder', { who: `{seat:${seat}}`, n: i + 1 }));
    proceed(s, ctx, { choosers: data.choosers.slice(1), slots: data.slots.map((x, j) => (j === i ? seat : x)) });
  },
};

/** Registers this module's decisions and steps on the game's flow. */
export function registerTurnOrder(flow: VrFlow): void {
  flow.defineStep('turnOrder', runTurnOrder);
  flow.defineDecision('turnOrder', turnOrderDecision);
}
