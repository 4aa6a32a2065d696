import { expect } from 'vitest';
import type { FlowContext } from '../../../src/engine/events.ts';
import { nextInt, seedRng } from '../../../src/engine/rng.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { INFLUENCE_BY_PLAYERS } from '../../../src/games/vr/data/index.ts';
import type { DistrictId } from '../../../src/games/vr/data/types.ts';
import { virtualRevolution as vr, vrFlow } from '../../../src/games/vr/game.ts';
import type { PlayerState, VrState } from '../../../src/games/vr/state.ts';
import { choicesFor } from '../../support/choices.ts';
import { en } from '../../support/words.ts';

/** The keys a seat may choose now; one choice, or a sequence of them, through the engine (failing on a refusal). */
export const { keys, choose, play } = choicesFor(vr);

/** One seat's moves in order; the state after them. */
export const moves = (s: VrState, seat: number, ...ks: string[]): VrState =>
  play(
    s,
    ks.map((k) => [seat, k] as const),
  ).state;

/**
 * A rule that takes the move's context, called as a test calls it on a hand-built state,
 * `(s, ...args)`: it runs in a context of its own (vrFlow.record), its events dropped.
 */
export const inMove =
  <A extends unknown[], T>(rule: (s: VrState, ctx: FlowContext, ...args: A) => T) =>
  (s: VrState, ...args: A): T =>
    vrFlow.record(s, (ctx) => rule(s, ctx, ...args))[0];

/** A turn's stage. */
export type TurnStage = NonNullable<VrState['turn']>['stage'];

/** A fresh game (plain JSON, safe to edit to build a situation). */
export function fresh(players = 3, seed = 'vr-test'): VrState {
  return vr.setup(players, {}, seed);
}

/**
 * A fresh game emptied: no Influence token, Server or Title on the board; each player with a full
 * reserve, no Corruption card and no Immunity, then a copy of the fields of `player`; turn order 0, 1, 2...
 */
export function emptied(players: number, seed: string, player: Partial<PlayerState> = {}): VrState {
  const s = fresh(players, seed);
  for (const b of s.boroughs) Object.assign(b, { owner: null, count: 0, servers: [] });
  for (const p of s.p)
    Object.assign(p, {
      reserve: INFLUENCE_BY_PLAYERS[players as 2 | 3 | 4],
      corruption: [],
      immunity: 0,
      ...structuredClone(player),
    });
  for (const d of Object.keys(s.titles) as DistrictId[]) s.titles[d] = null;
  s.order = Array.from({ length: players }, (_x, i) => i);
  return s;
}

/**
 * `seat`'s turn at `stage`, nothing done yet, its Director in `borough` (none while it is still to
 * be placed); the turn order starts from `seat`.
 */
export function turnAt(s: VrState, seat: number, stage: TurnStage, borough: number | null): void {
  s.order = Array.from({ length: s.players }, (_x, i) => (seat + i) % s.players);
  s.turn = {
    seat,
    stage,
    borough: stage === 'director' ? null : borough,
    extra: [],
    recruited: [],
    performed: [],
    bonus: { range: 0, serverAnywhere: false, workMoney: 0, onAction: [] },
  };
}

/** The keys of an Objective's "choose a type of Verse" choice, one per type in the order offered. */
export const verseTypeKeys = (objective: string): string[] =>
  ['scifi', 'horror', 'fantasy', 'adventure'].map((type) => `obj:${objective}:${type}`);

/** Adds `n` of `seat`'s tokens (from the reserve) to Borough `b`. */
export function tokens(s: VrState, seat: number, b: number, n = 1): void {
  const x = s.boroughs[b - 1]!;
  x.owner = seat;
  x.count += n;
  s.p[seat]!.reserve -= n;
}

/** Sets Borough `b` to exactly `n` of `seat`'s tokens, taken from the reserve (for a Borough a test has cleared). */
export function placeTokens(s: VrState, seat: number, b: number, n = 1): void {
  Object.assign(s.boroughs[b - 1]!, { owner: seat, count: n });
  s.p[seat]!.reserve -= n;
}

