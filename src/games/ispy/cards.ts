import type { FlowContext } from '../../engine/events.ts';
import { afterCard, afterContact, bonusTickets } from './assetHooks.ts';
import { coerce, finishCoerce } from './coerce.ts';
import { ACTION_CARDS, ASSETS, CAPITAL_INFO, type CapitalId, MAP, NATION_NAMES } from './data/index.ts';
import { ask, type Choice, type DataOf, type IspyFlow, type Opt, queue, type ResumeData } from './flow.ts';
import { adjacentSpies, capitalOf, distance, isAirship, regionName } from './graph.ts';
import { canResolveIcon, resolveIcon } from './icons.ts';
import { enter, gainTickets, tag, type Who } from './movement.ts';
import type { IspyState } from './state.ts';
import { addInfluence } from './tracks.ts';

/**
 * The Action Cards as their data texts say (src/games/ispy/data/cards.ts). `playableCards` holds
 * every prerequisite (a card whose icon or target cannot be had is not offered); `playCard`
 * resolves one, asking the chooser ('target', 'cardOption', 'icon', 'fly') where the card leaves
 * a choice. Influence is not scored here: the cards' hand symbols are scored from Records at a
 * Scoring Phase. A card's later parts run as 'resume' steps queued at the front, so an inner part
 * (a coerced card, Blackmail's second icon) always finishes before the part that queued it first.
 */
export interface Playable {
  readonly card: string;
  /** What it does and the Influence it owes, at most 100 characters. */
  readonly detail: string;
}

/** Sabotage's loss per Capital (Berlin and St. Petersburg 6 as printed; the rest designed, as the card says). */
export const SABOTAGE_LOSS: Readonly<Record<CapitalId, number>> = {
  berlin: 6,
  petersburg: 6,
  london: 5,
  paris: 5,
  rome: 4,
  budapest: 4,
};

/** Each card's effect in a few words, for the offer (the help topics carry the whole text). */
const SHORT: Readonly<Record<string, string>> = {
  evade: 'Lose up to 2 Tags, then 1 Ticket.',
  courier: '1 Ticket; this turn a Contact gives its reward twice.',
  overnight: '4 Tickets.',
  extort: 'Take 2 Supply from an adjacent Tagged spy.',
  smuggle: 'Resupply (+1 Supply).',
  sabotage: "The Capital's Nation loses Influence; outside one: a Tag.",
  private: '3 Tickets; once this turn a Tag for 2 more.',
  blackmail: 'Adjacent Tagged spy: 2 of Control/Empower/Scandalize.',
  airship: '1 Ticket; may fly along the Airship Route.',
  misdirect: 'Adjacent Tagged spy: In The Wind, then Coerce them.',
  trace: '2 Tags to an adjacent spy (or burn one with 5+).',
  incite: 'Scandalize, or 1 Tag to an adjacent spy.',
  nord: '5 Tickets.',
  seduce: 'Adjacent spy: 1 Tag, then 2 of Control/Empower.',
  zeppelin: 'Fly to any Airship Region.',
  photograph: '2 Tags to a spy within 2 routes.',
  holdup: 'Take 2 Supply from an adjacent spy.',
  mercenary: "Resupply; the Capital's Nation loses 3.",
};

export const cardName = (id: string): string => ACTION_CARDS[id]?.name ?? id;

/** A card's effect in a few words (the offers of Coerce show it too). */
export const cardEffect = (id: string): string => SHORT[id] ?? '';

/** What a card owes, e.g. "Owes 3 Germany". */
export function owes(id: string): string {
  return `Owes ${ACTION_CARDS[id]!.influence.map((i) => `${i.n} ${NATION_NAMES[i.nation]}`).join(', ')}`;
}

const tagged = (s: IspyState, seat: number): number[] => adjacentSpies(s, seat).filter((i) => s.spies[i]!.tags > 0);

/** Spies within 2 Normal Routes (or in the same Capital). */
function within2(s: IspyState, seat: number): number[] {
  const here = s.spies[seat]!.region!;
  const near = new Set(adjacentSpies(s, seat));
  s.spies.forEach((p, i) => {
    if (i !== seat && p.region && !capitalOf(here) && !capitalOf(p.region) && distance(here, p.region) <= 2)
      near.add(i);
  });
  return [...near].sort((a, b) => a - b);
}

