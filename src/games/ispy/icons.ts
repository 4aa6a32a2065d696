import type { FlowContext } from '../../engine/events.ts';
import { bonusSupply, recruitCost } from './assetHooks.ts';
import { ASSETS, type Icon, PHASE_SPACES, POLITICIANS, type StackId, TOKENS_PER_POLITICIAN } from './data/index.ts';
import { assetName, politicianName, politicianText } from './data/messages.ts';
import { ask, type Choice, type DataOf, type IspyFlow, type Opt } from './flow.ts';
import { capitalOf } from './graph.ts';
import { assetDetail, m, seatOf } from './messages.ts';
import type { Who } from './movement.ts';
import type { IspyState } from './state.ts';

/**
 * The six icons, each resolved exactly as the rule that defines it. Control, Empower and
 * Scandalize name Politician spaces only (never a face-down tile: a Scandalized tile goes face
 * down to the discard unnamed); the actor learns a tile it marks in a private event.
 */

/** A space in words: its Scoring Phase and place, or "In the shadows". */
export function spaceName(i: number): string {
  const phase = PHASE_SPACES.findIndex((g) => g.includes(i));
  return phase >= 0
    ? m('spy.space.phase', { phase: phase + 1, n: PHASE_SPACES[phase]!.indexOf(i) + 1 })
    : m('spy.space.shadow', { n: i - 13 });
}

/** The protection rule: no Empower or Scandalize where an opponent has more Control Tokens than `seat`. */
export function isProtected(s: IspyState, space: number, seat: number): boolean {
  const t = s.spaces[space]!.tokens;
  const mine = t.filter((x) => x === seat).length;
  return s.spies.some((_p, i) => i !== seat && t.filter((x) => x === i).length > mine);
}

const stackHere = (s: IspyState, seat: number): StackId | undefined => {
  const cap = capitalOf(s.spies[seat]!.region ?? '');
  return cap === 'berlin' || cap === 'budapest' || cap === 'london' ? cap : undefined;
};
const cost = (s: IspyState, who: Who, id: string): number =>
  who.assets ? recruitCost(s, who.actor, ASSETS[id]!.cost) : ASSETS[id]!.cost;
const affordable = (s: IspyState, who: Who): string[] => {
  const st = stackHere(s, who.actor);
  return st ? s.stacks[st].filter((id) => cost(s, who, id) <= s.spies[who.actor]!.supply) : [];
};
const controllable = (s: IspyState): number[] =>
  s.spaces.flatMap((sp, i) => (sp.tile && sp.tokens.length < TOKENS_PER_POLITICIAN ? [i] : []));
const empowerable = (s: IspyState, seat: number): number[] =>
  s.spaces.flatMap((sp, i) => (sp.tile && !isProtected(s, i, seat) ? [i] : []));
const scandalizable = (s: IspyState, seat: number): number[] =>
  s.spaces.flatMap((sp, i) => (sp.tile && sp.tokens.includes(seat) && !isProtected(s, i, seat) ? [i] : []));

/** Whether `icon` can be completed now (an Action needing it may not be taken otherwise). */
export function canResolveIcon(s: IspyState, who: Who, icon: Icon): boolean {
  switch (icon) {
    case 'recruit':
      return affordable(s, who).length > 0;
    case 'control':
      return s.spies[who.actor]!.tokens > 0 && controllable(s).length > 0;
    case 'empower':
      return empowerable(s, who.actor).length >= 2;
    case 'scandalize':
      return scandalizable(s, who.actor).length > 0;
    default:
      return true;
  }
}

/** Resolves `icon` for `who` (may ask a decision); `source` names the card or contact for events and Asset hooks. */
export function resolveIcon(s: IspyState, ctx: FlowContext, who: Who, icon: Icon, source: string): void {
  switch (icon) {
    case 'resupply': {
      const n = 1 + (who.assets ? bonusSupply(s, who, source) : 0);
      s.spies[who.actor]!.supply += n;
      ctx.event(m('spy.ev.supply', { who: seatOf(who.actor), n, total: s.spies[who.actor]!.supply }));
      return;
    }
    case 'inTheWind':
      return ask(s, 'initiative', [who.chooser], { who, source });
    default:
      if (canResolveIcon(s, who, icon)) ask(s, icon, [who.chooser], { who, source });
  }
}

/** The icons' decisions, each with its kind's data. */
type IconKind = 'initiative' | 'recruit' | 'control' | 'empower' | 'scandalize';
type IconPart = { [K in IconKind]: { readonly kind: K; readonly data: DataOf<IspyState, K> } }[IconKind];

