import type { FlowContext } from '../../engine/events.ts';
import type { Seat } from '../../engine/types.ts';
import { assetOf, districtOf } from './cards.ts';
import { ACTION_TYPES, type Asset } from './data/index.ts';
import { effectText } from './describe.ts';
import { assetTargets, useAssetPower } from './effects.ts';
import { ask, type NaFlow, type Opt, queue } from './flow.ts';
import { m } from './messages.ts';
import type { NaState } from './state.ts';
import { canDrawFrom } from './turn.ts';

/**
 * End of turn (rules 66-69): the active player uses End of Turn abilities (once per turn),
 * Exhaust abilities with a city, capital or draw power (ready ones), Discard abilities (then to
 * the bottom of the asset deck), one at a time, then ends the turn ('passTurn').
 */

/** Powers used at the end of one's own turn (vote and freeCounter are used in the deal, passives always apply). */
const END_POWERS: readonly Asset['power']['kind'][] = ['city', 'capital', 'draw', 'flip', 'threat', 'supply'];

/** Whether the power would do something now (a choice that does nothing is not offered). */
function powerWorks(s: NaState, seat: Seat, id: string): boolean {
  const p = assetOf(id).power;
  switch (p.kind) {
    case 'city':
      return assetTargets(s, id).length > 0;
    case 'draw':
      return p.deck === 'general' ? ACTION_TYPES.some((t) => canDrawFrom(s, t)) : canDrawFrom(s, p.deck);
    case 'flip':
      return !s.emergencyUp[seat];
    case 'threat':
      return p.by > 0 ? s.threat < 25 : s.threat > 0;
    default:
      return END_POWERS.includes(p.kind);
  }
}

/** The active player's assets usable at this end of turn (rules 66-69). */
export function usableAssets(s: NaState, seat: Seat): string[] {
  return s.assets[seat]!.filter((id) => {
    const a = assetOf(id);
    if (!END_POWERS.includes(a.power.kind)) return false;
    if (a.timing === 'endOfTurn') return !s.usedThisTurn.includes(id) && powerWorks(s, seat, id);
    if (a.timing === 'exhaust')
      return (
        !s.exhausted.includes(id) &&
        (a.power.kind === 'city' || a.power.kind === 'capital' || a.power.kind === 'draw') &&
        powerWorks(s, seat, id)
      );
    if (a.timing === 'discard') return powerWorks(s, seat, id);
    return false;
  });
}

/** What a city power does at district `n` (the button detail). */
const cityLine = (a: Asset, n: number): string =>
  a.power.kind === 'city'
    ? m('na.choice.cityLine', { d: districtOf(n).name, effects: a.power.effects.map((e) => effectText(e)).join(', ') })
    : districtOf(n).name;

/** Uses the asset's power (useAssetPower announces it: "ann uses Yuki Sato at 3 Quinde."); a discarded one is then said to go under the deck. */
function useAsset(s: NaState, ctx: FlowContext, seat: Seat, id: string, target: number | null): void {
  useAssetPower(s, ctx, seat, id, target);
  const a = assetOf(id);
  if (a.timing === 'discard') ctx.event(m('na.event.assetUnder', { asset: a.name }));
}

function spend(s: NaState, seat: Seat, id: string): void {
  const a = assetOf(id);
  if (a.timing === 'endOfTurn') s.usedThisTurn.push(id);
  else if (a.timing === 'exhaust') s.exhausted.push(id);
  else if (a.timing === 'discard') {
    // Rule 68: to the bottom of the asset deck.
    const mine = s.assets[seat]!;
    mine.splice(mine.indexOf(id), 1);
    s.exhausted = s.exhausted.filter((x) => x !== id);
    s.assetDeck.push(id);
  }
}

export function registerEndTurn(flow: NaFlow): void {
  /** Rule 46 step 3: End of Turn abilities when there is one to use, else the token passes. */
  flow.defineStep('endTurn', (s) => {
    if (s.over) return;
    if (usableAssets(s, s.active).length > 0) ask(s, 'endTurn', [s.active], { seat: s.active });
    else queue(s, [{ k: 'passTurn' }], true);
  });

  flow.defineDecision('endTurn', {
    options: (s, _p, seat) => {
      const out: Opt[] = usableAssets(s, seat).map((id) => {
        const a = assetOf(id);
        const targets = a.power.kind === 'city' ? assetTargets(s, id) : [];
        const one = targets.length === 1 ? ` → ${districtOf(targets[0]!).name}` : '';
        return {
          key: `asset:${id}`,
          kind: 'asset',
          label: m('na.choice.asset', { verb: a.timing, asset: a.name, one }),
          detail: targets.length > 1 ? m('na.choice.assetMany', { text: a.text, n: targets.length }) : a.text,
          value: { id, targets },
        };
      });
      out.push({
        key: 'end',
        kind: 'end',
        label: m('na.choice.end'),
        detail: m('na.choice.endDetail'),
        style: 'secondary',
        value: null,
      });
      return out;
    },
    resolve: (s, _p, seat, c, _n, ctx) => {
      const v = c.value as { id: string; targets: number[] } | null;
      if (!v) {
        queue(s, [{ k: 'passTurn' }], true);
        return undefined;
      }
      spend(s, seat, v.id);
      if (v.targets.length > 1) ask(s, 'assetTarget', [seat], { seat, asset: v.id, targets: v.targets });
      else useAsset(s, ctx, seat, v.id, v.targets[0] ?? null);
      if (s.over) return undefined;
      // Back to this choice after the asset (its target first, if asked) while another is usable; else the turn ends.
      if (usableAssets(s, seat).length > 0) return 'keep';
      queue(s, [{ k: 'passTurn' }], true);
      return undefined;
    },
  });

  flow.defineDecision('assetTarget', {
    options: (_s, p) => {
      const a = assetOf(p.data.asset);
      return p.data.targets.map((n) => ({
        key: `atarget:${n}`,
        kind: 'assetTarget',
        label: `${n} ${districtOf(n).name}`,
        detail: cityLine(a, n),
        value: n,
      }));
    },
    resolve: (s, p, seat, c, _n, ctx) => {
      useAsset(s, ctx, seat, p.data.asset, c.value as number);
    },
  });
}