/** Blackmail's and Seduce's icon menus. */
const MENU: Readonly<Record<string, readonly ('control' | 'empower' | 'scandalize')[]>> = {
  blackmail: ['control', 'empower', 'scandalize'],
  seduce: ['control', 'empower'],
};
const anyIcon = (s: IspyState, who: Who, card: string): boolean => MENU[card]!.some((i) => canResolveIcon(s, who, i));

/** Whether `who.actor` could play `card` now: every prerequisite, its icons' included. */
export function canPlay(s: IspyState, who: Who, card: string): boolean {
  const me = who.actor;
  if (!s.spies[me]?.region || !ACTION_CARDS[card]) return false;
  switch (card) {
    case 'extort':
    case 'misdirect':
      return tagged(s, me).length > 0;
    case 'blackmail':
      return tagged(s, me).length > 0 && anyIcon(s, who, card);
    case 'seduce':
      return adjacentSpies(s, me).length > 0 && anyIcon(s, who, card);
    case 'trace':
    case 'holdup':
      return adjacentSpies(s, me).length > 0;
    case 'incite':
      return adjacentSpies(s, me).length > 0 || canResolveIcon(s, who, 'scandalize');
    case 'photograph':
      return within2(s, me).length > 0;
    case 'zeppelin':
      return MAP.airship.some((r) => r !== s.spies[me]!.region);
    default:
      return true;
  }
}

/** The distinct cards of `from` that `who.actor` may play now, each with its effect and what it owes. */
export function playableCards(s: IspyState, who: Who, from: readonly string[]): Playable[] {
  return [...new Set(from)]
    .filter((c) => canPlay(s, who, c))
    .map((card) => ({
      card,
      detail: `${withBonus(SHORT[card] ?? '', bonusTickets(s, who, card))} ${owes(card)}.`.slice(0, 100),
    }));
}

/** A card's effect with the Tickets it really gives: its own and those its player's Assets add (Border Guard: Private Line 4). */
export function withBonus(effect: string, bonus: number): string {
  if (bonus <= 0) return effect;
  return effect.replace(/^(\d+) Tickets?/, (_m, n: string) => `${Number(n) + bonus} Tickets (${bonus} from Assets)`);
}

/** Whose Control Token a Scandalize discards, in the chooser's words: under Coerce, the coerced spy's (the card's actor). */
export const tokenOwner = (who: Who): string => (who.chooser === who.actor ? 'your' : `{seat:${who.actor}}'s`);

/** Runs a later part of a card, icon or Coerce once the decisions asked before it are answered. */
export function later(s: IspyState, data: ResumeData): void {
  queue(s, [{ k: 'resume', data }], true);
}

/**
 * Resolves `card` (already moved to its owner's Agenda, or, under Coerce, bound for its owner's
 * Records) for `who`; may ask decisions ('target', 'cardOption', 'icon', 'fly'...). `owner`: whose card it is.
 * The actor's Assets that trigger on the card (afterCard) run once it has resolved, when `who.assets`.
 */
export function playCard(s: IspyState, ctx: FlowContext, who: Who, card: string, owner: number): void {
  if (who.assets) later(s, { fn: 'afterCard', who, card });
  resolveCard(s, ctx, who, card, owner);
}

/** A card's effect alone, triggering no Asset (the Cryptologist's re-resolution). */
export function resolveCardEffect(s: IspyState, ctx: FlowContext, who: Who, card: string): void {
  resolveCard(s, ctx, { ...who, assets: false }, card, who.actor);
}

const tickets = (s: IspyState, ctx: FlowContext, who: Who, card: string, n: number): void =>
  gainTickets(s, ctx, who, n + (who.assets ? bonusTickets(s, who, card) : 0));

/** The card decisions, each with its kind's data (asked, or about to be). */
type PartKind = 'target' | 'cardOption' | 'icon' | 'fly';
type Part = { [K in PartKind]: { readonly kind: K; readonly data: DataOf<IspyState, K> } }[PartKind];

