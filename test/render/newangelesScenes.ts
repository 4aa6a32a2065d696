/**
 * New Angeles states for the renderer tests: a fresh setup (newAngeles.setup), then components,
 * a deal, capital, assets and pending decisions placed by direct edits; the renderer only ever
 * sees naView(state, viewer) of them.
 */
import type { RenderContext } from '../../renderers/types.ts';
import type { Viewer } from '../../src/engine/types.ts';
import { ACTION_TYPES, type Component, perCount, RULES } from '../../src/games/newangeles/data/index.ts';
import { newAngeles } from '../../src/games/newangeles/game.ts';
import type { NaState } from '../../src/games/newangeles/state.ts';
import { type NaView, naView } from '../../src/games/newangeles/view.ts';
import { SIX_NAMES } from './sixNames.ts';

export const NAMES = SIX_NAMES;

export function context(s: NaState, extra: Partial<RenderContext> = {}): RenderContext {
  const awaiting = s.over ? [] : s.stack.length ? s.stack[s.stack.length - 1]!.seats : [];
  return { seats: NAMES.slice(0, s.players).map((name) => ({ name })), awaiting, ...extra };
}

export const fresh = (players: number): NaState => newAngeles.setup(players, {}, `na-fresh-${players}`);

/** Puts `n` of a component in a district from the reserve (no movement rules: a picture, not a move). */
function put(s: NaState, what: Component, district: number, n = 1): void {
  s.city[what][district] = s.city[what][district]! + n;
  s.reserve[what] -= n;
}

function stage(s: NaState, district: number, to: 0 | 1 | 2): void {
  const had = s.city.unrest[district]! > 0;
  s.city.unrest[district] = to;
  s.reserve.unrest += (had ? 1 : 0) - (to > 0 ? 1 : 0);
}

/** Empties the city (everything back to the reserve) so a scene places exactly what it shows. */
function clearCity(s: NaState): void {
  for (const k of ['android', 'development', 'outage', 'illness', 'humanFirst', 'orgcrime', 'prisec'] as const) {
    s.reserve[k] += s.city[k].reduce((a, b) => a + b, 0);
    s.city[k] = Array(13).fill(0);
  }
  s.reserve.unrest += s.city.unrest.filter((u) => u > 0).length;
  s.city.unrest = Array(13).fill(0);
}

/** A fresh game of `players` with an empty city, at this point of the game, nothing stacked or queued. */
function clearedAt(players: number, at: Pick<NaState, 'round' | 'demandRounds' | 'threat' | 'active'>): NaState {
  const s = fresh(players);
  clearCity(s);
  Object.assign(s, at);
  s.stack = [];
  s.queue = [];
  return s;
}

/** Draws the top card of a deck (for an offer: proposed cards leave the decks). */
function drawCard(s: NaState, i: number): string {
  const t = ACTION_TYPES[i % ACTION_TYPES.length]!;
  return s.decks[t].shift()!;
}

/** Seats for which `chosen` holds keep the first investment dealt to them (the rest stay to choose). */
function invest(s: NaState, chosen: (seat: number) => boolean): void {
  s.invest = s.invest.map((_x, i) => (chosen(i) ? s.investOffer[i]![0]! : null));
  s.investOffer = s.investOffer.map((o, i) => (chosen(i) ? [] : o));
}

/** Takes `n` assets off the asset deck. */
const takeAssets = (s: NaState, n: number): string[] => s.assetDeck.splice(0, n);

/**
 * Round 3, a deal in its vote: a main offer and two counteroffers (the second covering the first,
 * paid 1), some seats have voted; a city with every kind of marker; capital, assets (some
 * exhausted), an emergency action face down; a met and an unmet resource.
 */
