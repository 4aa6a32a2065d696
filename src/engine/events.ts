import type { GameEvent, Visibility } from './types.ts';

/**
 * Where the events of one `apply` go. Rules report what happens from wherever it happens with
 * `emit(state, text, to)`; the sink is bound to the working state object for the duration of one
 * call, in a Symbol-keyed, non-enumerable slot that JSON, zod and equality checks never see. No
 * module-level state: two states (two tables) each carry their own sink.
 */
export type EventSink = (event: GameEvent) => void;

const SINK: unique symbol = Symbol('neontable.eventSink');

interface WithSink {
  [SINK]?: EventSink;
}

/** Runs `fn` with `sink` receiving every event emitted on `state`; the previous sink (if any) is restored after. */
export function withEvents<T>(state: object, sink: EventSink, fn: () => T): T {
  const slot = state as WithSink;
  const outer = slot[SINK];
  Object.defineProperty(slot, SINK, { value: sink, configurable: true, enumerable: false, writable: true });
  try {
    return fn();
  } finally {
    if (outer) Object.defineProperty(slot, SINK, { value: outer, configurable: true, enumerable: false, writable: true });
    else delete slot[SINK];
  }
}

/** Runs `fn` and returns its result with the events emitted on `state` meanwhile. */
export function collectEvents<T>(state: object, fn: () => T): [T, GameEvent[]] {
  const events: GameEvent[] = [];
  const out = withEvents(state, (e) => events.push(e), fn);
  return [out, events];
}

/** Reports an event on `state`; dropped when no sink is bound (a rule helper called outside `apply`). */
export function emit(state: object, text: string, to: Visibility = 'public'): void {
  (state as WithSink)[SINK]?.({ text, to });
}