/** Asks `who.chooser` a card's decision, or resolves it at once when there is exactly one way. */
function choose(s: IspyState, ctx: FlowContext, part: Part): void {
  const opts = partOptions(s, part);
  if (opts.length === 0) return;
  if (opts.length === 1 && part.kind === 'target') return partResolve(s, ctx, part, opts[0]!);
  ask(s, part.kind, [part.data.who.chooser], part.data);
}

function resolveCard(s: IspyState, ctx: FlowContext, who: Who, card: string, owner: number): void {
  const me = s.spies[who.actor]!;
  switch (card) {
    case 'evade':
      if (me.tags > 0) ask(s, 'cardOption', [who.chooser], { who, card });
      else tickets(s, ctx, who, card, 1);
      return;
    case 'courier':
      // Under Coerce the opponent's Courier Line serves the coercer's Contact; a flag cannot compound.
      if (!who.forced) s.turn!.courier = true;
      tickets(s, ctx, who, card, 1);
      return;
    case 'overnight':
      return tickets(s, ctx, who, card, 4);
    case 'nord':
      return tickets(s, ctx, who, card, 5);
    case 'private':
      // Made to play it, the opponent's Tickets are spent at once: the Tag option is chosen now.
      if (who.forced) ask(s, 'cardOption', [who.chooser], { who, card });
      else {
        s.turn!.privateTag = 'open';
        tickets(s, ctx, who, card, 3);
      }
      return;
    case 'airship':
      // The flight is asked last so it is answered first: it is immediate, before any forced Ticket.
      tickets(s, ctx, who, card, 1);
      if (isAirship(me.region!)) choose(s, ctx, { kind: 'fly', data: { who, card } });
      return;
    case 'zeppelin':
      return choose(s, ctx, { kind: 'fly', data: { who, card } });
    case 'smuggle':
      return resolveIcon(s, ctx, who, 'resupply', card);
    case 'mercenary':
      later(s, { fn: 'mercenary', who });
      return resolveIcon(s, ctx, who, 'resupply', card);
    case 'sabotage': {
      const cap = capitalOf(me.region!);
      if (cap)
        addInfluence(s, ctx, CAPITAL_INFO[cap].nation, -SABOTAGE_LOSS[cap], `Sabotage in ${CAPITAL_INFO[cap].name}`);
      else tag(s, ctx, who.actor, 1);
      return;
    }
    case 'blackmail':
    case 'seduce':
    case 'extort':
    case 'holdup':
    case 'misdirect':
    case 'trace':
    case 'photograph':
      return choose(s, ctx, { kind: 'target', data: { who, card, owner } });
    case 'incite':
      return choose(s, ctx, { kind: 'cardOption', data: { who, card } });
  }
}

