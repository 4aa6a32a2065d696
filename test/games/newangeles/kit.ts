import type { FlowContext } from '../../../src/engine/events.ts';
import { applyAction } from '../../../src/engine/play.ts';
import type { GameEvent, Seat } from '../../../src/engine/types.ts';
import {
  ACTION_CARDS,
  ASSETS,
  type Asset,
  COMPONENTS,
  type Component,
  TOTALS,
} from '../../../src/games/newangeles/data/index.ts';
import { naFlow, newAngeles } from '../../../src/games/newangeles/game.ts';
import type { NaState } from '../../../src/games/newangeles/state.ts';
import { en } from '../../support/words.ts';

/**
 * The one test kit for New Angeles' rules: a game as set up, a bare table to build a case on,
 * placing components by hand, and moves through the game's public `apply`.
 */

export const newGame = (players = 4, seed = 'kit'): NaState => newAngeles.setup(players, {}, seed);

/** A set-up game with an empty city (everything in the reserve), an empty supply, nothing pending or queued. */
export function bare(players = 4, seed = 'kit'): NaState {
  const s = structuredClone(newGame(players, seed));
  for (const c of COMPONENTS) s.city[c] = Array(13).fill(0);
  s.city.unrest = Array(13).fill(0);
  s.reserve = { ...TOTALS };
  s.supply = { energy: 0, food: 0, goods: 0, tech: 0 };
  s.stack = [];
  s.queue = [];
  s.recent = [];
  return s;
}

/** Puts `n` of a component in a district straight from the reserve (no movement, no rules). */
export function put(s: NaState, what: Component, district: number, n = 1): NaState {
  s.city[what][district] = s.city[what][district]! + n;
  s.reserve[what] -= n;
  return s;
}

/** Sets a district's unrest stage, taking or returning the unrest token. */
export function stage(s: NaState, district: number, to: 0 | 1 | 2): NaState {
  const had = s.city.unrest[district]! > 0;
  s.city.unrest[district] = to;
  s.reserve.unrest += (had ? 1 : 0) - (to > 0 ? 1 : 0);
  return s;
}

/** The seat's legal keys now. */
export const keys = (s: NaState, seat: Seat): string[] => newAngeles.legalActions(s, seat).map((a) => a.key);

/** Applies the choice `key` for `seat` through the game's apply; throws with the refusal. */
export function act(
  s: NaState,
  seat: Seat,
  key: string,
  amount?: number,
): { state: NaState; events: readonly GameEvent[] } {
  const r = applyAction(newAngeles, s, seat, amount === undefined ? { k: key } : { k: key, amount });
  if (!r.ok) throw new Error(`${key} refused for seat ${seat}: ${r.error}\nlegal: ${keys(s, seat).join(', ')}`);
  return { state: r.state, events: r.events };
}

/** Runs the queued steps of a hand-built state (as after a move). */
export const settle = (s: NaState): NaState => {
  settled(s);
  return s;
};

/** Runs the queued steps of a hand-built state; the events they raised. */
export const settled = (s: NaState): GameEvent[] => naFlow.record(s, (ctx) => naFlow.settle(s, ctx))[1];

/** Runs one queued phase step (`{ k: 'production' }`, ...) on a hand-built state: the state before it, and its public lines. */
export function runStep(s: NaState, step: NaState['queue'][number]): { before: NaState; lines: string[] } {
  s.queue = [step];
  const before = structuredClone(s);
  const events = settled(s);
  return { before, lines: events.filter((e) => e.to === 'public').map((e) => en(e.text)) };
}

/** Runs one rule on a hand-built state with a move's context: its result, and the events it reported. */
export const recorded = <T>(s: NaState, fn: (ctx: FlowContext) => T): [T, GameEvent[]] => naFlow.record(s, fn);

/** Runs one rule on a hand-built state with a move's context; its result. */
export const rule = <T>(s: NaState, fn: (ctx: FlowContext) => T): T => recorded(s, fn)[0];

/** A rule over the state and a move's context, called as a test calls it: `(s, ...args)`, run with `rule`. */
export const ruled =
  <A extends unknown[], R>(f: (s: NaState, ctx: FlowContext, ...args: A) => R) =>
  (s: NaState, ...args: A): R =>
    rule(s, (ctx) => f(s, ctx, ...args));

/** Gives `seat` the action cards, taken out of their decks. */
export function give(s: NaState, seat: Seat, ...cards: string[]): void {
  for (const c of cards) {
    for (const t of Object.values(s.decks)) if (t.includes(c)) t.splice(t.indexOf(c), 1);
    s.hands[seat]!.push(c);
  }
}

/** The seat's own choices now (leaving out the choices open at any time: trading). */
export const own = (s: NaState, seat: number): string[] =>
  newAngeles
    .legalActions(s, seat)
    .filter((a) => !(a as { anytime?: true }).anytime)
    .map((a) => a.key);

/** A move's public lines, one a line. */
export const publicText = (events: readonly { text: string; to: unknown }[]): string =>
  events
    .filter((e) => e.to === 'public')
    .map((e) => en(e.text))
    .join('\n');

/** Cards picked by what they do (never by id): android placers (a target wherever no android is), cures (a target only where illness is). */
export const PLACERS = ACTION_CARDS.filter(
  (c) => c.effects[0]!.op === 'place' && c.effects[0]!.what === 'android' && c.where.length === 1,
).map((c) => c.id);
export const CURES = ACTION_CARDS.filter(
  (c) =>
    c.effects[0]!.op === 'remove' && c.effects[0]!.what === 'illness' && (c.effects[0]!.scope ?? 'target') === 'target',
).map((c) => c.id);
/** The first asset that fits. */
export const assetBy = (f: (a: Asset) => boolean): string => ASSETS.find(f)!.id;
