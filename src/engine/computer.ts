import { inRange, withAmount } from './amount.ts';
import { m } from './engine.messages.ts';
import { nextInt, type RngState, seedRng } from './rng.ts';
import type { ComputerChoice, ComputerInput, ComputerPlayer, GameDefinition, LegalAction, Seat } from './types.ts';

/**
 * Computer players. Every game has two: `random` (here, the same for all games) and `greedy`
 * (the game's own, `GameDefinition.computer.greedy`, beside its rules). A player is a function of
 * what a person in that seat would have: `view(state, seat)`, the seat's legal actions and a
 * seeded generator. It never receives the state, so it cannot see another seat's secrets.
 */
export const COMPUTER_LEVELS = ['greedy', 'random'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** Uniform over the legal actions; a number uniform in its range for a choice that takes one. */
export function randomPlayer(input: ComputerInput): ComputerChoice {
  const chosen = input.legal[nextInt(input.rng, input.legal.length)]!;
  const a = chosen.amount;
  return a ? { key: chosen.key, amount: a.min + nextInt(input.rng, a.max - a.min + 1) } : { key: chosen.key };
}

/**
 * A greedy player's pick: one of the best-scored items, ties broken by the seeded generator.
 * Scores within `tolerance` of the best tie (sums of fractions rarely compare equal).
 */
export function pickBest<T>(items: readonly T[], scores: readonly number[], rng: RngState, tolerance = 0): T {
  const best = Math.max(...scores);
  const top = items.filter((_t, i) => scores[i]! >= best - tolerance);
  return top[nextInt(rng, top.length)]!;
}

/** The player of that level for a game. */
export function computerPlayer(game: GameDefinition, level: ComputerLevel): ComputerPlayer {
  return level === 'random' ? randomPlayer : (input) => game.computer.greedy(input);
}

/**
 * The generator for one decision: from the game's seed, the number of actions applied so far and
 * the seat, so a game replays exactly (the same decision gets the same generator) without the
 * computer ever touching the game's own generator inside the state.
 */
export function decisionRng(gameSeed: string, actions: number, seat: Seat): RngState {
  return seedRng(`computer:${gameSeed}:${actions}:${seat}`);
}

/** A computer's decision, ready to apply: the legal action, with its number in `action` and the label. */
export type ComputerDecision = { ok: true; value: LegalAction } | { ok: false; error: string };

/** Checks a player's choice against the seat's legal actions: one of the keys, a number in range when it takes one. */
export function checkChoice(legal: readonly LegalAction[], choice: ComputerChoice): ComputerDecision {
  const chosen = legal.find((a) => a.key === choice.key);
  if (!chosen)
    return {
      ok: false,
      error: `chose "${String(choice.key).slice(0, 90)}", which is not one of the ${legal.length} legal actions`,
    };
  if (!chosen.amount) return { ok: true, value: chosen };
  const n = choice.amount;
  if (n === undefined || !inRange(chosen, n)) {
    return {
      ok: false,
      error: `chose ${chosen.key} with the number ${String(n)}, not a whole number from ${chosen.amount.min} to ${chosen.amount.max}`,
    };
  }
  return {
    ok: true,
    value: {
      ...chosen,
      action: withAmount(chosen, n),
      label: m('engine.amount.label', { label: chosen.label, n: String(n) }),
    },
  };
}

/**
 * Asks the computer player of `level` what `seat` does now. Its input is built from
 * `game.view(state, seat)` and the seat's legal actions only (`legal` when the caller has them
 * already); the choice is checked before it is returned. An error when the seat has no choice or
 * the player chose something not offered (a bug in the player: the caller decides what to do).
 */
export function chooseFor(
  game: GameDefinition,
  state: unknown,
  seat: Seat,
  level: ComputerLevel,
  rng: RngState,
  legal?: readonly LegalAction[],
): ComputerDecision {
  const options = legal ?? game.legalActions(state, seat);
  if (options.length === 0) return { ok: false, error: 'has no legal action' };
  const input: ComputerInput = { seat, view: game.view(state, seat), legal: options, rng };
  let choice: ComputerChoice;
  try {
    choice = computerPlayer(game, level)(input);
  } catch (err) {
    return { ok: false, error: `failed: ${err instanceof Error ? err.message : String(err)}` };
  }
  return checkChoice(options, choice);
}