/** The choices of a card's decision, by card. */
function partOptions(s: IspyState, part: Part): Opt[] {
  const { who, card } = part.data;
  const me = who.actor;
  const spy = (i: number) => `{seat:${i}}`;
  if (part.kind === 'target') {
    const pool =
      card === 'photograph'
        ? within2(s, me)
        : ['extort', 'misdirect', 'blackmail'].includes(card)
          ? tagged(s, me)
          : adjacentSpies(s, me);
    if (card === 'trace') {
      return pool.flatMap((i): Opt[] => [
        {
          key: `trace:${i}`,
          kind: 'target',
          label: `Trace ${spy(i)}`,
          detail: `${spy(i)} receives 2 Tags.`,
          value: { seat: i },
        },
        ...(s.spies[i]!.tags >= 5
          ? [
              {
                key: `burn:${i}`,
                kind: 'target',
                label: `Expose ${spy(i)}`,
                detail: `${spy(i)} loses all ${s.spies[i]!.tags} Tags and an Asset of your choice.`,
                value: { seat: i, burn: true },
              } satisfies Opt,
            ]
          : []),
      ]);
    }
    const what: Record<string, string> = {
      extort: 'You take 2 of their Supply.',
      holdup: 'You take 2 of their Supply.',
      misdirect: 'In The Wind, then Coerce them.',
      blackmail: 'Needed to Blackmail: then choose two icons.',
      seduce: 'They receive a Tag; then choose two icons.',
      photograph: 'They receive 2 Tags.',
    };
    return pool.map((i) => ({
      key: `target:${i}`,
      kind: 'target',
      label: `${cardName(card)}: ${spy(i)}`,
      detail: what[card] ?? '',
      value: { seat: i },
    }));
  }
  if (part.kind === 'cardOption') {
    if (card === 'evade') {
      const most = Math.min(2, s.spies[me]!.tags);
      return Array.from({ length: most + 1 }, (_v, n) => ({
        key: `evade:${most - n}`,
        kind: 'option',
        label: `Lose ${most - n} Tag${most - n === 1 ? '' : 's'}`,
        detail: 'Then gain 1 Ticket.',
        value: most - n,
      }));
    }
    if (card === 'private') {
      return [
        {
          key: 'private:3',
          kind: 'option',
          label: `{seat:${me}} takes 3 Tickets`,
          detail: 'Spent at once.',
          value: false,
        },
        {
          key: 'private:5',
          kind: 'option',
          label: `{seat:${me}} takes a Tag for 5 Tickets`,
          detail: 'A Tag, and 2 more Tickets, spent at once.',
          value: true,
        },
      ];
    }
    if (card === 'incite') {
      return [
        ...(canResolveIcon(s, who, 'scandalize')
          ? [
              {
                key: 'incite:scandalize',
                kind: 'option',
                label: 'Scandalize',
                detail: `Discard a Politician with ${tokenOwner(who)} Control Token; a new one replaces it.`,
                value: -1,
              } satisfies Opt,
            ]
          : []),
        ...adjacentSpies(s, me).map(
          (i): Opt => ({
            key: `incite:${i}`,
            kind: 'option',
            label: `Tag {seat:${i}}`,
            detail: `{seat:${i}} receives 1 Tag.`,
            value: i,
          }),
        ),
      ];
    }
    if (card === 'trace' && part.data.target !== undefined) {
      const t = s.spies[part.data.target]!;
      return t.assets.map((a) => ({
        key: `discard:${a.id}`,
        kind: 'option',
        label: `Discard ${ASSETS[a.id]?.name ?? a.id}`,
        detail: ASSETS[a.id]?.text ?? '',
        value: a.id,
      }));
    }
    return [];
  }
  if (part.kind === 'icon') {
    const icons = MENU[card]!.filter((i) => canResolveIcon(s, who, i));
    const text: Record<string, string> = {
      control: 'Mark a Politician with a Control Token.',
      empower: 'Swap two Politicians.',
      scandalize: `Discard a Politician with ${tokenOwner(who)} Control Token; replace it.`,
    };
    return icons.map((i) => ({
      key: `icon:${i}`,
      kind: 'icon',
      label: i[0]!.toUpperCase() + i.slice(1),
      detail: `${text[i]} (${part.data.nth === 2 ? 'second' : 'first'} choice)`,
      value: i,
    }));
  }
  if (part.kind === 'fly') {
    const here = s.spies[me]!.region;
    const to = MAP.airship
      .filter((r) => r !== here)
      .map((r): Opt => {
        const who2 = s.spies.findIndex((p) => p.region === r);
        return {
          key: `fly:${r}`,
          kind: 'region',
          label: `Fly to ${regionName(r)}`,
          detail: who2 >= 0 ? `{seat:${who2}} there receives a Tag and is relocated.` : 'Vacant.',
          value: r,
        };
      });
    return card === 'airship'
      ? [
          ...to,
          {
            key: 'fly:stay',
            kind: 'region',
            label: 'Do not fly',
            detail: 'Keep the Ticket only.',
            value: null,
          } satisfies Opt,
        ]
      : to;
  }
  return [];
}

