import { type PendingView, pendingView } from '../../engine/flow.ts';
import type { Seat, Viewer } from '../../engine/types.ts';
import { CORPORATIONS, type Resource, SCOREBOARD } from './data/index.ts';
import { type Link, top } from './flow.ts';
import { charData, isCriminal, softwareOf } from './resources.ts';
import { scoredResources, type VpBreakdown, vpBreakdown } from './score.ts';
import type { AxonState, BoxState, CharTokens } from './state.ts';

/** A Character in the city as everyone sees it. */
export interface CharView {
  id: string;
  name: string;
  area: number;
  section: number | null;
  tokens: CharTokens;
  activated: boolean;
  guarding: boolean;
  criminal: boolean;
}

/** A Software card face up (a Desktop card, the discard pile's top, or a card in the viewer's own hand). */
export interface CardView {
  id: string;
  name: string;
  type: string;
  text: string;
  random: number;
  target?: string;
}

export interface PlayerView {
  corp: string | null;
  corpName: string | null;
  /** The Resources it scores now (its Monopoly's only, once created). */
  scores: Resource[];
  extra: Resource | null;
  hand: number;
  desktop: CardView[];
  permVp: number;
  monopoly: Resource | null;
  corpUsed: boolean;
  /** Victory Points as they stand (the VP track). */
  vp: VpBreakdown;
}

export interface AxonView {
  viewer: Viewer;
  players: number;
  options: AxonState['options'];
  round: number;
  phase: AxonState['phase'];
  first: Seat;
  dir: 1 | -1;
  tookFirst: Seat | null;
  turn: AxonState['turn'];
  end: AxonState['end'];
  over: boolean;
  result: AxonState['result'];
  p: PlayerView[];
  chars: CharView[];
  stack: number;
  charDiscard: string[];
  deck: number;
  discardTop: CardView | null;
  discard: number;
  areas: { id: number; boxes: BoxState[]; data: number }[];
  counter: Record<Resource, number>;
  claimed: Record<Resource, boolean[]>;
  /** Resources whose counter is in the Red Zone now. */
  red: Resource[];
  stress: number;
  breaking: number;
  recent: string[];
  pending: PendingView | null;
  /** The Counter window under way: the Attack and each Counter played on it (all public). */
  chain: Link[] | null;
  /** A reward token being placed: its Resource (public: its claim was told). */
  reward: Resource | null;
  /** The Software card the viewer is choosing targets for (only the viewer who played it). */
  targeting: string | null;
  /** The viewer's own hand (nothing for anyone else). */
  me: { seat: Seat; hand: CardView[] } | null;
}

export function cardView(id: string, target?: string): CardView {
  const c = softwareOf(id);
  return { id, name: c.name, type: c.type, text: c.text, random: c.random, ...(target ? { target } : {}) };
}

/** Exactly what `viewer` may know: hands only as counts, except the viewer's own. */
export function axonView(s: AxonState, viewer: Viewer): AxonView {
  const p = top(s);
  const res = Object.keys(s.counter) as Resource[];
  return {
    viewer,
    players: s.players,
    options: { ...s.options },
    round: s.round,
    phase: s.phase,
    first: s.first,
    dir: s.dir,
    tookFirst: s.tookFirst,
    turn: s.turn ? { ...s.turn } : null,
    end: s.end ? { ...s.end, last: [...s.end.last] } : null,
    over: s.over,
    result: s.result
      ? { winners: [...s.result.winners], scores: [...s.result.scores], lines: [...s.result.lines] }
      : null,
    p: s.p.map((pl, seat) => ({
      corp: pl.corp,
      corpName: pl.corp ? CORPORATIONS[pl.corp]!.name : null,
      scores: scoredResources(s, seat),
      extra: pl.extra,
      hand: pl.hand.length,
      desktop: pl.desktop.map((d) => cardView(d.card, d.target)),
      permVp: pl.permVp,
      monopoly: pl.monopoly,
      corpUsed: pl.corpUsed,
      vp: vpBreakdown(s, seat),
    })),
    chars: s.chars.map((c) => ({
      id: c.id,
      name: charData(c.id).name,
      area: c.area,
      section: c.section,
      tokens: { ...c.tokens },
      activated: c.activated,
      guarding: c.guarding,
      criminal: isCriminal(c),
    })),
    stack: s.charStack.length,
    charDiscard: [...s.charDiscard],
    deck: s.deck.length,
    discardTop: s.discard.length ? cardView(s.discard[s.discard.length - 1]!) : null,
    discard: s.discard.length,
    areas: s.areas.map((a) => ({ id: a.id, boxes: a.boxes.map((b) => ({ ...b })), data: a.data })),
    counter: { ...s.counter },
    claimed: Object.fromEntries(res.map((r) => [r, [...s.claimed[r]]])) as Record<Resource, boolean[]>,
    red: res.filter((r) => s.counter[r] >= SCOREBOARD.tracks.find((t) => t.resource === r)!.redFrom),
    stress: s.stress,
    breaking: s.breaking,
    recent: [...s.recent],
    pending: p ? pendingView(p, viewer) : null,
    chain: p?.kind === 'respond' ? p.data.chain.map((l) => structuredClone(l)) : null,
    reward: p?.kind === 'reward' ? p.data.res : null,
    targeting: p?.kind === 'software' && viewer !== 'spectator' && p.seats.includes(viewer) ? p.data.card : null,
    me:
      viewer === 'spectator' || !s.p[viewer]
        ? null
        : { seat: viewer, hand: s.p[viewer]!.hand.map((id) => cardView(id)) },
  };
}
