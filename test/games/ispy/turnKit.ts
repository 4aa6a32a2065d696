import { expect } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import { ispy } from '../../../src/games/ispy/game.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { choicesFor } from '../../support/choices.ts';
import { en } from '../../support/words.ts';
import { onTurn } from './turnState.ts';

/** The keys a seat may choose now; one choice, or a sequence of them, through the engine (failing on a refusal). */
export const { keys, choose, play } = choicesFor(ispy);

/** `seat`'s choices in order; the state after them. */
export const moves = (s: IspyState, seat: number, ...ks: string[]): IspyState =>
  play(
    s,
    ks.map((k) => [seat, k] as const),
  ).state;

/** `seat` is offered `key` and takes it; the state after. */
export function takes(s: IspyState, seat: number, key: string): IspyState {
  expect(keys(s, seat)).toContain(key);
  return choose(s, seat, key).state;
}

/** A fresh game, settled to its first decision (the shadow marks). */
export function fresh(
  players = 3,
  seed = 'ispy-turn',
  options: { special?: boolean; finalReport?: boolean } = {},
): IspyState {
  return ispy.setup(players, { special: false, finalReport: false, ...options }, seed);
}

export function legal(s: IspyState, seat: number) {
  return ispy.legalActions(s, seat).map((a) => ({
    ...a,
    label: en(a.label),
    ...(a.detail === undefined ? {} : { detail: en(a.detail) }),
  }));
}

/** Marks the shadow Politicians in turn order (first free space each). */
export function markShadows(s: IspyState): IspyState {
  while (s.stack.at(-1)?.kind === 'shadow') {
    const seat = s.stack.at(-1)!.seats[0]!;
    s = choose(s, seat, keys(s, seat)[0]!).state;
  }
  return s;
}

/**
 * A state in the middle of `seat`'s main stage: the game started, everyone placed where given
 * (null: undeployed), the turn reset to a fresh main stage for `seat`. Safe to edit further.
 */
export function atTurn(players: number, seat: number, places: (string | null)[], seed = 'ispy-turn'): IspyState {
  const s = markShadows(fresh(players, seed));
  places.forEach((r, i) => (s.spies[i]!.region = r));
  s.roundStart = seat;
  s.turnsPlayed = 0;
  onTurn(s, seat);
  return s;
}

export const texts = (events: readonly GameEvent[]): string[] => events.map((e) => en(e.text));
