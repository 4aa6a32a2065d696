import type { FlowContext } from '../../engine/events.ts';
import { token } from '../../engine/messages.ts';
import { afterCard, afterContact, bonusTickets } from './assetHooks.ts';
import { coerce, finishCoerce } from './coerce.ts';
import { ACTION_CARDS, CAPITAL_INFO, type CapitalId, MAP } from './data/index.ts';
import { assetName, capitalName, cardName as dataCardName, nationName } from './data/messages.ts';
import { ask, type Choice, type DataOf, type IspyFlow, type Opt, queue, type ResumeData } from './flow.ts';
import { adjacentSpies, capitalOf, distance, isAirship, regionName } from './graph.ts';
import { canResolveIcon, resolveIcon } from './icons.ts';
import { assetDetail, fitting, m, seatOf } from './messages.ts';
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

/** The cards whose few words start with the Tickets they give: a bonus from Assets is added there. */
const TICKETS: Readonly<Record<string, number>> = { courier: 1, overnight: 4, private: 3, airship: 1, nord: 5 };

export const cardName = (id: string): string => dataCardName(id);

/** A card's effect in a few words (the offers of Coerce show it too); `bonus`: Tickets its player's Assets add (Border Guard: Private Line 4). */
export function cardEffect(id: string, bonus = 0): string {
  const base = TICKETS[id];
  const tickets =
    base === undefined
      ? ''
      : bonus > 0
        ? m('spy.ticketsBonus', { n: base + bonus, bonus })
        : m('spy.tickets', { n: base });
  return ACTION_CARDS[id] ? token(`spy.short.${id}`, { tickets }) : '';
}

/** What a card owes, e.g. "Owes 3 Germany". */
export function owes(id: string): string {
  return m('spy.owes', { list: influenceList(id) });
}

/** "3 Germany" or "1 France, 1 Germany, 1 Russia": the Influence a card owes. */
export const influenceList = (id: string): string =>
  (ACTION_CARDS[id]?.influence ?? []).map((i) => m('spy.owesOne', { n: i.n, nation: nationName(i.nation) })).join(', ');

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
      detail: fitting(
        100,
        m('spy.card.detail', { effect: cardEffect(card, bonusTickets(s, who, card)), owes: owes(card) }),
        m('spy.card.detail', { effect: cardEffect(card), owes: owes(card) }),
        cardEffect(card),
      ),
    }));
}

/** Whose Control Token a Scandalize discards, in the chooser's words: under Coerce, the coerced spy's (the card's actor). */
export const tokenOwner = (who: Who): string =>
  m('spy.tokenOf', { mine: who.chooser === who.actor ? 'yes' : 'no', who: seatOf(who.actor) });

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
        addInfluence(
          s,
          ctx,
          CAPITAL_INFO[cap].nation,
          -SABOTAGE_LOSS[cap],
          m('spy.why.sabotage', { capital: capitalName(cap) }),
        );
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
  const spy = seatOf;
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
          label: m('spy.opt.trace', { who: spy(i) }),
          detail: m('spy.opt.trace.detail', { who: spy(i) }),
          value: { seat: i },
        },
        ...(s.spies[i]!.tags >= 5
          ? [
              {
                key: `burn:${i}`,
                kind: 'target',
                label: m('spy.opt.burn', { who: spy(i) }),
                detail: m('spy.opt.burn.detail', { who: spy(i), n: s.spies[i]!.tags }),
                value: { seat: i, burn: true },
              } satisfies Opt,
            ]
          : []),
      ]);
    }
    const what = ['extort', 'holdup', 'misdirect', 'blackmail', 'seduce', 'photograph'].includes(card)
      ? token(`spy.what.${card}`)
      : undefined;
    return pool.map((i) => ({
      key: `target:${i}`,
      kind: 'target',
      label: m('spy.opt.target', { card: cardName(card), who: spy(i) }),
      ...(what ? { detail: what } : {}),
      value: { seat: i },
    }));
  }
  if (part.kind === 'cardOption') {
    if (card === 'evade') {
      const most = Math.min(2, s.spies[me]!.tags);
      return Array.from({ length: most + 1 }, (_v, n) => ({
        key: `evade:${most - n}`,
        kind: 'option',
        label: m('spy.opt.loseTags', { n: most - n }),
        detail: m('spy.opt.evade.detail'),
        value: most - n,
      }));
    }
    if (card === 'private') {
      return [
        {
          key: 'private:3',
          kind: 'option',
          label: m('spy.opt.private3', { who: spy(me) }),
          detail: m('spy.opt.private3.detail'),
          value: false,
        },
        {
          key: 'private:5',
          kind: 'option',
          label: m('spy.opt.private5', { who: spy(me) }),
          detail: m('spy.opt.private5.detail'),
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
                label: m('spy.icon.scandalize'),
                detail: m('spy.opt.incite.scandalize.detail', { token: tokenOwner(who) }),
                value: -1,
              } satisfies Opt,
            ]
          : []),
        ...adjacentSpies(s, me).map(
          (i): Opt => ({
            key: `incite:${i}`,
            kind: 'option',
            label: m('spy.opt.incite.tag', { who: spy(i) }),
            detail: m('spy.opt.incite.tag.detail', { who: spy(i) }),
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
        label: m('spy.opt.discard', { asset: assetName(a.id) }),
        detail: assetDetail(a.id),
        value: a.id,
      }));
    }
    return [];
  }
  if (part.kind === 'icon') {
    const icons = MENU[card]!.filter((i) => canResolveIcon(s, who, i));
    const text = (i: string): string =>
      token(`spy.iconText.${i}`, i === 'scandalize' ? { token: tokenOwner(who) } : {});
    return icons.map((i) => ({
      key: `icon:${i}`,
      kind: 'icon',
      label: token(`spy.icon.${i}`),
      detail: m('spy.opt.icon.detail', { text: text(i), nth: part.data.nth }),
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
          label: m('spy.opt.fly', { region: regionName(r) }),
          detail: who2 >= 0 ? m('spy.opt.fly.occupied', { who: spy(who2) }) : m('spy.opt.fly.vacant'),
          value: r,
        };
      });
    return card === 'airship'
      ? [
          ...to,
          {
            key: 'fly:stay',
            kind: 'region',
            label: m('spy.opt.stay'),
            detail: m('spy.opt.stay.detail'),
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
          ctx.event(m('spy.ev.expose', { me: seatOf(me), who: seatOf(t), n: lost }));
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
        ctx.event(m('spy.ev.takeSupply', { me: seatOf(me), who: seatOf(t), n }));
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
        ctx.event(m('spy.ev.loseTags', { who: seatOf(me), n, left: s.spies[me]!.tags }));
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
      ctx.event(m('spy.ev.loseAsset', { who: seatOf(t), asset: assetName(String(c.value)) }));
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
    ctx.event(m('spy.ev.fly', { who: seatOf(me), region: regionName(c.value as string) }));
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
      if (cap)
        addInfluence(s, ctx, CAPITAL_INFO[cap].nation, -3, m('spy.why.mercenary', { capital: capitalName(cap) }));
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
