import type { GameDefinition, LegalAction, PublicWaiting, Seat } from './types.ts';

/**
 * `def` answering each question about one state once: who is awaited, who may act, what the
 * public sees awaited, and each seat's legal actions are kept per state object. For one move of
 * the platform, whose states are never changed once made (applyAction works on a copy): a move
 * asks the same questions of its before and after states from several places (may this seat act,
 * each seat's fingerprint, the undo note, the pushes), and each is now worked out once. Make a
 * new one per move; a state changed in place after a question would be answered from the old one.
 */
export function memoGame<S, A, O, V>(def: GameDefinition<S, A, O, V>): GameDefinition<S, A, O, V> {
  const perState = <T>(fn: (s: S) => T): ((s: S) => T) => {
    const known = new WeakMap<object, T>();
    return (s) => {
      if (typeof s !== 'object' || s === null) return fn(s);
      if (!known.has(s)) known.set(s, fn(s));
      return known.get(s) as T;
    };
  };
  const legalOf = perState(() => new Map<Seat, readonly LegalAction<A>[]>());
  const { mayAct, publicAwaiting } = def;
  return {
    ...def,
    awaiting: perState((s) => def.awaiting(s)),
    ...(mayAct ? { mayAct: perState((s) => mayAct.call(def, s)) } : {}),
    ...(publicAwaiting ? { publicAwaiting: perState((s): PublicWaiting => publicAwaiting.call(def, s)) } : {}),
    legalActions: (s, seat) => {
      const bySeat = legalOf(s);
      let legal = bySeat.get(seat);
      if (!legal) bySeat.set(seat, (legal = def.legalActions(s, seat)));
      return legal;
    },
  };
}