export function midDeal(players: number): NaState {
  const s = clearedAt(players, { round: 3, demandRounds: 1, threat: 13, active: 1 % players });
  put(s, 'android', 1);
  put(s, 'android', 3);
  put(s, 'android', 6);
  put(s, 'android', 9);
  put(s, 'android', 12);
  put(s, 'development', 3);
  put(s, 'development', 9);
  put(s, 'illness', 7);
  put(s, 'illness', 2);
  put(s, 'humanFirst', 5);
  put(s, 'humanFirst', 11);
  put(s, 'orgcrime', 8);
  put(s, 'orgcrime', 6);
  put(s, 'prisec', 9);
  put(s, 'prisec', 0, 2);
  put(s, 'outage', 4);
  stage(s, 2, 1);
  stage(s, 10, 2);
  stage(s, 6, 1);
  s.supply = { energy: 7, food: 2, goods: 4, tech: 1 };
  s.capital = s.capital.map((_c, i) => [14, 22, 9, 31, 17, 6][i]!);
  for (let i = 0; i < players; i++) s.assets[i] = takeAssets(s, i % 3);
  s.assets[2 % players]!.push(...takeAssets(s, 2));
  s.exhausted = [s.assets[1]![0]!, s.assets[2]![1]!].filter(Boolean);
  s.emergencyUp[0] = false;
  invest(s, (i) => i !== 0);
  // Seat 1 has a trade in the works: a draft, its proposal to seat 0, and one from seat 2.
  s.drafts[1] = { to: 3, giveCapital: 4, askCapital: 0, give: [], ask: [s.assets[3]?.[0] ?? s.assets[2]![0]!] };
  s.proposals[1] = { to: 0, giveCapital: 2, askCapital: 0, give: [], ask: [] };
  s.proposals[2 % players] = { to: 1, giveCapital: 0, askCapital: 3, give: [s.assets[2 % players]![0]!], ask: [] };
  // Two slots revealed this round: the third from the right is next.
  const used = perCount(RULES.slots, players);
  s.track = s.track.map((a, i) => (i < used - 2 ? a : null));
  const asset = takeAssets(s, 1)[0]!;
  const a = s.active;
  s.deal = {
    asset,
    main: { seat: a, card: drawCard(s, 0), target: 6, paid: 0 },
    counters: [
      { seat: (a + 1) % players, card: drawCard(s, 3), target: 9, paid: 0 },
      { seat: (a + 2) % players, card: drawCard(s, 4), target: 12, paid: 1 },
    ],
    chances: [],
    winner: null,
  };
  s.deals = 8;
  s.stack = [
    {
      kind: 'support',
      seats: Array.from({ length: players }, (_v, i) => i).filter((i) => i !== 0 && i !== 3),
      data: {},
    },
  ];
  s.recent = [
    'Round 3 begins: the turn track is refilled.',
    '{seat:1} reveals Rosa Ibarra, City Councilor.',
    `{seat:${a}} offers Bioroid Workforce on 6 Mercado: place an android.`,
    `{seat:${(a + 1) % players}} counteroffers Skyhook Permit on 9 Levy Heights (free).`,
    `{seat:${(a + 2) % players}} counteroffers Prisec Patrol on 12 Corona, covering it (paid 1 capital).`,
  ];
  return s;
}

/** A deal waiting on a counteroffer chance: only the main offer, three seats still to choose. */
export function counterChance(players: number): NaState {
  const s = midDeal(players);
  const a = s.active;
  s.deal = { ...s.deal!, counters: [], chances: [1, 2, 3].map((k) => (a + k) % players), winner: null };
  s.stack = [{ kind: 'counter', seats: [(a + 1) % players], data: { seat: (a + 1) % players } }];
  return s;
}

