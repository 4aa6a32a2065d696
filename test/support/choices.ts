import { applyAction } from '../../src/engine/play.ts';
import type { GameDefinition, GameEvent } from '../../src/engine/types.ts';

/**
 * Choosing by key through the engine (as the bot does), for any flow game's tests: each game's
 * test helpers bind these to their game.
 */
export function choicesFor<S>(def: GameDefinition<S, { k: string }>) {
  const keys = (s: S, seat: number): string[] => def.legalActions(s, seat).map((a) => a.key);
  /** Applies one choice, failing the test on a refusal. */
  const choose = (s: S, seat: number, key: string): { state: S; events: readonly GameEvent[] } => {
    const r = applyAction(def, s, seat, { k: key });
    if (!r.ok) throw new Error(`seat ${seat} cannot choose ${key}: ${r.error}; legal: ${keys(s, seat).join(', ')}`);
    return { state: r.state, events: r.events };
  };
  /** Applies a sequence of [seat, key] choices. */
  const play = (s: S, moves: readonly (readonly [number, string])[]): { state: S; events: GameEvent[] } => {
    const events: GameEvent[] = [];
    for (const [seat, key] of moves) {
      const r = choose(s, seat, key);
      s = r.state;
      events.push(...r.events);
    }
    return { state: s, events };
  };
  return { keys, choose, play };
}
