import { type PendingView, pendingView } from '../../engine/flow.ts';
import type { Viewer } from '../../engine/types.ts';
import type { Character } from './data/index.ts';
import { top } from './flow.ts';
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
  /** The viewer's own hand (card ids), once looked at; nothing for anyone else. */
  me: { seat: number; hand: string[]; cards: { id: string; text: string }[] } | null;
}

/** Filled in by the wave work (wave.ts builds it from the state). */
export type HackViewFn = (s: HackState, viewer: Viewer) => HackView;
export const pendingOf = (s: HackState, viewer: Viewer): PendingView | null => {
  const p = top(s);
  return p ? pendingView(p, viewer) : null;
};
