import { flowStateStart } from '../../engine/gameFlow.ts';
import { nextInt, seedRng, shuffle } from '../../engine/rng.ts';
import {
  ACTION_CARDS,
  ACTION_TYPES,
  type ActionType,
  ASSETS,
  COMPONENTS,
  corpOf,
  corpsInPlay,
  DEMANDS,
  EVENT_CARDS,
  INVESTMENTS,
  perCount,
  type Rival,
  RULES,
  SETUP_CARDS,
  TOTALS,
} from './data/index.ts';
import type { City, NaOptions, NaState } from './state.ts';

/** The districts' empty component arrays. */
const emptyCity = (): City => ({
  android: Array(13).fill(0),
  development: Array(13).fill(0),
  outage: Array(13).fill(0),
  illness: Array(13).fill(0),
  humanFirst: Array(13).fill(0),
  orgcrime: Array(13).fill(0),
  prisec: Array(13).fill(0),
  unrest: Array(13).fill(0),
});

/** Fills the turn track's slots 1..N from the asset deck (rule 43; a short deck fills fewer). */
export function fillTrack(s: NaState): void {
  const n = perCount(RULES.slots, s.players);
  s.track = s.track.map((_x, i) => (i < n ? (s.assetDeck.shift() ?? null) : null));
}

/**
 * Setup (rules 37-43): corporations dealt to seats, rival cards (one under the board), threat and
 * capital, the setup card's placements, the shuffled decks, starting hands and emergency actions,
 * the first demand, the turn track, the first active player. The first investments are chosen by
 * every player at once (the 'invest' decision asked here); then the first turn starts.
 */
export function setupNa(players: number, options: NaOptions, seed: string): NaState {
  const rng = seedRng(seed);
  const corps = shuffle(rng, corpsInPlay(players));
  const rivalDeck = shuffle<Rival>(rng, [...corpsInPlay(players), 'federalist']);
  const under = rivalDeck.shift()!;
  const setupCard = SETUP_CARDS[nextInt(rng, SETUP_CARDS.length)]!;
  const city = emptyCity();
  const reserve = { ...TOTALS };
  for (const p of setupCard.place) {
    city[p.what][p.district] = city[p.what][p.district]! + 1;
    reserve[p.what]--;
  }
  for (const u of setupCard.unrest) {
    city.unrest[u.district] = u.stage;
    reserve.unrest--;
  }
  const decks = Object.fromEntries(
    ACTION_TYPES.map((t) => [
      t,
      shuffle(
        rng,
        ACTION_CARDS.filter((c) => c.type === t).map((c) => c.id),
      ),
    ]),
  ) as Record<ActionType, string[]>;
  // Starting hands (rule 41): the refresh draw twice; a General draw at setup comes from a deck chosen at random.
  const hands = corps.map((corp) => {
    const hand: string[] = [];
    for (let round = 0; round < 2; round++) {
      for (const d of corpOf(corp).draw) {
        const deck = d === 'general' ? ACTION_TYPES[nextInt(rng, ACTION_TYPES.length)]! : d;
        const card = decks[deck].shift();
        if (card) hand.push(card);
      }
    }
    return hand;
  });
  const demandDeck = shuffle(
    rng,
    DEMANDS.map((d) => d.id),
  );
  const investDeck = shuffle(
    rng,
    INVESTMENTS.map((c) => c.id),
  );
  const investOffer = corps.map(() => investDeck.splice(0, RULES.investDeal));
  const s: NaState = {
    ...flowStateStart(rng, players, options),
    corps,
    capital: corps.map(() => RULES.startCapital),
    threat: perCount(RULES.startThreat, players),
    round: 1,
    phase: 'action',
    active: nextInt(rng, players),
    city,
    reserve,
    supply: { energy: 0, food: 0, goods: 0, tech: 0 },
    demand: demandDeck.shift()!,
    demandDeck,
    demandRounds: 0,
    decks,
    discard: [],
    hands,
    emergencyUp: corps.map(() => true),
    assetDeck: shuffle(
      rng,
      ASSETS.map((a) => a.id),
    ),
    track: Array(6).fill(null),
    assets: corps.map(() => []),
    exhausted: [],
    eventDeck: shuffle(
      rng,
      EVENT_CARDS.map((e) => e.id),
    ),
    eventsDone: [],
    investDeck,
    invest: corps.map(() => null),
    investOffer,
    rivals: rivalDeck.slice(0, players),
    under,
    setupCard: setupCard.id,
    deal: null,
    usedThisTurn: [],
    drafts: corps.map(() => null),
    proposals: corps.map(() => null),
    deals: 0,
    over: false,
    result: null,
    recent: [],
    stack: [{ kind: 'invest', seats: corps.map((_c, i) => i), data: {} }],
    queue: [{ k: 'startTurn' }],
  };
  fillTrack(s);
  return s;
}

/** Components on the board plus the reserve, per component: always the box's totals (an invariant the tests check). */
export function componentCounts(s: NaState): Record<(typeof COMPONENTS)[number] | 'unrest', number> {
  const on = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const out = Object.fromEntries(COMPONENTS.map((c) => [c, on(s.city[c]) + s.reserve[c]])) as Record<
    (typeof COMPONENTS)[number] | 'unrest',
    number
  >;
  out.unrest = s.city.unrest.filter((u) => u > 0).length + s.reserve.unrest;
  return out;
}
