import type { GameEvent, Visibility } from './types.ts';

/**
 * Where the events of one `apply` go. Rules report what happens from wherever it happens with
 * `emit(state, text, to)`; the sink is bound to the working state object for the duration of one
 * call, in a WeakMap keyed by that object, so two states (two tables) each have their own sink
 * and the state itself is not touched: a property added and deleted on it would leave V8 holding
 * it as a slow dictionary object, and every later read, view and copy of the state would pay.
 */
export type EventSink = (event: GameEvent) => void;

const sinks = new WeakMap<object, EventSink>();

/** Runs `fn` with `sink` receiving every event emitted on `state`; the previous sink (if any) is restored after. */
export function withEvents<T>(state: object, sink: EventSink, fn: () => T): T {
  const outer = sinks.get(state);
  sinks.set(state, sink);
  try {
    return fn();
  } finally {
    if (outer) sinks.set(state, outer);
    else sinks.delete(state);
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
  sinks.get(state)?.({ text, to });
}

/**
 * Reports an event and, when public, keeps its text among the state's last `keep` public lines
 * (`recent`: a board's "what changed" panel draws them).
 */
export function emitRecent(state: { recent: string[] }, text: string, to: Visibility = 'public', keep = 8): void {
  emit(state, text, to);
  if (to === 'public') {
    state.recent.push(text);
    if (state.recent.length > keep) state.recent.splice(0, state.recent.length - keep);
  }
}