/** What a card's chosen option does. */
function partResolve(s: IspyState, ctx: FlowContext, part: Part, c: Choice): void {
  const { who, card } = part.data;
  const me = who.actor;
  if (part.kind === 'target') {
    const t = (c.value as { seat: number; burn?: boolean }).seat;
    switch (card) {
      case 'trace':
        if ((c.value as { burn?: boolean }).burn) {
          const lost = s.spies[t]!.tags;
          s.spies[t]!.tags = 0;
          ctx.event(`{seat:${me}} exposes {seat:${t}}: they lose all ${lost} Tags.`);
          if (s.spies[t]!.assets.length > 0) ask(s, 'cardOption', [who.chooser], { who, card, target: t });
        } else tag(s, ctx, t, 2);
        return;
      case 'photograph':
        return tag(s, ctx, t, 2);
      case 'extort':
      case 'holdup': {
        const n = Math.min(2, s.spies[t]!.supply);
        s.spies[t]!.supply -= n;
        s.spies[me]!.supply += n;
        ctx.event(`{seat:${me}} takes ${n} Supply from {seat:${t}}.`);
        return;
      }
      case 'seduce':
        tag(s, ctx, t, 1);
        return choose(s, ctx, { kind: 'icon', data: { who, card, nth: 1 } });
      case 'blackmail':
        return choose(s, ctx, { kind: 'icon', data: { who, card, nth: 1 } });
      case 'misdirect':
        // Made to play Misdirect, an opponent resolves In The Wind but may not Coerce.
        if (!who.forced) later(s, { fn: 'coerce', who, target: t });
        return resolveIcon(s, ctx, who, 'inTheWind', card);
    }
    return;
  }
  if (part.kind === 'cardOption') {
    if (card === 'evade') {
      const n = c.value as number;
      if (n > 0) {
        s.spies[me]!.tags -= n;
        ctx.event(`{seat:${me}} loses ${n} Tag${n === 1 ? '' : 's'} (${s.spies[me]!.tags} left).`);
      }
      return tickets(s, ctx, who, card, 1);
    }
    if (card === 'private') {
      if (c.value) tag(s, ctx, me, 1);
      return tickets(s, ctx, who, card, c.value ? 5 : 3);
    }
    if (card === 'incite') {
      if (c.value === -1) return resolveIcon(s, ctx, who, 'scandalize', card);
      return tag(s, ctx, c.value as number, 1);
    }
    if (card === 'trace' && part.data.target !== undefined) {
      const t = part.data.target;
      s.spies[t]!.assets = s.spies[t]!.assets.filter((a) => a.id !== c.value);
      ctx.event(`{seat:${t}} loses the Asset ${ASSETS[c.value as string]?.name ?? String(c.value)}.`);
    }
    return;
  }
  if (part.kind === 'icon') {
    // One icon is resolved completely before the second choice is made.
    if (part.data.nth === 1) later(s, { fn: 'secondIcon', who, card });
    return resolveIcon(s, ctx, who, c.value as 'control' | 'empower' | 'scandalize', card);
  }
  if (part.kind === 'fly') {
    if (c.value === null) return;
    ctx.event(`{seat:${me}} flies to ${regionName(c.value as string)}.`);
    enter(s, ctx, me, c.value as string, who.chooser);
  }
}

/** The 'resume' step: the later parts queued with `later`. */
function resume(s: IspyState, ctx: FlowContext, data: ResumeData): void {
  switch (data.fn) {
    case 'afterCard':
      return afterCard(s, ctx, data.who, data.card);
    // Queued by a Contact Action (contact.ts) so its Assets act after its rewards resolved.
    case 'afterContact':
      return afterContact(s, ctx, data.who, data.contact);
    case 'secondIcon':
      return choose(s, ctx, { kind: 'icon', data: { who: data.who, card: data.card, nth: 2 } });
    case 'mercenary': {
      const cap = capitalOf(s.spies[data.who.actor]!.region ?? '');
      if (cap) addInfluence(s, ctx, CAPITAL_INFO[cap].nation, -3, `Mercenary Raid in ${CAPITAL_INFO[cap].name}`);
      return;
    }
    case 'coerce':
      return coerce(s, ctx, data.who, data.target);
    case 'coerceDone':
      return finishCoerce(s, data);
  }
}

export function registerCards(flow: IspyFlow): void {
  for (const kind of ['target', 'cardOption', 'icon', 'fly'] as const) {
    flow.defineDecision(kind, {
      options: (s, p) => partOptions(s, p),
      resolve: (s, p, _seat, c, _n, ctx) => partResolve(s, ctx, p, c),
    });
  }
  flow.defineStep('resume', (s, step, ctx) => resume(s, ctx, step.data));
}
