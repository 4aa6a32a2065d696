import { type PendingView, pendingView } from '../../engine/flow.ts';
import type { Viewer } from '../../engine/types.ts';
import type { Character, Icon } from './data/index.ts';
import { CHARACTER_CARDS, SOLO_ZERO, TENSION_TRACK } from './data/index.ts';
import { top } from './flow.ts';
import { handCardText } from './secrets.ts';
import type { HackState } from './state.ts';

/** One player as the table sees them: hands only as card backs (how many of each kind). */
export interface PlayerView {
  characters: Character[];
  deck: number;
  /** Card backs in hand: Character (and Solo Zero) backs and Anomaly backs. */
  handCharacter: number;
  handAnomaly: number;
  drawnCount: number;
  /** The visible top cards of the two discard piles (ids), and their sizes. */
  top: string | null;
  bottom: string | null;
  topCount: number;
  bottomCount: number;
  firewall: number;
  load: number;
  programsUsed: string[];
  cubes: number;
  split: { character: number; anomaly: number } | null;
}

export interface HackView {
  viewer: Viewer;
  players: number;
  options: { difficult: boolean; protocol: string };
  p: PlayerView[];
  order: number[];
  alert: (number | null)[];
  removed: boolean[];
  alertDeck: number;
  blocks: { card: string | null; nodes: number; chains: number; forbidden: boolean }[];
  tension: number;
  /** Cards each player draws now. */
  tensionValue: number;
  purple: number;
  grey: number;
  anomalyDeck: number;
  enemyDiscard: string[];
  wave: number;
  phase: HackState['phase'];
  turn: { seat: number; played: number } | null;
  over: boolean;
  result: { won: boolean; reason: string } | null;
  pending: PendingView | null;
  /**
   * The decision the viewer is asked now, in figures (what a computer player reads, never a
   * sentence): a card's icon being resolved (which Destroy of a two-target one, whether a shared
   * point fortifies), or the last turn's hand-out so far (`given[i]`: to the player at `order[i]`).
   */
  asked: AskedView | null;
  /** The viewer's own hand (card ids), once looked at; nothing for anyone else. */
  me: { seat: number; hand: string[]; cards: { id: string; text: string }[] } | null;
}

export interface AskedView {
  kind: string;
  icon?: Icon;
  pick?: 'x' | 'y';
  fortifying?: boolean;
  given?: number[];
}

/** The top decision's figures, for a viewer it asks. */
function askedOf(s: HackState, viewer: Viewer): AskedView | null {
  const p = top(s);
  if (!p || viewer === 'spectator' || !p.seats.includes(viewer)) return null;
  if (p.kind === 'lastDraw') return { kind: p.kind, given: [...p.data.given] };
  if (
    p.kind === 'target' ||
    p.kind === 'distribute' ||
    p.kind === 'share' ||
    p.kind === 'discard' ||
    p.kind === 'duplicate'
  ) {
    const d = p.data;
    return {
      kind: p.kind,
      icon: d.icon,
      ...(d.pick ? { pick: d.pick } : {}),
      ...(d.fortifying !== undefined ? { fortifying: d.fortifying } : {}),
    };
  }
  return { kind: p.kind };
}

/** Filled in by the wave work (turn.ts builds it from the state). */
export type HackViewFn = (s: HackState, viewer: Viewer) => HackView;
export const pendingOf = (s: HackState, viewer: Viewer): PendingView | null => {
  const p = top(s);
  return p ? pendingView(p, viewer) : null;
};

const isCharacterBack = (id: string): boolean => !!CHARACTER_CARDS[id] || SOLO_ZERO.some((z) => z.id === id);

/** What a viewer may know: everything on the table; a hand only as card backs, except one's own. */
export function hackView(s: HackState, viewer: Viewer): HackView {
  const mine = viewer === 'spectator' ? null : viewer;
  return {
    viewer,
    players: s.players,
    options: { difficult: s.options.difficult, protocol: s.options.protocol },
    p: s.p.map((x) => ({
      characters: [...x.characters],
      deck: x.deck.length,
      handCharacter: x.hand.filter(isCharacterBack).length,
      handAnomaly: x.hand.filter((id) => !isCharacterBack(id)).length,
      drawnCount: x.drawn.length,
      top: x.top.at(-1) ?? null,
      bottom: x.bottom.at(-1) ?? null,
      topCount: x.top.length,
      bottomCount: x.bottom.length,
      firewall: x.firewall,
      load: x.load,
      programsUsed: [...x.programsUsed],
      cubes: x.cubes,
      split: x.split ? { ...x.split } : null,
    })),
    order: [...s.order],
    alert: [...s.alert],
    removed: [...s.removed],
    alertDeck: s.alertDeck.length,
    blocks: s.blocks.map((b) => ({ ...b })),
    tension: s.tension,
    tensionValue: TENSION_TRACK[Math.min(s.tension, TENSION_TRACK.length - 1)]!,
    purple: s.purple,
    grey: s.grey,
    anomalyDeck: s.anomalyDeck.length,
    enemyDiscard: [...s.enemyDiscard],
    wave: s.wave,
    phase: s.phase,
    turn: s.turn ? { ...s.turn } : null,
    over: s.over,
    result: s.result ? { ...s.result } : null,
    pending: pendingOf(s, viewer),
    asked: askedOf(s, viewer),
    me:
      mine === null || !s.p[mine]
        ? null
        : {
            seat: mine,
            hand: [...s.p[mine]!.hand],
            cards: s.p[mine]!.hand.map((id) => ({ id, text: handCardText(id) })),
          },
  };
}
