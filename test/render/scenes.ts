/** Views of Data Heist at telling moments, built by playing the real fixture rules. */

import type { RenderContext } from '../../renderers/types.ts';
import type { Seat, Viewer } from '../../src/engine/types.ts';
import { type HeistAction, type HeistState, type HeistView, heist } from '../fixture/heist.ts';

export const NAMES = [
  'Nyx',
  'Zero Cool',
  'Łucja "Glitch" Wiśniewska-Kowalczyk',
  'acid_burn_the_unstoppable_2099',
] as const;

export interface Scene {
  readonly name: string;
  readonly state: HeistState;
}

function act(s: HeistState, seat: Seat, a: HeistAction): HeistState {
  const r = heist.apply(structuredClone(s), seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} by ${seat}: ${r.error}`);
  return r.state;
}

export function view(s: HeistState, viewer: Viewer): HeistView {
  return heist.view(s, viewer);
}

export function context(s: HeistState, names: readonly string[] = NAMES): RenderContext {
  return { seats: names.slice(0, s.hands.length).map((name) => ({ name })), awaiting: [...heist.awaiting(s)] };
}

/** A fresh four-seat game. */
export function opening(): Scene {
  return { name: 'opening', state: heist.setup(4, { rounds: 2 }, 'render-opening') };
}

/** Four seats mid-game: a draw, a small play, then an attack everyone else must answer (one answered). */
export function attack(): Scene {
  for (let i = 0; ; i++) {
    let s = heist.setup(4, { rounds: 3 }, `render-attack-${i}`);
    const small = s.hands[0]!.find((c) => c.value < 7);
    const big = s.hands[1]!.find((c) => c.value >= 7);
    if (!small || !big) continue;
    s = act(s, 0, { type: 'play', serial: small.serial });
    s = act(s, 1, { type: 'play', serial: big.serial });
    s = act(s, 2, { type: 'shield' });
    return { name: 'attack', state: s };
  }
}

/** A two-seat game played to the end. */
export function finished(): Scene {
  let s = heist.setup(2, { rounds: 2 }, 'render-finished');
  while (heist.awaiting(s).length > 0) {
    const seat = heist.awaiting(s)[0]!;
    const legal = heist.legalActions(s, seat);
    const pick =
      legal.find(
        (l) =>
          l.kind === 'play' &&
          !l.label.startsWith('Play 7') &&
          !l.label.startsWith('Play 8') &&
          !l.label.startsWith('Play 9'),
      ) ??
      legal.find((l) => l.key === 'shield') ??
      legal[0]!;
    s = act(s, seat, pick.action);
  }
  return { name: 'finished', state: s };
}

/** Three seats, seat 0 holding a full hand of five. */
export function fullHand(): Scene {
  let s = heist.setup(3, { rounds: 3 }, 'render-full');
  s = act(s, 0, { type: 'draw' });
  s = act(s, 1, { type: 'pass' });
  s = act(s, 2, { type: 'pass' });
  s = act(s, 0, { type: 'draw' });
  s = act(s, 1, { type: 'pass' });
  s = act(s, 2, { type: 'pass' });
  return { name: 'full-hand', state: s };
}

export const SCENES = [opening, attack, finished, fullHand] as const;
