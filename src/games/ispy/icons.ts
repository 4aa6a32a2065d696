import type { FlowContext } from '../../engine/events.ts';
import { bonusSupply, recruitCost } from './assetHooks.ts';
import { ASSETS, type Icon, PHASE_SPACES, POLITICIANS, type StackId, TOKENS_PER_POLITICIAN } from './data/index.ts';
import { ask, type Choice, type DataOf, type IspyFlow, type Opt } from './flow.ts';
import { capitalOf } from './graph.ts';
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
  return phase >= 0 ? `Phase ${phase + 1} space ${PHASE_SPACES[phase]!.indexOf(i) + 1}` : `In the shadows ${i - 13}`;
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
      ctx.event(`{seat:${who.actor}} gains ${n} Supply (${s.spies[who.actor]!.supply} in all).`);
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
    s.spaces[i]!.tokens.length ? ` (Control Tokens: ${s.spaces[i]!.tokens.map((t) => `{seat:${t}}`).join(' ')})` : '';
  switch (p.kind) {
    case 'initiative':
      return s.spies.map((_p, i) => ({
        key: `initiative:${i}`,
        kind: 'seat',
        label: `{seat:${i}} takes the Initiative`,
        detail: i === s.initiative ? 'They hold it already.' : 'They start the next round.',
        value: i,
      }));
    case 'recruit':
      return affordable(s, who).map((id) => ({
        key: `recruit:${id}`,
        kind: 'asset',
        label: `Recruit ${ASSETS[id]!.name} (${cost(s, who, id)} Supply)`,
        detail: ASSETS[id]!.text.slice(0, 100),
        value: id,
      }));
    case 'control':
      return controllable(s).map((i) => ({
        key: `control:${i}`,
        kind: 'space',
        label: `Control ${spaceName(i)}`,
        detail: `Mark it and inspect it${tokens(i)}.`,
        value: i,
      }));
    case 'empower': {
      const first = p.data.first;
      return empowerable(s, me)
        .filter((i) => i !== first)
        .map((i) => ({
          key: `empower:${i}`,
          kind: 'space',
          label: first === undefined ? `Swap ${spaceName(i)}…` : `…with ${spaceName(i)}`,
          detail: `${first === undefined ? 'First of the two Politicians' : `Swap it with ${spaceName(first)}`}${tokens(i)}.`,
          value: i,
        }));
    }
    case 'scandalize':
      return scandalizable(s, me).map((i) => ({
        key: `scandalize:${i}`,
        kind: 'space',
        label: `Scandalize ${spaceName(i)}`,
        detail: 'Discarded face down; a new Politician replaces it (its Control Tokens are lost).',
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
      ctx.event(`{seat:${s.initiative}} takes the Initiative (In The Wind).`);
      return;
    case 'recruit': {
      const id = c.value as string;
      const st = stackHere(s, me)!;
      const price = cost(s, who, id);
      s.stacks[st] = s.stacks[st].filter((x) => x !== id);
      s.spies[me]!.supply -= price;
      s.spies[me]!.assets.push({ id, applied: false });
      ctx.event(`{seat:${me}} recruits ${ASSETS[id]!.name} for ${price} Supply.`);
      const special = ASSETS[id]!.specialCard;
      if (special && s.options.special && !s.spies[me]!.hand.includes(special)) {
        s.spies[me]!.hand.push(special);
        ctx.event(`{seat:${me}} adds a Special Action Card to their hand.`);
      }
      return;
    }
    case 'control': {
      const i = c.value as number;
      s.spaces[i]!.tokens.push(me);
      s.spies[me]!.tokens -= 1;
      ctx.event(`{seat:${me}} places a Control Token on ${spaceName(i)}.`);
      const tile = s.spaces[i]!.tile!;
      const pol = POLITICIANS[tile];
      ctx.privately(me, `You inspect ${spaceName(i)}: ${pol ? `${pol.name}, ${pol.text}` : tile}`);
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
      ctx.event(`{seat:${me}} Empowers: the Politicians on ${spaceName(first)} and ${spaceName(i)} swap places.`);
      return;
    }
    case 'scandalize': {
      const i = c.value as number;
      const sp = s.spaces[i]!;
      s.politicianDiscard.push({ id: sp.tile!, revealed: false });
      const next = s.politicianDeck.shift() ?? null;
      s.spaces[i] = { tile: next, tokens: [] };
      ctx.event(
        `{seat:${me}} Scandalizes the Politician on ${spaceName(i)}${next ? ': a new one takes its place' : ''}.`,
      );
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
