import { discardCorruption, gainImmunity, gainMoney, peekNecro } from './econ.ts';
import { ask, type FreeActions, type Handler, type Opt, type VrFlow } from './flow.ts';
import { m, who } from './messages.ts';
import type { VrState } from './state.ts';

/**
 * Collecting Influence tokens from the Recycle Area, at any time during one's own turn. The
 * player steps through benefits: each spends its number of tokens from their pile back into
 * their reserve (1: +1 Eurocredit; 2: discard a random Corruption card, or secretly look at the
 * top Necro card; 3: 1 Immunity token), as often as the pile allows, until they stop. Any split
 * of the tokens collected into benefits is reachable this way.
 */

export const RECYCLE_BENEFITS = [
  { id: 'money', cost: 1, label: m('vr.rc.money') },
  { id: 'discard', cost: 2, label: m('vr.rc.discard') },
  { id: 'peek', cost: 2, label: m('vr.rc.peek') },
  { id: 'immunity', cost: 3, label: m('vr.rc.immunity') },
] as const;

const pile = (s: VrState, seat: number) => s.recycle[seat] ?? 0;

function benefitOptions(s: VrState, seat: number): Opt[] {
  const p = s.p[seat]!;
  return RECYCLE_BENEFITS.filter((b) => {
    if (pile(s, seat) < b.cost) return false;
    // Benefits that would do nothing are not offered.
    if (b.id === 'discard') return p.corruption.length > 0;
    if (b.id === 'peek') return s.necroDeck.length > 0 && p.peek !== s.necroDeck[0];
    return true;
  }).map((b) => ({
    key: `rc:${b.id}`,
    kind: 'recycle',
    label: b.label,
    detail: m('vr.rc.detail', { cost: b.cost, n: pile(s, seat) }),
    value: b.id,
  }));
}

const freeActions: FreeActions = {
  options(s, seat) {
    if (s.turn?.seat !== seat || pile(s, seat) === 0) return [];
    return [
      {
        key: 'recycle:collect',
        kind: 'recycle',
        label: m('vr.rc.collect', { n: pile(s, seat) }),
        detail: m('vr.rc.collectDetail'),
      },
    ];
  },
  resolve(s, seat) {
    ask(s, 'recycleCollect', [seat], {});
  },
};

const recycleCollectDecision: Handler<'recycleCollect'> = {
  options(s, _p, seat) {
    return [...benefitOptions(s, seat), { key: 'rc:done', kind: 'done', label: m('vr.rc.done'), style: 'secondary' }];
  },
  resolve(s, _p, seat, opt, _n, ctx) {
    if (opt.key === 'rc:done') return;
    const b = RECYCLE_BENEFITS.find((x) => x.id === opt.value)!;
    const p = s.p[seat]!;
    s.recycle[seat] = pile(s, seat) - b.cost;
    p.reserve += b.cost;
    ctx.event(m('vr.ev.collects', { who: who(seat), n: b.cost }));
    switch (b.id) {
      case 'money':
        gainMoney(s, ctx, seat, 1, m('vr.why.recycle'));
        break;
      case 'discard': {
        const card = p.corruption[ctx.rng.int(p.corruption.length)]!;
        discardCorruption(s, ctx, seat, card);
        ctx.event(m('vr.ev.randomDiscard', { who: who(seat) }));
        break;
      }
      case 'peek':
        peekNecro(s, ctx, seat, m('vr.why.recycle'));
        break;
      case 'immunity':
        gainImmunity(s, ctx, seat, 1, m('vr.why.recycle'));
        break;
    }
    return pile(s, seat) > 0 ? 'keep' : undefined;
  },
};

/** Registers this module's free actions and decisions on the game's flow. */
export function registerRecycle(flow: VrFlow): void {
  flow.defineFreeActions(freeActions);
  flow.defineDecision('recycleCollect', recycleCollectDecision);
}
