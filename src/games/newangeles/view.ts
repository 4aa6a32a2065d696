import { type PendingView, pendingView } from '../../engine/flow.ts';
import type { Seat, Viewer } from '../../engine/types.ts';
import { assetOf, demandOf, districtOf, eventOf, investmentOf, isEmergency, playableOf } from './cards.ts';
import {
  ACTION_TYPES,
  type ActionType,
  type Component,
  type CorpId,
  corpOf,
  DISTRICTS,
  type Resource,
  type Rival,
} from './data/index.ts';
import { contractClauseOf } from './data/messages.ts';
import { type OfferOutcome, offerOutcomes } from './deal.ts';
import { cardText } from './describe.ts';
import { top } from './flow.ts';
import { investText, rivalText } from './secrets.ts';
import type { Draft, NaState, Offer, Reserve, Supply, Trade } from './state.ts';

/** A card face up: an action card (own hand, an offer) or an emergency action. */
export interface CardView {
  id: string;
  name: string;
  type: ActionType;
  /** Its whole text (conditions, effects, pay). */
  text: string;
  emergency: boolean;
}

export interface AssetView {
  id: string;
  name: string;
  timing: 'endOfTurn' | 'exhaust' | 'discard' | 'passive';
  text: string;
  exhausted: boolean;
}

export interface CorpView {
  seat: Seat;
  id: CorpId;
  name: string;
  short: string;
  color: string;
  capital: number;
  hand: number;
  assets: AssetView[];
  emergency: CardView;
  emergencyUp: boolean;
  contract: string;
  /** The contract's text without its full stop (a sentence goes on). */
  contractClause: string;
  draw: string[];
  /** Whether an investment is chosen (which one is secret). */
  invested: boolean;
}

export interface DistrictView {
  n: number;
  name: string;
  primary: Resource;
  others: Resource[];
  exit: number | null;
  x: number;
  y: number;
  android: boolean;
  development: boolean;
  outage: boolean;
  illness: boolean;
  humanFirst: boolean;
  orgcrime: boolean;
  prisec: number;
  /** 0 stable, 1 protest, 2 strike. */
  unrest: number;
}

export interface OfferView {
  seat: Seat;
  card: CardView;
  target: number | null;
  targetName: string | null;
  paid: number;
}

export interface DealView {
  asset: AssetView;
  main: OfferView | null;
  /** Oldest first; the last is on top (the one still in the running). */
  counters: OfferView[];
  /** Seats still to get their counteroffer chance, in order. */
  chances: Seat[];
  winner: 'main' | 'counter' | null;
}

export interface NaView {
  viewer: Viewer;
  players: number;
  round: number;
  phase: NaState['phase'];
  active: Seat;
  threat: number;
  corps: CorpView[];
  districts: DistrictView[];
  reserve: Reserve;
  supply: Supply;
  demand: { id: string; name: string; targets: Supply; threat: number };
  demandRounds: number;
  /** The turn track's slots (index 0 = slot 1). */
  track: (AssetView | null)[];
  deal: DealView | null;
  decks: Record<ActionType, number>;
  discard: number;
  assetDeck: number;
  eventDeck: number;
  lastEvent: { id: string; name: string } | null;
  deals: number;
  recent: string[];
  pending: PendingView | null;
  /** The viewer's own secrets (a seat only). */
  mine: {
    seat: Seat;
    hand: CardView[];
    rival: Rival;
    /** The rival card as its owner reads it ("Rival card: NBN"): the seat's secret string. */
    rivalText: string;
    /** `label`: the card as its owner reads it ("Investment card: Energy Futures"), the seat's secret string. */
    investment: { id: string; name: string; text: string; label: string } | null;
    investOffer: { id: string; name: string; text: string; label: string }[];
    draft: Draft | null;
    proposal: Trade | null;
    /** Proposals addressed to the viewer: from whom, and the terms. */
    incoming: { from: Seat; trade: Trade }[];
    /** What the offers the viewer is asked to choose between would do (their choices' details, as numbers). */
    outcomes: OfferOutcome[];
  } | null;
  /** At the end: every seat's rival card (never the one under the board) and the result. */
  result: { reason: 'threat' | 'end'; winners: Seat[]; lines: string[]; results: string[]; rivals: Rival[] } | null;
}

/** Card texts by id: the data is constant, and every view describes each emergency action and hand card again. */
const cardTexts = new Map<string, string>();