/** Late game: a crowded city (every marker somewhere, Prisec stacks, strikes and outages), high threat, many assets, the deal resolved. */
export function crowded(players: number): NaState {
  const s = clearedAt(players, { round: 6, demandRounds: 2, threat: 22, active: players - 1 });
  for (let d = 0; d <= 12; d++) {
    if (d % 2 === 1) put(s, 'android', d);
    if (d % 3 === 0) put(s, 'development', d);
    if (d % 4 === 1) put(s, 'illness', d);
    if (d % 3 === 1) put(s, 'humanFirst', d);
    if (d % 3 === 2) put(s, 'orgcrime', d);
  }
  put(s, 'prisec', 3, 3);
  put(s, 'prisec', 12, 1);
  put(s, 'prisec', 7, 2);
  put(s, 'outage', 5);
  put(s, 'outage', 8);
  put(s, 'outage', 0);
  stage(s, 1, 2);
  stage(s, 2, 1);
  stage(s, 4, 2);
  stage(s, 9, 1);
  stage(s, 11, 2);
  stage(s, 12, 1);
  // Every resource of every kind at once in one district (Corona has three): the tile still reads.
  put(s, 'android', 12);
  put(s, 'illness', 12);
  put(s, 'humanFirst', 12);
  put(s, 'orgcrime', 12);
  s.supply = { energy: 12, food: 3, goods: 9, tech: 4 };
  s.capital = s.capital.map((_c, i) => [38, 27, 44, 19, 52, 61][i]!);
  for (let i = 0; i < players; i++) s.assets[i] = takeAssets(s, 2 + i);
  s.exhausted = s.assets.flatMap((as) => as.filter((_x, k) => k % 2 === 1));
  s.emergencyUp = s.emergencyUp.map((_u, i) => i % 2 === 0);
  invest(s, () => true);
  s.track = s.track.map(() => null);
  const asset = takeAssets(s, 1)[0]!;
  s.deal = {
    asset,
    main: { seat: s.active, card: `E-${s.corps[s.active]}`, target: 0, paid: 0 },
    counters: [
      { seat: 0, card: drawCard(s, 1), target: 3, paid: 0 },
      { seat: 1, card: drawCard(s, 2), target: 5, paid: 1 },
      { seat: 2, card: drawCard(s, 3), target: 11, paid: 2 },
    ],
    chances: [],
    winner: 'counter',
  };
  s.deals = 27;
  s.stack = [{ kind: 'endTurn', seats: [2], data: { seat: 2 } }];
  s.recent = Array.from(
    { length: 8 },
    (_v, i) =>
      `{seat:${i % players}} did thing number ${i + 1}, with a rather long description of what happened down by the Beanstalk.`,
  );
  return s;
}

/** The crowded table with the game over: no deal, nothing stacked or queued (its result still to set). */
function over(players: number): NaState {
  const s = crowded(players);
  s.deal = null;
  s.stack = [];
  s.queue = [];
  s.phase = 'over';
  s.over = true;
  return s;
}

/** The game is over after the third Demand round: winners, every rival card shown. */
export function finished(players: number): NaState {
  const s = over(players);
  s.demandRounds = 3;
  // Who beat their rival card (rule 34): strictly more capital; own corporation: beat enough others; the Federalist loses.
  const beats = (seat: number): boolean => {
    const r = s.rivals[seat]!;
    if (r === 'federalist') return false;
    if (r === s.corps[seat])
      return (
        s.capital.filter((c, i) => i !== seat && s.capital[seat]! > c).length >= perCount(RULES.ownRivalBeats, players)
      );
    const other = s.corps.indexOf(r);
    return other < 0 || s.capital[seat]! > s.capital[other]!;
  };
  const winners = s.corps.map((_c, i) => i).filter(beats);
  s.result = {
    reason: 'end',
    winners,
    lines: [
      'The city survived the third Demand round.',
      winners.length
        ? `${winners.map((w) => `{seat:${w}}`).join(', ')} beat their rivals.`
        : 'Nobody beat their rival.',
    ],
    results: s.corps.map((_c, i) => `{seat:${i}}: ${winners.includes(i) ? 'won' : 'lost'}`),
  };
  return s;
}

/** The city fell: threat 25. */
export function fallen(players: number): NaState {
  const s = over(players);
  s.threat = 25;
  s.result = {
    reason: 'threat',
    winners: [],
    lines: ['Threat reached 25: the city falls. No Federalist held 25 capital: everyone loses.'],
    results: s.corps.map((_c, i) => `{seat:${i}}: lost`),
  };
  return s;
}

/**
 * The view, with card texts as long as a real card's (the texts come from describe.ts, written in
 * parallel: until it lands they are a few words), so the wrapping is what play will show.
 */
export function viewOf(s: NaState, viewer: Viewer): NaView {
  const v = naView(s, viewer);
  const long = <T extends { name: string; text: string }>(c: T): T =>
    c.text.length >= 40
      ? c
      : {
          ...c,
          text: `Target a district without an android. Place an android there, then unrest rises 1 stage. Pays 2.`,
        };
  return {
    ...v,
    corps: v.corps.map((c) => ({ ...c, emergency: long(c.emergency) })),
    deal: v.deal && {
      ...v.deal,
      main: v.deal.main && { ...v.deal.main, card: long(v.deal.main.card) },
      counters: v.deal.counters.map((o) => ({ ...o, card: long(o.card) })),
    },
    mine: v.mine && { ...v.mine, hand: v.mine.hand.map(long) },
  };
}