function options(s: IspyState, p: IconPart): Opt[] {
  const who = p.data.who;
  const me = who.actor;
  const tokens = (i: number) =>
    s.spaces[i]!.tokens.length ? m('spy.tokensOn', { list: s.spaces[i]!.tokens.map(seatOf).join(' ') }) : '';
  switch (p.kind) {
    case 'initiative':
      return s.spies.map((_p, i) => ({
        key: `initiative:${i}`,
        kind: 'seat',
        label: m('spy.opt.initiative', { who: seatOf(i) }),
        detail: m(i === s.initiative ? 'spy.opt.initiative.has' : 'spy.opt.initiative.next'),
        value: i,
      }));
    case 'recruit':
      return affordable(s, who).map((id) => ({
        key: `recruit:${id}`,
        kind: 'asset',
        label: m('spy.opt.recruit', { asset: assetName(id), cost: cost(s, who, id) }),
        detail: assetDetail(id),
        value: id,
      }));
    case 'control':
      return controllable(s).map((i) => ({
        key: `control:${i}`,
        kind: 'space',
        label: m('spy.opt.control', { space: spaceName(i) }),
        detail: m('spy.opt.control.detail', { tokens: tokens(i) }),
        value: i,
      }));
    case 'empower': {
      const first = p.data.first;
      return empowerable(s, me)
        .filter((i) => i !== first)
        .map((i) => ({
          key: `empower:${i}`,
          kind: 'space',
          label: m(first === undefined ? 'spy.opt.swap' : 'spy.opt.swapWith', { space: spaceName(i) }),
          detail:
            first === undefined
              ? m('spy.opt.swap.first', { tokens: tokens(i) })
              : m('spy.opt.swap.second', { space: spaceName(first), tokens: tokens(i) }),
          value: i,
        }));
    }
    case 'scandalize':
      return scandalizable(s, me).map((i) => ({
        key: `scandalize:${i}`,
        kind: 'space',
        label: m('spy.opt.scandalize', { space: spaceName(i) }),
        detail: m('spy.opt.scandalize.detail'),
        value: i,
      }));
  }
  return [];
}

function resolve(s: IspyState, ctx: FlowContext, p: IconPart, c: Choice): undefined | 'keep' {
  const who = p.data.who;
  const me = who.actor;
  switch (p.kind) {
    case 'initiative':
      s.initiative = c.value as number;
      ctx.event(m('spy.ev.initiative', { who: seatOf(s.initiative) }));
      return;
    case 'recruit': {
      const id = c.value as string;
      const st = stackHere(s, me)!;
      const price = cost(s, who, id);
      s.stacks[st] = s.stacks[st].filter((x) => x !== id);
      s.spies[me]!.supply -= price;
      s.spies[me]!.assets.push({ id, applied: false });
      ctx.event(m('spy.ev.recruit', { who: seatOf(me), asset: assetName(id), price }));
      const special = ASSETS[id]!.specialCard;
      if (special && s.options.special && !s.spies[me]!.hand.includes(special)) {
        s.spies[me]!.hand.push(special);
        ctx.event(m('spy.ev.special', { who: seatOf(me) }));
      }
      return;
    }
    case 'control': {
      const i = c.value as number;
      s.spaces[i]!.tokens.push(me);
      s.spies[me]!.tokens -= 1;
      ctx.event(m('spy.ev.control', { who: seatOf(me), space: spaceName(i) }));
      const tile = s.spaces[i]!.tile!;
      const known = POLITICIANS[tile] !== undefined;
      ctx.privately(
        me,
        m('spy.ev.inspect', {
          space: spaceName(i),
          name: politicianName(tile),
          text: known ? politicianText(tile) : '',
        }),
      );
      return;
    }
    case 'empower': {
      const i = c.value as number;
      const first = p.data.first;
      if (first === undefined) {
        p.data.first = i;
        return 'keep';
      }
      // Control Tokens move with their tiles.
      const a = s.spaces[first]!;
      const b = s.spaces[i]!;
      [s.spaces[first], s.spaces[i]] = [b, a];
      ctx.event(m('spy.ev.empower', { who: seatOf(me), a: spaceName(first), b: spaceName(i) }));
      return;
    }
    case 'scandalize': {
      const i = c.value as number;
      const sp = s.spaces[i]!;
      s.politicianDiscard.push({ id: sp.tile!, revealed: false });
      const next = s.politicianDeck.shift() ?? null;
      s.spaces[i] = { tile: next, tokens: [] };
      ctx.event(m(next ? 'spy.ev.scandalizeNew' : 'spy.ev.scandalize', { who: seatOf(me), space: spaceName(i) }));
      return;
    }
  }
}

export function registerIcons(flow: IspyFlow): void {
  for (const kind of ['initiative', 'recruit', 'control', 'empower', 'scandalize'] as const) {
    flow.defineDecision(kind, {
      options: (s, p) => options(s, p),
      resolve: (s, p, _seat, c, _n, ctx) => resolve(s, ctx, p, c),
    });
  }
}
