import { discardCorruption, gainImmunity, gainMoney, peekNecro } from './econ.ts';
import { ask, type FreeActions, type Handler, type Opt, type VrFlow } from './flow.ts';
import type { VrState } from './state.ts';

/**
 * Collecting Influence tokens from the Recycle Area, at any time during one's own turn. The
 * player steps through benefits: each spends its number of tokens from their pile back into
 * their reserve (1: +1 Eurocredit; 2: discard a random Corruption card, or secretly look at the
 * top Necro card; 3: 1 Immunity token), as often as the pile allows, until they stop. Any split
 * of the tokens collected into benefits is reachable this way.
 */

export const RECYCLE_BENEFITS = [
  { id: 'money', cost: 1, label: '1 token: +1 Eurocredit' },
  { id: 'discard', cost: 2, label: '2 tokens: discard 1 Corruption card at random' },
  { id: 'peek', cost: 2, label: '2 tokens: secretly look at the top Necro card' },
  { id: 'immunity', cost: 3, label: '3 tokens: gain 1 Immunity token' },
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
    detail: `Collect ${b.cost} of your ${pile(s, seat)} token(s) back to your reserve.`,
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
        label: `Collect tokens from the Recycle Area (${pile(s, seat)})`,
        detail: '1: +1 €; 2: random Corruption discard or Necro peek; 3: 1 Immunity.',
      },
    ];
  },
  resolve(s, seat) {
    ask(s, 'recycleCollect', [seat], {});
  },
};

const recycleCollectDecision: Handler<'recycleCollect'> = {
  options(s, _p, seat) {
    return [...benefitOptions(s, seat), { key: 'rc:done', kind: 'done', label: 'Stop collecting', style: 'secondary' }];
  },
  resolve(s, _p, seat, opt, _n, ctx) {
    if (opt.key === 'rc:done') return;
    const b = RECYCLE_BENEFITS.find((x) => x.id === opt.value)!;
    const p = s.p[seat]!;
    s.recycle[seat] = pile(s, seat) - b.cost;
    p.reserve += b.cost;
    ctx.event(`{seat:${seat}} collects ${b.cost} Influence token${b.cost > 1 ? 's' : ''} from the Recycle Area.`);
    switch (b.id) {
      case 'money':
        gainMoney(s, ctx, seat, 1, 'Recycle');
        break;
      case 'discard': {
        const card = p.corruption[ctx.rng.int(p.corruption.length)]!;
        discardCorruption(s, ctx, seat, card);
        ctx.event(`{seat:${seat}} discards a Corruption card at random (Recycle).`);
        break;
      }
      case 'peek':
        peekNecro(s, ctx, seat, 'Recycle');
        break;
      case 'immunity':
        gainImmunity(s, ctx, seat, 1, 'Recycle');
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