export const cardView = (id: string): CardView => {
  const c = playableOf(id);
  let text = cardTexts.get(id);
  if (text === undefined) cardTexts.set(id, (text = cardText(c)));
  return { id, name: c.name, type: c.type, text, emergency: isEmergency(id) };
};

export const assetView = (s: NaState, id: string): AssetView => {
  const a = assetOf(id);
  return { id, name: a.name, timing: a.timing, text: a.text, exhausted: s.exhausted.includes(id) };
};

const offerView = (o: Offer): OfferView => ({
  seat: o.seat,
  card: cardView(o.card),
  target: o.target,
  targetName: o.target === null ? null : districtOf(o.target).name,
  paid: o.paid,
});

const investView = (id: string) => {
  const c = investmentOf(id);
  return { id, name: c.name, text: c.text, label: investText(id) };
};

const has = (xs: readonly number[], n: number) => (xs[n] ?? 0) > 0;

/** Exactly what `viewer` may know (rule 88). */
export function naView(s: NaState, viewer: Viewer): NaView {
  const own = viewer === 'spectator' ? null : viewer;
  const p = top(s);
  const d = demandOf(s.demand);
  const last = s.eventsDone[s.eventsDone.length - 1];
  return {
    viewer,
    players: s.players,
    round: s.round,
    phase: s.phase,
    active: s.active,
    threat: s.threat,
    corps: s.corps.map((id, seat) => {
      const c = corpOf(id);
      return {
        seat,
        id,
        name: c.name,
        short: c.short,
        color: c.color,
        capital: s.capital[seat]!,
        hand: s.hands[seat]!.length,
        assets: s.assets[seat]!.map((a) => assetView(s, a)),
        emergency: cardView(c.emergency),
        emergencyUp: s.emergencyUp[seat]!,
        contract: c.contract.text,
        contractClause: contractClauseOf(id),
        draw: c.draw,
        invested: s.invest[seat] !== null,
      };
    }),
    districts: DISTRICTS.map((x) => ({
      n: x.n,
      name: x.name,
      primary: x.primary,
      others: [...x.others],
      exit: x.exit,
      x: x.x,
      y: x.y,
      android: has(s.city.android, x.n),
      development: has(s.city.development, x.n),
      outage: has(s.city.outage, x.n),
      illness: has(s.city.illness, x.n),
      humanFirst: has(s.city.humanFirst, x.n),
      orgcrime: has(s.city.orgcrime, x.n),
      prisec: s.city.prisec[x.n]!,
      unrest: s.city.unrest[x.n]!,
    })),
    reserve: { ...s.reserve },
    supply: { ...s.supply },
    demand: { id: d.id, name: d.name, targets: { ...d.targets }, threat: d.threat },
    demandRounds: s.demandRounds,
    track: s.track.map((a) => (a === null ? null : assetView(s, a))),
    deal: s.deal && {
      asset: assetView(s, s.deal.asset),
      main: s.deal.main && offerView(s.deal.main),
      counters: s.deal.counters.map(offerView),
      chances: [...s.deal.chances],
      winner: s.deal.winner,
    },
    decks: Object.fromEntries(ACTION_TYPES.map((t) => [t, s.decks[t].length])) as Record<ActionType, number>,
    discard: s.discard.length,
    assetDeck: s.assetDeck.length,
    eventDeck: s.eventDeck.length,
    lastEvent: last ? { id: last, name: eventOf(last).name } : null,
    deals: s.deals,
    recent: [...s.recent],
    pending: p ? pendingView(p, viewer) : null,
    mine:
      own === null
        ? null
        : {
            seat: own,
            hand: s.hands[own]!.map(cardView),
            rival: s.rivals[own]!,
            rivalText: rivalText(s.rivals[own]!),
            investment: s.invest[own] ? investView(s.invest[own]!) : null,
            investOffer: s.investOffer[own]!.map(investView),
            draft: s.drafts[own] ?? null,
            proposal: s.proposals[own] ?? null,
            incoming: s.proposals.flatMap((t, from) => (t && t.to === own ? [{ from, trade: t }] : [])),
            outcomes: offerOutcomes(s, own),
          },
    result: s.result && {
      ...s.result,
      winners: [...s.result.winners],
      lines: [...s.result.lines],
      results: [...s.result.results],
      rivals: [...s.rivals],
    },
  };
}

export type { Component };
