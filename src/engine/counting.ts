import type { GameDefinition } from './types.ts';

/** How often the platform asked a game for its seats and choices (see `countingGame`). */
export interface CallCounts {
  legalActions: number;
  awaiting: number;
  mayAct: number;
}

/**
 * `def` with its `legalActions`, `awaiting` and `mayAct` counted in `counts`: for the bench's
 * per-move figure. A wrapper, not a counter inside the engine, so the move path pays nothing and
 * two counted games never share a count.
 */
export function countingGame<S, A, O, V>(
  def: GameDefinition<S, A, O, V>,
): { game: GameDefinition<S, A, O, V>; counts: CallCounts } {
  const counts: CallCounts = { legalActions: 0, awaiting: 0, mayAct: 0 };
  const mayAct = def.mayAct;
  const game: GameDefinition<S, A, O, V> = {
    ...def,
    legalActions: (s, seat) => {
      counts.legalActions++;
      return def.legalActions(s, seat);
    },
    awaiting: (s) => {
      counts.awaiting++;
      return def.awaiting(s);
    },
    ...(mayAct
      ? {
          mayAct: (s: S) => {
            counts.mayAct++;
            return mayAct.call(def, s);
          },
        }
      : {}),
  };
  return { game, counts };
}
