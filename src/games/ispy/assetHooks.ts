import type { FlowContext } from '../../engine/events.ts';
import { ACTION_CARDS, CONTACTS } from './data/index.ts';
import { CAPITAL_INFO } from './data/map.ts';
import { assetName } from './data/messages.ts';
import { capitalOf } from './graph.ts';
import { canResolveIcon, resolveIcon } from './icons.ts';
import { m, seatOf } from './messages.ts';
import { gainTickets, type Who } from './movement.ts';
import type { IspyState } from './state.ts';
import { addInfluence } from './tracks.ts';

/**
 * Where Assets change the rules. The turn (turn.ts), the cards (cards.ts), the icons (icons.ts)
 * and the Contact Actions (contact.ts) call these at the moments named; each returns what the
 * actor's Assets add (nothing when `who.assets` is false: Coerce made an opponent play, or the
 * Cryptologist resolves a card). Effects are cumulative and apply from the turn an Asset is
 * recruited. "A card of a type" includes the two-type cards of that type.
 */
export const owns = (s: IspyState, seat: number, asset: string): boolean =>
  s.spies[seat]!.assets.some((a) => a.id === asset);

const hasType = (card: string, type: 'travel' | 'counter' | 'espionage'): boolean =>
  ACTION_CARDS[card]?.types.includes(type) ?? false;

/** Tickets an Asset adds to one card, by card. */
const CARD_TICKETS: Readonly<Record<string, string>> = {
  stationmaster: 'overnight',
  ferryman: 'courier',
  balloonist: 'airship',
  guard: 'private',
};

/** More Tickets when a card gives Tickets (added to the card's own). */
export function bonusTickets(s: IspyState, who: Who, card: string): number {
  if (!who.assets) return 0;
  let n = 0;
  for (const [asset, c] of Object.entries(CARD_TICKETS)) if (c === card && owns(s, who.actor, asset)) n += 1;
  if (owns(s, who.actor, 'clerk') && hasType(card, 'travel')) n += 1;
  return n;
}

/** More Supply when a card's or contact's Resupply resolves (source: a card id or a contact id). */
export function bonusSupply(s: IspyState, who: Who, source: string): number {
  if (!who.assets) return 0;
  let n = 0;
  if (source === 'smuggle' && owns(s, who.actor, 'labor')) n += 1;
  if (CONTACTS[source] && owns(s, who.actor, 'pawnbroker')) n += 1;
  return n;
}

/** Extra Card Actions this turn, usable only after the normal two. */
export function extraCardActions(s: IspyState, seat: number): number {
  return owns(s, seat, 'double') ? 1 : 0;
}

/** `why`: the id of the Asset that gives it. */
const supply = (s: IspyState, ctx: FlowContext, seat: number, n: number, why: string): void => {
  s.spies[seat]!.supply += n;
  ctx.event(m('spy.ev.supplyWhy', { who: seatOf(seat), n, why: assetName(why) }));
};

const loseTag = (s: IspyState, ctx: FlowContext, seat: number, why: string): void => {
  if (s.spies[seat]!.tags === 0) return;
  s.spies[seat]!.tags -= 1;
  ctx.event(m('spy.ev.loseTagWhy', { who: seatOf(seat), why: assetName(why), n: s.spies[seat]!.tags }));
};

const control = (s: IspyState, ctx: FlowContext, who: Who, why: string): void => {
  if (canResolveIcon(s, who, 'control')) resolveIcon(s, ctx, who, 'control', why);
};

/** Assets triggered by playing one card, by that card. */
const ON_CARD: Readonly<Record<string, readonly [string, (s: IspyState, ctx: FlowContext, who: Who) => void][]>> = {
  sabotage: [
    [
      'anarchist',
      (s, ctx, who) => {
        const here = s.spies[who.actor]!.region;
        const cap = here ? capitalOf(here) : undefined;
        if (cap) addInfluence(s, ctx, CAPITAL_INFO[cap].nation, -2, assetName('anarchist'));
      },
    ],
    ['engineer', (s, ctx, who) => gainTickets(s, ctx, who, 1)],
  ],
  extort: [['pickpocket', (s, ctx, who) => supply(s, ctx, who.actor, 1, 'pickpocket')]],
  evade: [['forger', (s, ctx, who) => loseTag(s, ctx, who.actor, 'forger')]],
  incite: [['agitator', (s, ctx, who) => gainTickets(s, ctx, who, 1)]],
  trace: [['detective', (s, ctx, who) => supply(s, ctx, who.actor, 1, 'detective')]],
  blackmail: [['lawyer', (s, ctx, who) => loseTag(s, ctx, who.actor, 'lawyer')]],
  misdirect: [['porter', (s, ctx, who) => gainTickets(s, ctx, who, 1)]],
  smuggle: [['safecracker', (s, ctx, who) => gainTickets(s, ctx, who, 1)]],
  private: [['concierge', (s, ctx, who) => loseTag(s, ctx, who.actor, 'concierge')]],
};

/** Assets triggered by a card type (two-type cards trigger either). */
const ON_TYPE: readonly [
  string,
  'travel' | 'counter' | 'espionage',
  (s: IspyState, ctx: FlowContext, who: Who) => void,
][] = [
  ['informant', 'counter', (s, ctx, who) => supply(s, ctx, who.actor, 1, 'informant')],
  ['quartermaster', 'travel', (s, ctx, who) => supply(s, ctx, who.actor, 1, 'quartermaster')],
  ['archivist', 'espionage', (s, ctx, who) => control(s, ctx, who, 'archivist')],
];

/** After a card (or a card of a type) resolved: triggered Assets (may queue steps or ask decisions). Never via Cryptologist. */
export function afterCard(s: IspyState, ctx: FlowContext, who: Who, card: string): void {
  if (!who.assets) return;
  for (const [asset, run] of ON_CARD[card] ?? []) if (owns(s, who.actor, asset)) run(s, ctx, who);
  for (const [asset, type, run] of ON_TYPE) if (hasType(card, type) && owns(s, who.actor, asset)) run(s, ctx, who);
}

/** After a Contact Action resolved. */
export function afterContact(s: IspyState, ctx: FlowContext, who: Who, _contact: string): void {
  if (!who.assets) return;
  if (owns(s, who.actor, 'interpreter')) gainTickets(s, ctx, who, 1);
  if (owns(s, who.actor, 'telegraphist')) supply(s, ctx, who.actor, 1, 'telegraphist');
  if (owns(s, who.actor, 'diplomat')) control(s, ctx, who, 'diplomat');
}

/** At the start of the spy's turn (after fleeing, before acting). */
export function atTurnStart(s: IspyState, ctx: FlowContext, seat: number): void {
  const me = s.spies[seat]!;
  if (owns(s, seat, 'chauffeur') && s.turn) gainTickets(s, ctx, { actor: seat, chooser: seat, assets: true }, 1);
  if (owns(s, seat, 'landlady') && me.tags >= 3) loseTag(s, ctx, seat, 'landlady');
  if (owns(s, seat, 'bookkeeper') && me.supply === 0) supply(s, ctx, seat, 1, 'bookkeeper');
}

/** What recruiting this Asset costs this spy (its printed cost, less any discount; never below 0). */
export function recruitCost(s: IspyState, seat: number, cost: number): number {
  return Math.max(0, cost - (owns(s, seat, 'banker') ? 2 : 0));
}