/** Applies `seat`'s choices in order; returns the state and every event raised. */
export function chooseAll(s: VrState, seat: number, ...ks: string[]): { s: VrState; ev: GameEvent[] } {
  const r = play(
    s,
    ks.map((k) => [seat, k] as const),
  );
  return { s: r.state, ev: r.events };
}

/** A cleared table: seat `me` and the two others of a 3-player game. */
export interface ClearedTable {
  s: VrState;
  me: number;
  opp: number;
  opp2: number;
}

/**
 * A 3-player game at the start of `me`'s turn, cleared for a test to build a situation by hand:
 * an empty map, no Titles, full reserves, 20 money and 1 Immunity each, no Corruption, Verses or
 * Boosts, no Agent in Neo Paris, and `onDuty` on `me`'s Duty (taken out of the Agent deck).
 */
export function clearedTable(seed: string, onDuty: readonly string[] = []): ClearedTable {
  const s = fresh(3, seed);
  const me = s.turn!.seat;
  const [opp, opp2] = [0, 1, 2].filter((x) => x !== me) as [number, number];
  for (const b of s.boroughs) Object.assign(b, { owner: null, count: 0, servers: [] });
  for (const k of Object.keys(s.titles)) s.titles[k as keyof typeof s.titles] = null;
  s.p.forEach((p) =>
    Object.assign(p, { reserve: 18, money: 20, immunity: 1, corruption: [], onDuty: [], verses: [], boosts: [] }),
  );
  s.agentSpaces = Array.from({ length: 5 }, () => ({ agent: null, borough: null }));
  s.p[me]!.onDuty = onDuty.map((id) => ({ id, turned: false }));
  s.agentDeck = s.agentDeck.filter((a) => !onDuty.includes(a));
  return { s, me, opp, opp2 };
}

/** Puts one of `seat`'s Servers (from the supply) in Borough `b`. */
export function server(s: VrState, seat: number, b: number): void {
  s.boroughs[b - 1]!.servers.push(seat);
  s.p[seat]!.serverSupply -= 1;
}

/** Whoever the game waits for. */
export const awaited = (s: VrState) => vr.awaiting(s);

/**
 * Plays `games` random games to their end (2, 3, 4 players in turn; seeds `${name}-${g}`), calling
 * `visit` with each state and the seats it awaits before a move, and `moved` with each move's events.
 * An awaited seat picks at random, preferring doing things over ending the turn (3 times in 4), so
 * Agents, Verses and Titles pile up.
 */
export function randomGames(
  name: string,
  games: number,
  visit: (s: VrState, awaited: readonly number[]) => void,
  moved: (events: readonly GameEvent[]) => void = () => undefined,
): void {
  for (let g = 0; g < games; g++) {
    let s = vr.setup(2 + (g % 3), {}, `${name}-${g}`);
    const rng = seedRng(`${name}-driver-${g}`);
    for (let step = 0; step < 4000 && !vr.outcome(s).over; step++) {
      const awaited = vr.awaiting(s);
      visit(s, awaited);
      const seat = awaited[nextInt(rng, awaited.length)]!;
      const legal = vr.legalActions(s, seat);
      const doing = legal.filter((a) => a.kind !== 'end' && a.kind !== 'done');
      const pool = doing.length && nextInt(rng, 4) > 0 ? doing : legal;
      const r = vr.apply(s, seat, pool[nextInt(rng, pool.length)]!.action);
      if (!r.ok) throw new Error(r.error);
      moved(r.events);
      s = r.state;
    }
  }
}

export function expectPublicClean(events: readonly GameEvent[], secrets: readonly string[]): void {
  for (const e of events.filter((x) => x.to === 'public'))
    for (const secret of secrets) expect(en(e.text)).not.toContain(en(secret));
}

export { vr };
