import { expect } from 'vitest';
import { applyAction } from '../../../src/engine/play.ts';
import type { GameEvent } from '../../../src/engine/types.ts';
import { virtualRevolution as vr } from '../../../src/games/vr/game.ts';
import type { VrState } from '../../../src/games/vr/state.ts';

/** A fresh game (plain JSON, safe to edit to build a situation). */
export function fresh(players = 3, seed = 'vr-test'): VrState {
  return vr.setup(players, {}, seed);
}

/** The keys a seat may choose now. */
export function keys(s: VrState, seat: number): string[] {
  return vr.legalActions(s, seat).map((a) => a.key);
}

/** Applies one choice by key through the engine (as the bot does), failing the test on a refusal. */
export function choose(s: VrState, seat: number, key: string): { state: VrState; events: readonly GameEvent[] } {
  const r = applyAction(vr, s, seat, { k: key });
  if (!r.ok) throw new Error(`seat ${seat} cannot choose ${key}: ${r.error}; legal: ${keys(s, seat).join(', ')}`);
  return { state: r.state, events: r.events };
}

/** Applies a sequence of [seat, key] choices. */
export function play(s: VrState, moves: readonly (readonly [number, string])[]): { state: VrState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [seat, key] of moves) {
    const r = choose(s, seat, key);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Adds `n` of `seat`'s tokens (from the reserve) to Borough `b`. */
export function tokens(s: VrState, seat: number, b: number, n = 1): void {
  const x = s.boroughs[b - 1]!;
  x.owner = seat;
  x.count += n;
  s.p[seat]!.reserve -= n;
}

/** Puts one of `seat`'s Servers (from the supply) in Borough `b`. */
export function server(s: VrState, seat: number, b: number): void {
  s.boroughs[b - 1]!.servers.push(seat);
  s.p[seat]!.serverSupply -= 1;
}

/** Whoever the game waits for. */
export const awaited = (s: VrState) => vr.awaiting(s);

export function expectPublicClean(events: readonly GameEvent[], secrets: readonly string[]): void {
  for (const e of events.filter((x) => x.to === 'public')) for (const secret of secrets) expect(e.text).not.toContain(secret);
}

export { vr };
